"""Soak runs (``python -m nassau soak``, :mod:`nassau.sim.soak`): a few hundred checked games of
each game, the report's columns, its determinism, planted bugs reported as failures with their
seed and decision, and one-line errors for bad arguments."""

import json

import pandas as pd
import pytest

from nassau import games
from nassau.cli import main
from nassau.kernel.bots import play
from nassau.kernel.rng import Rng
from nassau.sim import derive_seed
from nassau.sim import soak as soaking

# what CI plays: a few hundred games in all
VOLUME = [("pirates", 150, []), ("piratoons", 150, []), ("marauders", 20, ["--random-switches"])]


def run(capsys, *argv):
    rc = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return rc, out, err


def soak_cli(capsys, tmp_path, game, count, *more, workers=1):
    out = tmp_path / f"{game}.parquet"
    rc, text, err = run(capsys, "soak", "--game", game, "--games", count, "--workers", workers, "--seed", 16,
                        "--out", out, "--no-progress", *more)
    return rc, text, err, pd.read_parquet(out) if out.exists() else None


def replayed(adapter, row):
    """The game a row describes, played again through the API alone."""
    switches = {k: row[k].split(",") for k in ("modules", "variants") if k in row and row[k]}
    game = adapter.new_game(int(row["players"]), int(row["seed"]), json.loads(row["options"]) if row["options"]
                            else None, None, **switches)
    bots = [adapter.bots[name](derive_seed(int(row["seed"]), seat + 1)) for seat, name in
            enumerate(row["bots"].split(","))]
    return play(game, bots)


@pytest.mark.parametrize("game,count,more", VOLUME, ids=[v[0] for v in VOLUME])
def test_every_game_soaks_clean_and_the_report_has_one_true_row_per_game(capsys, tmp_path, game, count, more):
    rc, text, err, df = soak_cli(capsys, tmp_path, game, count, *more, workers=2)
    failed = df[~df["ok"]]
    assert rc == 0, failed[["seed", "bots", "decision", "action", "failure"]].to_string()
    assert err == "" and f"games: {count:,}\nfailures: 0\n" in text
    adapter = games.adapter(game)
    assert list(df.columns) == soaking.columns(adapter)
    assert list(df["game"]) == list(range(count)) and df["seed"].is_unique
    assert df["ok"].dtype == bool and df["seed"].dtype == "int64" and (df["record"] == "").all()
    assert (df["failure"] == "").all() and (df["decision"] == -1).all() and (df["action"] == "").all()
    seats = df["bots"].str.split(",")
    assert (seats.str.len() == df["players"]).all()
    # the seeded mix: every player count and every bot of the game, random play included
    assert set(df["players"]) == set(range(adapter.min_players, adapter.max_players + 1))
    assert set(seats.explode()) == set(adapter.bots) - {"search"} == set(soaking.mixed_bots(adapter))
    limited = df["options"] != ""
    assert (limited == seats.map(lambda b: "random" in b and bool(adapter.random_play_options))).all()
    assert ((df["winner"] >= -1) & (df["winner"] < df["players"])).all() and (df["decisions"] > 0).all()
    assert f"decisions: {int(df['decisions'].sum()):,}\n" in text
    for _, row in df.iloc[:3].iterrows():           # a row is a real game
        again = replayed(adapter, row)
        firsts = [s for s, r in enumerate(adapter.final_rows(again)) if r["rank"] == 1]
        assert (again.ply, again.round) == (row["decisions"], row["rounds"])
        assert row["winner"] == (firsts[0] if len(firsts) == 1 else -1)
    if adapter.switches:
        for _, row in df.iterrows():                 # each game a valid set of switches, and they vary
            modules = set(filter(None, row["modules"].split(",")))
            assert all(set(adapter.switch_needs(m)) <= modules for m in modules)
        assert df["modules"].nunique() > count // 2 and df["variants"].nunique() > 2


def test_the_same_seed_gives_the_same_report_with_one_or_two_workers():
    mix = dict(game="piratoons", games=6, seed=3)
    one = soaking.soak(workers=1, progress=False, **mix)
    two = soaking.soak(workers=2, progress=False, **mix)
    pd.testing.assert_frame_equal(one.drop(columns="seconds"), two.drop(columns="seconds"))
    other = soaking.soak(workers=1, progress=False, **{**mix, "seed": 4})
    assert list(other["seed"]) != list(one["seed"]) and list(other["bots"]) != list(one["bots"])
    fixed = soaking.soak(workers=1, progress=False, bots="random", players=2, **mix)
    assert set(fixed["bots"]) == {"random,random"} and set(fixed["players"]) == {2}


