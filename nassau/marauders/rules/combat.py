"""Naval combat and crew combat (fact sheet §7.1, §7.2).

A fight is between two sides: a captain (his seat) or an NPC (10 + its slot). Each naval
round:

1. The aggressor declares, then the defender: shoot, board or flee. Only shoot in round 1
   and with masts at 0; no board with crew at 0. An NPC may flee only with fewer cannons or
   fewer crew than its opponent, and otherwise follows a fixed policy (option ``npc_rolls``).
2. The seamanship contest: each rolls Seamanship (one die with masts at 0; +1 die for a ship
   whose maneuverability is at least 2 more). Most successes wins; with no success at all
   nobody does and the next round starts; a tie goes to the higher sum of the other dice,
   and if that ties too, shots are fired and the next round starts.
3. The action: a winner who shoots hits with every cannon; a tied or beaten shooter with one
   per success, at most his cannons. A winner who boards starts crew combat (after the other
   side's shots). A winner who flees escapes if the other rolled no success. Two who flee
   part.
4. A ruling (the rulebook is silent, and the battle would never end): when a new round finds
   both ships without cannons, neither on fire, and neither allowed anything but shoot (no
   masts; or no crew to board and, for an NPC, no right to flee), nothing can ever happen,
   and the ships drift apart as if both had fled.

Each hit rolls a hit-location die (1 cargo, 2 masts, 3 crew, 4 cannons); a skull (5 or 6)
goes where the target's captain chooses (chain shot sends them to the masts, grapeshot to
the crew); a hit on a location at 0 goes to the hull; a ship with no hull sinks.

An expansion's weapons and modifications change a fight through the extension points of
:mod:`.extensions` (the dice of a contest or a crew combat, what a shot's skulls do, a fire
before a round); the fields ``fire``, ``slowed`` and ``spread`` of :class:`Fight` are theirs.

Crew combat: both roll Leadership; each success removes one enemy crew, but nobody inflicts
more than his own crew. Rounds go on until a crew is gone; if both are, the one who
inflicted more wins, then the higher sum of the other dice, else nobody. The loser's captain
dies. What the winner takes is :mod:`.plunder`'s.
"""

from typing import NamedTuple

from ...kernel.english import plural, sentence
from . import extensions as ext, glory_cards, hits, plunder, questions, turns
from .actions import Action
from .checks import captain_roll, roll, specialists, successes
from .sides import (NPC, afloat, has_mod, loc_of, maneuver_of, mod_kinds, name_of, set_loc, skill_of,
                    spend_weapon, top, weapons_of)
from .state import CANNONS, CARGO, CREW, HULL, LOCATIONS, MASTS
DECLARATIONS = ("shoot", "board", "flee")
# Felipe de los Reyes's question (_moved_hit)
QUESTIONS = {"move-hit": questions.QuestionKind("<may> move a hit to another location, once this battle ({})")}


class Fight(NamedTuple):
    """A fight in progress (a tuple, so a clone shares it)."""

    a: int                      # the aggressor: a seat, or 10 + an NPC slot
    d: int                      # the defender
    round: int = 1
    decl: tuple = ("", "")      # this round's declarations (aggressor, defender)
    shot: tuple = ("", "")      # the weapon each side fires with this round
    skulls: tuple = ()          # skull hits still to place: (target side, ...)
    after: str = ""             # what follows when the skulls are placed: "next", "board", "end"
    boarder: int = -1           # the side (0, 1) that won the contest with board
    crew: bool = False          # crew combat (after a boarding)
    used: tuple = ()            # seats whose once-a-battle ability is spent
    fire: tuple = ()            # sides set on fire by a heated shot
    slowed: tuple = ()          # sides whose next Seamanship or Leadership check is one die fewer
    spread: tuple = ()          # a double shot's skulls: (target, hits so far per location)


