"""Chance as explicit moves: a game stepped one decision or one random draw at a time.

Every engine draws its randomness through ``game.rng.below(n)`` (``die()``, ``shuffled()``
and ``choice()`` call it), setup included. Here the generator is a :class:`ScriptedRng`: it
answers from a :class:`Tape` of outcomes known so far and raises :class:`NeedChance` when the
tape runs out. A :class:`Stepper` carries out each decision (and the setup) from a clone of the
position before it; when that asks for one draw more, the stepper stands at a chance node with
``n`` equally likely outcomes, and the outcome ``k`` chosen there carries the decision out again
with one more known outcome (a decision with k draws costs k + 1 runs; replaying a known list
of moves costs one run per decision).

The stepper's record is its list of moves, plain ints: decisions by their index in the game's
action encoding, chance outcomes by their value. The game's own seeded generator is not used,
so that list is the whole record: a stepper pickles as the plain spec it was made from and
that list, and is rebuilt by replaying it.

It also keeps, for each seat, a count of its own decisions by kind and, once asked for it, a
digest of everything that seat has observed and chosen (its perfect recall, see
:meth:`Stepper.recall`): observing every seat after every step costs more than the rest of the
play, so a stepper starts keeping digests only when one is first read (replaying its moves once
to catch up), and its copies keep on. A seat's digest holds its own choices and each new
thing it observed, never a step that showed it nothing: another seat's sealed decisions leave
it as it was, however many they are.

Free of pyspiel: :mod:`nassau.openspiel` wraps it as OpenSpiel games.
"""

import hashlib
from dataclasses import dataclass
from typing import Callable

from .kernel.errors import IllegalActionError
from .kernel.rng import Rng


class NeedChance(BaseException):
    """A draw among ``n`` outcomes that the tape does not hold yet. A BaseException, like
    GeneratorExit: it is a signal that unwinds the decision, not an error a rule may catch."""

    def __init__(self, n: int):
        super().__init__(n)
        self.n = n


class ChanceError(ValueError):
    """A list of moves that does not fit the game: an outcome out of range, or a draw that
    asks for another number of outcomes than when it was recorded."""


class Tape:
    """The chance outcomes of one line of play in order, with the number of outcomes each
    draw had. ``outcomes`` may run ahead of ``sizes`` while a known list of moves is replayed:
    those outcomes are tentative until a draw reads them."""

    __slots__ = ("outcomes", "sizes")

    def __init__(self, outcomes=(), sizes=()):
        self.outcomes = list(outcomes)
        self.sizes = list(sizes)


class ScriptedRng(Rng):
    """A generator that answers ``below(n)`` from a tape. Its ``state`` is its place on the
    tape, so it changes with every draw (Marauders compares it to tell a roll happened) and a
    copy taken before a draw reads the same outcome again (Marauders' favors rewind so)."""

    __slots__ = ("tape",)

    def __init__(self, tape: Tape, place: int = 0):
        self.tape = tape
        self.state = place

    def below(self, n: int) -> int:
        tape, i = self.tape, self.state
        if i >= len(tape.outcomes):
            raise NeedChance(n)
        k = tape.outcomes[i]
        if i < len(tape.sizes):
            if tape.sizes[i] != n:
                raise ChanceError(f"draw {i} was among {tape.sizes[i]} outcomes, now among {n}")
        elif isinstance(k, int) and 0 <= k < n:
            tape.sizes.append(n)            # a tentative outcome read for the first time
        else:
            raise ChanceError(f"chance outcome {k!r} is not one of {n}")
        self.state = i + 1
        return k

    def next64(self) -> int:
        raise ChanceError("a scripted generator only answers below(n)")

    def copy(self) -> "ScriptedRng":
        return ScriptedRng(self.tape, self.state)

    __copy__ = copy

    def __repr__(self) -> str:
        return f"ScriptedRng(place={self.state}, known={len(self.tape.sizes)})"


@dataclass(frozen=True)
class Rules:
    """What a stepper needs of one game: ``start(rng)`` sets a game up drawing from ``rng``;
    ``decode(game, index)`` is the Action of an index; ``observe(game, seat)`` what the seat
    sees, as text; ``kinds`` the action kinds counted per seat; ``max_outcomes`` the most
    outcomes a draw may have; a game is cut short at the first step completed after
    ``max_decisions`` decisions or ``max_draws`` draws."""

    players: int
    start: Callable
    decode: Callable
    observe: Callable
    kinds: tuple
    max_outcomes: int
    max_decisions: int
    max_draws: int


def _digest(before: str, text: str) -> str:
    return hashlib.blake2b(f"{before}\n{text}".encode(), digest_size=16).hexdigest()


