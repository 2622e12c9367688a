"""What the play widget's buttons say a choice costs, pays and risks, against the rules'
own result of taking it: the gold that changes hands, the actions a move takes, the storm
and the NPCs ahead; and what the descriptions name (ships, captains, the skull's own ship)."""

import re

import pytest

from nassau import marauders
from nassau.marauders.ui.widget import offer, panel_of
from nassau.marauders.views import describe, stakes
from nassau.marauders.rules import movement
from nassau.kernel.rng import Rng
from nassau.marauders.bots import odds
from nassau.marauders.rules.checks import chance, skill

from . import scenes
from .helpers import captain, place, turn_of, zone
from .test_npcs_and_events import put_npc
from .test_weather import at_sea, new as windy_game

GOLD_KINDS = ("sell", "take", "buy-ship", "buy-ship-with-mods", "repair", "buy-mod", "buy-weapon", "sell-weapon",
              "rumor", "hire", "redraw", "buy-favor", "pay-crew", "buy-contraband", "sell-contraband", "absolve")


def gold_of(note: str) -> int:
    """The gold a note says changes hands, as the change in the captain's gold."""
    found = re.search(r"(\+?)(\d+) gold\b", note)
    if found is None:
        assert "free" in note, note
        return 0
    return int(found[2]) if found[1] else -int(found[2])


def positions(seed, decisions, **switches):
    """Random play of a 3-seat game; each position's game, in turn."""
    g = marauders.new_game(["You", "Jonah", "Jon"], seed=seed, **switches)
    rng = Rng(seed)
    for _ in range(decisions):
        if g.is_over:
            return
        yield g
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("seed, switches", [(3, {}), (5, {"modules": ["favors", "contraband", "loyalty",
                                                                       "ship-mods", "locations"]})])
def test_every_price_on_a_button_is_the_gold_the_decision_moves(seed, switches):
    checked = set()
    for g in positions(seed, 2500, **switches):
        p = g.players[g.cur]
        for a in g.legal_actions():
            if a.kind not in GOLD_KINDS or (a.kind, g.sub) in checked and len(checked) > 40:
                continue
            note = offer(g, a)[2]
            assert note, a
            twin = g.clone()
            twin.apply(a.notation)
            mine = twin.players[p.seat]
            if twin.sub == "question":        # a favor's question comes before the gold moves on a draw
                continue
            assert mine.gold - p.gold == gold_of(note), (a.notation, note)
            checked.add((a.kind, g.sub))
    assert {k for k, _ in checked} >= {"sell", "take", "buy-ship", "repair", "hire"}


def test_a_move_says_what_the_wind_makes_it_cost_and_the_storm_ahead():
    g = windy_game()
    at_sea(g, "Anja", "petite-goave", "E")
    p = captain(g, "Anja")
    g.storm = zone(g, "tortuga")
    assert offer(g, g.parse_action("move santo-domingo"))[2] == "free: with the wind"
    assert offer(g, g.parse_action("move port-royal"))[2] == "2 actions: against the wind"
    storm = offer(g, g.parse_action("move tortuga"))[2]
    dice = skill(g, p, "seamanship")
    assert storm == ("1 action; storm: 3 random hits less your Seamanship successes, " +
                     (f"unharmed {stakes.pct(odds.skill_check(dice, 3))}" if dice >= 3 else
                      f"at least {3 - dice} hit" + ("s" if 3 - dice > 1 else "")))
    assert "no action" in describe.in_game(g, g.parse_action("move santo-domingo"))
    for zone_id in ("santo-domingo", "port-royal", "tortuga"):
        twin = g.clone()
        before = twin.actions_left
        twin.apply(f"move {zone_id}")
        assert before - twin.actions_left == movement.cost(g, p, zone_id)


def test_a_move_into_an_npcs_zone_warns_of_it():
    g = marauders.new_game(["You", "Jonah", "Jon"], seed=2)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    turn_of(g, "You", 3)
    place(g, "You", "petite-goave")
    put_npc(g, "spanish", "tortuga")
    assert offer(g, g.parse_action("move tortuga"))[2] == "1 action; the Spanish navy there may attack"
    assert offer(g, g.parse_action("move port-royal"))[2] == "1 action"


