"""Summaries of a simulation's DataFrame: win rates with confidence intervals, game length,
score spread, and which scoring categories decide games."""

import math
from statistics import NormalDist

from ..kernel.english import plural
from .registry import SimulationError
from ..kernel.optional import pandas

# Seats and places in the turn order are numbered from 0 in the DataFrames (``seat``,
# ``first_turn``, ``winner_seat``: the engine's seat index) and from 1 wherever they are shown
# (tables, plots, messages): seat 1 is the first player, and place 1 sails first.
FIRST_SEAT = 1


def from_one(table):
    """A copy of a table indexed by seat or place (as :func:`win_rates` returns), its index
    numbered as shown, from 1."""
    shown = table.copy()
    shown.index = [k + FIRST_SEAT for k in table.index]
    shown.index.name = table.index.name
    return shown


def wins_text(wins) -> list:
    """Win counts as shown: whole numbers with thousands separators; when a shared first place
    (1/k of a win) leaves fractions, every count with one decimal."""
    whole = all(float(w).is_integer() for w in wins)
    return [f"{w:,.0f}" if whole else f"{w:,.1f}" for w in wins]


def wilson(successes: float, trials: int, confidence: float = 0.95) -> tuple:
    """Wilson score interval (low, high) for a proportion; ``successes`` may be fractional."""
    if trials <= 0:
        return (math.nan, math.nan)
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


def _check(df):
    need = {"game", "seat", "bot", "points", "rank", "win_share", "rounds", "decisions"}
    missing = sorted(need - set(getattr(df, "columns", ())))
    if missing:
        raise SimulationError(f"not a simulation DataFrame (missing {', '.join(missing)})")


def categories_of(df) -> list:
    """The scoring categories of a simulation DataFrame (from its attrs, else its columns)."""
    meta = df.attrs.get("nassau.sim", {}) if hasattr(df, "attrs") else {}
    if meta.get("categories"):
        return list(meta["categories"])
    return [c[: -len("_points")] for c in df.columns if c.endswith("_points") and c[: -len("_points")] in df.columns]


def win_rates(df, by: str, confidence: float = 0.95):
    """Win rate by a column (seat, bot, first_turn...): seats played, wins (a shared first place
    counts 1/k), rate and its Wilson interval."""
    pd = pandas("the balance lab")
    _check(df)
    g = df.groupby(by, sort=True)["win_share"].agg(["size", "sum"])
    rows = []
    for key, (size, wins) in g.iterrows():
        low, high = wilson(float(wins), int(size), confidence)
        rows.append((key, int(size), float(wins), float(wins) / size, low, high))
    return pd.DataFrame(rows, columns=[by, "games", "wins", "win_rate", "low", "high"]).set_index(by)


def pairing(df, bot: str, confidence: float = 0.95) -> dict:
    """One bot against the rest, from a DataFrame where it holds one seat of every game: games,
    wins (a shared first place counts 1/k), win rate and its Wilson interval, the fair share
    (one over the players), its mean rank and its mean margin over the best of the others."""
    _check(df)
    mine = df[df["bot"] == bot].set_index("game")
    if mine.empty:
        raise SimulationError(f"no seat of bot {bot!r} in these games")
    if not mine.index.is_unique:
        raise SimulationError(f"bot {bot!r} holds more than one seat of a game")
    rivals = df[df["bot"] != bot].groupby("game")["points"].max()
    games, wins = len(mine), float(mine["win_share"].sum())
    low, high = wilson(wins, games, confidence)
    players = df.groupby("game").size().reindex(mine.index)
    return {"games": games, "wins": wins, "win_rate": wins / games, "low": low, "high": high,
            "fair_share": float((1 / players).mean()), "mean_rank": float(mine["rank"].mean()),
            "mean_margin": float((mine["points"] - rivals.reindex(mine.index)).mean())}


def per_game(df):
    """One row per game: rounds, decisions, the winning seat and bot (-1 / "" on an unbroken tie),
    the winner's points, the margin over the runner-up and the spread (best minus worst)."""
    pd = pandas("the balance lab")
    _check(df)
    ordered = df.sort_values(["game", "points", "seat"], ascending=[True, False, True])
    first = ordered.groupby("game", sort=True).nth(0).set_index("game")
    second = ordered.groupby("game", sort=True).nth(1).set_index("game")
    worst = df.groupby("game", sort=True)["points"].min()
    sole = df[df["winner"]].set_index("game")
    out = pd.DataFrame({
        "rounds": first["rounds"], "decisions": first["decisions"],
        "winner_seat": sole["seat"].reindex(first.index, fill_value=-1).astype("int64"),
        "winner_bot": sole["bot"].reindex(first.index, fill_value="").astype(df["bot"].dtype),
        "top_points": first["points"], "margin": first["points"] - second["points"],
        "spread": first["points"] - worst,
    })
    out.index.name = "game"
    return out


def category_report(df):
    """For each scoring category: how often the winner came first in it (``winner_topped``), how
    often it decided the game (``decisive``: without its points the winner would not be alone on
    top), and the mean points it gave winners and the other players."""
    pd = pandas("the balance lab")
    _check(df)
    cats = categories_of(df)
    games = df["game"].nunique()
    won = df[df["winner"]]
    others = df[~df["winner"]]
    rows = []
    for c in cats:
        col = c + "_points"
        best = df.groupby("game")[col].transform("max")
        topped = int((df["winner"] & (df[col] == best)).sum())
        without = df["points"] - df[col]
        rival = without.where(~df["winner"]).groupby(df["game"]).max()
        mine = without.where(df["winner"]).groupby(df["game"]).max().dropna()
        decisive = int((rival.reindex(mine.index) >= mine).sum())
        rows.append((c, topped / games, decisive / games, float(won[col].mean()), float(others[col].mean())))
    out = pd.DataFrame(rows, columns=["category", "winner_topped", "decisive", "winner_points", "others_points"])
    return out.set_index("category")


