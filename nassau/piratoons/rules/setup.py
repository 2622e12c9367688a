"""Setting up a game: colours, 3 coins each, the shuffled stacks, the first captain."""

from ...kernel.errors import RecordError
from ...kernel.players import player_names
from ...kernel.rng import Rng
from . import rounds
from .components import START_COINS, load_components
from .flow import FLOW
from .game import Game
from .options import Options

DEFAULT_NAMES = ("Anja", "Jonah", "Jon", "Ewan")


def new_game(players=4, seed: int = 0, options=None, components=None, captain=0, rng=None) -> Game:
    """A new game for digital play with sealed claims, ready for round 1's grab.

    ``players`` is a count (2-4) or a list of names, in seating order (clockwise).
    ``seed`` fixes every shuffle. ``captain`` (a seat or a name) is the first captain,
    by the rulebook whoever was most recently on a boat. ``components`` is a path, JSON
    text or dict in the components schema (default: nassau's reconstructed set). ``rng`` (an
    :class:`Rng`, default ``Rng(seed)``) draws instead of the seed.
    """
    return _make(players, seed, options, components, captain, "digital", "engine", rng)


def referee(players=4, components=None, options=None, captain=0, deal="table", seed: int = 0) -> Game:
    """A game that records a real table: the engine resolves majorities, idle income, the
    auction and the scoring from what the referee records.

    With ``deal="table"`` (the default) the referee records the tiles drawn into the chest
    each round (``game.fill_chest(...)``); with ``deal="engine"`` the engine draws them from
    its seeded stacks and the table puts those tiles in the chest. For scores that match
    the box, load your own ``components`` file with the printed tiles.
    """
    if deal not in Game.DEALS:
        raise RecordError("deal", f"must be one of {', '.join(Game.DEALS)}")
    return _make(players, seed, options, components, captain, "referee", deal)


def _make(players, seed, options, components, captain, mode, deal, rng=None) -> Game:
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be an integer")
    comp = load_components(components)
    names = player_names(players, 2, min(4, len(comp.colours)), DEFAULT_NAMES, Game.title)
    if comp.coins < START_COINS * len(names):
        raise RecordError("box.coins", f"{comp.coins} coins cannot give {len(names)} players {START_COINS} each")
    g = Game.blank(comp, Options.coerce(options), names, Rng(seed) if rng is None else rng, mode=mode,
                   deal=deal)
    g.first_captain = _captain(captain, names)
    start(g)
    g._settle()
    g._mark_root()
    return g


def _captain(captain, names) -> int:
    if isinstance(captain, int) and not isinstance(captain, bool) and 0 <= captain < len(names):
        return captain
    if captain in names:
        return names.index(captain)
    raise RecordError("captain", f"must be a seat from 0 to {len(names) - 1} or a player's name")


def start(g) -> None:
    if g.deal == "engine":
        # the stacks of six equipment tiles (one per round) and the boat tiles, shuffled face down
        g.stock, g.stock_boats = tuple(g.rng.shuffled(g.comp.equipment)), tuple(g.rng.shuffled(g.comp.boats))
    g._event("Setup for {} players: " + ", ".join(["{} ({})"] * g.n) + "; each takes a colour, 6 sailors and 3 coins.",
             g.n, *(x for name, c in zip(g.names, g.comp.colours) for x in (name, c.name)))
    rounds.next_round(g)
    FLOW.start(g)
