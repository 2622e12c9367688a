"""The views added for Jupyter: a captain's board from each viewer's seat (hidden cards and
the stash only on the captain's own side), the ship board and the fight drawn, every card and
token showing itself, the scoring with the stashes hidden during the game, and the glory per
round read from the log."""

import copy
import dataclasses
import html
import re
import xml.etree.ElementTree as ET

import pytest

from nassau import marauders
from nassau.kernel.rng import Rng
from nassau.marauders.views import cards, fightview, tables
from nassau.marauders.rules import components
from nassau.marauders.bots.heuristic import HeuristicBot
from nassau.marauders.rules.state import maxima

from ..helpers_html import pictures, survives_the_sanitiser
from ..test_html_escaping import HOSTILE, check
from . import scenes
from .test_render import played, secrets

SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def hidden():
    """A game in which every captain holds glory cards, rumors and a stash."""
    return secrets(played())


@pytest.fixture(scope="module")
def finished():
    """A seeded game played to its end by four heuristic bots."""
    g = marauders.new_game(4, seed=11)
    bots = [HeuristicBot(s) for s in range(4)]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    return g


def secret_words(g, p) -> set:
    """The names of ``p``'s hidden cards that are not also shown openly on his board."""
    comp = g.comp
    shown = {comp.glory[c].name for c in p.specialists} | {comp.missions[m].name for m in p.missions}
    return ({comp.glory[c].name for c in p.hand} | {comp.rumors[r].name for r in p.rumors}) - shown


def plain(view: str) -> str:
    """A view's words: tags dropped, entities read, spaces run together."""
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", view)).split())


def board_views(g, seat, viewer) -> dict:
    board = g.board(seat, viewer=viewer)
    html = board._repr_html_()
    return {"text": repr(board), "html": html, "svg": str(board.to_svg()),
            **{f"picture {k}": svg for k, svg in enumerate(pictures(html))}}


# --- a captain's board from every seat ---------------------------------------------------------------------
def test_only_the_captain_sees_his_hand_his_rumors_and_his_stash(hidden):
    g = hidden
    assert sum(p.stash > 0 for p in g.players) >= 2
    for p in g.players:
        secret = secret_words(g, p)
        assert secret
        for viewer in [None] + list(range(g.n)):
            views = board_views(g, p.seat, viewer)
            for where, view in views.items():
                words = plain(view)
                if viewer == p.seat and where in ("text", "html"):
                    assert all(name in words for name in secret), where
                    assert re.search(rf"\bstash:? {p.stash} gold\b", words), where
                else:
                    assert not any(name in words for name in secret), (p.name, viewer, where)
                    assert "stash" not in words.lower(), (p.name, viewer, where)


def test_the_private_flag_and_the_viewer_by_name_are_the_captains_own_side(hidden):
    g = hidden
    for p in g.players:
        own = repr(g.board(p.name, viewer=p.name))
        assert repr(g.board(p.seat, private=True)) == own != repr(g.board(p.name))
        assert g.board(p.name, viewer=p.name).private and not g.board(p.name, viewer=(p.seat + 1) % g.n).private


def test_the_public_board_does_not_change_with_the_hidden_cards(hidden):
    """Other glory cards and rumors of the same counts, another stash: every public board and
    every drawing stays byte for byte the same."""
    g = hidden.clone()
    before = {(s, v): board_views(g, s, v) for s in range(g.n) for v in [None] + [x for x in range(g.n) if x != s]}
    for p in g.players:
        hand = [c for c in g.glory_deck if c not in p.hand][:len(p.hand)]
        g.glory_deck = tuple(c for c in g.glory_deck if c not in hand) + p.hand
        p.hand = tuple(hand)
        rumors = g.rumor_deck[:len(p.rumors)]
        g.rumor_deck = g.rumor_deck[len(p.rumors):] + p.rumors
        p.rumors = rumors
        g.bank -= 7
        p.stash += 7
    assert g.problems() == []
    assert {key: board_views(g, *key) for key in before} == before
    assert all(g.board(s, private=True).to_svg() == g.board(s).to_svg() for s in range(g.n))


