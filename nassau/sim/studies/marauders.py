"""Merchants & Marauders' standard balance study (``python -m nassau balance --game marauders``).

Four heuristic bots a table, the base game: the win share of each seat, how long games run (the
median and 90th percentile of rounds; a round limit of 200 is only a safety stop, and the share
of games it stopped is reported), and the pirate/merchant split: the share of games won by a
pirate (a captain ending with a bounty) beside the share of all captains who end as pirates.
"""

from .. import simulate
from ..balance import figure, rate, simulate_args, win_rows

DEFAULT_GAMES = 400
PLAYERS = 4
ROUND_LIMIT = 200         # as in the switch study (nassau.sim.switches): a safety stop, not a rule
TITLES = {
    "seat": "Win share by seat, 4 heuristic bots",
    "length": "Rounds per game (capped: share of games stopped by the safety limit of 200 rounds)",
    "pirates": "Pirates: share of sole winners who end as pirates, and of all captains",
}


def study(games, seed, workers, options=None) -> list:
    df = simulate("marauders", games, seed, players=PLAYERS, bots="heuristic",
                  options={"round_limit": ROUND_LIMIT, **(options or {})}, progress=False, **simulate_args(workers))
    rows = win_rows("seat", df, "seat")
    rounds = df.groupby("game")["rounds"].first()
    rows += [figure("length", "rounds", "median", rounds.median(), games),
             figure("length", "rounds", "p90", rounds.quantile(0.9), games),
             figure("length", "rounds", "mean", rounds.mean(), games),
             rate("length", "rounds", "capped", int((rounds >= ROUND_LIMIT).sum()), games)]
    winners = df[df["winner"]]
    return rows + [rate("pirates", "sole winners", "pirate_share", int(winners["pirate"].sum()), len(winners)),
                   rate("pirates", "all captains", "pirate_share", int(df["pirate"].sum()), len(df))]
