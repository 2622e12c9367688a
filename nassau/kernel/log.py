"""A persistent (shared-tail) list, used for histories and event logs.

A chain is None (empty) or a pair ``(item, previous chain)``. Appending makes a
new pair, so cloning a game costs nothing for its history, however long.
"""

from .english import sentence


def push(chain, item):
    return (item, chain)


def to_list(chain) -> list:
    out = []
    while chain is not None:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out


def length(chain) -> int:
    n = 0
    while chain is not None:
        n += 1
        chain = chain[1]
    return n


ROUND_MARK = "Round {}: "    # every game's first sentence of a round starts so, with its number


def round_logs(events) -> list:
    """The event log split into rounds: [(round number, sentences)]. A round starts at an
    event whose template starts with ROUND_MARK and names a new number; what comes before
    the first such event (setup) belongs to round 1."""
    rounds, current, number = [], [], 1
    for parts in events:
        if parts[0].startswith(ROUND_MARK) and parts[1] != number:
            if current:
                rounds.append((number, current))
            number, current = parts[1], []
        current.append(sentence(parts[0], parts[1:]))
    rounds.append((number, current))
    return rounds


class EventLog:
    """The sentences of the log, for one round or the whole game. Its notebook view is wired on
    by :mod:`nassau.display.eventlog`."""

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
