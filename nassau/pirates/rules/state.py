"""A player's part of the game: ship, hold, chest, dice and this round's deeds.

Hold items are counted in ``hold`` in the order of ``components.ITEMS``:
pesos, gunpowder, goods, rum, hostages. Everything a player owns is either
an int, a tuple (replaced, never mutated) or the ``hold`` list, so ``copy()``
is a dict copy plus one list copy.
"""

from ...kernel.components import memo as components_memo
from .components import ITEMS

PESOS, GUNPOWDER, GOODS, RUM, HOSTAGES = range(5)
ITEM_INDEX = {name: i for i, name in enumerate(ITEMS)}
RES_SLICE = slice(1, 4)


class Player:
    def __init__(self, seat: int, name: str, n_slots: int, n_captains: int):
        self.seat = seat
        self.name = name
        self.infamy = 0            # total infamy; the track space is (infamy - 1) % 100 + 1
        self.pos = 0               # space of the ship marker, 0 when in Nassau
        self.moves = 0             # moves made this pirate phase
        self.dice = ()             # unused dice on the ship board
        self.path = ()             # ((space, face), ...) used dice left on the board
        self.wind = 0              # trade-wind tokens held (0 or 1)
        self.wind_used = ()        # faces of dice a trade wind changed this round
        self.hold = [0, 0, 0, 0, 0]
        self.chest = 0             # buried pesos
        self.doubloons = 0
        self.extra = 0             # extra ship sections bought (0..2)
        self.tiles = (-1,) * n_slots   # tile index per slot, -1 for empty
        self.shots = 0             # bitmask of slots holding a one-shot tile (derived from tiles)
        self.flipped = 0           # bitmask of slots whose one-shot tile is used
        self.fresh = 0             # bitmask of slots whose tile was bought this round
        self.captains = (True,) * n_captains   # captain cards in hand (not yet played)
        self.captured = ()         # merchant indices taken this round
        self.sacked = 0            # ports sacked this round
        self.planked = 0           # hostages walked off the plank, not yet scored
        self.boost = (0, 0)        # one-shot sail/cannon bonus for the next fight this turn
        self.smuggle_bonus = 0
        self.ransom_bonus = 0
        self.infamy_bonus = 0
        self.wind_claimed = False

    def copy(self) -> "Player":
        p = object.__new__(Player)
        p.__dict__ = self.__dict__.copy()
        p.hold = self.hold[:]
        return p

    def place(self, slot: int, t: int, kinds) -> None:
        """Put tile t (or -1) on a slot, keeping the one-shot mask in step."""
        self.tiles = self.tiles[:slot] + (t,) + self.tiles[slot + 1:]
        bit = 1 << slot
        if t >= 0 and kinds[t].one_shot:
            self.shots |= bit
        else:
            self.shots &= ~bit

    @property
    def space(self) -> int:
        """The infamy track space (1..100) of this player's marker."""
        return (self.infamy - 1) % 100 + 1

    @property
    def laps(self) -> int:
        return (self.infamy - 1) // 100 if self.infamy > 0 else 0

    def held(self) -> int:
        return sum(self.hold)

    def resources(self) -> int:
        return self.hold[GUNPOWDER] + self.hold[GOODS] + self.hold[RUM]

    def __repr__(self):
        where = f"space {self.pos}" if self.pos else "Nassau"
        dice = " ".join(map(str, self.dice)) or "none"
        return (f"<pirates.Player {self.name!r} (seat {self.seat}): infamy {self.infamy}, at {where}, dice {dice}, "
                f"hold {'/'.join(map(str, self.hold))}, chest {self.chest}, doubloons {self.doubloons}>")


class Ship:
    """Ship values derived from the components; one instance per Components, shared."""

    @classmethod
    def of(cls, comp) -> "Ship":
        """The shared Ship of these components, made once and kept on them (a table of all
        the Ships ever made kept every loaded record's components alive)."""
        made = components_memo(comp, "ship")
        if "ship" not in made:
            made["ship"] = cls(comp)
        return made["ship"]

    def __repr__(self):
        return f"<pirates.Ship of {self.comp.doc.get('title', 'the components')!r}: {len(self.slots)} slots>"

    def __init__(self, comp):
        self.comp = comp
        self.slot_ids = [s.id for sec in comp.sections for s in sec.slots]
        self.slots = [comp.slots[i] for i in self.slot_ids]
        self.slot_index = {s: i for i, s in enumerate(self.slot_ids)}
        self.base_ids = {sec.id for sec in comp.base_sections}
        self.extra_ids = [sec.id for sec in comp.extra_sections][: comp.max_extra]
        self.hands = {}    # captain-card hand -> distinct (sail, cannon), memoised
        self.affordable = {}   # (gunpowder, goods, rum) in a hold -> {tile type: affordable}, memoised

    def sections_of(self, p: Player):
        return self.comp.base_sections + self.comp.extra_sections[: p.extra]

    def owned_slot(self, p: Player, i: int) -> bool:
        sec = self.slots[i].section
        return sec in self.base_ids or sec in self.extra_ids[: p.extra]

    def capacity(self, p: Player) -> int:
        cap = sum(sec.hold for sec in self.sections_of(p))
        tiles = self.comp.tiles
        for t in p.tiles:
            if t >= 0 and tiles[t].effect == "hold":
                cap += tiles[t].amount
        return cap

    def sail(self, p: Player, when: str = "") -> int:
        return self.comp.start_sail + self._bonus(p, "sail", when)

    def cannon(self, p: Player, when: str = "") -> int:
        return self.comp.start_cannon + self._bonus(p, "cannon", when)

    def _bonus(self, p, effect, when):
        total = 0
        tiles = self.comp.tiles
        for t in p.tiles:
            if t >= 0:
                k = tiles[t]
                if k.effect == effect and (k.when == "" or k.when == when):
                    total += k.amount
        return total

    def best_ship(self, p: Player) -> int:
        return sum(sec.best_ship for sec in self.sections_of(p)) + sum(
            self.comp.tiles[t].best_ship for t in p.tiles if t >= 0 and self.comp.tiles[t].type != "crew")

    def motley(self, p: Player) -> int:
        return sum(self.comp.tiles[t].motley for t in p.tiles if t >= 0 and self.comp.tiles[t].type == "crew")

    def ready_tiles(self, p: Player, effect: str, new_usable: bool):
        """(slot, TileKind) of one-shot tiles with this effect that can be used now, one per code."""
        ready = p.shots & ~p.flipped
        if not new_usable:
            ready &= ~p.fresh
        if not ready:
            return ()
        seen = set()
        out = []
        tiles = self.comp.tiles
        for i, t in enumerate(p.tiles):
            if ready >> i & 1:
                k = tiles[t]
                if k.effect == effect and k.code not in seen:
                    seen.add(k.code)
                    out.append((i, k))
        return out
