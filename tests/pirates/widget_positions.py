"""Positions for the play widget's tests, crowded on purpose: ships and dice piled on one space,
ships on merchants, infamy markers one apart, a fight to choose, Nassau with a full hold.

Each function returns a Game where "You" (seat 0) decides; ``table(game)`` seats You as the
human and the others as bots. The browser tests import this module in the notebook's kernel.
"""

from nassau import pirates

NAMES = ["You", "Bot 2", "Bot 3", "Bot 4"]


def new(seed: int = 1):
    return pirates.new_game(players=NAMES, seed=seed)


def table(game, auto: bool = True, undo: str = "free"):
    """The play widget for this game: You is the human seat, the others are bots; in practice
    mode by default, as the browser tests take every click back (dice and cards seen too)."""
    from nassau.pirates.ui.controller import Table
    game.set_undo(undo)
    return Table(game, [None, "bot", "bot", "bot"], seed=1, auto=auto)


def sail(game, *targets):
    """The players to decide sail, in turn, to these spaces (one target a decision; "pass" or
    another notation is applied as it is). Moves use the first legal die for the target."""
    for target in targets:
        if isinstance(target, str):
            game.apply(target)
            continue
        move = next(a for a in game.legal_actions() if a.kind == "move" and a.c == target)
        game.apply(move)
        if game.sub == "act" and game.players[game.cur].moves and "pass" in game.legal_actions():
            game.apply("pass")
    return game


def seven_is_a_target(seed: int = 1):
    """Round 1: the three bots have sailed to midpoint 7 with their first die (three ships, three
    dice and three route lines on it); You sails last and 7 is one of the highlighted targets."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (9, 2, 3, 4), ((2, 5, 6), (1, 4, 6), (3, 3, 5), (2, 2, 4))):
            e.infamy(name, infamy).dice(name, *dice)
        e.start("pirate")
    return sail(game, 7, 7, 7)


def four_ships_on_seven(seed: int = 1):
    """Everyone sailed to 7 in the first pass (You first): four ships and four dice on 7, and You
    moves again from there (targets 7 ± a die and the jump to 14)."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (1, 2, 3, 4), ((3, 5, 6), (1, 4, 6), (3, 3, 5), (2, 2, 4))):
            e.infamy(name, infamy).dice(name, *dice)
        e.start("pirate")
    return sail(game, 7, 7, 7, 7)


def ships_on_a_merchant(seed: int = 1):
    """Three bots and You on trade route 3 with its merchant still there: You chooses a captain
    card to plunder it (each choice with its odds), or passes."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (9, 2, 3, 4), ((3, 5, 6), (3, 4, 6), (3, 3, 5), (2, 3, 4))):
            e.infamy(name, infamy).dice(name, *dice)
        e.merchant(3, "M1-02")
        e.start("pirate")
    sail(game, 3, 3, 3)
    move = next(a for a in game.legal_actions() if a.kind == "move" and a.c == 3)
    game.apply(move)
    return game


def sack_to_choose(seed: int = 1):
    """You is at St. Augustine (space 5, defence 5) with a Great Cannon (+2 when sacking): the 3/3
    card wins (1 + 2 + 3 > 5), the others do not. Bots 2 and 3 sit on the neighbouring routes."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (9, 2, 3, 4), ((5, 5, 6), (3, 4, 6), (4, 3, 5), (6, 3, 4))):
            e.infamy(name, infamy).dice(name, *dice)
        e.tile("You", "great-cannon", "b1")
        e.start("pirate")
    sail(game, 3, 4, 6)
    game.apply("5>5")
    return game


def infamy_one_apart(seed: int = 1):
    """Infamy 10, 11, 12 and 40: three markers one space apart on the track; You moves first."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy in zip(NAMES, (10, 11, 12, 40)):
            e.infamy(name, infamy)
        e.start("pirate")
    return game


def long_routes(seed: int = 1):
    """Ships that sailed far in round 1, so their route lines cross the sea and the port names
    (from Nassau over the midpoints and past the port names); You moves a third time."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (1, 2, 3, 4), ((6, 6, 6), (1, 1, 4), (5, 2, 1), (2, 6, 6))):
            e.infamy(name, infamy).dice(name, *dice)
        e.start("pirate")
    sail(game, 6, 1, 5, 2, 12, 2, 7, 8)
    return game


