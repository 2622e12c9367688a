"""Helpers shared by the package's widgets: front-end assets and a static fallback.

Imported only when a widget is made (ipywidgets and anywidget are optional).
"""

from pathlib import Path

_HERE = Path(__file__).resolve().parent.parent           # the nassau package


def asset(name: str) -> Path:
    """A front-end file from the top-level widgets/ folder (shipped as nassau/_widgets in the wheel)."""
    for folder in (_HERE / "_widgets", _HERE.parent / "widgets"):
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"the widget file {name} is missing from this installation of nassau")


class StaticFallback:
    """Mixin: add a static text/html view to a widget's display bundle, for front ends
    that cannot render widgets (static viewers, nbval, scripts). Subclasses give ``_static_html``."""

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, tuple):
            data, meta = data
        else:
            meta = None
        data = dict(data or {})
        data["text/plain"] = repr(self)          # deterministic and never cut short
        data["text/html"] = self._static_html()
        return (data, meta) if meta else data

    def _static_html(self) -> str:
        raise NotImplementedError


class BoardHeader:
    """A play table's header line, kept as the ``header`` trait of its board widget: the browser
    gets it in the same message as the board it describes, so the two never show out of step.
    ``value`` reads and sets it as an HTML widget's does."""

    def __init__(self, board):
        self.board = board

    @property
    def value(self) -> str:
        return self.board.header

    @value.setter
    def value(self, html: str) -> None:
        self.board.header = html

    def __repr__(self):
        return f"<BoardHeader: {self.board.header!r}>"
