"""Setting up a game (fact sheet §2.1): the decks shuffled; a demand token face up and a
ship modification face down at each of the 16 ports; a merchant token face down in each of
the 17 zones; 2 missions on the board; for each captain a random captain card, 10 gold and 1
glory card, and a sloop or a flute (their own choice) in the home port; a random first
player for the whole game."""

from ...kernel.errors import RecordError
from ...kernel.players import player_names
from ...kernel.rng import Rng
from . import extensions as ext, glory, plugins
from .components import deck, load_components
from .game import Game
from .options import Options

DEFAULT_NAMES = ("Anja", "Jonah", "Jon", "Ewan")


def new_game(players=4, seed: int = 0, options=None, components=None, modules=None, variants=None,
             rng=None) -> Game:
    """A new game: captains dealt, each player's first decision is their first ship.

    ``players`` is a count (2-4) or a list of names; ``seed`` fixes every shuffle and die;
    ``modules`` and ``variants`` switch on parts of an expansion (Seas of Glory's: see
    :mod:`nassau.marauders.seas_of_glory.switches`);
    ``rng`` (an :class:`Rng`, default ``Rng(seed)``) draws instead of the seed.
    """
    names = player_names(players, 2, 4, DEFAULT_NAMES, Game.title)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be an integer")
    mods, vars_ = plugins.check_switches(modules, variants)
    rng = Rng(seed) if rng is None else rng
    g = Game.blank(load_components(components), Options.coerce(options), names, rng, modules=mods, variants=vars_)
    deal(g)
    g._settle()
    g._mark_root()
    return g


def deal(g) -> None:
    comp, rng = g.comp, g.rng
    g.cargo_deck = tuple(rng.shuffled(deck(g, "cargo")))      # (with an expansion's cards as its switches say)
    g.event_deck = tuple(rng.shuffled(deck(g, "events")))
    g.glory_deck = tuple(rng.shuffled(deck(g, "glory")))
    g.rumor_deck = tuple(rng.shuffled(deck(g, "rumors")))
    missions = rng.shuffled(deck(g, "missions"))
    g.board_missions, g.mission_deck = tuple(missions[:2]), tuple(missions[2:])
    ports = [comp.by_id[z].index for z in comp.ports]
    demand = rng.shuffled(t.index for t in comp.demand)
    mods = rng.shuffled(deck(g, "mods"))
    g.demand = _per_zone(g, ports, demand[:len(ports)])
    g.demand_pile = tuple(demand[len(ports):])
    g.port_mods = _per_zone(g, ports, mods[:len(ports)])
    g.mod_supply = tuple(mods[len(ports):])
    g.weapon_supply = tuple(deck(g, "weapons"))
    merchants = rng.shuffled(m.index for m in comp.merchants)
    g.merchants = tuple(merchants[:len(comp.zones)])
    g.merchant_track = tuple(merchants[len(comp.zones):])
    captains = rng.shuffled(deck(g, "captains"))
    for p in g.players:
        p.gold = _pay_out(g, comp.rules.start_gold)
        glory.draw(g, p, 1)
    g.sub, g.cur, g.step = "first-ship", 0, "setup"
    left = ext.deal_captains(g, captains)     # an expansion's captains dealt to choose from
    choosing = left is not None
    if not choosing:
        for p in g.players:
            p.card = captains.pop()
            home = comp.by_id[comp.captains[p.card].home].index
            p.zone, p.in_port = home, True
    g.captain_deck = tuple(captains if left is None else left)
    g.first = g.cur = rng.below(g.n)
    ext.set_up(g)                           # the expansion's board: the wind, the galleon, its tiles...
    if choosing:
        g._event("Setup for {}: each is dealt captain cards to choose from.", _players(g.n))
    else:
        g._event("Setup for {}: " + ", ".join("{} ({} of {})" for _ in g.players) + ".", _players(g.n),
                 *[x for p in g.players
                   for x in (p.name, comp.captains[p.card].name, comp.by_id[comp.captains[p.card].home].name)])
    g._event("{} <is> the first player for the whole game.", g.names[g.first])


def _players(n) -> str:
    return f"{n} players"


def _per_zone(g, ports, tokens) -> tuple:
    out = [-1] * len(g.comp.zones)
    for z, t in zip(ports, tokens):
        out[z] = t
    return tuple(out)


def _pay_out(g, amount) -> int:
    paid = min(amount, g.bank)
    g.bank -= paid
    return paid