def nassau_buying(seed: int = 1):
    """Step 5, buying in Nassau: You (highest infamy, so first to buy) holds pesos and resources,
    has buried treasure and a doubloon, two captain cards played, a used one-shot tile and a
    trade wind; the tiles on sale include some You can afford and some You cannot."""
    game = new(seed)
    with game.edit() as e:
        e.infamy("You", 30).infamy("Bot 2", 12).infamy("Bot 3", 8).infamy("Bot 4", 5)
        e.hold("You", pesos=1, gunpowder=2, goods=1, rum=1, hostages=1).chest("You", pesos=4, doubloons=1)
        e.captains("You", "3/3", "1/2").wind("You")
        e.tile("You", "long-guns", "s1").tile("You", "lookout", "b3", used=True).tile("You", "topsail", "b2")
        e.nassau("great-cannon", "heavy-battery", "spanker", "crows-nest", "surgeon", "pilot")
        e.start("buy")
    return game


def navy_to_face(seed: int = 1):
    """Step 4: You (lowest infamy) faces the Royal Navy first, with three captain cards and iron
    plating (+2 cannon against the Navy); the display holds an empty ocean and three ships."""
    game = new(seed)
    with game.edit() as e:
        e.infamy("You", 3).infamy("Bot 2", 12).infamy("Bot 3", 8).infamy("Bot 4", 5)
        e.captains("You", "3/3", "2/2", "1/2").tile("You", "iron-plating", "s1")
        e.navy_display("empty", "2/3", "4/4", "3/2")
        e.start("navy")
    return game


POSITIONS = {f.__name__: f for f in (seven_is_a_target, four_ships_on_seven, ships_on_a_merchant, sack_to_choose,
                                      infamy_one_apart, long_routes, nassau_buying, navy_to_face)}


def game_over(seed: int = 3):
    """A game four bots played to the end, with You in seat 0 (a human seat at the table)."""
    from nassau.kernel.adapter import make_bots
    from nassau.kernel.bots import play
    from nassau.games import adapter
    game = new(seed)
    play(game, make_bots(adapter("pirates"), "heuristic", 4, seed))
    return game


# --- tables just after fights, their results on the board ------------------------------------------
class Script:
    """A bot seat that makes the decisions it is given, in order (so a test knows which fights
    the bots fight)."""

    def __init__(self, *notations):
        self.notations = list(notations)

    def choose(self, game):
        return self.notations.pop(0)


def navy_results(seed: int = 1):
    """Step 4 just played: You got away from the Navy's 2/3 with 3/3, then the three bots faced
    the Navy; every result shows as a badge under the Navy display, beside the infamy track."""
    t = table(navy_to_face(seed))
    t.board.click({"navy": 1})
    t.board.click({"action": "navy 2/3 3/3"})
    return t


def fights_by_the_midpoints(seed: int = 1):
    """Round 1, the second pass: You plundered on 6, Bot 2 on 8 (both beside midpoint 7), Bot 3
    tried to sack Santo Domingo on 12 (beside midpoint 14) and Bot 4 plundered on 4, and You
    moves again: four badges below the bottom row, two of them side by side."""
    game = new(seed)
    with game.edit() as e:
        for name, infamy, dice in zip(NAMES, (1, 2, 3, 4), ((1, 2, 3), (1, 5, 6), (5, 4, 6), (1, 3, 5))):
            e.infamy(name, infamy).dice(name, *dice)
        e.start("pirate")
    t = table(game)
    t.bots[1:] = [Script("6>7", "pass", "1>8", "plunder 3/3"), Script("4>7", "pass", "5>12", "sack 3/3"),
                  Script("1>7", "pass", "3>4", "plunder 3/3")]
    for notation in ("3>7", "pass", "1>6", "plunder 3/3"):
        t.act(notation)
    return t


FIGHTS = {f.__name__: f for f in (navy_results, fights_by_the_midpoints)}
