"""A log of sentences (one round's or the whole game's) that shows itself in a notebook."""

from . import esc, styled


class EventLog:
    """The sentences of the log, for one round or the whole game."""

    def __init__(self, title: str, lines: list):
        self.title, self.lines = title, list(lines)

    def __len__(self):
        return len(self.lines)

    def __iter__(self):
        return iter(self.lines)

    def __getitem__(self, i):
        return self.lines[i]

    def __repr__(self):
        return "\n".join([self.title] + [f"  {s}" for s in self.lines])

    def _repr_html_(self):
        return log_html(self.title, self.lines)


def log_html(title, lines, style: bool = True):
    """A numbered list under a bold title; ``style=False`` gives the bare fragment for a pane
    that already carries the theme."""
    items = "".join(f"<li>{esc(s)}</li>" for s in lines)
    body = f"<b>{esc(title)}</b><ol>{items}</ol>"
    return styled(body) if style else body