def test_with_no_action_left_the_prompt_says_a_free_move_is_open():
    g = windy_game()
    at_sea(g, "Anja", "petite-goave", "E", actions=0)
    assert g.legal_actions().notations()[:2] == ["move santo-domingo", "end turn"]
    assert "no action left, only a free move" in g.prompt()


def test_a_skull_hit_is_said_to_land_on_the_deciders_own_ship():
    g = scenes.SCENES["skull to place"]()
    kind, title, status = panel_of(g)[0]
    assert "own ship" in title
    p = g.players[g.cur]
    top = "/".join(map(str, g.players[g.cur].loc[:1]))
    assert status.startswith(f"{p.name}'s ") and f"intact: hull {top}/" in status   # the ship the hits land on
    groups = dict((name, items) for name, items in panel_of(g)[1])
    hull = next(item for item in groups["A skull hit on your own ship"] if item[0] == "hit hull")
    p = g.players[g.cur]
    assert f"{p.name}'s own hull: {p.loc[0]} of" in hull[1]


def test_ships_and_captains_are_described_by_their_cards():
    g = marauders.new_game(["You", "Jonah"], seed=1)
    sloop = offer(g, g.parse_action("ship sloop"))
    s = g.comp.ships["sloop"]
    assert f"holds {s.cargo}" in sloop[1] and f"maneuverability {s.maneuverability}" in sloop[1]
    assert f"holds {s.cargo}" in sloop[2]
    c = marauders.new_game(["You", "Jonah"], seed=1, variants=["captain-choice"])
    keep = next(a for a in c.legal_actions() if a.kind == "keep-captain")
    card = next(x for x in c.comp.captains if x.id == keep.arg)
    assert describe.in_game(c, keep).startswith(f"keep {card.name} (") and f"Leadership {card.leadership}" in \
        describe.in_game(c, keep)


def test_a_decision_that_costs_the_crew_a_step_says_so_and_warns_of_the_mutiny():
    from nassau.marauders.seas_of_glory import loyalty
    from .test_loyalty import anja, new as loyal_game
    g = loyal_game()
    p = anja(g, "st-john", level=loyalty.UNHAPPY)
    g.apply("port")
    assert offer(g, g.parse_action("stash 1"))[2] == "no glory point yet; safe if the captain dies; crew grows angry"
    assert offer(g, g.parse_action("pay crew"))[2].endswith(": crew restless")
    g.loyalty = tuple(loyalty.ANGRY if q is p else v for q, v in zip(g.players, g.loyalty))
    lead = stakes.pct(chance(g, p, "leadership"))
    assert offer(g, g.parse_action("stash 1"))[2].endswith(f"; mutiny: Leadership {lead}, or Anja is killed")
    twin = g.clone()
    twin.apply("stash 1")
    told = twin.log()[len(g.log()):]
    assert "Anja's crew rises in mutiny (a stash declared)." in told      # and the roll the note warned of
    assert any(line.startswith("Anja rolls Leadership for the mutiny") for line in told)
    g.apply("done")
    g.loyalty_start = p.zone                                     # she began the turn in this port
    assert offer(g, g.parse_action("end turn"))[2] == f"mutiny: Leadership {lead}, or Anja is killed"
    g.loyalty_start = -1
    assert offer(g, g.parse_action("end turn"))[2] == ""


def test_a_rumor_held_says_where_and_how_it_is_proven():
    import html
    from nassau.marauders.views.position import position_html
    from nassau.marauders.views.describe import proving_words
    g = marauders.new_game(["You", "Jonah"], seed=1)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    wreck = next(r for r in g.comp.rumors if r.kind == "wreck")
    treasure = next(r for r in g.comp.rumors if r.kind == "treasure" and g.comp.by_id[r.zone].port)
    assert "cargo cards from the wreck" in proving_words(wreck, g.comp)
    assert "zone, not in its port" in proving_words(treasure, g.comp)
    you = g.players[0]
    you.rumors = (treasure.index,)
    shown = html.unescape(position_html(g, 0))
    assert "Prove it at sea in " in shown and "zone, not in its port" in shown
    assert f"a {treasure.skill.title()} check with {treasure.successes} success" in shown


