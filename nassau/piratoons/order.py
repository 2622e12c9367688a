"""Turn order: the captain's role passes clockwise (to the next seat) every round, and
everyone acts in turn from the captain."""


def in_turn(g, first=None) -> tuple:
    """Every seat, clockwise from ``first`` (default: the captain)."""
    first = g.captain if first is None else first
    return tuple((first + i) % g.n for i in range(g.n))
