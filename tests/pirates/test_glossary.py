"""pirates.glossary(): the rulebook's terms in English and 繁體中文."""

import json
import subprocess
import sys
from importlib import resources

import pytest

from nassau import pirates
from nassau.pirates.views import glossary as glossary_module  # noqa: F401  (importing it must not shadow the function)
from nassau.pirates.views.glossary import COLUMNS, _check, terms

REQUIRED = {   # terms the tutorials and users look for, with the rulebook's Chinese
    "infamy": "惡名", "Royal Navy": "皇家海軍", "merchant ship": "商船", "trade route": "貿易路線",
    "midpoint": "中繼位置", "port": "港口", "smuggle goods": "走私貨物", "sack a port": "洗劫港口",
    "trade-wind token": "信風指示物", "hostage": "人質", "walk the plank": "走跳板",
    "pirate captain card": "海盜船長牌", "hull tile": "船身升級指示物", "mast tile": "桅檣指示物",
    "crew tile": "船員指示物", "mizzen tile": "後桅指示物", "brigantine": "雙桅帆船", "galleon": "大型帆船",
    "treasure chest": "藏寶箱", "peso": "比索", "gold doubloon": "黃金杜布隆", "gunpowder": "火藥",
    "goods": "貨物", "rum": "蘭姆酒", "sail value": "航行值", "cannon value": "砲擊值",
    "Game End card": "遊戲結束牌",
}


def test_glossary_is_a_dataframe_with_the_documented_columns():
    df = pirates.glossary()
    assert list(df.columns) == list(COLUMNS)
    assert len(df) == len(terms()) >= 60
    assert df["english"].is_unique


def test_the_function_survives_importing_the_submodule():
    # importing nassau.pirates.views.glossary (done above) must leave pirates.glossary callable
    assert callable(pirates.glossary)
    assert len(pirates.glossary()) == len(pirates.glossary())


def test_the_terms_the_players_look_for_are_there_with_the_rulebooks_chinese():
    df = pirates.glossary().set_index("english")
    for english, chinese in REQUIRED.items():
        assert df.loc[english, "chinese"] == chinese, english


def test_spellings_far_apart_are_quoted_as_excerpts():
    quote = next(t for t in terms() if t["english"] == "hold")["quote"]
    assert quote.count("…") == 2 and all(s in quote for s in ("儲存區", "儲藏區", "貨艙"))


def test_the_module_loads_no_pandas_until_called():
    code = ("import sys; from nassau import pirates; import nassau.kernel.glossary; "
            "assert 'pandas' not in sys.modules; pirates.glossary(); assert 'pandas' in sys.modules")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_search_finds_english_chinese_and_other_spellings():
    assert list(pirates.glossary("洗劫")["english"]) == ["port-sacked marker", "sack a port"]
    assert "trade route" in list(pirates.glossary("貿易航線")["english"])      # the rulebook's other spelling
    assert list(pirates.glossary("GALLEON")["chinese"]) == ["大型帆船"]
    assert pirates.glossary("no such term").empty


def test_category_filter():
    tiles = pirates.glossary(category="tile")
    assert set(tiles["category"]) == {"tile"}
    assert {"sail tile", "crew tile"} <= set(tiles["english"])
    with pytest.raises(ValueError):
        pirates.glossary(category="nonsense")


def test_the_also_column_is_text_in_the_frame_and_a_list_in_the_data():
    row = pirates.glossary("hold").set_index("english").loc["hold"]
    assert row["also"] == "儲藏區、貨艙"
    assert next(t for t in terms() if t["english"] == "hold")["also"] == ["儲藏區", "貨艙"]
    terms()[0]["also"].append("x")                      # callers get copies
    assert "x" not in terms()[0]["also"]


def test_the_data_file_is_checked():
    doc = json.loads(resources.files("nassau.pirates").joinpath("data/glossary.json").read_text(encoding="utf-8"))
    assert _check(doc)
    bad = dict(doc, terms=[dict(doc["terms"][0], provenance="folklore")])
    with pytest.raises(ValueError, match="provenance"):
        _check(bad)
    with pytest.raises(ValueError, match="schema"):
        _check(dict(doc, schema="other/1"))
    with pytest.raises(ValueError, match="twice"):
        _check(dict(doc, terms=doc["terms"][:1] * 2))
    first = doc["terms"][0]                               # infamy, 惡名, from the rulebook
    with pytest.raises(ValueError, match="does not contain 惡名"):
        _check(dict(doc, terms=[dict(first, quote="遊戲配件")]))
    with pytest.raises(ValueError, match="keep it to 40"):
        _check(dict(doc, terms=[dict(first, quote="惡名" * 21)]))
    with pytest.raises(ValueError, match="rulebook's words"):
        _check(dict(doc, terms=[dict(first, quote="")]))
    with pytest.raises(ValueError, match="must be empty"):
        _check(dict(doc, terms=[dict(first, provenance="nassau")]))
    with pytest.raises(ValueError, match="exactly the fields"):
        _check(dict(doc, terms=[{k: v for k, v in first.items() if k != "quote"}]))
