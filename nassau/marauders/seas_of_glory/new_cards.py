"""Seas of Glory module 1: new cards and tokens (fact sheet §9.1; the rulebook's module 1).

The expansion doubles the rumor, mission, event and captain decks. Each new deck may be used
alone or mixed into the base one (options ``new_cards_rumors``, ``new_cards_missions`` and
``new_cards_captains``: "mixed", "alone" or "base", default "mixed"), except the new events,
which are always mixed into the base events. New events may bring a navy's Man-o-War without
a war (an NPC record with ``"ship": "man-o-war"``, npcs.ship_for) and start wars between other
pairs of nations (the ``war`` effect with new pairs).

The new cards themselves are NOT FOUND (fact sheet NOT FOUND 14): all but John Knox and
Donatus van 't Hof (read from their printed cards) are nassau's ``reconstructed`` records,
built only from effects the engine already plays. Donatus's ability (save-last-crew, a
question to him in the fight or raid: :func:`.hits.saves_last_crew`) counts a hit from a shot,
a skull or a merchant's defence card; the crew lost in crew combat are not hits.

The module's tokens change only what lies on the table: mission number tokens stand in for
the mission cards on the board, home-port flags mark each captain's home port, and brown
(navy) and black (pirate) flags mark where NPCs will enter. nassau's board shows all of that
already (the missions listed, home ports named, pending NPCs' zones), so they hold no state.

With contraband (module 7) on, "A Myriad of Goods" is replaced by its new version; both count
as base rumors here, so the "alone" deck has neither.
"""

from . import contraband

MODULE = "new-cards"
DECKS = {"rumors": "new_cards_rumors", "missions": "new_cards_missions", "captains": "new_cards_captains",
         "events": None}    # None: no choice, always mixed


def on(game) -> bool:
    return MODULE in game.modules


def mode(game, key: str) -> str:
    """How this game uses the new cards of one deck: "mixed", "alone" or "base"."""
    if not on(game):
        return "base"
    option = DECKS[key]
    return getattr(game.opts, option) if option else "mixed"


def in_play(game, key: str, c) -> bool:
    """Whether a rumor, mission, event or captain card is in this game."""
    how = mode(game, key)
    if c.expansion == "sog" and not (key == "rumors" and c.id == contraband.NEW_RUMOR):
        return how != "base"
    if how == "alone":
        return False
    return contraband.in_play(game, key, c) if key == "rumors" else c.expansion == "base"


def deck(game, key: str) -> list:
    return [c.index for c in getattr(game.comp, key) if in_play(game, key, c)]


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)


def card_in_play(game, key: str, c):
    return in_play(game, key, c) if key in DECKS else None


def card_missing(game, key: str, c):
    """A new card left out of this game: the module (or its option) that deals it."""
    if key not in DECKS or c.expansion == "base":
        return None
    if not on(game):
        return f"a Seas of Glory card needs the module {MODULE!r}"
    return f"option {DECKS[key]} is {mode(game, key)!r}" if DECKS[key] else None
