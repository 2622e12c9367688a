"""A player's position, as the panel beside the board shows it: dice, hold, chest, captain
cards, the ship and its tiles, and what Nassau's prices allow. Plain HTML, no widget: the play
widget and a shared table's seat both show it."""

from ...display import esc
from ...kernel.english import sentence, series
from ..rules.components import ITEMS, RESOURCES, quantity
from ..rules.harbour import affordable
from . import describe
from .render import PLAYER_COLOURS, _ink, _slots

SHIP_NAMES = ("pinnace", "brigantine", "galleon")


def _row(label: str, body: str) -> str:
    return f'<div class="nassau-pos-row"><span class="nassau-pos-label">{label}</span><span>{body}</span></div>'


def _chip(text: str, cls: str = "", title: str = "") -> str:
    tip = f' title="{esc(title)}"' if title else ""
    return f'<span class="nassau-chip {cls}"{tip}>{esc(text)}</span>'


def position_html(game, seat) -> str:
    """Everything one player has, for the panel beside the board: dice, hold and its capacity,
    chest, captain cards, sail and cannon (and what applies when sacking and against the Navy),
    the trade wind, the tiles on the ship (used ones marked) and what Nassau's prices allow.
    Pirates of Nassau hides nothing a player owns; the face-down decks are not shown."""
    p = game.players[seat]
    ship, comp = game.ship, game.comp
    colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
    deciding = not game.is_over and game.current_player == seat
    where = f"space {p.pos}" if p.pos else "Nassau"
    state = "to decide" if deciding else ("final position" if game.is_over else f"waiting; {game.names[game.current_player]} decides")
    head = (f'<div class="nassau-pos-head"><span class="nassau-swatch" style="background:{colour}"></span>'
            f'<b>{esc(p.name)}</b> <span class="nassau-soft">at {where} · infamy {p.infamy} · {esc(state)}</span></div>')
    rows = []
    dice = "".join(f'<span class="nassau-die" style="background:{colour};color:{_ink(colour)}">{f}</span>' for f in p.dice)
    used = dice_sentence(p)
    rows.append(_row("Dice", (dice or '<span class="nassau-soft">none left</span>')
                     + (f'<span class="nassau-soft"> · {esc(used)}</span>' if used else "")))
    items = [quantity(n, ITEMS[i]) for i, n in enumerate(p.hold) if n]
    rows.append(_row(f"Hold {p.held()}/{ship.capacity(p)}", esc(", ".join(items)) or '<span class="nassau-soft">empty</span>'))
    rows.append(_row("Chest", esc(f"{quantity(p.chest, 'pesos')} buried, {quantity(p.doubloons, 'doubloons')}")))
    cards = "".join(_chip(c.label, "" if free else "is-used", f"sail +{c.sail}, cannon +{c.cannon}"
                          + ("" if free else " (played this round)"))
                    for c, free in zip(comp.captains, p.captains))
    rows.append(_row("Captain cards", cards))
    sail, cannon = ship.sail(p), ship.cannon(p)
    fight = [f"sail {sail}, cannon {cannon}"]
    if ship.cannon(p, "sack") != cannon:
        fight.append(f"when sacking: cannon {ship.cannon(p, 'sack')}")
    if (ship.sail(p, "navy"), ship.cannon(p, "navy")) != (sail, cannon):
        fight.append(f"against the Navy: sail {ship.sail(p, 'navy')}, cannon {ship.cannon(p, 'navy')}")
    if p.boost != (0, 0):
        fight.append(f"called for this fight: +{p.boost[0]} sail, +{p.boost[1]} cannon")
    rows.append(_row("Ship", esc("; ".join(fight)) + '<span class="nassau-soft"> (before a captain card)</span>'))
    rows.append(_row("Trade wind", "1 token" if p.wind else '<span class="nassau-soft">none</span>'))
    rows.append(_row(esc(SHIP_NAMES[min(p.extra, 2)].capitalize()), _tiles_html(game, p)))
    if not game.is_over:
        rows.append(_row("Nassau", _nassau_html(game, p)))
    return f'<div class="nassau-pos" data-seat="{seat}"><div class="nassau-pos-title">Your position</div>{head}{"".join(rows)}</div>'


def dice_sentence(p) -> str:
    """Where each die a player used this round took them, as a sentence read aloud ("You used
    a 6 to sail to space 6 and a 1 to sail to space 7."; "" before the first move). The log
    says each move the same way."""
    legs = [f"a {face} to sail to space {space}" for space, face in p.path]
    return sentence("{} used " + series(len(legs)) + ".", [p.name, *legs]) if legs else ""


def _tiles_html(game, p) -> str:
    tiles, free = [], []
    for _, row in _slots(game, p):
        for slot, k, used, new in row:
            if k is None:
                free.append(f"{slot.id} {slot.type}")
                continue
            mark = " (used)" if used else " (new)" if new else ""
            tiles.append(_chip(f"{slot.id} {k.name}{mark}", "is-used" if used else "", describe.tile_effect(k)))
    body = "".join(tiles) or '<span class="nassau-soft">no tiles</span>'
    if free:
        body += f'<div class="nassau-soft">free slots: {esc(", ".join(free))}</div>'
    return body


def _nassau_html(game, p) -> str:
    """Prices, and what the player's hold pays for; at the player's own buying turn, what is on sale for it."""
    comp = game.comp
    lines = []
    for item in ("hull", "sail", "mizzen", "crew", "section"):
        cost = comp.costs[item]
        price = ", ".join(quantity(n, r) for n, r in zip(cost, RESOURCES) if n) or "free"
        ok = affordable(p, cost) and (item != "section" or p.extra < comp.max_extra)
        lines.append(f'<div class="nassau-price {"can" if ok else "cannot"}" data-item="{item}" '
                     f'title="{"you can pay for it" if ok else "your hold cannot pay for it"}">{item}: {esc(price)}</div>')
    out = "".join(lines)
    if p.hold[0]:
        out += f'<div class="nassau-soft">1 peso buys 2 of a resource ({quantity(p.hold[0], "pesos")} in the hold)</div>'
    if game.sub == "buy" and game.current_player == p.seat and not game.is_over:
        names = dict.fromkeys(comp.kinds[a.a].name for a in game.legal_actions() if a.kind == "buy" and a.a != "section")
        out += ('<div>On sale for you now: ' + (esc(", ".join(names)) or "nothing") + "</div>")
    return out
