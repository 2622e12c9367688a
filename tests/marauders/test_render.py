"""The views of Merchants & Marauders: the map (an SVG that parses, every zone, lane, ship and
NPC on it, and nothing drawn over a label however crowded a zone is), the text and HTML of a
game and of a captain's board, escaping, byte-stable output, and the hidden cards (glory
cards in hand, rumors, the stash) kept out of every view."""

import re
import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from nassau import marauders
from nassau.kernel.rng import Rng
from nassau.marauders.rules import glory, raids
from nassau.marauders.views import render
from nassau.marauders.rules.combat import Fight
from nassau.marauders.rules.npcs import ship_of
from nassau.marauders.rules.state import maxima
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from ..helpers_html import pictures, survives_the_sanitiser
from ..test_html_escaping import HOSTILE, check
from .helpers import captain, new, place, sound, turn_of

SVG_NS = "{http://www.w3.org/2000/svg}"


# --- positions ------------------------------------------------------------------------------------
def played(seed=3, decisions=200, players=4):
    """A seeded game after ``decisions`` random legal decisions (NPCs on the board by then)."""
    g = marauders.new_game(players, seed=seed)
    pick = Rng(seed * 31 + 7)
    for _ in range(decisions):
        if g.is_over:
            break
        options = g.legal_actions()
        g.apply(options[pick.below(len(options))])
    return g


def put_npc(g, slot, zone_id):
    """An NPC of ``slot`` on the board in ``zone_id``: its card taken from the event deck (or
    the one already there moved), so every card stays in one place."""
    i = NPC_SLOTS.index(slot)
    zone = g.comp.by_id[zone_id].index
    if g.npcs[i] is None:
        card = next(c for c in g.event_deck if g.comp.events[c].kind == "npc" and g.comp.events[c].npc.slot == slot)
        g.event_deck = tuple(c for c in g.event_deck if c != card)
        ship = ship_of(g, slot)
        npc = (card, zone, ship, maxima(g.comp, ship))
    else:
        card, _, ship, loc = g.npcs[i]
        npc = (card, zone, ship, loc)
    g.npcs = g.npcs[:i] + (npc,) + g.npcs[i + 1:]
    return sound(g)


def crowded(docked, zone_id="tortuga", npcs=("english", "pirate-large")):
    """Four captains in one zone, ``docked`` of them in its port, and NPCs at sea there."""
    g = new(seed=2)
    for k, name in enumerate(("Anja", "Jonah", "Jon", "Ewan")):
        place(g, name, zone_id, in_port=k < docked)
    for slot in npcs:
        put_npc(g, slot, zone_id)
    return sound(g)


def secrets(g):
    """Every captain holds glory cards, rumors and a stash."""
    for p in g.players:
        glory.draw(g, p, 2)
        card, g.rumor_deck = g.rumor_deck[0], g.rumor_deck[1:]
        p.rumors += (card,)
        half = p.gold // 2
        p.stash, p.gold = p.stash + half, p.gold - half
    return sound(g)


def all_views(g) -> dict:
    """Every view of a game, pictures decoded, the boards' too."""
    html = g._repr_html_()
    out = {"text": str(g), "repr": repr(g), "html": html, "svg": str(g.to_svg())}
    out.update({f"picture {k}": svg for k, svg in enumerate(pictures(html))})
    for p in range(g.n):
        board = g.board(p)
        out[f"board {p}"] = repr(board)
        out[f"board html {p}"] = board._repr_html_()
    return out


# --- geometry read back from the SVG -----------------------------------------------------------------
def _zone_group(svg, zone_id):
    root = ET.fromstring(svg)
    return next(g for g in root.iter(SVG_NS + "g") if g.get("data-zone") == zone_id)


def _rect(el):
    f = lambda k: float(el.get(k))     # noqa: E731
    return (f("x"), f("y"), f("x") + f("width"), f("y") + f("height"))


def _polygon(el):
    pts = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def _text_box(el):
    """From the top of the capitals to the bottom of the descenders, as wide as the text
    (its textLength when squeezed), placed by its anchor."""
    size, bold = float(el.get("font-size")), el.get("font-weight") == "bold"
    w = float(el.get("textLength")) if el.get("textLength") else render.text_width(el.text, size, bold)
    x, y = float(el.get("x")), float(el.get("y"))
    left = {"start": x, "middle": x - w / 2, "end": x - w}[el.get("text-anchor", "start")]
    return (left, y - 0.76 * size, left + w, y + 0.24 * size)


