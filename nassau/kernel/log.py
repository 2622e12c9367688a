"""A persistent (shared-tail) list, used for histories and event logs.

A chain is None (empty) or a pair ``(item, previous chain)``. Appending makes a
new pair, so cloning a game costs nothing for its history, however long.
"""


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
