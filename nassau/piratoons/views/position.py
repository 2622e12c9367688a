"""A seat's "your position" panel, filled from its observation and the public scoring only:
coins, sailors left, its own sealed claim and bid, its tiles, its ship's score as it stands and
what it can afford. Plain HTML, no widget: the play table's seat controls and a shared table's
seat both show it."""

from ...display import esc
from ...kernel.english import plural
from ..rules.scoring import CATEGORIES, final_rows

def score_row(game, seat) -> dict:
    """Seat ``seat``'s scoring if the game ended now (public: ships and coins only)."""
    return final_rows(game)[seat]


def _plural(n, word) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def position_html(obs: dict, score=None) -> str:
    """The "your position" panel of the seat ``obs`` belongs to (``game.observation(seat)``),
    with ``score`` (:func:`score_row`, public) for its ship: coins, sailors left, its own sealed
    claim and bid, its tiles won and waiting, its ship's score as it stands and what it can
    afford. Nothing in it comes from another seat's sealed claim or bid."""
    me = next(p for p in obs["players"] if p["name"] == obs["you"])
    phase, chest = obs["phase"], obs["chest"]
    rows = [("coins", str(me["coins"]))]
    if phase == "claim" and me["sailors_left"] is not None:
        rows.append(("sailors left", str(me["sailors_left"])))
        sealed = me["sealed_claims"] or {}
        rows.append(("your hidden claim", _claims_text(sealed, chest) or "no sailor yet"))
    if me["claims"]:
        rows.append(("your revealed claims", _claims_text(me["claims"], chest)))
    if me["bid"] is not None:
        rows.append(("your bid", f"{me['bid']} (sealed)" if phase == "bid" else str(me["bid"])))
    rows.append(("your ship", f"{_plural(len(me['boats']), 'boat tile')}, {len(me['equipment'])} equipment aboard"))
    rows.append(("won, not placed yet", ", ".join(me["won"]) or "nothing"))
    if score is not None:
        ship = score["joint_points"] + score["empty_points"] + score["set_points"]
        majorities = sum(score[c + "_points"] for c in CATEGORIES)
        rows.append(("ship's score now", f"{ship} (joints {score['joint_points']:+d}, empty slots "
                                         f"{score['empty_points']:+d}, sets {score['set_points']:+d})"))
        rows.append(("if the game ended now", f"{plural(score['points'], 'point')} with the majorities ({majorities:+d}, "
                                              f"most empty slots {score['most_empty_points']:+d}): rank {score['rank']}"))
    rows.append(("you can afford", _afford(obs, me)))
    body = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in rows)
    return f"<div><b>Your position</b> ({esc(obs['you'])}, only on your screen)</div><table>{body}</table>"


def _claims_text(claims: dict, chest: dict) -> str:
    """"A sail-10 ×1, G b4-3 ×2": sailors per chest place, with the tile still there."""
    return ", ".join(f"{p} {chest[p]} ×{n}" if p in chest else f"{p} ×{n}" for p, n in claims.items())


def _afford(obs, me) -> str:
    coins, phase = me["coins"], obs["phase"]
    if phase == "bid" and obs["to_decide"] == obs["you"]:
        return f"a bid of 0 to {plural(coins, 'coin')}"
    if phase == "pick" and obs["to_decide"] == obs["you"]:
        return f"one tile for your bid of {me['bid']}"
    if phase == "claim":
        return f"{plural(coins, 'coin')} to bid at the auction; each sailor you keep earns 1 more"
    return f"{plural(coins, 'coin')} to bid at the next auction"
