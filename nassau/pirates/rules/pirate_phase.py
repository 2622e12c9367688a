"""Step 2, the pirate phase: three passes of move-then-act, lowest infamy first."""

from ...kernel.english import plural, series
from . import hold, movement, tiles, winds
from .actions import PASS, PLANK, RANSOM, WINDS, Action
from .captains import hand_cards, play_captain
from .state import HOSTAGES, ITEM_INDEX, PESOS

SMUGGLE = {opt: Action.of("smuggle", opt) for opt in ITEM_INDEX if opt != "hostages"}   # built once, not per decision


def begin(game) -> None:
    game.step = "pirate"
    game.pass_no = 1
    game.order = tuple(sorted(range(game.n), key=lambda s: game.players[s].infamy))
    game.turn = 0
    game._event("Pirate phase: " + series(game.n, ", ") + " sail in that order.",
                *(game.players[s].name for s in game.order))
    begin_turn(game)


def begin_turn(game) -> None:
    p = game.players[game.order[game.turn]]
    game.cur = p.seat
    game.sub = "move"
    if not p.dice:            # only in hand-made positions: a player without dice cannot move
        game._event("{} <has> no die left and <cannot> move.", p.name)
        end_turn(game)


def end_turn(game) -> None:
    p = game.players[game.cur]
    p.boost = (0, 0)
    p.smuggle_bonus = p.ransom_bonus = 0
    game.turn += 1
    if game.turn == game.n:
        game.turn = 0
        game.pass_no += 1
    if not over(game):
        begin_turn(game)


def over(game) -> bool:
    """The phase ends after three passes round the table."""
    return game.pass_no > 3


# --- legal actions -------------------------------------------------------------
def legal_move(game, p) -> list:
    out = list(movement.move_actions(game, p))
    if p.shots:
        out.extend(tiles.uses(game, p, ("reroll", "wind")))
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


_OFFERS = {}


def _offers(verb, hand) -> tuple:
    """(plunder 3/3, plunder 2/2, ...) for a hand of captain cards, memoised."""
    key = (verb, hand)
    acts = _OFFERS.get(key)
    if acts is None:
        acts = _OFFERS[key] = tuple(Action.of(verb, c) for c in hand)
    return acts


def legal_act(game, p) -> list:
    pos = p.pos
    sp = game.comp.spaces[pos]
    hand = hand_cards(game, p)
    fight = False
    if sp.kind == "port":
        if pos in game.sacked:
            out = []
        else:
            supply = game.supply
            out = [SMUGGLE[opt] for opt in sp.smuggle if supply[ITEM_INDEX[opt]]]
            if hand:
                out.extend(_offers("sack", hand))
                fight = True
            if p.shots:
                out.extend(tiles.uses(game, p, ("smuggle",)))
    else:
        if hand and game.routes[pos] >= 0:
            out = list(_offers("plunder", hand))
            fight = True
        else:
            out = []
        if not p.wind and game.winds:
            out.append(WINDS)
    if p.shots:
        out.extend(tiles.uses(game, p, ("boost", "wind") if fight else ("wind",)))
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    out.append(PASS)
    return out


def legal_ransom(game, p) -> list:
    if not p.hold[HOSTAGES]:          # the last hostage walked the plank instead
        return [PASS]
    out = [RANSOM]
    out.extend(tiles.uses(game, p, ("ransom",)))
    out.append(PLANK)
    out.append(PASS)
    return out


# --- actions -------------------------------------------------------------------
def move(game, p, a) -> None:
    movement.do_move(game, p, a.a, a.b, a.c)
    game.sub = "act"


def plunder(game, p, a) -> None:
    m = game.comp.merchants[game.routes[p.pos]]
    c = play_captain(game, p, a.a)
    sail = game.ship.sail(p) + c.sail + p.boost[0]
    cannon = game.ship.cannon(p) + c.cannon + p.boost[1]
    p.boost = (0, 0)
    won = sail > m.sail and cannon > m.cannon
    game._event("{} <plays> the {} captain card against merchant {} ({}/{}): sail {} vs {}, cannon {} vs {}: {}.",
                p.name, c.label, m.id, m.sail, m.cannon, sail, m.sail, cannon, m.cannon,
                "plundered" if won else "it gets away")
    if not won:
        end_turn(game)
        return
    game.routes[p.pos] = -1
    p.captured = p.captured + (m.index,)
    loot = [(PESOS, 1)] + [(ITEM_INDEX[k], n) for k, n in m.loot]
    hold.gain(game, p, loot, "end-pirate-turn")


def sack(game, p, a) -> None:
    sp = game.comp.spaces[p.pos]
    c = play_captain(game, p, a.a)
    cannon = game.ship.cannon(p, "sack") + c.cannon + p.boost[1]
    p.boost = (0, 0)
    defence = 4 + sp.zone
    won = cannon > defence
    game._event("{} <plays> the {} captain card and <attacks> {} (cannon {}): {} vs {}: {}.",
                p.name, c.label, sp.name, defence, cannon, defence, "sacked" if won else "repelled")
    if not won:
        end_turn(game)
        return
    game.sacked = tuple(sorted(game.sacked + (p.pos,)))
    p.sacked += 1
    hold.gain(game, p, [(PESOS, 2 * sp.zone)], "end-pirate-turn")


def sail_winds(game, p, a) -> None:
    winds.take(game, p)
    end_turn(game)


def smuggle(game, p, a) -> None:
    sp = game.comp.spaces[p.pos]
    item = ITEM_INDEX[a.a]
    n = (1 if sp.zone < 3 else 2) + p.smuggle_bonus
    p.smuggle_bonus = 0
    game._event("{} <smuggles> {} at {}.", p.name, a.a, sp.name)
    hold.gain(game, p, [(item, n)], "offer-ransom")


def offer_ransom(game) -> None:
    """After a smuggle, one hostage may be ransomed; a smuggle that stowed nothing did not happen."""
    p = game.players[game.cur]
    if p.hold[HOSTAGES] and game.stowed:
        game.sub = "ransom"
    else:
        end_turn(game)


def ransom(game, p, a) -> None:
    sp = game.comp.spaces[p.pos]
    p.hold[HOSTAGES] -= 1
    game.supply[HOSTAGES] += 1
    n = sp.zone + p.ransom_bonus
    p.ransom_bonus = 0
    game._event("{} <ransoms> a hostage at {} for {}.", p.name, sp.name, plural(n, "pesos"))
    hold.gain(game, p, [(PESOS, n)], "end-pirate-turn")


def pass_(game, p, a) -> None:
    if game.sub == "act":
        game._event("{} <takes> no action.", p.name)
    end_turn(game)

