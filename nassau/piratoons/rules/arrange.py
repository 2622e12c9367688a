"""The optimal ship arranger.

A ship's own score is +2 per matching joint, -2 per mismatched joint, -2 per empty slot
and its set bonuses. Joints depend only on the order of the boat tiles, and (since any
equipment can move to any slot that takes it) the rest depends only on which equipment
is aboard. So the two halves are optimised apart:

- the order: the most matching joints follow from a trail count on the graph whose nodes
  are the symbols and whose edges are the boat tiles (:func:`max_matches`); the order is
  built tile by tile, always keeping that best reachable;
- the equipment: fill as many slots as possible, choosing which decks (and which tiles of
  each hull kind) to keep for the best sets. Among equal scores, more sails (they count
  for the "fastest ship" majority).
"""

from dataclasses import dataclass

from ...kernel.components import memo as components_memo
from . import sets
from .components import EQUIPMENT_KINDS, HULL_KINDS
from .placement import capacity, top_filled


@dataclass(frozen=True)
class Arrangement:
    order: tuple        # boat tile indices, bow to stern
    placement: tuple    # per boat tile, per slot: a tuple of equipment tiles (sails may stack)
    overboard: tuple    # equipment that does not fit
    good: int           # matching joints
    bad: int            # mismatched joints
    empty: int          # empty slots
    sets: int           # set points
    sails: int          # sails aboard

    @property
    def joint_points(self) -> int:
        return 2 * self.good - 2 * self.bad

    @property
    def score(self) -> int:
        """The ship's own points: joints, empty slots and sets (majorities need the other ships)."""
        return self.joint_points - 2 * self.empty + self.sets


def arrange_best(ship) -> Arrangement:
    """The arrangement of ``ship`` (a :class:`Ship`) with the maximum score."""
    return arrange(ship, best_order(ship.comp, ship.boats, ship.colour, ship.options.joint_symbols))


def arrange(ship, order) -> Arrangement:
    """The best arrangement of ``ship`` with its boat tiles in the given order."""
    comp, stacking = ship.comp, ship.options.mast_stacking
    kept, dropped, _ = choose_equipment(comp, order, ship.equipment, stacking)
    return Arrangement(tuple(order), place(comp, order, kept, stacking), tuple(sorted(dropped)), *tally(ship, order))


def tally(ship, order) -> tuple:
    """(good, bad, empty, sets, sails) of :func:`arrange`: what scoring needs, without placing
    the equipment slot by slot."""
    comp = ship.comp
    kept, _, filled = choose_equipment(comp, order, ship.equipment, ship.options.mast_stacking)
    good, bad = joints(comp, order, ship.colour, ship.options.bare_ship_joint, ship.options.joint_symbols)
    n_slots = sum(len(comp.tiles[b].slots) for b in order)
    tiles = [comp.tiles[e] for e in kept]
    return good, bad, n_slots - filled, sets.points(tiles), sum(t.kind == "sail" for t in tiles)


# --- joints ---------------------------------------------------------------------------------------
def edge_symbols(comp, b, reading="edge") -> tuple:
    """(left, right) symbols boat tile ``b`` shows at its joints under the ``joint_symbols``
    ruling: "edge" the printed edge symbols of the data, "level" the symbol of its level
    (1 anchor .. 4 lifebuoy) on both edges. Bow and stern keep their data symbols under
    both. Everything that reads joints (arranging, scoring, building, bots, drawing) asks here."""
    t = comp.tiles[b]
    if reading == "level":
        s = comp.symbols[t.levels - 1]
        return s, s
    return t.left, t.right


def joint_pairs(comp, order, colour, reading="edge") -> list:
    """The (left, right) symbol pair touching at each joint, bow to stern."""
    edges = [colour.bow] + [s for b in order for s in edge_symbols(comp, b, reading)] + [colour.stern]
    return list(zip(edges[0::2], edges[1::2]))


def joints(comp, order, colour, bare_joint=True, reading="edge") -> tuple:
    """(matching, mismatched) joints of bow, boat tiles in this order, and stern."""
    if not order and not bare_joint:
        return (0, 0)
    good = sum(a == b for a, b in joint_pairs(comp, order, colour, reading))
    return good, len(order) + 1 - good


def best_order(comp, boats, colour, reading="edge") -> tuple:
    """Boat tiles in the order with the most matching joints (ties: a fixed, repeatable order)."""
    return _best_order(comp, tuple(sorted(boats)), colour.bow, colour.stern, reading)


