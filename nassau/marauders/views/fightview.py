"""A naval fight or a merchant raid, shown: both ships with their damage, the declarations,
the dice (the Seamanship contest, the shots and where they hit, the crew combat's
Leadership rolls) and the report.

The state keeps only what the rules need (the sides, the round, this round's declarations,
the skulls to place; for a raid its cards and successes). The dice are in the game's log,
so this view reads them there: the entries since the fight (or the raid) began, within the
current turn. Nothing is added to the state or to the engine's work.

A crew combat is fought out within one decision, so its dice are seen once the fight is
over: with no fight or raid in progress, the view shows the latest one of this turn (its
ships as they are now; a defeated ship the winner may claim as it was taken).

Everything here is public: the dice are rolled and the declarations made in the open, the
raid's cargo cards lie face up.
"""

from ...display import HTML, esc, picture, styled
from ...kernel.english import article, mention, plural, sentence
from ..seas_of_glory import npc_upgrades
from ..rules import raids, turns
from ..rules.checks import successes
from .cards import GOOD_COLOURS, TOKEN_COLOUR, icon_words
from .render import INK, WHITE, ship_name, skulls_text
from .render import game_html as map_html
from .shipboard import document, k, location_rows, text
from ..rules.sides import NPC, is_npc, loc_of, maneuver_of, name_of, ship_of, zone_of
from ..rules.state import LOCATIONS
from ..seas_of_glory.treasure_galleon import GALLEON
from ..rules.vocabulary import HIT_FACES

FIGHT_START = "A naval fight: {} against {}."
RAID_START = raids.FOUND
TURN_START = turns.TURN_START
DECLARE = "{} <declares> {}{}."
CONTEST = "{} <rolls> Seamanship: {} ({})."
HOOKS = "{} <uses> the grappling hooks and <rolls> again: {} ({})."
FIRE = "{} <fires> {} at {}: {}."
CREW = "{} <rolls> Leadership: {} ({})."
CHECK = "{} <rolls> {} for {}: {} ({})."
HIT_NPC = "{} <takes> a hit ({}): {} {}."
HIT_CAPTAIN = "{}<'s> {} <takes> a hit ({}): {} {}."
SUCCESS, PLAIN, SKULL = "#1a7f37", "#ffffff", "#24292f"       # the dice's faces (the pips are white or dark)


# --- what the log says -------------------------------------------------------------------------------
def since(game, start: str) -> list:
    """The log's entries from the latest ``start`` in this turn on (oldest first); none if the
    turn holds no such entry (a position set by hand)."""
    out, node = [], game._events
    while node is not None:
        parts = node[0]
        out.append(parts)
        if parts[0] == start:
            return out[::-1]
        if parts[0] == TURN_START:
            return []
        node = node[1]
    return []


def faces(words: str) -> tuple:
    return tuple(int(f) for f in str(words).split() if f.isdigit())


def report(entries) -> list:
    return [sentence(parts[0], parts[1:]) for parts in entries]


class Side:
    """One ship of a fight: its name and role, the ship drawn (none when it is gone), the
    declaration, and its latest dice and the hits it took, from the log."""

    def __init__(self, name: str, role: str):
        self.name, self.role = name, role
        self.ship, self.loc, self.top, self.fate = "", (), (), ""
        self.goods = None                   # a captain's goods in the holds (an NPC has none to show)
        self.declared = ""
        self.contest = self.crew = None     # (faces, naval round)
        self.shots = None                   # (faces, target, naval round)
        self.hits = []                      # (location, why)

    def show(self, game, side: int) -> "Side":
        """Draw the ship of ``side`` (a seat or an NPC) as it is now."""
        self.ship, self.loc = ship_of(game, side), loc_of(game, side)
        self.top = npc_upgrades.top(game, self.ship, side) if is_npc(side) else \
            npc_upgrades.top_of(game, game.players[side])
        if not is_npc(side):
            self.goods = [game.comp.cargo[c].good for c in game.players[side].goods]
        return self


def read_log(sides: list, entries) -> None:
    """Each side's declarations, latest rolls and hits, from the fight's log entries."""
    by_name = {s.name: s for s in sides}
    naval_round = 0
    for parts in entries:
        template, args = parts[0], parts[1:]
        s = by_name.get(args[0]) if args else None
        if s is None:
            continue
        if template == DECLARE:
            naval_round += s is sides[0]          # the aggressor declares first in each round
            s.declared = f"declared {args[1]}{args[2]}"
        elif template in (CONTEST, HOOKS):
            s.contest = (faces(args[1]), naval_round)
        elif template == CREW:
            s.crew = (faces(args[1]), naval_round)
        elif template == FIRE:
            s.shots = (faces(args[3]), args[2], naval_round)
        elif template == HIT_NPC:
            s.hits.append((args[2], args[1]))
        elif template == HIT_CAPTAIN:
            s.hits.append((args[3], args[2]))