def _circle(el):
    x, y, r = float(el.get("cx")), float(el.get("cy")), float(el.get("r"))
    return (x - r, y - r, x + r, y + r)


def zone_items(svg, zone_id) -> dict:
    """The boxes of what a zone shows: its frame, harbour, header texts, merchant, and each
    piece's marker and label (with the piece's key)."""
    group = _zone_group(svg, zone_id)
    out = {"frame": None, "harbour": None, "header": [], "merchant": None, "pieces": []}
    for el in group:
        tag = el.tag.replace(SVG_NS, "")
        if tag == "rect" and el.get("class") == "sea":
            out["frame"] = _rect(el)
        elif tag == "rect" and el.get("class") == "port":
            out["harbour"] = _rect(el)
        elif tag == "text":
            out["header"].append(_text_box(el))
        elif tag == "circle":
            out["merchant"] = _circle(el)
        elif tag == "g" and "piece" in el.get("class", "").split():
            marker = _polygon(el.find(SVG_NS + "polygon"))
            label = _text_box([t for t in el.findall(SVG_NS + "text")][-1])
            out["pieces"].append((el.get("data-piece"), marker, label))
    return out


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a, box) -> bool:
    return box[0] <= a[0] and box[1] <= a[1] and a[2] <= box[2] and a[3] <= box[3]


# --- the map -----------------------------------------------------------------------------------------
def test_the_map_parses_and_shows_all_17_zones_and_34_lanes():
    g = played()
    svg = str(g.to_svg())
    root = ET.fromstring(svg)
    assert root.get("viewBox").startswith("0 0 ") and root.find(SVG_NS + "title").text.startswith("Merchants")
    zones = [el for el in root.iter(SVG_NS + "g") if el.get("data-zone")]
    assert [el.get("data-zone") for el in zones] == [z.id for z in g.comp.zones] and len(zones) == 17
    for el, zone in zip(zones, g.comp.zones):
        assert zone.name in [t.text for t in el.iter(SVG_NS + "text")]
    lanes = next(el for el in root.iter(SVG_NS + "g") if el.get("class") == "lanes")
    assert len(lanes.findall(SVG_NS + "line")) == 34


def test_each_port_shows_its_nation_and_demand_and_each_zone_its_merchant():
    g = played()
    svg = str(g.to_svg())
    for z, zone in enumerate(g.comp.zones):
        group = _zone_group(svg, zone.id)
        texts = [t.text for t in group.iter(SVG_NS + "text")]
        flags = [r for r in group.findall(SVG_NS + "rect") if r.find(SVG_NS + "title") is not None
                 and r.get("class") == "edge" and r.get("fill") != render.MOD_COLOUR]
        if zone.port:
            assert f"wants {render.demand_of(g, z)}" in texts
            mod = [r for r in group.findall(SVG_NS + "rect") if r.get("fill") == render.MOD_COLOUR]
            assert len(mod) == (g.port_mods[z] >= 0)
            assert [f.get("fill") for f in flags] == [render.nation_colour(zone.nation)]
        else:
            assert not flags and not any(t.startswith("wants") for t in texts)
        merchant = group.find(SVG_NS + "circle")
        assert (merchant is not None) == (g.merchants[z] >= 0)
        if merchant is not None:       # face down: no nation, no colour of one
            assert merchant.get("fill") == render.MERCHANT_COLOUR
            assert merchant.find(SVG_NS + "title").text == "a merchant token (face down)"


def test_every_ship_and_npc_is_on_the_map_in_its_zone():
    g = played()
    assert sum(n is not None for n in g.npcs) >= 3
    svg = str(g.to_svg())
    for p in g.players:
        keys = [k for k, _, _ in zone_items(svg, g.comp.zones[p.zone].id)["pieces"]]
        assert f"captain {p.seat}" in keys
    for i, npc in enumerate(g.npcs):
        if npc is not None:
            keys = [k for k, _, _ in zone_items(svg, g.comp.zones[npc[1]].id)["pieces"]]
            assert f"npc {NPC_SLOTS[i]}" in keys
    root = ET.fromstring(svg)
    placed = [el for el in root.iter(SVG_NS + "g") if "piece" in el.get("class", "").split()]
    assert len(placed) == g.n + sum(n is not None for n in g.npcs)


