"""Steps 6-9 of a round and step 1 of the next: refill the Navy (which may end the game),
move the merchants, restock Nassau, prepare, roll. :mod:`.flow` runs them in that order."""

from ...kernel.english import plural
from . import scoring, winds

STACK_NAMES = ("hull", "mast", "crew")


def record_infamy(game) -> None:
    """Everyone's infamy at the end of the round, for the infamy table."""
    game.infamy_rounds = game.infamy_rounds + (tuple(p.infamy for p in game.players),)


def refill_navy(game) -> None:
    """Step 6: reveal N cards; the Game End card ends the game."""
    if game.opts.wind_discard == "step-6":
        for p in game.players:
            winds.give_back(game, p)
    n = game.n
    drawn, game.navy_deck = game.navy_deck[:n], game.navy_deck[n:]
    game.navy_display = game.navy_display + drawn
    labels = [game.comp.navy[i].label for i in drawn]
    game._event("Step 6: the Navy reveals {}.", ", ".join(labels))
    if any(game.comp.navy[i].game_end for i in drawn):
        end_game(game)


def end_game(game) -> None:
    game.over = True
    game.step = game.sub = "over"
    game.cur = -1
    game._event("The Game End card is revealed: the game is over after {}.", plural(game.round, "round"))
    table = scoring.final_rows(game)
    winner = next(r for r in table if r["rank"] == 1)
    game._event("{} <wins> with {}.", winner["player"], plural(winner["points"], "victory point"))


def move_merchants(game) -> None:
    """Step 7: zone 1 sails to Europe, zones 2 and 3 move one zone left, empty routes refill."""
    comp = game.comp
    routes = comp.routes
    decks = list(game.decks)
    for s in routes[1]:
        m = game.routes[s]
        if m >= 0:
            game.routes[s] = -1
            if game.opts.zone1_departure == "deck-bottom":
                z = comp.merchants[m].zone - 1
                decks[z] = decks[z] + (m,)
            else:
                game.departed = game.departed + (m,)
    for src, dst in ((2, 1), (3, 2)):
        ships = [game.routes[s] for s in reversed(routes[src]) if game.routes[s] >= 0]
        for s in routes[src]:
            game.routes[s] = -1
        for s, m in zip(reversed(routes[dst]), ships):   # rightmost ship to the highest space
            game.routes[s] = m
    for z in (1, 2, 3):
        for s in reversed(routes[z]):                      # refill right to left
            if game.routes[s] < 0 and decks[z - 1]:
                game.routes[s] = decks[z - 1][0]
                decks[z - 1] = decks[z - 1][1:]
    game.decks = tuple(decks)
    game._event("Step 7: the merchants sail one zone west and new ones arrive.")


def restock_nassau(game) -> None:
    """Step 8: leftover tiles go in the box; N new tiles of each stack; an empty stack
    is remade from the box, shuffled."""
    n = game.n
    harbour, stacks, box = list(game.harbour), list(game.stacks), list(game.box)
    for i in range(3):
        box[i] = box[i] + harbour[i]
        shown = []
        while len(shown) < n:
            if not stacks[i]:
                if not box[i]:
                    break
                stacks[i] = tuple(game.rng.shuffled(box[i]))
                box[i] = ()
                game._event("The {} stack is empty: the tiles in the box are shuffled into a new stack.", STACK_NAMES[i])
            shown.append(stacks[i][0])
            stacks[i] = stacks[i][1:]
        harbour[i] = tuple(shown)
    game.harbour, game.stacks, game.box = tuple(harbour), tuple(stacks), tuple(box)
    game._event("Step 8: Nassau is restocked.")


def prepare(game) -> None:
    """Step 9: one-shot tiles turn face up; captain cards come back."""
    for p in game.players:
        p.flipped = 0
        p.fresh = 0
        p.captains = (True,) * len(p.captains)
        p.wind_used = ()


def roll(game) -> None:
    """Step 1 of the next round: every player rolls three dice."""
    game.round += 1
    for p in game.players:
        p.dice = tuple(sorted(game.rng.die() for _ in range(3)))
    game._event("Round {}: the dice are rolled: " + "; ".join(["{} {}"] * game.n) + ".", game.round,
                *(x for p in game.players for x in (p.name, " ".join(map(str, p.dice)))))
