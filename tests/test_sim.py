"""The balance lab (nassau.sim): one seed, one DataFrame, whatever runs the games."""

import math
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from nassau import pirates, sim
from nassau.cli import main
from nassau.sim import SimulationError, derive_seed
from nassau.pirates.adapter import ADAPTER as PIRATES
from nassau.sim.run import batch_ranges

ROOT = Path(__file__).resolve().parents[1]
MIX = dict(games=12, seed=99, bots=["heuristic", "random"], rotate=True)   # ~0.3 s of play
COLUMNS = (["game", "seed", "seat", "player", "bot", "first_turn", "infamy", "motley", "ship", "treasure",
            "infamy_points", "motley_points", "ship_points", "treasure_points", "points", "rank", "winner",
            "win_share", "rounds", "decisions"] + ["n_" + k for k in PIRATES.action_kinds])


@pytest.fixture(scope="module")
def serial():
    return sim.simulate(executor="in-process", **MIX)


@pytest.fixture(scope="module")
def cluster():
    """A Dask LocalCluster of 2 worker processes, started once for the module (it is slow to start)."""
    distributed = pytest.importorskip("distributed")
    import logging
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                  silence_logs=logging.ERROR) as lc, distributed.Client(lc) as client:
        yield lc, client


# --- the DataFrame --------------------------------------------------------------------------
def test_one_row_per_player_per_game_with_the_documented_columns(serial):
    assert list(serial.columns) == COLUMNS
    assert len(serial) == 12 * 4
    assert serial["game"].tolist() == [g for g in range(12) for _ in range(4)]
    assert serial["seat"].tolist() == [0, 1, 2, 3] * 12
    assert serial["player"].tolist()[:4] == ["Anja", "Jonah", "Jon", "Ewan"]
    assert serial["winner"].dtype == bool and serial["win_share"].dtype == "float64"
    assert all(serial[c].dtype == "int64" for c in COLUMNS if c not in ("player", "bot", "winner", "win_share"))
    assert serial.attrs["nassau.sim"]["seed"] == 99 and serial.attrs["nassau.sim"]["rotate"] is True


def test_rows_agree_with_the_rules(serial):
    per_game = serial.groupby("game")
    assert (per_game["win_share"].sum() - 1).abs().max() < 1e-12        # one win shared out per game
    assert (per_game["winner"].sum() <= 1).all()
    assert (serial["points"] == serial[[c + "_points" for c in PIRATES.categories]].sum(axis=1)).all()
    kinds = serial[["n_" + k for k in PIRATES.action_kinds]].sum(axis=1)
    assert (kinds.groupby(serial["game"]).sum() == per_game["decisions"].first()).all()
    assert sorted(serial.loc[serial.game == 0, "first_turn"]) == [0, 1, 2, 3]
    assert serial["rounds"].between(3, 12).all()
    winners = serial[serial["winner"]]
    assert (winners["rank"] == 1).all()


def test_rotation_seats_every_bot_everywhere(serial):
    assert serial.loc[serial.game == 0, "bot"].tolist() == ["heuristic", "random", "heuristic", "random"]
    assert serial.loc[serial.game == 1, "bot"].tolist() == ["random", "heuristic", "random", "heuristic"]
    assert (serial.groupby(["seat", "bot"]).size() == 6).all()


def test_a_row_replays_as_a_real_game(serial):
    game = sim.play_game(5, **{k: v for k, v in MIX.items() if k != "games"})
    assert game.is_over
    rows = serial[serial.game == 5]
    assert rows["points"].tolist() == game.scores()["points"].tolist()
    assert rows["decisions"].iloc[0] == game.ply and rows["rounds"].iloc[0] == game.round
    again = pirates.new_game(players=4, seed=int(rows["seed"].iloc[0]))
    assert again.state_dict() == game._root.state_dict()          # the seed column alone sets the game up


