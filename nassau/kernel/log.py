"""A persistent (shared-tail) list, used for histories and event logs, and the log one seat may read.

A chain is None (empty) or a pair ``(item, previous chain)``. Appending makes a
new pair, so cloning a game costs nothing for its history, however long.

A game declares once which of its log's templates tell something only one seat may know
(a mapping template -> :class:`Private`); :func:`seat_log` gives one seat's log from it.
"""

from typing import NamedTuple, Optional

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


class Private(NamedTuple):
    """How a sentence that only its owner may read reaches the other seats: ``owner`` is the
    index of the argument that names the owner (a player's name); ``public`` the template the
    others read instead, filled with the arguments at the indices ``keep`` (None: they read
    nothing of it)."""
    owner: int
    public: Optional[str] = None
    keep: tuple = ()


def seat_log(events, private: dict, names, seat: int) -> list:
    """The sentences of ``events`` (sentence parts) that seat ``seat`` may read, in order: a
    private one as it is for its owner, rewritten or left out (``private[template]``) for
    the others. A name not among ``names`` owns nothing, so its sentence stays hidden."""
    me, out = names[seat], []
    for template, *args in events:
        rule = private.get(template)
        if rule is None or args[rule.owner] == me:
            out.append(sentence(template, args))
        elif rule.public is not None:
            out.append(sentence(rule.public, [args[i] for i in rule.keep]))
    return out


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
