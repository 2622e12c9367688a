"""Merchant raids (fact sheet §8.1, §8.2; resolution per the option ``raid_escape``).

A merchant found leaves its zone for the merchant track; its nation is the token's or the
zone's port's, as the raider chooses (the Caribbean Sea has no port), or he lets it go.

The raid: 3 cargo cards face up (against a Spanish merchant at Havana a 4th, kept only if it
shows a hit icon); a Seamanship roll, each success spent one at a time to draw a card, to
discard one or to exchange one (a special weapon may be given up for one more success); then
every hit icon is a hit on the raider's ship at that location, and the merchant escapes when
the escape icons are at least the raider's maneuverability. Otherwise the raider takes the
plunder value in gold (San Juan: +3 against a Spanish merchant; a raider captain +2), and
the goods he has room for. A raid worth 12 or more is 1 glory; a raid won completes a raid
mission on the merchant's nation (:mod:`.missions`). A raid, won or lost, is +1 bounty of the
merchant's nation (option ``raid_bounty``).
"""

from typing import NamedTuple

from ...kernel.english import article, plural
from . import bounties, extensions as ext, glory, hits, market, missions, turns
from .actions import Action
from .checks import check
from .holds import room, stow
from .sides import maneuver_of, spend_weapon, weapons_of
from .state import LOC_INDEX


FOUND = "{} <finds> {} merchant."      # the log line a raid starts with (the fight view looks for it)


class Raid(NamedTuple):
    """A raid in progress (a tuple, so a clone shares it)."""

    token: int                  # the merchant token found
    choices: tuple = ()         # the nations it may be raided as
    nation: str = ""            # the nation raided, once chosen
    successes: int = 0          # Seamanship successes still to spend; after the raid, its value
    cards: tuple = ()           # the cargo cards face up


def found(game, p, spanish_only: bool = False) -> None:
    """The merchant found: the raider picks its nation (the token's or the port's; off
    Cartagena without a roll, Spanish) or lets it go."""
    token = game.merchants[p.zone]
    game.merchants = game.merchants[:p.zone] + (-1,) + game.merchants[p.zone + 1:]
    game.merchant_track += (token,)
    choices = ("spanish",) if spanish_only else nations(game, p, token)
    game.raid = Raid(token, choices)
    game._event(FOUND, p.name, article(game.comp.merchants[token].nation.title()))
    game.sub = "raid-nation"


def nations(game, p, token) -> tuple:
    token_nation = game.comp.merchants[token].nation
    port_nation = game.comp.zones[p.zone].nation
    return tuple(sorted({token_nation, port_nation} - {None}))


def legal_nation(game, p) -> list:
    return [Action.of("raid", n) for n in game.raid.choices] + [Action.of("let-go")]


def let_go(game, p, a) -> None:
    game.raid = None
    game._event("{} <lets> the merchant go.", p.name)
    turns.back_to_actions(game)


def start(game, p, a) -> None:
    """Raid a merchant of ``a.arg``'s nation: the cards, then the Seamanship successes."""
    nation = a.arg
    token = game.comp.merchants[game.raid.token].nation
    if nation != token:                 # the port's nation instead of the token's: say so
        game._event("{} <chooses> to raid it as {} merchant, the nation of {}'s port, not its own flag's.", p.name,
                    article(nation.title()), game.comp.zones[p.zone].port)
    if game.opts.raid_bounty:
        bounties.add(game, p, nation, f"raiding {article(nation.title())} merchant")
    cards = _draw(game, p, nation)
    successes = check(game, p, "seamanship", why="the raid", favor=False).successes
    game._event("The raid shows {}.", cards_text(game, cards))
    if ext.second_chance(game, p, "redraw", "the raid's cards"):     # all of them again
        game.cargo_discard += tuple(cards)
        cards = _draw(game, p, nation)
        game._event("The raid shows {} instead.", cards_text(game, cards))
    game.raid = game.raid._replace(nation=nation, successes=successes, cards=tuple(cards))
    game.sub = "raid"


def _draw(game, p, nation) -> list:
    """The raid's 3 cards, and off Havana a Spanish merchant's 4th if it has a hit icon."""
    cards = [c for c in (market.draw_card(game) for _ in range(3)) if c is not None]
    zone = game.comp.zones[p.zone].id
    if zone == "havana" and nation == "spanish":
        extra = market.draw_card(game)
        if extra is not None and game.comp.cargo[extra].icon != "escape":
            cards.append(extra)
            game._event("Off Havana a fourth card with a hit icon joins the raid.")
        elif extra is not None:
            game.cargo_discard += (extra,)
    return cards


def cards_text(game, cards) -> str:
    """The cards by id (the raid's decisions name them), with their worth and icon."""
    return ", ".join(_card_text(game.comp.cargo[c]) for c in cards) or "no card"


def _card_text(card) -> str:
    icon = "an escape" if card.icon == "escape" else f"a hit on the {card.icon}"
    return f"{card.id} ({card.value} gold, {icon})"


