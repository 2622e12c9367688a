"""A player's ship and the placement rules for equipment.

- A mast space takes sails or one deck tile, never both; a deck space takes one deck tile;
  cannon, porthole and quarters slots take one tile of their kind.
- A boat tile of 1, 2, 3 or 4 levels carries at most 3, 2, 1 or 0 sails. By default
  (option ``mast_stacking``) its mast space carries them as a stack: the rulebook forbids
  a sail on a mast space that holds a deck "and vice versa", which only makes sense if a
  mast space can hold more than one tile, and a column of hull and sails is then always
  four high. With ``mast_stacking=False`` every mast slot holds one tile.
- Equipment may be moved at any time, so what matters is whether a set of equipment fits
  the ship *somehow*, and counts decide that (see :func:`top_filled`).
"""

from .components import EQUIPMENT_KINDS, HULL_KINDS, load_components

ACCEPTS = {"mast": ("sail", "deck"), "deck": ("deck",), **{k: (k,) for k in HULL_KINDS}}


def slot_accepts(slot_kind: str, equipment_kind: str) -> bool:
    return equipment_kind in ACCEPTS[slot_kind]


_CAPACITY = {}


def capacity(comp, boats, stacking=True) -> tuple:
    """What boat tiles can hold: (sail stacks, masts, deck slots, cannon, porthole, quarters
    slots, masts sails can spread over). A sail stack is the most sails one mast space
    may carry, one entry per mast that can carry sails, largest first."""
    key = (comp, tuple(boats), stacking)
    hit = _CAPACITY.get(key)
    if hit is None:
        if len(_CAPACITY) > 50000:
            _CAPACITY.clear()
        hit = _CAPACITY[key] = _capacity(comp, boats, stacking)
    return hit


def _capacity(comp, boats, stacking) -> tuple:
    stacks, m = [], [0, 0, 0, 0, 0, 0]
    cap, tiles = comp.capacity, comp.tiles
    for b in boats:
        spread, masts, decks, c, p, q = cap[b]
        if spread:
            stacks += [tiles[b].sail_cap] if stacking else [1] * spread
        for i, v in enumerate((masts, decks, c, p, q, spread)):
            m[i] += v
    return (tuple(sorted(stacks, reverse=True)),) + tuple(m)


def counts(comp, equipment) -> list:
    """Equipment tiles per kind, in the order of EQUIPMENT_KINDS."""
    out = [0, 0, 0, 0, 0]
    index, tiles = comp.kind_index, comp.tiles
    for t in equipment:
        out[index[tiles[t].kind]] += 1
    return out


def top_filled(cap, sails, decks) -> int:
    """Mast and deck spaces filled by ``sails`` and ``decks`` at best, or -1 if they do not fit.

    Decks fill the deck spaces first, the rest need masts. Sails need masts too: at least
    as few as the largest stacks that hold them all, at most one mast per sail (up to the
    masts they may spread over); any number in between can be had. So the sails spread as
    far as the masts the decks leave free allow.
    """
    stacks, masts, deck_slots, spread = cap[0], cap[1], cap[2], cap[6]
    on_masts = max(0, decks - deck_slots)
    fewest = held = 0
    for c in stacks:
        if held >= sails:
            break
        held += c
        fewest += 1
    if held < sails or fewest + on_masts > masts:
        return -1
    return min(decks, deck_slots) + on_masts + min(sails, spread, masts - on_masts)


def removals_needed(cap, cnt) -> int:
    """The fewest equipment tiles to remove before the rest fits (0 when everything fits)."""
    hull = sum(max(0, cnt[k] - cap[k + 1]) for k in (2, 3, 4))
    sails, decks = cnt[0], cnt[1]
    if top_filled(cap, sails, decks) >= 0:
        return hull
    best = sails + decks
    for less_sails in range(sails + 1):
        for less_decks in range(min(decks, best - less_sails) + 1):
            if top_filled(cap, sails - less_sails, decks - less_decks) >= 0:
                best = less_sails + less_decks
                break
    return hull + best


def fits(comp, boats, equipment, stacking=True) -> bool:
    return removals_needed(capacity(comp, boats, stacking), counts(comp, equipment)) == 0


def droppable_kinds(comp, boats, pool, dropped=(), stacking=True) -> list:
    """Equipment kinds the owner may throw overboard from ``pool`` (what does not all fit).

    The owner chooses, as long as what finally stays aboard is a full arrangement: no tile
    thrown overboard (``dropped`` already, or this one) could still have been placed. So a
    kind may go if some such arrangement of the whole lot keeps one tile fewer of it.
    """
    cap = capacity(comp, boats, stacking)
    have, every = counts(comp, pool), counts(comp, tuple(pool) + tuple(dropped))
    out = []
    for k in range(5):
        if have[k]:
            have[k] -= 1
            if _full_arrangement_within(cap, have, every):
                out.append(EQUIPMENT_KINDS[k])
            have[k] += 1
    return out


