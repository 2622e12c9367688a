"""The site builds with no warning, and what it shows comes from the package itself."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from nassau import marauders, pirates, piratoons

from ..readme_blocks import ROOT

TUTORIALS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
SMART_QUOTES = str.maketrans("\u2018\u2019\u201c\u201d", "''\"\"")      # the site's typography, read as typed
GAMES = {"pirates": pirates, "piratoons": piratoons, "marauders": marauders}


class _Text(HTMLParser):
    """The visible words of a page, and the addresses it loads (scripts, styles, images)."""

    def __init__(self):
        super().__init__()
        self.words, self.loads, self._skip = [], [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "style"):
            self._skip += 1
        if tag in ("script", "img", "iframe") and attrs.get("src"):
            self.loads.append(attrs["src"])
        if tag == "link" and attrs.get("rel") in ("stylesheet", "preload", "icon") and attrs.get("href"):
            self.loads.append(attrs["href"])

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.words.append(data)


def read(site: Path, page: str) -> _Text:
    parser = _Text()
    parser.feed((site / page).read_text(encoding="utf-8"))
    text = " ".join(parser.words).translate(SMART_QUOTES)
    parser.text = re.sub(r"\s+", " ", text)
    return parser


@pytest.mark.parametrize("stem", TUTORIALS)
def test_every_tutorial_has_a_page_with_its_stored_pictures(site, stem):
    page = read(site, f"tutorials/{stem}.html")
    notebook = json.loads((ROOT / "notebooks" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    title = next("".join(c["source"]).splitlines()[0].lstrip("# ") for c in notebook["cells"]
                 if c["cell_type"] == "markdown")
    assert title in page.text
    pictures = sum(len(re.findall(r"<img [^>]*src=\\?\"data:image/", "".join(o["data"].get("text/html", ""))))
                   for c in notebook["cells"] for o in c.get("outputs", []) if "data" in o)
    shown = len(re.findall(r"<img [^>]*src=\"data:image/", (site / f"tutorials/{stem}.html").read_text()))
    assert shown >= pictures


def test_nothing_is_loaded_from_another_host(site):
    """The site works offline: every script, stylesheet and picture is its own."""
    foreign = {}
    for path in site.rglob("*.html"):
        outside = [a for a in read(site, str(path.relative_to(site))).loads if re.match(r"(https?:)?//", a)]
        if outside:
            foreign[str(path.relative_to(site))] = outside
    assert not foreign


@pytest.mark.parametrize("name", GAMES)
def test_the_rulings_page_lists_every_option_with_its_default(site, name):
    table = GAMES[name].options_table()
    page = read(site, f"games/{name}/rulings.html").text
    for option, row in table.iterrows():
        assert option in page and str(row["default"]) in page, option


@pytest.mark.parametrize("name", GAMES)
def test_the_components_page_counts_every_record_by_its_provenance(site, name):
    frame = GAMES[name].provenance()
    page = (site / f"games/{name}/components.html").read_text(encoding="utf-8")
    summary = page[page.index("<table"):page.index("</table>")]
    cells = re.findall(r"<td><p>([^<]*)</p></td>", summary)
    counted = sum(int(c) for c in cells if c.isdigit())
    assert counted == len(frame)
    for ident in frame["id"].head(20):
        assert f">{ident}<" in page


@pytest.mark.parametrize("name", GAMES)
def test_the_glossary_page_has_every_term_in_both_languages(site, name):
    page = read(site, f"games/{name}/glossary.html").text
    for _, term in GAMES[name].glossary().iterrows():
        assert term["english"] in page and term["chinese"] in page


def test_the_api_reference_documents_the_surface(site):
    surface = read(site, "api/surface.html").text
    for method in ("legal_actions", "apply", "apply_unchecked", "undo", "observation", "resample", "to_json",
                   "from_json", "clone", "scores"):
        assert f"{method}(" in surface, method
    for name in GAMES:
        page = read(site, f"api/{name}.html").text
        assert f"nassau.{name}.new_game(" in page and "players" in page