def test_random_switches_are_seeded_and_valid():
    adapter = games.adapter("marauders")
    sets = [soaking.random_switches(adapter, Rng(seed)) for seed in range(40)]
    assert sets == [soaking.random_switches(adapter, Rng(seed)) for seed in range(40)]
    on = adapter.switches()
    for s in sets:
        assert set(s["modules"]) <= set(on["modules"]) and set(s["variants"]) <= set(on["variants"])
        assert all(set(adapter.switch_needs(m)) <= set(s["modules"]) for m in s["modules"])
    assert len({json.dumps(s) for s in sets}) > 30
    assert set().union(*(s["modules"] for s in sets)) == set(on["modules"])


# --- planted bugs: each check can fail, and a failure is reported, not raised -----------------
def _pirates():
    from nassau.pirates.rules.game import Game
    return Game


def plant_problem(monkeypatch):
    """problems() reports something after decision 7 of every 3-player game."""
    Game = _pirates()
    sound = Game.problems
    monkeypatch.setattr(Game, "problems", lambda self: ["planted at decision 7"] if self.n == 3 and
                        self.ply == 7 else sound(self))


def test_a_broken_game_is_reported_with_its_seed_decision_action_and_record(capsys, tmp_path, monkeypatch):
    plant_problem(monkeypatch)
    rc, text, err, df = soak_cli(capsys, tmp_path, "pirates", 8)
    assert rc == 1 and err == ""
    bad, good = df[df["players"] == 3], df[df["players"] != 3]
    assert len(bad) and len(good) and good["ok"].all() and not bad["ok"].any()       # the run went on
    assert (bad["failure"] == "planted at decision 7").all() and (bad["decision"] == 7).all()
    assert f"failures: {len(bad)}\n" in text
    row = bad.iloc[0]
    assert row["seed"] == derive_seed(16, int(row["game"]), 0)
    assert f"game {row['game']} (seed {row['seed']}, bots {row['bots']}): decision 7 ({row['action']}): " \
           "planted at decision 7" in text
    loaded = games.adapter("pirates").load_record(row["record"])
    assert loaded.ply == 7 and loaded.history[-1].notation == row["action"]
    assert loaded.problems() == ["planted at decision 7"]
    assert loaded.state_dict() == replayed_to(row, 7).state_dict()


def replayed_to(row, decisions):
    adapter = games.adapter("pirates")
    game = adapter.new_game(int(row["players"]), int(row["seed"]), None, None)
    bots = [adapter.bots[name](derive_seed(int(row["seed"]), seat + 1)) for seat, name in
            enumerate(row["bots"].split(","))]
    for _ in range(decisions):
        game.apply(bots[game.current_player].choose(game))
    return game


def _shifted_clone(monkeypatch):
    Game = _pirates()
    sound = Game.clone

    def clone(self):
        twin = sound(self)
        twin.round += self.ply > 0          # not the record's start, cloned at the set-up
        return twin
    monkeypatch.setattr(Game, "clone", clone)


def _no_legal(monkeypatch):
    from nassau.kernel.actions import LegalActions
    Game = _pirates()
    sound = Game.legal_actions
    monkeypatch.setattr(Game, "legal_actions", lambda self: LegalActions(()) if self.ply == 5 else sound(self))


def _doubled_legal(monkeypatch):
    from nassau.kernel.actions import LegalActions
    Game = _pirates()
    sound = Game.legal_actions
    monkeypatch.setattr(Game, "legal_actions", lambda self: LegalActions(list(sound(self)) * 2) if self.ply == 5
                        else sound(self))


def _misread(monkeypatch):
    Game = _pirates()
    sound = Game.parse_action
    monkeypatch.setattr(Game, "parse_action", lambda self, a: sound(self, "1>7" if a == "1>1" else "1>1"))
    soaking._READ_BACK.clear()


def _illegal_bot(monkeypatch):
    from nassau.pirates.bots import heuristic
    monkeypatch.setattr(heuristic.RandomBot, "choose", lambda self, game: "nonsense")


def _raising_apply(monkeypatch):
    Game = _pirates()
    sound = Game._do

    def do(self, action):
        if self.ply == 4:
            raise RuntimeError("planted")
        return sound(self, action)
    monkeypatch.setattr(Game, "_do", do)


def _no_current_player(monkeypatch):
    monkeypatch.setattr(_pirates(), "current_player", property(lambda self: None))


def _bad_ranks(monkeypatch):
    Game = _pirates()
    sound = Game.scores
    monkeypatch.setattr(Game, "scores", lambda self: sound(self).assign(rank=lambda d: d["rank"] + 1))