def legal_raid(game, p) -> list:
    successes = game.raid.successes
    out = []
    if successes:
        if game.cargo_deck or game.cargo_discard:
            out.append(Action.of("draw-card"))
        for c in sorted(set(game.raid.cards)):
            cid = game.comp.cargo[c].id
            out.append(Action.of("discard-card", cid))
            if game.cargo_deck or game.cargo_discard:
                out.append(Action.of("exchange-card", cid))
    for kind in sorted(set(weapons_of(game, p.seat))):
        out.append(Action.of("give-up", kind))
    out.append(Action.of("resolve"))
    return out


def spend(game, p, a) -> None:
    """One success spent: draw a card, discard one, or exchange one; or a weapon given up."""
    r = game.raid
    cards = list(r.cards)
    if a.kind == "give-up":
        spend_weapon(game, p.seat, a.arg)
        game.raid = r._replace(successes=r.successes + 1)
        game._event("{} <gives> up {} for one more success.", p.name, article(a.arg))
        return
    if a.kind == "draw-card":
        card = _one_more(game, p, "the card drawn")
        cards.append(card)
    else:
        card = next(c for c in cards if game.comp.cargo[c].id == a.arg)
        cards.remove(card)
        game.cargo_discard += (card,)
        if a.kind == "exchange-card":
            game._event("{} <gives> {} back to exchange it.", p.name, cards_text(game, [card]))
            cards.append(_one_more(game, p, "the card exchanged in"))
        else:
            game._event("{} <discards> {}.", p.name, cards_text(game, [card]))
    game.raid = r._replace(successes=r.successes - 1, cards=tuple(cards))


def _one_more(game, p, what: str) -> int:
    """A card drawn in the raid by a success; the captain may be offered to draw it again."""
    card = market.draw_card(game)
    game._event("{} <draws> {}.", p.name, cards_text(game, [card]))
    if card is not None and ext.second_chance(game, p, "redraw", what):
        game.cargo_discard += (card,)
        card = market.draw_card(game)
        game._event("{} <draws> {} instead.", p.name, cards_text(game, [card]))
    return card


def resolve(game, p, a) -> None:
    nation, cards = game.raid.nation, game.raid.cards
    comp = game.comp
    saved = False                           # Donatus van 't Hof's once a raid
    for c in cards:
        icon = comp.cargo[c].icon
        if icon == "escape" or p.dead:
            continue
        if not saved and hits.saves_last_crew(game, p, hits.located(p.loc, LOC_INDEX[icon]), "the merchant's defence"):
            saved = True
            continue
        hits.on_captain(game, p, LOC_INDEX[icon], "the merchant's defence")
    escapes = sum(1 for c in cards if comp.cargo[c].icon == "escape")
    speed = maneuver_of(game, p.seat) if p.ship else 0
    escaped = escapes > speed if game.opts.raid_escape == "more-than" else escapes >= speed
    if p.dead or escaped:
        if not p.dead:
            game._event("The merchant escapes ({} against maneuverability {}).", plural(escapes, "escape icon"), speed)
        game.cargo_discard += tuple(cards)
        game.raid = None
        return turns.back_to_actions(game)
    value = sum(comp.cargo[c].value for c in cards)
    if comp.zones[p.zone].id == "san-juan" and nation == "spanish":
        value += 3
    if comp.captains[p.card].ability == "raider":
        value += 2
    paid = min(value, game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("The raid takes {} of plunder.", plural(paid, "gold"))
    game.raid = game.raid._replace(successes=0)
    if value >= comp.rules.raid_glory_at:
        glory.gain(game, p, 1, f"a raid worth {value} gold")
    missions.raided(game, p, nation)
    if game.over:
        return
    game.sub = "raid-keep"


def legal_keep(game, p) -> list:
    goods = sorted(game.comp.cargo[c].good for c in game.raid.cards)
    out = set()
    _choices(goods, room(game, p), (), out)
    return [Action.of("keep", tuple(g)) for g in sorted(out) if g] + [Action.of("keep-nothing")]


def _choices(goods, room, chosen, out) -> None:
    out.add(chosen)
    if room == 0:
        return
    for i, g in enumerate(goods):
        if i and goods[i - 1] == g:
            continue
        _choices(goods[i + 1:], room - 1, chosen + (g,), out)


def take_goods(game, p, cards, kept) -> tuple:
    """Stow a card of each good kept (an expansion may ask where a card goes) and log it;
    returns the cards left behind."""
    cards = list(cards)
    for good in kept:
        c = next(x for x in cards if game.comp.cargo[x].good == good)
        cards.remove(c)
        stow(game, p, (c,))
    if kept:
        game._event("{} <keeps> {}.", p.name, ", ".join(kept))
    return tuple(cards)


def keep(game, p, a) -> None:
    game.cargo_discard += take_goods(game, p, game.raid.cards, () if a.kind == "keep-nothing" else a.arg)
    game.raid = None
    turns.back_to_actions(game)
