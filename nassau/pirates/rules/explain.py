"""Why an action is illegal: an IllegalActionError that names the rule it breaks.

Called only for actions that are not among the legal ones, so it can afford to look around.
Each action kind names the decisions it answers and its refusal, one of the functions here, in
its declaration (:mod:`.action_kinds`).
"""

from ...kernel.english import plural, sentence
from ...kernel.errors import IllegalActionError as E
from . import movement
from .flow import STEP_NAMES, decision
from .harbour import affordable
from .state import HOSTAGES, ITEM_INDEX

def explain(game, a) -> E:
    if game.over:
        return E("game-over", f"the game is over; {a} cannot be played")
    p = game.players[game.cur]
    step = STEP_NAMES[game.step]
    kind = game.kinds[a.kind]
    if game.sub not in kind.answers:
        return E("sequence", decision(game, "{} is not possible now: ", " ({})", str(a), step))
    err = kind.refusal(game, p, a) if kind.refusal else None
    return err or E("legal-actions", decision(game, "{} is not legal now: ", " ({})", str(a), step))


def _(template: str, *args) -> str:
    """A sentence whose markers agree with the player named in it (see nassau.kernel.english)."""
    return sentence(template, args)


def move(game, p, a):
    if a.a not in p.dice:
        dice = " ".join(map(str, p.dice)) or "none"
        return E("movement.die", _("{} <has> no unused die showing {} (dice: {})", p.name, a.a, dice))
    if a.b and not p.wind:
        return E("trade-wind.token", _("{} <holds> no trade-wind token to change the die", p.name))
    face = a.a + a.b
    if not 1 <= face <= 7:
        return E("trade-wind.range", "a trade wind cannot make a die 0")
    if a.c not in movement.targets(p.pos, face, p.moves == 0, game.opts.midpoint_jump_14_to_7,
                                   game.opts.arithmetic_to_midpoint):
        if p.moves == 0:
            return E("movement.first", f"the first move goes to the die's space ({face}) or to midpoint 7, not {a.c}")
        return E("movement.target", f"from space {p.pos} a {face} reaches {p.pos + face if p.pos + face <= 20 else 20} "
                                    f"or {max(1, p.pos - face)} (or a midpoint jump), not {a.c}")
    return None


def _captain(game, p, card):
    for i, free in enumerate(p.captains):
        c = game.comp.captains[i]
        if (c.sail, c.cannon) == card:
            if free:
                return None
            return E("captain-card.played", _("{}<'s> {} captain card is already played this round", p.name, c.label))
    return E("captain-card.owned", _("{} <has> no {}/{} captain card", p.name, *card))


def plunder(game, p, a):
    sp = game.comp.spaces[p.pos]
    if sp.kind != "route":
        return E("plunder.route", f"plundering needs a trade route; space {p.pos} is a {sp.kind}")
    if game.routes[p.pos] < 0:
        return E("plunder.merchant", f"there is no merchant on space {p.pos}")
    return _captain(game, p, a.a)


def sack(game, p, a):
    sp = game.comp.spaces[p.pos]
    if sp.kind != "port":
        return E("sack.port", f"sacking needs a port; space {p.pos} is a {sp.kind}")
    if p.pos in game.sacked:
        return E("port.sacked", f"{sp.name} has been sacked and is closed for the rest of the game")
    return _captain(game, p, a.a)


def smuggle(game, p, a):
    sp = game.comp.spaces[p.pos]
    if sp.kind != "port":
        return E("smuggle.port", f"smuggling needs a port; space {p.pos} is a {sp.kind}")
    if p.pos in game.sacked:
        return E("port.sacked", f"{sp.name} has been sacked and is closed for the rest of the game")
    if a.a not in sp.smuggle:
        return E("smuggle.goods", f"{sp.name} offers {', '.join(sp.smuggle)}, not {a.a}")
    if not game.supply[ITEM_INDEX[a.a]]:
        return E("supply.empty", f"the supply has no {a.a} left")
    return None


def winds(game, p, a):
    sp = game.comp.spaces[p.pos]
    if sp.kind == "port":
        return E("trade-wind.space", "the trade winds are sailed on a trade route or a midpoint, not in a port")
    if p.wind:
        return E("trade-wind.one-token", _("{} <holds> a trade-wind token already (at most one at a time)",
                                           p.name))
    return E("supply.empty", "no trade-wind tokens are left")


