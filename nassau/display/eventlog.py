"""How a log of sentences (one round's or the whole game's, :class:`nassau.kernel.log.EventLog`)
shows itself in a notebook; each game's reprs wires it on, to be imported on first display."""

from . import esc, styled


def event_log_html(log) -> str:
    """An EventLog as HTML: its title over its numbered sentences."""
    return log_html(log.title, log.lines)


def log_html(title, lines, style: bool = True):
    """A numbered list under a bold title; ``style=False`` gives the bare fragment for a pane
    that already carries the theme."""
    items = "".join(f"<li>{esc(s)}</li>" for s in lines)
    body = f"<b>{esc(title)}</b><ol>{items}</ol>"
    return styled(body) if style else body
