"""Turn order: the captain's role passes clockwise (to the next seat) every round, and
everyone acts in turn from the captain."""


def in_turn(g, first=None) -> tuple:
    """Every seat, clockwise from ``first`` (default: the captain)."""
    first = g.captain if first is None else first
    key = (first, g.n)
    hit = _ORDERS.get(key)
    if hit is None:
        hit = _ORDERS[key] = tuple((first + i) % g.n for i in range(g.n))
    return hit


_ORDERS = {}        # (first seat, players) -> the seats in turn: every phase asks
