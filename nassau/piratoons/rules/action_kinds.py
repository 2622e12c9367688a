"""Every Piratoons action kind, declared once (:class:`~nassau.kernel.actions.Kind`): its
handler, the phase it answers, its refusal (the phase's), its plain words and its notation
(from the readers of :mod:`.actions`; a kind without one is written as its name). The adapter
numbers the kinds in this order."""

from ...kernel.actions import Kind
from ...kernel.english import plural
from ...kernel.notation import Form
from . import auction, build, chest, grab
from .actions import COINS, KINDS, PLACE, PLACES, TILE


def _bid(coins) -> str:
    return "bid with an empty fist" if coins == 0 else f"bid {plural(coins, 'coin')}"


CLAIM = ("claim",)

KINDS.declare((
    Kind("draw", chest.draw, ("deal",), refusal=chest.explain,
         words=lambda tile: f"record {tile} drawn into the chest",
         notation=Form("draw", TILE)),
    Kind("claim", grab.claim, CLAIM, refusal=grab.explain,
         words=lambda place: f"put one sailor on the tile in chest place {PLACES[place]}",
         notation=Form("claim", PLACE)),
    Kind("seal", grab.seal, CLAIM, refusal=grab.explain,
         words="seal the claim (no more sailors this sealed round)"),
    Kind("fell", grab.mishap, CLAIM, refusal=grab.explain,
         words="record a sailor that fell off (placed, but does not count)"),
    Kind("straddle", grab.mishap, CLAIM, refusal=grab.explain,
         words="record a sailor straddling two tiles or touching the chest (does not count)"),
    Kind("out", grab.knocked_out, CLAIM, refusal=grab.explain,
         words="record that this player knocked someone else's sailor off (out for the round)"),
    Kind("bid", auction.bid, ("bid",), refusal=auction.explain_bid, words=_bid,
         notation=Form("bid", COINS)),
    Kind("take", auction.take, ("pick",), refusal=auction.explain_take,
         words=lambda tile: f"pay the bid and take {tile}",
         notation=Form("take", TILE)),
    Kind("overboard", build.overboard, ("build",), refusal=build.explain,
         words=lambda tile: f"throw {tile} overboard (it floats to the next auction)",
         notation=Form("overboard", TILE)),
), "piratoons")
