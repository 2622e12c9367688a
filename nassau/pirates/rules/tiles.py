"""One-shot tiles (mizzen and crew): when each can be used and what it does.

A one-shot tile is flipped when used and turned back at step 9. The effects are
nassau's reconstruction (the rulebook's Appendix 1 is not public):

========  =========================================  ==========================
effect    what it does                               when it can be used
========  =========================================  ==========================
boost     +sail/+cannon in this turn's next fight    own pirate turn, before a
                                                     plunder or sack; own Navy turn
reroll    reroll one unused die                      own pirate turn, before moving
wind      take a trade-wind token                    own pirate turn
smuggle   the next smuggle yields more               own pirate turn, at a port
ransom    the next ransom pays more                  after smuggling, with a hostage
infamy    extra infamy at step 3                     own infamy adjustment
gain      take one item from the supply              own buying turn in Nassau
none      nothing (the tile only scores)             never
========  =========================================  ==========================
"""

from ...kernel.english import plural
from . import winds
from .actions import Action
from .components import ITEMS
from .state import ITEM_INDEX


def uses(game, p, effects) -> list:
    if not p.shots & ~p.flipped:
        return ()
    out = []
    new_ok = game.opts.new_tiles_usable_same_round
    for eff in effects:
        for _, k in game.ship.ready_tiles(p, eff, new_ok):
            if eff == "reroll":
                out.extend(Action.of("use", k.code, f) for f in sorted(set(p.dice)))
            elif eff == "gain":
                out.extend(Action.of("use", k.code, i) for i in k.items if game.supply[ITEM_INDEX[i]])
            elif eff == "wind":
                if not p.wind and game.winds:
                    out.append(Action.of("use", k.code))
            else:
                out.append(Action.of("use", k.code))
    return out


def use(game, p, a) -> None:
    slot = _ready_slot(game, p, a.a)
    k = game.comp.tiles[p.tiles[slot]]
    p.flipped |= 1 << slot
    eff = k.effect
    if eff == "boost":
        p.boost = (p.boost[0] + k.sail, p.boost[1] + k.cannon)
        bonus = " and ".join(f"+{n} {w}" for n, w in ((k.sail, "sail"), (k.cannon, "cannon")) if n)
        game._event("{} <calls> on the {}: {} in the next fight.", p.name, k.name, bonus)
    elif eff == "reroll":
        dice = list(p.dice)
        dice.remove(a.b)
        new = game.rng.die()
        p.dice = tuple(sorted(dice + [new]))
        game._event("{} <uses> the {} to reroll a {}: it shows {}.", p.name, k.name, a.b, new)
    elif eff == "wind":
        game._event("{} <uses> the {}.", p.name, k.name)
        winds.take(game, p)
    elif eff == "smuggle":
        p.smuggle_bonus += k.amount
        game._event("{} <uses> the {}: +{} on the next smuggle.", p.name, k.name, k.amount)
    elif eff == "ransom":
        p.ransom_bonus += k.amount
        game._event("{} <uses> the {}: +{} on the next ransom.", p.name, k.name, plural(k.amount, "pesos"))
    elif eff == "infamy":
        p.infamy_bonus += k.amount
        game._event("{} <uses> the {}: +{} infamy.", p.name, k.name, k.amount)
    elif eff == "gain":
        i = ITEM_INDEX[a.b]
        game.supply[i] -= 1
        p.hold[i] += 1
        game._event("{} <uses> the {}: <takes> {}.", p.name, k.name, plural(1, ITEMS[i]))


def _ready_slot(game, p, code) -> int:
    new_ok = game.opts.new_tiles_usable_same_round
    for eff_slot, k in game.ship.ready_tiles(p, game.comp.kinds[code].effect, new_ok):
        if k.code == code:
            return eff_slot
    raise AssertionError("tile use checked by legal actions")
