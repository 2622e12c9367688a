"""Every Pirates of Nassau action kind, declared once (:class:`~nassau.kernel.actions.Kind`): its
handler, the decisions (``game.sub``) it answers, its refusal, its plain words and its notation
(from the readers of :mod:`.actions`; a kind without one is written as its name). The adapter
numbers the kinds in this order. The few handlers that only route a kind to the rules of the
decision it answers live here too."""

from ...kernel.actions import Kind
from ...kernel.english import plural
from ...kernel.notation import Form, one_of
from . import explain as why, harbour, hold, infamy, navy, pirate_phase, tiles
from .actions import CARD, KINDS, LOOT, MOVE, NAVY, PENALTY, PESOS, TILE, TRADE, USE, item, label
from .components import ITEMS, RESOURCES
from .harbour import resource_counts


# --- the routing handlers ---------------------------------------------------------------------
def _pass(game, p, a):
    (harbour.pass_ if game.sub == "buy" else pirate_phase.pass_)(game, p, a)


def _done(game, p, a):
    sub = game.sub        # a plain test: a table of lambdas was built on every call
    if sub == "stow":
        hold.finish(game, p)
    elif sub == "infamy":
        infamy.done(game, p, a)
    elif sub == "bury":
        harbour.done_burying(game, p, a)
    else:
        raise KeyError(sub)


def _discard(game, p, a):
    hold.discard(game, p, ITEMS.index(a.a))
    if game.sub == "overflow":
        harbour.after_overflow_discard(game, p)


def _plank(game, p, a):
    hold.plank(game, p)
    if game.sub == "overflow":
        harbour.after_overflow_discard(game, p)


def _take(game, p, a):
    hold.take(game, p, ITEMS.index(a.a))


# --- words --------------------------------------------------------------------------------------
def _move(die, shift, space) -> str:
    wind = f" changed to {die + shift} by a trade wind" if shift else ""
    return f"move: the {die}{wind} to space {space}"


def _navy(card, captain, _) -> str:
    if card is None:
        return "take an empty-ocean Navy card"
    with_card = f" with the {label(captain)} captain card" if captain else " without a captain card"
    return f"face the {label(card)} Navy ship{with_card}"


def _use(tile, detail, _) -> str:
    return f"use the {tile} tile" + (f" ({detail})" if detail is not None else "")


# the decisions of a round, in the order of the flow; a tile is used, and a hostage walks the
# plank, in any of them (the tile's own timing decides, in the refusal)
EVERY = ("move", "act", "ransom", "stow", "infamy", "collide", "navy", "penalty", "lose", "buy", "overflow", "bury")
ACT = ("act",)
COLLIDE = ("collide",)
BURY = ("bury",)

KINDS.declare((
    Kind("move", pirate_phase.move, ("move",), refusal=why.move, words=_move,
         notation=Form("", MOVE)),
    Kind("plunder", pirate_phase.plunder, ACT, refusal=why.plunder,
         words=lambda card, b, c: f"plunder the merchant here with the {label(card)} captain card",
         notation=Form("plunder", CARD)),
    Kind("sack", pirate_phase.sack, ACT, refusal=why.sack,
         words=lambda card, b, c: f"sack this port with the {label(card)} captain card",
         notation=Form("sack", CARD)),
    Kind("winds", pirate_phase.sail_winds, ACT, refusal=why.winds, words="sail the trade winds (take a token)"),
    Kind("smuggle", pirate_phase.smuggle, ACT, refusal=why.smuggle, words=lambda what, b, c: f"smuggle {what}",
         notation=Form("smuggle", item(*RESOURCES, "pesos"))),
    Kind("ransom", pirate_phase.ransom, ("ransom",), words="ransom a hostage"),
    Kind("pass", _pass, ("act", "ransom", "buy"), words="pass"),
    Kind("done", _done, ("stow", "infamy", "bury"), words="done"),
    Kind("take", _take, ("stow",), refusal=why.take, words=lambda item, b, c: f"take {item}",
         notation=Form("take", LOOT)),
    Kind("discard", _discard, ("stow", "overflow"), refusal=why.discard, words=lambda item, b, c: f"discard {item}",
         notation=Form("discard", LOOT)),
    Kind("plank", _plank, EVERY, refusal=why.plank, words="walk a hostage off the plank"),
    Kind("use", tiles.use, EVERY, refusal=why.use, words=_use,
         notation=Form("use", USE)),
    Kind("wind", infamy.claim_wind, ("infamy",), words="+1 infamy for the unused trade wind"),
    Kind("up", infamy.collide, COLLIDE, words="move the infamy marker up"),
    Kind("down", infamy.collide, COLLIDE, words="move the infamy marker down"),
    Kind("navy", navy.face, ("navy",), refusal=why.navy, words=_navy,
         notation=("navy empty", Form("navy", NAVY))),
    Kind("penalty", navy.choose_penalty, ("penalty",), words=lambda what, b, c: f"lose half the {what}",
         notation=Form("penalty", PENALTY)),
    Kind("lose", navy.lose, ("lose",), words=lambda item, b, c: f"lose {item}",
         notation=Form("lose", LOOT)),
    Kind("buy", harbour.buy, ("buy",), refusal=why.buy,
         words=lambda what, slot, c: "buy the next ship section" if what == "section" else
         f"buy a {what} tile for slot {slot}",
         notation=(Form("buy", one_of("section")), Form("buy", TILE))),
    Kind("exchange", harbour.exchange, ("buy",), refusal=why.exchange, words=lambda item, b, c: f"exchange {item}",
         notation=Form("exchange", item(*RESOURCES))),
    Kind("sell", harbour.sell, BURY, refusal=why.sell,
         words=lambda items, b, c: f"trade {resource_counts(items)} for 1 peso",
         notation=Form("sell", TRADE)),
    Kind("bury", harbour.bury, BURY, refusal=why.bury, words=lambda n, b, c: f"bury {plural(n, 'pesos')} in the chest",
         notation=Form("bury", PESOS)),
    Kind("doubloon", harbour.doubloon, BURY, refusal=why.doubloon, words="5 buried pesos for a doubloon"),
), "pirates")
