"""The compass: eight directions, clockwise from north, and the move-one-zone table.

NPCs and the storm move one zone at a time in a compass direction; where no zone lies that
way they turn clockwise (N, NE, E, SE, S, SW, W, NW) to the next direction that has one.
"""

DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
OPPOSITE = {d: DIRECTIONS[(i + 4) % 8] for i, d in enumerate(DIRECTIONS)}


def build_step_table(zones, links) -> tuple:
    """For each zone (by index), the zone reached in each of the 8 directions."""
    table = []
    for here in links[:len(zones)]:
        row = []
        for i in range(8):
            for turn in range(8):
                d = DIRECTIONS[(i + turn) % 8]
                if d in here:
                    row.append(here[d])
                    break
        table.append(tuple(row))
    return tuple(table)
