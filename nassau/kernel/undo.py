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
_FRESH = object()


class UndoStack:
    __slots__ = ("_marks", "_saved", "_last", "_after", "_legal")

    def __init__(self):
        self._marks = []        # per decision on the stack: (history, events) of the position before it
        self._saved = {}        # index -> clone of the position before that decision (checkpoints, rebuilt ones)
        self._last = -EVERY     # the highest index in _saved, at most len(_marks)
        self._after = _FRESH    # the history and legal actions the top decision left: anything else
        self._legal = None      # means the position was changed outside apply() (None: not known)

    # --- what apply() and undo() call ---------------------------------------------------------
    def note(self, game) -> None:
        """Record the position ``game`` is in, before a decision: a checkpoint when due."""
        i = len(self._marks)
        legal = self._legal
        if i - self._last >= EVERY or game._history is not self._after or \
                (legal is not None and game._legal is not legal):
            self._saved[i] = game.clone()
            self._last = i
        self._marks.append((game._history, game._events))

    def done(self, game) -> None:
        """The decision noted last was carried out: remember what it left."""
        self._after = game._history
        self._legal = game._legal

    def checkpoint(self, game) -> None:
        """Declare the position edited by hand: the next decision starts from a fresh checkpoint."""
        self._after = _FRESH

    def pop(self):
        """Remove the top decision; returns the position before it."""
        j = len(self._marks) - 1
        position = self[j]
        self._marks.pop()
        saved = self._saved
        saved.pop(j + 1, None)          # only positions 0..len stay valid
        if self._last > j:
            self._last = max((k for k in range(j, j - EVERY, -1) if k in saved), default=-EVERY)
        self._after, self._legal = position._history, None     # the game is this kept position
        return position

    # --- the sequence of positions ------------------------------------------------------------
    def __len__(self):
        return len(self._marks)

    def __bool__(self):
        return bool(self._marks)

    def __getitem__(self, i):
        n = len(self._marks)
        if isinstance(i, slice):
            return [self._position(j) for j in range(*i.indices(n))]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("undo stack index out of range")
        return self._position(i)

    def __iter__(self):
        return (self._position(j) for j in range(len(self._marks)))

    def __reversed__(self):
        return (self._position(j) for j in range(len(self._marks) - 1, -1, -1))

    def __repr__(self):
        return f"<UndoStack: {len(self._marks)} decisions, {len(self._saved)} positions kept>"

    def _position(self, j):
        """The position before decision ``j``: kept, or replayed from the latest one kept below it."""
        saved = self._saved
        hit = saved.get(j)
        if hit is not None:
            return hit
        c = j - 1
        while c not in saved:
            c -= 1
        marks = self._marks
        node, actions = marks[j][0], []
        for _ in range(j - c):          # the decisions c .. j-1, read back off the history chain
            actions.append(node[0])
            node = node[1]
        game = saved[c].clone()
        for k, action in enumerate(reversed(actions), c + 1):
            game.apply_unchecked(action)
            game._history, game._events = marks[k]
            saved[k] = game if k == j else game.clone()
        if j > self._last:
            self._last = j
        return game
