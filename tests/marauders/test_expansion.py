"""Seas of Glory's switches: modules and variants listed, checked, kept in the record; and
each variant and module nassau plays, rule by rule."""

import pytest

from nassau import RecordError, marauders
from nassau.marauders.rules import glory
from nassau.marauders.seas_of_glory.switches import MODULES, VARIANTS


def test_the_tables_list_eleven_modules_and_five_variants_with_their_needs():
    mods, vars_ = marauders.modules(), marauders.variants()
    numbers = {title.split(".")[0] for title in mods["title"]}
    assert numbers == {str(n) for n in range(1, 12)} and len(vars_) == 5
    assert mods.loc["storms", "requires"] == "wind"
    assert mods.loc["smugglers-hold", "requires"] == "ship-mods, contraband"
    assert mods.loc["the-plank", "requires"] == "ship-mods, loyalty"
    assert list(mods.columns) == ["title", "requires", "summary", "playable"]
    assert all(mods["summary"].str.len() > 40) and all(vars_["summary"].str.len() > 40)


@pytest.mark.parametrize("modules, missing", [({"storms"}, "wind"), ({"smugglers-hold", "ship-mods"}, "contraband"),
                                               ({"the-plank", "ship-mods"}, "loyalty"), ({"the-plank"}, "ship-mods")])
def test_a_module_without_the_one_it_needs_is_refused_by_name(modules, missing):
    with pytest.raises(RecordError) as err:
        marauders.new_game(4, seed=1, modules=modules)
    assert err.value.field == "modules" and f"needs the module {missing!r}" in str(err.value)


@pytest.mark.parametrize("field, value, words", [
    ("modules", {"kraken"}, "no module 'kraken'"), ("variants", {"easy-mode"}, "no variant 'easy-mode'"),
    ("modules", ["wind", "wind"], "wind given twice"), ("variants", 3, "expected names"),
    ("modules", "wind,,storms", "expected comma-separated names")])
def test_unknown_switches_are_refused(field, value, words):
    with pytest.raises(RecordError) as err:
        marauders.new_game(4, seed=1, **{field: value})
    assert err.value.field == field and words in str(err.value)


def test_switches_may_be_written_as_one_string_as_on_the_command_line():
    game = marauders.new_game(4, seed=1, modules="wind+storms", variants="cutthroat")
    assert (game.modules, game.variants) == (("storms", "wind"), ("cutthroat",))
    assert marauders.new_game(4, seed=1, modules="wind, storms").modules == ("storms", "wind")


def test_every_switch_is_playable_and_one_that_was_not_would_be_refused_by_name(monkeypatch):
    from nassau.marauders.seas_of_glory import switches
    assert all(s.built for s in switches.MODULES + switches.VARIANTS)
    monkeypatch.setitem(switches.MODULE_NAMES, "locations", switches.MODULE_NAMES["locations"]._replace(built=False))
    with pytest.raises(RecordError) as err:
        marauders.new_game(4, seed=1, modules={"locations", "wind"})
    assert err.value.field == "modules" and "'locations' is not playable in nassau yet" in str(err.value)


def test_the_switches_are_in_the_game_its_table_and_its_record():
    g = marauders.new_game(4, seed=1, variants=["glory-or-death"])
    assert (g.modules, g.variants) == ((), ("glory-or-death",))
    table = g.modules_table()
    assert table.loc["glory-or-death", "on"] and not table.loc["wind", "on"]
    assert set(table["kind"]) == {"module", "variant"} and len(table) == len(MODULES) + len(VARIANTS)
    back = marauders.Game.from_json(g.to_json())
    assert back.variants == ("glory-or-death",) and back.clone().variants == ("glory-or-death",)


def test_a_position_naming_an_unknown_or_unmet_switch_is_refused():
    d = marauders.new_game(2, seed=1).state_dict()
    d["variants"] = ["nightmare"]
    with pytest.raises(RecordError, match="nightmare"):
        marauders.Game._from_state(d)
    d["variants"], d["modules"] = [], ["storms"]
    with pytest.raises(RecordError, match="needs the module 'wind'"):
        marauders.Game._from_state(d)


# --- variant 3: Glory or Death ---------------------------------------------------------------------
@pytest.mark.parametrize("gold, base, dearer", [(0, 0, 0), (9, 0, 0), (10, 1, 1), (24, 2, 1), (25, 2, 2),
                                                (44, 4, 2), (45, 4, 3), (69, 6, 3), (70, 7, 4), (100, 10, 5),
                                                (129, 12, 5), (130, 13, 6)])