def declaration(game, i: int) -> str:
    """A side's declaration this round, or who is still to declare."""
    f = game.fight
    if f.crew:
        return "in crew combat"
    if f.decl[i]:
        return f"declared {f.decl[i]}" + (f" with {f.shot[i]}" if f.shot[i] else "")
    return "to declare" if i == 0 or f.decl[0] else "declares after the aggressor"


def fight_sides(game, entries) -> list:
    """The two sides of the fight in progress, or of the latest one of this turn."""
    f = game.fight
    if f is not None:
        sides = [Side(name_of(game, s), role + (", on fire" if s in f.fire else "")).show(game, s)
                 for s, role in ((f.a, "aggressor"), (f.d, "defender"))]       # fire: Seas of Glory's Heated Shot
        read_log(sides, entries)
        for i, s in enumerate(sides):
            s.declared = declaration(game, i)
        return sides
    sides = [Side(name, role) for name, role in zip(entries[0][1:3], ("aggressor", "defender"))]
    read_log(sides, entries)
    for s in sides:
        _after(game, s)
    return sides


def _after(game, s: Side) -> None:
    """A side's ship once the fight is over: as it is now, as it was taken (to be claimed),
    or gone."""
    side = side_named(game, s.name)
    claiming = game.sub == "claim" and game.claimable
    if side is not None and (is_npc(side) or not game.players[side].dead):
        s.show(game, side)
    elif claiming and (side is None or side != game.cur):
        s.ship, s.loc = game.claimable[0], tuple(game.claimable[1:])
        s.top, s.fate = npc_upgrades.prize_top(game, s.ship), f"defeated: {game.names[game.cur]} may claim the ship"
    else:
        s.fate = "defeated: the ship is gone"


def side_named(game, name: str):
    """The side (a seat, or 10 + an NPC slot on the board) of this name, or None."""
    if name in game.names:
        return game.names.index(name)
    if game.galleon is not None and name == name_of(game, GALLEON):
        return GALLEON
    return next((NPC + i for i, n in enumerate(game.npcs) if n is not None and name_of(game, NPC + i) == name), None)


# --- text ------------------------------------------------------------------------------------------------
def heading(game) -> str:
    f, r = game.fight, game.raid
    if f is not None:
        what = "Crew combat" if f.crew else f"Naval fight, round {f.round}"
        return f"{what}: {name_of(game, f.a)} against {mention(name_of(game, f.d))}, in {_zone_of(game, f.a).phrase}"
    if r is not None:
        p = game.players[game.turn_seat]
        zone = game.comp.zones[p.zone].phrase
        if not r.nation:
            return f"Merchant found: {p.name} in {zone}"
        return "Merchant raid: " + sentence("{} <raids> {} merchant in {}", [p.name, article(r.nation.title()), zone])
    last = since(game, FIGHT_START)
    if last:
        return f"Naval fight (over): {last[0][1]} against {mention(last[0][2])}"
    return "No fight or raid in progress"


def _zone_of(game, side: int):
    return game.comp.zones[zone_of(game, side)]


def ship_words(game, s: Side) -> str:
    if not s.ship:
        return s.fate
    where = ", ".join(f"{n} {now}/{most}" for n, now, most in zip(LOCATIONS, s.loc, s.top))
    return f"{ship_name(game, s.ship).lower()}; {where}" + (f"; {s.fate}" if s.fate else "")


def roll_words(roll) -> str:
    if roll is None:
        return "not yet"
    dice, naval_round = roll
    return f"{' '.join(map(str, dice)) or 'no dice'} ({successes(sum(1 for d in dice if d >= 5))}, round {naval_round})"


def side_lines(game, s: Side) -> list:
    lines = [f"  {s.name} ({s.role}): {ship_words(game, s)}; {s.declared or 'no declaration'}",
             f"    Seamanship: {roll_words(s.contest)}"]
    if s.shots:
        dice, target, naval_round = s.shots
        lines.append(f"    shots at {mention(target)}: {' '.join(map(str, dice))} (round {naval_round})")
    if s.crew:
        lines.append(f"    Leadership: {roll_words(s.crew)}")
    if s.hits:
        lines.append(f"    hits taken: {', '.join(where for where, _ in s.hits)}")
    return lines


