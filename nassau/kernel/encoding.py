"""Integer actions and observation tensors of a game, for the OpenSpiel and PettingZoo adapters.

Each game package has an ``encoding`` module with one :class:`Encoding` (``ENCODING``). Its
action catalog is a fixed list of notations built from the game's notation grammar and its
component data, in an order fixed by construction: the same integer always means the same
action of that game. An action that names another player is catalogued by that player's
seat (``scout captain <seat 2>``) and looked up by the game's names, so the catalog does not
depend on who plays.

The contract, for every game:

- ``num_actions``: the number of integers (OpenSpiel's ``num_distinct_actions``);
- ``index(game, action) -> int`` and ``action(game, index) -> Action``, inverse of each other;
- ``legal_indices(game) -> list[int]``: the legal actions' integers, ascending;
- ``observation_size`` and ``observation_tensor(game, seat) -> list[float]`` (that many finite
  floats, made only from ``game.observation(seat)``, so another seat's hidden information
  cannot leak into it);
- ``observation_string(game, seat) -> str``: ``game.observation(seat)`` as JSON with sorted keys;
- ``for_game(game)``: the encoding of that game's component data (``self`` for the default
  data). A user's own component file may give another catalog (other cards, other codes);
  the methods refuse a game whose component data this encoding was not built for.

Notations outside the catalog and integers out of range raise ``IllegalActionError("encoding", ...)``.
"""

import json
import math
import weakref

from .errors import IllegalActionError

SEAT = "<seat {}>"          # how a seat stands in a catalog entry for a player's name


class Features:
    """A fixed-length float vector written block by block: every block has the same length in
    every state (a one-hot over a fixed vocabulary, a count per vocabulary entry, a number)."""

    __slots__ = ("out",)

    def __init__(self):
        self.out = []

    def num(self, x, scale: float = 1.0) -> None:
        self.out.append(float(x or 0) / scale)

    def nums(self, values, width: int, scale: float = 1.0) -> None:
        """``width`` numbers: ``values`` padded with zeros (and cut to ``width``)."""
        values = list(values or ())[:width]
        self.out += [float(v or 0) / scale for v in values] + [0.0] * (width - len(values))

    def one_hot(self, value, vocab) -> None:
        """One slot per entry of ``vocab`` (a dict value -> slot, see :func:`vocab`); all zeros
        for None or a value outside it."""
        row = [0.0] * len(vocab)
        i = vocab.get(value)
        if i is not None:
            row[i] = 1.0
        self.out += row

    def counts(self, values, vocab, scale: float = 1.0) -> None:
        """How many times each entry of ``vocab`` occurs in ``values`` (unknown values are not counted)."""
        row = [0.0] * len(vocab)
        for v in values or ():
            i = vocab.get(v)
            if i is not None:
                row[i] += 1.0 / scale
        self.out += row


def vocab(values) -> dict:
    """Value -> slot for a one-hot or count block, in the given order, repeats dropped."""
    out = {}
    for v in values:
        out.setdefault(v, len(out))
    return out


def relative(seat: int, other: int, n: int) -> int:
    """Where ``other`` sits as seen from ``seat``: 0 is the observer, 1 the next seat, ..."""
    return (other - seat) % n


class Catalog:
    """The notations of one game's actions, by index; seat entries use :data:`SEAT`."""

    def __init__(self, entries):
        self.entries = tuple(entries)
        self.index = {}
        self.seated = {}          # index -> (template with {}, seat)
        for i, e in enumerate(self.entries):
            seat = _seat_of(e)
            if seat is None:
                self.index[e] = i
            else:
                self.seated[i] = (e.replace(SEAT.format(seat), "{}"), seat)


def _seat_of(entry: str):
    start = entry.find("<seat ")
    if start < 0:
        return None
    return int(entry[start + 6:entry.index(">", start)])


