"""Seas of Glory module 3's Smuggler's Hold (smugglers_hold.py) and The Plank (the_plank.py),
the two modifications that need other modules; scripted dice."""

import json

import pytest

from nassau import marauders
from nassau.kernel.game import final_hash, state_hash
from nassau.marauders.seas_of_glory import contraband, switches
from nassau.marauders.rules import hits
from nassau.marauders.seas_of_glory.loyalty import CONTENT, RESTLESS
from nassau.marauders.rules.state import CARGO, CREW

from .helpers import NAMES, captain, give_gold, legal, load_dice, place, set_captain, set_ship, sound, turn_of
from .test_npcs_and_events import draw_this
from .test_sog_contraband import box, card_for, offer, plain
from .test_shipyard import give_mod

HOLD = {"ship-mods", "contraband", "smugglers-hold"}
PLANK = {"ship-mods", "loyalty", "the-plank"}


def game(modules, seed=3, **options):
    g = marauders.new_game(players=NAMES[:2], seed=seed, modules=modules, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    for q in g.players:                      # no glory card to play: the legal choices are the rule's
        g.glory_discard += q.hand
        q.hand = ()
    return g


def smuggler(*dests, hold=True, **options):
    """Anja in a sloop at sea with contraband for ``dests`` (the first in the hold if ``hold``)."""
    g = game(HOLD, **options)
    place(g, "Anja", "caribbean-sea")
    set_ship(g, "Anja", "sloop")
    if hold:
        give_mod(g, "Anja", "smugglers-hold")
    box(g, "Anja", *dests)
    return g, captain(g, "Anja")


def set_cargo(p, n):
    p.loc = p.loc[:CARGO] + (n,) + p.loc[CARGO + 1:]


# --- Smuggler's Hold: hold space ------------------------------------------------------------------
def test_the_switches_are_playable_with_their_modules():
    playable = switches.playable()["modules"]
    assert "smugglers-hold" in playable and "the-plank" in playable
    g = game(HOLD | PLANK)
    held = [m for m in g.port_mods if m >= 0] + list(g.mod_supply)
    kinds = {g.comp.mods[m].effect for m in held}
    assert {"smugglers-hold", "the-plank"} <= kinds
    sound(g)


def test_the_first_card_of_the_box_takes_no_hold_space_and_only_one():
    g, p = smuggler("tortuga", "havana")
    assert contraband.aboard(g, p) == 1 and contraband.exposed(g, p) == p.contraband[1:]
    g2, q = smuggler("tortuga", "havana", hold=False)
    assert contraband.aboard(g2, q) == 2


def test_without_the_switch_a_hold_token_would_do_nothing():
    g = game({"ship-mods", "contraband"})
    p = captain(g, "Anja")
    box(g, "Anja", "tortuga")
    from nassau.marauders.seas_of_glory import smugglers_hold
    assert smugglers_hold.hidden(g, p) == 0 and contraband.aboard(g, p) == 1


def test_an_empty_hold_lets_one_more_contraband_card_be_bought_than_the_holds_have_room_for():
    g = game(HOLD)
    p = place(g, "Anja", "havana", in_port=True)
    set_ship(g, "Anja", "sloop")
    give_mod(g, "Anja", "smugglers-hold")
    turn_of(g, "Anja")
    give_gold(g, "Anja", 20)
    p.goods = tuple(plain(g, "wood") for _ in range(p.loc[CARGO]))      # the holds full
    g._legal = None
    g.apply("port")
    assert "buy goods" in legal(g)
    offer(g, card_for(g, "nassau"), card_for(g, "curacao"))
    assert legal(g) == {"buy contraband curacao", "buy contraband nassau", "buy no contraband"}
    g.apply("buy contraband nassau")
    assert len(p.contraband) == 1 and contraband.aboard(g, p) == p.loc[CARGO]
    sound(g)


def hold_buyer(*already):
    """Anja in port at Havana, a sloop with a Smuggler's Hold and contraband for ``already``,
    20 gold, the cargo on offer: contraband for Nassau and for Curacao."""
    g = game(HOLD)
    p = place(g, "Anja", "havana", in_port=True)
    set_ship(g, "Anja", "frigate")
    give_mod(g, "Anja", "smugglers-hold")
    box(g, "Anja", *already)
    turn_of(g, "Anja")
    give_gold(g, "Anja", 20)
    g.apply("port")
    offer(g, card_for(g, "nassau"), card_for(g, "curacao"))
    return g, p


def ports_of(g, p):
    return [g.comp.cargo[c].destination for c in p.contraband]


@pytest.mark.parametrize("answer, first", [("hide contraband tortuga", "tortuga"), ("hide contraband nassau", "nassau")])
def test_the_captain_picks_the_card_his_hold_keeps_when_the_box_changes(answer, first):
    g, p = hold_buyer("tortuga")
    g.apply("buy contraband nassau")
    assert g.sub == "question" and g.question.kind == "hide" and g.question.facts == ("tortuga", "nassau")
    assert legal(g) == {"hide contraband tortuga", "hide contraband nassau"}
    assert g.prompt() == ("Round 1: Anja chooses the contraband card the Smuggler's Hold keeps "
                          "(the hold keeps the card for Tortuga).")
    g.apply(answer)
    assert ports_of(g, p)[0] == first and contraband.exposed(g, p) == p.contraband[1:]
    assert ("Anja puts the contraband for Nassau in the Smuggler's Hold." in g.log()) == (first == "nassau")
    sound(g)


def test_cards_for_one_port_only_ask_nothing():
    g, p = hold_buyer("nassau")
    g.apply("buy contraband nassau")
    assert g.sub == "goods" and ports_of(g, p) == ["nassau", "nassau"]


def test_selling_the_holds_card_asks_again_which_one_moves_in():
    g = game(HOLD)
    p = place(g, "Anja", "tortuga", in_port=True)
    set_ship(g, "Anja", "frigate")
    give_mod(g, "Anja", "smugglers-hold")
    box(g, "Anja", "tortuga", "havana", "nassau")
    turn_of(g, "Anja")
    g.apply("port")
    g.apply("sell contraband 1")
    assert g.sub == "question" and g.question.facts == ("havana", "nassau")
    g.apply("hide contraband nassau")
    assert ports_of(g, p) == ["nassau", "havana"]
    sound(g)


def test_the_bot_keeps_in_the_hold_a_card_for_a_port_open_to_it():
    from nassau.marauders.bots.heuristic import HeuristicBot
    g, p = hold_buyer("nassau")
    p.bounty = (1, 0, 0, 0)                 # an English bounty closes Nassau; Dutch Curacao stays open
    g.apply("buy contraband curacao")
    assert g.sub == "question"
    assert HeuristicBot(1, "trader").choose(g).notation == "hide contraband curacao"


def navy_ahead(g):
    """The English navy at Port Royal, and Anja's turn one zone away; every die a 6."""
    g.edit().npc("english", "port-royal")
    start = next(z for z in g.comp.links[g.comp.by_id["port-royal"].index].values()
                 if z not in ("nassau", "tortuga", "trinidad"))
    place(g, "Anja", start)
    turn_of(g, "Anja")
    load_dice(g, *[6] * 20)


# --- Smuggler's Hold: damage and card effects -----------------------------------------------------
@pytest.mark.parametrize("answer", ["lose from holds", "lose from contraband"])
def test_cargo_hits_never_take_the_hidden_card(answer, monkeypatch):
    monkeypatch.setattr(contraband, "ask", lambda game, seat, kind, what, choices, facts=(): answer)
    for seed in range(8):
        g, p = smuggler("tortuga", "havana", seed=seed)
        hidden = p.contraband[0]
        p.goods = (plain(g, "wood"),)
        set_cargo(p, 2)
        hits.on_captain(g, p, CARGO, "a test")
        hits.on_captain(g, p, CARGO, "a test")
        assert p.contraband == (hidden,) and p.goods == () and p.loc[CARGO] == 0
        sound(g)


def test_a_smaller_ship_without_the_hold_spills_the_card_again():
    g, p = smuggler("tortuga")
    p.mods = ()                                 # the Hold went back to the ports with the old ship
    g.mod_supply += tuple(m.index for m in g.comp.mods if m.effect == "smugglers-hold"
                          and m.index not in g.mod_supply + g.port_mods)
    set_cargo(p, 0)
    hits.spill(g, p)
    assert p.contraband == ()
    sound(g)


def test_a_navy_does_not_search_a_captain_whose_only_contraband_is_hidden():
    g, p = smuggler("tortuga")
    navy_ahead(g)
    g.apply("move port-royal")
    assert g.sub == "action" and g.fight is None and len(p.contraband) == 1
    sound(g)


def test_a_navy_finds_the_rest_and_a_dump_leaves_the_hidden_card():
    g, p = smuggler("tortuga", "havana")
    hidden = p.contraband[0]
    navy_ahead(g)
    g.apply("move port-royal")
    assert g.sub == "searched"
    g.apply("dump contraband")
    assert p.contraband == (hidden,) and g.fight is None
    assert "Anja dumps 1 contraband card overboard." in g.log()
    sound(g)


def test_the_hidden_card_sells_at_its_port_and_the_next_moves_into_the_hold():
    g, p = smuggler("havana", "tortuga")
    place(g, "Anja", "havana", in_port=True)
    turn_of(g, "Anja")
    g.apply("port")
    g.apply("sell contraband 1")
    assert [g.comp.cargo[c].destination for c in p.contraband] == ["tortuga"]
    assert contraband.aboard(g, p) == 0
    sound(g)


def test_save_and_load_keep_the_hidden_card():
    g, p = smuggler("havana", "tortuga")
    d = g.state_dict()
    h = marauders.Game._from_state(d)
    assert h.state_dict() == d and contraband.aboard(h, h.players[p.seat]) == 1


# --- The Plank --------------------------------------------------------------------------------------
def planked(with_plank=True, **options):
    g = game(PLANK, **options)
    set_captain(g, "Anja", "william-ashby")     # Leadership 2
    place(g, "Anja", "caribbean-sea")
    set_ship(g, "Anja", "sloop")
    if with_plank:
        give_mod(g, "Anja", "the-plank")
    return g, captain(g, "Anja")


def npc_card(g):
    return next(c for c in g.event_deck if g.comp.events[c].kind == "npc")


def lv(g, name):
    return g.loyalty[captain(g, name).seat]


def asked_at_the_round_end(g):
    """End turns until the next round's event card (an NPC's, put on top) asks Anja how her
    Plank keeps the crew's loyalty: the question stops the decision that drew it."""
    card = npc_card(g)
    g.event_deck = (card,) + tuple(c for c in g.event_deck if c != card)
    while g.sub == "action":
        g.apply("end turn")
    assert g.sub == "question" and g.question.kind == "plank" and g.current_player == captain(g, "Anja").seat
    assert g.prompt() == "Round 1: Anja chooses how The Plank keeps the crew's loyalty " \
                         "(an NPC was drawn: the crew's loyalty would drop)."
    return g


@pytest.mark.parametrize("answer, dice, level, crew_lost", [
    ("plank leadership", (5, 1), CONTENT, 0),     # a success: the loyalty holds, no crew lost
    ("plank leadership", (4, 1), RESTLESS, 0),    # a failure: the step drops as without the Plank
    ("plank crew", (), CONTENT, 1),               # a sailor walks the plank: no roll
])
def test_the_captain_chooses_the_planks_check_or_a_crew_point_before_rolling(answer, dice, level, crew_lost):
    g, p = planked()
    crew = p.loc[CREW]
    asked_at_the_round_end(g)
    assert legal(g) == {"plank leadership", "plank crew"}
    load_dice(g, *dice)
    g.apply(answer)
    assert g.round == 2 and lv(g, "Anja") == level
    assert p.loc[CREW] == crew - crew_lost and not g.rng.faces
    assert g.sub != "question"
    sound(g)


def test_a_plank_question_is_saved_loaded_and_answered_and_cannot_be_undone_past():
    g, p = planked()
    asked_at_the_round_end(g)
    d = g.state_dict()
    h = marauders.Game._from_state(d)
    assert h.question == g.question and h.legal_actions().notations() == g.legal_actions().notations()
    with pytest.raises(Exception, match="undo stops there"):
        g.undo()
    h.apply("plank crew")
    assert h.sub == "action" and h.round == 2


def test_with_no_crew_left_the_plank_rolls_the_check_unasked():
    g, p = planked()
    p.loc = p.loc[:CREW] + (0,) + p.loc[CREW + 1:]
    load_dice(g, 6, 1)
    draw_this(g, npc_card(g))
    assert lv(g, "Anja") == CONTENT and p.loc[CREW] == 0 and not g.rng.faces
    sound(g)


def test_without_the_plank_the_npc_event_costs_a_step_and_rolls_nothing():
    g, p = planked(with_plank=False)
    load_dice(g)
    draw_this(g, npc_card(g))
    assert lv(g, "Anja") == RESTLESS


def test_the_plank_does_not_save_a_stash_step():
    g, p = planked()
    place(g, "Anja", "st-john", in_port=True)
    set_ship(g, "Anja", "sloop")
    turn_of(g, "Anja")
    give_gold(g, "Anja", 10)
    g.apply("port")
    load_dice(g)
    g.apply("stash 2")
    assert lv(g, "Anja") == RESTLESS


def test_the_plank_option_is_gone_and_records_naming_it_still_load():
    with pytest.raises(Exception, match="no longer an option.*plank crew"):
        game(PLANK, plank="crew")
    g = marauders.new_game(players=NAMES[:2], seed=3, modules=PLANK)
    g.apply("ship sloop")
    g.apply("ship flute")
    record = json.loads(g.to_json())
    record["start"]["options"]["plank"] = "crew"         # saved when the choice was an option
    record["start_hash"] = state_hash({"start": record["start"], "start_log": record["start_log"]})
    record["final"] = final_hash({**g.state_dict(), "options": {**g.opts.to_record(), "plank": "crew"}})
    loaded = marauders.Game.from_json(json.dumps(record))
    assert json.loads(loaded.to_json())["start"]["options"]["plank"] == "crew"      # saved back as it was
    assert loaded.opts == g.opts


# --- random games -------------------------------------------------------------------------------------
def test_random_games_with_both_modifications_keep_every_invariant():
    """30 seeded random games with a round limit; after the first ships, the first seat gets a
    Smuggler's Hold and two contraband cards and every seat a Plank, so both rules are played."""
    from nassau.kernel.rng import Rng
    modules = {"ship-mods", "contraband", "smugglers-hold", "loyalty", "the-plank"}
    hidden = saved = 0
    for seed in range(30):
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options={"round_limit": 10}, modules=modules)
        r = Rng(seed * 17 + 3)
        while g.sub == "first-ship":
            g.apply(g.legal_actions()[0])
        first = g.players[0].name
        give_mod(g, first, "smugglers-hold")
        box(g, first, "havana", "tortuga")
        for q in g.players[:2]:
            give_mod(g, q.name, "the-plank")
        assert g.problems() == []
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, f"seed {seed}: nothing to do at {g.prompt()}"
            if g.ply % 25 == 0:
                d = g.state_dict()
                assert marauders.Game._from_state(d).state_dict() == d
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
            hidden += contraband.aboard(g, g.players[0]) < len(g.players[0].goods) + len(g.players[0].contraband)
        saved += "(the Plank)" in "\n".join(g.log())
        assert g.round <= 10
    assert hidden and saved
