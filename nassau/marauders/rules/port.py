"""The port action (fact sheet §6): once a turn, in a port, one action for any of the port's
activities, each at most once, selling first (once another activity is done, nothing more
can be sold), then ``done``. The shipyard (:mod:`.shipyard`) and recruiting
(:mod:`.recruiting`) have their own modules, as do acquiring a rumor (:mod:`.rumors`) and
claiming, delivering and completing missions (:mod:`.missions`); ``game.port_steps`` records
the activities done.

Stashing: in the captain's home port, put gold into the stash or take it out; at St.
Maarten (the gold courier) put gold in for a 5-gold fee. Every 10 gold stashed is a hidden
glory point.
"""

from ...kernel.english import plural
from . import extensions as ext, glory, market, missions, recruiting, rumors, shipyard, turns
from .actions import Action
from .holds import room
from .state import text_zone

SELL, BUY, STASH, WITHDRAW, REDRAW = "sell", "buy-goods", "stash", "withdraw", "redraw"
STASHES = "{} <stashes> {}{}."        # the amount is hidden from the others (rules.public_log)
WITHDRAWS = "{} <takes> {} from the stash."
REDRAW_COST = 1             # Santo Domingo's board text: 1 gold to draw the cargo cards again


def can_start(game, p) -> bool:
    return p.in_port and not p.port_done


def start(game, p, a) -> None:
    turns.spend(game, p)
    p.port_done = True
    game.port_steps = ()
    game.sub = "port"
    game._event("{} <takes> the port action in {}.", p.name, game.comp.zones[p.zone].port)
    ext.port_action_starts(game, p)


def legal(game, p) -> list:
    done = game.port_steps
    only = ext.port_choices_instead(game, p)     # (an expansion's location; favors bought last)
    if only is not None:
        return only
    out = []
    if not set(done) - set(ext.sale_steps(game)) and p.goods:         # goods are sold first
        out += [Action.of("sell", tuple(goods)) for goods in market.sales(p, game.comp)]
    out += ext.sale_choices(game, p)
    if BUY not in done and (game.cargo_deck or game.cargo_discard) and room(game, p) + ext.extra_room(game, p) > 0:
        out.append(Action.of("buy-goods"))
    out += shipyard.legal(game, p) + recruiting.legal(game, p)
    home = at_home(game, p)
    fee = 0 if home else game.comp.rules.st_maarten_stash_fee
    if STASH not in done and (home or game.comp.zones[p.zone].id == "st-maarten"):
        out += _amounts("stash", p.gold - fee)
    if WITHDRAW not in done and home:
        out += _amounts("withdraw", p.stash)
    out += rumors.legal_port(game, p) + missions.legal_port(game, p)
    out += ext.port_choices(game, p)
    out.append(Action.of("done"))
    return out


_AMOUNTS = {}


def _amounts(verb: str, most: int) -> tuple:
    """("stash 1", ..., "stash <most>") as actions, memoised."""
    key = (verb, most)
    hit = _AMOUNTS.get(key)
    if hit is None:
        hit = _AMOUNTS[key] = tuple(Action.of(verb, n) for n in range(1, most + 1))
    return hit


def at_home(game, p) -> bool:
    return game.comp.captains[p.card].home == game.comp.zones[p.zone].id


def sell(game, p, a) -> None:
    game.port_steps += (SELL,)
    market.sell(game, p, a.arg)


def buy_goods(game, p, a) -> None:
    game.port_steps += (BUY,)
    market.draw_offer(game, p)
    if game.offer and ext.second_chance(game, p, "redraw", "the cargo cards on offer"):
        game.cargo_discard += game.offer
        game.offer = ()
        market.draw_offer(game, p)
    game.sub = "goods"


def legal_goods(game, p) -> list:
    out = ext.goods_choices_instead(game, p)     # (an expansion's contraband, bought first)
    if out is None:
        out = [Action.of("take", tuple(goods)) for goods in market.purchases(game, p)] + [Action.of("take-nothing")]
    if can_redraw(game, p):
        out.append(Action.of("redraw"))
    return out


def can_redraw(game, p) -> bool:
    """Santo Domingo: once, for 1 gold, the cards on offer go and as many are drawn again."""
    return (text_zone(game, p.zone) == "santo-domingo" and REDRAW not in game.port_steps and p.gold >= 1
            and bool(game.offer) and not ext.offer_changed(game))


def redraw(game, p, a) -> None:
    game.port_steps += (REDRAW,)
    p.gold -= REDRAW_COST
    game.bank += REDRAW_COST
    game.cargo_discard += game.offer
    game.offer = ()
    game._event("{} <pays> 1 gold to have the cargo cards drawn again.", p.name)
    market.draw_offer(game, p)


def take(game, p, a) -> None:
    market.take(game, p, () if a.kind == "take-nothing" else a.arg)
    game.sub = "port"


def stash(game, p, a) -> None:
    game.port_steps += (STASH,)
    fee = 0 if at_home(game, p) else game.comp.rules.st_maarten_stash_fee
    p.gold -= a.arg + fee
    p.stash += a.arg
    game.bank += fee
    game._event(STASHES, p.name, plural(a.arg, "gold"), f" (and pays the courier {fee})" if fee else "")
    glory.check_win(game, p)
    if not game.over:
        ext.stashed(game, p)                            # (an expansion's crew, who may rise against him)
        if p.dead:                                      # killed by a mutiny: the port action is over
            turns.back_to_actions(game)


def withdraw(game, p, a) -> None:
    game.port_steps += (WITHDRAW,)
    p.stash -= a.arg
    p.gold += a.arg
    game._event(WITHDRAWS, p.name, plural(a.arg, "gold"))


def done(game, p, a) -> None:
    if ext.port_action_ends(game, p):               # (an expansion's visit to a location)
        return turns.back_to_actions(game)
    game._event("{} <ends> the port action.", p.name)
    turns.back_to_actions(game)