# --- seeds and determinism ------------------------------------------------------------------------
def test_derived_seeds_are_fixed_and_independent_of_order():
    import hashlib
    keyed = hashlib.blake2b(b"1:0:0", digest_size=8, person=b"nassau.sim").digest()
    assert derive_seed(1, 0, 0) == int.from_bytes(keyed, "little") >> 1    # the documented keyed hash, 63 bits
    assert derive_seed(1, 0, 0) == 2320572815198937723          # golden: changing the derivation changes every result
    assert derive_seed(1, 0, 1) != derive_seed(1, 1, 0) != derive_seed(2, 0, 0)
    seeds = {derive_seed(r, i, s) for r in range(3) for i in range(50) for s in range(5)}
    assert len(seeds) == 3 * 50 * 5 and all(0 <= x < 2 ** 63 for x in seeds)


def test_same_seed_same_frame_in_process_and_different_seed_differs(serial):
    assert sim.simulate(executor="in-process", **MIX).equals(serial)
    other = sim.simulate(executor="in-process", **{**MIX, "seed": 100})
    assert not other.equals(serial)


def test_processes_give_the_identical_frame_whatever_the_workers_and_batches(serial):
    two = sim.simulate(executor="processes", workers=2, batch_size=2, **MIX)
    pd.testing.assert_frame_equal(two, serial)
    one = sim.simulate(workers=1, **MIX)                  # processes is the default executor
    pd.testing.assert_frame_equal(one, serial)


def test_a_dask_local_cluster_of_2_workers_gives_the_identical_frame(serial, cluster):
    lc, client = cluster
    by_client = sim.simulate(client=client, batch_size=3, **MIX)
    pd.testing.assert_frame_equal(by_client, serial)
    by_address = sim.simulate(scheduler=lc.scheduler_address, **MIX)
    pd.testing.assert_frame_equal(by_address, serial)
    assert len(client.scheduler_info()["workers"]) == 2


def test_a_throwaway_local_cluster_gives_the_identical_frame(serial):
    pytest.importorskip("distributed")
    small = {**MIX, "games": 4}
    expected = serial[serial.game < 4]
    pd.testing.assert_frame_equal(sim.simulate(executor="dask", workers=2, **small), expected)


def test_a_prefix_of_a_run_is_the_shorter_run(serial):
    assert sim.simulate(executor="in-process", **{**MIX, "games": 5}).equals(serial[serial.game < 5])
    assert sim.simulate(workers=2, **{**MIX, "games": 1}).equals(serial[serial.game < 1])


def test_components_and_options_travel_to_the_workers(serial):
    doc = pirates.default_components().doc
    same = sim.simulate(workers=2, components=doc, **MIX)
    pd.testing.assert_frame_equal(same, serial)
    goods_only = sim.simulate(executor="in-process", options={"navy_goods": "goods-only"}, **MIX)
    assert goods_only.attrs["nassau.sim"]["options"]["navy_goods"] == "goods-only"
    assert list(goods_only.columns) == COLUMNS


def sizes(ranges):
    assert all(a[1] == b[0] for a, b in zip(ranges, ranges[1:]))     # contiguous, in order, no gaps
    return [e - s for s, e in ranges]


def test_batches_run_a_second_or_more_and_keep_every_worker_busy():
    long = sizes(batch_ranges(1, 10_000, 0.045, 2))
    assert sum(long) == 9_999 and long[0] == math.ceil(5.0 / 0.045)          # ~5 s tasks while work lasts
    assert min(long[:-1]) >= math.ceil(1.0 / 0.045) and long[-1] >= 12        # every task ~1 s or more
    assert long[-3] < long[0]                                                # shrinking at the end
    assert sizes(batch_ranges(1, 1_000, 0.004, 2)) == [250, 250, 250, 249]   # quick games: 1 s tasks
    assert sizes(batch_ranges(1, 20, 0.045, 2)) == [10, 9]                   # never fewer tasks than workers
    assert sizes(batch_ranges(1, 2, 10.0, 4)) == [1]
    assert sizes(batch_ranges(1, 12, 0.045, 2, batch_size=5)) == [5, 5, 1]   # a fixed batch size