def skulls_to_place(game, f) -> str:
    """'1 skull hit on your ship to place': each side places the skull hits on its own ship."""
    return skulls_text(game, f.skulls)


def fight_lines(game) -> list:
    entries = since(game, FIGHT_START)
    lines = [heading(game)]
    if game.fight is None and not entries:
        return lines
    for s in fight_sides(game, entries):
        lines += side_lines(game, s)
    f = game.fight
    if f is not None and f.skulls:
        lines.append(f"  {skulls_to_place(game, f)}")
    return lines + ["Battle report:"] + [f"  {line}" for line in report(entries)]


def raid_facts(game) -> dict:
    """The raid's cards and what they add up to, the raider's maneuverability and roll."""
    r, p = game.raid, game.players[game.turn_seat]
    comp = game.comp
    cards = [comp.cargo[c] for c in r.cards]
    speed = maneuver_of(game, p.seat) if p.ship else 0
    rolls = [faces(parts[4]) for parts in since(game, RAID_START)
             if parts[0] == CHECK and parts[2] == "Seamanship" and parts[3] == "the raid"]
    escape = f"more than {speed}" if game.opts.raid_escape == "more-than" else f"{speed} or more"
    return {"raider": p, "cards": cards, "speed": speed, "roll": rolls[-1] if rolls else None, "escape": escape,
            "hits": [c.icon for c in cards if c.icon != "escape"],
            "escapes": sum(1 for c in cards if c.icon == "escape"), "value": sum(c.value for c in cards)}


def raid_lines(game) -> list:
    r, facts = game.raid, raid_facts(game)
    p = facts["raider"]
    raider = Side(p.name, "raider").show(game, p.seat)
    lines = [heading(game), f"  {p.name}: {ship_words(game, raider)}; maneuverability {facts['speed']}"]
    if not r.nation:
        token = game.comp.merchants[r.token].nation.title()
        lines.append(f"  a {token} merchant token: {choice_words(r)}")
    else:
        roll = " ".join(map(str, facts["roll"])) if facts["roll"] is not None else "not rolled"
        lines.append(f"  Seamanship for the raid: {roll}; {plural(r.successes, 'success')} left to spend")
        lines.append("  cards: " + ("; ".join(f"{c.good} {c.value} ({icon_words(c.icon)})" for c in facts["cards"])
                                    or "none"))
        lines.append(f"  {plural(len(facts['hits']), 'hit icon')}: {', '.join(facts['hits']) or 'none'}; "
                     f"{plural(facts['escapes'], 'escape icon')} (the merchant escapes with {facts['escape']}); "
                     f"the cards' plunder value {facts['value']}")
    return lines + ["Raid report:"] + [f"  {line}" for line in report(since(game, RAID_START))]


def choice_words(r) -> str:
    return f"raid it as {' or '.join(n.title() for n in r.choices)}, or let it go"


def view_text(game) -> str:
    return "\n".join(raid_lines(game) if game.raid is not None and game.fight is None else fight_lines(game))


# --- SVG ---------------------------------------------------------------------------------------------------
WIDTH, PANEL_W, TOP = 760, 364, 58
DIE, LABEL_W = 20, 140


def die(x, y, face: int, success: bool) -> list:
    fill = SUCCESS if success else PLAIN
    return [f'<rect {k("edge")} stroke-width="0.8" fill="{fill}" x="{x:.1f}" y="{y:.1f}" width="{DIE}" height="{DIE}" '
            f'rx="4"/>', text(x + DIE / 2, y + 14.5, str(face), 12, anchor="middle", bold=True,
                              fill=WHITE if success else INK)]


def hit_die(x, y, face: int) -> list:
    """A hit-location die: its face, and under it where it hits (a skull: where the target chooses)."""
    skull = face >= 5
    out = [f'<rect {k("edge")} stroke-width="0.8" fill="{SKULL if skull else PLAIN}" x="{x:.1f}" y="{y:.1f}" '
           f'width="{DIE}" height="{DIE}" rx="4"/>',
           text(x + DIE / 2, y + 14.5, str(face), 12, anchor="middle", bold=True, fill=WHITE if skull else INK)]
    out.append(text(x + DIE / 2, y + DIE + 11, "skull" if skull else HIT_FACES.get(face, "?"), 9, cls="soft",
                    anchor="middle"))
    return out


