"""A game shared by several screens: :func:`create` sets a table in the store and gives a join
code for each person's seat, :func:`join` opens a seat from its code, and a :class:`Seat` sees
only what its player may see and decides only when it is that player's turn.

What reaches a seat is :meth:`Seat.view`: the game's ``observation(seat)`` (everything public
and the seat's own hidden information), the seat's legal actions on its turn, whose turn it is
and the table's version. Never the record, the log or another seat's hidden information: those
stay in the database, on the server side.

Who may act: the seat whose turn it is, with its code, on the latest version of the table. Bots
play their seats on the server side, in the same transaction as the decision that hands them the
turn, until a person must decide (or the game ends); each run of a bot's decisions is seeded by
the table's bot seed, the seat and the ply it starts at, so it is the same whichever kernel runs it.

Join codes: a code opens its seat for as long as it is the seat's code, from any kernel and any
number of times (a browser or kernel that died joins again with the same code). A wrong code is
refused; a code replaced with :meth:`Store.new_code <nassau.tables.store.Store.new_code>` is
refused from then on, by every kernel that had joined with it.
"""

import secrets
import time
from collections import OrderedDict
from threading import Lock

from .. import games
from ..kernel.adapter import bot_words, make_bot
from ..kernel.game import BaseGame
from .shown import ShownAsWidget
from .store import SeatRefused, Store, TableError, TableMovedOn, default_url, join_code, parse_code, token_matches

POLL = 0.2              # seconds between two looks at the version while waiting
LOG_LINES = 14          # the newest lines of the log a seat's view carries
MAX_BOT_DECISIONS = 100_000    # a bot run longer than this is a fault of the bots, not a game

_stores = {}
_stores_lock = Lock()


def open_store(store=None) -> Store:
    """The store for ``store``: a :class:`Store` as it is, a URL, or None for the default
    (``$NASSAU_TABLES_URL``, else ``nassau-tables.sqlite`` in the current folder). One Store
    per URL in a process."""
    if isinstance(store, Store):
        return store
    if store is not None and not isinstance(store, str):
        raise TableError("store", f"expected a Store or a database URL, not {type(store).__name__}")
    url = store or default_url()
    with _stores_lock:
        if url not in _stores:
            _stores[url] = Store(url)
        return _stores[url]


# --- the games, read from their records (the truth) and kept while they are the latest -------
_games = OrderedDict()      # table id -> (record text, game): the last position seen of a few tables
_games_lock = Lock()
KEEP = 64


def game_of(game_name: str, table_id: str, record: str):
    """The game of a record, as a fresh copy to play on. Loading replays and checks the whole
    record; the last game loaded for a table is kept and used again while the record is the same."""
    with _games_lock:
        kept = _games.get(table_id)
        if kept is not None and kept[0] == record:
            _games.move_to_end(table_id)
            return kept[1].clone()
    game = games.adapter(game_name).load_record(record)
    keep(table_id, record, game)
    return game.clone()


def keep(table_id, record, game):
    with _games_lock:
        _games[table_id] = (record, game.clone())
        _games.move_to_end(table_id)
        while len(_games) > KEEP:
            _games.popitem(last=False)


def forget():
    """Drop every game kept in this process (as when a kernel dies): the store still has them."""
    with _games_lock:
        _games.clear()


# --- setting a table --------------------------------------------------------------------
class Created:
    """A table just set: its ``id``, and a join code for each person's seat (``codes``, by
    player name; bot seats have none). Give each player their own code: it is their seat."""

    def __init__(self, store, table_id, names, codes, bots):
        self.store, self.id, self.names, self.codes, self.bots = store, table_id, names, codes, bots

    def code(self, name: str) -> str:
        """The join code of ``name``'s seat."""
        if name not in self.codes:
            raise TableError("seat", f"{name!r} is not a person's seat here (seats: {', '.join(self.codes)})")
        return self.codes[name]

    def link(self, name: str, base: str) -> str:
        """The join link for ``name``'s seat: ``base`` (the page that serves tables) with the code."""
        return f"{base}{'&' if '?' in base else '?'}seat={self.code(name)}"

    def join(self, name: str) -> "Seat":
        """The seat of ``name``, as its player would open it with their code."""
        return join(self.code(name), store=self.store)

    def __repr__(self):
        bots = "".join(f", {n} ({b})" for n, b in self.bots.items())
        return f"<nassau table {self.id}: {', '.join(self.codes)} join by code{bots}>"