def test_a_registered_adapter_runs_everywhere(monkeypatch):
    from dataclasses import replace

    from nassau.sim import registry
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))     # forgotten after the test
    three = sim.register(replace(PIRATES, name="pirates-for-three", default_players=3,
                                 final_columns=("motley_rank",)))
    assert "pirates-for-three" in sim.available_games() and sim.get_adapter("Pirates-For-Three") is three
    here = sim.simulate(game="pirates-for-three", games=4, seed=1, bots="random", executor="in-process")
    assert len(here) == 12 and "motley_rank" in here.columns
    assert list(here.columns).index("motley_rank") == list(here.columns).index("points") - 1
    pd.testing.assert_frame_equal(sim.simulate(game=three, games=4, seed=1, bots="random", workers=2), here)


def test_names_and_player_counts():
    df = sim.simulate(executor="in-process", games=2, players=["Mary", "Anne", "Jack"], bots="random", seed=4)
    assert df["player"].tolist()[:3] == ["Mary", "Anne", "Jack"] and len(df) == 6
    df = sim.simulate(executor="in-process", games=1, bots="random,random,random,heuristic,random", seed=4)
    assert len(df) == 5 and df["bot"].tolist()[3] == "heuristic"


def test_progress_bar_can_be_shown_and_turned_off(capsys):
    sim.simulate(executor="in-process", games=2, bots="random", seed=1, progress=True)
    assert "simulating" in capsys.readouterr().err
    sim.simulate(executor="in-process", games=2, bots="random", seed=1, progress=False)
    assert capsys.readouterr().err == ""


# --- bad options ------------------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs, words", [
    ({"game": "chess"}, "unknown game"),
    ({"game": 3}, "game must be"),
    ({"games": 0}, "games must be"),
    ({"games": 2.5}, "games must be"),
    ({"games": True}, "games must be"),
    ({"seed": "one"}, "seed must be"),
    ({"players": 6}, "3 to 5 players"),
    ({"players": ["Anja", "Anja", "Jon"]}, "different"),
    ({"players": "four"}, "players must be"),
    ({"bots": "pirate"}, "unknown bot"),
    ({"bots": ["heuristic", "random"]}, "2 bots"),
    ({"bots": ["random"] * 4, "players": 3}, "4 bots for 3 players"),
    ({"bots": []}, "bots must be"),
    ({"rotate": "yes"}, "rotate must be"),
    ({"options": {"navy_goods": "all"}}, "navy_goods"),
    ({"options": {"no_such_rule": True}}, "not an option"),
    ({"components": "/no/such/components.json"}, "cannot read"),
    ({"components": {"schema": "wrong"}}, "schema"),
    ({"executor": "threads"}, "unknown executor"),
    ({"executor": "in-process", "workers": 2}, "exactly one worker"),
    ({"workers": 0}, "workers must be"),
    ({"workers": 10 ** 30}, "workers must be a whole number from 1 to 256"),
    ({"games": 10 ** 30}, "games must be a whole number from 1 to 10,000,000"),
    ({"batch_size": 10 ** 30}, "batch_size must be a whole number from 1"),
    ({"executor": "processes", "scheduler": "tcp://127.0.0.1:8786"}, "need the dask executor"),
    ({"scheduler": "tcp://127.0.0.1:8786", "client": object()}, "not both"),
    ({"scheduler": "tcp://127.0.0.1:8786", "workers": 2}, "brings its own workers"),
    ({"client": object()}, "distributed.Client"),
    ({"batch_size": 0}, "batch_size"),
    ({"progress": "yes"}, "progress must be"),
])
def test_bad_options_raise_simulation_error(kwargs, words):
    with pytest.raises(SimulationError, match=words):
        sim.simulate(**{"games": 2, "bots": "random", **kwargs})
    assert issubclass(SimulationError, ValueError)


