"""Seas of Glory module 1: new cards and tokens (nassau/marauders/new_cards.py)."""

import pytest

from nassau import marauders
from nassau.kernel.errors import RecordError
from nassau.kernel.rng import Rng
from nassau.marauders.rules import events, npcs
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from .helpers import zone

DECKS = ("rumors", "missions", "captains")


def game(seed=1, modules=("new-cards",), **options):
    return marauders.new_game(players=4, seed=seed, modules=set(modules), options=options or None)


def held(g, key):
    """Every card of one deck in the game, wherever it lies at the start."""
    if key == "rumors":
        return set(g.rumor_deck)
    if key == "missions":
        return set(g.board_missions + g.mission_deck)
    if key == "captains":
        return set(g.captain_deck) | {p.card for p in g.players}
    return set(g.event_deck)


def sets(g, key):
    """(base cards, new cards) of one deck; the contraband module's A Myriad of Goods is neither."""
    cards = [c for c in getattr(g.comp, key) if c.id != "a-myriad-of-goods-sog"]
    return ({c.index for c in cards if c.expansion == "base"}, {c.index for c in cards if c.expansion == "sog"})


@pytest.mark.parametrize("key", DECKS)
def test_each_new_deck_is_mixed_in_by_default(key):
    g = game()
    base, new = sets(g, key)
    assert held(g, key) == base | new and len(new) >= 16


@pytest.mark.parametrize("key", DECKS)
def test_each_new_deck_can_be_used_alone(key):
    g = game(**{f"new_cards_{key}": "alone"})
    assert held(g, key) == sets(g, key)[1]


@pytest.mark.parametrize("key", DECKS)
def test_each_new_deck_can_be_left_out(key):
    g = game(**{f"new_cards_{key}": "base"})
    assert held(g, key) == sets(g, key)[0]


@pytest.mark.parametrize("key", DECKS + ("events",))
def test_without_the_module_no_new_card_is_used(key):
    g = game(modules=())
    assert held(g, key) == sets(g, key)[0]


def test_the_options_of_the_decks_are_independent():
    g = game(new_cards_rumors="alone", new_cards_missions="base")
    assert held(g, "rumors") == sets(g, "rumors")[1]
    assert held(g, "missions") == sets(g, "missions")[0]
    assert held(g, "captains") == set().union(*sets(g, "captains"))


def test_the_new_events_are_only_ever_mixed_into_the_base_events():
    g = game(new_cards_rumors="alone", new_cards_missions="alone", new_cards_captains="alone")
    base, new = sets(g, "events")
    assert held(g, "events") == base | new and len(new) == 34
    with pytest.raises(RecordError):
        game(new_cards_events="alone")


def test_a_deck_option_must_be_one_of_its_choices():
    with pytest.raises(RecordError):
        game(new_cards_rumors="some")


def test_alone_rumors_hold_neither_myriad_of_goods_even_with_contraband():
    for modules in (("new-cards",), ("new-cards", "contraband")):
        g = game(modules=modules, new_cards_rumors="alone")
        ids = {g.comp.rumors[c].id for c in g.rumor_deck}
        assert not ids & {"a-myriad-of-goods", "a-myriad-of-goods-sog"}
    g = game(modules=("new-cards", "contraband"))
    ids = {g.comp.rumors[c].id for c in g.rumor_deck}
    assert "a-myriad-of-goods-sog" in ids and "a-myriad-of-goods" not in ids


def test_john_knox_and_donatus_are_read_from_their_cards_and_the_rest_are_reconstructed():
    comp = game().comp
    knox = next(c for c in comp.captains if c.id == "john-knox")
    assert (knox.nation, knox.home, knox.seamanship, knox.scouting, knox.leadership, knox.influence) == \
           ("english", "st-john", 2, 1, 4, 3)
    assert knox.ability == "shoot-seamanship" and knox.expansion == "sog"
    import json
    from importlib import resources
    doc = json.loads(resources.files("nassau.marauders").joinpath("data/components.json").read_text())
    for key in ("captains", "rumors", "missions", "events"):
        for r in doc[key]:
            if r.get("expansion") == "sog" and r["id"] not in ("john-knox", "donatus-van-t-hof"):
                assert r["provenance"] == "reconstructed", r["id"]


def test_a_man_o_war_card_sails_a_man_o_war_without_a_war():
    g = game(seed=3)
    card = next(c for c in g.event_deck if g.comp.events[c].kind == "npc" and g.comp.events[c].npc.ship)
    npc = g.comp.events[card].npc
    i = NPC_SLOTS.index(npc.slot)
    g.wars, g.npcs = (), (None,) * 6
    g.event_deck = (card,) + tuple(c for c in g.event_deck if c != card)
    events.discard(g)
    events.draw(g)
    npcs.enter(g)
    assert g.npcs[i][2] == "man-o-war" and g.npcs[i][1] == zone(g, npc.zone) and not npcs.at_war(g, npc.slot)


def test_a_plain_new_navy_card_still_sails_a_frigate_in_peace():
    g = game(seed=3)
    card = next(c for c in g.event_deck if g.comp.events[c].kind == "npc" and g.comp.events[c].expansion == "sog"
                and g.comp.events[c].npc.slot == "english" and not g.comp.events[c].npc.ship)
    g.wars = ()
    assert npcs.ship_for(g, g.comp.events[card].npc) == "frigate"
    g.wars = (("english", "french"),)
    assert npcs.ship_for(g, g.comp.events[card].npc) == "man-o-war"


def test_new_war_events_start_wars_between_other_pairs():
    comp = game().comp
    pairs = lambda exp: {tuple(sorted(e.params["nations"])) for e in comp.events  # noqa: E731
                         if e.effect == "war" and e.expansion == exp}
    assert pairs("sog") - pairs("base")


def test_only_a_navy_card_may_name_a_man_o_war():
    import copy
    import json
    from importlib import resources
    from nassau.marauders.rules.components import load_components
    doc = json.loads(resources.files("nassau.marauders").joinpath("data/components.json").read_text())
    bad = copy.deepcopy(doc)
    npc = next(e for e in bad["events"] if e["kind"] == "npc" and e["npc"]["slot"] == "pirate-small")
    npc["npc"]["ship"] = "man-o-war"
    with pytest.raises(RecordError, match="Man-o-War"):
        load_components(bad)


def test_the_module_records_in_the_game_and_reloads():
    g = game(new_cards_missions="alone")
    g2 = marauders.Game.from_json(g.to_json())
    assert g2.modules == ("new-cards",) and g2.opts.new_cards_missions == "alone"
    assert marauders.modules().loc["new-cards", "playable"]


def test_random_games_with_new_cards_keep_every_invariant():
    """30 seeded random games, the decks' options varied, with contraband some of the time."""
    modes = ("mixed", "alone", "base")
    for seed in range(30):
        opts = {"round_limit": 8, "new_cards_rumors": modes[seed % 3], "new_cards_missions": modes[seed // 3 % 3],
                "new_cards_captains": modes[seed // 9 % 3]}
        mods = {"new-cards"} | ({"contraband"} if seed % 4 == 0 else set()) | (
            {"treasure-galleon"} if seed % 5 == 0 else set())
        variants = {"captain-choice"} if seed % 6 == 1 else ({"hard-times"} if seed % 6 == 2 else set())
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options=opts, modules=mods, variants=variants)
        r = Rng(seed * 31 + 7)
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, f"seed {seed}: nothing to do at {g.prompt()}"
            if g.ply % 25 == 0:
                d = g.state_dict()
                assert marauders.Game._from_state(d).state_dict() == d
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
        assert g.round <= 8