def _fight_replace(self, **changes):
    """NamedTuple's own ``_replace`` pops every one of the 14 fields; a fight changes one or two at a time."""
    row = list(self)
    try:
        for field, value in changes.items():
            row[_FIELD[field]] = value
    except KeyError:                            # as NamedTuple's own says it
        raise ValueError(f"Got unexpected field names: {sorted(set(changes) - set(_FIELD))!r}") from None
    return tuple.__new__(Fight, row)


_FIELD = {name: i for i, name in enumerate(Fight._fields)}
Fight._replace = _fight_replace                 # (NamedTuple refuses it in the class body)


# --- starting and ending -----------------------------------------------------------------------
def start(game, a: int, d: int) -> None:
    """A naval fight between ``a`` (the aggressor) and ``d``; the aggressor declares first."""
    game.fight = Fight(a, d)
    game._event("A naval fight: {} against {}.", name_of(game, a), name_of(game, d))
    ask(game)


def ask(game) -> None:
    """Whoever must declare next does (an NPC at once); both declared: the round is fought."""
    f = game.fight
    if sunk(game, f.a) or sunk(game, f.d):          # the chasers can sink a ship before the contest
        return after_shots(game)
    for k, side in enumerate((f.a, f.d)):
        if f.decl[k]:
            continue
        if side >= NPC and game.opts.npc_rolls == "engine":
            decl = npc_declaration(game, side, (f.d, f.a)[k])
            _use(game, k, side, decl, npc_weapon(game, side, (f.d, f.a)[k], decl))
            return ask(game)
        game.sub, game.cur = "declare", decider(game, side, (f.d, f.a)[k])
        return
    fight_round(game)


def decider(game, side: int, other: int) -> int:
    """The seat that declares for ``side``: a captain himself; an NPC (option ``npc_rolls``
    "left-neighbour") the player to the left of the captain it fights."""
    return side if side < NPC else (other + 1) % game.n


def deciding_side(game) -> int:
    """The side whose declaration is awaited (0 the aggressor, 1 the defender)."""
    return 0 if not game.fight.decl[0] else 1


def legal(game, p) -> list:
    """The declarations open to the side being asked, with the special weapons it carries."""
    f = game.fight
    k = deciding_side(game)
    side = (f.a, f.d)[k]
    out = []
    decls = legal_declarations(game, side)
    kinds = sorted(set(weapons_of(game, side)))
    for decl in decls:
        out.append(Action.of(decl))
        for kind in kinds:
            if (decl, kind) in WEAPON_USES:
                out.append(Action.of(decl, kind))
    if p.seat == side:                    # his own glory cards, not an NPC's proxy's
        out += [Action.of("play", game.comp.glory[c].id) for c in glory_cards.playable(game, p, "declare", "flee" in decls)]
    return out


WEAPON_USES = {("shoot", "chain-shot"), ("shoot", "grapeshot"), ("board", "grappling-hooks")}
AIMED = {"chain-shot": MASTS, "grapeshot": CREW}           # where a shot's skulls go


def legal_declarations(game, side: int) -> tuple:
    """Round 1 or no masts: only shoot. No crew: no board. An NPC flees only when it has fewer
    cannons or fewer crew than the ship it fights."""
    f = game.fight
    loc = loc_of(game, side)
    if f.round == 1 or loc[MASTS] == 0:
        return ("shoot",)
    out = ["shoot"]
    if loc[CREW] > 0:
        out.append("board")
    other = loc_of(game, f.d if side == f.a else f.a)
    if side < NPC or loc[CANNONS] < other[CANNONS] or loc[CREW] < other[CREW]:
        out.append("flee")
    return tuple(out)


def declaring(game) -> str:
    """The prompt of a declaration, naming only what may be declared, and why not the rest:
    '<declares> shoot (the first round of a battle is shot)', '<declares> shoot or flee'."""
    f = game.fight
    side = (f.a, f.d)[deciding_side(game)]
    decls = legal_declarations(game, side)
    if len(decls) > 1:
        return "<declares> " + ", ".join(decls[:-1]) + " or " + decls[-1]
    why = "the first round of a battle is shot" if f.round == 1 else "a ship without masts can only shoot"
    return f"<declares> shoot ({why})"