def test_the_ship_board_draws_every_location_with_its_damage_and_the_goods_in_the_holds(hidden):
    g = hidden.clone()
    p = next(q for q in g.players if q.ship)
    top = maxima(g.comp, p.ship, p.mods)
    p.loc = (top[0] - 1,) + tuple(top[1:4]) + (0,)
    while len(p.goods) > p.loc[1]:
        g.cargo_discard += p.goods[-1:]
        p.goods = p.goods[:-1]
    root = ET.fromstring(str(g.board(p.seat).to_svg()))
    rows = {el.get("data-location"): el for el in root.iter(SVG_NS + "g") if el.get("data-location")}
    assert list(rows) == ["hull", "cargo", "masts", "crew", "cannons"]
    for (name, el), now, most in zip(rows.items(), p.loc, top):
        lost = most - now
        title = f"{name} {now} of {most}" + (f" ({lost} damaged)" if lost else " (undamaged)")
        if name == "cargo":                       # the holds, counted apart from the goods in them
            title += f": {len(p.goods)} good{'s' * (len(p.goods) != 1)} in {now} hold{'s' * (now != 1)}"
        assert el.find(SVG_NS + "title").text == title
        crossed = len(el.findall(SVG_NS + "line")) // 2
        assert crossed == lost, name
    words = [t.text for t in rows["cargo"].iter(SVG_NS + "text")]
    carried = f"{len(p.goods)} good{'s' * (len(p.goods) != 1)} carried" if p.goods else "no goods carried"
    assert words[2] == carried and words[3:] == [g.comp.cargo[c].good for c in p.goods]
    heads = [t.text for t in root.iter(SVG_NS + "text")]
    assert heads[heads.index("location"):heads.index("location") + 3] == ["location", "intact", "points"]


def test_an_intact_cannon_is_a_disc_of_the_themes_text_colour_so_it_reads_full_on_a_dark_panel(hidden):
    g = hidden.clone()
    p = next(q for q in g.players if q.ship)
    svg = str(g.board(p.seat).to_svg())
    root = ET.fromstring(svg)
    cannons = next(el for el in root.iter(SVG_NS + "g") if el.get("data-location") == "cannons")
    discs = [c for c in cannons.iter(SVG_NS + "circle")]
    assert len(discs) == p.loc[4] and all(c.get("class") == "ball" for c in discs)
    # the stylesheet fills it with the page's text colour: dark on light, light on dark
    assert re.search(r"\.ball \{ fill: var\(--nassau-fg, #[0-9a-f]{6}\); \}", svg)
    for el in root.iter(SVG_NS + "g"):                            # the other locations keep their own colours
        if el.get("data-location") in ("hull", "masts", "crew"):
            assert all(c.get("class") != "ball" for c in el.iter(SVG_NS + "circle"))


# --- cards and tokens ---------------------------------------------------------------------------------------
def records(comp):
    """One of every record of the component file, by kind."""
    lists = [comp.zones, comp.goods, tuple(comp.ships.values()), comp.captains, comp.events, comp.cargo, comp.glory,
             comp.rumors, comp.missions, comp.mods, comp.weapons, comp.demand, comp.merchants, comp.locations]
    out = [rec for recs in lists for rec in recs]
    return out + [e.npc for e in comp.events if e.npc is not None]


def test_every_kind_of_component_record_shows_itself():
    comp = marauders.default_components()
    kinds = {cls for cls in vars(components).values()
             if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == components.__name__}
    every = records(comp)
    assert {type(r) for r in every} == kinds == set(cards.TEXT) == set(cards.HTML)
    for rec in every:
        text, html = repr(rec), rec._repr_html_()
        kind = type(rec).__name__
        assert text.startswith(f"<marauders.{kind}") and text.endswith(">") and "=" not in text, text
        survives_the_sanitiser(html)
        name = getattr(rec, "name", None) or cards.words(
            next(getattr(rec, f) for f in ("good", "nation", "effect", "kind") if hasattr(rec, f)))
        assert name.lower() in plain(html).lower(), (kind, name)


def test_a_cargo_card_says_its_good_value_and_icon_and_an_npc_card_its_captain():
    comp = marauders.default_components()
    card = next(c for c in comp.cargo if c.icon == "masts")
    assert repr(card) == f"<marauders.CargoCard {card.id}: {card.good} cargo card, plunder value {card.value}, " \
                         "hit icon: masts>"
    escape = next(c for c in comp.cargo if c.icon == "escape")
    assert "escape icon" in repr(escape) and "escape icon" in escape._repr_html_()
    npc = next(e for e in comp.events if e.kind == "npc")
    html = npc._repr_html_()
    for word in (npc.npc.name, f"seamanship {npc.npc.seamanship}", "arrows"):
        assert word in html.replace("&#x27;", "'")


