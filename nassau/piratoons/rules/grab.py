"""Phase 2, the plunder: everyone puts sailors on the chest's tiles.

Digital play seals the claims. In turn from the captain each player commits sailors one
at a time (``claim C``) and then ``seal``s; nobody sees another's sealed claim until all
are revealed together. Placements are final: nothing takes a sailor back. Sailors may
stack on any tile, including one others claim. With the ``claim_rounds`` option the grab
repeats: after each reveal everyone may secretly add more, until a round in which nobody
adds a sailor.

In referee mode the same decisions record what happened on the table, plus ``fell``
(a sailor that fell off), ``straddle`` (one across two tiles or touching the chest) and
``out`` (the player knocked someone else's sailor off and is out for the round).
"""

from ...kernel.english import plural, sentence
from ...kernel.errors import IllegalActionError
from .actions import CLAIMS, FELL, OUT, PLACES, SEAL, STRADDLE
from .order import in_turn


def left(g, s) -> int:
    """Sailors seat ``s`` has not placed yet."""
    return g.comp.sailors - sum(g.claims[s]) - sum(g.pending[s]) - g.wasted[s]


def placed(g, s) -> int:
    return sum(g.claims[s]) + sum(g.pending[s])


def begin(g) -> None:
    g.phase, g.queue = "claim", _claimers(g)
    if not g.queue:
        reveal(g)


def stretch(g):
    """The sealed claim being made in digital play, as the learning adapters must hide its
    length: (which claim: round, sealed round and seat; the most decisions it can take, a
    claim for each sailor the seat had left when it began and the seal), or None. Both are
    public: the sailors left follow from the revealed claims."""
    if g.mode != "digital" or g.phase != "claim" or g.over or not g.queue:
        return None
    s = g.queue[0]
    return (g.round, g.grab_round, s), left(g, s) + sum(g.pending[s]) + 1


def _claimers(g) -> tuple:
    """Seats still to commit, in turn from the captain: those in the round with sailors left."""
    return tuple(s for s in in_turn(g) if not g.out[s] and left(g, s) > 0)


_FULL = CLAIMS + (SEAL,)
_FULL_TABLE = _FULL + (FELL, STRADDLE, OUT)


def legal(g) -> tuple:
    room = left(g, g.queue[0]) > 0
    table = g.mode == "referee"
    if not room:
        return (SEAL, OUT) if table else (SEAL,)
    if -1 not in g.chest:
        return _FULL_TABLE if table else _FULL
    out = tuple(CLAIMS[i] for i, t in enumerate(g.chest) if t >= 0) + (SEAL,)
    return out + (FELL, STRADDLE, OUT) if table else out


def explain(g, a) -> IllegalActionError:
    s = g.queue[0]
    if a.kind in ("fell", "straddle", "out") and g.mode != "referee":
        return IllegalActionError("grab.referee-only", f"'{a}' records a mishap at a real table (referee mode only)")
    if left(g, s) <= 0:
        return IllegalActionError("grab.sailors", sentence("{} <has> placed all {}",
                                                            [g.names[s], plural(g.comp.sailors, "sailor")]))
    return IllegalActionError("grab.tile", f"there is no tile in place {PLACES[a.arg]} of the chest")


def claim(g, a) -> None:
    s, i = g.queue[0], a.arg
    row = g.pending[s]
    g.pending = _set(g.pending, s, row[:i] + (row[i] + 1,) + row[i + 1:])


def seal(g, a) -> None:
    g.queue = g.queue[1:]
    if not g.queue:
        reveal(g)


def mishap(g, a) -> None:
    s = g.queue[0]
    g.wasted = g.wasted[:s] + (g.wasted[s] + 1,) + g.wasted[s + 1:]


def knocked_out(g, a) -> None:
    s = g.queue[0]
    g.out = g.out[:s] + (True,) + g.out[s + 1:]
    g._event("{} <knocked> another player's sailor off and <is> out for the round.", g.names[s])
    seal(g, a)


def reveal(g) -> None:
    """Show every sealed claim at once; in digital play with several claim rounds, open
    another sealed round if someone added a sailor. The grab is over when nobody is left
    to commit."""
    added = any(sum(row) for row in g.pending)
    g.claims = tuple(tuple(a + b for a, b in zip(c, p)) for c, p in zip(g.claims, g.pending))
    g.pending = ((0,) * 9,) * g.n
    word = "Claims revealed" if g.mode == "digital" else "On the table"
    if g.opts.claim_rounds > 1 and g.mode == "digital":
        word += f" (sealed round {g.grab_round})"
    g._event("{}: " + "; ".join(["{} {}"] * g.n) + ".", word,
             *(x for s in range(g.n) for x in (g.names[s], _claims_text(g, s))))
    if g.mode == "digital" and added and g.grab_round < g.opts.claim_rounds:
        queue = _claimers(g)
        if queue:
            g.grab_round += 1
            g.queue = queue


def _claims_text(g, s) -> str:
    """Seat ``s``'s revealed claims, to follow their name: 'A Cx2 (1 fell or straddled)'."""
    parts = [f"{PLACES[i]}x{n}" if n > 1 else PLACES[i] for i, n in enumerate(g.claims[s]) if n]
    text = " ".join(parts) if parts else "nothing"
    if g.wasted[s]:
        text += f" ({g.wasted[s]} fell or straddled)"
    if g.out[s]:
        text += " (out for the round)"
    return text


def _set(rows, s, row):
    return rows[:s] + (row,) + rows[s + 1:]