def npc_declaration(game, side: int, other: int) -> str:
    """The NPC's policy: shoot in round 1; flee when allowed (fewer cannons or crew than the
    other ship) and its hull is down to 1; board when its crew outnumbers the other's; without a
    cannon left, board, or flee, when it may (a shot without cannons does nothing, and two such
    ships would shoot for ever); else shoot."""
    allowed = legal_declarations(game, side)
    mine, theirs = loc_of(game, side), loc_of(game, other)
    if "flee" in allowed and mine[HULL] <= 1:
        return "flee"
    if "board" in allowed and (mine[CREW] > theirs[CREW] or mine[CANNONS] == 0):
        return "board"
    if "flee" in allowed and mine[CANNONS] == 0:
        return "flee"
    return "shoot"


def npc_weapon(game, side: int, other: int, decl: str) -> str:
    """The engine's policy for an NPC's weapon tiles declared with a shoot or board (module 4;
    they come back after a battle it survives, so it uses them at once): a shoot fires chain
    shot at masts still standing, else grapeshot at a crew, unless it holds a heated or double
    shot for its skulls (:func:`_special_shot`); a board takes grappling hooks. Returns the
    declaration's weapon words ("" for none)."""
    kinds = weapons_of(game, side)
    if decl == "board":
        return "grappling-hooks" if "grappling-hooks" in kinds else ""
    if decl != "shoot" or ext.saves_shot(game, side):     # (an expansion's shot kept for the skulls)
        return ""
    theirs = loc_of(game, other)
    wanted = (("chain-shot",) if theirs[MASTS] else ()) + (("grapeshot",) if theirs[CREW] else ())
    return next((k for k in wanted if k in kinds), "")


def declare(game, p, a) -> None:
    """A declaration (``shoot``, ``shoot chain-shot``, ``board grappling-hooks``, ``flee``),
    by a captain for his ship or, with ``npc_rolls="left-neighbour"``, for an NPC."""
    k = deciding_side(game)
    _use(game, k, (game.fight.a, game.fight.d)[k], a.kind, a.arg or "")
    ask(game)


def _use(game, k: int, side: int, decl: str, arg: str) -> None:
    """Declare, with the weapon named: a shot is spent at once, grappling hooks when they work."""
    if arg and arg != "grappling-hooks":
        spend_weapon(game, side, arg)
    _declare(game, k, decl, arg)


def play_card(game, p, card: int) -> None:
    """A glory card played while declaring: escape ends the battle, broadside declares shoot
    with 2 more hits; a card for the next check just waits for the contest."""
    kind = glory_cards.play(game, p, card)
    k = deciding_side(game)
    if kind == "escape":
        _declare(game, k, "flee")
        if game.fight is not None and not (sunk(game, game.fight.a) or sunk(game, game.fight.d)):
            game._event("{} <slips> away.", p.name)
            return finish(game)
        return ask(game)
    if kind == "broadside":
        _declare(game, k, "shoot", "broadside")
        return ask(game)


def _declare(game, k: int, decl: str, weapon: str = "") -> None:
    f = game.fight
    side = (f.a, f.d)[k]
    decls, shots = list(f.decl), list(f.shot)
    decls[k], shots[k] = decl, weapon
    game.fight = f._replace(decl=tuple(decls), shot=tuple(shots))
    with_weapon = f" with {weapon}" if weapon else ""
    game._event("{} <declares> {}{}.", name_of(game, side), decl, with_weapon)
    if decl == "flee":
        _chasers(game, side)


def _chasers(game, fleeing: int) -> None:
    """Chasers: a ship that carries them deals 1 hit when either ship declares flee."""
    f = game.fight
    for owner in (f.a, f.d):
        if has_mod(game, owner, "chasers"):
            target = f.d if owner == f.a else f.a
            face = game.rng.die()
            strike(game, target, hits.FACE_LOCATION.get(face, HULL), f"the chasers, a {face}")


