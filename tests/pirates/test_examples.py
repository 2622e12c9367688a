"""The rulebook's worked examples, reproduced move by move."""

from nassau.pirates.rules.state import GOODS, PESOS, RUM

from .conftest import player


def _four_at_sea(game):
    """Anja 3 5 6 and Jonah 1 4 2 as in the rulebook; Jon and Ewan roll something harmless."""
    with game.edit() as e:
        for name, infamy in (("Anja", 1), ("Jonah", 2), ("Jon", 3), ("Ewan", 4)):
            e.infamy(name, infamy)
        e.dice("Anja", 3, 5, 6).dice("Jonah", 1, 4, 2).dice("Jon", 2, 2, 2).dice("Ewan", 4, 4, 4)
        e.merchant(3, "M1-01")
        e.start("pirate")


def test_anja_and_jonah_move_as_in_the_rulebook(table):
    g = table
    _four_at_sea(g)
    anja, jonah = player(g, "Anja"), player(g, "Jonah")
    g.apply("3>3", player="Anja")                 # first move: the die's own space
    g.apply("pass")
    g.apply("1>7", player="Jonah")                # first move: midpoint 7 whatever the die
    g.apply("winds")                              # Jonah sails the trade winds at the midpoint
    assert jonah.wind == 1
    for name in ("Jon", "Ewan"):
        g.apply(f"{player(g, name).dice[0]}>7", player=name)
        g.apply("pass")
    g.apply("5>8", player="Anja")                 # 3 + 5 = 8
    g.apply("pass")
    g.apply("2>14", player="Jonah")               # the midpoint jump from 7 to 14
    # holding a token, Jonah has nothing to do on a midpoint: the lone "pass" is taken for him
    assert g.current_player == player(g, "Jon").seat
    for name in ("Jon", "Ewan"):
        g.apply(f"{player(g, name).dice[0]}>14", player=name)
        g.apply("pass")
    g.apply("6>2", player="Anja")                 # 8 - 6 = 2
    g.apply("pass")
    g.apply("4>18", player="Jonah")               # 14 + 4 = 18
    assert anja.path == ((3, 3), (8, 5), (2, 6))  # used dice stay where they were used
    assert jonah.path == ((7, 1), (14, 2), (18, 4))
    assert (anja.pos, jonah.pos) == (2, 18)


def test_anja_plunders_the_merchant_at_space_3(table):
    g = table
    _four_at_sea(g)
    anja = player(g, "Anja")
    merchant = g.routes[3]
    assert g.comp.merchants[merchant].id == "M1-01"
    assert (g.comp.merchants[merchant].sail, g.comp.merchants[merchant].cannon) == (2, 2)
    g.apply("3>3")
    g.apply("plunder 2/2")                        # 1+2 = 3 beats 2 in sail and in cannon
    assert g.routes[3] == -1
    assert anja.captured == (merchant,)
    assert (anja.hold[PESOS], anja.hold[RUM], anja.hold[GOODS]) == (1, 2, 1)   # +1 peso not printed on the card
    assert anja.captains == (True, False, True, True)                           # the 2/2 card is spent


def test_ewan_sacks_la_havana_with_the_great_cannon(table):
    g = table
    with g.edit() as e:
        for name, infamy in (("Ewan", 1), ("Anja", 2), ("Jonah", 3), ("Jon", 4)):
            e.infamy(name, infamy)
        e.dice("Ewan", 1, 4, 4)
        e.tile("Ewan", "great-cannon", "b1")
        e.start("pirate")
    ewan = player(g, "Ewan")
    assert g.ship.cannon(ewan) == 1 and g.ship.cannon(ewan, "sack") == 3
    g.apply("1>1", player="Ewan")
    assert g.comp.spaces[1].name == "La Havana"
    g.apply("sack 3/3")                           # 3 + 3 = 6 beats the zone-1 port's 5
    assert g.sacked == (1,)
    assert ewan.hold[PESOS] == 2                  # 2 x zone 1
    assert ewan.sacked == 1


NAVY_EXAMPLE_INFAMY = (("Jonah", 8), ("Anja", 10), ("Jon", 11), ("Ewan", 13))


def test_jon_and_ewan_against_the_navy(table):
    g = table
    with g.edit() as e:
        for name, infamy in NAVY_EXAMPLE_INFAMY:
            e.infamy(name, infamy)
        e.navy_display("empty", "empty", "2/3", "4/4")
        for code, slot in (("topsail", "b2"), ("staysail", "s2"), ("extra-cannons", "b1"), ("long-guns", "s1")):
            e.tile("Ewan", code, slot)            # Ewan's upgrades give him 3/3
        e.start("navy")
    ewan, jon = player(g, "Ewan"), player(g, "Jon")
    assert (g.ship.sail(ewan), g.ship.cannon(ewan)) == (3, 3)
    g.apply("navy empty", player="Jonah")
    g.apply("navy empty", player="Anja")
    g.apply("navy 2/3 3/3", player="Jon")         # 4/4 against 2/3: free
    assert jon.infamy == 11
    assert [g.comp.navy[i].label for i in g.navy_display] == ["4/4"]   # only the 4/4 is left for Ewan
    g.apply("navy 4/4 2/1", player="Ewan")        # sail 5 > 4 escapes, cannon 4 is not > 4
    assert g.sub == "penalty" and g.current_player == ewan.seat
    g.apply("penalty infamy")
    assert ewan.infamy == 7                       # 13 loses 6 (half, rounded down) and keeps 7
    assert g.step != "navy"                       # the Navy step is over


def test_five_goods_lose_two(table):
    g = table
    with g.edit() as e:
        for name, infamy in NAVY_EXAMPLE_INFAMY:
            e.infamy(name, infamy)
        e.navy_display("4/4", "empty", "empty", "empty")
        e.hold("Jonah", goods=5)
        e.start("navy")
    jonah = player(g, "Jonah")
    g.apply("navy 4/4 1/2", player="Jonah")       # 2/3 against 4/4: both fail
    assert jonah.hold[GOODS] == 3                 # 5 goods lose 2
    assert jonah.infamy == 4                      # and 8 infamy loses 4


def test_tied_scoring_as_in_the_rulebook(table):
    g = table
    with g.edit() as e:
        e.chest("Anja", pesos=10).chest("Jonah", pesos=10).chest("Jon", pesos=6).chest("Ewan", pesos=2)
    s = g.scores()
    assert list(s.loc[["Anja", "Jonah", "Jon", "Ewan"], "treasure_points"]) == [7, 7, 3, 1]
    assert list(s.loc[["Anja", "Jonah", "Jon", "Ewan"], "treasure_rank"]) == [1, 1, 3, 4]
