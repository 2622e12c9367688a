"""Shared rendering helpers: escaping, self-contained SVG/HTML strings, and the theme.

Nothing here is imported by the rules; games import it lazily from their ``_repr_*_`` methods.
Every output is deterministic (no ids, addresses or timestamps) so notebooks can be
compared byte for byte.
"""

import re
from html import escape as _escape
from pathlib import Path

__all__ = ["HTML", "SVG", "esc", "css_colour", "THEME_CSS", "styled"]


def esc(text) -> str:
    """Text made safe for HTML and SVG, in text and in quoted attribute values (& < > " ')."""
    return _escape(str(text), quote=True)


_CSS_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[A-Za-z]{3,32}")


def css_colour(value, default: str = "currentColor") -> str:
    """``value`` if it is a plain CSS colour (#rgb, #rrggbb, with alpha, or a keyword such as
    ``red``), else ``default``. Colours from component files go into ``style`` attributes and
    CSS, where escaping is not enough: ``red;position:fixed`` is valid HTML but adds rules."""
    return value if isinstance(value, str) and _CSS_COLOUR.fullmatch(value) else default


class SVG(str):
    """An SVG document that shows itself in Jupyter and can be saved."""

    def _repr_svg_(self):
        return str(self)

    def _repr_html_(self):
        return str(self)

    def save(self, path) -> Path:
        path = Path(path)
        path.write_text(str(self), encoding="utf-8")
        return path


class HTML(str):
    """A self-contained HTML fragment (with its own <style>) for Jupyter."""

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


def styled(body: str, css: str = THEME_CSS) -> HTML:
    """Wrap an HTML body with the theme's <style> in a .nassau container."""
    return HTML(f'<div class="nassau"><style>{css}</style>{body}</div>')
