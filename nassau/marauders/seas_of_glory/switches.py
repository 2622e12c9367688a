"""Seas of Glory: the expansion's modules and variants as switches on a game.

    marauders.new_game(players=4, seed=1, modules={"weapons"}, variants={"glory-or-death"})

Each switch is a record here: the name to pass, the switches it needs, what the rulebook says
it does (fact sheet §9, the expansion's rulebook in ../shared/rules/) and whether nassau plays
it yet. A game holds its switches as sorted tuples (``game.modules``, ``game.variants``), in its
record too. Asking for one that needs another names the one missing; asking for one nassau
does not play yet says so: no switch is accepted and then ignored.
"""

from typing import NamedTuple

from ...kernel.adapter import switch_names
from ...kernel.errors import RecordError
from ...kernel.optional import pandas


class Switch(NamedTuple):
    name: str
    title: str
    requires: tuple
    summary: str
    built: bool = False


MODULES = (
    Switch("new-cards", "1. New cards and tokens", (),
           "New rumors, missions, events and captains, each deck alone or mixed in (the new events only "
           "mixed in); mission number tokens, home-port flags, navy and pirate spawn flags.", built=True),
    Switch("weapons", "2. Special weapons", (),
           "Heated Shot, Double Shot and Caltrops join the weapons; a ship carries at most 6, one of each kind.", built=True),
    Switch("ship-mods", "3. Ship modifications", (),
           "Carved Hull and Crow's Nest join the modifications; a lost ship's unused modifications go back "
           "to market at empty ports; optionally a port without one offers one from the supply.", built=True),
    Switch("smugglers-hold", "3. Smuggler's Hold", ("ship-mods", "contraband"),
           "A modification: one contraband card takes no hold space, is immune to damage and card effects, "
           "and draws no navy scouting.", built=True),
    Switch("the-plank", "3. The Plank", ("ship-mods", "loyalty"),
           "A modification: when an NPC event would lower loyalty, pass a Leadership check or lose 1 crew "
           "to prevent it.", built=True),
    Switch("npc-upgrades", "4. NPC upgrades", (),
           "17 tiles: an NPC card draws one when it comes out (the 0 tile: none; the 2 tile: draw two); "
           "the winner of a crew combat takes its weapon tiles, the claimer of its ship its modification tiles, "
           "and keeps them till used or till his ship sinks or is sold.", built=True),
    Switch("brig", "5. The Brig and the low-maneuverability Galleon", (),
           "The Brig (buy 20, sell 5, no glory for buying it) joins the shipyard, and the Galleon's "
           "maneuverability is 1.", built=True),
    Switch("treasure-galleon", "6. The Treasure Galleon", (),
           "A gold-laden galleon starts at Cartagena, moves by the leftmost arrow of each event and gains "
           "5 gold a move; attacking it costs a Spanish bounty; defeating it gives glory, a Spanish bounty "
           "per 10 gold aboard, and the gold.", built=True),
    Switch("contraband", "7. Contraband", (),
           "32 contraband cards in the cargo deck: bought at 3, sold for 10 at the port printed on them, "
           "2 sold = 1 glory; navies scout non-pirates who carry them.", built=True),
    Switch("wind", "8. Wind", (),
           "A wind spinner turned each round before the event: one move a turn with the wind is free, the "
           "first move straight against it costs 2 actions.", built=True),
    Switch("storms", "8. Weather: the storm", ("wind",),
           "A storm token starts in the Caribbean Sea and moves with the wind; a captain in it rolls "
           "Seamanship and takes 3 − successes random hits; NPCs are immune and do not scout there.", built=True),
    Switch("locations", "9. Locations", (),
           "16 location tiles, one in each zone but the Caribbean Sea, no two Trade Stations adjacent: "
           "visit one (1 action, once a round) for its service, or raid it with cannon dice.", built=True),
    Switch("favors", "10. Favors", (),
           "A favor track from 0 to 5: bought for 2 gold at a port action or earned by missions, spent to "
           "redraw, re-roll a non-combat check, make an NPC re-roll its scouting, or enter a closed port.",
           built=True),
    Switch("loyalty", "11. Crew loyalty", (),
           "An 8-step loyalty track from Fierce Loyalty to Mutiny, with effects that stack toward its ends; "
           "lost to NPC events, stashing and idling in port, gained by glory and by paying gold.", built=True),
)

