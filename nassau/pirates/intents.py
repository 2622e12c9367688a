"""What a click on the table means: from a clicked space, Navy card or Nassau tile to the
legal actions it can stand for, or to the rule that forbids it.

Plain Python, so the widget's behaviour is tested without a browser.
"""

from ..kernel.english import sentence
from ..kernel.errors import IllegalActionError
from .actions import Action
from .flow import STEP_NAMES, decision


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
    if not isinstance(s, int) or not 1 <= s <= 20:
        raise IllegalActionError("intent", "spaces are numbered 1 to 20")
    p = game.players[game.cur]
    legal = game.legal_actions()
    if game.sub == "move":
        found = [a for a in legal if a.kind == "move" and a.c == s]
        if found:
            return found
        raise game._explain(Action(f"{p.dice[0]}>{s}")) if p.dice else IllegalActionError("movement.die", "no die left")
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
    label = game.comp.navy_labels[game.navy_display[i]]
    want = None if label == "empty" else tuple(int(x) for x in label.split("/"))
    found = [a for a in game.legal_actions() if a.kind == "navy" and a.a == want]
    if not found:
        raise IllegalActionError("navy.captain", f"the {label} card cannot be faced now")
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