def test_names_from_a_component_file_are_escaped_on_the_cards():
    bad = '<img src=x onerror=alert(1)>"card\''
    doc = copy.deepcopy(marauders.default_components().doc)
    for key in ("glory", "rumors", "missions", "captains"):
        doc[key][0]["name"] = bad
    comp = marauders.load_components(doc)
    for rec in (comp.glory[0], comp.rumors[0], comp.missions[0], comp.captains[0]):
        html = check(rec._repr_html_(), [bad], type(rec).__name__)
        assert "<img" not in html


# --- fights and raids ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def fights():
    return scenes.all_scenes()


def goods(g, name) -> str:
    """'1 good' or '2 goods': what a captain's holds carry, as a fight's cargo row says it."""
    n = len(g.players[g.names.index(name)].goods)
    return f"{n} good" + "s" * (n != 1)


def test_a_fight_shows_both_ships_damage_the_declarations_and_the_dice(fights):
    g = fights["first volley"]
    view = g.fight_view()
    text = repr(view)
    assert text.startswith("Naval fight, round 2: Anja against Jonah, in the Caribbean Sea")
    assert "Anja (aggressor): frigate; hull 3/3, cargo 3/3, masts 3/3, crew 2/3, cannons 3/3; " \
           "declared shoot with chain-shot" in text
    assert "Jonah (defender): frigate; hull 3/3, cargo 2/3, masts 2/3, crew 3/3, cannons 2/3; to declare" in text
    assert "Seamanship: 6 5 (2 successes, round 1)" in text and "Seamanship: 6 1 (1 success, round 1)" in text
    assert "shots at Jonah: 4 2 1 (round 1)" in text and "hits taken: cannons, masts, cargo" in text
    root = ET.fromstring(str(view.to_svg()))
    titles = [el.find(SVG_NS + "title").text for el in root.iter(SVG_NS + "g") if el.get("data-location")]
    assert titles[:5] == ["hull 3 of 3 (undamaged)", f"cargo 3 of 3 (undamaged): {goods(g, 'Anja')} in 3 holds", "masts 3 of 3 (undamaged)",
                          "crew 2 of 3 (1 damaged)", "cannons 3 of 3 (undamaged)"]
    assert titles[5:] == ["hull 3 of 3 (undamaged)", f"cargo 2 of 3 (1 damaged): {goods(g, 'Jonah')} in 2 holds", "masts 2 of 3 (1 damaged)",
                          "crew 3 of 3 (undamaged)", "cannons 2 of 3 (1 damaged)"]
    words = [t.text for t in root.iter(SVG_NS + "text")]
    assert "Declared shoot with chain-shot" in words and "To declare" in words
    assert words.count("6") == 2 and {"cannons", "masts", "cargo", "crew"} <= set(words)


def test_the_dice_drawn_are_the_logged_ones_and_a_success_is_green():
    root = ET.fromstring(str(scenes.first_volley().fight_view().to_svg()))
    shapes = list(root.iter())
    dice = [(shapes[i + 1].text, el.get("fill")) for i, el in enumerate(shapes)
            if el.tag == SVG_NS + "rect" and el.get("width") == "20"]
    anja = [("6", "#1a7f37"), ("5", "#1a7f37"), ("4", "#ffffff"), ("2", "#ffffff"), ("1", "#ffffff")]
    jonah = [("6", "#1a7f37"), ("1", "#ffffff"), ("3", "#ffffff")]
    assert dice == anja + jonah                 # Seamanship, then the shots (hit dice: white, skulls dark)


def test_a_skull_to_place_is_said_and_the_crew_combat_shows_once_the_ship_is_won(fights):
    assert "1 skull hit on Jonah's ship to place" in repr(fights["skull to place"].fight_view())
    g = fights["boarded"]
    assert g.fight is None and g.sub == "claim"
    text = repr(g.fight_view())
    assert text.startswith("Naval fight (over): Anja against Jonah")
    assert "Leadership: 6 6 (2 successes, round 2)" in text and "Leadership: 1 1 (no success, round 2)" in text
    assert "crew 0/2, cannons 1/1; defeated: Anja may claim the ship" in text
    assert "Anja wins the crew combat." in text


