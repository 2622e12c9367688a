"""marauders.glossary(): the rulebook's terms in English and 繁體中文."""

import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from nassau import marauders
from nassau.kernel.glossary import excerpts, quote_problems
from nassau.marauders.views import glossary as glossary_module  # noqa: F401  (importing it must not shadow the function)
from nassau.marauders.rules import vocabulary
from nassau.marauders.rules.combat import DECLARATIONS
from nassau.marauders.views.glossary import CATEGORIES, COLUMNS, _check, terms

# The Chinese text is not in the repository: by default it is looked for beside it, in
# ../shared/rules, or in the folder NASSAU_RULES names.
RULEBOOK = Path(os.environ.get("NASSAU_RULES", Path(__file__).resolve().parents[3] / "shared" / "rules")) \
    / "merchants-and-marauders-seas-of-glory.zh-TW.txt"

REQUIRED = {   # terms the players look for, with the rulebook's Chinese
    "Seamanship": "航海", "Scouting": "偵查", "Leadership": "領導力", "Influence": "影響力", "skull": "骷顱頭",
    "hull": "船殼", "cargo": "貨艙", "masts": "桅杆", "crew": "船員", "cannons": "大炮", "maneuverability": "機動性",
    "frigate": "護衛艦", "galleon": "蓋倫帆船", "brig": "雙桅橫帆船", "goods": "貨物", "cargo card": "貨物卡",
    "merchant raid": "突襲商人", "naval combat": "海戰", "shoot": "炮擊", "board": "登艦戰", "flee": "逃跑",
    "crew combat": "船員戰鬥", "glory": "榮耀", "glory card": "榮耀卡", "bounty": "懸賞", "pirate": "海盜",
    "NPC pirate": "NPC海盜", "navy": "海軍", "event card": "事件卡", "rumor": "傳聞", "mission": "任務",
    "special weapon": "特殊武器", "grappling hooks": "爪鉤", "ship modification": "船隻組件", "stash": "儲存",
    "specialist": "特殊人物", "sea zone": "海域", "port": "港口", "captain": "船長", "port action": "港口動作",
}
NOT_IN_THE_RULEBOOK = ("sloop", "flute", "chain shot", "grapeshot", "merchant token", "demand token", "cocoa", "sugar")
NOTATION = {   # the engine's notation for some of them
    "scout": "scout merchant", "merchant raid": "raid spanish", "hit-location roll": "hit masts", "shoot": "shoot",
    "board": "board", "flee": "flee", "chain shot": "shoot chain-shot", "grappling hooks": "board grappling-hooks",
    "port action": "port", "sell goods": "sell sugar,sugar,rum", "buy goods": "buy goods", "stash": "stash 10",
    "move": "move tortuga", "claim a ship": "claim ship", "sloop": "ship sloop", "ship modification": "buy mod",
}


def notation_pieces(rec) -> list:
    return [piece.strip() for piece in rec["notation"].split(";") if piece.strip()]


def is_api(piece: str) -> bool:
    """An API or a ruling (game.bank, marauders.sea_graph(), option npc_hunting) rather than an action."""
    return piece.startswith(("option ", "rules ")) or "." in piece or "(" in piece


def test_glossary_is_a_dataframe_with_the_documented_columns():
    df = marauders.glossary()
    assert list(df.columns) == list(COLUMNS)
    assert len(df) == len(terms()) >= 60
    assert df["english"].is_unique


def test_the_function_survives_importing_the_submodule():
    assert callable(marauders.glossary)
    assert "glossary" in marauders.__all__
    assert len(marauders.glossary()) == len(marauders.glossary())


def test_the_module_loads_no_pandas_until_called():
    code = ("import sys; from nassau import marauders; import nassau.marauders.views.glossary; "
            "assert 'pandas' not in sys.modules; marauders.glossary(); assert 'pandas' in sys.modules")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_the_terms_the_players_look_for_are_there_with_the_rulebooks_chinese():
    df = marauders.glossary().set_index("english")
    for english, chinese in REQUIRED.items():
        assert df.loc[english, "chinese"] == chinese, english
        assert df.loc[english, "provenance"] == "rulebook", english
    assert df.loc["merchant raid", "also"] == "商人突襲"
    assert df.loc["maneuverability", "also"] == "操控性"


def test_the_terms_the_rulebook_lacks_are_nassaus_and_quote_nothing():
    df = marauders.glossary().set_index("english")
    for english in NOT_IN_THE_RULEBOOK:
        assert df.loc[english, "provenance"] == "nassau", english
        assert df.loc[english, "quote"] == "", english