def test_markers_say_whose_and_which_ship():
    g = crowded(2)
    items = {k: (m, lab) for k, m, lab in zone_items(str(g.to_svg()), "tortuga")["pieces"]}
    root = ET.fromstring(str(g.to_svg()))
    pieces = {el.get("data-piece"): el for el in root.iter(SVG_NS + "g") if el.get("data-piece")}
    for p in g.players:
        el = pieces[f"captain {p.seat}"]
        assert el.find(SVG_NS + "polygon").get("fill") == render.player_colour(p.seat)
        assert [t.text for t in el.findall(SVG_NS + "text")] == [render.marks(g)[p.seat], p.ship]
    assert pieces["npc english"].find(SVG_NS + "polygon").get("fill") == render.NATION_COLOURS["english"]
    assert pieces["npc pirate-large"].find(SVG_NS + "polygon").get("fill") == render.PIRATE_COLOUR
    assert len(items) == 6


def test_the_letters_on_markers_differ_even_when_the_initials_do_not():
    assert render.marks(new(seed=1)) == ("1", "2", "3", "4")            # Anja, Jonah, Jon, Ewan: two J's
    assert render.marks(marauders.new_game(["Ann", "Bo", "Cy"], seed=1)) == ("A", "B", "C")


@pytest.mark.parametrize("docked", range(5))
def test_a_crowded_zone_keeps_every_label_clear(docked):
    """Four captains (``docked`` in port) and two NPCs in Tortuga: no marker or label covers
    another, nor the zone's name, demand or merchant; all inside the zone, full size; the
    ships in port on the harbour strip and the others on the sea below it."""
    g = crowded(docked)
    items = zone_items(str(g.to_svg()), "tortuga")
    frame, harbour = items["frame"], items["harbour"]
    assert len(items["pieces"]) == 6 and harbour is not None
    boxes = list(items["header"]) + [items["merchant"]]
    for key, marker, label in items["pieces"]:
        boxes += [marker, label]
        assert marker[2] - marker[0] == pytest.approx(32)                      # full size
        assert inside(marker, frame) and inside(label, frame), key
        in_port = key.startswith("captain") and captain(g, int(key.split()[1])).in_port
        if in_port:
            assert inside(marker, harbour), key
        else:
            assert marker[1] > harbour[3], key
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b), (a, b)


def test_a_zone_holding_every_ship_still_keeps_its_labels_clear():
    """Four captains at sea and all six NPCs in the open Caribbean Sea: the pieces get smaller
    but never cover one another."""
    g = crowded(0, "caribbean-sea", NPC_SLOTS)
    items = zone_items(str(g.to_svg()), "caribbean-sea")
    assert len(items["pieces"]) == 10 and items["harbour"] is None
    boxes = list(items["header"]) + [items["merchant"]] + [b for _, m, lab in items["pieces"] for b in (m, lab)]
    assert all(inside(b, items["frame"]) for b in boxes)
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b), (a, b)


def test_the_event_card_and_the_npc_list_lie_on_open_water():
    """The panels drawn on the map never cover a zone, with the most they can hold: the
    longest event text, every war, every NPC on the board."""
    g = crowded(1, npcs=NPC_SLOTS)
    events = [e for e in g.comp.events if e.kind == "event"]
    g.event = max(events, key=lambda e: len(render.wrap(e.text, 290, 11))).index
    g.event_deck = tuple(c for c in g.event_deck if c != g.event)
    g.wars = tuple((a, b) for a, b in combinations(sorted(render.NATION_COLOURS), 2))
    sound(g)
    panels = [render.event_panel_box(g), render.npc_panel_box(g)]
    assert len(render.event_lines(g)) >= 7
    for z in range(len(g.comp.zones)):
        for panel in panels:
            assert not overlap(panel, render.zone_box(g.comp, z)), (g.comp.zones[z].id, panel)
    _, bottom = render.map_size(g.comp)
    assert panels[1][3] <= bottom
    ET.fromstring(str(g.to_svg()))


def test_no_two_zones_overlap():
    comp = marauders.default_components()
    boxes = [render.zone_box(comp, z) for z in range(len(comp.zones))]
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b)


