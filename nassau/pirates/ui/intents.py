"""What a click on the table means: from a clicked space, Navy card or Nassau tile to the
legal actions it can stand for, or to the rule that forbids it.

Plain Python, so the widget's behaviour is tested without a browser.
"""

from ...kernel.english import sentence
from ...kernel.errors import IllegalActionError
from ..rules.actions import Action, label
from ..rules.flow import STEP_NAMES, decision


def resolve(game, intent) -> list:
    """The legal actions a click stands for (several when a choice remains, e.g. which die).

    ``intent`` is {"space": n}, {"navy": i} (position in the display), {"tile": id} or
    {"action": notation}. Raises IllegalActionError naming the rule when nothing fits.
    """
    if not isinstance(intent, dict) or len(intent) != 1:
        raise IllegalActionError("intent", "a click must name one space, Navy card, tile or action")
    if game.over:
        raise IllegalActionError("game-over", "the game is over")
    (kind, value), = intent.items()
    handler = {"space": _space, "navy": _navy, "tile": _tile, "action": _action}.get(kind)
    if handler is None:
        raise IllegalActionError("intent", f"unknown kind of click {kind!r}")
    return handler(game, value)


def _where(game, head: str, *args) -> str:
    """``head`` (a template that ``args`` fill) then who decides now, and what about."""
    return decision(game, head, " ({})", *args, STEP_NAMES[game.step])


def _space(game, s) -> list:
    if type(s) is not int or not 1 <= s <= 20:      # not True: it would write the move "5>True"
        raise IllegalActionError("intent", "spaces are numbered 1 to 20")
    p = game.players[game.cur]
    legal = game.legal_actions()
    if game.sub == "move":
        found = [a for a in legal if a.kind == "move" and a.c == s]
        if found:
            return found
        raise game._explain(Action.of("move", p.dice[0], 0, s)) if p.dice else IllegalActionError("movement.die", "no die left")
    if game.sub == "act" and s == p.pos:
        found = [a for a in legal if a.kind in ("plunder", "sack", "smuggle", "winds")]
        if found:
            return found
        raise IllegalActionError("action.space", f"there is nothing to do on space {s} now")
    raise IllegalActionError("sequence", _where(game, "space {} cannot be used now: ", s))


def _navy(game, i) -> list:
    if game.sub != "navy":
        raise IllegalActionError("sequence", _where(game, "Navy cards are taken in step 4; now "))
    if not isinstance(i, int) or not 0 <= i < len(game.navy_display):
        raise IllegalActionError("navy.display", "there is no such face-up Navy card")
    ci = game.navy_display[i]
    name, want = game.comp.navy_labels[ci], game.comp.navy_cards[ci]
    found = [a for a in game.legal_actions() if a.kind == "navy" and a.a == want]
    if not found:
        raise IllegalActionError("navy.captain", f"the {name} card cannot be faced now")
    return found


def _tile(game, t) -> list:
    if game.sub != "buy":
        raise IllegalActionError("sequence", _where(game, "tiles are bought in Nassau at step 5; now "))
    if not isinstance(t, int) or not any(t in st for st in game.harbour):
        raise IllegalActionError("nassau.display", "that tile is not for sale in Nassau")
    k = game.comp.tiles[t]
    found = [a for a in game.legal_actions() if a.kind == "buy" and a.a == k.code]
    if not found:
        cost = game.comp.costs[k.type]
        raise IllegalActionError("nassau.cost", sentence(
            "{} <cannot> buy the {} (it costs {} gunpowder, {} goods, {} rum, and needs a free {} {} slot)",
            [game.players[game.cur].name, k.name, *cost[:3], k.colour, k.type]))
    return found


def _action(game, notation) -> list:
    if not isinstance(notation, str):
        raise IllegalActionError("notation", "an action is given by its notation")
    action = game.parse_action(notation)
    found = game.legal_actions().get(action.notation)
    if found is None:
        raise game._explain(action)
    return [found]


# --- what a fight choice promises, and what a fight did -----------------------------------
# Fights are decided once the captain card is chosen, so the exact odds of a choice are 100 %
# or 0 %; they come from nassau.pirates.bots.odds, which reads the ship as the engine does.
NAVY_WORDS = {"free": "gets away free", "one fails": "one fails: a penalty", "both fail": "both fail: two penalties"}
NAVY_RESULTS = {"free": "got away free", "one fails": "one fails", "both fail": "both fail"}
NAVY_NOTES = {"free": "", "one fails": " · 1 penalty", "both fail": " · 2 penalties"}
# the badge under the Navy display, which says "the Navy" by where it is: short, to fit beside the infamy track
NAVY_BADGES = {"free": "{} got away from {}", "one fails": "{} gave {} a penalty", "both fail": "{} gave {} two penalties"}


