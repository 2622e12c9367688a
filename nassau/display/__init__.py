"""Shared rendering helpers: escaping, self-contained SVG/HTML strings, and the theme.

Nothing here is imported by the rules; games import it lazily from their ``_repr_*_`` methods.
Every output is deterministic (no ids, addresses or timestamps) so notebooks can be
compared byte for byte.

Stored outputs must look right where the notebook is not trusted: JupyterLab and Notebook 7
opened without running it, GitHub, nbviewer. Their sanitiser drops ``<style>`` blocks,
inline ``<svg>`` (its text is left behind as a wall of words), scripts, CSS variables and
``currentColor`` in style attributes; it keeps ``<img>`` with a ``data:`` URI and inline
``style`` attributes with literal colours (checked in Chromium against JupyterLab 4 and
Notebook 7). So every HTML view here is a :func:`picture` (an SVG as an image) or HTML
whose styles are inline and read in light and dark themes alike (:func:`styled`).
"""

import base64
import re
from html import escape as _escape
from pathlib import Path

__all__ = ["HTML", "SVG", "esc", "css_colour", "picture", "THEME_CSS", "styled", "text_width", "squeeze"]


def esc(text) -> str:
    """Text made safe for HTML and SVG, in text and in quoted attribute values (& < > " ')."""
    return _escape(str(text), quote=True)


_CSS_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[A-Za-z]{3,32}")


def css_colour(value, default: str = "currentColor") -> str:
    """``value`` if it is a plain CSS colour (#rgb, #rrggbb, with alpha, or a keyword such as
    ``red``), else ``default``. Colours from component files go into ``style`` attributes and
    CSS, where escaping is not enough: ``red;position:fixed`` is valid HTML but adds rules."""
    return value if isinstance(value, str) and _CSS_COLOUR.fullmatch(value) else default


# Advance widths of printable ASCII (space to ~) in DejaVu Sans, hundredths of an em, regular
# and bold, as DejaVu Sans's own tables give them: the widest of the usual UI fonts (Segoe UI, SF, Helvetica
# and Arial are narrower), so a line estimated to fit does fit.
_ADVANCE = {
    False: (32, 40, 46, 84, 64, 95, 78, 28, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
            34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 78, 75, 30, 30, 66, 56, 86, 75, 79, 60, 79, 69, 63,
            61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97,
            63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 53, 64, 34, 64, 84),
    True: (35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70,
           40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72,
           68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104,
           71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84),
}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width of a line in the UI font, from DejaVu Sans's advances (others: as wide as an M)."""
    table = _ADVANCE[bold]
    return size * sum(table[ord(c) - 32] if 32 <= ord(c) < 127 else 100 for c in text) / 100


def squeeze(text: str, size: float, room, bold: bool = False) -> str:
    """The attributes that squeeze a line of SVG text to ``room`` pixels when it would run
    longer (none when it fits, or when ``room`` is None): so it never runs over its neighbour
    or out of its box, whatever the font."""
    if room is None or text_width(text, size, bold) <= room:
        return ""
    return f' textLength="{room:.1f}" lengthAdjust="spacingAndGlyphs"'


class SVG(str):
    """An SVG document that shows itself in Jupyter (as a picture) and can be saved."""

    def _repr_svg_(self):
        return str(self)

    def _repr_html_(self):
        return picture(self)

    def save(self, path) -> Path:
        path = Path(path)
        path.write_text(str(self), encoding="utf-8")
        return path


class HTML(str):
    """A self-contained HTML fragment (styled inline) for Jupyter."""

    def _repr_html_(self):
        return str(self)


