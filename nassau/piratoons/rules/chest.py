"""Phase 1, the treasure supply: the captain puts 6 equipment and 3 boat tiles in the chest.

Places A-F hold the equipment, G-I the boat tiles. In digital play (and in referee mode
with ``deal="engine"``) the tiles come off the shuffled stacks made at setup: eight
stacks of six equipment tiles and the shuffled boat tiles. In referee mode with
``deal="table"`` the referee records each tile the captain drew (``draw CODE``).
"""

from ...kernel.errors import IllegalActionError
from .actions import PLACES, Action
from .components import CHEST_BOATS, CHEST_EQUIPMENT, PLACES_BOATS, PLACES_EQUIPMENT


def begin(g) -> None:
    """The engine fills the chest from its stacks, or the captain (recorded by a referee)
    draws the tiles one by one."""
    g.phase = "deal"
    if g.deal == "engine":
        fill(g)
        g.queue = ()
    else:
        g.queue = (g.captain,)


def fill(g) -> None:
    g.chest = tuple(g.stock[:CHEST_EQUIPMENT]) + tuple(g.stock_boats[:CHEST_BOATS])
    g.stock, g.stock_boats = g.stock[CHEST_EQUIPMENT:], g.stock_boats[CHEST_BOATS:]
    g._event("{} <fills> the chest: {}.", g.names[g.captain], contents(g))


def contents(g) -> str:
    return ", ".join(f"{PLACES[i]} {g.comp.tiles[t].code}" for i, t in enumerate(g.chest) if t >= 0)


def legal(g) -> tuple:
    tiles, out = g.comp.tiles, []
    if any(g.chest[i] < 0 for i in PLACES_EQUIPMENT):
        out += sorted({tiles[t].code for t in g.stock})
    if any(g.chest[i] < 0 for i in PLACES_BOATS):
        out += sorted({tiles[t].code for t in g.stock_boats})
    return tuple(Action.of("draw", c) for c in out)


def explain(g, a) -> IllegalActionError:
    ids = g.comp.by_code.get(a.arg)
    if not ids:
        return IllegalActionError("deal.tile", f"there is no tile {a.arg!r} in this game")
    boat = g.comp.tiles[ids[0]].is_boat
    places = PLACES_BOATS if boat else PLACES_EQUIPMENT
    if all(g.chest[i] >= 0 for i in places):
        what = f"{CHEST_BOATS} boat tiles" if boat else f"{CHEST_EQUIPMENT} equipment tiles"
        return IllegalActionError("deal.chest-full", f"the chest already holds its {what}")
    return IllegalActionError("deal.stock", f"no {a.arg} is left in the stacks (every tile is somewhere else)")


def draw(g, a) -> None:
    tiles = g.comp.tiles
    if tiles[g.comp.by_code[a.arg][0]].is_boat:
        t = next(t for t in g.stock_boats if tiles[t].code == a.arg)
        g.stock_boats = tuple(x for x in g.stock_boats if x != t)
        places = PLACES_BOATS
    else:
        t = next(t for t in g.stock if tiles[t].code == a.arg)
        g.stock = tuple(x for x in g.stock if x != t)
        places = PLACES_EQUIPMENT
    i = next(i for i in places if g.chest[i] < 0)
    g.chest = g.chest[:i] + (t,) + g.chest[i + 1:]
    if all(x >= 0 for x in g.chest):
        g._event("{} <fills> the chest: {}.", g.names[g.captain], contents(g))
        g.queue = ()