def test_the_deciding_captain_and_a_fight_stand_out():
    g = crowded(0)
    g.fight = Fight(g.seat_of("Jon"), 10 + NPC_SLOTS.index("english"), round=2, decl=("shoot", ""))
    svg = str(g.to_svg())
    root = ET.fromstring(svg)
    mine = next(el for el in root.iter(SVG_NS + "g") if el.get("data-piece") == f"captain {g.cur}")
    assert mine.find(SVG_NS + "polygon").get("class") == "turn"
    others = [el for el in root.iter(SVG_NS + "g") if (el.get("data-piece") or "").startswith("captain")]
    assert sum(el.find(SVG_NS + "polygon").get("class") == "turn" for el in others) == 1
    assert _zone_group(svg, "tortuga").find(SVG_NS + "rect[@class='busy']") is not None
    text = str(g)
    assert "Fight: Jon against the English navy" in text and "naval round 2" in text
    assert "Jon declared shoot; the English navy to declare" in text


def test_a_fight_mentions_a_seat_called_you_in_lower_case_after_the_first_clause():
    g = marauders.new_game(players=["You", "Bot 2", "Bot 3"], seed=1)
    put_npc(g, "english", "tortuga")
    english = 10 + NPC_SLOTS.index("english")
    g.fight = Fight(english, 0, round=1, decl=("shoot", ""))
    text = render.fight_text(g)
    assert " against you, naval round 1; the English navy declared shoot; you to declare" in text
    g.fight = Fight(0, english, round=2, decl=("board", ""))
    text = render.fight_text(g)
    assert text.startswith("You against ")
    assert text.endswith(", naval round 2; you declared board; the English navy to declare")


# --- text and HTML -------------------------------------------------------------------------------------
def test_the_text_tells_the_round_the_event_the_decision_the_captains_and_the_npcs():
    g = played()
    text = str(g)
    lines = text.splitlines()
    assert lines[0].startswith(f"Merchants & Marauders: round {g.round}; ")
    assert g.prompt().split(": ", 1)[1] in lines[0]
    assert f"Event: {g.comp.events[g.event].name}." in text
    for p in g.players:
        line = next(x for x in lines if x.startswith(f"  {p.name} ("))
        assert f"gold {p.gold}, glory {p.glory}, bounty " in line and g.comp.zones[p.zone].name in line
        assert render.ship_name(g, p.ship).lower() in line
    for i, npc in enumerate(g.npcs):
        if npc is not None:
            assert render.npc_line(g, i) in text


def test_a_raid_in_progress_shows_in_the_text_and_on_the_map():
    g = new(seed=4)
    p = turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    token = g.merchants[p.zone]
    raids.found(g, p)
    sound(g)
    nation = g.comp.merchants[token].nation.title()
    assert f"Raid: Anja found a merchant ({nation} token) in Tortuga" in str(g)
    svg = str(g.to_svg())
    assert "Raid: Anja found a merchant" in svg
    assert _zone_group(svg, "tortuga").find(SVG_NS + "rect[@class='busy']") is not None


def test_game_html_survives_the_sanitiser_and_holds_the_map_and_the_captains():
    g = played()
    html = g._repr_html_()
    survives_the_sanitiser(html)
    svgs = pictures(html)
    assert len(svgs) == 1 and svgs[0] == str(g.to_svg())
    plain = re.sub(r' style="[^"]*"', "", html)
    for p in g.players:
        assert p.name in html and f"<td>{p.gold}</td><td>{p.glory}</td>" in plain


def test_a_captains_board_shows_the_card_the_ship_and_what_it_carries():
    g = marauders.new_game(4, seed=3)
    pick = Rng(3 * 31 + 7)
    while g.round < 2 or all(p.ship for p in g.players):   # random play until a new captain has yet to choose his ship
        options = g.legal_actions()
        g.apply(options[pick.below(len(options))])
    for p in g.players:
        board = g.board(p.name)
        text, html = repr(board), board._repr_html_()
        survives_the_sanitiser(html)
        card = g.comp.captains[p.card]
        assert p.name in text and card.name in text and card.name in html
        for skill in ("seamanship", "scouting", "leadership", "influence"):
            assert skill in text and skill in html
        assert f"glory {p.glory}" in text and "glory (public)" in html
        if not p.ship:                    # a new captain who has yet to choose his ship
            assert "ship: none yet" in text
            continue
        top = maxima(g.comp, p.ship, p.mods)
        for name, now, most in zip(("hull", "cargo", "masts", "crew", "cannons"), p.loc, top):
            assert f"{name} {now}/{most}" in text and f"{name} {now}/{most}" in html
    assert g.board(0).player is g.players[0]
    assert any(not p.ship for p in g.players) and any(p.ship for p in g.players)   # both kinds were checked