def test_an_unreachable_scheduler_is_a_simulation_error(monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr("nassau.sim.run.CONNECT_TIMEOUT", "0.5s")
    with pytest.raises(SimulationError, match="cannot reach the Dask scheduler"):
        sim.simulate(games=2, bots="random", scheduler="tcp://127.0.0.1:9")


# --- the summary ----------------------------------------------------------------------------------
def test_wilson_interval():
    low, high = sim.wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    assert sim.wilson(0, 10)[0] == 0.0 and sim.wilson(10, 10)[1] == 1.0


def test_summary_tables(serial):
    s = sim.summarize(serial)
    assert s.games == 12 and s.players == 4 and s.even == 0.25
    assert list(s.by_seat.index) == [0, 1, 2, 3] and s.by_seat["games"].tolist() == [12] * 4
    assert math.isclose(s.by_seat["wins"].sum(), 12) and math.isclose(s.by_first_turn["wins"].sum(), 12)
    assert (s.by_seat["low"] <= s.by_seat["win_rate"]).all() and (s.by_seat["win_rate"] <= s.by_seat["high"]).all()
    assert list(s.by_bot.index) == ["heuristic", "random"] and s.by_bot["games"].tolist() == [24, 24]
    assert math.isclose(s.rounds.sum(), 1)
    assert list(s.categories.index) == list(PIRATES.categories)
    assert s.categories["decisive"].between(0, 1).all()
    text = str(s)
    assert text.startswith("Pirates of Nassau: 12 games of 4 players, root seed 99; bots: heuristic, random (rotated)")
    for heading in ("Win rate by seat", "Win rate by bot", "Game length", "Score spread", "Which categories decide"):
        assert heading in text and heading in s._repr_html_()
    assert text == str(sim.summarize(serial)) and "0x" not in s._repr_html_()


def test_one_bots_pairing_by_hand():
    # game 0: the searcher wins alone by 3; game 1: it shares first place (half a win), margin 0;
    # game 2 (3 players): it is last, 4 below the best
    df = pd.DataFrame({"game": [0] * 4 + [1] * 4 + [2] * 3, "seat": [0, 1, 2, 3] * 2 + [0, 1, 2],
                       "bot": ["search", "h", "h", "h", "h", "search", "h", "h", "h", "h", "search"],
                       "points": [9, 6, 5, 1, 8, 8, 2, 2, 7, 6, 3], "rank": [1, 2, 3, 4, 1, 1, 3, 3, 1, 2, 3],
                       "win_share": [1, 0, 0, 0, .5, .5, 0, 0, 1, 0, 0], "rounds": 5, "decisions": 100})
    got = sim.pairing(df, "search")
    assert got["games"] == 3 and got["wins"] == 1.5 and got["win_rate"] == 0.5
    assert (got["low"], got["high"]) == sim.wilson(1.5, 3)
    assert math.isclose(got["fair_share"], (0.25 + 0.25 + 1 / 3) / 3)
    assert math.isclose(got["mean_rank"], 5 / 3) and math.isclose(got["mean_margin"], (3 + 0 - 4) / 3)
    with pytest.raises(SimulationError, match="no seat of bot 'strong'"):
        sim.pairing(df, "strong")
    with pytest.raises(SimulationError, match="more than one seat"):
        sim.pairing(df, "h")


def test_per_game_margins(serial):
    games = sim.per_game(serial)
    assert list(games.index) == list(range(12))
    assert (games["margin"] >= 0).all() and (games["spread"] >= games["margin"]).all()
    sole = serial[serial.winner].set_index("game")
    assert (games.loc[sole.index, "winner_seat"] == sole["seat"]).all()
    assert (games["top_points"] == serial.groupby("game")["points"].max()).all()


def test_deciding_categories_by_hand():
    # game 0: without a's points the winner (seat 0) ties seat 1 on top -> a decides; b does not
    # game 1: without a, seat 2 leads; without b, seat 1 leads -> both decide; the winner tops neither
    a = [7, 1, 3, 5, 7, 1]
    b = [1, 5, 3, 5, 1, 7]
    df = pd.DataFrame({"game": [0, 0, 0, 1, 1, 1], "seat": [0, 1, 2] * 2, "bot": ["x"] * 6,
                       "a": a, "b": b, "a_points": a, "b_points": b, "points": [x + y for x, y in zip(a, b)],
                       "rank": [1, 2, 2, 1, 2, 2], "winner": [True, False, False] * 2,
                       "win_share": [1.0, 0.0, 0.0] * 2, "rounds": [4] * 6, "decisions": [100] * 6})
    df.attrs["nassau.sim"] = {"categories": ["a", "b"]}
    rep = sim.category_report(df)
    assert rep["decisive"].to_dict() == {"a": 1.0, "b": 0.5}
    assert rep["winner_topped"].to_dict() == {"a": 0.5, "b": 0.0}
    assert rep["winner_points"].to_dict() == {"a": 6.0, "b": 3.0}
    assert sim.per_game(df)["margin"].tolist() == [2, 2]


def test_summary_refuses_other_frames():
    with pytest.raises(SimulationError, match="not a simulation DataFrame"):
        sim.summarize(pd.DataFrame({"a": [1]}))


def test_plots_draw_every_figure(serial):
    pytest.importorskip("matplotlib")
    from nassau.sim import plots
    for fig in (plots.win_rate_by_seat(serial), plots.game_length(serial), plots.score_distributions(serial),
                plots.deciding_categories(serial), plots.win_rate_by_bot(serial), plots.points_by_bot(serial),
                plots.balance(serial, serial)):
        assert fig.axes and fig.get_suptitle()


# --- the command line -------------------------------------------------------------------------------
def test_cli_prints_the_summary_and_writes_parquet(capsys, tmp_path, serial):
    out = tmp_path / "results.parquet"
    rc = main(["simulate", "--game", "pirates", "--games", "12", "--workers", "2", "--seed", "99",
               "--bots", "heuristic,random", "--rotate", "--out", str(out), "--no-progress"])
    stdout, err = capsys.readouterr()
    assert rc == 0 and err == ""
    assert stdout.startswith("Pirates of Nassau: 12 games of 4 players, root seed 99")
    assert "games/s" in stdout and stdout.rstrip().endswith(f"wrote 48 rows to {out}")
    back = pd.read_parquet(out)
    pd.testing.assert_frame_equal(back, serial)
    assert back.attrs["nassau.sim"]["bots"] == ["heuristic", "random"]


@pytest.mark.parametrize("argv", [
    ["--games", "0"],
    ["--games", "many"],
    ["--workers", "0"],
    ["--seed", "1.5"],
    ["--game", "chess"],
    ["--players", "9"],
    ["--bots", "pirate"],
    ["--bots", "random,random"],
    ["--executor", "threads"],
    ["--executor", "in-process", "--workers", "2"],
    ["--workers", "2", "--scheduler", "tcp://127.0.0.1:8786"],
    ["--options", "{not json"],
    ["--options", "[1, 2]"],
    ["--options", '{"navy_goods": "all"}'],
    ["--components", "/no/such/file.json"],
    ["--out", "/no/such/folder/results.parquet"],
    ["--batch-size", "-3"],
])
def test_cli_bad_arguments_exit_2_with_one_line(capsys, argv):
    rc = main(["simulate", "--games", "2", "--no-progress", *argv])
    out, err = capsys.readouterr()
    assert rc == 2 and out == ""
    assert err.startswith("nassau: error: ") and err.count("\n") == 1 and "Traceback" not in err, err


def test_cli_out_into_a_folder_is_refused_before_playing(capsys, tmp_path):
    rc = main(["simulate", "--games", "100000", "--out", str(tmp_path)])
    assert rc == 2 and "cannot write there" in capsys.readouterr().err


# --- keeping the package light ----------------------------------------------------------------------
def test_importing_nassau_sim_loads_no_heavy_modules():
    code = ("import sys, nassau, nassau.sim; "
            "print(sorted(m for m in ('pandas', 'dask', 'distributed', 'tqdm', 'matplotlib', 'numpy') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == "[]"


def test_piratoons_is_simulated_the_same_way_and_identically_on_every_executor():
    from nassau.piratoons.adapter import ADAPTER as PIRATOONS
    assert "piratoons" in sim.available_games()
    a = sim.simulate(game="piratoons", games=4, seed=3, players=3, executor="in-process", progress=False)
    b = sim.simulate(game="piratoons", games=4, seed=3, players=3, executor="processes", workers=2,
                     batch_size=1, progress=False)
    pd.testing.assert_frame_equal(a, b)
    assert len(a) == 12 and set(a["seat"]) == {0, 1, 2}
    for col in ("sails", "coins", "barrels", "joint_points", "set_points", "points", "rank", "n_claim", "n_bid"):
        assert col in a.columns
    parts = [c + "_points" for c in PIRATOONS.categories] + list(PIRATOONS.final_columns)
    assert (a[parts].sum(axis=1) == a["points"]).all()            # the total is exactly its parts
    assert (a["n_claim"] > 0).all() and {"seal", "fell", "straddle", "out"} <= set(PIRATOONS.action_kinds)


def test_marauders_is_simulated_identically_on_every_executor(cluster):
    from nassau.marauders.adapter import ADAPTER as MARAUDERS
    kwargs = dict(game="marauders", games=4, seed=5, players=3, bots="heuristic,trader,random", rotate=True,
                  progress=False)
    a = sim.simulate(executor="in-process", **kwargs)
    b = sim.simulate(executor="processes", workers=2, batch_size=1, **kwargs)
    _, client = cluster
    c = sim.simulate(client=client, **kwargs)
    pd.testing.assert_frame_equal(a, b)
    pd.testing.assert_frame_equal(a, c)
    assert len(a) == 12 and set(a["seat"]) == {0, 1, 2}
    parts = [cat + "_points" for cat in MARAUDERS.categories]
    assert (a[parts].sum(axis=1) == a["points"]).all() and (a.groupby("game")["rank"].min() == 1).all()


def test_the_packages_errors_cross_a_process_boundary_whole():
    import pickle

    from nassau import IllegalActionError, RecordError
    for err in (IllegalActionError("combat.round-one", "both ships shoot"), RecordError("options.x", "unknown")):
        back = pickle.loads(pickle.dumps(err))
        assert type(back) is type(err) and str(back) == str(err) and back.message == err.message
    assert pickle.loads(pickle.dumps(IllegalActionError("a", "b"))).rule == "a"


def test_the_balance_lab_takes_the_expansions_switches():
    from nassau.sim import SimulationError, play_game, simulate
    df = simulate(game="marauders", games=3, seed=2, executor="in-process", options={"round_limit": 15},
                  variants={"glory-or-death"}, progress=False)
    assert df.attrs["nassau.sim"]["variants"] == ["glory-or-death"] and len(df) == 12
    game = play_game(1, game="marauders", seed=2, options={"round_limit": 15}, variants={"glory-or-death"})
    assert game.variants == ("glory-or-death",)
    plain = play_game(1, game="marauders", seed=2, options={"round_limit": 15})
    assert plain.variants == ()
    with pytest.raises(SimulationError, match="pirates has no modules or variants"):
        simulate(game="pirates", games=1, modules={"wind"})
    with pytest.raises(SimulationError, match="needs the module 'wind'"):
        simulate(game="marauders", games=1, modules={"storms"})
    with pytest.raises(SimulationError, match="glory-or-death given twice"):
        simulate(game="marauders", games=1, variants=["glory-or-death", "glory-or-death"])


def test_a_pool_starts_no_more_workers_than_games_to_farm_out(monkeypatch):
    from nassau.sim import run
    started = []
    monkeypatch.setattr(run, "_warm_up", lambda: started.append(1) or 0)

    class Executor:
        def __init__(self, workers, mp_context=None):
            self.workers = workers

        def submit(self, fn, *args):
            fn(*args)
    monkeypatch.setattr("concurrent.futures.ProcessPoolExecutor", Executor)
    pool = run._ProcessPool(8)
    pool.start(3)
    assert pool.slots() == 3 and pool.executor.workers == 3 and len(started) == 3
