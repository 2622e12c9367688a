"""Who decides at a notebook table: the human seats and the bots.

Every game's play widget (``pirates.play``, ``piratoons.play``, ``marauders.play``) mixes
this in. A table holds ``game``, ``bots`` (one per seat, None for a human seat), ``kinds``
(the seats' bot words) and ``auto`` (a checkbox: bots play on their own), and supplies
``run_bots(until)``, ``_refuse(error)`` and ``_refresh()``, which let bots decide, show a
refusal or show the new position.

Hotseat: several humans share one screen. The table calls :meth:`Seats.start_screen` once,
then :meth:`Seats.who_sees` at each redraw to learn whose own view may be on screen; when
the decision passes to another human seat and that seat's view is private, the screen goes
behind a gate (``waiting``) until that player opens it (:meth:`Seats.open_gate`).
Nothing here imports Jupyter: the widgets only call it.
"""

import os
import re
from pathlib import Path

from ..kernel.english import plural, sentence
from ..kernel.errors import IllegalActionError, RecordError
from ..kernel.limits import read_text

UNDO_TIP = "take back your last decision (and the bots' after it)"
# set by a server (``nassau serve``): the folder a table's file box is kept to, by file name alone
SAVE_DIR = "NASSAU_SAVE_DIR"
_SAVE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


def confined(path) -> Path:
    """Where the file box's ``path`` is read and written. On a server that sets ``SAVE_DIR``, a
    visitor names a file of its folder and nothing else (no folder, no '..'), so that a page
    cannot reach the server's own files; elsewhere the path as given."""
    folder = os.environ.get(SAVE_DIR)
    if not folder:
        return Path(path)
    name = str(path).strip()
    if not _SAVE_NAME.fullmatch(name) or ".." in name:
        raise RecordError("file", f"on this server a game is saved under a plain file name (letters, digits, "
                                  f"'.', '-' and '_'), not {name!r}")
    return Path(folder) / name


def seat_list(players, bot_words) -> tuple:
    """(names, kinds) from the seats a user asked for: a list of names, where a word in
    ``bot_words`` (any case) makes a bot seat named "Bot 2", "Bot 3"... by seat number and
    of that kind; a count gives "You" and bots. Human seats have the kind None."""
    if isinstance(players, int) and not isinstance(players, bool):
        players = ["You"] + ["bot"] * (players - 1)
    if not isinstance(players, (list, tuple)) or not all(isinstance(x, str) for x in players):
        raise RecordError("players", "must be a list of names, with 'bot' for bot seats")
    names, kinds = [], []
    for i, word in enumerate(players):
        low = word.strip().lower()
        names.append(f"Bot {i + 1}" if low in bot_words else word.strip())
        kinds.append(low if low in bot_words else None)
    return names, kinds


