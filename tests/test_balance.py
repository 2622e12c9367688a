"""``python -m nassau balance``: each game's standard study prints and saves its tables, rates
carry sound intervals, a seed gives one table whatever the workers, and a planted bias shows."""

import contextlib
import io
import math
from dataclasses import replace

import pandas as pd
import pytest

from nassau.cli import main
from nassau.sim import get_adapter, registry
from nassau.sim.balance import COLUMNS, NUMBERED, balance, study_module

GAMES = 8


def run_cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["balance", *argv])
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module", params=["pirates", "piratoons", "marauders"])
def report(request, tmp_path_factory):
    game = request.param
    csv = tmp_path_factory.mktemp("balance") / f"{game}.csv"
    status, out, err = run_cli("--game", game, "--games", str(GAMES), "--workers", "1", "--seed", "3", "--out", str(csv))
    assert (status, err) == (0, ""), err
    return game, out, pd.read_csv(csv, keep_default_na=True, dtype={"row": str})


def rows_of(table, study):
    return list(dict.fromkeys(table.loc[table["study"] == study, "row"]))


def expected_rows(game) -> dict:
    """Study -> the rows it must have (None: any)."""
    if game == "pirates":
        from nassau.pirates.bots.heuristic import STYLES
        from nassau.pirates.rules.scoring import CATEGORIES
        return {"turn_order": list("0123"), "seat": list("0123"), "rounds": None, "categories": list(CATEGORIES),
                "styles": list(STYLES)}
    if game == "piratoons":
        from nassau.sim.studies.piratoons import supply
        from nassau.piratoons.rules.components import default_components
        return {"seats_2p": ["0", "1"], "seats_4p": list("0123"), "tiles": sorted(supply(default_components())),
                "sits_out": [f"round {r}" for r in range(1, 9)] + ["all rounds"]}
    return {"seat": list("0123"), "length": ["rounds"], "pirates": ["sole winners", "all captains"]}


def test_the_command_prints_and_saves_every_study_of_the_game(report):
    game, out, table = report
    assert list(table.columns) == COLUMNS
    studies = expected_rows(game)
    assert list(dict.fromkeys(table["study"])) == list(studies)
    for study, rows in studies.items():
        if rows is not None:
            assert rows_of(table, study) == rows, study
    for title in study_module(game).TITLES.values():
        assert title in out
    assert f"wrote {len(table)} rows" in out


def test_printed_seats_and_places_are_numbered_from_1_and_the_csv_keeps_the_seat_index(report):
    """The CSV keeps simulate()'s seat index (from 0); the printed tables say "seat 1" for the first
    player and "place 1" for the first to sail, in the rows and in the titles alike."""
    game, out, table = report
    titles = study_module(game).TITLES
    blocks = {block.splitlines()[0]: block.splitlines()[2:] for block in out.split("\n\n")[1:]}
    numbered = [study for study in titles if study in NUMBERED]
    assert numbered
    for study in numbered:
        rows = rows_of(table, study)
        assert rows == [str(seat) for seat in range(len(rows))], study
        title = next(line for line in blocks if line.startswith(titles[study] + " (n: "))
        shown = [" ".join(line.split()[:2]) for line in blocks[title]]
        assert shown == [f"{NUMBERED[study]} {seat + 1}" for seat in range(len(rows))], study
    assert "seat 0" not in out and "(0 sails first)" not in out and "place 0" not in out


def test_every_rate_lies_in_its_interval_and_the_intervals_in_0_1(report):
    _, _, table = report
    rates = table.dropna(subset=["low"])
    assert len(rates) > 0 and (table["n"] > 0).all()
    assert ((0 <= rates["low"]) & (rates["low"] <= rates["value"] + 1e-9)).all()
    assert ((rates["value"] <= rates["high"] + 1e-9) & (rates["high"] <= 1)).all()


def test_win_shares_add_up_to_the_games_and_length_is_plausible(report):
    game, _, table = report
    shares = table[table["metric"] == "win_share"]
    for study, part in shares.groupby("study"):
        assert math.isclose((part["value"] * part["n"]).sum(), GAMES, abs_tol=1e-4), study
    if game == "pirates":
        rounds = table[(table["study"] == "rounds") & (table["metric"] == "share")]
        assert set(rounds["row"].astype(int)) <= {4, 5, 6} and math.isclose(rounds["value"].sum(), 1, abs_tol=1e-4)
    if game == "marauders":
        length = table[table["study"] == "length"].set_index("metric")["value"]
        from nassau.sim.studies.marauders import ROUND_LIMIT
        assert length["p90"] < ROUND_LIMIT           # games end by glory, not at the safety stop
        # the same games played by simulate(), their rounds counted once per game
        from nassau.sim import per_game, simulate
        rounds = per_game(simulate("marauders", GAMES, 3, players=4, bots="heuristic", options={"round_limit": 200},
                                   executor="in-process", progress=False))["rounds"]
        assert (length["median"], length["p90"]) == pytest.approx((rounds.median(), rounds.quantile(0.9)))


