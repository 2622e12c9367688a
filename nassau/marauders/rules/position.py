"""Setting up any position, for teaching and for tests.

    game = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1)
    with game.edit() as e:
        e.ship("Anja", "flute").at("Anja", "havana", in_port=True).gold("Anja", 14)
        e.goods("Anja", "sugar", "sugar", "rum").demand("havana", "sugar")
        e.turn("Anja")

Every edit moves real components: goods come out of the cargo deck, gold out of the bank, an
NPC's card out of the event deck, so the position stays one the rules can reach. Captains who
have not chosen a first ship get a sloop. On leaving the ``with`` block the position is
checked; if anything is wrong a RecordError names it and the game is left as it was. The edited
position becomes the game's starting position: undo and the record start there.

An expansion's plug-ins bring their own edits (a plug-in's ``Edits`` class, whose methods join
the editor's: Seas of Glory's ``wind``, ``favors``, ``loyalty``...), so :func:`editor` makes
the editor of a game from the base one and theirs.
"""

from ...kernel.errors import RecordError
from ...kernel.position import PositionEditor
from . import extensions as ext, plugins
from .npcs import ship_for
from .sides import NPC, top
from .state import LOC_INDEX, NATION_INDEX
from .vocabulary import NPC_SLOTS


class Position(PositionEditor):
    def _prepare(self) -> None:
        g = self.g
        while g.sub == "first-ship":         # a position is edited with every captain afloat
            g.apply_unchecked(g.parse_action("ship sloop"))

    def _note(self) -> tuple:
        return ("The position is set up by hand. {}", (self.g.prompt(),))

    # --- finding things --------------------------------------------------------------------
    def _p(self, name):
        try:
            return self.g.players[self.g.seat_of(name)]
        except (ValueError, IndexError, TypeError, KeyError):
            raise RecordError("captain", f"no captain called {name!r}") from None

    def _zone(self, zone_id, port=False) -> int:
        zone = self.g.comp.by_id.get(zone_id) if isinstance(zone_id, str) else None
        if zone is None or not hasattr(zone, "port"):
            raise RecordError("zone", f"no sea zone {zone_id!r}")
        if port and not zone.port:
            raise RecordError("zone", f"{zone.name} has no port")
        return zone.index

    @staticmethod
    def _count(field, n, low=0, high=10_000) -> int:
        if not isinstance(n, int) or isinstance(n, bool) or not low <= n <= high:
            raise RecordError(field, f"a whole number from {low} to {high}, not {n!r}")
        return n

    # --- captains and ships ----------------------------------------------------------------
    def captain(self, name, captain_id: str):
        """Give a seat this captain card (swapped with the deck or with the seat that has it)."""
        g, p = self.g, self._p(name)
        card = next((c.index for c in g.comp.captains if c.id == captain_id), None)
        if card is None:
            raise RecordError("captain", f"no captain card {captain_id!r}")
        if card in g.captain_deck:
            g.captain_deck = tuple(p.card if c == card else c for c in g.captain_deck)
        elif card in g.captain_discard:
            g.captain_discard = tuple(p.card if c == card else c for c in g.captain_discard)
        elif any(q.card == card for q in g.players):
            next(q for q in g.players if q.card == card).card = p.card
        else:
            why = ext.card_missing(g, "captains", g.comp.captains[card]) or "it is not dealt in this game"
            raise RecordError("captain", f"the captain card {captain_id!r} is not in this game ({why})")
        p.card = card
        return self

    def ship(self, name, ship: str):
        """A new ship of this kind, undamaged; its goods stay if they fit."""
        g, p = self.g, self._p(name)
        if ship not in g.comp.ships:
            raise RecordError("ship", f"no ship {ship!r}; one of {', '.join(g.comp.ships)}")
        p.ship, p.loc = ship, top(g, p.seat, ship)
        return self

    def damage(self, name, **hits):
        """Hits on locations of the ship: ``damage("Anja", hull=1, masts=2)``."""
        p = self._p(name)
        whole = top(self.g, p.seat)
        loc = list(whole)
        for where, n in hits.items():
            if where not in LOC_INDEX:
                raise RecordError("location", f"no location {where!r}; one of {', '.join(LOC_INDEX)}")
            i = LOC_INDEX[where]
            loc[i] = whole[i] - self._count(where, n, 0, whole[i])
        p.loc = tuple(loc)
        return self

    def at(self, name, zone_id: str, in_port: bool = False):
        """Where a captain's ship is: a sea zone, or its port."""
        p = self._p(name)
        p.zone, p.in_port = self._zone(zone_id, port=in_port), bool(in_port)
        return self

    # --- gold, goods and glory -------------------------------------------------------------
    def gold(self, name, amount: int):
        """The gold aboard, taken from or given back to the bank."""
        g, p = self.g, self._p(name)
        self._count("gold", amount, 0, p.gold + g.bank)
        g.bank -= amount - p.gold
        p.gold = amount
        return self

    def stash(self, name, amount: int):
        """The gold in the captain's stash, taken from or given back to the bank."""
        g, p = self.g, self._p(name)
        self._count("stash", amount, 0, p.stash + g.bank)
        g.bank -= amount - p.stash
        p.stash = amount
        return self

    def goods(self, name, *goods: str):
        """The goods in the holds: the old cargo cards to the discard, cards of these goods
        from the deck (or the discard)."""
        g, p = self.g, self._p(name)
        g.cargo_discard += p.goods
        p.goods = ()
        for good in goods:
            pool = [c for c in g.cargo_deck + g.cargo_discard if g.comp.cargo[c].good == good]
            if not pool:
                raise RecordError("goods", f"no cargo card of {good!r} left")
            card = pool[0]
            g.cargo_deck = tuple(c for c in g.cargo_deck if c != card)
            g.cargo_discard = tuple(c for c in g.cargo_discard if c != card)
            p.goods += (card,)
        return self

    def glory(self, name, points: int):
        self._p(name).glory = self._count("glory", points, 0, 30)
        return self

    def glory_card(self, name, card_id: str):
        """A glory card from the deck (or discard) into the captain's hand."""
        g, p = self.g, self._p(name)
        card = next((c.index for c in g.comp.glory if c.id == card_id), None)
        if card is None or card not in g.glory_deck + g.glory_discard:
            raise RecordError("glory_card", f"glory card {card_id!r} is not in the deck or the discard")
        g.glory_deck = tuple(c for c in g.glory_deck if c != card)
        g.glory_discard = tuple(c for c in g.glory_discard if c != card)
        p.hand += (card,)
        return self

    def bounty(self, name, nation: str, tokens: int):
        p = self._p(name)
        if nation not in NATION_INDEX:
            raise RecordError("nation", f"no nation {nation!r}; one of {', '.join(NATION_INDEX)}")
        i = NATION_INDEX[nation]
        p.bounty = p.bounty[:i] + (self._count("bounty", tokens, 0, 5),) + p.bounty[i + 1:]
        return self

    # --- the board ---------------------------------------------------------------------------
    def demand(self, zone_id: str, good: str):
        """A port's demand token: one of that good, swapped with the pile or another port."""
        g = self.g
        z = self._zone(zone_id, port=True)
        token = next((t.index for t in g.comp.demand if t.good == good and t.index not in g.demand), None)
        token = token if token is not None else next((t.index for t in g.comp.demand if t.good == good), None)
        if token is None:
            raise RecordError("demand", f"no demand token of {good!r}")
        if g.demand[z] >= 0 and g.comp.demand[g.demand[z]].good == good:
            return self
        demand, pile = list(g.demand), list(g.demand_pile)
        if token in pile:
            pile[pile.index(token)] = demand[z]
        else:
            demand[demand.index(token)] = demand[z]
        demand[z] = token
        g.demand, g.demand_pile = tuple(demand), tuple(p for p in pile if p >= 0)
        return self

    def npc(self, slot: str, zone_id: str):
        """An NPC on the board: its card from the event deck (or the one out, moved). A card new
        to the board comes out as from the event deck (an expansion's NPC upgrades: it draws its tiles)."""
        g = self.g
        if slot not in NPC_SLOTS:
            raise RecordError("npc", f"no NPC {slot!r}; one of {', '.join(NPC_SLOTS)}")
        i, zone = NPC_SLOTS.index(slot), self._zone(zone_id)
        if g.npcs[i] is None:
            card = next((c for c in g.event_deck + g.event_discard if g.comp.events[c].kind == "npc"
                         and g.comp.events[c].npc.slot == slot), None)
            if card is None:
                raise RecordError("npc", f"no {slot} NPC card left in the event deck")
            g.event_deck = tuple(c for c in g.event_deck if c != card)
            g.event_discard = tuple(c for c in g.event_discard if c != card)
            ship = ship_for(g, g.comp.events[card].npc)
            ext.npc_card_out(g, i, ship, False)
            npc = (card, zone, ship, top(g, NPC + i, ship))
        else:
            card, _, ship, loc = g.npcs[i]
            npc = (card, zone, ship, loc)
        g.npcs = g.npcs[:i] + (npc,) + g.npcs[i + 1:]
        return self

    def merchant(self, zone_id: str, present: bool = True):
        """A face-down merchant token in a zone (from the track), or none (to the track)."""
        g = self.g
        z = self._zone(zone_id)
        here = g.merchants[z]
        if present and here < 0:
            if not g.merchant_track:
                raise RecordError("merchant", "no merchant token left on the track")
            here, g.merchant_track = g.merchant_track[0], g.merchant_track[1:]
        elif not present and here >= 0:
            g.merchant_track += (here,)
            here = -1
        g.merchants = g.merchants[:z] + (here,) + g.merchants[z + 1:]
        return self

    def cargo_on_top(self, *card_ids: str):
        """These cargo cards on top of the deck, in this order (what the next buyer draws)."""
        g = self.g
        by_id = {c.id: c.index for c in g.comp.cargo}
        missing = [i for i in card_ids if i not in by_id]
        if missing:
            raise RecordError("cargo", f"no cargo card {missing[0]!r}")
        cards = [by_id[i] for i in card_ids]
        if any(c not in g.cargo_deck + g.cargo_discard for c in cards):
            raise RecordError("cargo", "a card put on top is in someone's holds")
        g.cargo_deck = tuple(cards) + tuple(c for c in g.cargo_deck if c not in cards)
        g.cargo_discard = tuple(c for c in g.cargo_discard if c not in cards)
        return self

    # --- weapons and modifications ---------------------------------------------------------
    def weapon(self, name, kind: str):
        """A special weapon token of this kind from the supply onto the captain's ship."""
        g, p = self.g, self._p(name)
        token = next((w for w in g.weapon_supply if g.comp.weapons[w].kind == kind), None)
        if token is None:
            kinds = sorted({g.comp.weapons[w].kind for w in g.weapon_supply})
            raise RecordError("weapon", f"no {kind!r} weapon in the supply; it has {', '.join(kinds) or 'none'}")
        g.weapon_supply = tuple(w for w in g.weapon_supply if w != token)
        p.weapons += (token,)
        return self

    def mod(self, name, effect: str):
        """A ship modification of this kind onto the captain's ship: from the supply, else from
        a port (which is left without one). Its location's maximum and value rise with it."""
        g, p = self.g, self._p(name)
        token = next((m for m in g.mod_supply if g.comp.mods[m].effect == effect), None)
        if token is not None:
            g.mod_supply = tuple(m for m in g.mod_supply if m != token)
        else:
            z = next((z for z, m in enumerate(g.port_mods) if m >= 0 and g.comp.mods[m].effect == effect), None)
            if z is None:
                raise RecordError("mod", f"no {effect!r} modification in the supply or a port")
            token, g.port_mods = g.port_mods[z], g.port_mods[:z] + (-1,) + g.port_mods[z + 1:]
        before = top(g, p.seat)
        p.mods += (token,)
        after = top(g, p.seat)
        p.loc = tuple(v + after[i] - before[i] for i, v in enumerate(p.loc))
        return self

    def turn(self, name, actions: int = 3):
        """Make it this captain's turn, with ``actions`` actions left and his port action unused."""
        g, p = self.g, self._p(name)
        g.turn_seat = g.cur = p.seat
        g.actions_left = self._count("actions", actions, 1, 3)
        g.step, g.sub = "turns", "action"
        p.port_done = False
        return self


_EDITORS: dict = {}


def editor(game) -> Position:
    """An editor of this game's position: the base edits and every plug-in's."""
    mixins = tuple(m.Edits for m in plugins.PLUGINS if isinstance(getattr(m, "Edits", None), type))
    cls = _EDITORS.get(mixins)
    if cls is None:
        cls = _EDITORS[mixins] = type("Position", mixins + (Position,), {"__module__": __name__,
                                                                         "__doc__": Position.__doc__})
    return cls(game)
