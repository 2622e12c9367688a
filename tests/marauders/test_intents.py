"""What a click on the Merchants & Marauders map means (nassau.marauders.ui.intents): a zone, a
harbour, a merchant token or a ship stands for the right legal actions, an illegal click names
the rule it breaks and changes nothing, the map marks exactly the legal targets, and the panel
holds every legal action once, in its group."""

import re

import pytest

from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules.kinds import KINDS
from nassau.marauders.ui import intents
from nassau.marauders.views.render import board_svg

from .helpers import captain, give_gold, new, place, sound, turn_of
from .test_render import put_npc


def at(zone_id, in_port=False, seed=1):
    """Anja to act with three actions, her ship in ``zone_id`` (in port or at sea); the other
    captains in St. John's port, out of the way."""
    g = new(seed=seed)
    for name in ("Jonah", "Jon", "Ewan"):
        place(g, name, "st-john", in_port=True)
    turn_of(g, "Anja")
    place(g, "Anja", zone_id, in_port=in_port)
    return sound(g)


def merchant_in(g, zone_id):
    z = g.comp.by_id[zone_id].index
    if g.merchants[z] < 0:
        g.merchants = g.merchants[:z] + g.merchant_track[:1] + g.merchants[z + 1:]
        g.merchant_track = g.merchant_track[1:]
    g._legal = None
    return sound(g)


def no_merchant_in(g, zone_id):
    z = g.comp.by_id[zone_id].index
    if g.merchants[z] >= 0:
        g.merchant_track = g.merchant_track + (g.merchants[z],)
        g.merchants = g.merchants[:z] + (-1,) + g.merchants[z + 1:]
    g._legal = None
    return sound(g)


def notations(g, intent) -> list:
    return [a.notation for a in intents.resolve(g, intent)]


def refused(g, intent) -> str:
    """The rule of a refused click; the game is the same before and after."""
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as info:
        intents.resolve(g, intent)
    assert g.state_dict() == before and info.value.message
    return info.value.rule


# --- sailing -----------------------------------------------------------------------------------------
def test_a_zone_next_to_yours_is_a_move_and_one_further_off_names_the_rule():
    g = at("tortuga")
    assert notations(g, {"zone": "santo-domingo"}) == ["move santo-domingo"]
    assert notations(g, {"harbour": "havana"}) == ["move havana"]         # another zone's harbour: sail there
    assert refused(g, {"zone": "trinidad"}) == "move.adjacent"
    assert refused(g, {"harbour": "bridgetown"}) == "move.adjacent"


def test_from_port_your_own_zone_leaves_it_and_your_own_harbour_is_the_port_action():
    g = at("tortuga", in_port=True)
    assert notations(g, {"zone": "tortuga"}) == ["leave port"]
    assert notations(g, {"harbour": "tortuga"}) == ["port"]
    assert refused(g, {"zone": "havana"}) == "move.in-port"
    g.apply("port")
    g.apply("done")
    assert refused(g, {"harbour": "tortuga"}) == "port.once-a-turn"


def test_at_sea_your_own_harbour_enters_the_port_unless_a_bounty_closes_it():
    g = at("havana")
    assert notations(g, {"harbour": "havana"}) == ["enter port"]
    captain(g, "Anja").bounty = (0, 0, 2, 0)           # Spanish bounties (two, for a diplomat): Havana is closed
    g._legal = None
    assert refused(g, {"harbour": "havana"}) == "port.closed"


def test_at_port_royal_a_pirate_with_an_english_bounty_clicks_the_harbour_to_pay_or_roll():
    g = at("port-royal")
    captain(g, "Anja").bounty = (2, 0, 0, 0)            # (two, for a diplomat)
    g._legal = None
    assert notations(g, {"harbour": "port-royal"}) == ["enter port pay", "enter port roll"]
    captain(g, "Anja").gold = 1                         # (the bank keeps the rest: not checked here)
    g._legal = None
    assert notations(g, {"harbour": "port-royal"}) == ["enter port roll"]


def test_your_own_ship_or_zone_at_sea_asks_what_to_do_there():
    g = merchant_in(at("tortuga"), "tortuga")
    found = notations(g, {"piece": "captain 0"})
    assert found == notations(g, {"zone": "tortuga"}) and set(found) == {"enter port", "scout merchant"}
    assert intents.asks(g, {"piece": "captain 0"}) and intents.asks(g, {"zone": "tortuga"})
    assert not intents.asks(g, {"zone": "havana"}) and not intents.asks(g, {"merchant": "tortuga"})
    assert "choose below what to do there" in intents.choice_prompt(g, {"zone": "tortuga"},
                                                                   intents.resolve(g, {"zone": "tortuga"}))


# --- scouting ------------------------------------------------------------------------------------------
def test_the_merchant_token_in_your_zone_is_scouted_and_one_elsewhere_is_not():
    g = merchant_in(merchant_in(at("tortuga"), "tortuga"), "havana")
    assert notations(g, {"merchant": "tortuga"}) == ["scout merchant"]
    assert refused(g, {"merchant": "havana"}) == "scout.same-zone"
    g = at("tortuga", in_port=True)
    merchant_in(g, "tortuga")
    assert refused(g, {"merchant": "tortuga"}) == "scout.at-sea"


def test_an_npc_or_a_captain_in_your_zone_is_scouted():
    g = put_npc(put_npc(at("tortuga"), "english", "tortuga"), "pirate-large", "havana")
    place(g, "Jonah", "tortuga")
    place(g, "Jon", "tortuga", in_port=True)
    place(g, "Ewan", "havana")
    assert notations(g, {"piece": "npc english"}) == ["scout navy english"]
    assert notations(g, {"piece": "captain 1"}) == ["scout captain Jonah"]
    assert refused(g, {"piece": "npc pirate-large"}) == "scout.same-zone"
    assert refused(g, {"piece": "captain 3"}) == "scout.same-zone"
    assert refused(g, {"piece": "captain 2"}) == "scout.in-port"
    assert refused(g, {"piece": "npc french"}) == "intent"                # not on the board