def _short_record(monkeypatch):
    """to_json() leaves out the last decision (with checksums that match)."""
    Game = _pirates()
    sound = Game.to_json

    def to_json(self, indent=None):
        short = self._root.clone()
        short._root, short._root_events = self._root, self._root_events
        for action in self.history[:-1]:
            short.apply_unchecked(action)
        return sound(short, indent)
    monkeypatch.setattr(Game, "to_json", to_json)


PLANTED = [
    (plant_problem, "planted at decision 7", None),
    (_shifted_clone, "a clone differs from the game at state.game.round", None),
    (_no_legal, "the game is not over but no action is legal", 5),
    (_doubled_legal, "two legal actions share the notation", 5),
    (_misread, "reads back as", 0),
    (_illegal_bot, "chose 'nonsense', which is not legal", 1),
    (_raising_apply, "RuntimeError: planted", 5),
    (_no_current_player, "the game is not over but current_player is None, not a seat", 0),
    (_bad_ranks, "ahead", None),
    (_short_record, "the game loaded from its record differs from the game", None),
]


@pytest.mark.parametrize("plant,words,decision", PLANTED, ids=[p[0].__name__.strip("_") for p in PLANTED])
def test_each_check_reports_a_planted_bug(monkeypatch, plant, words, decision):
    plant(monkeypatch)
    df = soaking.soak("pirates", games=3, seed=5, workers=1, bots="random", players=3, progress=False)
    assert not df["ok"].any(), df["failure"].tolist()
    assert df["failure"].str.contains(words, regex=False).all(), df["failure"].tolist()
    if decision is not None:
        assert (df["decision"] == decision).all()
    assert (df["record"] != "").all()


def test_failures_count_in_agreeing_english_and_name_seats_from_1(monkeypatch):
    """'1 player ranks ahead', '2 players rank ahead' (not '1 players rank'); a bot's seat as printed,
    seat 1 being the first player."""
    import re
    _bad_ranks(monkeypatch)
    said = soaking.soak("pirates", games=3, seed=5, workers=1, bots="random", players=3, progress=False)["failure"]
    assert all(re.search(r"but (1 player ranks|[02-9] players rank) ahead$", text) for text in said), list(said)
    monkeypatch.undo()
    _illegal_bot(monkeypatch)
    df = soaking.soak("pirates", games=3, seed=5, workers=1, bots="random", players=3, progress=False)
    adapter = games.adapter("pirates")
    for _, row in df.iterrows():
        first = adapter.new_game(3, int(row["seed"]), None, None).current_player
        assert f"the random bot of seat {first + 1} chose 'nonsense'" in row["failure"], row["failure"]


def test_a_stuck_game_fails_at_the_bound(capsys, tmp_path):
    rc, text, err, df = soak_cli(capsys, tmp_path, "piratoons", 2, "--max-decisions", 30)
    assert rc == 1 and (df["failure"] == "the game did not end after 30 decisions").all()
    assert (df["decision"] == 30).all() and (df["decisions"] == 30).all()
    assert all(games.adapter("piratoons").load_record(r).ply == 30 for r in df["record"])


@pytest.mark.parametrize("argv,words", [
    (("--game", "nope"), "invalid choice: 'nope'"),
    (("--games", "0"), "--games"),
    (("--workers", "0"), "--workers"),
    (("--seed", "x"), "--seed"),
    (("--bots", "nope"), "unknown bot 'nope'"),
    (("--players", "9"), "for 3 to 5 players"),
    (("--random-switches",), "pirates has no modules or variants"),
    (("--modules", "weapons"), "pirates has no modules or variants"),
    (("--game", "marauders", "--random-switches", "--modules", "weapons"), "not both"),
    (("--game", "marauders", "--modules", "nope"), "nope"),
    (("--check-every", "0"), "--check-every"),
    (("--out", "/nonexistent/x.parquet"), "cannot write there"),
])
def test_bad_arguments_exit_2_with_one_line(capsys, argv, words):
    rc, out, err = run(capsys, "soak", "--games", "1", *argv)
    assert rc == 2 and out == "", out
    assert err.startswith("nassau: error: ") and err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize("name", ["check_every", "max_decisions"])
def test_the_checking_counts_have_a_ceiling(name):
    from nassau.sim import SimulationError
    from nassau.sim.soak import make_soak_plan
    with pytest.raises(SimulationError, match=f"{name} must be a whole number from 1 to 1,000,000,000"):
        make_soak_plan("pirates", games=1, **{name: 2 ** 64 + 1})


def test_the_generator_refuses_a_range_wider_than_one_draw():
    from nassau.kernel.rng import Rng
    rng = Rng(1)
    assert 0 <= rng.below(1 << 64) < 1 << 64
    for n in (0, -3, (1 << 64) + 1):
        with pytest.raises(ValueError, match="n must be positive and at most 2"):
            rng.below(n)
