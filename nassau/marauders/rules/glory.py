"""Glory: the points that win (10), and the glory cards drawn with them.

Every glory point earned draws a glory card; a hand holds at most 4 (the captain discards
down at once). Every 10 gold in the stash is 1 more glory point, hidden until the end. A
captain who reaches the glory to win, stashed glory counted, wins (option ``win_at_once``).
"""

from ...kernel.english import plural
from . import extensions as ext
from .scoring import GAME_OVER, final_rows, stash_glory

STASH_SHOWN = "{}<'s> stash holds {}: {}."       # the end's reveal of what was hidden (rules.public_log)
UNPLAYED = "{} <holds> unplayed, worth no glory: {}."


def total(game, p) -> int:
    """Glory points with the stash's hidden ones."""
    return p.glory + stash_glory(game, p.stash)


def gain(game, p, points: int, why: str) -> None:
    """``points`` glory for ``why``: as many glory cards drawn; the win is checked."""
    if points <= 0:
        return
    p.glory += points
    game._event("{} <gains> {} for {}.", p.name, plural(points, "glory point"), why)
    draw(game, p, points)
    ext.glory_gained(game, p, points)        # (an expansion's crew that cheers)
    check_win(game, p)


def draw(game, p, count: int) -> None:
    """``count`` glory cards; each one the captain may be offered to draw again (an expansion's favor)."""
    for _ in range(count):
        card = _top(game)
        if card is None:
            return
        if ext.second_chance(game, p, "redraw", "the glory card drawn", game.comp.glory[card].id):
            game.glory_discard += (card,)
            card = _top(game)
            game._event("{} <draws> another glory card.", p.name)
        p.hand = p.hand + (card,)


def _top(game):
    if not game.glory_deck:
        if not game.glory_discard:
            return None
        game.glory_deck = tuple(game.rng.shuffled(game.glory_discard))
        game.glory_discard = ()
    card, game.glory_deck = game.glory_deck[0], game.glory_deck[1:]
    return card


def over_the_limit(game, p) -> bool:
    return len(p.hand) > game.comp.rules.hand_limit


def discard(game, p, card: int) -> None:
    p.hand = tuple(c for c in p.hand if c != card) if card in p.hand else p.hand
    game.glory_discard = game.glory_discard + (card,)
    game._event("{} <discards> a glory card ({}).", p.name, game.comp.glory[card].name)


def check_win(game, p) -> None:
    if game.opts.win_at_once and total(game, p) >= game.comp.rules.win_glory:
        end(game, "{} <reaches> {} glory", p.name, game.comp.rules.win_glory)


def end(game, why: str, *args) -> None:
    """The game is over (``why``: a sentence template and its names, so that a captain called
    You reads "you reach"); the hidden glory of the stashes is revealed in the log."""
    game.over = True
    game.sub, game.step = "over", "over"
    game._event(GAME_OVER + why + ".", *args)
    for p in game.players:
        if p.stash:
            game._event(STASH_SHOWN, p.name, plural(p.stash, "gold"),
                        plural(stash_glory(game, p.stash), "hidden glory point"))
        hidden = sorted(f"the glory card {game.comp.glory[c].name}" for c in p.hand) + \
            sorted(f"the rumor {game.comp.rumors[r].name}" for r in p.rumors)
        if hidden:                         # shown now; cards not played count nothing
            game._event(UNPLAYED, p.name, ", ".join(hidden))
    rows = final_rows(game)
    top = [r["player"] for r in rows if r["rank"] == 1]
    if len(top) == 1:
        game._event("{} <wins> with {}.", top[0], plural(rows[[r["player"] for r in rows].index(top[0])]["points"],
                                                          "glory point"))
    else:
        game._event("Shared victory: {}.", ", ".join(top))
