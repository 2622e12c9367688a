"""The bots: legal, seeded, and the heuristic captain far better than chance (a bounded slice
of the 400-game measurement in examples/marauders_balance.py); and the heuristic captain's
plans for the Seas of Glory modules it would otherwise leave alone (favors, special weapons,
the Brig, the Treasure Galleon), each in a position set up by hand."""

import pytest

from nassau import marauders
from nassau.kernel.bots import RandomBot, play
from nassau.marauders.bots.heuristic import FAVOR_CAP, HeuristicBot, pirate, trader

from .helpers import NAMES, empty_hands, load_dice, stack_cargo


def duel(seed, bot):
    seat = seed % 4
    g = marauders.new_game(4, seed=seed, options={"round_limit": 200})
    bots = [RandomBot(seed * 10 + i) for i in range(4)]
    bots[seat] = bot(seed)
    play(g, bots, checked=True)                  # every decision is checked against the rules
    return g.winner() == g.names[seat]


def test_the_heuristic_bot_beats_three_random_bots_most_of_the_time():
    wins = sum(duel(seed, HeuristicBot) for seed in range(40))
    assert wins >= 24, f"{wins} of 40"            # 60 %; it measures about 85 % over 400 games


@pytest.mark.parametrize("plan", [trader, pirate])
def test_each_plan_beats_random_play(plan):
    assert sum(duel(seed, plan) for seed in range(12)) >= 7


def test_the_plans_play_their_way():
    g = marauders.new_game(2, seed=2, options={"round_limit": 8})
    play(g, [trader(1), pirate(2)], checked=True)
    log = "\n".join(g.log())
    anja, jonah = g.names
    assert f"{anja} takes a flute" in log and f"{jonah} takes a sloop" in log
    assert f"{jonah} finds a" in log or f"{jonah} rolls Scouting for a merchant" in log
    assert f"{anja} buys" in log


def test_seeded_bots_replay_the_same_game():
    def game(seed):
        g = marauders.new_game(3, seed=seed, options={"round_limit": 10})
        return play(g, [HeuristicBot(seed + i) for i in range(3)]).to_json()
    assert game(7) == game(7) != game(8)


# --- Seas of Glory: the heuristic bot plays the modules it would otherwise leave alone ----------------

def sog(modules, edit, plan="pirate"):
    """A game with these modules, Anja (Isabel de Montoya: Scouting 2) set up by ``edit(e)`` and
    her turn next, hands empty; the bot who plays her."""
    g = marauders.new_game(players=NAMES, seed=3, modules=set(modules))
    with g.edit() as e:
        e.captain("Anja", "isabel-de-montoya").captain("Jonah", "pieter-claeszoon")
        edit(e)
        e.turn("Anja")
    empty_hands(g)
    return g, HeuristicBot(1, plan)


def run_port(g, bot):
    """Take the port action and let the bot play it to its end; the choices it made."""
    g.apply("port")
    made = []
    while g.sub in ("port", "goods", "question") and g.cur == 0:
        a = bot.choose(g)
        made.append(a.notation)
        g.apply(a)
    return made


@pytest.mark.parametrize("gold, bought", [(20, FAVOR_CAP), (9, 0)])
def test_the_bot_buys_favors_last_in_a_port_action_with_gold_beyond_its_reserve_up_to_a_cap(gold, bought):
    g, bot = sog({"favors"}, lambda e: e.at("Anja", "tortuga", in_port=True).gold("Anja", gold))
    made = run_port(g, bot)
    assert g.players[0].favors == bought and made.count("buy favor") == bought and made[-1] == "done"


@pytest.mark.parametrize("dice, answer", [((1, 1), "use favor"), ((6, 1), "accept")])
def test_a_failed_scouting_is_re_rolled_with_a_favor_and_a_successful_one_is_kept(dice, answer):
    g, bot = sog({"favors"}, lambda e: e.at("Anja", "havana").favors("Anja", 1))
    load_dice(g, *dice, 1, 1)
    g.apply("scout merchant")
    assert g.sub == "question" and g.question.kind == "reroll"
    assert bot.choose(g).notation == answer