def dice_row(label: str, dice, x, y, right, hits=False) -> list:
    """A label, then the dice (successes green; hit dice with their locations)."""
    out = [text(x, y + 14, label, 11, cls="soft", bold=True, room=LABEL_W - 6)]
    if not dice:
        return out + [text(x + LABEL_W, y + 14, "not yet" if dice is None else "no dice", 11, cls="soft")]
    step = DIE + (22 if hits else 5)
    for j, face in enumerate(dice):
        dx = x + LABEL_W + j * step
        if dx + DIE > right:
            out.append(text(dx, y + 14, "…", 12))
            break
        out += hit_die(dx, y, face) if hits else die(dx, y, face, face >= 5)
    return out


def ship_panel(game, s: Side, info: str, x, y) -> tuple:
    """A ship: its side's name, role and ship, and five locations with their damage (or what
    became of it). Returns (elements, the next free y)."""
    ship = ship_name(game, s.ship) if s.ship else "no ship"
    out = [text(x + 12, y + 22, s.name, 13, bold=True, room=PANEL_W - 24),
           text(x + 12, y + 40, f"{s.role} · {ship}{info}", 11, cls="soft", room=PANEL_W - 24)]
    if not s.ship:
        return out + [text(x + 12, y + 62, s.fate, 12, room=PANEL_W - 24)], y + 76
    rows, h = location_rows(s.loc, s.top, x + 12, y + 50, PANEL_W - 24, r=8, holds=s.goods)
    if s.fate:
        rows.append(text(x + 12, y + 68 + h, s.fate, 12, bold=True, room=PANEL_W - 24))
        h += 22
    return out + rows, y + 56 + h


def fight_panel(game, s: Side, x, crew: bool) -> tuple:
    """A side's panel: the ship, the declaration, the latest Seamanship roll, shots and
    Leadership roll, and the hits taken. Returns (elements, height)."""
    out, y = ship_panel(game, s, "", x, TOP)
    x0, right = x + 12, x + PANEL_W - 8
    out.append(text(x0, y + 12, (s.declared or "no declaration").capitalize(), 12, bold=True))
    out += dice_row(_round_label("Seamanship", s.contest), _dice(s.contest), x0, y + 22, right)
    y += 50
    if s.shots:
        out += dice_row(f"Shots (round {s.shots[2]})", s.shots[0], x0, y, right, hits=True)
        y += 38
    if crew or s.crew:
        out += dice_row(_round_label("Leadership", s.crew), _dice(s.crew), x0, y, right)
        y += 28
    hits = ", ".join(where for where, _ in s.hits) or "none"
    out.append(text(x0, y + 12, f"Hits taken: {hits}", 11, room=PANEL_W - 24))
    return out, y + 28 - TOP


def two_panels(drawn) -> tuple:
    """Two panels side by side, as tall as the taller: [(elements, height)] -> (elements, bottom)."""
    tallest = max(h for _, h in drawn)
    out = []
    for x, (more, _) in zip((8, 8 + PANEL_W + 16), drawn):
        out.append(f'<rect {k("panel")} x="{x}" y="{TOP}" width="{PANEL_W}" height="{tallest}" rx="8"/>')
        out += more
    return out, TOP + tallest


def _dice(roll):
    return None if roll is None else roll[0]


def _round_label(what: str, roll) -> str:
    return what if roll is None else f"{what} (round {roll[1]})"


def fight_svg(game):
    f, entries = game.fight, since(game, FIGHT_START)
    body = [text(16, 26, heading(game), 16, bold=True, room=WIDTH - 32)]
    crew = f is not None and f.crew or any(p[0] == CREW for p in entries)
    sub = ("crew combat: Leadership until a crew is gone" if crew else
           "the aggressor declares first, then the defender; then the Seamanship contest and the shots")
    body.append(text(16, 46, sub, 12, cls="soft", room=WIDTH - 32))
    sides = fight_sides(game, entries)
    panels, y = two_panels([fight_panel(game, s, x, crew) for s, x in zip(sides, (8, 8 + PANEL_W + 16))])
    body += panels
    if f is not None and f.skulls:
        y += 20
        body.append(text(16, y, skulls_to_place(game, f), 12, bold=True))
    return document("marauders-fight", WIDTH, y + 16, heading(game), view_text(game), body)