class Summary:
    """What :func:`summarize` returns: tables as DataFrames, shown as text or HTML.

    Attributes: ``by_seat``, ``by_first_turn`` (None if the game has no such column),
    ``by_bot``, ``rounds`` (share of games by length), ``length``, ``scores``, ``spread``,
    ``categories``, and ``games``, ``players``, ``even`` (1/players), ``no_winner``.
    """

    def __init__(self, df, confidence=0.95):
        _check(df)
        meta = df.attrs.get("nassau.sim", {})
        self.meta = meta
        self.confidence = confidence
        self.games = int(df["game"].nunique())
        self.players = int(round(len(df) / self.games))
        self.even = 1 / self.players
        self.by_seat = win_rates(df, "seat", confidence)
        self.by_first_turn = win_rates(df, "first_turn", confidence) if "first_turn" in df.columns else None
        self.by_bot = win_rates(df, "bot", confidence)
        games = per_game(df)
        self.per_game = games
        self.no_winner = float((games["winner_seat"] < 0).mean())
        self.rounds = games["rounds"].value_counts(normalize=True).sort_index().rename("share")
        self.length = games[["rounds", "decisions"]].agg(["mean", "std", "min", "median", "max"]).T
        cats = categories_of(df)
        self.scores = df[cats + [c + "_points" for c in cats] + ["points"]].agg(["mean", "std", "min", "median", "max"]).T
        self.spread = games[["margin", "spread"]].agg(["mean", "std", "min", "median", "max"]).T
        self.categories = category_report(df)

    # --- display ------------------------------------------------------------------------
    def _heading(self) -> str:
        m = self.meta
        title = m.get("game", "simulation")
        if m.get("game"):
            from .registry import get_adapter
            try:
                title = get_adapter(m["game"]).title
            except SimulationError:
                pass
        bots = m.get("bots")
        mix = ", ".join(bots) if bots else "?"
        extra = " (rotated)" if m.get("rotate") else ""
        seed = f", root seed {m['seed']}" if "seed" in m else ""
        return f"{title}: {plural(self.games, 'game', ',')} of {plural(self.players, 'player')}{seed}; bots: {mix}{extra}"

    def _tables(self) -> list:
        """(heading, display DataFrame) pairs, with numbers already formatted as text."""
        pct = lambda x: f"{100 * x:.1f}%"
        num = lambda x: f"{x:,.2f}"

        def rates(t):
            d = t.copy()
            d["games"] = [f"{n:,}" for n in t["games"]]
            d["wins"] = wins_text(t["wins"])
            for c in ("win_rate", "low", "high"):
                d[c] = [pct(x) for x in t[c]]
            return d

        level = f"{100 * self.confidence:g}%"
        out = [(f"Win rate by seat ({level} interval; a first place shared by k players counts 1/k of a win; "
                f"an even share is {pct(self.even)})", rates(from_one(self.by_seat)))]
        if self.by_first_turn is not None:
            out.append((f"Win rate by place in round 1's turn order ({FIRST_SEAT} sails first)",
                        rates(from_one(self.by_first_turn)).rename_axis("place")))
        out.append(("Win rate by bot", rates(self.by_bot)))
        rounds = self.rounds.to_frame().T.rename(index={"share": "share of games"})
        rounds.columns = [plural(r, "round") for r in rounds.columns]
        out.append(("Game length", rounds.map(pct)))
        out.append(("Rounds and decisions per game", self.length.map(num)))
        out.append(("Final measures and points per player", self.scores.map(num)))
        out.append(("Score spread per game (winner's margin over the runner-up; best minus worst)", self.spread.map(num)))
        cats = self.categories.copy()
        for c in ("winner_topped", "decisive"):
            cats[c] = [pct(x) for x in cats[c]]
        for c in ("winner_points", "others_points"):
            cats[c] = [num(x) for x in cats[c]]
        out.append(("Which categories decide games", cats))
        return out

    def __str__(self) -> str:
        parts = [self._heading()]
        if self.no_winner:
            parts.append(f"Games with no sole winner (an unbroken tie): {100 * self.no_winner:.1f}%")
        for heading, table in self._tables():
            parts += ["", heading, table.to_string()]
        return "\n".join(parts)

    __repr__ = __str__

    def _repr_pretty_(self, printer, cycle):
        printer.text(str(self))

    def _repr_html_(self) -> str:
        from html import escape
        parts = [f"<h4>{escape(self._heading())}</h4>"]
        if self.no_winner:
            parts.append(f"<p>Games with no sole winner (an unbroken tie): {100 * self.no_winner:.1f}%</p>")
        for heading, table in self._tables():
            parts.append(f"<p><b>{escape(heading)}</b></p>")
            parts.append(table.to_html(border=0))
        return "<div class='nassau-sim-summary'>" + "\n".join(parts) + "</div>"


def summarize(df, confidence: float = 0.95) -> Summary:
    """Win rate by seat, by turn order and by bot (with Wilson intervals), game length,
    score spread and the deciding categories of a :func:`simulate` DataFrame."""
    if not isinstance(confidence, (int, float)) or not 0 < confidence < 1:
        raise SimulationError(f"confidence must be between 0 and 1, not {confidence!r}")
    return Summary(df, confidence)