@pytest.mark.parametrize("cards, answer", [
    (("sugar-4", "rum-4", "wood-4", "spices-4", "textiles-4", "tobacco-4"), "use favor"),   # singles at 3 each
    (("sugar-4", "sugar-5", "sugar-6", "rum-4", "rum-5", "rum-6"), "accept"),               # threes at 1 each
])
def test_a_poor_cargo_draw_is_drawn_again_with_a_favor(cards, answer):
    g, bot = sog({"favors"}, lambda e: e.at("Anja", "tortuga", in_port=True).gold("Anja", 10).favors("Anja", 1)
                 .demand("tortuga", "food"), plan="trader")
    g.apply("port")
    stack_cargo(g, *cards)
    g.apply("buy goods")
    assert g.sub == "question" and g.question.what == "the cargo cards on offer", g.log()[-1]
    assert bot.choose(g).notation == answer, g.log()[-1]


@pytest.mark.parametrize("held, enters", [(1, True), (0, False)])
def test_favors_open_a_closed_port_that_wants_its_goods(held, enters):
    g, bot = sog({"favors"}, lambda e: e.at("Anja", "havana").goods("Anja", "sugar", "sugar").demand("havana", "sugar")
                 .bounty("Anja", "spanish", 1).favors("Anja", held), plan="trader")
    assert (bot.choose(g).notation == "enter port") == enters


@pytest.mark.parametrize("modules, plan, gold, bought", [
    ({"weapons"}, "pirate", 20, ["double-shot", "heated-shot", "grappling-hooks"]),   # three at most
    ({"weapons"}, "pirate", 12, ["double-shot", "heated-shot"]),                      # his reserve kept
    ({"weapons"}, "pirate", 10, ["double-shot"]),
    ({"weapons"}, "trader", 16, ["double-shot"]),               # a trader with a cannon and gold to spare: one
    ({"weapons"}, "trader", 10, []),                            # ... keeps his goods money
    ((), "pirate", 30, []),                                      # the base game's bot buys none
])
def test_a_captain_who_fights_buys_special_weapons(modules, plan, gold, bought):
    g, bot = sog(modules, lambda e: e.at("Anja", "tortuga", in_port=True).gold("Anja", gold), plan=plan)
    made = run_port(g, bot)
    assert [a for a in made if a.startswith("buy weapon")] == [f"buy weapon {k}" for k in bought]


@pytest.mark.parametrize("ship, weapons, answer", [
    ("frigate", ("heated-shot", "double-shot"), "use heated-shot"),      # a ship that will burn a while
    ("sloop", ("heated-shot", "double-shot"), "use double-shot"),
    ("sloop", ("heated-shot",), "no weapon"),
])
def test_the_bot_shoots_plainly_and_fires_its_special_shots_when_the_skulls_show(ship, weapons, answer):
    def edit(e):
        e.at("Anja", "caribbean-sea").ship("Anja", "frigate").at("Jonah", "caribbean-sea").ship("Jonah", ship)
        for w in weapons:
            e.weapon("Anja", w)
    g, bot = sog({"weapons"}, edit)
    load_dice(g, 6, 1, *[5] * 30)          # then every die a success and a skull
    g.apply("scout captain Jonah")
    assert g.sub == "declare" and g.cur == 0
    g.apply(bot.choose(g))
    assert g.history[-1].notation == "shoot"
    g.apply("shoot")
    assert g.sub == "question" and g.question.kind == "shot" and g.cur == 0
    assert bot.choose(g).notation == answer