def _card(x, y, card) -> list:
    colour = GOOD_COLOURS.get(card.good, TOKEN_COLOUR)
    return [f'<g class="cargo-card"><title>{esc(card.good)}: plunder value {card.value}, {esc(icon_words(card.icon))}'
            f'</title><rect {k("chip")} x="{x}" y="{y}" width="104" height="62" rx="6"/>',
            f'<rect {k("edge")} stroke-width="0.6" fill="{colour}" x="{x}" y="{y}" width="8" height="62" rx="3"/>',
            text(x + 14, y + 18, card.good.title(), 12, bold=True, room=84),
            text(x + 14, y + 35, f"value {card.value}", 11),
            text(x + 14, y + 52, "escape" if card.icon == "escape" else f"hit: {card.icon}", 11, room=84), "</g>"]


def raid_svg(game):
    """The raider's ship and roll on the left; the merchant's cards face up on the right."""
    r, facts = game.raid, raid_facts(game)
    p = facts["raider"]
    raider = Side(p.name, "raider").show(game, p.seat)
    left, y = ship_panel(game, raider, f" · maneuverability {facts['speed']}", 8, TOP)
    left += dice_row("Seamanship", facts["roll"], 20, y, PANEL_W)
    left.append(text(20, y + 42, f"{plural(r.successes, 'success')} left to spend", 12, bold=True))
    right, y2 = _merchant_side(game, 8 + PANEL_W + 16, facts)
    body, bottom = two_panels([(left, y + 58 - TOP), (right, y2 - TOP)])
    return document("marauders-fight", WIDTH, bottom + 12, heading(game), view_text(game),
                    [text(16, 26, heading(game), 16, bold=True, room=WIDTH - 32)] + body)


def _merchant_side(game, x, facts) -> tuple:
    """The merchant: its nation's choice, or its cards and what they add up to."""
    r = game.raid
    out = [text(x + 12, TOP + 22, "The merchant", 13, bold=True)]
    if not r.nation:
        token = game.comp.merchants[r.token].nation.title()
        choice = f"a {token} merchant token: {choice_words(r)}"
        return out + [text(x + 12, TOP + 42, choice, 11, room=PANEL_W - 24)], TOP + 60
    out.append(text(x + 12, TOP + 40, f"{r.nation.title()}: the cards face up", 11, cls="soft"))
    for j, card in enumerate(facts["cards"]):
        out += _card(x + 12 + (j % 3) * 114, TOP + 50 + (j // 3) * 70, card)
    y = TOP + 50 + 70 * max(1, -(-len(facts["cards"]) // 3))
    sums = [f"{plural(len(facts['hits']), 'hit icon')}: {', '.join(facts['hits']) or 'none'}",
            f"{plural(facts['escapes'], 'escape icon')}: it escapes with {facts['escape']}",
            f"the cards' plunder value: {facts['value']}"]
    for j, line in enumerate(sums):
        out.append(text(x + 12, y + 14 + 18 * j, line, 11, room=PANEL_W - 24))
    return out, y + 18 * len(sums) + 8


def view_svg(game):
    if game.fight is not None or (game.raid is None and since(game, FIGHT_START)):
        return fight_svg(game)
    if game.raid is not None:
        return raid_svg(game)
    return document("marauders-fight", WIDTH, 48, heading(game), heading(game),
                    [text(16, 28, heading(game), 14, cls="soft")])


# --- HTML --------------------------------------------------------------------------------------------------
def entries_now(game) -> tuple:
    """(title, entries) of the report: the fight's, else the raid's."""
    if game.fight is not None or (game.raid is None and since(game, FIGHT_START)):
        return "Battle report", since(game, FIGHT_START)
    if game.raid is not None:
        return "Raid report", since(game, RAID_START)
    return "", []


def view_html(game):
    """The drawing, then the report in words."""
    title, entries = entries_now(game)
    if not title:
        return styled(f'<div class="soft">{esc(heading(game))}.</div>')
    items = "".join(f"<li>{esc(line)}</li>" for line in report(entries))
    return styled(picture(view_svg(game)) + f"<div><b>{title}</b></div><ol>{items}</ol>")


def busy(game) -> bool:
    """A fight or a raid is on, or its winner is deciding whether to claim the defeated ship."""
    return game.fight is not None or game.raid is not None or (game.sub == "claim" and bool(game.claimable))


def game_html(game):
    """The game's own view (the map and the captains), with a fight or raid in progress under it."""
    html = map_html(game)
    return HTML(str(html) + str(view_html(game))) if busy(game) else html
