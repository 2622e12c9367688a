"""How tools drive a game without knowing which one it is: the command line, the balance
lab, the play widgets' seats and the conformance tests all ask a game's adapter.

Each game package has an ``adapter`` module with one :class:`GameAdapter`, and
:mod:`nassau.games` lists them. Every callable in an adapter is a module-level function
(or a ``functools.partial`` of one), so worker processes and Dask workers can unpickle
it by reference. An adapter imports its game's rules and bots; the encoding and the seat views
are imported on their first use.
"""

from dataclasses import dataclass, field
from typing import Callable

from .errors import RecordError


@dataclass(frozen=True)
class GameAdapter:
    """One game, as the tools see it.

    ``new_game(players, seed, options, components)`` returns a game (a ``BaseGame``);
    ``players`` is a count or a tuple of names, ``options`` is what ``portable_options``
    returned and ``components`` what ``load_components`` returned (None: the defaults).

    ``final_rows(game)`` returns one dict per seat with every name in ``categories``,
    ``<category>_points``, ``final_columns``, ``points`` and ``rank`` (1 = first, shared
    on an unbroken tie). A game whose total also counts things beyond the categories
    (bonuses, penalties) lists them in ``final_columns`` so that they get their own columns.

    ``load_record(text)`` is the game's ``Game.from_json``; ``account(game)`` a plain-text
    account of a game (its log and scores) and ``result(game)`` its one-line result.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    categories: tuple
    action_kinds: tuple
    bots: dict                         # bot name -> factory(seed) -> bot with choose(game)
    default_bot: str
    new_game: Callable
    final_rows: Callable
    portable_options: Callable = None  # options -> picklable value (validated), in the caller
    portable_components: Callable = None   # source -> picklable value (validated), in the caller
    load_components: Callable = None   # portable value -> what new_game takes, once per batch
    final_columns: tuple = ()          # extra per-seat numbers from final_rows (other score parts)
    start_columns: tuple = ()          # extra per-seat columns read at the start of each game
    start_values: Callable = None      # game -> one tuple of start_columns values per seat
    names: Callable = None             # game -> player names (default: game.names)
    load_record: Callable = None       # record text -> game
    record_names: tuple = ()           # every name the game's records carry in "game"
    account: Callable = None           # game -> the account text
    result: Callable = None            # game -> the one-line result
    package: str = ""                  # the game's package, e.g. "nassau.pirates"
    map_graph: str = ""                # the package's function that gives its map as a networkx graph, if any
    random_play_options: dict = None   # options that bound a game of random decisions (a round limit), if needed
    decisions_per_seat: int = 0        # the most decisions a seat takes in a game (a game with a round limit: in a
                                       # round), several times what bots take: the steppers cut a game there
    switches: Callable = None          # () -> {"modules": [...], "variants": [...]}, the playable switches of
                                       # an expansion: new_game then takes modules= and variants=
    switch_needs: Callable = None      # (module name) -> the modules it needs, directly or through another
    encoding: Callable = None          # () -> the game's ENCODING (integer actions, observation tensors:
                                       # nassau.kernel.encoding), its module imported on the first call
    sealed_stretch: Callable = None    # game -> (key, most decisions) while the player to decide makes a run of
                                       # decisions nobody else sees (a sealed claim, one sailor at a time), else
                                       # None; the key tells one run from the next, the count is public
    stand_in: str = ""                 # the notation a learning adapter repeats for a run's decisions not taken
    seat_views: Callable = None        # () -> the game's views for a shared table's seat: seat_html(game, seat),
                                       # choice_words(game, action) (plain HTML/text) and CSS_FILE, its widget file
    description: str = field(default="", compare=False)

    def __repr__(self):
        return (f"<GameAdapter {self.name}: {self.title}, {self.min_players}-{self.max_players} players, "
                f"bots {', '.join(self.bots)}>")


def switch_names(given, field: str) -> tuple:
    """An expansion's switch names (modules or variants) as a person or a tool gives them: None
    (none), one string of names separated by commas or "+" (``"wind,storms"``, ``"wind+storms"``)
    or a collection of strings (a dict gives its keys); sorted. The command line, the simulations, the steppers and the
    game all read switches with this, so they accept and refuse the same: an empty name, or a
    name given twice, is a RecordError naming ``field``."""
    if given is None:
        return ()
    if isinstance(given, str):            # typed: the spaces around a name are not part of it
        names = [n.strip() for n in given.replace("+", ",").split(",")] if given.strip() else []
        if not all(names):
            raise RecordError(field, f"expected comma-separated names, not {given!r}")
    elif hasattr(given, "__iter__") and not isinstance(given, (bytes, bytearray)):
        names = list(given)
    else:
        raise RecordError(field, f"expected names, as a list or a string like 'wind,storms', not {given!r}")
    if not all(isinstance(n, str) and n for n in names):
        raise RecordError(field, f"expected names, as a list or a string like 'wind,storms', not {given!r}")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise RecordError(field, f"{', '.join(twice)} given twice")
    return tuple(sorted(names))


# --- what most games' adapters are made of (wrapped with functools.partial, so they pickle) ---
def start_game(new_game, players, seed, options, components, **switches):
    """``new_game`` called the way the tools call an adapter's (a tuple of names becomes a list;
    ``switches``, modules and variants, only for a game whose adapter has them)."""
    return new_game(players=list(players) if isinstance(players, tuple) else players, seed=seed,
                    options=options, components=components, **switches)


def options_dict(options_class, options) -> dict:
    """Options as a plain dict, checked: picklable to any worker."""
    return options_class.coerce(options).to_dict()


def components_doc(load_components, source) -> dict:
    """A component file as its checked document: picklable to any worker, no file needed there."""
    return load_components(source).doc


STRONG_BOT = "search"     # the bot a "strong" seat gets, in a game that has it


def bot_words(adapter) -> set:
    """The words that make a seat a bot: "bot" (the default bot), "strong" (the search bot,
    if the game has one), each bot's name, and "bot:NAME" for each."""
    strong = {"strong"} if STRONG_BOT in adapter.bots else set()
    return {"bot"} | strong | set(adapter.bots) | {f"bot:{name}" for name in adapter.bots}


def make_bot(adapter, word: str, seed: int):
    """The bot for a seat word ("bot", "strong", "random", "bot:raider", ...), seeded."""
    name = word.strip().lower()
    name = adapter.default_bot if name == "bot" else STRONG_BOT if name == "strong" else name.removeprefix("bot:")
    if name not in adapter.bots:
        raise RecordError("bots", f"unknown bot {word!r} (choose from {', '.join(adapter.bots)})")
    return adapter.bots[name](seed)


def make_bots(adapter, spec: str, n: int, seed: int) -> list:
    """Bots by name, one for every seat (or one per seat, comma-separated); each gets its own
    seed derived from the game's."""
    words = [w.strip() for w in spec.split(",")]
    if len(words) == 1:
        words *= n
    if len(words) != n:
        raise RecordError("bots", f"{len(words)} bots named for {n} players")
    return [make_bot(adapter, word, seed * 16 + seat + 1) for seat, word in enumerate(words)]
