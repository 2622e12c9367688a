"""Step 4, evading the Royal Navy: lowest infamy first, each player takes one face-up card."""

from . import infamy, tiles
from .actions import PLANK, Action
from .captains import hand_cards, play_captain
from .components import RESOURCES, Captain
from .state import GOODS, HOSTAGES, RES_SLICE


NO_CAPTAIN = Captain(-1, "-", 0, 0)
_FACINGS = {}    # (Navy card, captain hand) -> the navy actions for that card, built once
PENALTIES = (Action.of("penalty", "infamy"), Action.of("penalty", "goods"))
LOSSES = {i: Action.of("lose", r) for i, r in enumerate(RESOURCES, 1)}     # by item index


def begin(game) -> None:
    game.step = "navy"
    game.order = infamy.order_low_first(game)
    game.turn = 0
    _begin(game)


def over(game) -> bool:
    return game.turn >= game.n


def _begin(game) -> None:
    if over(game):
        return
    game.cur = game.order[game.turn]
    game.sub = "navy"


def legal(game, p) -> list:
    out = []
    hand = hand_cards(game, p)
    seen = set()
    cards = game.comp.navy_cards
    for ci in game.navy_display:
        card = cards[ci]
        if card in seen:
            continue
        seen.add(card)
        acts = _FACINGS.get((card, hand))
        if acts is None:
            if card is None:
                acts = (Action.of("navy", None),)
            else:
                acts = tuple([Action.of("navy", card, c) for c in hand] or [Action.of("navy", card)])
            _FACINGS[card, hand] = acts
        out.extend(acts)
    if p.shots:
        out.extend(tiles.uses(game, p, ("boost",)))
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


def face(game, p, a) -> None:
    cards, display = game.comp.navy_cards, game.navy_display
    for idx in display:
        if cards[idx] == a.a:
            break
    else:
        raise AssertionError("navy card checked by the legal actions")
    game.navy_display = tuple([i for i in display if i != idx])
    game.navy_deck = game.navy_deck + (idx,)      # face down to the bottom of the deck
    card = game.comp.navy[idx]
    if not card.ship:
        game._event("{} <takes> an empty-ocean Navy card: nothing happens.", p.name)
        end_turn(game)
        return
    c = play_captain(game, p, a.b) if a.b else NO_CAPTAIN
    sail = game.ship.sail(p, "navy") + c.sail + p.boost[0]
    cannon = game.ship.cannon(p, "navy") + c.cannon + p.boost[1]
    p.boost = (0, 0)
    escaped, beaten = sail > card.sail, cannon > card.cannon
    game._event("{} <faces> the Navy {} with the {} captain card: escape {} vs {} ({}), attack {} vs {} ({}).",
                p.name, card.label, c.label, sail, card.sail, "yes" if escaped else "no",
                cannon, card.cannon, "yes" if beaten else "no")
    if escaped and beaten:
        game._event("{} <gets> away free.", p.name)
        end_turn(game)
    elif escaped or beaten:
        game.sub = "penalty"
    else:
        game.penalties = ("infamy", "goods")
        next_penalty(game)


def legal_penalty(game, p) -> list:
    out = list(PENALTIES)
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


def choose_penalty(game, p, a) -> None:
    game.penalties = (a.a,)
    next_penalty(game)


def counted(game, p) -> list:
    """Indices of the hold items that count as "goods" for the Navy penalty."""
    if game.opts.navy_goods == "goods-only":
        return [GOODS]
    return list(range(RES_SLICE.start, RES_SLICE.stop))


def next_penalty(game) -> None:
    p = game.players[game.cur]
    if not game.penalties:
        end_turn(game)
        return
    what = game.penalties[0]
    game.penalties = game.penalties[1:]
    if what == "infamy":
        lost = p.infamy // 2
        game._event("{} <loses> half <their> infamy: {} of {}.", p.name, lost, p.infamy)
        infamy.move_marker(game, p, p.infamy - lost, "navy-penalty")
        return
    kinds = counted(game, p)
    lost = sum(p.hold[i] for i in kinds) // 2
    game._event("{} <loses> half <their> goods: {}.", p.name, lost)
    game.lose_left = lost
    _settle_losses(game, p)


def _settle_losses(game, p) -> None:
    """Take losses automatically while only one kind can be lost; otherwise the player picks."""
    kinds = [i for i in counted(game, p) if p.hold[i]]
    while game.lose_left and len(kinds) == 1:
        _lose_one(game, p, kinds[0])
        kinds = [i for i in kinds if p.hold[i]]
    if game.lose_left:
        game.sub = "lose"
    else:
        next_penalty(game)


def legal_lose(game, p) -> list:
    out = [LOSSES[i] for i in counted(game, p) if p.hold[i]]
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


def lose(game, p, a) -> None:
    _lose_one(game, p, RESOURCES.index(a.a) + 1)
    _settle_losses(game, p)


def _lose_one(game, p, i) -> None:
    p.hold[i] -= 1
    game.supply[i] += 1
    game.lose_left -= 1
    game._event("{} <loses> 1 {}.", p.name, RESOURCES[i - 1])


def end_turn(game) -> None:
    game.players[game.cur].boost = (0, 0)
    game.turn += 1
    _begin(game)