# --- a naval round ------------------------------------------------------------------------------
def fight_round(game) -> None:
    """The contest, then the declared actions: shots (all at once), an escape, a boarding."""
    f = game.fight
    sides = (f.a, f.d)
    if f.decl == ("flee", "flee"):
        game._event("Both ships sail apart.")
        return finish(game)
    rolls = [side_roll(game, s, _contest_dice(game, s, sides[1 - k], f.decl[k])) for k, s in enumerate(sides)]
    ext.sides_rolled(game, sides)
    for s, r in zip(sides, rolls):
        game._event("{} <rolls> Seamanship: {} ({}).", name_of(game, s), str(r), successes(r.successes))
    rolls = _grappling_hooks(game, rolls)
    winner = _contest(rolls)
    ext.contest_decided(game, winner)        # (an expansion's caltrops, thrown whoever won)
    f = game.fight
    if winner == "none":
        game._event("Nobody wins the contest.")
        return next_round(game)
    won = winner if winner in (0, 1) else None
    game._event("{} <wins> the contest." if won is not None else "The contest is a tie.",
                *([name_of(game, sides[won])] if won is not None else []))
    escaped = won is not None and f.decl[won] == "flee" and rolls[1 - won].successes == 0
    boarding = won is not None and f.decl[won] == "board"
    if escaped:
        game._event("{} <escapes>.", name_of(game, sides[won]))
    pending = []
    for k in (0, 1):
        n = _shots(game, sides[k], won == k, rolls[k].successes, f.round, f.shot[k]) if f.decl[k] == "shoot" else 0
        if n:
            pending += _fire(game, sides[k], sides[1 - k], n, f.shot[k])
    game.fight = game.fight._replace(skulls=tuple(pending), after="end" if escaped else "board" if boarding else "next",
                                     boarder=won if boarding else -1)
    place_skulls(game)


def side_roll(game, side: int, dice: int):
    """An NPC's dice, or a captain's (with the glory cards he played ahead)."""
    return roll(game, dice) if side >= NPC else captain_roll(game, game.players[side], dice)


def _shots(game, side, won: bool, successes: int, round_no: int, shot: str = "") -> int:
    """Hits of a shoot: every cannon for the winner, else one per success up to the cannons.
    A gunner captain's won shoot hits once more; a specialist gunner is one more cannon; long
    guns hit once more in the first round."""
    cannons = loc_of(game, side)[CANNONS]
    if side >= NPC:
        n = cannons if won else min(successes, cannons)
        return n + (n > 0 and round_no == 1 and has_mod(game, side, "long-guns"))
    p = game.players[side]
    if cannons:
        cannons += specialists(game, p, "specialist-gunner")
    n = cannons if won else min(successes, cannons)
    if n and won and game.comp.captains[p.card].ability == "gunner":
        n += 1
    if n and round_no == 1 and has_mod(game, side, "long-guns"):
        n += 1
    if shot == "broadside" and loc_of(game, side)[CANNONS]:
        n += 2
    return n


def _grappling_hooks(game, rolls) -> list:
    """A captain who declared board with grappling hooks and did not win the contest spends
    them to roll his failed dice again (a ruling: the engine re-rolls every failed die)."""
    f = game.fight
    rolls = list(rolls)
    for k, side in enumerate((f.a, f.d)):
        if f.shot[k] != "grappling-hooks" or _contest(rolls) == k:
            continue
        spend_weapon(game, side, "grappling-hooks")
        kept = tuple(x for x in rolls[k].faces if x >= 5)
        again = roll(game, len(rolls[k].faces) - len(kept)).faces
        rolls[k] = type(rolls[k])(tuple(sorted(kept + again, reverse=True)))
        game._event("{} <uses> the grappling hooks and <rolls> again: {} ({}).", name_of(game, side), str(rolls[k]),
                    successes(rolls[k].successes))
    return rolls


