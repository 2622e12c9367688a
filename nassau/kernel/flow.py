"""The order of a round, declared in one place: a table of steps that the kernel runs.

A game lists its round as :class:`Step` records and the work between two rounds as plain
functions. Steps never start each other: a step's ``begin`` sets it up, its handlers
carry out decisions, and after every decision :meth:`Flow.settle` closes the steps that
are over and begins the next ones, until someone must decide or the game ends.
"""

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Step:
    """One step of the round.

    ``begin(game)`` sets the step up; it may leave nothing to decide. ``over(game)`` is
    true once nothing is left to decide in it. ``then`` runs, in order, when it closes:
    the work that follows the step without a decision (scoring a majority, paying income).
    """

    name: str
    begin: Callable
    over: Callable
    then: tuple = ()

    def __repr__(self):
        then = f", then {', '.join(f.__name__ for f in self.then)}" if self.then else ""
        return f"<Step {self.name}: {self.begin.__module__.rpartition('.')[2]}.{self.begin.__name__}{then}>"


class Flow:
    """Runs a round's steps in order, then ``between`` (the end of one round and the
    start of the next; a function there may end the game, and the rest is skipped).

    ``where(game)`` names the step in force (the name of one of ``steps``).
    """

    def __init__(self, steps, between, where):
        self.steps = tuple(steps)
        self.between = tuple(between)
        self.where = where
        self.index = {s.name: i for i, s in enumerate(self.steps)}
        self.over = {s.name: s.over for s in self.steps}   # a step's name -> its over(game), for fast paths
        if len(self.index) != len(self.steps):
            raise ValueError("step names must be different")

    def start(self, game) -> None:
        """Begin the round's first step, and settle."""
        self.steps[0].begin(game)
        self.settle(game)

    def settle(self, game) -> None:
        """Close every step that is over and begin the next, until a decision is due."""
        while not game.over:
            i = self.index[self.where(game)]
            step = self.steps[i]
            if not step.over(game):
                return
            for then in step.then:
                then(game)
            if i + 1 < len(self.steps):
                self.steps[i + 1].begin(game)
                continue
            for work in self.between:
                work(game)
                if game.over:
                    return
            self.steps[0].begin(game)

    def __repr__(self):
        return (f"<Flow: {' -> '.join(self.names())}; between rounds: "
                f"{', '.join(f.__name__ for f in self.between)}>")

    def names(self) -> list:
        """The steps' names in order (for tables and tests)."""
        return [s.name for s in self.steps]