def test_a_raid_shows_the_raider_the_roll_and_the_cards_face_up(fights):
    found = repr(fights["merchant found"].fight_view())
    assert "Merchant found: Anja in San Juan" in found and "raid it as French or Spanish, or let it go" in found
    g = fights["merchant raided"]
    text = repr(g.fight_view())
    assert "Seamanship for the raid: 6 1; 1 success left to spend" in text
    assert "cards: sugar 5 (hit icon: masts); sugar 3 (hit icon: crew); sugar 4 (hit icon: cargo)" in text
    assert "the merchant escapes with 2 or more" in text and "plunder value 12" in text
    words = [t.text for t in ET.fromstring(str(g.fight_view().to_svg())).iter(SVG_NS + "text")]
    assert words.count("Sugar") == 3 and "hit: masts" in words


def test_the_game_shows_a_fight_under_its_map_only_while_one_is_on(fights):
    for name, g in fights.items():
        html = g._repr_html_()
        survives_the_sanitiser(html)
        shown = pictures(html)
        assert shown[0] == str(g.to_svg()) and shown[1:] == [str(g.fight_view().to_svg())], name
    quiet = marauders.new_game(4, seed=1)
    assert len(pictures(quiet._repr_html_())) == 1
    assert repr(quiet.fight_view()) == "No fight or raid in progress"


def fight_views(g) -> tuple:
    view = g.fight_view()
    return repr(view), view._repr_html_(), view.to_svg(), g._repr_html_()


def test_fight_views_are_byte_stable_and_reload_the_same(fights):
    for name, g in fights.items():                  # positions set by hand: clones only
        assert fight_views(g.clone()) == fight_views(g), name
    g = hostile_fight()
    assert fight_views(type(g).from_json(g.to_json())) == fight_views(g)


# --- scoring and glory ---------------------------------------------------------------------------------------
def test_the_public_scoring_hides_every_stash_until_the_end(hidden):
    g = hidden
    public = g.scoring_table()
    assert set(public.data[("Stash", "gold")]) == set(public.data[("Stash", "glory")]) == {"hidden"}
    html = public._repr_html_()
    twin = g.clone()
    for p in twin.players:
        twin.bank -= 13
        p.stash += 13
    assert twin.scoring_table()._repr_html_() == html
    assert list(public.data[("Glory", "in play")]) == sorted((p.glory for p in g.players), reverse=True)
    mine = g.scoring_table(viewer="Jon").data
    jon = g.players[g.seat_of("Jon")]
    assert mine.loc["Jon", ("Stash", "gold")] == jon.stash
    assert set(mine.drop(index="Jon")[("Stash", "gold")]) == {"hidden"}
    full = g.scoring_table(reveal=True).data
    assert list(full[("Stash", "gold")].sort_index()) == list(g.scores()["stash"].sort_index())


def test_the_final_scoring_reveals_the_stashes(finished):
    g = finished
    table = g.scoring_table()
    assert table.caption == "Final scoring"
    assert dict(table.data[("Stash", "gold")]) == {p.name: p.stash for p in g.players}
    assert any(p.stash for p in g.players)


def gains_in(sentences, name) -> int:
    pattern = re.compile(rf"^{re.escape(name)} gains (\d+) glory points? for ")
    return sum(int(m.group(1)) for s in sentences for m in [pattern.match(s)] if m)


def test_glory_per_round_rises_only_by_the_gains_the_log_tells(finished):
    g = finished
    df = tables.glory_frame(g)
    assert list(df.index) == list(g.names)
    assert list(df.columns) == [f"round {n}" for n in range(1, g.round + 1)]
    for name in g.names:
        before = 0
        for n in range(1, g.round + 1):
            now = df.loc[name, f"round {n}"]
            assert now - before == gains_in(g.round_log(n), name), (name, n)
            before = now
        assert before == g.players[g.seat_of(name)].glory
    assert df.to_numpy().sum() > 0


def test_reading_the_log_follows_glory_and_stash_through_every_decision(finished):
    """Replayed decision by decision, the tally of the log's new sentences matches every
    captain's glory and stash after each one."""
    g = finished
    game = g._root.clone()
    tally = tables.Tally(game)
    node = game._events
    for action in g.history:
        game.apply_unchecked(action)
        fresh, head = [], game._events
        while head is not node:
            fresh.append(head[0])
            head = head[1]
        node = game._events
        for parts in reversed(fresh):
            tally.read(parts)
        assert tally.glory == [p.glory for p in game.players]
        assert tally.stash == [p.stash for p in game.players]


