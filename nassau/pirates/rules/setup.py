"""Setting up a game (the rulebook's seven setup steps)."""

from ...kernel.english import series
from ...kernel.errors import RecordError
from ...kernel.players import player_names
from ...kernel.rng import Rng
from .components import STACKS, load_components
from .flow import FLOW
from .game import Game
from .options import Options

DEFAULT_NAMES = ("Anja", "Jonah", "Jon", "Ewan", "Mary")


def new_game(players=4, seed: int = 0, options=None, components=None, rng=None) -> Game:
    """A new game, set up and ready for round 1's pirate phase.

    ``players`` is a count (3-5) or a list of names, oldest first: the oldest wins
    ties of the setup roll. ``seed`` fixes every shuffle and die roll.
    ``components`` is a path, JSON text or dict in the components schema
    (default: nassau's reconstructed set). ``rng`` (an :class:`Rng`, default ``Rng(seed)``)
    draws instead of the seed: the OpenSpiel adapter passes its scripted chance here.
    """
    names = player_names(players, 3, 5, DEFAULT_NAMES, Game.title)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be an integer")
    g = Game.blank(load_components(components), Options.coerce(options), names, Rng(seed) if rng is None else rng)
    deal(g)
    g._settle()
    g._mark_root()
    return g


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
    g._event("Setup for {} players: " + series(n, ", ") + ".", n, *g.names)
    g._event("Round 1: the setup roll is " + "; ".join(["{} {}"] * n) + "; it places the infamy markers and is "
             "round 1's roll.", *(x for p in g.players for x in (p.name, " ".join(map(str, p.dice)))))
    FLOW.start(g)