# --- the wrong moment, nonsense -------------------------------------------------------------------------
def test_the_map_waits_while_another_decision_is_open():
    g = at("st-john", in_port=True)
    give_gold(g, "Anja", 10)
    g.apply("port")
    rule = refused(g, {"zone": "st-maarten"})
    assert rule == "sequence"
    assert notations(g, {"action": "done"}) == ["done"]                    # the panel's buttons still work


@pytest.mark.parametrize("intent, rule", [
    ({"zone": "atlantis"}, "intent"), ({"piece": "captain 9"}, "intent"), ({"piece": "kraken"}, "intent"),
    ({"zone": 3}, "intent"), ({"sail": "havana"}, "intent"), ({}, "intent"), ("havana", "intent"),
    ({"zone": "havana", "harbour": "havana"}, "intent"), ({"action": "fly home"}, "notation"),
    ({"action": "move trinidad"}, "move.adjacent")])
def test_a_click_that_means_nothing_says_so(intent, rule):
    assert refused(at("tortuga"), intent) == rule


# --- what the map marks ------------------------------------------------------------------------------------
def marked(svg: str) -> dict:
    """{kind: {key}} of the elements the SVG marks as targets."""
    out = {"zone": set(), "harbour": set(), "merchant": set(), "piece": set()}
    for tag in re.findall(r"<(?:g|rect|circle)\b[^>]*>", svg):
        if re.search(r'class="[^"]*\btarget\b', tag):
            kind, key = re.search(r'data-(zone|harbour|merchant|piece)="([^"]*)"', tag).groups()
            out[kind].add(key)
    return out


def test_the_map_marks_exactly_the_legal_targets():
    g = put_npc(merchant_in(at("tortuga"), "tortuga"), "english", "tortuga")
    place(g, "Jonah", "tortuga")
    want = {"zone": {"nassau", "havana", "santo-domingo", "petite-goave", "port-royal"}, "harbour": {"tortuga"},
            "merchant": {"tortuga"}, "piece": {"npc english", "captain 1"}}
    assert intents.targets(g) == want
    assert marked(str(board_svg(g, interactive=True, marks=intents.targets(g)))) == want
    for kind, keys in want.items():                       # each target takes the click it is marked for
        for key in keys:
            assert intents.resolve(g, {kind: key})


def test_in_port_the_map_marks_your_zone_to_leave_and_your_harbour_for_the_port_action():
    g = no_merchant_in(at("tortuga", in_port=True), "tortuga")
    assert intents.targets(g) == {"zone": {"tortuga"}, "harbour": {"tortuga"}, "merchant": set(), "piece": set()}


def test_the_static_map_has_no_targets_and_the_widgets_map_is_byte_stable():
    g = merchant_in(at("tortuga"), "tortuga")
    static = str(board_svg(g))
    assert static == str(g.to_svg())
    assert "target" not in static and "data-harbour" not in static and "data-merchant" not in static
    live = str(board_svg(g, interactive=True, marks=intents.targets(g)))
    assert live == str(board_svg(g.clone(), interactive=True, marks=intents.targets(g.clone()))) and "<style>" not in live
    assert "target" in live


def test_nothing_is_marked_outside_a_turns_actions():
    g = at("st-john", in_port=True)
    give_gold(g, "Anja", 10)
    g.apply("port")
    assert not any(intents.targets(g).values())
    assert 'class="zone target"' not in str(board_svg(g, interactive=True))


# --- the panel ---------------------------------------------------------------------------------------------
def grouped(g) -> list:
    kind, title, groups = intents.panel(g)
    return [a.notation for _, actions in groups for a in actions]


def test_the_port_panel_holds_every_legal_action_once_in_its_group():
    g = at("st-john", in_port=True)
    give_gold(g, "Anja", 30)
    g.apply("port")
    kind, title, groups = intents.panel(g)
    assert kind == "port" and title == "Port action in St. John"
    names = [name for name, _ in groups]
    assert names[-1] == "Finish" and "Market" in names and "Shipyard" in names
    assert sorted(grouped(g)) == sorted(g.legal_actions().notations())
    assert all(KINDS[a.kind].group == name for name, actions in groups for a in actions)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_decision_of_a_game_is_in_the_panel_exactly_once(seed):
    from nassau.kernel.rng import Rng
    from nassau import marauders
    g, pick, kinds = marauders.new_game(players=4, seed=seed), Rng(seed), set()
    for _ in range(600):
        if g.is_over:
            break
        assert sorted(grouped(g)) == sorted(g.legal_actions().notations())
        kinds.add(intents.panel(g)[0])
        options = g.legal_actions()
        g.apply(options[pick.below(len(options))])
    assert {"setup", "turn", "port"} <= kinds


def test_every_kind_of_decision_has_a_panel_group_and_words():
    """Each kind's declaration gives its group, shown in the panel's order, and its words."""
    assert [k.name for k in KINDS.values() if k.group not in intents.ORDER] == []
    assert [k.name for k in KINDS.values() if k.words is None] == ["play"]   # its card's text
    assert intents.groups() == intents.ORDER


def test_a_plug_ins_own_group_comes_before_the_glory_cards(monkeypatch):
    from nassau.marauders.rules.kinds import Kind
    monkeypatch.setitem(KINDS, "wave", Kind("wave", None, group="Waving", words="wave at the other ship"))
    order = intents.groups()
    assert order.index("Waving") == order.index("Glory cards") - 1 and order[-1] == "Finish"