def test_entering_bridgetown_with_a_big_ship_warns_of_the_reefs():
    g = marauders.new_game(["You", "Jonah"], seed=2)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    turn_of(g, "You", 3)
    place(g, "You", "bridgetown")
    assert offer(g, g.parse_action("enter port"))[2] == "1 action"
    with g.edit() as e:
        e.ship("You", "frigate")
    sea = stakes.pct(chance(g, g.players[0], "seamanship"))
    assert offer(g, g.parse_action("enter port"))[2] == f"1 action; the reefs: Seamanship {sea}, or a hull hit"


def test_a_checks_chance_is_the_rules_own_dice_and_the_glory_cards_played_ahead():
    from fractions import Fraction
    from nassau.marauders.bots import odds
    from nassau.marauders.rules.checks import chance, skill
    g = marauders.new_game(["You", "Jonah"], seed=1)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    p = g.players[0]
    dice = skill(g, p, "leadership")
    assert chance(g, p, "leadership") == odds.skill_check(dice) == 1 - Fraction(2, 3) ** dice
    assert chance(g, p, "leadership", bonus=1, need=2) == odds.skill_check(dice + 1, 2)
    p.primed = ("extra-die",)
    assert chance(g, p, "leadership") == odds.skill_check(dice + 2)
    p.primed = ("reroll",)
    assert chance(g, p, "leadership") == 1 - (1 - odds.skill_check(dice)) ** 2


def test_the_chance_on_a_button_is_how_often_the_rules_give_it():
    """A recruit's note against 600 twins of the position with their own dice: the crew is
    filled free about as often as the note says."""
    from nassau.kernel.rng import Rng
    from nassau.marauders.rules.state import CREW
    g = marauders.new_game(["You", "Jonah"], seed=4)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    turn_of(g, "You", 3)
    p = g.players[0]
    place(g, "You", "tortuga", in_port=True)
    p.loc = p.loc[:CREW] + (0,) + p.loc[CREW + 1:]
    g.apply("port")
    note = offer(g, g.parse_action("recruit"))[2]
    said = int(note.split()[1]) / 100
    filled = 0
    for k in range(600):
        twin = g.clone()
        twin.rng = Rng(1000 + k)
        twin.apply("recruit")
        filled += twin.sub == "port" and twin.players[0].loc[CREW] > 0
    assert abs(filled / 600 - said) < 0.07, (filled, note)


def test_stashing_says_the_hidden_glory_it_adds_and_a_raid_says_its_bounty_and_what_a_card_holds():
    from nassau.kernel.english import plural
    from nassau.marauders.rules.scoring import stash_glory
    g = marauders.new_game(["You", "Bot"], seed=3)
    with g.edit() as e:
        e.ship("You", "sloop").at("You", "st-john", in_port=True).gold("You", 40).stash("You", 15).turn("You")
    p = g.players[0]
    for amount in (4, 5, 25):
        more = stash_glory(g, 15 + amount) - stash_glory(g, 15)
        note = stakes.note(g, g.parse_action(f"stash {amount}"))
        assert note.startswith((f"+{plural(more, 'hidden glory point')}" if more else "no glory point yet") + ";")
        assert "safe if the captain dies" in note
    assert stakes._raid(g, p, g.parse_action("raid english")).startswith("an English bounty on ")
    assert "English ports close, its navy may attack" in stakes._raid(g, p, g.parse_action("raid english"))
    assert stakes._raid(g, p, g.parse_action("raid dutch")).startswith("a Dutch bounty on ")
    card = g.comp.cargo[0]
    icon = "escape icon" if card.icon == "escape" else f"hit icon: {card.icon}"
    assert stakes.note(g, g.parse_action(f"discard card {card.id}")) == f"{card.good}, value {card.value}, {icon}"
    assert stakes.note(g, g.parse_action(f"exchange card {card.id}")) == f"{card.good}, value {card.value}, {icon}"


