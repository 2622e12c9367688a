"""Seas of Glory module 8: the wind (a spinner each round before the event; one free move with
it a turn, the first move against it costs 2) and the storm (moves with the wind, 3 − Seamanship
successes random hits on captains who enter it, leave port into it or start their turn in it)."""

import random

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.rules import turns
from nassau.marauders.seas_of_glory import weather
from nassau.marauders.rules.checks import skill
from nassau.marauders.rules.compass import DIRECTIONS
from nassau.marauders.views.render import board_svg, game_text, heading
from nassau.marauders.rules.state import CARGO, HULL

from .helpers import NAMES, captain, legal, load_dice, place, set_captain, sound, turn_of, zone
from .test_npcs_and_events import put_npc

BOTH = {"wind", "storms"}


def new(seed=1, modules=BOTH, n=4, **options):
    g = marauders.new_game(players=NAMES[:n], seed=seed, modules=modules, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def at_sea(g, name, zone_id, wind, actions=3):
    """``name``'s turn at sea in ``zone_id`` with this wind, no move made yet this turn."""
    g.wind = wind
    weather.new_turn(g)
    g.storm = zone(g, "st-john")              # out of the way unless a test moves it
    place(g, name, zone_id)
    return turn_of(g, name, actions)


# --- the spinner -----------------------------------------------------------------------------------
def test_the_wind_is_spun_each_round_before_the_event_and_logged_in_words():
    g = new(seed=5)
    lines = [str(e) for e in g.log()]
    spun = next(i for i, t in enumerate(lines) if t.startswith("The wind blows toward"))
    event = next(i for i, t in enumerate(lines) if t.startswith("Round 1: the event is"))
    assert spun < event and g.wind in DIRECTIONS
    assert f"toward {g.wind} {weather.ARROWS[g.wind]} (from " in lines[spun]


def test_the_spinner_comes_from_the_seed_and_turns_every_round():
    def winds(seed):
        g, out = new(seed=seed, round_limit=12), []
        rng = random.Random(seed)
        while not g.over:
            if not out or out[-1][0] != g.round:
                out.append((g.round, g.wind))
            g.apply(rng.choice(list(g.legal_actions())))
        return out
    assert winds(3) == winds(3)
    seen = {w for _, w in winds(3)} | {w for _, w in winds(4)}
    assert len(seen) >= 4                      # 8 points, not one stuck value


def test_without_the_module_there_is_no_wind_no_spin_and_the_same_game():
    plain = new(modules=None)
    assert plain.wind == "" and plain.storm == -1
    assert not any(str(e).startswith("The wind") for e in plain.log())
    assert "wind" not in plain.state_dict()["game"] and "Wind" not in game_text(plain)
    base = marauders.new_game(players=NAMES, seed=1)
    while base.sub == "first-ship":
        base.apply("ship sloop")
    assert base.state_dict() == plain.state_dict()


# --- the wind's moves ---------------------------------------------------------------------------------
def test_the_arrow_points_where_the_wind_blows_toward_so_that_lane_is_free():
    # Petite Goave: east lies Santo Domingo, west Port Royal; the wind "E" blows toward the east
    g = new()
    at_sea(g, "Anja", "petite-goave", "E")
    assert weather.move_cost(g, captain(g, "Anja"), "santo-domingo") == 0
    assert weather.move_cost(g, captain(g, "Anja"), "port-royal") == 2
    assert weather.move_cost(g, captain(g, "Anja"), "tortuga") == 1        # north: across the wind
    g.apply("move santo-domingo")
    assert g.actions_left == 3 and captain(g, "Anja").zone == zone(g, "santo-domingo")
    assert any("The wind carries Anja for free." == str(e) for e in g.log())
    sound(g)


def test_the_free_move_is_once_a_turn_and_comes_back_next_turn():
    g = new()
    at_sea(g, "Anja", "petite-goave", "E")
    g.apply("move santo-domingo")
    g.apply("move san-juan")                   # east again: the free move is spent
    assert g.actions_left == 2 and g.wind_free_used
    weather.new_turn(g)                        # what every turn's start does
    assert not g.wind_free_used


def test_the_free_move_may_be_made_with_no_action_left_and_then_the_turn_ends():
    g = new()
    p = at_sea(g, "Anja", "port-royal", "E", actions=1)
    g.apply("move old-providence")             # south, the last action
    assert g.cur == p.seat and g.actions_left == 0
    assert legal(g) <= {"move cartagena", "end turn"} | {a for a in legal(g) if a.startswith("play ")}
    assert "move cartagena" in legal(g)
    g.apply("move cartagena")                  # east, free
    assert captain(g, "Anja").zone == zone(g, "cartagena") and g.turn_seat != p.seat
    sound(g)


def test_with_no_action_left_and_no_free_move_the_turn_ends_as_ever():
    g = new()
    p = at_sea(g, "Anja", "old-providence", "W", actions=1)   # no lane to the west
    g.apply("move port-royal")
    assert g.turn_seat != p.seat


def test_the_first_move_against_the_wind_costs_two_and_the_next_one():
    g = new()
    at_sea(g, "Anja", "santo-domingo", "E")
    g.apply("move petite-goave")               # west, against: 2
    assert g.actions_left == 1 and g.wind_against_paid
    assert any("Anja beats against the wind: 2 actions." == str(e) for e in g.log())
    g.apply("move port-royal")                 # west again: 1
    assert captain(g, "Anja").zone == zone(g, "port-royal")
    sound(g)


def test_one_action_left_cannot_pay_the_move_against_the_wind_and_the_refusal_names_the_rule():
    g = new()
    at_sea(g, "Anja", "santo-domingo", "E", actions=1)
    assert "move petite-goave" not in legal(g) and "move san-juan" in legal(g)
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as err:
        g.apply("move petite-goave")
    assert err.value.rule == "move.against-wind" and "2 actions" in str(err.value)
    assert g.state_dict() == before


def test_with_no_action_left_only_the_free_move_is_offered_and_others_are_refused():
    g = new()
    at_sea(g, "Anja", "port-royal", "E", actions=1)
    g.apply("move old-providence")
    with pytest.raises(IllegalActionError) as err:
        g.apply("move port-royal")
    assert err.value.rule == "move.no-actions"


def test_ports_and_npcs_ignore_the_wind():
    g = new()
    p = at_sea(g, "Anja", "tortuga", "E")
    g.apply("enter port")
    assert g.actions_left == 2 and p.in_port
    g.apply("leave port")
    assert g.actions_left == 1


# --- the storm ------------------------------------------------------------------------------------
def test_the_storm_starts_in_the_caribbean_sea():
    g = marauders.new_game(players=NAMES, seed=2, modules=BOTH)
    assert g.storm == zone(g, "caribbean-sea") and g.wind == ""


@pytest.mark.parametrize("start, wind, to", [
    ("caribbean-sea", "SE", "caracas"),        # a lane that way
    ("caribbean-sea", "W", "petite-goave"),    # no zone west: clockwise to NW
    ("nassau", "N", "tortuga"),                # N, NE, E: none; SE
])
def test_the_storm_moves_one_zone_with_the_wind_turning_clockwise(start, wind, to):
    g = new()
    g.storm = zone(g, start)
    g.rng = type(g.rng)(0)
    while True:                                # a generator state whose spin gives this wind
        trial = g.rng.copy()
        if DIRECTIONS[trial.below(8)] == wind:
            break
        g.rng.below(8)
    weather.spin(g)
    assert g.wind == wind and g.storm == zone(g, to)
    assert marauders.sea.step(start, wind) == to
    assert str(g.log()[-1]) == f"The storm moves to {g.comp.zones[g.storm].phrase}."


def storm_at(g, zone_id):
    g.storm = zone(g, zone_id)


def seamanship_dice(g, name):
    return skill(g, captain(g, name), "seamanship")


def test_sailing_into_the_storm_costs_3_minus_successes_random_hits():
    g = new()
    at_sea(g, "Anja", "petite-goave", "N")
    storm_at(g, "caribbean-sea")
    dice = seamanship_dice(g, "Anja")
    load_dice(g, 6, *[1] * (dice - 1), 1, 5)   # 1 success: 2 hits, a cargo (1) and a skull (5: the hull)
    g.apply("move caribbean-sea")
    p = captain(g, "Anja")
    assert p.loc[HULL] == 1 and p.loc[CARGO] == 1 and not g.rng.faces
    assert any("the storm, a 5 on the die" in str(e) for e in g.log())
    sound(g)


def test_three_successes_weather_the_storm():
    g = new()
    set_captain(g, "Anja", next(c.id for c in g.comp.captains if c.seamanship >= 3 and c.ability != "ignore-storms"
                                and c.expansion == "base"))
    at_sea(g, "Anja", "petite-goave", "N")
    storm_at(g, "caribbean-sea")
    load_dice(g, *[6, 6, 6] + [1] * (seamanship_dice(g, "Anja") - 3))
    g.apply("move caribbean-sea")
    assert captain(g, "Anja").loc == (2, 2, 2, 2, 1) and not g.rng.faces


def test_leaving_port_into_the_storm_strikes():
    g = new()
    p = at_sea(g, "Anja", "tortuga", "N")
    p.in_port = True
    storm_at(g, "tortuga")
    load_dice(g, *[1] * seamanship_dice(g, "Anja"), 3, 4, 2)   # no success: 3 hits, crew, cannons, masts
    g.apply("leave port")
    assert p.loc == (2, 2, 1, 1, 0) and not g.rng.faces


def start_turn_of(g, name):
    p = captain(g, name)
    g.turn_no = (p.seat - g.first) % g.n
    turns.start_turn(g)
    g._settle()
    return p


def test_starting_the_turn_in_the_storm_strikes_but_not_in_its_port():
    g = new()
    p = place(g, "Anja", "tortuga")
    storm_at(g, "tortuga")
    load_dice(g, *[1] * seamanship_dice(g, "Anja"), 1, 1, 1)
    start_turn_of(g, "Anja")
    assert p.loc[CARGO] == 0 and p.loc[HULL] == 1 and not g.rng.faces    # cargo 2 → 0, then the hull
    g = new()
    p = place(g, "Anja", "tortuga", in_port=True)
    storm_at(g, "tortuga")
    load_dice(g)                               # no die may be rolled
    start_turn_of(g, "Anja")
    assert p.loc == (2, 2, 2, 2, 1)


def test_the_storm_sinks_a_ship_and_the_captain_dies():
    g = new()
    p = at_sea(g, "Anja", "petite-goave", "N")
    p.loc = (1, 2, 2, 2, 1)
    storm_at(g, "caribbean-sea")
    load_dice(g, *[1] * seamanship_dice(g, "Anja"), 6)
    g.apply("move caribbean-sea")
    assert p.dead and g.sub == "new-ship"
    sound(g)


def test_christian_marquis_rides_out_the_storm_token():
    g = new()
    set_captain(g, "Anja", "christian-marquis")
    at_sea(g, "Anja", "petite-goave", "N")
    storm_at(g, "caribbean-sea")
    load_dice(g)
    g.apply("move caribbean-sea")
    assert captain(g, "Anja").loc == (2, 2, 2, 2, 1)
    assert str(g.log()[-1]) == "Anja rides out the storm."


def test_npcs_scout_nobody_in_the_storm_zone_on_entry_or_at_the_turns_start():
    g = new()
    p = at_sea(g, "Anja", "petite-goave", "N")
    set_captain(g, "Anja", "christian-marquis")   # immune: only an NPC's roll could use a die
    p.bounty = (0, 0, 1, 0)                       # a pirate: the Spanish navy hunts him
    put_npc(g, "spanish", "caribbean-sea")
    storm_at(g, "caribbean-sea")
    load_dice(g)                                  # no die may be rolled
    g.apply("move caribbean-sea")
    assert g.fight is None and not any("Scouting" in str(e) for e in g.log())
    start_turn_of(g, "Anja")
    assert g.fight is None and g.cur == p.seat
    sound(g)


def test_an_npc_in_the_storm_is_not_hit_when_the_round_turns():
    g = new(round_limit=0)
    i = put_npc(g, "spanish", "caribbean-sea")
    storm_at(g, "caribbean-sea")
    full = g.npcs[i][3]
    g.rng = type(g.rng)(7)
    weather.spin(g)
    assert g.npcs[i][3] == full


def test_outside_the_storm_the_navy_still_scouts():
    g = new()
    p = at_sea(g, "Anja", "petite-goave", "N")
    p.bounty = (0, 0, 1, 0)
    put_npc(g, "spanish", "caribbean-sea")
    storm_at(g, "st-john")
    load_dice(g, *[1] * 10)
    g.apply("move caribbean-sea")
    assert any("rolls Scouting for Anja" in str(e) for e in g.log())


# --- saving, views -------------------------------------------------------------------------------
def test_a_saved_game_keeps_the_wind_the_storm_and_the_turns_flags():
    g = new(seed=9)
    at_sea(g, "Anja", "petite-goave", "E")
    g.apply("move santo-domingo")
    storm_at(g, "curacao")
    d = g.state_dict()
    assert d["game"]["wind"] == "E" and d["game"]["wind_free_used"] is True and d["game"]["storm"] == zone(g, "curacao")
    h = marauders.Game._from_state(d)
    assert (h.wind, h.storm, h.wind_free_used, h.wind_against_paid) == ("E", g.storm, True, False)
    assert h.state_dict() == d
    assert weather.move_cost(h, captain(h, "Anja"), "san-juan") == 1


@pytest.mark.parametrize("key, value, field", [("wind", "up", "start.game.wind"), ("storm", -1, "start.game.storm"),
                                               ("wind_free_used", 1, "start.game.wind_free_used")])
def test_a_bad_weather_record_is_refused_by_field(key, value, field):
    d = new().state_dict()
    d["game"][key] = value
    with pytest.raises(RecordError) as err:
        marauders.Game._from_state(d)
    assert err.value.field == field


def test_wind_without_storms_saves_no_storm_zone():
    g = new(modules={"wind"})
    assert g.storm == -1 and g.wind in DIRECTIONS
    h = marauders.Game._from_state(g.state_dict())
    assert h.storm == -1 and "Storm" not in game_text(h) and "Wind: toward" in game_text(h)


def svg_text(g) -> str:
    return str(board_svg(g))


def test_the_map_and_the_text_show_the_wind_and_the_storm_only_when_on():
    g = new()
    storm_at(g, "curacao")
    arrow = weather.ARROWS[g.wind]
    assert f"wind toward {g.wind} {arrow}" in heading(g) and "storm in Curacao" in heading(g)
    svg = svg_text(g)
    assert arrow in svg and 'class="busy storm"' in svg and ">storm<" in svg
    text = game_text(g)
    assert "Wind: toward" in text and "Storm: in Curacao" in text
    plain = new(modules=None)
    plain_svg = svg_text(plain)
    assert 'class="busy storm"' not in plain_svg and ">storm<" not in plain_svg
    assert "wind" not in heading(plain)


# --- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(50))
def test_random_games_with_wind_and_storms_stay_sound(seed):
    g = new(seed=seed, round_limit=6)
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.choice(list(g.legal_actions())))
        assert g.problems() == []
    if seed % 10 == 0:                          # the record replays to the same game
        assert marauders.Game.from_json(g.to_json()).state_dict() == g.state_dict()


def test_a_player_observes_the_wind_and_the_storm_and_a_hand_set_turn_starts_fresh():
    g = new()
    obs = g.observation("Anja")
    assert obs["wind"] == g.wind and obs["storm"] == g.comp.zones[g.storm].id
    assert "wind" not in new(modules=None).observation("Anja")
    g.wind_free_used = True
    with g.edit() as pos:
        pos.turn("Anja")
    assert not g.wind_free_used
