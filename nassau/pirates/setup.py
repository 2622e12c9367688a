"""Setting up a game (the rulebook's seven setup steps)."""

from ..kernel.errors import RecordError
from ..kernel.rng import Rng
from . import pirate_phase
from .components import STACKS, default_components, load_components
from .game import Game
from .options import Options
from .state import Player, Ship

DEFAULT_NAMES = ("Anja", "Jonah", "Jon", "Ewan", "Mary")


def new_game(players=4, seed: int = 0, options=None, components=None) -> Game:
    """A new game, set up and ready for round 1's pirate phase.

    ``players`` is a count (3-5) or a list of names, oldest first: the oldest wins
    ties of the setup roll. ``seed`` fixes every shuffle and die roll.
    ``components`` is a path, JSON text or dict in the components schema
    (default: nassau's reconstructed set).
    """
    names = _names(players)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be an integer")
    comp = default_components() if components is None else load_components(components)
    g = blank(comp, Options.coerce(options), names, Rng(seed))
    deal(g)
    g._settle()
    g._mark_root()
    return g


def _names(players) -> list:
    if isinstance(players, int) and not isinstance(players, bool):
        if not 3 <= players <= 5:
            raise RecordError("players", "Pirates of Nassau is for 3 to 5 players")
        return list(DEFAULT_NAMES[:players])
    if not isinstance(players, (list, tuple)) or not all(isinstance(n, str) and n.strip() for n in players):
        raise RecordError("players", "must be a number from 3 to 5 or a list of 3 to 5 names")
    if not 3 <= len(players) <= 5:
        raise RecordError("players", "Pirates of Nassau is for 3 to 5 players")
    if len(set(players)) != len(players):
        raise RecordError("players", "names must be different")
    return [n.strip() for n in players]


def blank(comp, opts, names, rng) -> Game:
    """A game object with empty components, for setup and for loading records."""
    g = object.__new__(Game)
    g._init_base()
    g.comp, g.opts, g.rng = comp, opts, rng
    g.ship = _ship(comp)
    g.n = len(names)
    g.players = [Player(i, name, len(g.ship.slots), len(comp.captains)) for i, name in enumerate(names)]
    g.round = 1
    g.step, g.sub = "pirate", "move"
    g.order, g.turn, g.pass_no, g.cur = tuple(range(g.n)), 0, 1, 0
    g.routes = [-1] * 21
    g.decks = ((), (), ())
    g.departed = ()
    g.navy_deck, g.navy_display = (), ()
    g.sacked = ()
    g.harbour, g.stacks, g.box = ((), (), ()), ((), (), ()), ((), (), ())
    s = comp.supply
    g.supply = [s["pesos"], s["gunpowder"], s["goods"], s["rum"], s["hostages"]]
    g.doubloons, g.winds = s["doubloons"], s["trade_winds"]
    g.pending = (0, 0, 0, 0, 0)
    g.stowed = 0               # items stowed from the latest gain (a smuggle that stows nothing did not happen)
    g.then = ()
    g.collision = None
    g.penalties = ()
    g.lose_left = 0
    g.passed = 0
    g.over = False
    g.infamy_rounds = ()       # everyone's infamy at the end of each finished round
    return g


_SHIPS = {}


def _ship(comp) -> Ship:
    ship = _SHIPS.get(id(comp))
    if ship is None or ship.comp is not comp:
        ship = _SHIPS[id(comp)] = Ship(comp)
    return ship


def deal(g: Game) -> None:
    comp, rng, n = g.comp, g.rng, g.n
    # 2. merchants: a shuffled deck per zone, one card on each trade route, left to right
    decks = []
    for z in (1, 2, 3):
        deck = rng.shuffled(m.index for m in comp.merchants if m.zone == z)
        for s in comp.routes[z]:
            g.routes[s] = deck.pop(0)
        decks.append(tuple(deck))
    g.decks = tuple(decks)
    # 3. the Royal Navy: drop cards for more players, phase 1 on top of phase 2 (with Game End)
    in_play = [c for c in comp.navy if c.min_players <= n]
    phase1 = rng.shuffled(c.index for c in in_play if c.phase == 1)
    phase2 = rng.shuffled(c.index for c in in_play if c.phase == 2)
    deck = phase1 + phase2
    g.navy_display, g.navy_deck = tuple(deck[:n]), tuple(deck[n:])
    # 5. the tile stacks, N of each face up in Nassau
    stacks, harbour = [], []
    for st in STACKS:
        pile = rng.shuffled(comp.stack_tiles[st])
        harbour.append(tuple(pile[:n]))
        stacks.append(tuple(pile[n:]))
    g.stacks, g.harbour = tuple(stacks), tuple(harbour)
    # 7. the setup roll places the infamy markers (lowest total on 1; the older player first on ties)
    for p in g.players:
        p.dice = tuple(sorted(rng.die() for _ in range(3)))
    for space, p in enumerate(sorted(g.players, key=lambda q: (sum(q.dice), q.seat)), 1):
        p.infamy = space
    g._event("Setup for {} players: {}.", n, ", ".join(g.names))
    g._event("Round 1: the setup roll is {}; it places the infamy markers and is round 1's roll.",
             "; ".join(f"{p.name} {' '.join(map(str, p.dice))}" for p in g.players))
    pirate_phase.start(g)