def test_actions_describe_themselves():
    g = played()
    for a in g.legal_actions():
        words = a.describe()
        assert words and words != a.notation, a
        survives_the_sanitiser(a._repr_html_())
    for notation in ("shoot chain-shot", "board grappling-hooks", "scout pirate small", "scout navy dutch", "hit masts",
                     "stash 10", "keep sugar,rum", "give up grapeshot", "buy ship frigate", "buy weapon grapeshot"):
        assert marauders.Action(notation).describe() != notation


def test_the_cards_show_themselves():
    comp = marauders.default_components()
    for card in (comp.captains[0], comp.ships["galleon"], comp.events[0], comp.glory[0]):
        html = card._repr_html_()
        survives_the_sanitiser(html)
        assert card.name in html.replace("&#x27;", "'")


# --- hidden information ----------------------------------------------------------------------------------
def test_the_hidden_cards_and_the_stash_never_show():
    """Glory cards in hand, rumors and the stash change nothing a view shows but their
    counts; no hidden card is named anywhere."""
    g = secrets(played())
    before = all_views(g)
    hidden = {g.comp.glory[c].name for p in g.players for c in p.hand} - {
        g.comp.glory[c].name for p in g.players for c in p.specialists}
    hidden |= {g.comp.rumors[c].name for p in g.players for c in p.rumors}
    for name, view in before.items():
        for secret in hidden:
            assert secret not in view, (name, secret)
        assert "stash" not in view.lower(), name
    for p in g.players:             # other cards of the same counts, another stash
        hand = [c for c in g.glory_deck if c not in p.hand][:len(p.hand)]
        g.glory_deck = tuple(c for c in g.glory_deck if c not in hand) + p.hand
        p.hand = tuple(hand)
        rumors = g.rumor_deck[:len(p.rumors)]
        g.rumor_deck = g.rumor_deck[len(p.rumors):] + p.rumors
        p.rumors = rumors
        g.bank -= 7
        p.stash += 7
    sound(g)
    assert all_views(g) == before


# --- stable and escaped ----------------------------------------------------------------------------------
def test_views_are_byte_stable_across_clones_and_records():
    g = played(seed=5, decisions=150)
    twin, loaded = g.clone(), type(g).from_json(g.to_json())
    for other in (twin, loaded):
        assert all_views(other) == all_views(g)
    assert not re.search(r"0x[0-9a-f]{6,}", "".join(all_views(g).values()))


def test_hostile_names_are_escaped_everywhere():
    g = marauders.new_game(HOSTILE, seed=2)
    pick = Rng(9)
    for _ in range(120):
        options = g.legal_actions()
        g.apply(options[pick.below(len(options))])
    for where, view in all_views(g).items():
        if where.startswith(("html", "svg", "picture")):
            check(view, HOSTILE, where)
        elif where.startswith("board html"):
            check(view, [g.names[int(where.split()[-1])]], where)


# --- Seas of Glory on the map ------------------------------------------------------------------
def _group(svg, cls):
    root = ET.fromstring(svg)
    return [el for el in root.iter(SVG_NS + "g") if (el.get("class") or "").split()[:2] == cls.split()]


@pytest.mark.parametrize("wind, dx, dy", [("N", 0, -1), ("SE", 1, 1), ("W", -1, 0), ("NE", 1, -1)])
def test_the_wind_rose_points_where_the_wind_blows(wind, dx, dy):
    g = marauders.new_game(4, seed=1, modules={"wind"})
    g.wind = wind
    rose, = _group(str(g.to_svg()), "wind")
    line = rose.find(SVG_NS + "line")
    x1, y1, x2, y2 = (float(line.get(k)) for k in ("x1", "y1", "x2", "y2"))
    assert (x2 - x1 > 1) - (x2 - x1 < -1) == dx and (y2 - y1 > 1) - (y2 - y1 < -1) == dy
    assert f"wind {wind}" in [t.text for t in rose.iter(SVG_NS + "text")]
    assert _group(str(marauders.new_game(4, seed=1).to_svg()), "wind") == []


