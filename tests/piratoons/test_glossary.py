"""piratoons.glossary(): the rulebook's terms in English and 繁體中文."""

import json
from importlib import resources

import pytest

from nassau import piratoons
from nassau.piratoons.views import glossary as glossary_module  # noqa: F401  (importing it must not shadow the function)
from nassau.piratoons.views.glossary import CATEGORIES, COLUMNS, _check, terms

REQUIRED = {   # terms the notebook and the players look for, with the rulebook's Chinese
    "treasure chest": "寶箱", "equipment tile": "裝備板塊", "boat tile": "船艙板塊", "bow": "船首", "stern": "船尾",
    "sailor": "水手", "doubloon": "達布倫", "hourglass": "沙漏", "score token": "分數指示物", "sail": "船帆",
    "captain": "船長", "phase 2: plunder": "掠奪寶藏", "phase 5: auction": "競標", "place sailors": "擺放水手",
    "Chinese auction": "中國式競標", "overboard": "落海", "fastest ship": "最快的船", "richest pirate": "最有錢的海盜",
    "biggest ship": "最巨大的船", "joint": "連結", "anchor": "船錨", "compass": "羅盤", "coat of arms": "盾徽",
    "lifebuoy": "救生圈", "empty slot penalty": "空格懲罰", "set bonus": "成套獎勵",
}
NOTATION = {   # the engine's notation or API for some of them
    "place sailors": "claim C", "Stop!": "seal", "Chinese auction": "bid 3", "win the auction": "take CODE",
    "overboard": "overboard CODE", "scoring": "game.scores()", "best arrangement": "piratoons.arrange_best(ship)",
}


def test_glossary_is_a_dataframe_with_the_documented_columns():
    df = piratoons.glossary()
    assert list(df.columns) == list(COLUMNS)
    assert "quote" in df.columns
    assert len(df) == len(terms()) >= 40
    assert df["english"].is_unique


def test_the_function_survives_importing_the_submodule():
    assert callable(piratoons.glossary)
    assert "glossary" in piratoons.__all__
    assert len(piratoons.glossary()) == len(piratoons.glossary())


def test_the_terms_the_players_look_for_are_there_with_the_rulebooks_chinese():
    df = piratoons.glossary().set_index("english")
    for english, chinese in REQUIRED.items():
        assert df.loc[english, "chinese"] == chinese, english
        assert df.loc[english, "provenance"] == "rulebook", english
    assert df.loc["sailor", "also"] == "米寶"
    assert df.loc["doubloon", "also"] == "金幣"


def test_the_notation_names_the_engines_actions_and_api():
    df = piratoons.glossary().set_index("english")
    for english, notation in NOTATION.items():
        assert notation in df.loc[english, "notation"], english
    for english in ("place sailors", "Stop!", "Chinese auction", "win the auction", "overboard"):
        first = df.loc[english, "notation"].split(";")[0].strip()       # e.g. "take CODE"
        assert piratoons.Action(first.replace("CODE", "deck-a")).kind == first.split()[0], english


def test_search_finds_english_chinese_and_other_spellings():
    assert list(piratoons.glossary("米寶")["english"]) == ["sailor"]          # the rulebook's other spelling
    assert {"phase 5: auction", "Chinese auction", "win the auction"} <= set(piratoons.glossary("競標")["english"])
    assert list(piratoons.glossary("LIFEBUOY")["chinese"]) == ["救生圈"]
    assert "overboard" in list(piratoons.glossary("落海")["english"])
    assert piratoons.glossary("no such term").empty


def test_category_filter():
    assert CATEGORIES == ("component", "tile", "ship", "round", "action", "rule", "scoring")
    assert set(piratoons.glossary()["category"]) == set(CATEGORIES)
    symbols = piratoons.glossary(category="ship")
    assert set(symbols["category"]) == {"ship"}
    assert {"anchor", "compass", "coat of arms", "lifebuoy", "bow", "stern"} <= set(symbols["english"])
    phases = piratoons.glossary(category="round")
    assert sum(phases["english"].str.startswith("phase ")) == 6
    with pytest.raises(ValueError, match="category must be one of"):
        piratoons.glossary(category="board")             # a Pirates of Nassau category, not one of these


def test_the_data_file_is_checked():
    doc = json.loads(resources.files("nassau.piratoons").joinpath("data/glossary.json").read_text(encoding="utf-8"))
    assert _check(doc)
    with pytest.raises(ValueError, match="schema"):
        _check(dict(doc, schema="nassau.pirates.glossary/1"))
    first = doc["terms"][0]
    with pytest.raises(ValueError, match="category"):
        _check(dict(doc, terms=[dict(first, category="board")]))
    with pytest.raises(ValueError, match="does not contain"):
        _check(dict(doc, terms=[dict(first, quote="1個沙漏(約15秒)")]))
    nassau_own = next(t for t in doc["terms"] if t["provenance"] == "nassau")
    with pytest.raises(ValueError, match="must be empty"):
        _check(dict(doc, terms=[dict(nassau_own, quote="寶箱")]))