def _full_arrangement_within(cap, have, every) -> bool:
    """Whether tiles of at most ``have`` per kind can fill the ship so that none of
    ``every`` left out would still fit."""
    for k in (2, 3, 4):                            # hull kinds: all of them, or every slot full
        if have[k] < min(every[k], cap[k + 1]):
            return False
    for sails in range(have[0] + 1):
        for decks in range(have[1] + 1):
            if top_filled(cap, sails, decks) < 0:
                continue
            sail_out = sails < every[0] and top_filled(cap, sails + 1, decks) >= 0
            deck_out = decks < every[1] and top_filled(cap, sails, decks + 1) >= 0
            if not sail_out and not deck_out:
                return True
    return False


def placement_problems(comp, order, placement, stacking=True) -> list:
    """Every broken placement rule of a concrete arrangement (per boat tile, per slot, a
    tuple of equipment tiles), as sentences."""
    out = []
    if len(placement) != len(order):
        return ["the placement must list one row of slots per boat tile"]
    seen = set()
    for b, row in zip(order, placement):
        tile = comp.tiles[b]
        if len(row) != len(tile.slots):
            out.append(f"{tile.code} has {len(tile.slots)} slots, not {len(row)}")
            continue
        sails = 0
        for slot, content in zip(tile.slots, row):
            kinds = [comp.tiles[e].kind for e in content]
            for e in content:
                if e in seen:
                    out.append(f"equipment tile {e} is placed twice")
                seen.add(e)
            for kind in kinds:
                if not slot_accepts(slot, kind):
                    out.append(f"a {kind} tile cannot go in a {slot} slot of {tile.code}")
            stack = slot == "mast" and stacking and kinds and all(k == "sail" for k in kinds)
            if len(kinds) > 1 and not stack:
                out.append(f"a {slot} slot of {tile.code} holds {len(kinds)} tiles"
                           + (" (sails and a deck never share a mast)" if slot == "mast" and stacking else ""))
            sails += kinds.count("sail")
        if sails > tile.sail_cap:
            out.append(f"{tile.code} has {tile.levels} levels and carries at most {tile.sail_cap} sails, not {sails}")
    return out


class Ship:
    """A ship: bow, boat tiles (bow to stern), stern, and the equipment aboard.

    ``Ship(["b1-1", "b3-2"], ["sail-01", "deck-a", "deck-a"])`` takes tile codes (an
    equipment code may repeat for identical copies) or tile indices. ``colour`` picks the
    bow and stern. Display it in a notebook to see it drawn.
    """

    def __init__(self, boats=(), equipment=(), colour=None, components=None, options=None, name=""):
        from .options import Options
        self.comp = load_components(components)
        self.options = Options.coerce(options)
        self.colour = self._colour(colour)
        self.name = name
        self.boats = tuple(self._tiles(boats, boat=True))
        self.equipment = tuple(self._tiles(equipment, boat=False))

    def _colour(self, colour):
        from ..kernel.errors import RecordError
        if colour is None:
            return self.comp.colours[0]
        for c in self.comp.colours:
            if c is colour or c.name == colour:
                return c
        raise RecordError("colour", f"there is no colour {colour!r}")

    def _tiles(self, items, boat):
        from ..kernel.errors import RecordError
        used, out = set(), []
        for item in items:
            if isinstance(item, int) and not isinstance(item, bool):
                choices = [item] if 0 <= item < len(self.comp.tiles) else []
            else:
                choices = self.comp.by_code.get(item, [])
            free = [t for t in choices if t not in used and self.comp.tiles[t].is_boat == boat]
            if not free:
                what = "boat tile" if boat else "equipment tile"
                raise RecordError("ship", f"no {what} {item!r} left (check the code and the number of copies)")
            used.add(free[0])
            out.append(free[0])
        return out

    @classmethod
    def of(cls, game, seat):
        ship = object.__new__(cls)
        ship.comp, ship.options = game.comp, game.opts
        ship.colour = game.comp.colours[seat]
        ship.name = game.names[seat]
        ship.boats, ship.equipment = game.boats[seat], game.aboard[seat] + game.won_equipment(seat)
        return ship

    def fits(self) -> bool:
        return fits(self.comp, self.boats, self.equipment, self.options.mast_stacking)

    def arrangement(self):
        """This ship with its boat tiles in their current order and the best placement."""
        from .arrange import arrange
        return arrange(self, self.boats)

    def best(self):
        """The arrangement with the highest score (see :func:`arrange_best`)."""
        from .arrange import arrange_best
        return arrange_best(self)

    def __repr__(self):
        from .render import ship_text
        return ship_text(self)

    def _repr_html_(self):
        from .render import ship_html
        return ship_html(self)

    def to_svg(self):
        from .render import ship_svg
        return ship_svg(self)