def test_the_bot_boards_with_hooks_then_throws_its_caltrops_unless_nobody_won():
    def edit(e):
        e.at("Anja", "caribbean-sea").ship("Anja", "galleon").at("Jonah", "caribbean-sea").ship("Jonah", "flute")
        e.weapon("Anja", "grappling-hooks").weapon("Anja", "caltrops")
    g, bot = sog({"weapons"}, edit)
    load_dice(g, 6, 1, *[1] * 20)
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")
    assert g.fight.round == 2 and g.cur == 0
    assert bot.choose(g).notation == "board grappling-hooks"
    g.apply("board grappling-hooks")
    load_dice(g, *[6] * 20)                 # as many successes each: a tie
    g.apply("shoot")
    assert g.sub == "question" and g.question.kind == "caltrops" and g.question.facts == ("tie",)
    assert bot.choose(g).notation == "throw caltrops"
    g.question = g.question._replace(facts=("none",))
    assert bot.choose(g).notation == "keep caltrops"


@pytest.mark.parametrize("ship, gold, buys", [("sloop", 25, True), ("sloop", 15, False), ("flute", 40, False)])
def test_a_captain_in_a_sloop_moves_up_to_the_brig(ship, gold, buys):
    g, bot = sog({"brig"}, lambda e: e.ship("Anja", ship).at("Anja", "tortuga", in_port=True).gold("Anja", gold),
                 plan="trader")
    made = run_port(g, bot)
    assert ("buy ship brig" in made) == buys and (g.players[0].ship == "brig") == buys


@pytest.mark.parametrize("plan, gold, bought", [
    ("pirate", 20, "buy ship brig with mods chasers,long-guns"),       # 2 gold over the reserve: the guns first
    ("trader", 20, "buy ship brig with mods extended-hold,long-guns"),  # ... the hold first
    ("trader", 19, "buy ship brig with mods extended-hold"),
    ("pirate", 21, "buy ship brig with mods"),                         # all three
    ("pirate", 18, "buy ship brig"),                                   # none: the reserve kept
])
def test_at_st_john_the_bot_moves_the_modifications_its_plan_values_that_its_gold_pays_for(plan, gold, bought):
    def edit(e):
        e.ship("Anja", "sloop").at("Anja", "st-john", in_port=True).gold("Anja", gold)
        e.mod("Anja", "extended-hold").mod("Anja", "chasers").mod("Anja", "long-guns")    # the sloop sells for 8
    g, bot = sog({"brig"}, edit, plan=plan)
    made = run_port(g, bot)
    assert [a for a in made if a.startswith("buy ship")] == [bought] and g.players[0].ship == "brig"


@pytest.mark.parametrize("ship, where, hoard, choice", [
    ("galleon", "curacao", 20, "scout treasure-galleon"),
    ("galleon", "cartagena", 20, "move curacao"),               # next to its zone: sails there
    ("galleon", "curacao", 5, None),                            # too little gold aboard
    ("sloop", "curacao", 20, None),                             # outgunned
])
def test_a_pirate_who_outguns_the_treasure_galleon_goes_after_its_gold(ship, where, hoard, choice):
    g, bot = sog({"treasure-galleon"}, lambda e: e.ship("Anja", ship).at("Anja", where).galleon("curacao", hoard))
    a = bot.choose(g).notation
    assert (a == choice) if choice else a not in ("scout treasure-galleon", "move curacao")


@pytest.mark.parametrize("hoard, gold, ship", [(30, 45, "galleon"), (30, 30, "sloop"), (10, 45, "sloop")])
def test_a_pirate_buys_a_ship_that_outguns_a_rich_treasure_galleon(hoard, gold, ship):
    g, bot = sog({"treasure-galleon"}, lambda e: e.at("Anja", "tortuga", in_port=True).gold("Anja", gold)
                 .galleon("curacao", hoard))
    run_port(g, bot)
    assert g.players[0].ship == ship