def _best_order(comp, boats, bow, stern, reading) -> tuple:
    orders = components_memo(comp, "orders")
    key = (boats, bow, stern, reading)
    hit = orders.get(key)
    if hit is not None:
        return hit
    sym = {s: i for i, s in enumerate(comp.symbols)}
    left = {}
    for b in boats:
        a, z = edge_symbols(comp, b, reading)
        left.setdefault((sym[a], sym[z]), []).append(b)
    types = sorted(left)
    counts = [len(left[ty]) for ty in types]
    k, edge, stern_i = len(sym), sym[bow], sym[stern]
    order = []
    target = _matches(types, counts, edge, stern_i, k)
    while len(order) < len(boats):
        # the first tile type that keeps the best still reachable; a matching one usually does
        for i in sorted(range(len(types)), key=lambda i: (types[i][0] != edge, i)):
            if counts[i]:
                counts[i] -= 1
                rest = _matches(types, counts, types[i][1], stern_i, k)
                if (types[i][0] == edge) + rest == target:
                    target = rest          # the best still reachable from the next edge
                    break
                counts[i] += 1
        ty = types[i]
        order.append(left[ty][-counts[i] - 1])
        edge = ty[1]
    if len(orders) > 20000:
        orders.clear()
    orders[key] = order = tuple(order)
    return order


def max_matches(counts: dict, bow, stern) -> int:
    """Most matching joints from an edge showing ``bow`` to the stern, through boat tiles
    with the given {(left, right): how many} symbol counts.

    Tiles are edges between symbols; an order is a chain of trails, each break a
    mismatch. A connected part of the graph needs max(1, D) trails at least, D being its
    total surplus of outgoing over incoming edges (each surplus starts a trail), and that
    many suffice. Bow and stern are edges from and to their own nodes; their trails must
    come first and last, which costs one more trail only when they form a part's single
    trail while other parts exist.
    """
    names = sorted({x for pair in counts for x in pair} | {bow, stern})
    sym = {s: i for i, s in enumerate(names)}
    types = [(sym[a], sym[b]) for a, b in counts]
    return _matches(types, list(counts.values()), sym[bow], sym[stern], len(names))


_MATCHES = {}


def _matches(types, counts, bow, stern, k) -> int:
    """:func:`max_matches` on symbol numbers 0..k-1; node k is the bow's, k + 1 the stern's
    (memoised: ordering a ship asks again and again about the same few tile counts)."""
    key = (tuple(types), tuple(counts), bow, stern, k)
    hit = _MATCHES.get(key)
    if hit is None:
        if len(_MATCHES) > 50000:
            _MATCHES.clear()
        hit = _MATCHES[key] = _count_matches(types, counts, bow, stern, k)
    return hit


def _count_matches(types, counts, bow, stern, k) -> int:
    parent = list(range(k + 2))

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    surplus, used = [0] * (k + 2), [False] * (k + 2)
    n = 2 + sum(counts)
    for (a, b), c in zip(types + [(k, bow), (stern, k + 1)], counts + [1, 1]):
        if c:
            surplus[a] += c
            surplus[b] -= c
            used[a] = used[b] = True
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb
    need = {}
    for v in range(k + 2):
        if used[v]:
            r = find(v)
            need[r] = need.get(r, 0) + (surplus[v] if surplus[v] > 0 else 0)
    trails = sum(d if d > 1 else 1 for d in need.values())
    first = find(k)
    if first == find(k + 1) and need[first] == 1 and len(need) > 1:
        trails += 1
    return n - 1 - (trails - 1)       # n - 1 joints between the n edges (bow and stern included)


# --- equipment ------------------------------------------------------------------------------------
def choose_equipment(comp, boats, equipment, stacking=True) -> tuple:
    """(kept, dropped, filled): the equipment to keep aboard for the best score, the rest,
    and how many slots the kept tiles fill. Only which boat tiles there are matters, not
    their order (memoised: bots and scoring ask about the same ships again and again)."""
    choices = components_memo(comp, "choices")
    key = (tuple(sorted(boats)), tuple(sorted(equipment)), stacking)
    hit = choices.get(key)
    if hit is None:
        if len(choices) > 50000:
            choices.clear()
        hit = choices[key] = _choose_equipment(comp, key[0], key[1], stacking)
    return hit


