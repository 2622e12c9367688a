"""What every game's position editor shares (``game.edit()``): a ``with`` block that edits the
position in place, checks it on leaving (``game.problems()``), and either makes the edited
position the game's starting position (undo and the record start there) or, when anything is
wrong, puts the game back as it was and raises a RecordError naming what."""

from .errors import RecordError


class PositionEditor:
    def __init__(self, game):
        self.g = game

    def __repr__(self):
        return f"<{self.g.game_name}.Position editor of {self.g!r}>"

    def __enter__(self):
        self._before = self.g.clone()
        self._prepare()
        return self

    def _prepare(self) -> None:
        """Bring the game to where it can be edited (a game may need its setup finished)."""

    def _note(self) -> tuple:
        """The log sentence (template, args) that says the position was set by hand."""
        return ("The position is set up by hand: {}.", (self.g.prompt().rstrip("."),))

    def __exit__(self, exc_type, exc, tb):
        g = self.g
        if exc_type is None:
            bad = g.problems()
            if not bad:
                template, args = self._note()
                g._event(template, *args)
                g._history = None
                g._undo = []
                g._legal = None
                g._settle()
                g._mark_root()
                return False
            exc = RecordError("position", "; ".join(bad))
        g._restore(self._before)
        g._undo = self._before._undo
        if exc_type is None:
            raise exc
        return False
