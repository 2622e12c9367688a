"""The Seas of Glory switch study (nassau.sim.switches): its rows, and a small run of it."""

import pytest

from nassau.marauders.seas_of_glory.switches import MODULE_NAMES, playable
from nassau.sim import SimulationError, simulate
from nassau.sim.switches import switch_rows, switch_study


def test_the_rows_are_the_base_game_each_switch_with_its_needs_and_all():
    rows = switch_rows("marauders")
    on = playable()
    assert rows[0] == ("base game", (), ()) and rows[-1][0] == "every switch"
    assert set(rows[-1][1]) == set(on["modules"]) and set(rows[-1][2]) == set(on["variants"])
    alone = rows[1:-1]
    assert len(alone) == len(on["modules"]) + len(on["variants"])
    for label, mods, vars_ in alone:
        assert bool(mods) != bool(vars_)
        for m in mods:                                  # every module's needs are on with it
            assert set(MODULE_NAMES[m].requires) <= set(mods)
    hold = next(r for r in alone if r[0].startswith("smugglers-hold"))
    assert hold[1] == ("contraband", "ship-mods", "smugglers-hold")


def test_a_game_without_switches_has_no_study():
    with pytest.raises(SimulationError, match="no modules or variants"):
        switch_rows("pirates")


def test_a_small_study_reports_length_seats_and_the_pirate_split():
    rows = [("base game", (), ()), ("contraband", ("contraband",), ())]
    table = switch_study("marauders", 6, seed=4, rows=rows, options={"round_limit": 12}, executor="in-process")
    assert list(table.index) == ["base game", "contraband"] and (table["games"] == 6).all()
    seats = [c for c in table.columns if c.endswith("_win")]
    assert len(seats) == 4
    for label, mods, _ in rows:
        df = simulate("marauders", 6, 4, options={"round_limit": 12}, modules=set(mods), executor="in-process")
        rounds = df.groupby("game")["rounds"].first()
        row = table.loc[label]
        assert row["rounds_median"] == rounds.median() and row["capped"] == round((rounds >= 12).mean(), 3)
        assert sum(row[c] for c in seats) == pytest.approx(df["win_share"].sum() / 6, abs=0.01)
        assert row["all_pirate"] == round(df["pirate"].mean(), 3)
        pirates = df[df["winner"]]["pirate"]
        assert row["winners_pirate"] == round(pirates.mean(), 3)
        assert set(df["pirate"]) <= {0, 1} and ((df["pirate"] == 1) == (df["bounty"] > 0)).all()