def test_the_same_seed_gives_the_same_csv_with_one_or_two_workers(tmp_path):
    texts = []
    for workers in ("1", "2"):
        path = tmp_path / f"w{workers}.csv"
        assert run_cli("--game", "piratoons", "--games", "4", "--workers", workers, "--out", str(path))[0] == 0
        texts.append(path.read_text())
    assert texts[0] == texts[1]
    assert run_cli("--game", "piratoons", "--games", "4", "--workers", "1", "--seed", "1",
                   "--out", str(tmp_path / "other.csv"))[0] == 0
    assert (tmp_path / "other.csv").read_text() != texts[0]


@pytest.mark.parametrize("game, study", [("marauders", "seat"), ("piratoons", "seats_4p")])
def test_a_planted_seat_bias_reads_100_percent(monkeypatch, game, study):
    adapter = get_adapter(game)

    def seat_0_wins(g):
        rows = adapter.final_rows(g)
        return [dict(r, rank=1 if s == 0 else 2) for s, r in enumerate(rows)]

    monkeypatch.setitem(registry._REGISTRY, game, replace(adapter, final_rows=seat_0_wins))
    table = balance(game, GAMES, 0, 1)
    seats = table[table["study"] == study].set_index("row")["value"]
    assert seats["0"] == 1 and (seats.drop("0") == 0).all()
    if game == "piratoons":      # the winners' ships are seat 0's alone: some tiles, not all
        won = table[(table["study"] == "tiles") & (table["metric"] == "on_winners")]
        assert 0 < won["value"].mean() < 1


def test_sittings_count_what_the_bots_did():
    from nassau.sim.studies.piratoons import sittings
    from nassau.sim.engine import _components_for, make_plan, play_indexed
    plan = make_plan("piratoons", 1, 11, players=4, bots="heuristic")
    game, _ = play_indexed(plan, 0, _components_for(plan))
    seen = sittings(plan, 0, game)
    # the same game again, counting as it is played
    a = plan.adapter
    from nassau.sim.engine import derive_seed
    g = a.new_game(4, derive_seed(11, 0, 0), plan.options, None)
    bots = [a.bots["heuristic"](derive_seed(11, 0, s + 1)) for s in range(4)]
    claims, bids = {}, {}
    while not g.is_over:
        seat, r = g.current_player, g.round
        action = bots[seat].choose(g)
        if action.kind == "claim":
            claims.setdefault(r, set()).add(seat)
        if action.kind == "bid":
            bids.setdefault(r, []).append(action.arg)
        g.apply_unchecked(action)
    assert sorted(seen) == list(range(1, 9))
    for r, (nothing, asked, zeros, count) in seen.items():
        assert asked == 4 and nothing == 4 - len(claims.get(r, ()))
        assert (zeros, count) == (bids.get(r, []).count(0), len(bids.get(r, [])))


@pytest.mark.parametrize("argv", [["--game", "chess"], ["--games", "0"], ["--games", "many"], ["--workers", "0"],
                                  ["--seed", "x"], ["--out", "/no/such/folder/t.csv"], ["--nope"]])
def test_bad_arguments_end_with_one_line_and_status_2(argv):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("nassau: error: ")


def test_rulings_reach_every_game_of_the_study(tmp_path):
    """``--options`` plays the study under other rulings: Piratoons' level-linked joints give
    another table, and a Merchants & Marauders round limit caps the games' length."""
    paths = {}
    for name, extra in (("edge", ()), ("level", ("--options", '{"joint_symbols": "level"}'))):
        paths[name] = tmp_path / f"{name}.csv"
        status, out, err = run_cli("--game", "piratoons", "--games", "4", "--workers", "1", "--out", str(paths[name]),
                                   *extra)
        assert (status, err) == (0, "")
    assert "options joint_symbols=level;" in out
    assert paths["edge"].read_text() != paths["level"].read_text()
    table = balance("marauders", 4, 0, 1, {"round_limit": 3})
    length = table[table["study"] == "length"].set_index("metric")["value"]
    assert length["p90"] <= 3
    assert table.attrs["nassau.balance"]["options"] == {"round_limit": 3}


@pytest.mark.parametrize("options, words", [('{"joint_symbols": "diagonal"}', "joint_symbols"),
                                            ('{"no_such_ruling": 1}', "no_such_ruling"),
                                            ("[1, 2]", "--options must be a JSON object"),
                                            ("{joint", "--options is not valid JSON")])
def test_bad_rulings_get_one_line_and_status_2_before_any_game(options, words):
    status, out, err = run_cli("--game", "piratoons", "--games", "4", "--workers", "1", "--options", options)
    assert status == 2 and out == "" and words in err and len(err.strip().splitlines()) == 1