def create(game, seats, bots=None, options=None, seed=None, store=None) -> Created:
    """Set a table and give a join code for each person's seat.

    ``game`` is a game's name (``"pirates"``, ``"piratoons"``, ``"marauders"``), or a game
    (a position set with ``game.edit()``, a game in progress) to go on with. ``seats`` are the
    players' names in seat order (for a game given, its own names). ``bots`` says which seats
    a bot plays: a dict of name (or seat number) to bot word (``"bot"``, ``"random"``,
    ``"bot:raider"``...), or a list with a bot word or None for each seat. ``options`` are the
    game's options, ``seed`` fixes the game's shuffles and the bots' choices (default: drawn
    from ``secrets``). ``store``: a Store, a database URL, or None for the default.

    The bots play at once if they are first to decide.
    """
    store = open_store(store)
    if seed is None:
        seed = secrets.randbelow(1 << 31)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TableError("seed", f"must be an integer, not {seed!r}")
    if isinstance(game, BaseGame):
        adapter = games.adapter(game.game_name)
        if options is not None:
            raise TableError("options", "a game given goes on with its own options")
        if seats is not None and list(seats) != list(game.names):
            raise TableError("seats", f"a game given keeps its players: {', '.join(game.names)}")
        played = adapter.load_record(game.to_json())      # its record, checked as any record is
        earlier = _seats_of(played)
    else:
        adapter = games.adapter(game)
        if not isinstance(seats, (list, tuple)) or not seats:
            raise TableError("seats", "give the players' names, in seat order")
        portable = adapter.portable_options(options) if adapter.portable_options and options is not None else options
        played = adapter.new_game(tuple(seats), seed, portable, None)
        earlier = []
    names = list(played.names)
    playing = _bot_words(adapter, bots, names)
    decisions = _run_bots(adapter, played, playing, seed)
    record = played.to_json()
    table_id, tokens = store.add_table(adapter.name, record, list(zip(names, playing)), seed, earlier + decisions)
    keep(table_id, record, played)
    codes = {names[s]: join_code(table_id, s, token) for s, token in tokens.items()}
    return Created(store, table_id, names, codes, {names[s]: w for s, w in enumerate(playing) if w is not None})


def _bot_words(adapter, bots, names) -> list:
    """The bot word of each seat (None: a person plays it), checked."""
    if bots is None:
        words = [None] * len(names)
    elif isinstance(bots, dict):
        words = [None] * len(names)
        for key, word in bots.items():
            seat = key if isinstance(key, int) and not isinstance(key, bool) else names.index(key) \
                if key in names else None
            if seat is None or not 0 <= seat < len(names):
                raise TableError("bots", f"there is no seat {key!r} (seats: {', '.join(names)})")
            words[seat] = word
    elif isinstance(bots, (list, tuple)) and len(bots) == len(names):
        words = list(bots)
    else:
        raise TableError("bots", f"expected a dict of seat to bot, or a list of {len(names)} bots or None")
    for word in words:
        if word is not None and (not isinstance(word, str) or word.strip().lower() not in bot_words(adapter)):
            raise TableError("bots", f"unknown bot {word!r} (choose from {', '.join(sorted(bot_words(adapter)))})")
    return [w.strip().lower() if w is not None else None for w in words]


def _seats_of(game) -> list:
    """(seat, notation) for every decision of ``game`` since its start, replayed from the start."""
    replay = game._root.clone()
    out = []
    for action in game.history:
        out.append((replay.current_player, action.notation))
        replay.apply(action)
    return out


def _bot_seed(seed: int, seat: int, ply: int) -> int:
    return (seed * 1_000_003 + ply * 16 + seat) & ((1 << 62) - 1)


def _run_bots(adapter, game, playing, seed) -> list:
    """Let the bots decide until a person must (or the game ends); returns their (seat,
    notation) decisions. A run of one bot's decisions is one bot, seeded by where it starts."""
    done, bot, bot_seat = [], None, None
    while not game.is_over and playing[game.current_player] is not None:
        seat = game.current_player
        if bot is None or seat != bot_seat:
            bot, bot_seat = make_bot(adapter, playing[seat], _bot_seed(seed, seat, game.ply)), seat
        action = game.apply(bot.choose(game), player=seat)
        done.append((seat, action.notation))
        if len(done) > MAX_BOT_DECISIONS:
            raise RuntimeError(f"the bots made {MAX_BOT_DECISIONS} decisions in a row without the game ending")
    return done


# --- a seat -------------------------------------------------------------------------------
def join(code: str, store=None, server=None):
    """The seat a join code opens (from any kernel, as often as needed: joining again after a
    kernel died is joining). A wrong or replaced code raises :class:`SeatRefused`.

    ``code`` may be the join link itself (``http://...?seat=CODE``): the seat is then asked of
    the tables' server the link names (a :class:`~nassau.tables.remote.RemoteSeat`). So it is
    too with ``server`` (the server's API address) or, with neither a store nor a server given,
    when ``$NASSAU_TABLES_API`` is set (as the tables' app sets it for its kernels): the kernel
    then never opens the database. Otherwise the seat opens the store directly."""
    from . import remote
    if isinstance(code, str) and code.strip().lower().startswith(("http://", "https://")):
        api, code = remote.api_of_link(code.strip())
        return remote.RemoteSeat(server or api, code)
    api = remote.remote_api(server) if store is None else None
    if api:
        return remote.RemoteSeat(api, code)
    store = open_store(store)
    row = store.check_code(code)
    return Seat(store, row.table_id, row.seat, parse_code(code)[2], row.name)


