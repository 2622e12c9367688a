"""The switch study: what each module and variant of an expansion does to a game, measured.

    from nassau.sim.switches import switch_study
    table = switch_study("marauders", games=200, seed=15)

One row per switch set: the game without any, each switch alone (with the switches it needs),
and every playable switch at once. Each row plays the same seeded games (the same root seed),
so the rows differ by their switches only. Columns: how long games run (median, mean and 90th
percentile rounds, the share stopped by a round limit), each seat's win rate with its Wilson
interval, and, for every extra per-seat figure the game reports (``final_columns``: for
Merchants & Marauders ``pirate``, 1 for a captain who ends with a bounty), its mean over
winners and over all seats: the pirate/merchant split.
"""

from .registry import SimulationError, get_adapter
from ..kernel.optional import pandas


def switch_rows(game) -> list:
    """(label, modules, variants) for the study: none, each playable switch alone, all of them."""
    adapter = get_adapter(game)
    if adapter.switches is None:
        raise SimulationError(f"{adapter.name} has no modules or variants")
    on = adapter.switches()
    rows = [("base game", (), ())]
    for name in on.get("modules", ()):
        mods = tuple(sorted({name, *(adapter.switch_needs(name) if adapter.switch_needs else ())}))
        rows.append((name if len(mods) == 1 else f"{name} (+ {', '.join(m for m in mods if m != name)})",
                     mods, ()))
    rows += [(name, (), (name,)) for name in on.get("variants", ())]
    rows.append(("every switch", tuple(on.get("modules", ())), tuple(on.get("variants", ()))))
    return rows


def switch_study(game="marauders", games=200, seed=0, *, rows=None, players=None, bots=None, options=None,
                 executor=None, workers=None, progress=False):
    """A DataFrame, one row per switch set (``rows``: (label, modules, variants) triples, by
    default :func:`switch_rows`), each from ``games`` seeded games of ``simulate``."""
    pd = pandas("the switch study")

    from .run import simulate
    from .summary import wilson
    rows = switch_rows(game) if rows is None else rows
    limit = (options or {}).get("round_limit", 0) if isinstance(options, (dict, type(None))) else 0
    adapter = get_adapter(game)
    out = []
    for label, modules, variants in rows:
        df = simulate(game, games, seed, players=players, bots=bots, options=options, modules=set(modules),
                      variants=set(variants), executor=executor, workers=workers, progress=progress)
        out.append(_row(label, modules, variants, df, limit, adapter.final_columns, wilson))
    table = pd.DataFrame(out).set_index("switches")
    table.attrs["nassau.study"] = {"game": adapter.name, "games": games, "seed": seed, "bots": bots,
                                   "options": options, "players": players}
    return table


def _row(label, modules, variants, df, limit, extras, wilson) -> dict:
    per_game = df.groupby("game")["rounds"].first()
    row = {"switches": label, "modules": ", ".join(modules), "variants": ", ".join(variants),
           "games": int(per_game.size), "rounds_median": float(per_game.median()),
           "rounds_mean": round(float(per_game.mean()), 1), "rounds_p90": float(per_game.quantile(0.9)),
           "capped": round(float((per_game >= limit).mean()), 3) if limit else 0.0}
    for seat, seats in df.groupby("seat"):
        wins, n = float(seats["win_share"].sum()), int(seats.shape[0])
        low, high = wilson(wins, n)
        row[f"seat{seat}_win"] = round(wins / n, 3)
        row[f"seat{seat}_ci"] = f"{low:.2f}-{high:.2f}"
    winners = df[df["winner"]]
    for col in extras:
        row[f"winners_{col}"] = round(float(winners[col].mean()), 3) if len(winners) else float("nan")
        row[f"all_{col}"] = round(float(df[col].mean()), 3)
    return row
