"""Helpers for the Merchants & Marauders rule tests: a game past its setup, and ways to put
a captain, his ship, goods and gold where a test needs them while every card and every gold
piece stays accounted for (``problems()`` is checked after each edit)."""

from nassau import marauders
from nassau.kernel.rng import Rng
from nassau.marauders.rules.state import maxima

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]


def new(n=4, seed=1, ships=("sloop",) * 4, **options):
    """A game whose captains have chosen their ships; round 1's first turn is next."""
    g = marauders.new_game(players=NAMES[:n], seed=seed, options=options or None)
    while g.sub == "first-ship":
        g.apply(f"ship {ships[g.current_player]}")
    return g


def captain(g, name):
    return g.players[g.seat_of(name)]


def zone(g, zone_id) -> int:
    return g.comp.by_id[zone_id].index


def place(g, name, zone_id, in_port=False):
    p = captain(g, name)
    p.zone, p.in_port = zone(g, zone_id), in_port
    g._legal = None                      # the legal actions are worked out again
    return p


def give_gold(g, name, amount):
    p = captain(g, name)
    g.bank -= amount - p.gold
    p.gold = amount
    g._legal = None
    return p


def give_goods(g, name, *goods):
    """Cargo cards of these goods from the deck (or discard) into the captain's holds."""
    p = captain(g, name)
    for good in goods:
        card = next(c for c in g.cargo_deck + g.cargo_discard if g.comp.cargo[c].good == good)
        g.cargo_deck = tuple(c for c in g.cargo_deck if c != card)
        g.cargo_discard = tuple(c for c in g.cargo_discard if c != card)
        p.goods += (card,)
    g._legal = None
    return p


def set_ship(g, name, ship):
    p = captain(g, name)
    p.ship, p.loc = ship, maxima(g.comp, ship, p.mods)
    g._legal = None
    return p


def set_demand(g, zone_id, good):
    """The demand token of a port: one of that good, taken from the pile or swapped with
    another port's."""
    z = zone(g, zone_id)
    if g.comp.demand[g.demand[z]].good == good:
        return
    token = next(t.index for t in g.comp.demand if t.good == good)
    demand, pile = list(g.demand), list(g.demand_pile)
    if token in pile:
        pile[pile.index(token)] = demand[z]
    else:
        other = demand.index(token)
        demand[other] = demand[z]
    demand[z] = token
    g.demand, g.demand_pile = tuple(demand), tuple(pile)
    g._legal = None


def turn_of(g, name, actions=3):
    """Make it ``name``'s turn with ``actions`` actions left (the turn order is not advanced)."""
    p = captain(g, name)
    g.turn_seat = g.cur = p.seat
    g.actions_left = actions
    g.sub = "action"
    p.port_done = False
    g._legal = None
    return p


def sound(g):
    assert g.problems() == [], g.problems()
    return g


def legal(g) -> set:
    return set(g.legal_actions().notations())


class Loaded(Rng):
    """A generator whose dice come from a script (shuffles and draws stay seeded), so a test
    can name every roll of a fight or a raid. Running out of scripted dice fails the test."""

    __slots__ = ("faces",)

    def __init__(self, faces, state=0):
        super().__init__(state)
        self.faces = list(faces)

    def die(self):
        assert self.faces, "the test scripted too few dice"
        return self.faces.pop(0)

    def __copy__(self):
        twin = super().__copy__()
        twin.faces = list(self.faces)
        return twin


def load_dice(g, *faces):
    g.rng = Loaded(faces, g.rng.state)
    return g.rng


def set_captain(g, name, captain_id):
    """Give a seat this captain card (swapped with the deck or another seat, so every card
    stays in one place)."""
    p = captain(g, name)
    card = next(c.index for c in g.comp.captains if c.id == captain_id)
    if card in g.captain_deck:
        g.captain_deck = tuple(p.card if c == card else c for c in g.captain_deck)
    else:
        other = next(q for q in g.players if q.card == card)
        other.card = p.card
    p.card = card
    g._legal = None
    return p


def stack_cargo(g, *ids):
    """Put these cargo cards (by id) on top of the cargo deck, in this order."""
    cards = [next(c.index for c in g.comp.cargo if c.id == i) for i in ids]
    g.cargo_deck = tuple(cards) + tuple(c for c in g.cargo_deck if c not in cards)
    g.cargo_discard = tuple(c for c in g.cargo_discard if c not in cards)
    assert g.problems() == [], "a stacked card was in someone's hold"
    g._legal = None


def empty_hands(g):
    """Every glory card in hand to the discard pile (so a test's legal choices are only the rule's)."""
    for p in g.players:
        g.glory_discard += p.hand
        p.hand = ()
    g._legal = None


def give_glory(g, name, effect):
    """A glory card of this effect from the deck or discard into the captain's hand."""
    p = captain(g, name)
    card = next(c for c in g.glory_deck + g.glory_discard if g.comp.glory[c].effect == effect)
    g.glory_deck = tuple(c for c in g.glory_deck if c != card)
    g.glory_discard = tuple(c for c in g.glory_discard if c != card)
    p.hand += (card,)
    g._legal = None
    return g.comp.glory[card].id


def plugged_in(plugin):
    """A fixture's body: the plug-in registered for the test, then taken out again."""
    from nassau.marauders.rules import plugins
    plugins.register(plugin)
    yield plugin
    plugins.unregister(plugin)