def _choose_equipment(comp, boats, equipment, stacking) -> tuple:
    cap = capacity(comp, boats, stacking)
    by_kind = {k: [] for k in EQUIPMENT_KINDS}
    for t in equipment:                 # in index order, so copies of a design stay together
        by_kind[comp.tiles[t].kind].append(t)
    kept = []
    for k, room in zip(HULL_KINDS, cap.hull):
        kept += _best_subset(comp, by_kind[k], room)
    hull = len(kept)
    best = None
    for d in range(len(by_kind["deck"]), -1, -1):
        decks = None
        for s in range(len(by_kind["sail"]), -1, -1):
            filled = top_filled(cap, s, d)
            if filled < 0:
                continue
            decks = decks if decks is not None else _best_subset(comp, by_kind["deck"], d)
            value = (2 * filled + _set_points(comp, decks), s, d)
            if best is None or value > best[0]:
                best = (value, s, decks, filled)
            break             # fewer sails fill no more
    _, s, decks, filled = best
    kept += by_kind["sail"][:s] + decks
    kept_set = set(kept)
    return tuple(sorted(kept)), tuple(t for t in equipment if t not in kept_set), hull + filled


def _set_points(comp, tiles) -> int:
    return sets.points([comp.tiles[t] for t in tiles])


def _best_subset(comp, tiles, room) -> list:
    """The ``room`` tiles (or all) of one kind with the best sets: the first copies of each design
    in index order, as many as :func:`sets.best_take` says."""
    if len(tiles) <= room:
        return list(tiles)
    by_code = {}
    for t in tiles:
        by_code.setdefault(comp.tiles[t].code, []).append(t)
    pools = [by_code[c] for c in sorted(by_code)]
    take = sets.best_take([len(p) for p in pools], room)
    return sorted(t for p, n in zip(pools, take) for t in p[:n])


def place(comp, order, kept, stacking=True) -> tuple:
    """Concrete slots for the kept equipment: per boat tile, per slot, a tuple of tiles.

    Decks take the deck spaces first. Sails start stacked on as few masts as possible
    (largest caps first), then spread one at a time to free masts while the decks that
    need masts still find one; the remaining decks take the free masts."""
    pools = {k: [t for t in kept if comp.tiles[t].kind == k] for k in EQUIPMENT_KINDS}
    rows = [[[] for _ in comp.tiles[b].slots] for b in order]
    masts = [(r, j) for r, b in enumerate(order) for j, k in enumerate(comp.tiles[b].slots) if k == "mast"]
    for r, b in enumerate(order):
        for j, slot in enumerate(comp.tiles[b].slots):
            if slot != "mast" and pools["deck" if slot == "deck" else slot]:
                rows[r][j].append(pools["deck" if slot == "deck" else slot].pop(0))
    on_masts = len(pools["deck"])
    _stack_sails(comp, order, rows, masts, pools["sail"], stacking)
    _spread_sails(comp, order, rows, masts, stacking, len(masts) - on_masts)
    for r, j in masts:
        if not rows[r][j] and pools["deck"]:
            rows[r][j].append(pools["deck"].pop(0))
    assert not any(pools.values()), "kept equipment that does not fit"
    return tuple(tuple(tuple(c) for c in row) for row in rows)


def _stack_sails(comp, order, rows, masts, sails, stacking) -> None:
    """Every sail on as few masts as possible: the tiles with the largest caps first."""
    carriers = sorted({r for r, _ in masts}, key=lambda r: (-comp.tiles[order[r]].sail_cap, r))
    for r in carriers:
        room = comp.tiles[order[r]].sail_cap
        for rr, j in masts:
            if rr != r:
                continue
            while sails and room and (stacking or not rows[r][j]):
                rows[r][j].append(sails.pop(0))
                room -= 1
            if stacking:
                break         # one mast carries the tile's whole stack


def _spread_sails(comp, order, rows, masts, stacking, limit) -> None:
    """Move single sails from stacks of two or more to empty masts while masts with sails
    stay within ``limit`` (the masts the decks leave free)."""
    def used():
        return sum(1 for r, j in masts if rows[r][j])
    while used() < limit:
        moved = False
        for r, j in masts:
            if len(rows[r][j]) < 2:
                continue
            target = _free_mast(comp, order, rows, masts, r)
            if target:
                rows[target[0]][target[1]].append(rows[r][j].pop())
                moved = True
                break
        if not moved:
            return


def _free_mast(comp, order, rows, masts, source):
    """An empty mast that may take one more sail: on the source tile, or on a tile under its cap."""
    for r, j in masts:
        if rows[r][j]:
            continue
        tile = comp.tiles[order[r]]
        carried = sum(len(rows[r][k]) for k, s in enumerate(tile.slots) if s == "mast")
        if r == source or carried < tile.sail_cap:
            return (r, j)
    return None