def fight_odds(game, action):
    """The exact odds of a fight choice of the player to decide, as a dict (None for any other
    action): kind, card (captain card label or None), chance (a Fraction: of winning a plunder or
    a sack, of getting away free from the Navy), outcome (the Navy's "free", "one fails" or
    "both fail"), text, e.g. "sack with 3/3: 100 %", and note, the short form for a button
    ("100 %", "0 % free · 1 penalty")."""
    from fractions import Fraction
    from ..bots import odds
    kind = action.kind
    if kind not in ("plunder", "sack") and not (kind == "navy" and action.a is not None):
        return None
    seat = game.cur
    if kind == "plunder":
        rows = odds.plunder_odds(game, seat)["cards"]
        card = label(action.a)
    elif kind == "sack":
        rows = odds.sack_odds(game, seat, game.players[seat].pos)["cards"]
        card = label(action.a)
    else:
        want, card = label(action.a), (label(action.b) if action.b else None)
        rows = [r for r in odds.navy_odds(game, seat)["face_up"] if r["label"] == want]
        row = next(r for r in rows if r["card"] == card)
        chance = Fraction(int(row["outcome"] == "free"))
        with_card = f" with {card}" if card else " without a captain card"
        outcome = row["outcome"]
        but = "" if outcome == "free" else f" ({NAVY_WORDS[outcome]})"
        return {"kind": kind, "card": card, "chance": chance, "outcome": outcome,
                "text": f"Navy {want}{with_card}: {percent(chance)} free{but}",
                "note": f"{percent(chance)} free{NAVY_NOTES[outcome]}"}
    row = next(r for r in rows if r["card"] == card)
    chance = Fraction(int(row["success"]))
    return {"kind": kind, "card": card, "chance": chance, "outcome": None,
            "text": f"{kind} with {card}: {percent(chance)}", "note": percent(chance)}


def percent(p) -> str:
    """A probability as a whole percentage: "100 %", "0 %", "33 %"."""
    return f"{round(float(p) * 100)} %"


def fight_result(before, action) -> dict | None:
    """What a fight decision did, read from the position ``before`` it: a dict with seat, name,
    kind, won (plunder and sack), outcome (Navy), where ("space" with the space, or "navy" with
    the card's place in the display) and text, e.g. "You plundered M2-05" (a Navy fight also has
    badge, its short form: "You got away from 2/3"); None if the decision was no fight."""
    from ..bots import odds
    kind = action.kind
    if kind not in ("plunder", "sack") and not (kind == "navy" and action.a is not None):
        return None
    p = before.players[before.cur]
    out = {"seat": p.seat, "name": p.name, "kind": kind, "won": None, "outcome": None}
    if kind == "plunder":
        o = odds.plunder_odds(before, p.seat)
        won = next(r["success"] for r in o["cards"] if r["card"] == label(action.a))
        text = sentence("{} plundered {}", [p.name, o["merchant"]]) if won else \
            sentence("{} got away from {}", [o["merchant"], p.name])
        return {**out, "won": won, "where": ("space", p.pos), "text": text}
    if kind == "sack":
        o = odds.sack_odds(before, p.seat, p.pos)
        won = next(r["success"] for r in o["cards"] if r["card"] == label(action.a))
        text = sentence("{} sacked {}", [p.name, o["port"]]) if won else sentence("{} repelled {}", [o["port"], p.name])
        return {**out, "won": won, "where": ("space", p.pos), "text": text}
    want, card = label(action.a), (label(action.b) if action.b else None)
    row = next(r for r in odds.navy_odds(before, p.seat)["face_up"] if r["label"] == want and r["card"] == card)
    cards = before.comp.navy_cards
    slot = next(i for i, c in enumerate(before.navy_display) if cards[c] == action.a)
    return {**out, "won": row["outcome"] == "free", "outcome": row["outcome"], "where": ("navy", slot),
            "text": sentence("The Navy {} against {}: {}", [want, p.name, NAVY_RESULTS[row["outcome"]]]),
            "badge": sentence(NAVY_BADGES[row["outcome"]], [p.name, want] if row["outcome"] == "free" else [want, p.name])}
