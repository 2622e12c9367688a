"""Component data: the rulebook's counts, provenance on every record, and a user's own file."""

import copy
import json
from collections import Counter

import pytest

from nassau import RecordError, piratoons
from nassau.piratoons.rules.components import default_components, load_components


def test_the_rulebooks_counts():
    comp = default_components()
    kinds = Counter(comp.tiles[t].kind for t in comp.equipment)
    assert kinds == {"sail": 12, "deck": 9, "cannon": 9, "porthole": 9, "quarters": 9}
    assert Counter(comp.tiles[b].levels for b in comp.boats) == {1: 4, 2: 6, 3: 7, 4: 7}
    assert comp.coins == 40 and comp.sailors == 6 and len(comp.colours) == 4
    assert len({comp.tiles[t].code for t in comp.equipment if comp.tiles[t].kind == "sail"}) == 12


def test_every_record_says_where_it_comes_from():
    df = piratoons.provenance()
    assert set(df["provenance"]) <= {"rulebook", "rulebook-example", "reconstructed"}
    assert len(df) == 2 + 4 + 24 + 24                  # box, colours, equipment designs, boat tiles
    boats = df[df["component"] == "boats"]
    assert (boats["provenance"] == "reconstructed").all()       # never presented as the printed tiles
    assert (boats["from the rulebook"] == "levels").all()
    assert (df[df["component"] == "box"]["provenance"] == "rulebook").all()
    assert "reconstructed" in default_components().doc["notice"]


def doc():
    return copy.deepcopy(default_components().doc)


def test_a_users_own_file_is_loaded_from_a_path_text_or_dict(tmp_path):
    d = doc()
    d["boats"][0]["left"] = d["boats"][0]["right"] = "compass"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(d))
    for source in (path, str(path), json.dumps(d), d):
        comp = load_components(source)
        assert comp.tiles[comp.by_code["b1-1"][0]].left == "compass"
    g = piratoons.new_game(players=2, seed=3, components=str(path))
    assert g.comp.tiles[g.comp.by_code["b1-1"][0]].right == "compass"
    assert piratoons.Game.from_json(g.to_json()).comp.doc == d         # the data travels with the record


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d.update(schema="x"), "schema"),
    (lambda d: d["boats"][0].update(levels=5), "boats[0].levels"),
    (lambda d: d["boats"][0].update(slots=["hatch"]), "boats[0].slots"),
    (lambda d: d["boats"][0].update(left="kraken"), "boats[0].left"),
    (lambda d: d["boats"][3].update(provenance="guess"), "boats[3].provenance"),
    (lambda d: d["equipment"][0].update(kind="flag"), "equipment[0].kind"),
    (lambda d: d["equipment"][1].update(code="sail-01"), "equipment[1].code"),
    (lambda d: d["boats"].pop(), "boats"),                                   # 23 boat tiles: not enough for 8 rounds
    (lambda d: d["box"].pop(), "box.sailors"),
    (lambda d: d["colours"][0].update(hex="red"), "colours[0].hex"),
])
def test_bad_data_is_refused_naming_the_field(mutate, field):
    d = doc()
    mutate(d)
    with pytest.raises(RecordError) as info:
        load_components(d)
    assert info.value.field == field


def test_unreadable_files_are_refused(tmp_path):
    with pytest.raises(RecordError):
        load_components(tmp_path / "missing.json")
    with pytest.raises(RecordError):
        load_components("{not json")


def test_component_sets_show_their_title_not_an_address():
    from nassau.pirates.rules.components import default_components as pirates_default
    from nassau.piratoons.rules.components import default_components
    assert repr(default_components()) == "<piratoons.Components \"Piratoons: nassau's reconstructed component set\">"
    assert repr(pirates_default()).startswith("<pirates.Components ") and " at 0x" not in repr(pirates_default())
