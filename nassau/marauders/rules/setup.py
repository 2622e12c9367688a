"""Setting up a game (fact sheet §2.1): the decks shuffled; a demand token face up and a
ship modification face down at each of the 16 ports; a merchant token face down in each of
the 17 zones; 2 missions on the board; for each captain a random captain card, 10 gold and 1
glory card, and a sloop or a flute (their own choice) in the home port; a random first
player for the whole game."""

from ...kernel.errors import RecordError
from ...kernel.players import player_names
from ...kernel.rng import Rng
from ..seas_of_glory import (captain_choice, contraband, locations, new_cards, npc_upgrades, ship_mods,
                             treasure_galleon, weapons, weather)
from . import glory
from .components import load_components
from ..seas_of_glory.switches import switches
from .game import Game
from .options import Options

DEFAULT_NAMES = ("Anja", "Jonah", "Jon", "Ewan")


def new_game(players=4, seed: int = 0, options=None, components=None, modules=None, variants=None,
             rng=None) -> Game:
    """A new game: captains dealt, each player's first decision is their first ship.

    ``players`` is a count (2-4) or a list of names; ``seed`` fixes every shuffle and die;
    ``modules`` and ``variants`` switch on parts of Seas of Glory (:mod:`.expansion`);
    ``rng`` (an :class:`Rng`, default ``Rng(seed)``) draws instead of the seed.
    """
    names = player_names(players, 2, 4, DEFAULT_NAMES, Game.title)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be an integer")
    mods, vars_ = switches(modules, variants)
    rng = Rng(seed) if rng is None else rng
    g = Game.blank(load_components(components), Options.coerce(options), names, rng, modules=mods, variants=vars_)
    deal(g)
    g._settle()
    g._mark_root()
    return g


def deal(g) -> None:
    comp, rng = g.comp, g.rng
    base = lambda cards: [c.index for c in cards if c.expansion == "base"]   # noqa: E731
    g.cargo_deck = tuple(rng.shuffled(contraband.deck(g, "cargo")))      # with module 7, its cards too
    g.event_deck = tuple(rng.shuffled(new_cards.deck(g, "events")))      # with module 1, its cards too
    g.glory_deck = tuple(rng.shuffled(base(comp.glory)))
    g.rumor_deck = tuple(rng.shuffled(new_cards.deck(g, "rumors")))
    missions = rng.shuffled(new_cards.deck(g, "missions"))
    g.board_missions, g.mission_deck = tuple(missions[:2]), tuple(missions[2:])
    ports = [comp.by_id[z].index for z in comp.ports]
    demand = rng.shuffled(t.index for t in comp.demand)
    mods = rng.shuffled(m.index for m in comp.mods if ship_mods.in_play(g, m))
    g.demand = _per_zone(g, ports, demand[:len(ports)])
    g.demand_pile = tuple(demand[len(ports):])
    g.port_mods = _per_zone(g, ports, mods[:len(ports)])
    g.mod_supply = tuple(mods[len(ports):])
    g.weapon_supply = tuple(w.index for w in comp.weapons if weapons.in_play(g, w))
    merchants = rng.shuffled(m.index for m in comp.merchants)
    g.merchants = tuple(merchants[:len(comp.zones)])
    g.merchant_track = tuple(merchants[len(comp.zones):])
    captains = rng.shuffled(new_cards.deck(g, "captains"))
    choosing = "captain-choice" in g.variants
    for p in g.players:
        if not choosing:
            p.card = captains.pop()
            home = comp.by_id[comp.captains[p.card].home].index
            p.zone, p.in_port = home, True
        p.gold = _pay_out(g, comp.rules.start_gold)
        glory.draw(g, p, 1)
    g.sub, g.cur, g.step = "first-ship", 0, "setup"
    if choosing:
        captains = captain_choice.deal(g, captains)
    g.captain_deck = tuple(captains)
    g.first = g.cur = rng.below(g.n)
    weather.setup(g)
    treasure_galleon.setup(g)
    npc_upgrades.setup(g)                   # after the galleon, which draws an upgrade too
    locations.setup(g)                      # Seas of Glory module 9: a tile in each zone with a port
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