# --- choices inside a decision: The Plank, modifications back on the map, Donatus ---------------
@pytest.mark.parametrize("leader, crew, answer", [
    ("isabel-de-montoya", 2, "plank leadership"),      # Leadership 2, no crew to spare: the check
    ("isabel-de-montoya", 4, "plank crew"),            # Leadership 2 (56 %), crew to spare: a sailor
    ("diego-alvarado", 4, "plank leadership"),         # Leadership 4 (80 %): a better leader rolls
])
def test_the_bot_answers_the_plank_by_its_crew_and_its_leadership(leader, crew, answer):
    from nassau.marauders.rules.state import CREW
    from .test_sog_hold_and_plank import asked_at_the_round_end
    modules = {"ship-mods", "loyalty", "the-plank", "new-cards"}
    g = marauders.new_game(players=NAMES[:2], seed=3, modules=modules)
    with g.edit() as e:
        e.captain("Anja", leader).ship("Anja", "frigate").at("Anja", "caribbean-sea").mod("Anja", "the-plank")
        e.turn("Anja")
    p = g.players[0]
    p.loc = p.loc[:CREW] + (crew,) + p.loc[CREW + 1:]
    g._legal = None
    asked_at_the_round_end(g)
    assert HeuristicBot(1).choose(g).notation == answer


def test_the_bot_puts_a_modification_back_at_the_free_port_nearest_its_ship():
    g = marauders.new_game(players=NAMES[:2], seed=3)
    with g.edit() as e:
        e.at("Anja", "bridgetown", in_port=True).gold("Anja", 40).mod("Anja", "long-guns").turn("Anja")
    taken_from = g.port_mods.index(-1, 0, 16) if -1 in g.port_mods[:16] else None
    row, supply = list(g.port_mods), list(g.mod_supply)
    z = {name: g.comp.by_id[name].index for name in ("petite-goave", "trinidad")}
    for where in [i for i, m in enumerate(row) if m < 0 and g.comp.zones[i].port]:
        row[where], row[z["petite-goave"]] = row[z["petite-goave"]], -1     # only Petite Goave and Trinidad free
    supply.append(row[z["trinidad"]])
    row[z["trinidad"]] = -1
    g.port_mods, g.mod_supply = tuple(row), tuple(supply)
    assert g.problems() == [] and taken_from is not None
    g.apply("port")
    g.apply("buy ship flute")
    assert g.sub == "place-mod" and [a.notation for a in g.legal_actions()] == \
        ["place mod petite-goave", "place mod trinidad"]
    assert HeuristicBot(1).choose(g).notation == "place mod trinidad"     # next to Bridgetown, not the first offered


@pytest.mark.parametrize("bounty, kind, facts, answer", [
    (0, "stow", ("havana",), "stow box"),                        # worth 10 at Havana
    (1, "stow", ("havana",), "stow holds"),                      # Havana is closed to him: an ordinary good
    (0, "lose-cargo", ("havana",), "lose from holds"),           # the contraband is worth more
    (1, "lose-cargo", ("havana",), "lose from contraband"),      # ... unless no open port takes it
    (1, "lose-cargo", ("havana", "tortuga"), "lose from holds"),
])
def test_the_bot_keeps_contraband_it_can_sell(bounty, kind, facts, answer):
    from nassau.marauders.bots.heuristic import _contraband_box
    from nassau.marauders.rules.questions import Question
    g, bot = sog({"contraband"}, lambda e: e.bounty("Anja", "spanish", bounty))
    q = Question("resolve", 0, "raid", 0, (), 0, kind, "", (), "", facts)
    assert _contraband_box(g, g.players[0], q) == answer


def test_a_question_without_a_plan_gets_its_first_answer():
    """A question kind the heuristic has no branch for (a new module's) is answered as if unasked,
    not with a favor's answer that is not among the choices."""
    from types import SimpleNamespace
    from nassau.marauders.bots.heuristic import HeuristicBot
    from nassau.marauders.rules.actions import Action
    game = SimpleNamespace(question=SimpleNamespace(kind="tides", what="the tide turns"))
    legal = [Action("stow holds"), Action("stow box")]
    by = {a.notation: a for a in legal}
    assert HeuristicBot(1)._question(game, None, legal, by) is legal[0]
