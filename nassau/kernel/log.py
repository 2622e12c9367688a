"""A persistent (shared-tail) list, used for histories and event logs.

Appending makes a new head that points at the old one, so cloning a game
costs nothing for its history, however long the game has run.
"""


class Chain:
    __slots__ = ("item", "prev", "size")

    def __init__(self, item, prev: "Chain | None"):
        self.item = item
        self.prev = prev
        self.size = 1 if prev is None else prev.size + 1


def push(chain, item) -> Chain:
    return Chain(item, chain)


def to_list(chain) -> list:
    out = []
    while chain is not None:
        out.append(chain.item)
        chain = chain.prev
    out.reverse()
    return out


def length(chain) -> int:
    return 0 if chain is None else chain.size
