"""Seas of Glory module 11, crew loyalty (the rulebook's 模組11 - 船員忠誠度, fact sheet §9.11): the
track and its public display, every effect from Fierce Loyalty to Mutiny, every way to lose
or gain a step, death's reset, save and load, refusals, and random games; scripted dice."""

import random

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.rules import combat, death, market
from nassau.marauders.seas_of_glory import loyalty
from nassau.marauders.seas_of_glory.loyalty import ANGRY, CONTENT, FIERCE, HAPPY, PLEASED, RESTLESS, UNHAPPY
from nassau.marauders.rules.serialize import state_dict

from .helpers import captain, give_glory, give_gold, legal, load_dice, place, set_captain, set_ship, sound, turn_of
from .test_npcs_and_events import draw_this


def new(seed=3, n=2, **options):
    g = marauders.new_game(players=["Anja", "Jonah", "Jon"][:n], seed=seed, options=options or None,
                           modules={"loyalty"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def anja(g, where="st-john", in_port=True, level=CONTENT, gold=10, cap="william-ashby"):
    """Anja (William Ashby: Leadership 2, home St John) in ``where``, her turn, her crew at ``level``."""
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Jonah", "curacao", in_port=True)
    p = place(g, "Anja", where, in_port=in_port)
    set_ship(g, "Anja", "flute")
    give_gold(g, "Anja", gold)
    for q in g.players:                      # no glory card to play: the legal choices are the rule's
        g.glory_discard += q.hand
        q.hand = ()
    g.loyalty = tuple(level if q.seat == p.seat else CONTENT for q in g.players)
    turn_of(g, "Anja")
    return p


def lv(g, name="Anja"):
    return g.loyalty[captain(g, name).seat]


# --- the track --------------------------------------------------------------------------------
def test_every_crew_starts_content_and_the_track_is_public():
    g = new()
    assert g.loyalty == (CONTENT, CONTENT) and loyalty.LEVELS[CONTENT] == "Content"
    g.loyalty = (HAPPY, CONTENT)
    from nassau.marauders.views.shipboard import board_html, board_text
    text = board_text(g, g.players[0])
    assert "crew loyalty: Fierce Loyalty · [Happy] · Pleased" in text
    assert "[Happy]" in str(board_html(g, g.players[0]))
    assert g.observation("Jonah")["loyalty"] == ["Happy", "Content"]
    plain = marauders.new_game(2, seed=3)
    assert "loyalty" not in board_text(plain, plain.players[0]) and "loyalty" not in plain.observation(0)
    from nassau.marauders.seas_of_glory.switches import playable
    assert "loyalty" in playable()["modules"]


# --- losing steps ----------------------------------------------------------------------------
def test_an_npc_event_card_costs_every_crew_a_step_and_an_event_without_one_does_not():
    g = new()
    anja(g)
    npc = next(c for c in g.event_deck if g.comp.events[c].kind == "npc")
    draw_this(g, npc)
    assert g.loyalty == (RESTLESS, RESTLESS)
    plain = next(c for c in g.event_deck if g.comp.events[c].kind == "event" and g.comp.events[c].effect == "calm")
    draw_this(g, plain)
    assert g.loyalty == (RESTLESS, RESTLESS)
    sound(g)


def test_a_dead_captain_without_a_ship_has_no_crew_to_lose_a_step():
    g = new()
    p = anja(g)
    p.dead, p.ship = True, ""
    draw_this(g, next(c for c in g.event_deck if g.comp.events[c].kind == "npc"))
    assert g.loyalty == (CONTENT, RESTLESS)


def test_declaring_a_stash_costs_a_step():
    g = new()
    p = anja(g)
    g.apply("port")
    g.apply("stash 4")
    assert p.stash == 4 and lv(g) == RESTLESS
    sound(g)


def test_a_turn_begun_and_ended_in_the_same_port_costs_a_step():
    g = new()
    p = anja(g)
    g.loyalty_start = p.zone
    g.apply("end turn")
    assert lv(g) == RESTLESS


def test_leaving_the_port_and_ending_elsewhere_costs_nothing():
    g = new()
    p = anja(g)
    g.loyalty_start = p.zone
    g.apply("leave port")
    g.apply("end turn")
    assert lv(g) == CONTENT


def test_the_turn_records_the_port_it_begins_in():
    g = new()
    p = anja(g)
    from nassau.marauders.rules import turns
    g.turn_no = 0
    g.first = p.seat
    turns.start_turn(g)
    assert g.loyalty_start == p.zone
    p.in_port = False
    turns.start_turn(g)
    assert g.loyalty_start == -1


# --- gaining steps ---------------------------------------------------------------------------
def test_each_glory_point_gained_is_a_step_up_never_past_fierce_loyalty():
    from nassau.marauders.rules import glory
    g = new()
    p = anja(g, level=RESTLESS)
    glory.gain(g, p, 2, "a test")
    assert lv(g) == PLEASED
    glory.gain(g, p, 5, "a test")
    assert lv(g) == FIERCE


def test_paying_the_crew_in_a_port_action_once_at_the_reconstructed_price():
    g = new()
    p = anja(g, level=ANGRY, gold=10)
    bank = g.bank
    g.apply("port")
    g.apply("pay crew")                       # Angry -> Unhappy: 1 gold
    assert lv(g) == UNHAPPY and p.gold == 9 and g.bank == bank + 1
    assert "pay crew" not in legal(g)         # once a port action
    with pytest.raises(IllegalActionError) as err:
        g.apply("pay crew")
    assert err.value.rule == "loyalty.once"
    assert loyalty.PRICES == {FIERCE: 6, HAPPY: 5, PLEASED: 4, CONTENT: 3, RESTLESS: 2, UNHAPPY: 1, ANGRY: 1}
    sound(g)


def test_paying_the_crew_costs_the_next_steps_gold_and_needs_it():
    g = new()
    p = anja(g, level=HAPPY, gold=6)
    g.apply("port")
    assert "pay crew" in legal(g)
    g.apply("pay crew")
    assert lv(g) == FIERCE and p.gold == 0
    g = new()
    anja(g, level=HAPPY, gold=5)
    g.apply("port")
    assert "pay crew" not in legal(g)
    with pytest.raises(IllegalActionError) as err:
        g.apply("pay crew")
    assert err.value.rule == "loyalty.price"


def test_the_flat_price_option():
    g = new(loyalty_prices="flat")
    p = anja(g, level=HAPPY, gold=3)            # 6 gold with the reconstructed prices
    g.apply("port")
    g.apply("pay crew")
    assert lv(g) == FIERCE and p.gold == 0


def test_no_paying_at_the_top_nor_without_the_module():
    g = new()
    anja(g, level=FIERCE)
    g.apply("port")
    assert "pay crew" not in legal(g)
    g = marauders.new_game(players=["Anja", "Jonah"], seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    anja(g)
    g.apply("port")
    with pytest.raises(IllegalActionError) as err:
        g.apply("pay crew")
    assert err.value.rule == "loyalty.module"


# --- Fierce Loyalty --------------------------------------------------------------------------
def test_fierce_loyalty_rallies_once_a_turn_for_an_action_and_a_step():
    g = new()
    anja(g, level=FIERCE)
    assert "rally crew" in legal(g)
    load_dice(g, 5, 1)
    g.apply("rally crew")
    assert g.actions_left == 4 and lv(g) == HAPPY
    assert "rally crew" not in legal(g)


def test_a_failed_rally_changes_nothing_but_is_spent_for_the_turn():
    g = new()
    anja(g, level=FIERCE)
    load_dice(g, 4, 1)
    g.apply("rally crew")
    assert g.actions_left == 3 and lv(g) == FIERCE
    assert "rally crew" not in legal(g)
    with pytest.raises(IllegalActionError) as err:
        g.apply("rally crew")
    assert err.value.rule == "loyalty.once"


def test_only_fierce_loyalty_rallies():
    g = new()
    anja(g, level=HAPPY)
    assert "rally crew" not in legal(g)
    with pytest.raises(IllegalActionError) as err:
        g.apply("rally crew")
    assert err.value.rule == "loyalty.fierce"


# --- Happy and Angry: crew combat ------------------------------------------------------------
@pytest.mark.parametrize("level,dice", [(FIERCE, 3), (HAPPY, 3), (PLEASED, 2), (CONTENT, 2), (UNHAPPY, 2),
                                        (ANGRY, 1)])
def test_crew_combat_leadership_is_one_more_happy_and_one_less_angry(level, dice):
    g = new()
    p = anja(g, level=level)
    assert combat._crew_dice(g, p.seat) == dice


# --- Pleased and Restless: recruiting and specialists ----------------------------------------
def _short_crew(g, p):
    set_ship(g, p.name, "frigate")              # crew 3, 1 aboard
    p.loc = p.loc[:3] + (1,) + p.loc[4:]


def test_pleased_recruits_free_without_a_roll_even_a_pirate_at_petite_goave():
    g = new()
    p = anja(g, "petite-goave", level=PLEASED)
    p.bounty = (1, 0, 0, 0)
    _short_crew(g, p)
    g.apply("port")
    g.apply("recruit")                        # no dice scripted: no roll
    assert p.loc[3] == 3


def test_content_pirate_may_not_recruit_at_petite_goave():
    g = new()
    p = anja(g, "petite-goave", level=CONTENT)
    p.bounty = (1, 0, 0, 0)
    _short_crew(g, p)
    g.apply("port")
    assert "recruit" not in legal(g)


def test_restless_gets_no_free_recruiting_of_any_kind():
    g = new()
    p = anja(g, "port-royal", level=RESTLESS)
    p.bounty = (1, 0, 0, 0)                    # Port Royal fills a pirate's crew free, but not now
    _short_crew(g, p)
    g.apply("port")
    load_dice(g, 1, 1)
    g.apply("recruit")
    assert p.loc[3] == 1 and g.sub == "hire"
    g = new()
    p = anja(g, "bridgetown", level=RESTLESS, cap="mary-cartwright")     # the quartermaster too
    _short_crew(g, p)
    g.apply("port")
    load_dice(g, 1, 1, 1, 1)
    g.apply("recruit")
    assert p.loc[3] == 1


def test_restless_switches_specialists_off_and_forbids_hiring_them():
    g = new()
    p = anja(g, level=CONTENT)
    card = give_glory(g, "Anja", "specialist-bosun")
    merchant = give_glory(g, "Anja", "specialist-merchant")
    g.apply(f"play {card}")
    g.apply(f"play {merchant}")
    from nassau.marauders.rules.checks import skill
    assert skill(g, p, "leadership") == 3
    priced = market.sale_price(g, p, p.zone, "sugar")
    g.loyalty = (RESTLESS, CONTENT)
    assert skill(g, p, "leadership") == 2
    assert market.sale_price(g, p, p.zone, "sugar") == priced - 1
    other = give_glory(g, "Anja", "specialist-navigator")
    g._legal = None
    assert f"play {other}" not in legal(g)


def test_pleased_hires_one_specialist_in_a_port_action_once_a_turn():
    g = new()
    anja(g, level=PLEASED)
    a = give_glory(g, "Anja", "specialist-bosun")
    b = give_glory(g, "Anja", "specialist-navigator")
    g.apply("port")
    assert {f"play {a}", f"play {b}"} <= legal(g)
    g.apply(f"play {a}")
    assert f"play {b}" not in legal(g)
    g = new()
    anja(g, level=CONTENT)
    a = give_glory(g, "Anja", "specialist-bosun")
    g.apply("port")
    assert f"play {a}" not in legal(g)         # Content: specialists only in the action decision


# --- Unhappy: a check before a glory card ----------------------------------------------------
def test_unhappy_plays_a_glory_card_after_a_successful_check():
    g = new()
    anja(g, level=UNHAPPY)
    card = give_glory(g, "Anja", "extra-action")
    load_dice(g, 6, 1)
    g.apply(f"play {card}")
    assert g.actions_left == 4 and not captain(g, "Anja").hand


def test_unhappy_keeps_the_card_after_a_failed_check_and_plays_none_until_next_turn():
    g = new()
    p = anja(g, level=UNHAPPY)
    card = give_glory(g, "Anja", "extra-action")
    load_dice(g, 4, 1)
    g.apply(f"play {card}")
    assert g.actions_left == 3 and len(p.hand) == 1
    assert f"play {card}" not in legal(g)
    loyalty.start_turn(g, p)
    g._legal = None
    assert f"play {card}" in legal(g)
    sound(g)


def test_content_plays_glory_cards_without_a_check():
    g = new()
    anja(g, level=RESTLESS)
    card = give_glory(g, "Anja", "extra-action")
    g.apply(f"play {card}")                  # no dice scripted: no roll
    assert g.actions_left == 4


# --- Mutiny ---------------------------------------------------------------------------------
def test_mutiny_put_down_sets_the_crew_angry():
    g = new()
    p = anja(g, level=ANGRY)
    g.apply("port")
    load_dice(g, 5, 1)
    g.apply("stash 2")
    assert lv(g) == ANGRY and not p.dead
    sound(g)


def test_a_failed_mutiny_kills_the_captain_and_the_new_crew_is_content():
    g = new()
    p = anja(g, level=ANGRY)
    old = p.card
    g.apply("port")
    load_dice(g, 4, 1)
    g.apply("stash 2")
    assert p.dead and p.card != old and lv(g) == CONTENT
    assert g.cur != p.seat or g.sub == "new-ship"          # the port action and turn are over
    sound(g)


def test_an_npc_card_can_bring_a_mutiny_between_rounds():
    g = new()
    p = anja(g, level=ANGRY)
    load_dice(g, 1, 1)
    draw_this(g, next(c for c in g.event_deck if g.comp.events[c].kind == "npc"))
    assert p.dead and lv(g) == CONTENT and lv(g, "Jonah") == RESTLESS


def test_death_resets_the_track_to_content():
    g = new()
    p = anja(g, level=HAPPY)
    death.die(g, p)
    assert lv(g) == CONTENT
    sound(g)


def test_an_unhappy_crew_may_refuse_the_survivor_card():
    g = new()
    p = anja(g, level=UNHAPPY)
    give_glory(g, "Anja", "survivor")
    old = p.card
    load_dice(g, 1, 1)
    death.die(g, p)
    assert p.card != old                       # the card was refused: the captain died
    g = new()
    p = anja(g, level=UNHAPPY)
    give_glory(g, "Anja", "survivor")
    old = p.card
    load_dice(g, 6, 1)
    death.die(g, p)
    assert p.card == old and lv(g) == CONTENT  # shipwrecked: a new crew


# --- records ----------------------------------------------------------------------------------
def test_the_track_is_saved_and_loaded():
    g = new()
    p = anja(g, level=UNHAPPY)
    g.loyalty_used = (("barred",), ())
    g.loyalty_start = p.zone
    d = state_dict(g)
    h = marauders.Game._from_state(d)
    assert h.loyalty == g.loyalty and h.loyalty_used == g.loyalty_used and h.loyalty_start == p.zone
    assert state_dict(h) == d


def test_a_bad_record_is_refused():
    g = new()
    d = state_dict(g)
    d["game"]["loyalty"] = [7, 3]
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)
    d = state_dict(g)
    d["game"]["loyalty_used"] = [["nap"], []]
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)
    plain = marauders.new_game(2, seed=3)
    d = state_dict(plain)
    assert "loyalty" not in d["game"]
    d["game"]["loyalty"] = [3, 3]
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)


# --- random games ------------------------------------------------------------------------------
def play(seed, rounds=5, n=3):
    g = marauders.new_game(players=n, seed=seed, modules={"loyalty"}, options={"round_limit": rounds})
    r = random.Random(seed)
    seen = set()
    while not g.is_over:
        actions = list(g.legal_actions())
        pay = [a for a in actions if a.notation in ("pay crew", "rally crew")]
        g.apply(pay[0] if pay and r.random() < 0.5 else r.choice(actions))
        assert g.problems() == []
        seen.update(g.loyalty)
    assert state_dict(marauders.Game._from_state(state_dict(g))) == state_dict(g)
    return seen


def test_fifty_random_games_keep_every_invariant():
    seen = set()
    for seed in range(50):
        seen |= play(seed)
    assert {PLEASED, CONTENT, RESTLESS, UNHAPPY, ANGRY} <= seen
