"""Pirates of Nassau's standard balance study (``python -m nassau balance --game pirates``).

Four heuristic bots a table: win share by place in round 1's turn order and by seat, how many
rounds games last (they end in rounds 4 to 6), which scoring categories decide games; then the
four styles of the heuristic bot (:data:`nassau.pirates.bots.heuristic.STYLES`), each in every seat in turn,
over as many games again (seeded from the root seed too, apart from the first set).
"""

from .. import simulate
from ..balance import figure, rate, simulate_args, win_rows
from ..engine import derive_seed
from ..summary import category_report, per_game
from ...pirates.bots.heuristic import STYLES

DEFAULT_GAMES = 4000
PLAYERS = 4
TITLES = {
    "turn_order": "Win share by place in round 1's turn order (1 sails first), 4 heuristic bots",
    "seat": "Win share by seat, 4 heuristic bots",
    "rounds": "Share of games by length in rounds",
    "categories": "Scoring categories: decisive (without its points the winner would not be alone on top), "
                  "winner_topped (the winner came first in it)",
    "styles": "Win share by style of the heuristic bot, each style in every seat",
}
# the adapter's bot name of each style ("heuristic" is the balanced one)
STYLE_BOTS = {style: "heuristic" if style == "balanced" else style for style in STYLES}


def study(games, seed, workers, options=None) -> list:
    run = simulate_args(workers)
    df = simulate("pirates", games, seed, players=PLAYERS, bots="heuristic", options=options, progress=False, **run)
    rows = win_rows("turn_order", df, "first_turn") + win_rows("seat", df, "seat")
    lengths = per_game(df)["rounds"]
    rows += [rate("rounds", r, "share", int((lengths == r).sum()), games) for r in sorted(lengths.unique())]
    rows.append(figure("rounds", "all", "mean", lengths.mean(), games))
    for cat, r in category_report(df).iterrows():
        rows += [rate("categories", cat, m, round(r[m] * games), games) for m in ("decisive", "winner_topped")]
    styled = simulate("pirates", games, derive_seed(seed, 1), players=PLAYERS, bots=list(STYLE_BOTS.values()),
                      rotate=True, progress=False, **run)
    names = {bot: style for style, bot in STYLE_BOTS.items()}
    by_style = sorted((dict(r, row=names[r["row"]]) for r in win_rows("styles", styled, "bot")),
                      key=lambda r: list(STYLES).index(r["row"]))
    return rows + by_style