def test_the_glory_table_hides_the_stash_unless_revealed(hidden, finished):
    for g in (hidden, finished):
        public, full = tables.glory_frame(g), tables.glory_frame(g, reveal=True)
        per = g.comp.rules.stash_glory_per
        last = full.columns[-1]
        assert list(full[last]) == [p.glory + p.stash // per for p in g.players]
        assert list(public[public.columns[-1]]) == [p.glory for p in g.players]
        assert (full >= public).all().all()
    twin = hidden.clone()
    for p in twin.players:
        twin.bank -= 20
        p.stash += 20
    assert twin.glory_table()._repr_html_() == hidden.glory_table()._repr_html_()
    assert twin.glory_table(reveal=True)._repr_html_() != hidden.glory_table(reveal=True)._repr_html_()
    assert list(tables.glory_frame(hidden).columns)[-1] == "now"


# --- stable and escaped ----------------------------------------------------------------------------------------
def all_new_views(g) -> dict:
    out = {"scoring": g.scoring_table()._repr_html_(), "scoring revealed": g.scoring_table(reveal=True)._repr_html_(),
           "glory": g.glory_table()._repr_html_(), "glory revealed": g.glory_table(reveal=True)._repr_html_(),
           "fight": g.fight_view()._repr_html_(), "fight text": repr(g.fight_view())}
    for s in range(g.n):
        for viewer in (None, s):
            out.update({f"board {s} {viewer} {k}": v for k, v in board_views(g, s, viewer).items()})
    return out


def test_the_new_views_are_byte_stable_across_clones_and_records(hidden):
    g = played(seed=5, decisions=150)
    views = all_new_views(g)
    assert all_new_views(g.clone()) == views == all_new_views(type(g).from_json(g.to_json()))
    assert not re.search(r"0x[0-9a-f]{6,}", "".join(views.values()))


def hostile_fight():
    """A game among hostile names, played at random until a fight is on."""
    g = marauders.new_game(HOSTILE, seed=2)
    pick = Rng(4)
    while g.fight is None:
        options = g.legal_actions()
        g.apply(options[pick.below(len(options))])
    return g


def test_hostile_names_are_escaped_in_the_new_views():
    g = hostile_fight()
    secrets(g)
    fighting = [n for n in HOSTILE if n in repr(g.fight_view())]
    assert len(fighting) >= 1
    for where, view in all_new_views(g).items():
        if "text" in where:
            continue                                   # plain text: the names as they are
        if where.startswith("board"):
            check(view, [g.names[int(where.split()[1])]], where)
        else:
            check(view, fighting if where == "fight" else HOSTILE, where)
    check(str(g.fight_view().to_svg()), fighting, "fight svg")


def test_every_log_line_the_views_read_is_one_the_rules_write():
    """The fight view and the glory table find rolls, hits, glory and stashes by their log
    templates: a template reworded in the rules must be reworded there too, or the view
    silently shows nothing (or wrong numbers)."""
    from pathlib import Path

    game = Path(fightview.__file__).parents[1]          # the rules write the log: rules/ and seas_of_glory/
    rules = "".join(f.read_text(encoding="utf-8") for layer in ("rules", "seas_of_glory")
                    for f in (game / layer).glob("*.py"))
    for module, least in ((fightview, 8), (tables, 4)):
        templates = {k: v for k, v in vars(module).items() if k.isupper() and isinstance(v, str) and "{}" in v}
        assert len(templates) >= least, module.__name__
        for name, template in templates.items():
            assert template in rules, f"{module.__name__}.{name}"


def test_a_raid_by_you_reads_you_raid_an_english_merchant():
    from nassau import marauders
    g = marauders.new_game(["You", "Jonah", "Jon", "Ewan"], seed=20)
    with g.edit() as e:
        e.ship("You", "frigate").at("You", "san-juan").merchant("san-juan").turn("You")
    g.apply("scout merchant")
    g.apply("raid spanish")
    assert "Merchant raid: You raid a Spanish merchant in San Juan" in str(g.fight_view())
    assert "You raid a Spanish merchant in San Juan:" in str(g)


def test_the_shots_at_a_seat_called_you_read_at_you():
    side = fightview.Side("Anja", "aggressor")
    side.shots = ((4, 2, 1), "You", 1)
    assert "    shots at you: 4 2 1 (round 1)" in fightview.side_lines(None, side)
    side.shots = ((4, 2, 1), "Jonah", 1)
    assert "    shots at Jonah: 4 2 1 (round 1)" in fightview.side_lines(None, side)
