"""The scoring and the glory per round as pandas DataFrames, with styled views for display.

What the table sees: every captain's glory in play (earned, public); not the stashes, whose
gold and glory stay hidden until the end. So the public scoring table during the game shows
glory in play and "hidden" for each stash; ``reveal=True`` (a teacher's view, or anyone's
at the end) shows every stash, and ``viewer=`` one captain's own. The game over, the final
scoring reveals everything, as the rules do.

The glory per round is read from the game's log (every glory point is gained in a logged
sentence, and every stash and withdrawal is logged with its amount), from the position the
game started in: nothing is kept per round in the state.
"""

from ...kernel.log import ROUND_MARK
from ..rules import death
from ..rules.scoring import final_rows, stash_glory
from ...kernel.optional import pandas

# (group, column) headers in plain words for the flat columns of scores().
GROUPED = {
    "glory": ("Glory", "earned"), "stash": ("Stash", "gold"), "stash_glory": ("Stash", "glory"),
    "gold": ("Tie-break", "gold"), "points": ("Total", "glory"), "rank": ("Total", "rank"),
}
HIDDEN = "hidden"


def scoring_frame(game):
    """One row per captain: glory earned, the stash's gold and glory, the tie-break's gold
    (stash and ship), the total and the rank: everything, stashes included (the data for
    the final table and for analysis; the public table is :func:`public_frame`)."""
    pd = pandas("game.scores()")
    rows = final_rows(game)
    for r, p in zip(rows, game.players):
        r["stash"] = p.stash
    columns = ["glory", "glory_points", "stash", "stash_glory", "stash_glory_points", "gold", "points", "rank"]
    return pd.DataFrame(rows, columns=["player"] + columns).set_index("player")


def grouped_frame(game):
    pd = pandas("game.scoring_table()")
    flat = scoring_frame(game)
    df = flat[list(GROUPED)].copy()
    df.columns = pd.MultiIndex.from_tuples([GROUPED[c] for c in df.columns])
    df.index.name = None
    return df.sort_values([("Total", "rank")], kind="stable")


def public_frame(game, seat=None):
    """What the table sees during the game: glory in play and gold aboard; each stash
    "hidden", but the ``seat``'s own. Most glory in play first."""
    pd = pandas("the public scoring table")
    rows = {}
    for p in sorted(game.players, key=lambda q: -q.glory):
        mine = p.seat == seat
        rows[p.name] = {("Glory", "in play"): p.glory, ("Gold", "aboard"): p.gold,
                        ("Stash", "gold"): p.stash if mine else HIDDEN,
                        ("Stash", "glory"): stash_glory(game, p.stash) if mine else HIDDEN}
    df = pd.DataFrame.from_dict(rows, orient="index")
    df.columns = pd.MultiIndex.from_tuples(df.columns)
    return df


def scoring_table(game, reveal: bool = False, viewer=None):
    """The scoring as a styled table with grouped headers (``.data``). During the game the
    stashes are hidden (but ``viewer``'s own) unless ``reveal``; the game over, the final
    scoring shows them all. The most glory in bold."""
    from ...display.tables import style
    if game.over or reveal:
        caption = "Final scoring" if game.over else f"If the game ended now (round {game.round}), stashes revealed"
        return style(grouped_frame(game), "nassau-marauders-scoring", caption,
                     highlight=lambda d: d.apply(lambda col: col == col.max() if col.name == ("Total", "glory")
                                                 else col != col))
    seat = None if viewer is None else game.seat_of(viewer)
    caption = (f"If the game ended now (round {game.round}): glory in play; "
               + ("the stashes are hidden until the end" if seat is None
                  else f"the other stashes are hidden, {game.names[seat]}'s is shown"))
    return style(public_frame(game, seat), "nassau-marauders-scoring", caption,
                 highlight=lambda d: d.apply(lambda col: col == col.max() if col.name == ("Glory", "in play")
                                             else col != col))


# --- glory per round ----------------------------------------------------------------------------------
GAIN = "{} <gains> {} for {}."
STASH = "{} <stashes> {}{}."
WITHDRAW = "{} <takes> {} from the stash."


def since_start(game) -> list:
    """The log's entries after the position the game started from (oldest first)."""
    out, node, root = [], game._events, game._root_events
    while node is not None and node is not root:
        out.append(node[0])
        node = node[1]
    return out[::-1]


def amount(words: str) -> int:
    """The number of '3 glory points', '10 gold'."""
    return int(str(words).split()[0])


class Tally:
    """Glory and stash of each seat, followed through the log."""

    def __init__(self, game):
        start = game._root if game._root is not None else game
        self.seat = {name: i for i, name in enumerate(game.names)}
        self.glory = [p.glory for p in start.players]
        self.stash = [p.stash for p in start.players]
        self.round = start.round

    def read(self, parts) -> None:
        template, args = parts[0], parts[1:]
        i = self.seat.get(args[0]) if args else None
        if i is None:
            return
        if template == GAIN:
            self.glory[i] += amount(args[1])
        elif template == STASH:
            self.stash[i] += amount(args[1])
        elif template == WITHDRAW:
            self.stash[i] -= amount(args[1])
        elif template in death.NEW_CAPTAIN and self.stash[i] > 0:     # the new captain's gold comes from the stash
            self.stash[i] -= amount(args[-1])


def round_ends(game) -> list:
    """[(round, glory by seat, stash by seat)] at the end of every finished round: the
    moment the next round's first sentence is logged, or the game ends."""
    tally, ends = Tally(game), []
    for parts in since_start(game):
        if parts[0].startswith(ROUND_MARK) and parts[1] != tally.round:
            if tally.round >= 1:
                ends.append((tally.round, tuple(tally.glory), tuple(tally.stash)))
            tally.round = parts[1]
        else:
            tally.read(parts)
    if game.over:
        ends.append((tally.round, tuple(tally.glory), tuple(tally.stash)))
    return ends


def glory_frame(game, reveal: bool = False):
    """One row per captain, one column per finished round (and "now" during the game): the
    glory in play at the round's end; with ``reveal``, the stashed glory counted too."""
    pd = pandas("game.glory_table()")
    columns = {}
    for number, glory, stash in round_ends(game):
        columns[f"round {number}"] = [g + (stash_glory(game, s) if reveal else 0) for g, s in zip(glory, stash)]
    if not game.over:
        columns["now"] = [p.glory + (stash_glory(game, p.stash) if reveal else 0) for p in game.players]
    df = pd.DataFrame(columns, index=list(game.names))
    df.index.name = "captain"
    return df


def glory_table(game, reveal: bool = False):
    """The glory per round as it fits a notebook cell: one line per round (``.data``, a column
    per captain), rounds in a row with the same glory sharing a line; every round on a line of
    its own is its ``.detail``, under the table in a closed <details> element."""
    from ...display.tables import StyledTable, merge_repeats
    caption = ("Glory at the end of each round, stashed glory counted" if reveal
               else "Glory in play at the end of each round (stashed glory is hidden)")
    rounds = glory_frame(game, reveal).T
    rounds.index.name = "when"
    every = StyledTable(rounds, uuid="nassau-marauders-glory-detail")
    return StyledTable(merge_repeats(rounds, _span), caption, uuid="nassau-marauders-glory",
                       detail=every, summary="Every round on a line of its own")


def _span(first: str, last: str) -> str:
    """'rounds 3–7' for the rounds from 'round 3' to 'round 7'; 'round 8 to now'."""
    if last.startswith("round "):
        return f"rounds {first.removeprefix('round ')}–{last.removeprefix('round ')}"
    return f"{first} to {last}"