def test_the_captain_panels_show_the_favor_and_loyalty_tracks_only_when_on():
    from nassau.marauders.seas_of_glory import loyalty as track
    g = marauders.new_game(4, seed=1, modules={"favors", "loyalty"})
    p = g.players[1]
    p.favors = 3
    g.loyalty = g.loyalty[:1] + (track.ANGRY,) + g.loyalty[2:]
    svg = str(g.to_svg())
    favors = _group(svg, "track favors")
    loyalty = _group(svg, "track loyalty")
    assert len(favors) == len(loyalty) == g.n
    solid = [sum(c.get("fill") != "none" for c in el.iter(SVG_NS + "circle")) for el in favors]
    assert solid == [0, 3] + [0] * (g.n - 2)
    steps = [[r.get("fill") != "none" for r in el.iter(SVG_NS + "rect")] for el in loyalty]
    assert all(len(s) == 8 and sum(s) == 1 for s in steps)
    assert steps[1].index(True) == track.ANGRY and steps[0].index(True) == track.CONTENT
    assert "Angry" in [t.text for t in loyalty[1].iter(SVG_NS + "text")]
    plain = str(marauders.new_game(4, seed=1).to_svg())
    assert _group(plain, "track favors") == _group(plain, "track loyalty") == []


def test_each_location_tile_is_drawn_in_its_zone_clear_of_the_pieces():
    from nassau.marauders.seas_of_glory import locations
    g = marauders.new_game(4, seed=2, modules={"locations"})
    svg = str(g.to_svg())
    root = ET.fromstring(svg)
    drawn = {}
    for zone in (el for el in root.iter(SVG_NS + "g") if el.get("data-zone")):
        for site in (el for el in zone.iter(SVG_NS + "g") if el.get("class") == "site"):
            drawn[zone.get("data-zone")] = ([t.text for t in site.iter(SVG_NS + "text")][0], site.get("data-kind"))
    assert drawn == {z: (name, kind) for z, name, kind in locations.listing(g)} and len(drawn) == 16
    assert "caribbean-sea" not in drawn
    crowd = marauders.new_game(4, seed=2, modules={"locations"})
    with crowd.edit() as e:                                       # six ships at sea in one zone with a tile
        for name in crowd.names:
            e.at(name, "tortuga")
        e.npc("english", "tortuga").npc("french", "tortuga")
    placed = render.layout(crowd)[crowd.comp.by_id["tortuga"].index][0]
    assert len(placed) == 6
    for z, (here, _) in list(render.layout(g).items()) + [(crowd.comp.by_id["tortuga"].index, (placed, None))]:
        y1 = render.zone_box(g.comp, z)[3]
        assert all(q.y + 17 * q.scale <= y1 - render.SITE_H for q in here)
    assert "location tile" in svg and "location tile" not in str(marauders.new_game(4, seed=2).to_svg())
    gone = g.comp.zones[g.sites.index(next(t for t in g.sites if t >= 0))].id
    g.sites = tuple(-1 if g.comp.zones[z].id == gone else t for z, t in enumerate(g.sites))
    assert gone not in {z for z, _, _ in locations.listing(g)}
    assert f'data-zone="{gone}"' in str(g.to_svg()) and len(re.findall(r'class="site"', str(g.to_svg()))) == 15


def test_on_the_widgets_map_a_ships_whole_cell_answers_a_click_and_cells_do_not_overlap():
    from nassau.marauders.views.render import board_svg
    from .helpers import place
    g = marauders.new_game(["You", "Jonah", "Jon", "Ewan"], seed=1)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    for name in ("You", "Jonah", "Jon", "Ewan"):
        place(g, name, "tortuga")
    marks = {"piece": set(), "zone": set(), "harbour": set(), "merchant": set()}
    svg = str(board_svg(g, interactive=True, marks=marks))
    areas = [tuple(float(v) for v in m) for m in re.findall(
        r'data-piece="captain \d"><title>[^<]*</title>\s*<rect class="hit" fill="none" pointer-events="all" '
        r'x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg)]
    assert len(areas) == 4 and all(w >= 40 and h >= 20 for _, _, w, h in areas)      # a badge is 32 x 16
    for i, (x, y, w, h) in enumerate(areas):
        for (x2, y2, w2, h2) in areas[i + 1:]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y
    assert 'class="hit"' not in str(board_svg(g))                  # the static map is as it was