class Encoding:
    """The encoding of one game with one set of component data (see the module docstring).

    A game's subclass writes ``_entries(comp)`` (the catalog's notations in order),
    ``_features(obs, comp, n, f)`` (the tensor, from an observation), ``_default()`` (the
    default component data), ``_sample(comp)`` (a game to measure the tensor on) and
    ``_signature(comp)`` (what of the component data the encoding depends on).
    """

    game_name = ""

    def __init__(self, components=None):
        self._comp = components
        self._catalog = None
        self._size = None
        self._named = {}                          # names -> {notation: index} for seat entries
        self._bound = weakref.WeakKeyDictionary()  # components -> the encoding for them

    # --- what a game supplies -------------------------------------------------------------
    def _default(self):
        raise NotImplementedError

    def _entries(self, comp):
        raise NotImplementedError

    def _features(self, obs: dict, comp, f: Features) -> None:
        raise NotImplementedError

    def _sample(self, comp):
        raise NotImplementedError

    def _signature(self, comp):
        return tuple(self._entries(comp))

    def _rebuild(self, comp) -> "Encoding":
        """This encoding for other component data."""
        return type(self)(comp)

    # --- the component data ------------------------------------------------------------------
    @property
    def components(self):
        if self._comp is None:
            self._comp = self._default()
        return self._comp

    def for_game(self, game) -> "Encoding":
        """The encoding of ``game``'s component data: ``self`` when they give the same catalog
        and tensor, else one built for them (kept while those components live)."""
        comp = game.comp
        if comp is self.components:
            return self
        found = self._bound.get(comp)
        if found is None:
            same = self._signature(comp) == self._signature(self.components)
            found = self if same else self._rebuild(comp)
            self._bound[comp] = found
        return found

    def _check(self, game) -> None:
        if game.comp is not self._comp and self.for_game(game) is not self:
            raise IllegalActionError("encoding", f"this {self.game_name} game has other component data than the "
                                                 "encoding's: use ENCODING.for_game(game)")

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            self._catalog = Catalog(self._entries(self.components))
        return self._catalog

    # --- actions --------------------------------------------------------------------------
    @property
    def num_actions(self) -> int:
        return len(self.catalog.entries)

    def _seat_table(self, game) -> dict:
        names = tuple(game.names)
        table = self._named.get(names)
        if table is None:
            if len(self._named) > 64:
                self._named.clear()
            table = self._named[names] = {t.format(names[s]): i for i, (t, s) in self.catalog.seated.items()
                                          if s < len(names)}
        return table

    def index(self, game, action) -> int:
        """The integer of an action (an Action or its notation) of ``game``."""
        self._check(game)
        notation = action if isinstance(action, str) else getattr(action, "notation", None)
        i = self.catalog.index.get(notation)
        if i is None:
            i = self._seat_table(game).get(notation) if self.catalog.seated else None
            if i is None:
                raise IllegalActionError("encoding", f"{notation!r} is not in the {self.game_name} action catalog")
        return i

    def notation(self, game, index: int) -> str:
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < self.num_actions:
            raise IllegalActionError("encoding", f"{index!r} is not an action index of {self.game_name} "
                                                 f"(0 to {self.num_actions - 1})")
        seated = self.catalog.seated.get(index)
        if seated is None:
            return self.catalog.entries[index]
        template, seat = seated
        if seat >= game.n:
            raise IllegalActionError("encoding", f"action {index} names seat {seat}, and this game has {game.n} players")
        return template.format(game.names[seat])

    def action(self, game, index: int):
        """The game's Action for an integer (legal now or not)."""
        self._check(game)
        return game.Action(self.notation(game, index))

    def legal_indices(self, game) -> list:
        """The legal actions' integers, ascending (one dict look-up per action)."""
        self._check(game)
        index = self.catalog.index
        out, table = [], None
        for a in game.legal_actions():
            i = index.get(a.notation)
            if i is None:
                table = self._seat_table(game) if table is None else table
                i = table.get(a.notation)
                if i is None:
                    raise IllegalActionError("encoding", f"legal action {a.notation!r} is not in the "
                                                         f"{self.game_name} action catalog")
            out.append(i)
        out.sort()
        return out

    # --- observations ---------------------------------------------------------------------
    @property
    def observation_size(self) -> int:
        if self._size is None:
            self._size = len(self._tensor(self._sample(self.components), 0))
        return self._size

    def _tensor(self, game, seat: int) -> list:
        f = Features()
        self._features(game.observation(seat), game.comp, f)
        return f.out

    def observation_tensor(self, game, seat: int) -> list:
        """What ``seat`` sees, as ``observation_size`` floats."""
        self._check(game)
        out = self._tensor(game, seat)
        if len(out) != self.observation_size or not all(map(math.isfinite, out)):
            raise AssertionError(f"{self.game_name} observation tensor of {len(out)} floats, "
                                 f"expected {self.observation_size} finite ones")
        return out

    def observation_string(self, game, seat: int) -> str:
        """What ``seat`` sees, as byte-stable JSON (sorted keys, no spaces)."""
        return json.dumps(game.observation(seat), sort_keys=True, separators=(",", ":"), ensure_ascii=True)

    def __repr__(self):
        return f"<{self.game_name} Encoding: {self.num_actions} actions>"
