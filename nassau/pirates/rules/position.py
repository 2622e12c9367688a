"""Setting up any position, for teaching and for tests.

    game = pirates.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1)
    with game.edit() as e:
        e.dice("Anja", 3, 5, 6)
        e.merchant(3, "M1-01")
        e.start("pirate")

Every edit moves real components (a merchant put on a route comes out of its
deck; goods put in a hold come out of the supply), so the position stays a legal
one. On leaving the ``with`` block the position is checked; if anything is
inconsistent a RecordError is raised and the game is left as it was. The edited
position becomes the game's starting position: undo and records start there.
"""

from ...kernel.errors import RecordError
from ...kernel.position import PositionEditor
from . import harbour
from .components import ITEMS
from .flow import ROUND
from .state import ITEM_INDEX

STARTS = {s.name: s.begin for s in ROUND if s.name in ("pirate", "infamy", "navy", "buy")}


class Position(PositionEditor):
    # --- helpers ------------------------------------------------------------------
    def _p(self, player):
        return self.g.players[self.g.seat_of(player)]

    def round(self, n: int):
        self.g.round = n
        return self

    def dice(self, player, *faces):
        """Set a player's unused dice (for example the roll of this round)."""
        if len(faces) > 3 or not all(isinstance(f, int) and 1 <= f <= 6 for f in faces):
            raise RecordError("dice", "up to three faces from 1 to 6")
        self._p(player).dice = tuple(sorted(faces))
        return self

    def ship_at(self, player, space: int, moves: int = 1):
        """Put a player's ship on a space, as if it had made ``moves`` moves."""
        p = self._p(player)
        if not 1 <= space <= 20:
            raise RecordError("space", "must be 1 to 20")
        p.pos, p.moves = space, moves
        return self

    def infamy(self, player, value: int):
        self._p(player).infamy = value
        return self

    def hold(self, player, **items):
        """Set hold counts, e.g. ``hold("Ewan", goods=5)``; items come from or go to the supply."""
        p, g = self._p(player), self.g
        for name, n in items.items():
            if name not in ITEM_INDEX:
                raise RecordError(f"hold.{name}", f"not a hold item; use {', '.join(ITEMS)}")
            i = ITEM_INDEX[name]
            if g.supply[i] + p.hold[i] < n or n < 0:
                raise RecordError(f"hold.{name}", f"the supply cannot provide {n}")
            g.supply[i] += p.hold[i] - n
            p.hold[i] = n
        return self

    def chest(self, player, pesos: int = 0, doubloons: int = 0):
        p, g = self._p(player), self.g
        if g.supply[0] + p.chest < pesos or g.doubloons + p.doubloons < doubloons:
            raise RecordError("chest", "the supply cannot provide that much")
        g.supply[0] += p.chest - pesos
        g.doubloons += p.doubloons - doubloons
        p.chest, p.doubloons = pesos, doubloons
        return self

    def wind(self, player, held: bool = True):
        p, g = self._p(player), self.g
        want = 1 if held else 0
        g.winds += p.wind - want
        p.wind = want
        return self

    def captains(self, player, *labels):
        """The captain cards still in hand (the rest count as played this round)."""
        p, comp = self._p(player), self.g.comp
        hand, wanted = [False] * len(comp.captains), list(labels)
        for i, c in enumerate(comp.captains):
            if c.label in wanted:
                wanted.remove(c.label)
                hand[i] = True
        if wanted:
            raise RecordError("captains", f"no such captain card: {', '.join(wanted)}")
        p.captains = tuple(hand)
        return self

    def sections(self, player, extra: int):
        if not 0 <= extra <= self.g.comp.max_extra:
            raise RecordError("sections", f"0 to {self.g.comp.max_extra} extra sections")
        self._p(player).extra = extra
        return self

    def tile(self, player, code: str, slot: str, used: bool = False):
        """Put a tile of this kind (from the stacks, the box or Nassau) on a slot of the player's ship."""
        p, g = self._p(player), self.g
        if code not in g.comp.kinds:
            raise RecordError("tile", f"no tile {code!r}")
        if slot not in g.ship.slot_index:
            raise RecordError("slot", f"no slot {slot!r}")
        t = self._take_tile(code)
        i = g.ship.slot_index[slot]
        if p.tiles[i] >= 0:
            harbour._to_box(g, p.tiles[i])
        p.place(i, t, g.comp.tiles)
        p.flipped = p.flipped | (1 << i) if used else p.flipped & ~(1 << i)
        return self

    def _take_tile(self, code):
        g = self.g
        for group in ("stacks", "box", "harbour"):
            piles = list(getattr(g, group))
            for j, pile in enumerate(piles):
                for t in pile:
                    if g.comp.tiles[t].code == code:
                        piles[j] = tuple(x for x in pile if x != t)
                        setattr(g, group, tuple(piles))
                        return t
        raise RecordError("tile", f"every {code} tile is already on a ship")

    def nassau(self, *codes):
        """Put exactly these tiles on sale in Nassau (the others go back on their stacks)."""
        g = self.g
        stacks = list(g.stacks)
        for i, shown in enumerate(g.harbour):
            stacks[i] = shown + stacks[i]
        g.stacks, g.harbour = tuple(stacks), ((), (), ())
        for code in codes:
            t = self._take_tile(code)
            i = ("hull", "mast", "crew").index(g.comp.tiles[t].stack)
            h = list(g.harbour)
            h[i] = h[i] + (t,)
            g.harbour = tuple(h)
        return self

    def merchant(self, space: int, card_id: str | None):
        """Put a merchant card (by id) on a trade route, or clear it with None."""
        g = self.g
        sp = g.comp.spaces[space] if 1 <= space <= 20 else None
        if sp is None or sp.kind != "route":
            raise RecordError("merchant", f"space {space} is not a trade route")
        old = g.routes[space]
        if old >= 0:
            self._deck_top(old)
            g.routes[space] = -1
        if card_id is not None:
            m = next((m for m in g.comp.merchants if m.id == card_id), None)
            if m is None:
                raise RecordError("merchant", f"no merchant card {card_id!r}")
            self._pull_merchant(m.index)
            g.routes[space] = m.index
        return self

    def _deck_top(self, m):
        g = self.g
        z = g.comp.merchants[m].zone - 1
        decks = list(g.decks)
        decks[z] = (m,) + decks[z]
        g.decks = tuple(decks)

    def _pull_merchant(self, m):
        g = self.g
        if m in g.routes:
            g.routes[g.routes.index(m)] = -1
            return
        g.decks = tuple(tuple(x for x in d if x != m) for d in g.decks)
        g.departed = tuple(x for x in g.departed if x != m)
        for p in g.players:
            p.captured = tuple(x for x in p.captured if x != m)

    def navy_display(self, *cards):
        """Set the face-up Navy cards, by id ("N1-05") or by label ("2/3", "empty")."""
        g = self.g
        deck = list(g.navy_display) + list(g.navy_deck)
        chosen = []
        for want in cards:
            idx = next((i for i in deck if g.comp.navy[i].id == want or g.comp.navy[i].label == want), None)
            if idx is None:
                raise RecordError("navy", f"no Navy card {want!r} left in this game's deck")
            deck.remove(idx)
            chosen.append(idx)
        g.navy_display, g.navy_deck = tuple(chosen), tuple(deck)
        return self

    def deeds(self, player, captured=(), sacked: int = 0, planked: int = 0):
        """What a player did this round, as counted at the infamy step."""
        p, g = self._p(player), self.g
        for cid in captured:
            m = next((m for m in g.comp.merchants if m.id == cid), None)
            if m is None:
                raise RecordError("captured", f"no merchant card {cid!r}")
            self._pull_merchant(m.index)
            p.captured = p.captured + (m.index,)
        if g.supply[4] < planked:
            raise RecordError("planked", "not enough hostages in the supply")
        g.supply[4] -= planked - p.planked
        p.planked, p.sacked = planked, sacked
        return self

    def sack(self, space: int):
        g = self.g
        if space not in g.comp.ports:
            raise RecordError("sacked", f"space {space} is not a port")
        g.sacked = tuple(sorted(set(g.sacked) | {space}))
        return self

    def start(self, step: str):
        """Begin a step from its start: "pirate", "infamy", "navy" or "buy"."""
        if step not in STARTS:
            raise RecordError("step", f"one of {', '.join(STARTS)}")
        g = self.g
        g.over = False
        g.then, g.pending, g.penalties, g.collision, g.lose_left = (), (0, 0, 0, 0, 0), (), None, 0
        if step == "pirate":
            for p in g.players:
                p.pos, p.moves, p.path = 0, 0, ()
        STARTS[step](g)
        return self
