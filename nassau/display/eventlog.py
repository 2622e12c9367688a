"""How a log of sentences (one round's or the whole game's, :class:`nassau.kernel.log.EventLog`)
shows itself in a notebook. Each game's views import this module, which wires the view on."""

from ..kernel.log import EventLog
from . import esc, styled


def log_html(title, lines, style: bool = True):
    """A numbered list under a bold title; ``style=False`` gives the bare fragment for a pane
    that already carries the theme."""
    items = "".join(f"<li>{esc(s)}</li>" for s in lines)
    body = f"<b>{esc(title)}</b><ol>{items}</ol>"
    return styled(body) if style else body


EventLog._repr_html_ = lambda self: log_html(self.title, self.lines)