def take(game, p, a):
    if not game.pending[ITEM_INDEX[a.a]]:
        return E("hold.loot", f"there is no {a.a} waiting to be stowed")
    return E("hold.full", _("{}<'s> hold is full ({} of {}); discard something first", p.name, p.held(),
                            game.ship.capacity(p)))


def discard(game, p, a):
    if not p.hold[ITEM_INDEX[a.a]]:
        return E("hold.empty", _("{} <has> no {} to throw overboard", p.name, a.a))
    return None


def plank(game, p, a):
    if not p.hold[HOSTAGES]:
        return E("plank.hostage", _("{} <holds> no hostage", p.name))
    return None


def navy(game, p, a):
    label = "empty" if a.a is None else f"{a.a[0]}/{a.a[1]}"
    if label not in [game.comp.navy[i].label for i in game.navy_display]:
        return E("navy.display", f"no face-up Navy card is {label}")
    if a.a is not None and a.b is None:
        return E("navy.captain", "a Navy ship must be faced with a captain card")
    return _captain(game, p, a.b) if a.b else None


def buy(game, p, a):
    comp = game.comp
    if a.a == "section":
        if p.extra >= comp.max_extra:
            return E("nassau.sections", f"a ship takes at most {plural(comp.max_extra, 'extra section')}")
        return E("nassau.cost", _("{} <cannot> pay for a section ({})", p.name, _cost(comp.costs["section"])))
    k = comp.kinds.get(a.a)
    if k is None or not any(comp.tiles[t].code == a.a for st in game.harbour for t in st):
        return E("nassau.display", f"no {a.a} tile is for sale in Nassau this round")
    if not affordable(p, comp.costs[k.type]):
        return E("nassau.cost", _("{} <cannot> pay for a {} tile ({})", p.name, k.type, _cost(comp.costs[k.type])))
    if a.b not in game.ship.slot_index:
        return E("nassau.slot", f"there is no slot {a.b}")
    i = game.ship.slot_index[a.b]
    slot = game.ship.slots[i]
    if not game.ship.owned_slot(p, i):
        return E("nassau.slot", _("slot {} is on a section {}<'s> ship does not have", a.b, p.name))
    if slot.type != k.type or slot.colour != k.colour:
        return E("nassau.slot", f"the {k.name} ({k.type}, {k.colour}) needs a slot of that shape and colour; "
                                f"{a.b} is {slot.type}, {slot.colour}")
    if k.only_on and slot.section not in k.only_on:
        return E("nassau.tile-restriction", f"the {k.name} can only go on the {' or '.join(k.only_on)}")
    return None


def _cost(cost):
    return " + ".join(f"{n} {r}" for n, r in zip(cost, ("gunpowder", "goods", "rum")) if n)


def exchange(game, p, a):
    if not p.hold[0]:
        return E("nassau.exchange", _("{} <has> no peso in the hold to exchange", p.name))
    return E("supply.empty", f"the supply has no {a.a} left")


def bury(game, p, a):
    if a.a > p.hold[0]:
        return E("bury.pesos", _("{} <has> only {} in the hold", p.name, plural(p.hold[0], "peso")))
    return None


def doubloon(game, p, a):
    if p.chest < 5:
        return E("doubloon.chest", "a doubloon costs 5 pesos from the chest (never the hold)")
    if not game.doubloons:
        return E("supply.empty", "no doubloons are left")
    return E("doubloon.timing", "doubloons are only exchanged when the supply's pesos have run out")


def sell(game, p, a):
    return E("bury.sell", _("{} <does> not hold {}", p.name, ", ".join(a.a)))


def use(game, p, a):
    k = game.comp.kinds.get(a.a)
    if k is None or not any(t >= 0 and game.comp.tiles[t].code == a.a for t in p.tiles):
        return E("tile.owned", _("{} <has> no {} tile", p.name, a.a))
    if not k.one_shot or k.effect == "none":
        return E("tile.permanent", f"the {k.name} has no ability to use")
    return E("tile.timing", f"the {k.name} cannot be used now (used already, bought this round, or the wrong moment)")

