"""The board widget: the table as SVG that answers clicks.

The browser shows the SVG that Python renders and sends what was clicked; Python finds
the legal actions the click stands for (nassau.pirates.intents), applies one, offers a
choice, or shows the rule that forbids it. State travels in traitlets.
"""

import anywidget
import traitlets

from ..display.widgets import StaticFallback, asset
from ..kernel.errors import IllegalActionError
from . import intents
from .render import board_svg, game_html


def _stylesheet() -> str:
    """The widget's CSS file plus the table's theme, loaded once with the widget."""
    from ..display import THEME_CSS
    from .render import SVG_CSS
    return asset("board.css").read_text(encoding="utf-8") + THEME_CSS + SVG_CSS


class BoardWidget(StaticFallback, anywidget.AnyWidget):
    _esm = asset("board.js")
    _css = _stylesheet()

    svg = traitlets.Unicode("").tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    message_kind = traitlets.Unicode("info").tag(sync=True)
    choices = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)   # [[notation, description]]

    def __init__(self, game, act=None, **kwargs):
        """``act(notation)`` carries out a chosen action (default: ``game.apply`` and redraw)."""
        super().__init__(**kwargs)
        self.game = game
        self._act = act or self._apply
        self.on_msg(self._on_msg)
        self.refresh()

    def refresh(self, message: str = "", kind: str = "info") -> None:
        """Redraw the table and show a message (or clear it), in one message to the browser."""
        with self.hold_sync():
            self.svg = str(board_svg(self.game, interactive=True))
            self.revision += 1
            self.choices = []
            self.message, self.message_kind = message, kind

    def click(self, intent: dict):
        """What the front end does on a click: act, offer a choice, or explain the refusal.

        Returns the IllegalActionError when the click is refused (the game is unchanged).
        """
        try:
            found = intents.resolve(self.game, intent)
        except IllegalActionError as exc:
            self.message, self.message_kind = str(exc), "error"
            return exc
        if len(found) == 1:
            return self._act(found[0].notation)
        self.choices = [[a.notation, a.describe()] for a in found]
        self.message, self.message_kind = "Choose one:", "info"
        return None

    def _apply(self, notation: str):
        try:
            self.game.apply(notation)
        except IllegalActionError as exc:
            self.message, self.message_kind = str(exc), "error"
            return exc
        self.refresh()
        return None

    def _on_msg(self, widget, content, buffers):
        if isinstance(content, dict) and isinstance(content.get("intent"), dict):
            self.click(content["intent"])

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<pirates.BoardWidget: {self.game.prompt()}>"
