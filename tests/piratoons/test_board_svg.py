"""The whole table as one SVG: content, nothing sealed shown, determinism, well-formed XML."""

import re
import xml.etree.ElementTree as ET

from nassau import piratoons
from nassau.display import SVG, esc
from nassau.piratoons.views import render
from nassau.piratoons.bots.heuristic import HeuristicBot, RandomBot
from nassau.piratoons.rules.game import Game

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]
CHEST = ("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-1", "b3-1")


def pips(svg) -> int:
    return svg.count('class="pip"')


def claims(svg) -> list:
    """The (name, count) of every group of pips, from their titles."""
    return re.findall(r'<g class="claim"><title>(.*?): (\d+) sailors?</title>', svg)


def test_the_board_is_a_self_contained_svg_with_the_players_and_the_chest():
    g = piratoons.new_game(players=NAMES, seed=7)
    svg = render.board_svg(g)
    assert isinstance(svg, SVG) and svg.startswith("<svg")
    root = ET.fromstring(svg)
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert "<style>" in svg and "--nassau-fg" in svg and 'data-jp-theme-light="false"' in svg
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")      # nothing fetched
    for name in NAMES:
        assert esc(name) in svg
    for t in g.chest:
        assert g.comp.tiles[t].code in svg
    for place in "ABCDEFGHI":
        assert f">{place}</text>" in svg
    assert esc(g.prompt()) in svg and f"bank: {g.bank} coins" in svg and "round 1 of 8" in svg
    assert svg.count('class="ship"') == 4


def ship_of(svg, name) -> str:
    """The drawing of ``name``'s ship in a board."""
    start = svg.index(f'<g class="ship" transform="translate(')
    groups = svg[start:].split('<g class="ship" ')
    return next(part for part in groups if part.split("<title>", 1)[-1].startswith(esc(name) + ":"))


def test_sealed_claims_are_not_drawn_until_the_reveal():
    g = piratoons.new_game(players=NAMES, seed=7)
    sail = g.comp.tiles[g.chest[0]].code
    g.place_sailors("Anja", {"A": 2})
    svg = render.board_svg(g)
    assert pips(svg) == 0 and not claims(svg)
    assert "sailors left: hidden" in svg and "Sealed so far: Anja" in svg
    while g.phase == "claim":
        g.place_sailors(g.names[g.current_player], {})
        assert pips(render.board_svg(g)) == 0
    # one sealed round: the reveal shares the loot out at once, so the chest is empty and the
    # sail Anja claimed alone is hers
    svg = render.board_svg(g)
    assert g.phase == "bid" and "sailors left: hidden" not in svg
    assert pips(svg) == 0 and ">empty</text>" in svg
    assert sail in ship_of(svg, "Anja") and sail not in ship_of(svg, "Jonah")


def test_revealed_claims_are_drawn_while_the_next_sealed_round_is_hidden():
    g = piratoons.new_game(players=NAMES, seed=7, options={"claim_rounds": 3})
    g.place_sailors("Anja", {"A": 2})
    assert pips(render.board_svg(g)) == 0
    g.place_sailors("Jonah", {"A": 1, "G": 3})
    g.place_sailors("Jon", {})
    assert pips(render.board_svg(g)) == 0
    g.place_sailors("Ewan", {"B": 1})                 # everyone sealed: all is revealed
    assert g.phase == "claim" and g.grab_round == 2
    svg = render.board_svg(g)
    assert sorted(claims(svg)) == [("Anja", "2"), ("Ewan", "1"), ("Jonah", "1"), ("Jonah", "3")]
    assert pips(svg) == 7
    g.place_sailors("Anja", {"A": 1})                 # sealed again: the new sailor stays hidden
    assert pips(render.board_svg(g)) == 7


def test_a_referee_table_shows_every_claim_at_once():
    g = piratoons.referee(players=NAMES)
    g.fill_chest(*CHEST)
    g.place_sailors("Anja", {"A": 2, "G": 1})
    svg = render.board_svg(g)
    assert sorted(claims(svg)) == [("Anja", "1"), ("Anja", "2")] and pips(svg) == 3
    assert "Recorded so far: Anja" in svg and "sealed" not in svg.split("</desc>")[1]


def test_bids_are_shown_once_public():
    g = piratoons.new_game(players=NAMES, seed=4)
    g.place_sailors("Anja", {"A": 4})
    while g.phase == "claim":
        g.apply("seal")
    assert g.phase == "bid"
    g.apply("bid 3")
    svg = render.board_svg(g)
    assert "Bids:" in svg and "sealed" in svg.split("Bids:")[1] and "</tspan> 3" not in svg
    r = piratoons.referee(players=NAMES)
    r.fill_chest(*CHEST)
    r.place_sailors("Anja", {"A": 6})
    while r.phase == "claim":
        r.apply("seal")
    r.record_bids({"Anja": 1, "Jonah": 2, "Jon": 0, "Ewan": 0})
    svg = render.board_svg(r)
    assert ">Jonah</tspan> 2" in svg and "Picking next: Jonah, Anja" in svg
    for code in ("cannon-a", "deck-a", "deck-b", "porthole-a", "quarters-a"):
        assert f">{code}</text>" in svg


def test_the_board_is_byte_stable_and_survives_a_record():
    g = piratoons.new_game(players=NAMES, seed=7)
    bots = [HeuristicBot(1), RandomBot(2), RandomBot(3), HeuristicBot(4)]
    while g.round < 3:
        g.apply(bots[g.current_player].choose(g))
    g.place_sailors(g.names[g.current_player], {"A": 1})
    svg = render.board_svg(g)
    assert svg == render.board_svg(g)
    again = Game.from_json(g.to_json())
    assert render.board_svg(again) == svg
    assert not re.search(r'\bid="|0x[0-9a-f]{6,}', svg)
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    svg = render.board_svg(g)
    ET.fromstring(svg)
    assert "game over after round 8" in svg and svg == render.board_svg(Game.from_json(g.to_json()))


def test_the_board_shares_the_ship_drawing():
    g = piratoons.new_game(players=NAMES, seed=2)
    bots = [RandomBot(s) for s in range(4)]
    while g.round < 4:
        g.apply(bots[g.current_player].choose(g))
    svg = render.board_svg(g)
    assert svg.count('class="filled-slot"') == sum(len(g.aboard[s]) + len(g.won[s]) for s in range(4)) > 0
    for s in range(4):
        # the ship's own drawing, in a group: as in ship_svg, or with themed classes in the board
        alone = str(render.ship_svg(g.ship(s)))
        width, lines = render.ship_group(g.ship(s), 10, 20)
        assert lines[0].startswith('<g class="ship" transform="translate(10 20)"><title>') and lines[-1] == "</g>"
        assert "\n".join(lines[1:-1]) in alone and f'width="{width}"' in alone
        themed = render.ship_group(g.ship(s), 0, 0, themed=True)[1]
        assert "\n".join(themed[1:-1]) in svg and 'class="sea"' in themed[1]