def _contest_dice(game, side, other, decl) -> int:
    loc = loc_of(game, side)
    if loc[MASTS] == 0:
        return 1
    return ext.contest_dice(game, side, other, _seamanship_dice(game, side, other, decl))


def _seamanship_dice(game, side, other, decl) -> int:
    dice = skill_of(game, side, "seamanship")
    if maneuver_of(game, side) >= maneuver_of(game, other) + 2:
        dice += 1
    if side < NPC:
        ability = game.comp.captains[game.players[side].card].ability
        dice += (ability == "navigator" and decl == "flee") + (ability == "shoot-seamanship" and decl == "shoot")
    return dice


def _contest(rolls):
    a, b = rolls
    sa, sb = a.successes, b.successes       # (each a property: read once)
    if sa == 0 and sb == 0:
        return "none"
    if sa != sb:
        return 0 if sa > sb else 1
    if a.pips != b.pips:
        return 0 if a.pips > b.pips else 1
    return "tie"


def _fire(game, shooter, target, count, weapon) -> list:
    """Roll ``count`` hit dice at ``target``: located hits land now; skulls wait for their
    location (chain shot: masts; grapeshot: crew). Returns the skulls still to place.
    The hits are simultaneous in the rulebook; the engine lands them highest face first (a
    ruling), so a chain-shot or grapeshot skull takes the last mast or crew before a 2 or 3
    would send its hit to the hull."""
    faces = roll(game, count).faces
    game._event("{} <fires> {} at {}: {}.", name_of(game, shooter), plural(count, "shot"), name_of(game, target),
                " ".join(map(str, faces)))
    skulls = []
    rolled = sum(1 for face in faces if face >= 5)
    if rolled and weapon in ("", "broadside"):
        weapon = ext.skull_shot(game, shooter, target, rolled) or weapon     # (an expansion's shot, fired now)
    # an expansion's shot says how many skull hits its skulls make, to place after the located hits
    skulls_hit = ext.skull_hits(game, shooter, target, weapon, rolled) if rolled else None
    aimed = AIMED.get(weapon)
    for face in faces:
        if face >= 5:
            if skulls_hit is not None:
                continue
            if aimed is None:
                skulls.append(target)
            elif loc_of(game, target)[aimed] > 0:
                strike(game, target, aimed, f"a {weapon} skull")
            else:                            # surplus chain shot or grapeshot never reaches the hull
                game._event("A {} skull finds no {} left.", weapon, LOCATIONS[aimed])
        else:
            strike(game, target, hits.FACE_LOCATION[face], f"a {face}")
    if skulls_hit:
        skulls += [target] * skulls_hit
    return skulls


def strike(game, side: int, where: int, why: str, chosen: bool = False) -> None:
    """One hit on a side; a captain's spills cargo; a sunk ship ends the fight. ``chosen``: the
    captain placed it himself (a skull), so Felipe de los Reyes is not asked to move it."""
    if side >= NPC:
        loc = loc_of(game, side)
        landed = hits.located(loc, where)
        set_loc(game, side, hits.hit(loc, where))
        game._event("{} <takes> a hit ({}): {} {}.", name_of(game, side), why, LOCATIONS[landed],
                    loc_of(game, side)[landed])
    else:
        p = game.players[side]
        landed = hits.located(p.loc, where) if chosen else _moved_hit(game, p, hits.located(p.loc, where), why)
        f = game.fight
        if f is not None and p.seat not in f.used and hits.saves_last_crew(game, p, landed, why):
            game.fight = f._replace(used=f.used + (p.seat,))
            return
        p.loc = hits.hit(p.loc, landed)
        game._event("{}<'s> {} <takes> a hit ({}): {} {}.", p.name, p.ship, why, LOCATIONS[landed], p.loc[landed])
        if landed == CARGO:
            hits.spill(game, p)