class Seat(ShownAsWidget):
    """One player's seat at a table: :meth:`view` what they may see, :meth:`act` to decide,
    :meth:`wait` for the table to move."""

    def __init__(self, store, table_id, seat, token, name):
        self.store, self.table_id, self.seat, self.name = store, table_id, seat, name
        self._token = token

    def __repr__(self):
        return f"<nassau seat {self.seat} ({self.name}) at table {self.table_id}>"

    def _open(self):
        """The seat's row, once its code is checked again (it may have been replaced), and the
        table's row and game."""
        seat_row = self.store.seat(self.table_id, self.seat)
        if not token_matches(seat_row.salt, seat_row.token_hash, self._token):
            raise SeatRefused("code", "this join code no longer opens the seat (a new code was given for it)")
        row = self.store.table(self.table_id)
        return seat_row, row, game_of(row.game, self.table_id, row.record)

    def view(self) -> dict:
        """What this seat may see now: ``observation`` (the game's ``observation(seat)``),
        ``version``, ``to_decide`` (a name, None once the game is over), ``your_turn``,
        ``legal`` (the notations of the seat's legal actions on its turn, else empty),
        ``prompt`` (on its turn), ``over`` and, once over, ``result`` (the final scoring)."""
        _, row, game = self._open()
        return seat_view(game, self.seat, row.version, self.table_id)

    def act(self, notation: str, version: int) -> dict:
        """Decide ``notation`` on version ``version`` of the table (the one the seat saw) and
        return the new view. One transaction: the decision, the bots' decisions after it and the
        record land together, or nothing does. Refused, with nothing changed: an illegal action
        or another seat's turn (the game's IllegalActionError), a version that is no longer the
        latest (:class:`TableMovedOn`), a code no longer the seat's (:class:`SeatRefused`)."""
        if not isinstance(version, int) or isinstance(version, bool):
            raise TableError("version", f"must be the table's version number, as view() gave it, not {version!r}")
        seat_row, row, game = self._open()
        if row.version != version:
            raise TableMovedOn(version, row.version)
        first_ply = game.ply            # the log numbers every decision since the record's start
        action = game.apply(notation, player=self.seat)          # IllegalActionError: nothing written
        playing = [r.bot for r in self.store.seat_rows(self.table_id)]
        decisions = [(self.seat, action.notation)] + _run_bots(games.adapter(row.game), game, playing, row.bot_seed)
        record = game.to_json()
        new = self.store.write(self.table_id, self.seat, seat_row.token_hash, version, record, first_ply, decisions)
        keep(self.table_id, record, game)
        return seat_view(game, self.seat, new, self.table_id)

    def wait(self, version: int, timeout: float = 30.0) -> dict:
        """The view once the table is past ``version`` (a decision landed), polling the version
        every 0.2 s; at ``timeout`` seconds, the view as it is (``view()["version"]`` tells)."""
        deadline = time.monotonic() + timeout
        while self.store.version(self.table_id) == version and time.monotonic() < deadline:
            time.sleep(min(POLL, max(0.0, deadline - time.monotonic())))
        return self.view()


def seat_view(game, seat: int, version: int, table_id: str) -> dict:
    """What ``seat`` may see of ``game``: the one place a table's game is turned into what
    reaches a screen. Besides the observation, the game's own views drawn for the seat (see
    ``GameAdapter.seat_views``): ``public`` (the picture everyone sees: the game's notebook view), ``panel`` (the seat's
    own position, its hidden things included) and ``choices`` (each legal action's notation and
    plain words, on its turn), and ``log``: the last lines of the game's log that the seat may
    read (``game.public_log(seat)``: others' hidden things left out)."""
    over = game.is_over
    mine = not over and game.current_player == seat
    views = games.adapter(game.game_name).seat_views()
    legal = list(game.legal_actions()) if mine else []
    return {
        "table": table_id, "game": game.game_name, "title": game.title, "seat": seat, "you": game.names[seat],
        "names": list(game.names), "version": version,
        "to_decide": None if over else game.names[game.current_player], "your_turn": mine,
        "legal": [a.notation for a in legal],
        "choices": [[a.notation, views.choice_words(game, a)] for a in legal],
        "prompt": game.prompt() if mine else None,
        "observation": game.observation(seat), "over": over,
        "result": game.final_rows() if over else None,
        "public": game._repr_html_(), "panel": views.seat_html(game, seat),
        "log": game.public_log(seat)[-LOG_LINES:],
    }