def test_a_mission_button_says_its_check_task_and_reward_and_completing_it_pays_that():
    from .test_missions import give_mission, in_port, offer as lay
    g = in_port("havana")
    lay(g, "grain-for-the-garrison")                      # Havana, Influence 1: food to St. John, 1 glory 6 gold
    claim = g.parse_action("take mission grain-for-the-garrison")
    p = g.players[g.cur]
    won = stakes.pct(chance(g, p, "influence", 0, 1))
    assert offer(g, claim)[2] == f"Influence (1 success) {won}; bring food to St. John for 1 glory point and 6 gold"
    assert describe.in_game(g, claim) == ("claim the mission Grain for the Garrison: an Influence check with "
                                          "1 success; then bring food to St. John for 1 glory point and 6 gold")
    g = in_port("san-juan")
    give_mission(g, "Anja", "escort-the-bishop")           # to San Juan: 1 glory, 8 gold
    done = g.parse_action("complete escort-the-bishop")
    assert offer(g, done)[2] == "+1 glory, +8 gold"
    before = (g.players[g.cur].glory, g.players[g.cur].gold)
    g.apply(done)
    assert (g.players[g.cur].glory - before[0], g.players[g.cur].gold - before[1]) == (1, 8)


def test_buying_a_modification_names_it_on_the_button_with_its_price():
    g = marauders.new_game(["You", "Bot"], seed=3)
    with g.edit() as e:
        e.ship("You", "sloop").at("You", "st-john", in_port=True).gold("You", 40).turn("You")
    g.apply("port")
    mod = g.comp.mods[g.port_mods[g.players[0].zone]]
    name = mod.effect.replace("-", " ")
    note = offer(g, g.parse_action("buy mod"))[2]
    assert note.startswith(name + ", ") and gold_of(note) == -shipyard_price(g)


def shipyard_price(g) -> int:
    from nassau.marauders.rules.shipyard import mod_price
    return mod_price(g, g.players[g.cur])


def test_the_choices_begin_with_the_deciders_ship_in_a_line():
    from nassau.marauders.views.shipboard import status_line
    g = marauders.new_game(["You", "Bot"], seed=3)
    with g.edit() as e:
        e.ship("You", "flute").at("You", "st-john", in_port=True).gold("You", 23).turn("You")
    assert panel_of(g)[0][2] == status_line(g, g.players[0])
    assert status_line(g, g.players[0]) == ("Your flute, in port at St. John · intact: hull 3/3, cargo 4/4, "
                                            "masts 3/3, crew 1/1, cannons 1/1 · goods: none · gold 23 · glory 0")
    g = marauders.new_game(["You", "Bot"], seed=3)                    # before the first ship
    assert status_line(g, g.players[g.cur]).startswith(f"{'Your' if g.cur == 0 else 'Bot' + chr(39) + 's'} "
                                                        "captain has no ship yet")


def test_a_ship_bought_says_the_old_ships_part_and_a_free_rumor_is_said_free_and_costs_nothing():
    from nassau.marauders.rules import shipyard
    g = marauders.new_game(["You", "Bot"], seed=3)
    with g.edit() as e:
        e.ship("You", "sloop").at("You", "curacao", in_port=True).gold("You", 30).turn("You")
    g.apply("port")
    p = g.players[0]
    value = shipyard.sale_value(g, p)
    a = g.parse_action("buy ship flute")
    assert value > 0 and offer(g, a)[2] == (f"{shipyard.net_cost(g, p, a)} gold "
                                            f"({shipyard.ship_price(g, p, g.comp.ships['flute'])} less {value} "
                                            "for your sloop)")
    rumor = g.parse_action("rumor")                  # Curacao: rumors free
    assert offer(g, rumor)[1] == "roll Influence for a rumor card (free here)"
    assert offer(g, rumor)[2].startswith("free; ")
    told = len(g.log())
    g.apply(rumor)
    assert p.gold == 30 and not any("0 gold" in line for line in g.log()[told:])


def test_an_escort_missions_task_names_the_charge_and_placing_a_mod_says_what_it_does():
    g = marauders.new_game(["You", "Bot"], seed=3)
    m = next(m for m in g.comp.missions if m.id == "the-paymasters-chest")
    assert describe.target_words(m) == "escort the mission's charge to Caracas"
    assert stakes.NOTES["place-mod"](g, g.players[0], None) == "face down there, for any captain to buy"
