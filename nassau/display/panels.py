"""Panels every game's play widget shows the same way: the whole game's log, a message,
and the end of the game. Plain HTML with inline styles that read in light and dark themes.

The log keeps every sentence of the game, numbered from the first, in a pane that scrolls
by itself to the newest line (a column laid out from the bottom needs no script).
"""

from ..kernel.english import plural, sentence, series
from ..kernel.errors import MissingDependency
from ..kernel.log import round_logs
from . import esc
from .tables import rows_html

LOG_HEIGHT = 260          # pixels of log on screen; the rest scrolls
KINDS = ("info", "error", "result")
EDGE = {"info": "rgba(128,128,128,0.55)", "error": "#cf222e", "result": "#1a7f37"}


def log_pane(events, height: int = LOG_HEIGHT) -> str:
    """Every sentence of the game, round by round, numbered throughout, newest in view."""
    rows, number = [], 0
    for round_number, sentences in round_logs(events):
        rows.append(f'<li style="list-style:none;margin:6px 0 2px -2em;font-weight:600">Round {round_number}</li>')
        for line in sentences:
            number += 1
            rows.append(f'<li value="{number}">{esc(line)}</li>')
    body = f'<ol style="margin:0;padding-left:3em">{"".join(rows)}</ol>'
    # column-reverse keeps the scroll position at the bottom as lines are added
    return (f'<div class="nassau-log-scroll" style="max-height:{height}px;overflow-y:auto;display:flex;'
            f'flex-direction:column-reverse;border:1px solid rgba(128,128,128,0.45);border-radius:6px;'
            f'padding:4px 8px"><div>{body}</div></div>')


def message(text: str, kind: str = "info", rule: str = "") -> str:
    """A message for the players: plain words, with the rule's id only in the tooltip."""
    if not text:
        return ""
    kind = kind if kind in KINDS else "info"
    title = f' title="rule: {esc(rule)}"' if rule else ""
    return (f'<div class="nassau-message nassau-message-{kind}"{title} style="border-left:4px solid {EDGE[kind]};'
            f'padding:4px 8px;margin:4px 0;background-color:rgba(128,128,128,0.08)">{esc(text)}</div>')


FRESH_LINES = 8           # the newest sentences of the log a play table's message shows


class LogCursor:
    """How far a play table's messages have told a game's log."""

    def __init__(self, game):
        self.game, self.count = game, len(game.events)

    def fresh(self, game):
        """The log's entries since the last call, oldest first ([] when none were added, or
        after an undo took some back), or None when ``game`` is another game (a load)."""
        events = game.events
        same, count = game is self.game, self.count
        self.game, self.count = game, len(events)
        if not same:
            return None
        return events[count:] if len(events) > count else []


def recent(lines: list, kept=(), limit: int = FRESH_LINES) -> str:
    """A message of the log's new ``lines``: the newest ``limit``, after a count of the earlier
    ones (the log pane has them all) and the ``kept`` indices among those earlier, which must
    not scroll away (a death, say), shown first."""
    more = len(lines) - limit
    if more <= 0:
        return "\n".join(lines)
    keep = [lines[i] for i in kept if i < more]
    more -= len(keep)
    head = [f"({plural(more, 'earlier line')} in the log below.)"] if more > 0 else []
    return "\n".join(keep + head + lines[-limit:])


def as_sentence(text: str) -> str:
    """Plain words (a refusal's) as a sentence: a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


def refusal(error) -> str:
    """An IllegalActionError as a message: its plain words, its rule in the tooltip."""
    return message(getattr(error, "message", str(error)), "error", getattr(error, "rule", ""))


def game_over(game) -> str:
    """The end of the game: who won (or who shares first place), why it ended and how the
    points came (``game.ending()``), and the scoring table (without pandas, the points and
    ranks from ``game.final_rows()``)."""
    why = "".join(f'<div style="margin:2px 0">{esc(line)}</div>' for line in game.ending())
    return (f'<div class="nassau-game-over" style="border:2px solid {EDGE["result"]};border-radius:8px;'
            f'padding:8px 12px;margin:6px 0"><div style="font-size:16px;font-weight:600">The game is over. '
            f'{esc(winners(game.final_rows()))}</div>{why}{_scoring_html(game)}</div>')


def winners(rows) -> str:
    """'Anja wins with 31 points.' or 'Shared victory: …, with 31 points each.' from final rows."""
    top = [r for r in rows if r["rank"] == 1]
    names, points = [r["player"] for r in top], plural(int(top[0]["points"]), "point")
    if len(top) == 1:
        return sentence("{} <wins> with {}.", [names[0], points])
    return sentence("Shared victory: " + series(len(top)) + ", with {} each.", [*names, points])


def _scoring_html(game) -> str:
    try:
        return game.scoring_table()._repr_html_()
    except MissingDependency:                  # a browser's Python without pandas: the points and ranks
        rows = game.final_rows()
        columns = [k for k in rows[0] if k.endswith("_points")] + ["points", "rank"]
        return rows_html(rows, "player", columns, caption="Scores")