def test_glory_or_death_prices_each_hidden_point_higher(gold, base, dearer):
    plain = marauders.new_game(2, seed=1)
    hard = marauders.new_game(2, seed=1, variants={"glory-or-death"})
    assert glory.stash_glory(plain, gold) == base and glory.stash_glory(hard, gold) == dearer


def test_glory_or_death_counts_in_the_scores_and_the_win():
    g = marauders.new_game(["Anja", "Jonah"], seed=1, variants={"glory-or-death"})
    with g.edit() as e:
        e.stash("Anja", 70).glory("Anja", 5)
    row = g.scores().loc["Anja"]
    assert (row["stash_glory"], row["points"]) == (4, 9)         # 10 + 15 + 20 + 25 gold: 4 points, not 7
    assert not g.is_over
    home = g.comp.captains[g.players[0].card].home
    with g.edit() as e:
        e.stash("Anja", 75).gold("Anja", 25).at("Anja", home, in_port=True).turn("Anja")
    g.apply("port")
    short = g.clone()
    short.apply("stash 24")                                        # 99 gold: still 4 points
    assert not short.is_over
    g.apply("stash 25")                                            # 100 gold: the 5th point, 10 in all
    assert g.is_over and g.winner() == "Anja"


# --- every playable switch alone: random play keeps the invariants, and the record replays -----------
def _alone():
    from nassau.marauders.seas_of_glory.switches import playable
    on = playable()
    return [("modules", m) for m in on["modules"]] + [("variants", v) for v in on["variants"]]


@pytest.mark.parametrize("field, name", _alone())
def test_each_playable_switch_alone_plays_sound_games(field, name):
    from nassau.kernel.rng import Rng
    needs = {field: {name} | set(MODULE_NAMES_NEEDED.get(name, ()))}
    for seed in range(6):
        g = marauders.new_game(2 + seed % 3, seed=seed, options={"round_limit": 12}, **needs)
        pick = Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply_unchecked(legal[pick.below(len(legal))])
            assert g.problems() == [], (name, seed, g.ply, g.problems())
        back = marauders.Game.from_json(g.to_json())
        assert back.state_dict() == g.state_dict()


MODULE_NAMES_NEEDED = {s.name: s.requires for s in MODULES}


def test_the_heuristic_bot_plays_games_with_every_playable_switch_on():
    """Every decision a switch adds reaches the bot: it must answer each, by a plan or at random."""
    from nassau.kernel.bots import play
    from nassau.marauders.bots.heuristic import HeuristicBot
    from nassau.marauders.seas_of_glory.switches import playable
    on = playable()
    for seed in range(4):
        g = marauders.new_game(4, seed=seed, options={"round_limit": 25}, modules=on["modules"],
                               variants=on["variants"])
        play(g, [HeuristicBot(seed * 10 + i) for i in range(4)])
        assert g.is_over and g.problems() == []


def test_the_bot_answers_a_navy_search_by_dumping_unless_it_outguns_the_navy():
    from nassau.marauders.bots.heuristic import HeuristicBot
    g = marauders.new_game(["Anja", "Jonah"], seed=1, modules={"contraband"})
    bot = HeuristicBot(1)
    by = {"fight navy": "fight", "dump contraband": "dump"}
    anja = g.players[0]
    assert bot._searched(g, anja, list(by), by) == "dump"          # no navy here at all: keep out of trouble


def test_a_bot_without_cannons_boards_or_flees_instead_of_shooting_for_ever():
    from nassau.marauders.rules import combat
    from nassau.marauders.bots.heuristic import HeuristicBot
    g = marauders.new_game(["Anja", "Jonah"], seed=1)
    with g.edit() as e:
        e.ship("Anja", "frigate").at("Anja", "tortuga").turn("Anja").ship("Jonah", "frigate").at("Jonah", "tortuga")
        e.damage("Anja", cannons=3).damage("Jonah", cannons=3)
    combat.start(g, 0, 1)
    g.fight = g.fight._replace(round=2)
    g._legal = None
    by = {a.notation: a for a in g.legal_actions()}
    assert set(by) >= {"shoot", "board", "flee"}
    assert HeuristicBot(1)._declare(g, g.players[0], list(by.values()), by).notation == "board"
    with g.edit() as e:
        e.damage("Anja", cannons=3, crew=3)
    g.fight = combat.Fight(0, 1, round=2)
    g._legal = None
    by = {a.notation: a for a in g.legal_actions()}
    assert HeuristicBot(1)._declare(g, g.players[0], list(by.values()), by).notation == "flee"