VARIANTS = (
    Switch("flexible-turns", "1. Flexible turn order", (),
           "The turn order of each round is drawn from a bag of the players' cubes.", built=True),
    Switch("captain-choice", "2. Captain choice", (),
           "Deal each player 2 captains and keep 1, or pay 2 gold for each further draw, up to 3.", built=True),
    Switch("glory-or-death", "3. Glory or Death", (),
           "Stashed glory costs more and more: the 1st point 10 gold, the 2nd 15, then 20, 25 and 30 for "
           "each point after.", built=True),
    Switch("hard-times", "4. Hard times", (),
           "Before play, events are drawn until two navies of different nations and an NPC pirate are out "
           "(none in a player's home port).", built=True),
    Switch("cutthroat", "5. Cutthroat", (),
           "Out-of-turn scouting once a round when the active player sails into your zone (2 actions off "
           "your next turn), and galleons at maneuverability 1.", built=True),
)

MODULE_NAMES = {s.name: s for s in MODULES}
VARIANT_NAMES = {s.name: s for s in VARIANTS}


def switches(modules=None, variants=None) -> tuple:
    """(modules, variants) as sorted tuples of names, checked: every name known, every
    requirement on, every switch one nassau plays. RecordError names the field and the switch."""
    mods = _names(modules, MODULE_NAMES, "modules")
    vars_ = _names(variants, VARIANT_NAMES, "variants")
    for name in mods:
        missing = [r for r in MODULE_NAMES[name].requires if r not in mods]
        if missing:
            raise RecordError("modules", f"{name!r} needs the module {missing[0]!r}: add it to modules")
    for field, chosen, table in (("modules", mods, MODULE_NAMES), ("variants", vars_, VARIANT_NAMES)):
        waiting = [n for n in chosen if not table[n].built]
        if waiting:
            raise RecordError(field, f"{waiting[0]!r} is not playable in nassau yet; "
                                     f"playable: {', '.join(n for n, s in table.items() if s.built) or 'none'}")
    return mods, vars_


def _names(given, table, field) -> tuple:
    names = switch_names(given, field)
    for name in names:
        if name not in table:
            raise RecordError(field, f"no {field[:-1]} {name!r}; one of {', '.join(table)}")
    return names


def needs(name: str) -> tuple:
    """The modules a module needs, directly or through another, sorted."""
    seen, todo = set(), list(MODULE_NAMES[name].requires)
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo.extend(MODULE_NAMES[m].requires)
    return tuple(sorted(seen))


def playable() -> dict:
    """{"modules": [...], "variants": [...]}: every switch nassau plays, all at once (they combine)."""
    return {"modules": [s.name for s in MODULES if s.built], "variants": [s.name for s in VARIANTS if s.built]}


def frame(table):
    """A DataFrame of a switch table: name, title, requires, summary, playable."""
    pd = pandas("the table of modules and variants")
    rows = [{"name": s.name, "title": s.title, "requires": ", ".join(s.requires), "summary": s.summary,
             "playable": s.built} for s in table]
    return pd.DataFrame(rows).set_index("name")


def modules_table(game):
    """The Seas of Glory modules and variants, and which are switched on in this game
    (``game.modules_table()``)."""
    pd = pandas("the table of modules and variants")
    parts = []
    for kind, table, on in (("module", MODULES, game.modules), ("variant", VARIANTS, game.variants)):
        df = frame(table)
        df.insert(0, "kind", kind)
        df.insert(1, "on", [name in on for name in df.index])
        parts.append(df)
    return pd.concat(parts)[["kind", "on", "title", "requires", "playable"]]


def require(game, module: str, field: str) -> None:
    """A position edit that needs a module refuses a game without it (RecordError on ``field``)."""
    if module not in game.modules:
        raise RecordError(field, f"needs the Seas of Glory module {module!r}; this game has "
                                 f"{', '.join(game.modules) or 'no modules'}")