# Colours come from JupyterLab's CSS variables when present, with light fallbacks, and
# switch to dark fallbacks in VS Code's and JupyterLab's dark themes and under
# prefers-color-scheme. Everything is scoped under .nassau so it cannot leak.
THEME_CSS = """
.nassau {
  --nassau-fg: var(--jp-content-font-color0, #1f2328);
  --nassau-fg-soft: var(--jp-content-font-color2, #535c66);
  --nassau-bg: var(--jp-layout-color0, #ffffff);
  --nassau-panel: var(--jp-layout-color1, #f6f8fa);
  --nassau-line: var(--jp-border-color1, #c9d1d9);
  --nassau-sea: #d8ecf7;
  --nassau-sea-deep: #bcdcf0;
  --nassau-port: #f1e3c6;
  --nassau-accent: var(--jp-brand-color1, #1f6feb);
  --nassau-warn: var(--jp-warn-color0, #bf3989);
  font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", sans-serif);
  font-size: 12px;
  color: var(--nassau-fg);
}
@media (prefers-color-scheme: dark) {
  .nassau { --nassau-fg: var(--jp-content-font-color0, #e6edf3); --nassau-fg-soft: var(--jp-content-font-color2, #9da7b1);
    --nassau-bg: var(--jp-layout-color0, #0d1117); --nassau-panel: var(--jp-layout-color1, #161b22);
    --nassau-line: var(--jp-border-color1, #30363d); --nassau-sea: #12324a; --nassau-sea-deep: #0c2538;
    --nassau-port: #3f341d; }
}
body.vscode-dark .nassau, body[data-jp-theme-light="false"] .nassau, html[theme="dark"] .nassau,
body[data-theme="dark"] .nassau {
  --nassau-fg: var(--jp-content-font-color0, #e6edf3); --nassau-fg-soft: var(--jp-content-font-color2, #9da7b1);
  --nassau-bg: var(--jp-layout-color0, #0d1117); --nassau-panel: var(--jp-layout-color1, #161b22);
  --nassau-line: var(--jp-border-color1, #30363d); --nassau-sea: #12324a; --nassau-sea-deep: #0c2538;
  --nassau-port: #3f341d;
}
.nassau table { border-collapse: collapse; }
.nassau td, .nassau th { border: 1px solid var(--nassau-line); padding: 2px 6px; text-align: left; }
.nassau th { background: var(--nassau-panel); }
.nassau .card { display: inline-block; border: 1px solid var(--nassau-line); border-radius: 6px;
  padding: 4px 8px; margin: 2px; background: var(--nassau-panel); vertical-align: top; }
.nassau .soft { color: var(--nassau-fg-soft); }
.nassau .used { opacity: 0.45; text-decoration: line-through; }
.nassau code { font-family: var(--jp-code-font-family, ui-monospace, monospace); }
"""


# A trusted notebook runs this: the picture becomes the SVG itself, so it follows
# JupyterLab's light and dark themes (the SVG's CSS reads JupyterLab's variables). An
# untrusted or static view drops the script and keeps the picture.
_LIVE = ('<script>(function(){var s=document.currentScript,p=s&&s.previousElementSibling,'
         'i=p&&p.querySelector("img");if(!i)return;var d=new DOMParser().parseFromString('
         'new TextDecoder().decode(Uint8Array.from(atob(i.src.split(",")[1]),function(c){return c.charCodeAt(0)})),'
         '"image/svg+xml").documentElement;d.style.maxWidth="100%";d.style.height="auto";'
         'p.replaceChild(document.importNode(d,true),i);})();</script>')


def picture(svg, live: bool = True) -> str:
    """An SVG as an ``<img>`` with a data URI (its ``<title>`` as the alt text), which every
    notebook front end shows, trusted or not; ``live`` adds the script that puts the SVG
    itself in its place where scripts run."""
    text = str(svg)
    found = re.search(r"<title>(.*?)</title>", text, re.S)
    alt = found.group(1) if found else "picture"       # already escaped inside the SVG
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    img = (f'<div class="nassau-picture"><img alt="{alt}" style="max-width:100%;height:auto" '
           f'src="data:image/svg+xml;base64,{data}"></div>')
    return img + _LIVE if live else img


# Inline styles that the sanitiser keeps and that read on light and dark backgrounds alike:
# text keeps the page's colour, lines and panels are translucent grey.
LINE = "1px solid rgba(128,128,128,0.45)"
STYLES = {
    "card": f"display:inline-block;border:{LINE};border-radius:6px;padding:4px 8px;margin:2px;"
            "background-color:rgba(128,128,128,0.08);vertical-align:top",
    "soft": "opacity:0.75",
    "used": "opacity:0.45;text-decoration:line-through",
    "table": "border-collapse:collapse;margin:4px 0",
    "th": f"border:{LINE};padding:2px 6px;text-align:left;background-color:rgba(128,128,128,0.12)",
    "td": f"border:{LINE};padding:2px 6px;text-align:left",
    "code": "font-family:monospace",
    "nassau": "font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:12px;line-height:1.4",
}
_TAG = re.compile(r"<(table|th|td|code|div|span|b|li|ol)\b([^>]*)>")


def _inline(match) -> str:
    tag, attrs = match.group(1), match.group(2)
    classes = re.search(r'class="([^"]*)"', attrs)
    rules = [STYLES[tag]] if tag in STYLES else []
    rules += [STYLES[c] for c in (classes.group(1).split() if classes else ()) if c in STYLES]
    if not rules:
        return match.group(0)
    own = re.search(r'style="([^"]*)"', attrs)
    if own:                                   # the element's own style comes last and wins
        rules.append(own.group(1))
        attrs = attrs[:own.start()] + attrs[own.end():]
    return f'<{tag}{attrs.rstrip()} style="{";".join(r.strip(";") for r in rules)}">'


def styled(body: str) -> HTML:
    """An HTML body in a .nassau container, its classes (card, soft, used) and tables styled
    inline, so it looks the same trusted or not."""
    return HTML(_TAG.sub(_inline, f'<div class="nassau">{body}</div>'))