def _moved_hit(game, p, landed: int, why: str) -> int:
    """Felipe de los Reyes's ability (move-hit): once a naval battle he may move a hit he
    receives to another location; he is asked after each hit until he does (``move hit
    LOCATION`` or ``take hit``). A location at 0 is no place to move it (the hull would take it)."""
    f = game.fight
    if f is None or f.crew or p.seat in f.used or game.comp.captains[p.card].ability != "move-hit":
        return landed
    places = [i for i in range(len(p.loc)) if i != landed and p.loc[i] > 0]
    what = f"a hit to the {LOCATIONS[landed]} ({why}), which is at {p.loc[landed]}"
    choices = [Action.of("take-hit")] + [Action.of("move-hit", LOCATIONS[i]) for i in places]
    answer = questions.ask(game, p.seat, "move-hit", what, choices,
                           facts=(LOCATIONS[landed], *p.loc))      # where it landed, then his ship's locations
    if answer.kind == "take-hit":
        return landed
    best = LOCATIONS.index(answer.arg)
    game.fight = f._replace(used=f.used + (p.seat,))
    game._event("{} <moves> the hit from the {} to the {}.", p.name, LOCATIONS[landed], LOCATIONS[best])
    return best


def place_skulls(game) -> None:
    """Skull hits go where their target chooses: a captain decides each, an NPC keeps its hull
    whole (it takes the skull on its fullest other location)."""
    f = game.fight
    while f.skulls:
        target = f.skulls[0]
        if sunk(game, target):
            f = game.fight = f._replace(skulls=f.skulls[1:])
            continue
        if target >= NPC:
            loc = loc_of(game, target)
            where = max(skull_places(game, target, loc), key=lambda i: (i != HULL, loc[i], -i))
            ext.skull_placed(game, target, where)
            strike(game, target, where, _skull_why(game) + ", where it chose")
            f = game.fight = game.fight._replace(skulls=game.fight.skulls[1:])
            continue
        game.sub, game.cur = "skull", target
        return
    after_shots(game)


def _skull_why(game) -> str:
    return "the fire" if game.fight.after == "fire" else "a skull"


def skull_places(game, target: int, loc: tuple) -> list:
    """The locations a skull may go to: the hull always, the others while not at 0 (an
    expansion's shot may narrow them)."""
    return ext.skull_places(game, target, loc, [i for i in range(len(LOCATIONS)) if loc[i] > 0 or i == HULL])


def legal_skull(game, p) -> list:
    return [Action.of("hit", LOCATIONS[i]) for i in skull_places(game, p.seat, p.loc)]


def choose_skull(game, p, a) -> None:
    where = LOCATIONS.index(a.arg)
    ext.skull_placed(game, p.seat, where)
    strike(game, p.seat, where, _skull_why(game) + ", placed by choice", chosen=True)
    game.fight = game.fight._replace(skulls=game.fight.skulls[1:])
    place_skulls(game)


def sunk(game, side) -> bool:
    return loc_of(game, side)[HULL] == 0


def after_shots(game) -> None:
    f = game.fight
    sides = (f.a, f.d)
    lost = [s for s in sides if sunk(game, s)]
    if lost:
        for s in lost:
            plunder.sunk(game, s, [o for o in sides if o != s][0], both=len(lost) == 2)
        return finish(game)
    if f.after == "end":
        return finish(game)
    if f.after == "fire":                   # the fire's hits are in: the round's declarations
        game.fight = f._replace(after="")
        return ask(game)
    if f.after == "board":
        boarder = (f.a, f.d)[f.boarder]
        if loc_of(game, boarder)[CREW] == 0:
            game._event("{} <has> no crew left to board: the naval battle goes on.", name_of(game, boarder))
            return next_round(game)
        game._event("Boarding! Crew combat begins.")
        if f.fire:
            game._event("The fire is put out.")
        game.fight = f._replace(crew=True, fire=())
        return crew_combat(game)
    next_round(game)


