"""Every game's integer actions and observation tensors (nassau.kernel.encoding), as the
OpenSpiel and PettingZoo adapters use them: the catalog, its look-ups both ways, the legal
integers, refusals, and tensors that keep to their length and leak nothing."""

import json
import re
import math

import pytest

from nassau import games
from nassau.kernel.errors import IllegalActionError
from nassau.kernel.rng import Rng

from .conftest import GAME_NAMES, Subject

SEEDS = (0, 1, 2, 3, 4)
TENSOR_EVERY = 7          # tensors are checked on every 7th decision (they cost the most)


def encoding_of(adapter):
    return adapter.encoding()


@pytest.mark.parametrize("name", GAME_NAMES)
def test_catalog_has_num_actions_distinct_canonical_notations(name):
    adapter = games.adapter(name)
    enc = encoding_of(adapter)
    entries = enc.catalog.entries
    assert len(entries) == enc.num_actions
    assert len(set(entries)) == len(entries)
    game = Subject(name).new(seed=0, players=adapter.max_players)
    for i in range(0, len(entries), max(1, len(entries) // 3000)):      # a sample of the largest catalog
        notation = enc.notation(game, i)
        assert game.Action(notation).notation == notation, f"{notation!r} is not written canonically"
        assert enc.index(game, notation) == i


@pytest.mark.seeds(SEEDS)
def test_legal_integers_round_trip_and_tensors_keep_their_length(subject, seed):
    enc = encoding_of(subject.adapter)
    game = subject.new(seed)
    for k, g in enumerate([game] + list(subject.random_play(game, seed))):
        if g.is_over:
            break
        legal = g.legal_actions()
        got = enc.legal_indices(g)
        assert got == sorted(enc.index(g, a) for a in legal)
        assert len(set(got)) == len(legal) and all(0 <= i < enc.num_actions for i in got)
        for a in legal:
            assert enc.action(g, enc.index(g, a)) is a          # actions are interned
        if k % TENSOR_EVERY == 0:
            tensor = enc.observation_tensor(g, g.current_player)
            assert len(tensor) == enc.observation_size and all(math.isfinite(x) for x in tensor)


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_tensor_length_is_the_same_for_every_player_count_and_seat(players):
    for name in GAME_NAMES:
        adapter = games.adapter(name)
        if not adapter.min_players <= players <= adapter.max_players:
            continue
        enc = encoding_of(adapter)
        game = Subject(name).played(seed=players, decisions=40, players=players, checked=False)
        assert {len(enc.observation_tensor(game, s)) for s in range(players)} == {enc.observation_size}


def test_marauders_catalog_is_one_for_random_switch_sets():
    """Random sets of Seas of Glory switches: every legal action is in the one catalog."""
    adapter = games.adapter("marauders")
    enc, on, rng = encoding_of(adapter), adapter.switches(), Rng(16)
    for seed in range(4):
        modules = [m for m in on["modules"] if rng.below(2)]
        modules = sorted({n for m in modules for n in (m, *adapter.switch_needs(m))})
        variants = [v for v in on["variants"] if rng.below(2)]
        game = adapter.new_game(adapter.max_players, seed, {"round_limit": 12}, None, modules=modules,
                                variants=variants)
        for g in Subject("marauders").random_play(game, seed):
            if not g.is_over:
                assert len(enc.legal_indices(g)) == len(g.legal_actions())
                if g.ply % 25 == 0:
                    assert len(enc.observation_tensor(g, g.current_player)) == enc.observation_size


@pytest.mark.parametrize("name", GAME_NAMES)
def test_tensor_is_the_same_in_a_resampled_game_and_sees_hidden_information(name):
    """A seat's tensor does not change when what it cannot see is drawn again (nothing leaks);
    where seats' observations differ, their tensors do; and where redrawing another seat's
    hidden information changes what the observer sees (in Merchants & Marauders his own hand
    is redealt with the others'), the observer's tensor changes with it."""
    subject = Subject(name)
    enc = encoding_of(subject.adapter)
    game = subject.new(seed=5)
    differ = seen = 0
    for g in subject.random_play(game, 5, decisions=300):
        if g.is_over or g.ply % 9:
            continue
        tensors, views = [], []
        for s in range(g.n):
            tensor = enc.observation_tensor(g, s)
            assert enc.observation_tensor(g.resample(s, g.ply), s) == tensor, f"seat {s} sees a redraw"
            tensors.append(tensor)
            views.append({k: v for k, v in g.observation(s).items() if k != "you"})
        for a in range(g.n):
            for b in range(a + 1, g.n):
                if views[a] != views[b]:
                    differ += 1
                    assert tensors[a] != tensors[b]
        other = (g.current_player + 1) % g.n
        twin = g.resample(other, g.ply + 1)
        if twin.observation(g.current_player) != g.observation(g.current_player):
            seen += enc.observation_tensor(twin, g.current_player) != enc.observation_tensor(g, g.current_player)
    assert differ or name == "pirates"        # everything in Pirates of Nassau is public
    assert seen or name != "marauders"        # there another captain's redraw deals the observer's hand again


@pytest.mark.parametrize("name", GAME_NAMES)
def test_observation_string_is_sorted_json_of_the_observation(name):
    subject = Subject(name)
    enc = encoding_of(subject.adapter)
    game = subject.played(seed=3, decisions=30, checked=False)
    for s in range(game.n):
        text = enc.observation_string(game, s)
        assert json.loads(text) == json.loads(json.dumps(game.observation(s)))
        assert text == enc.observation_string(game.clone(), s)
        assert list(json.loads(text)) == sorted(json.loads(text))


def _refused(call):
    with pytest.raises(IllegalActionError) as err:
        call()
    assert err.value.rule == "encoding"
    return str(err.value)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_out_of_catalog_notations_and_indices_are_refused(name):
    subject = Subject(name)
    enc = encoding_of(subject.adapter)
    game = subject.new()
    outside = {"pirates": "bury 9999", "piratoons": "bid 999", "marauders": "stash 9999"}[name]
    game.parse_action(outside)                    # a notation the game reads, not in the catalog
    assert outside in _refused(lambda: enc.index(game, outside))
    for bad in (-1, enc.num_actions, True, "3"):
        _refused(lambda: enc.action(game, bad))


def test_marauders_names_a_captain_by_seat():
    subject = Subject("marauders")
    enc = encoding_of(subject.adapter)
    game = subject.new(players=3)
    zones, nations = len(enc.components.zones), len(enc.components.nations)
    base = 41 + zones + nations + 2                      # words, move, scout navy/pirate (the docstring's table)
    assert enc.index(game, f"scout captain {game.names[2]}") == base + 2
    assert enc.action(game, base + 1).notation == f"scout captain {game.names[1]}"
    _refused(lambda: enc.index(game, "scout captain Nobody"))
    _refused(lambda: enc.action(game, base + 3))         # seat 3 of a 3-player game


def test_hand_picked_indices_follow_the_documented_ranges():
    pirates = Subject("pirates").new()
    enc = encoding_of(games.adapter("pirates"))
    assert enc.index(pirates, "5+1>9") == 9 + (5 - 1) * 60 + 1 * 20 + 9 - 1
    assert enc.index(pirates, "1>1") == 9
    assert enc.index(pirates, f"plunder {enc.components.captains[0].label}") == 9 + 360
    assert enc.index(pirates, "bury 1") == enc.num_actions - enc.components.supply["pesos"]
    toons = Subject("piratoons").new()
    enc = encoding_of(games.adapter("piratoons"))
    coins, codes = enc.components.coins, list(enc.components.by_code)
    assert [enc.index(toons, a) for a in ("claim C", "seal", "out", "bid 7")] == [2, 9, 12, 20]
    assert enc.index(toons, f"take {codes[0]}") == 13 + coins + 1
    assert enc.index(toons, f"draw {codes[-1]}") == enc.num_actions - 1
    marauders = Subject("marauders").new()
    enc = encoding_of(games.adapter("marauders"))
    zones = [z.id for z in enc.components.zones]
    assert enc.index(marauders, "enter port") == 0 and enc.index(marauders, "loot nothing") == 40
    assert enc.index(marauders, f"move {zones[3]}") == 41 + 3
    assert enc.index(marauders, "hit cargo") == 41 + len(zones) + 6 + 4 + 3 + 1


def test_other_component_data_get_their_own_catalog():
    from nassau.pirates.rules.components import default_components, load_components
    enc = encoding_of(games.adapter("pirates"))
    doc = json.loads(json.dumps(default_components().doc))
    same = Subject("pirates").adapter.new_game(4, 0, None, load_components(json.loads(json.dumps(doc))))
    assert enc.for_game(same) is enc and enc.legal_indices(same)
    doc["captains"][0]["sail"] = 9                      # a captain card 9/3: a label nassau's data lacks
    other = Subject("pirates").adapter.new_game(4, 0, None, load_components(doc))
    mine = enc.for_game(other)
    assert mine is not enc and mine.index(other, "plunder 9/3") == 9 + 360
    _refused(lambda: enc.legal_indices(other))
    assert mine.legal_indices(other) == sorted(mine.index(other, a) for a in other.legal_actions())


def _figure(text: str) -> int:
    return int(text.replace(",", ""))


def test_the_researchers_page_gives_each_games_sizes():
    """docs/researchers.md's table of sizes, and its split of the largest catalog, are the
    encodings' own (the information state of OpenSpiel's wrapper, when OpenSpiel is there)."""
    from pathlib import Path
    page = (Path(__file__).resolve().parents[2] / "docs" / "researchers.md").read_text(encoding="utf-8")
    rows = {m.group(1): [_figure(x) for x in m.group(2, 3, 4)]
            for m in re.finditer(r"^\| ([^|]+?) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$", page, re.M)}
    titles = {games.adapter(n).title: n for n in GAME_NAMES}
    assert set(rows) == set(titles)
    try:
        import nassau.openspiel  # noqa: F401  (registers the games)
        import pyspiel
    except ImportError:
        pyspiel = None
    for title, (actions, observation, info_state) in rows.items():
        enc = encoding_of(games.adapter(titles[title]))
        assert (actions, observation) == (enc.num_actions, enc.observation_size), title
        if pyspiel is not None:
            assert info_state == pyspiel.load_game(f"nassau_{titles[title]}").information_state_tensor_size(), title
    entries = encoding_of(games.adapter("marauders")).catalog.entries
    contraband = sum(e.startswith("buy contraband ") for e in entries)
    mods = sum(" with mods " in e for e in entries)
    split = re.search(r"at once \(([\d,]+) of its entries\).*?moved to a new ship \(([\d,]+)\); every other kind of "
                      r"decision fits in ([\d,]+)\.", page, re.S)
    assert [_figure(x) for x in split.groups()] == [contraband, mods, len(entries) - contraband - mods]


def test_the_marauders_catalog_docstring_gives_its_size():
    from nassau.marauders.bots import encoding
    stated = re.search(r"That is ([\d,]+) actions", encoding.__doc__)
    assert _figure(stated.group(1)) == encoding_of(games.adapter("marauders")).num_actions
