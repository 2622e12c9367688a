"""The shipped notebooks as static viewers show them (nbconvert's HTML exporter, as nbviewer
does): every board and ship is a picture, and no output holds inline SVG whose words would
show as text. (nbconvert's own ``sanitize_html`` mode escapes every rich HTML output, pandas
tables and pictures alike, so it is no target; JupyterLab's sanitiser is checked in the
browser, tests/browser/test_notebooks_unrun.py.)"""

import json
import re
from pathlib import Path

import pytest

from .helpers_html import pictures

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("[0-9]*.ipynb"))


def stored_html(path):
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html")
            if html:
                yield "".join(html) if isinstance(html, list) else html


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem[:2] for p in NOTEBOOKS])
def test_stored_outputs_hold_pictures_not_inline_svg(path):
    for html in stored_html(path):
        without_scripts = re.sub(r"<script>.*?</script>", "", html, flags=re.S)
        assert "<svg" not in without_scripts
        if 'class="nassau' in html:               # ours; pandas' own DataFrames keep their scoped <style>
            assert "<style" not in without_scripts


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem[:2] for p in NOTEBOOKS])
def test_nbconvert_html_shows_every_picture_as_an_image(path):
    from nbconvert import HTMLExporter
    body, _ = HTMLExporter().from_filename(str(path))
    wanted = [payload for html in stored_html(path) for payload in re.findall(r'base64,([^"]+)"', html)]
    shown = re.findall(r'<img [^>]*src="data:image/svg\+xml;base64,([^"]+)"', body)
    assert sorted(shown) == sorted(wanted)
    assert len(wanted) == sum(len(pictures(h)) for h in stored_html(path))