def test_each_quote_holds_its_term_and_every_other_spelling():
    """What the conformance suite asks of a registered game's glossary."""
    df = marauders.glossary()
    assert set(df["provenance"]) == {"rulebook", "nassau"} and (df["provenance"] == "rulebook").sum() >= 40
    assert df["meaning"].str.len().min() > 10 and not df["chinese"].str.contains(r"\s").any()
    for rec in terms():
        if rec["provenance"] == "rulebook":
            assert 0 < len(rec["quote"]) <= 40, rec["english"]
            for spelling in [rec["chinese"], *rec["also"]]:
                assert spelling in rec["quote"], (rec["english"], spelling)
        else:
            assert rec["quote"] == "" and not rec["also"], rec["english"]


@pytest.mark.skipif(not RULEBOOK.is_file(), reason=f"the rulebook text is not at {RULEBOOK} (set NASSAU_RULES)")
def test_every_quote_is_the_rulebooks_own_words():
    text = RULEBOOK.read_text(encoding="utf-8")
    assert quote_problems(terms(), text) == []
    assert all(excerpts(r["quote"]) for r in terms() if r["provenance"] == "rulebook")


def test_the_glossary_covers_the_engines_vocabulary():
    english = {t["english"].lower() for t in terms()}
    words = (vocabulary.SKILLS + vocabulary.LOCATIONS + vocabulary.GOODS + DECLARATIONS
             + tuple(marauders.default_components().ships))
    words += tuple(k.replace("-", " ") for k in (*vocabulary.WEAPONS, *vocabulary.MOD_EFFECTS))
    assert [w for w in words if w not in english] == []
    assert {t["english"] for t in terms() if t["category"] == "skill"} >= {s.title() for s in vocabulary.SKILLS}


def test_the_notation_names_the_engines_actions():
    df = marauders.glossary().set_index("english")
    for english, notation in NOTATION.items():
        assert notation in notation_pieces(df.loc[english]), english
    for rec in terms():
        for piece in notation_pieces(rec):
            if is_api(piece) or piece.startswith("take mission "):      # see the test below
                continue
            assert marauders.Action(piece).kind.split("-")[0] == piece.split(" ")[0], piece      # e.g. scout-npc


def test_the_mission_notation_of_the_table_parses():
    assert marauders.Action("take mission m07").kind == "take-mission"


def test_search_finds_english_chinese_and_other_spellings():
    assert {"Scouting", "scout"} <= set(marauders.glossary("偵查")["english"])
    assert list(marauders.glossary("商人突襲")["english"]) == ["merchant raid"]     # the rulebook's other spelling
    assert list(marauders.glossary("操控性")["english"]) == ["maneuverability"]
    assert list(marauders.glossary("GRAPESHOT")["chinese"]) == ["葡萄彈"]
    assert list(marauders.glossary("榮譽卡")["english"]) == ["glory card"]
    assert "skull" in list(marauders.glossary("骷髏")["english"])
    assert marauders.glossary("no such term").empty


def test_category_filter():
    assert CATEGORIES == ("skill", "ship", "component", "board", "round", "action", "combat", "rule", "scoring")
    assert set(marauders.glossary()["category"]) == set(CATEGORIES)
    ships = marauders.glossary(category="ship")
    assert set(ships["category"]) == {"ship"}
    assert {"sloop", "flute", "frigate", "galleon", "man-o-war", "brig", "hull", "masts"} <= set(ships["english"])
    combat = set(marauders.glossary(category="combat")["english"])
    assert {"naval combat", "shoot", "board", "flee", "crew combat"} <= combat
    with pytest.raises(ValueError, match="category must be one of"):
        marauders.glossary(category="tile")              # a Pirates of Nassau category, not one of these


def test_the_also_column_is_text_in_the_frame_and_a_list_in_the_data():
    row = marauders.glossary("skull").set_index("english").loc["skull"]
    assert row["also"] == "骷髏"
    assert next(t for t in terms() if t["english"] == "skull")["also"] == ["骷髏"]
    terms()[0]["also"].append("x")                      # callers get copies
    assert "x" not in terms()[0]["also"]


def test_the_data_file_is_checked():
    doc = json.loads(resources.files("nassau.marauders").joinpath("data/glossary.json").read_text(encoding="utf-8"))
    assert _check(doc)
    with pytest.raises(ValueError, match="schema"):
        _check(dict(doc, schema="nassau.pirates.glossary/1"))
    first = doc["terms"][0]                               # Seamanship, 航海, from the rulebook
    with pytest.raises(ValueError, match="category"):
        _check(dict(doc, terms=[dict(first, category="tile")]))
    with pytest.raises(ValueError, match="does not contain 航海"):
        _check(dict(doc, terms=[dict(first, quote="進行領導Leadership 檢定")]))
    with pytest.raises(ValueError, match="keep it to 40"):
        _check(dict(doc, terms=[dict(first, quote="航海" * 21)]))
    with pytest.raises(ValueError, match="twice"):
        _check(dict(doc, terms=doc["terms"][:1] * 2))
    nassau_own = next(t for t in doc["terms"] if t["provenance"] == "nassau")
    with pytest.raises(ValueError, match="must be empty"):
        _check(dict(doc, terms=[dict(nassau_own, quote="單桅帆船")]))