class Stepper:
    """One game, moved by ints (see the module docstring).

    ``game`` is the position after the last completed step (None until the setup is done);
    ``need`` the number of outcomes of the draw waited for (0 at a decision); ``over`` is
    True at the end: the game over, or ``cut`` short (see :class:`Rules`).
    """

    __slots__ = ("rules", "maker", "spec", "tape", "game", "need", "pending", "over", "history", "decisions",
                 "cut", "digests", "seen", "own")

    def __init__(self, rules: Rules, maker=None, spec=None, recall: bool = False):
        """A stepper at the first draw of the setup. ``maker(spec)`` makes a fresh stepper
        like this one (for pickling: both must pickle, ``maker`` by reference). With
        ``recall``, it keeps the seats' digests from the start."""
        self.rules, self.maker, self.spec = rules, maker, spec
        n = rules.players
        self.tape, self.game, self.need, self.pending, self.over = Tape(), None, 0, None, False
        self.history, self.decisions, self.cut = [], 0, False
        self.digests = tuple(_digest("", f"seat {s} of {n}") for s in range(n)) if recall else None
        self.seen = ("",) * n          # what each seat observed last (a step that changes nothing adds nothing)
        self.own = ((0,) * len(rules.kinds),) * n
        self._run(())

    # --- where the game stands ---------------------------------------------------------------
    @property
    def current_player(self):
        """The deciding seat; None at a chance node or at the end."""
        if self.over or self.need:
            return None
        return self.game.current_player

    def recall(self, seat: int) -> str:
        """A digest of everything ``seat`` has chosen and observed (each change of its
        observation after a completed step), in order: two lines of play give the same digest
        exactly when the seat chose the same and saw the same change one after the other (but
        for hash collisions). How many decisions others made unseen is not in it."""
        if self.digests is None:
            self.digests = Stepper(self.rules, recall=True).replay(self.history).digests
        return self.digests[seat]

    # --- moves ----------------------------------------------------------------------------
    def apply(self, move: int) -> None:
        """A chance outcome at a chance node, else the current player's decision by index."""
        if self.over:
            raise IllegalActionError("game-over", "the game is over")
        if self.need:
            if not (isinstance(move, int) and 0 <= move < self.need):
                raise ChanceError(f"chance outcome {move!r} is not one of {self.need}")
            self.tape.outcomes.append(move)
            self.tape.sizes.append(self.need)
            self.history.append(move)
        else:
            self._decide(move)
        self._run(())

    def replay(self, moves) -> "Stepper":
        """Play a known list of moves from here, each decision carried out once."""
        moves = list(moves)
        i = 0
        while i < len(moves):
            if self.over:
                raise ChanceError(f"move {i} comes after the end of the game")
            if self.need:                       # only at the start: the setup's draws
                read = self._run(moves[i:], advance=True)
                if not read:
                    raise ChanceError(f"move {i} does not answer the draw among {self.need} waited for")
                i += read
                continue
            self._decide(moves[i])
            i += 1
            i += self._run(moves[i:], advance=True)
        return self

    def _decide(self, index) -> None:
        game = self.game
        action = self.rules.decode(game, index)
        found = game.legal_actions().get(action.notation)
        if found is None:
            raise IllegalActionError("legal-actions", f"{action.notation} (action {index}) is not legal now")
        actor = game.current_player
        self.history.append(index)
        self.decisions += 1
        self.pending = (actor, found)
        if self.digests is not None:
            self.digests = self.digests[:actor] + (_digest(self.digests[actor], f"chose {index}"),) + \
                self.digests[actor + 1:]
        kinds = self.rules.kinds
        kind = getattr(found, "kind", None)
        if kind in kinds:
            mine = list(self.own[actor])
            mine[kinds.index(kind)] += 1
            self.own = self.own[:actor] + (tuple(mine),) + self.own[actor + 1:]

    def _run(self, ahead, advance=False) -> int:
        """Carry out the pending step (the setup or a decision) with the known outcomes and
        ``ahead`` (tentative ones); return how many of ``ahead`` it read."""
        tape = self.tape
        known = len(tape.sizes)
        tape.outcomes.extend(ahead)
        try:
            game = self._attempt()
        except NeedChance as signal:
            game, self.need = None, signal.n
            if signal.n > self.rules.max_outcomes:
                raise ChanceError(f"a draw among {signal.n} outcomes, more than the declared "
                                  f"{self.rules.max_outcomes}") from None
        finally:
            read = len(tape.sizes) - known
            del tape.outcomes[len(tape.sizes):]
        if advance:
            self.history.extend(ahead[:read])
        if game is not None:
            self._complete(game)
        return read

    def _attempt(self):
        if self.game is None:
            return self.rules.start(ScriptedRng(self.tape, 0))
        game = self.game.clone()
        game.rng = ScriptedRng(self.tape, self.game.rng.state)
        game.apply_unchecked(self.pending[1])
        return game

    def _complete(self, game) -> None:
        self.game, self.need, self.pending = game, 0, None
        if self.digests is not None:
            observe = self.rules.observe
            now = tuple(observe(game, s) for s in range(len(self.digests)))
            self.digests = tuple(d if seen == view else _digest(d, view)
                                 for d, seen, view in zip(self.digests, self.seen, now))
            self.seen = now
        if game.is_over:
            self.over = True
        elif self.decisions >= self.rules.max_decisions or len(self.tape.sizes) >= self.rules.max_draws:
            self.over = self.cut = True

    # --- copies and pickles ---------------------------------------------------------------------
    def copy(self) -> "Stepper":
        """An independent stepper at the same place (a game clone and a few lists)."""
        new = object.__new__(Stepper)
        for name in Stepper.__slots__:
            setattr(new, name, getattr(self, name))
        new.tape = Tape(self.tape.outcomes, self.tape.sizes)
        new.history = list(self.history)
        if self.game is not None:
            new.game = self.game.clone()
            new.game.rng = ScriptedRng(new.tape, self.game.rng.state)
        return new

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        if self.maker is None:
            raise TypeError("this stepper was made without a maker and cannot be pickled")
        return replayed, (self.maker, self.spec, list(self.history), self.digests is not None)


def replayed(maker, spec, moves, recall=False) -> Stepper:
    """A fresh stepper from ``maker(spec)`` with ``moves`` replayed (how a stepper unpickles),
    keeping the seats' digests if ``recall``."""
    stepper = maker(spec)
    if recall:
        stepper = Stepper(stepper.rules, stepper.maker, stepper.spec, recall=True)
    return stepper.replay(moves)
