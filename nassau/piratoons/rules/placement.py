"""The placement rules for equipment on a ship's boat tiles.

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

from typing import NamedTuple

from ...kernel.components import memo as components_memo
from ...kernel.english import plural
from .components import EQUIPMENT_KINDS, HULL_KINDS

ACCEPTS = {"mast": ("sail", "deck"), "deck": ("deck",), **{k: (k,) for k in HULL_KINDS}}


def slot_accepts(slot_kind: str, equipment_kind: str) -> bool:
    return equipment_kind in ACCEPTS[slot_kind]


class Capacity(NamedTuple):
    """What a set of boat tiles can hold."""

    stacks: tuple   # the most sails one mast space may carry, per mast that can carry sails, largest first
    masts: int      # mast spaces
    decks: int      # deck slots
    hull: tuple     # cannon, porthole and quarters slots, in the order of HULL_KINDS
    spread: int     # masts the sails may spread over (one sail each)


def capacity(comp, boats, stacking=True) -> Capacity:
    """What these boat tiles can hold together (memoised, on the components)."""
    memo = components_memo(comp, "capacity")
    key = (tuple(boats), stacking)
    hit = memo.get(key)
    if hit is None:
        if len(memo) > 50000:
            memo.clear()
        hit = memo[key] = _capacity(comp, boats, stacking)
    return hit


def _capacity(comp, boats, stacking) -> Capacity:
    stacks, masts, decks, hull, spread = [], 0, 0, [0, 0, 0], 0
    for b in boats:
        room = comp.room[b]
        if room.spread:
            stacks += [comp.tiles[b].sail_cap] if stacking else [1] * room.spread
        masts, decks, spread = masts + room.masts, decks + room.decks, spread + room.spread
        hull = [h + r for h, r in zip(hull, room.hull)]
    return Capacity(tuple(sorted(stacks, reverse=True)), masts, decks, tuple(hull), spread)


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
    stacks, masts, deck_slots, spread = cap.stacks, cap.masts, cap.decks, cap.spread
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


_REMOVALS = {}


def removals_needed(cap, cnt) -> int:
    """The fewest equipment tiles to remove before the rest fits (0 when everything fits; memoised)."""
    key = (cap, tuple(cnt))
    hit = _REMOVALS.get(key)
    if hit is None:
        if len(_REMOVALS) > 50000:
            _REMOVALS.clear()
        hit = _REMOVALS[key] = _removals_needed(cap, cnt)
    return hit


def _removals_needed(cap, cnt) -> int:
    hull = sum(max(0, cnt[k] - cap.hull[k - 2]) for k in (2, 3, 4))
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
    key = (cap, tuple(have), tuple(every))
    hit = _DROPPABLE.get(key)
    if hit is None:
        if len(_DROPPABLE) > 50000:
            _DROPPABLE.clear()
        hit = _DROPPABLE[key] = tuple(_droppable(cap, have, every))
    return list(hit)


_DROPPABLE = {}      # (capacity, counts kept, counts in all) -> the kinds that may go (memoised)


def _droppable(cap, have, every) -> list:
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
        if have[k] < min(every[k], cap.hull[k - 2]):
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
            out.append(f"{tile.code} has {plural(len(tile.slots), 'slot')}, not {len(row)}")
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
                out.append(f"a {slot} slot of {tile.code} holds {plural(len(kinds), 'tile')}"
                           + (" (sails and a deck never share a mast)" if slot == "mast" and stacking else ""))
            sails += kinds.count("sail")
        if sails > tile.sail_cap:
            out.append(f"{tile.code} has {plural(tile.levels, 'level')} and carries at most "
                       f"{plural(tile.sail_cap, 'sail')}, not {sails}")
    return out