def next_round(game) -> None:
    f = game.fight
    game.fight = f._replace(round=f.round + 1, decl=("", ""), shot=("", ""), skulls=(), after="", boarder=-1,
                            spread=())
    if deadlocked(game):
        game._event("Neither ship can fire, board or flee: they drift apart.")
        return finish(game)
    fire = ext.burning(game)                 # (ships an expansion set on fire: a hit each before the round)
    if not fire:
        return ask(game)
    for side in fire:
        game._event("{} <is> on fire.", name_of(game, side))
    game.fight = game.fight._replace(skulls=fire, after="fire")
    place_skulls(game)


def deadlocked(game) -> bool:
    """Neither ship has a cannon, neither burns, and each may only shoot: nothing can happen."""
    f = game.fight
    return not f.fire and all(loc_of(game, s)[CANNONS] == 0 and legal_declarations(game, s) == ("shoot",)
                              for s in (f.a, f.d))


# --- crew combat -------------------------------------------------------------------------------
def crew_combat(game) -> None:
    """Leadership rolls until a crew is gone. Each success removes one enemy crew, at most one
    per own crew. Both gone together: the one who removed more over the whole crew combat wins,
    then the higher sum of the last roll's other dice, else nobody."""
    f = game.fight
    sides = (f.a, f.d)
    inflicted = [0, 0]
    last = None
    while all(loc_of(game, s)[CREW] for s in sides):
        crews = [loc_of(game, s)[CREW] for s in sides]
        dice = [_crew_dice(game, s) for s in sides]
        if not any(dice):                   # nobody can ever remove a crew
            break
        rolls = [side_roll(game, s, n) for s, n in zip(sides, dice)]
        ext.sides_rolled(game, sides)
        for s, r in zip(sides, rolls):
            game._event("{} <rolls> Leadership: {} ({}).", name_of(game, s), str(r), successes(r.successes))
        dealt = [min(rolls[k].successes, crews[k]) for k in (0, 1)]
        for k in (0, 1):
            loc = loc_of(game, sides[1 - k])
            set_loc(game, sides[1 - k], loc[:CREW] + (max(0, loc[CREW] - dealt[k]),) + loc[CREW + 1:])
            inflicted[k] += dealt[k]
        last = rolls
    winner = _crew_winner([loc_of(game, s)[CREW] for s in sides], inflicted, last)
    if winner is None:
        game._event("Nobody wins the crew combat.")
        return finish(game)
    game._event("{} <wins> the crew combat.", name_of(game, sides[winner]))
    plunder.boarded(game, sides[winner], sides[1 - winner])
    finish(game)


def _crew_winner(crews, inflicted, last):
    if crews[0] and not crews[1]:
        return 0
    if crews[1] and not crews[0]:
        return 1
    if inflicted[0] != inflicted[1]:
        return 0 if inflicted[0] > inflicted[1] else 1
    if last is not None and last[0].pips != last[1].pips:
        return 0 if last[0].pips > last[1].pips else 1
    return None


def _crew_dice(game, side) -> int:
    dice = skill_of(game, side, "leadership") + mod_kinds(game, side).count("swivel-guns")
    if side < NPC:
        dice += game.comp.captains[game.players[side].card].ability == "boarder"
    return ext.crew_dice(game, side, dice)      # (an expansion's crew mood, its caltrops)


def finish(game) -> None:
    """The fight is over: NPCs that survived repair fully; the turn goes on (or a claim waits)."""
    f = game.fight
    for side in (f.a, f.d):
        if side >= NPC and afloat(game, side):
            set_loc(game, side, top(game, side))
            ext.npc_repaired(game, side)
    game.fight = None
    if game.sub != "claim":
        turns.back_to_actions(game)


def describe(game) -> str:
    f = game.fight
    if f is None:
        return ""
    what = "crew combat" if f.crew else f"naval round {f.round}"
    return sentence("{} against {}: " + what, [name_of(game, f.a), name_of(game, f.d)])

