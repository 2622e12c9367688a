"""The undo stack of a game: the position before each decision made with ``apply()``, kept
cheaply and rebuilt when asked for.

A clone per decision made checked play twice as slow as unchecked play. The stack keeps a
clone (a checkpoint) every :data:`EVERY` decisions instead, and for each decision the
position's history and event chains (two references). The position before decision ``j``
is the latest checkpoint ``c <= j`` replayed with ``apply_unchecked`` through the decisions
``c .. j-1``, read off the history chain. The game's random generator is part of its state,
so the replay is exact; the rebuilt position gets the original chains back (the same
objects), so code that compares chains by identity sees no difference.

Rebuilt positions are kept (as clones) while they stay below the top, so undoing many
decisions in a row replays each decision once, and apply/undo at one spot replays nothing.

The stack reads as a sequence of positions (``len``, ``[i]``, slices, iteration), as the
list of snapshots it replaces did; controllers and widgets read it so.

What the stack cannot see is a position changed outside ``apply()`` and ``apply_unchecked()``
while decisions are on the stack (a test setting a field by hand, say): a replay would not
redo that change. ``apply()`` takes a fresh checkpoint whenever the game's history or its
cached legal actions are not the ones the previous decision left, which covers unchecked
decisions and the usual ``game._legal = None`` of code that edits a position; code that edits
a position in any other way calls :meth:`UndoStack.checkpoint` (or ``game.edit()``, which
starts a new stack).
"""

EVERY = 16      # decisions between checkpoints: a clone every 16 is cheap, a replay of 8 on average is quick
SPAN = 256      # further down the stack than this, one checkpoint in SPAN decisions is kept (see note())
_FRESH = object()


class UndoStack:
    __slots__ = ("_histories", "_events", "_saved", "_last", "_after", "_legal", "_kept")

    def __init__(self):
        self._histories = []    # per decision on the stack: the history and the events chains of the
        self._events = []       # position before it (two lists: a pair a decision was a tuple more for the GC to keep)
        self._saved = {}        # index -> clone of the position before that decision (checkpoints, rebuilt ones)
        self._last = -EVERY     # the highest index in _saved, at most len(_histories)
        self._after = _FRESH    # the history and legal actions the top decision left: anything else
        self._legal = None      # means the position was changed outside apply() (None: not known)
        self._kept = set()      # the checkpoints of positions changed outside apply(): never thinned

    # --- what apply() and undo() call ---------------------------------------------------------
    def note(self, game) -> None:
        """Record the position ``game`` is in, before a decision: a checkpoint when due.

        The checkpoints more than SPAN decisions down the stack are thinned to one in SPAN
        (those at ``k % SPAN < EVERY``: every such stretch holds one, as checkpoints are at most
        EVERY apart): a long checked game kept some 200 clones alive otherwise, and the garbage
        collector's passes over them made checked play a tenth slower than unchecked play. An
        undo that deep replays up to SPAN + EVERY decisions, once. A position changed outside
        apply() cannot be replayed to, so its checkpoint stays."""
        i = len(self._histories)
        legal = self._legal
        outside = game._history is not self._after or (legal is not None and game._legal is not legal)
        if outside or i - self._last >= EVERY:
            saved = self._saved
            saved[i] = game.clone()
            self._last = i
            if outside:
                self._kept.add(i)
            elif i >= SPAN:
                kept = self._kept
                for k in range(max(1, i - SPAN - EVERY + 1), i - SPAN + 1):
                    if k % SPAN >= EVERY and k not in kept:
                        saved.pop(k, None)
        self._histories.append(game._history)
        self._events.append(game._events)

    def done(self, game) -> None:
        """The decision noted last was carried out: remember what it left."""
        self._after = game._history
        self._legal = game._legal

    def checkpoint(self, game) -> None:
        """Declare the position edited by hand: the next decision starts from a fresh checkpoint."""
        self._after = _FRESH

    def pop(self):
        """Remove the top decision; returns the position before it."""
        j = len(self._histories) - 1
        position = self[j]
        self._histories.pop()
        self._events.pop()
        saved = self._saved
        saved.pop(j + 1, None)          # only positions 0..len stay valid
        self._kept.discard(j + 1)
        if self._last > j:
            self._last = max((k for k in range(j, j - EVERY, -1) if k in saved), default=-EVERY)
        self._after, self._legal = position._history, None     # the game is this kept position
        return position

    # --- the sequence of positions ------------------------------------------------------------
    def __len__(self):
        return len(self._histories)

    def __bool__(self):
        return bool(self._histories)

    def __getitem__(self, i):
        n = len(self._histories)
        if isinstance(i, slice):
            return [self._position(j) for j in range(*i.indices(n))]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("undo stack index out of range")
        return self._position(i)

    def __iter__(self):
        return (self._position(j) for j in range(len(self._histories)))

    def __reversed__(self):
        return (self._position(j) for j in range(len(self._histories) - 1, -1, -1))

    def __repr__(self):
        return f"<UndoStack: {len(self._histories)} decisions, {len(self._saved)} positions kept>"

    def _position(self, j):
        """The position before decision ``j``: kept, or replayed from the latest one kept below it."""
        saved = self._saved
        hit = saved.get(j)
        if hit is not None:
            return hit
        c = j - 1
        while c not in saved:
            c -= 1
        histories, events = self._histories, self._events
        node, actions = histories[j], []
        for _ in range(j - c):          # the decisions c .. j-1, read back off the history chain
            actions.append(node[0])
            node = node[1]
        game = saved[c].clone()
        for k, action in enumerate(reversed(actions), c + 1):
            game.apply_unchecked(action)
            game._history, game._events = histories[k], events[k]
            saved[k] = game if k == j else game.clone()
        if j > self._last:
            self._last = j
        return game