class Seats:
    """Mixed into a play widget; it also gives the widget ``save(path)`` and ``load(path)``."""

    def _after_change(self) -> None:
        """After a human decision (or a change of the "bots play on their own" box): bots play
        on until a human must decide, or the table is redrawn."""
        if self.auto.value:
            self.run_bots("game")
        else:
            self._refresh()

    def seats_text(self) -> str:
        """"You (human), Bot 2 (heuristic), ...": every seat and who plays it."""
        return ", ".join(f"{name} ({self.kinds[s] or 'human'})" for s, name in enumerate(self.game.names))

    def is_human(self, seat) -> bool:
        return seat is not None and self.bots[seat] is None

    def refusal(self, seat=None):
        """Why a human may not decide now (an IllegalActionError), or None if they may.
        ``seat`` is the seat whose controls were used (None: whoever is to decide)."""
        game = self.game
        if game.is_over:
            return IllegalActionError("game-over", "the game is over")
        cur = game.current_player
        if not self.is_human(cur):
            name = game.names[cur]
            return IllegalActionError("turn", sentence("it is {}<'s> decision, and {} <is> a bot", [name, name]))
        if seat is not None and seat != cur:
            return IllegalActionError("turn", sentence("it is {}<'s> decision, not {}<'s>",
                                                       [game.names[cur], game.names[seat]]))
        return None

    def act(self, notation: str, seat=None):
        """A human decision (from a click or a seat's controls); bots then play on if they may.
        Returns the IllegalActionError of a refusal, after showing it; nothing changes then."""
        error = self.refusal(seat)
        if error is None:
            try:
                self.game.apply(notation, player=self.game.current_player)
            except IllegalActionError as exc:
                error = exc
        if error is not None:
            return self._refuse(error)
        self._after_change()
        return None

    def step_bots(self, stop) -> int:
        """Bots decide until a human must, the game ends, or ``stop(game)`` is true after a
        decision. Returns the number of decisions made."""
        game, made = self.game, 0
        while not game.is_over and not self.is_human(game.current_player):
            game.apply(self.bots[game.current_player].choose(game))
            made += 1
            if stop(game):
                break
        return made

    def undo_refused(self):
        """Why the undo button would be refused now (the IllegalActionError of the rule, or of
        there being nothing to take back), or None: the button is greyed out with it as the
        tooltip rather than answering a press with a refusal."""
        count, _ = self.last_human_decision()
        if count == 0:
            return IllegalActionError("undo", "there is no decision to undo")
        return self.game.undo_refusal(count)

    def show_undo(self, button) -> None:
        """The undo button as ``undo_refused`` finds it now: enabled, or greyed out saying why."""
        refusal = self.undo_refused()
        button.disabled = refusal is not None
        button.tooltip = UNDO_TIP if refusal is None else refusal.message[:1].upper() + refusal.message[1:]

    def last_human_decision(self):
        """(how many decisions back the last human one is, counting it; the seat that made it,
        or None when no human has decided): what ``take_back`` would undo."""
        undo = self.game._undo
        for back in range(1, len(undo) + 1):
            seat = undo[-back].current_player
            if self.is_human(seat):
                return back, seat
        return len(undo), None

    def take_back(self) -> tuple:
        """Undo decisions up to and including the last human one, all or none: (how many, the
        seat that made the last one taken back or None, and the IllegalActionError of the rule
        that forbids it, or None)."""
        game = self.game
        count, seat = self.last_human_decision()
        refusal = game.undo_refusal(count)
        if refusal is not None:
            return 0, None, refusal
        for _ in range(count):
            game.undo()
        return count, seat if count else None, None

    # --- hotseat --------------------------------------------------------------------------
    def start_screen(self) -> None:
        """Who has the screen at the start, or after a load: the only human seat; with several,
        nobody until the gate is opened (``shown`` is that seat, ``waiting`` the seat behind the gate)."""
        self.humans = [s for s, bot in enumerate(self.bots) if bot is None]
        self.shown = self.humans[0] if len(self.humans) == 1 else None
        self.waiting = None

    def who_sees(self, private: bool):
        """The seat whose own view may be on screen now (None: nobody's). A decision passing to
        another human seat puts the screen behind the gate when ``private`` (that seat's view
        holds its secrets) and two or more humans share the screen; otherwise it just passes."""
        game = self.game
        self.waiting = None
        if game.is_over:
            return None
        cur = game.current_player
        if self.is_human(cur) and cur != self.shown:
            if len(self.humans) > 1 and private:
                self.shown, self.waiting = None, cur
            else:
                self.shown = cur
        return self.shown

    def open_gate(self) -> None:
        """The player the screen was passed to shows their own view."""
        if self.waiting is not None:
            self.shown, self.waiting = self.waiting, None
        self._refresh()

    def save(self, path) -> Path:
        """Write the game's record (JSON) to ``path`` (on a server, a file name: :func:`confined`)."""
        try:
            path = confined(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(self.game.to_json(), encoding="utf-8")
        except (OSError, TypeError, ValueError) as exc:
            self._refresh(f"Cannot save to {path}: {getattr(exc, 'strerror', None) or exc}", "error")
            return None
        self._refresh(f"Saved to {path}.")
        return path

    def load(self, path) -> bool:
        """Replace the game with the record in ``path`` (checked move by move); a bad file
        changes nothing and says why."""
        try:
            game = type(self.game).from_json(read_text(confined(path), "file"))
            if game.n != len(self.bots):
                raise RecordError("players", f"it is a {game.n}-player game and this table has "
                                             f"{plural(len(self.bots), 'seat')}")
        except RecordError as exc:
            self._refresh(f"Cannot load {path}: {exc}", "error")
            return False
        game.set_undo(self.game.undo_rule)         # a practice table stays one
        self.game = game
        self._loaded()
        self._refresh(f"Loaded {path}.")
        return True

    def _loaded(self) -> None:
        """What a widget does with a newly loaded game, besides redrawing."""
