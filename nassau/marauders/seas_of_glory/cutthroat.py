"""Seas of Glory variant 5, Cutthroat (the rulebook's 變體規則5; fact sheet §9.12): scouting
out of turn, and the low-maneuverability Galleon.

Part 1, the ambush. When the captain whose turn it is sails into a sea zone, or comes out of
its port, every other captain at sea there may scout him at once, out of turn. The rulebook:

- an ambush is a scouting like any other (one success finds; the ``scouting`` roll of
  :mod:`.checks`, which a favor may re-roll); a captain found is fought at once, the ambusher
  the aggressor, with the bounty of any attack on a captain (option ``attack_bounty``); if the
  captain survives, his turn goes on;
- the ambusher turns his captain card face down, and turns it back at the start of his own
  turn: until then he may not ambush again (so at most once between two turns of his, which
  is once a round). It costs him 2 actions of that next turn;
- it comes before the NPCs' scouting of the captain who sailed in;
- with several captains in the zone, each decides in turn order whether to join; all who
  join roll together and every one of them turns his card down; the most successes finds the
  captain, a tie goes to the higher sum of the dice that did not succeed, and captains still
  tied roll again.

How nassau asks: the move (or leaving port) stops at a decision ``sub == "ambush"``. The
captains who may ambush are asked one at a time, ``ambush`` or ``pass``, in seat order from
the one to the left of the captain who sailed in (nassau's "turn order", also with the
variant flexible-turns, whose bag gives no order among the waiting); each answer is public,
so a bot or a human answers with what the earlier ones said in view. When the last has
answered, those who joined roll. ``game.ambush`` (:class:`Ambush`) holds the question and is
saved with the game; a captain's ``ambush_cost`` is the card turned down: the actions it will
cost at the start of his next turn (0 or 2).

nassau's ruling where the rulebook is silent: when an ambush finds the captain, the NPCs of
the zone do not scout him for that same entry (in the base engine one entry brings at most
one fight: the NPCs' scouting stops at the first that finds him); when nobody joins, or
nobody finds him, they scout him as usual. A dead captain's successor starts with his card
face up and loses no action.

Part 2: every Galleon has maneuverability 1 (the Seas of Glory card of :mod:`.brig`, here
:func:`galleon_maneuverability`). The rulebook lets the two parts be played apart: option
``cutthroat_galleons`` (default True) plays part 2 with part 1.

Its notations, declared with its kinds (``KINDS``):

=============================  ===================================================================
notation                       meaning
=============================  ===================================================================
``ambush``, ``pass``           variant cutthroat: scout the captain who sailed into your zone, out
                               of turn (2 actions off your next turn), or let him sail by
=============================  ===================================================================
"""

from typing import NamedTuple

from ...kernel.english import mention
from ..rules import bounties, combat, scouting, turns
from ..rules.actions import Action
from ..rules.checks import check, roll, successes
from ..rules.kinds import Kind
from ..rules.serialize import plain
from .brig import LOW_GALLEON

VARIANT = "cutthroat"
COST = 2                # actions off the ambusher's next turn: "在下一回合會失去2個動作"


class Ambush(NamedTuple):
    """The question to the captains in the zone a captain has sailed into (saved)."""
    target: int         # the seat who sailed in
    asked: tuple        # the seats still to answer, the one deciding first
    joined: tuple       # the seats who answered ``ambush``, in order


def on(game) -> bool:
    return VARIANT in game.variants


# --- who may ambush ------------------------------------------------------------------------------
def lurkers(game, p) -> tuple:
    """The seats that may ambush ``p`` now, in seat order from his left: at sea in his zone,
    alive with a ship, the captain card face up."""
    if not on(game) or p.in_port or p.dead or not p.ship or game.fight is not None:
        return ()
    order = [(p.seat + k) % game.n for k in range(1, game.n)]
    return tuple(s for s in order if _may_ambush(game.players[s], p.zone))


def _may_ambush(q, zone: int) -> bool:
    return not q.dead and bool(q.ship) and not q.in_port and q.zone == zone and q.card >= 0 and not q.ambush_cost


def waylaid(game, p) -> bool:
    """``p`` has sailed into his zone (or out of its port): the captains there are asked
    first (True); with none to ask, the NPCs scout him at once (False, the base rules')."""
    asked = lurkers(game, p)
    if not asked:
        return False
    game.ambush = Ambush(p.seat, asked, ())
    game.sub, game.cur = "ambush", asked[0]
    return True


# --- the decision ---------------------------------------------------------------------------------
def legal(game, q) -> list:
    return [Action.of("ambush"), Action.of("pass")]


def answer(game, q, a) -> None:
    amb = game.ambush
    target = game.players[amb.target].name
    if a.kind == "ambush":
        game._event("{} <lies> in wait for {}.", q.name, target)
        amb = amb._replace(joined=amb.joined + (q.seat,))
    else:
        game._event("{} <lets> {} sail by.", q.name, target)
    amb = amb._replace(asked=amb.asked[1:])
    if amb.asked:
        game.ambush, game.cur = amb, amb.asked[0]
        return
    game.ambush = None
    game.sub, game.cur = "action", game.turn_seat
    resolve(game, game.players[amb.target], amb.joined)


def resolve(game, p, joined: tuple) -> None:
    """Those who joined turn their cards down and roll; the one who finds ``p`` fights him.
    Nobody found him: the NPCs scout him, and his turn goes on."""
    for s in joined:
        game.players[s].ambush_cost = COST
    spotter = _spotter(game, p, joined) if joined else None
    if spotter is None:
        scouting.npcs_scout_on_entry(game, p)
        if game.fight is None:
            turns.back_to_actions(game)
        return
    q = game.players[spotter]
    game._event("{} <springs> an ambush on {}.", q.name, p.name)
    if not p.pirate and game.opts.attack_bounty:
        bounties.add(game, q, game.comp.captains[p.card].nation, f"attacking {mention(p.name)}")
    combat.start(game, q.seat, p.seat)


def _spotter(game, p, joined: tuple):
    """The seat who finds ``p``, or None: each rolls Scouting; the most successes (at least
    one) finds him; a tie goes to the higher sum of the dice that did not succeed; captains
    still tied roll again (the re-roll is a plain Scouting roll, no favor: the check was made)."""
    rolls = {s: check(game, game.players[s], "scouting", why=f"an ambush of {mention(p.name)}") for s in joined}
    while True:
        best = max(r.successes for r in rolls.values())
        if best == 0:
            game._event("{} <slips> past unseen.", p.name)
            return None
        top = [s for s, r in rolls.items() if r.successes == best]
        pips = max(rolls[s].pips for s in top)
        top = [s for s in top if rolls[s].pips == pips]
        if len(top) == 1:
            return top[0]
        game._event("The ambushers tie; {} roll again.", " and ".join(game.players[s].name for s in top))
        rolls = {s: _reroll(game, game.players[s], p) for s in top}


def _reroll(game, q, p):
    from ..rules.checks import skill
    r = roll(game, skill(game, q, "scouting"))
    game._event("{} <rolls> Scouting again for an ambush of {}: {} ({}).", q.name, p.name, str(r),
                successes(r.successes))
    return r


# --- the card turned down ----------------------------------------------------------------------
def start_of_turn(game, p) -> None:
    """The captain's card turns face up; an ambush made since his last turn costs 2 actions
    (not to a new captain, whose card was never turned)."""
    if not p.ambush_cost:
        return
    cost, p.ambush_cost = p.ambush_cost, 0
    if p.dead:
        return
    game.actions_left = max(0, game.actions_left - cost)
    game._event("{} <loses> {} actions for the ambush.", p.name, cost)


# --- records and checks -----------------------------------------------------------------------------
def reset(game) -> None:
    game.ambush = None          # the captains asked to ambush (an Ambush), while they are asked


def state(game) -> dict:
    """The question's part of a saved position (nothing without the variant)."""
    return {"ambush": plain(game.ambush)} if on(game) else {}


def observed(game) -> dict:
    return {"ambush": plain(game.ambush)}          # public, in every game (observations have always shown it)


def player_state(game, p) -> dict:
    return {"ambush_cost": p.ambush_cost}           # saved in every game (records have always held it)


def player_observed(game, p, mine: bool) -> dict:
    return player_state(game, p)                    # public


def load(game, gd, where: str, live: str) -> None:
    """Read and check the question of a saved position: asked exactly when the decision being
    made (``live``) is an ambush."""
    from ...kernel.validate import check as ok, is_int
    v = gd.get("ambush")
    game.ambush = None
    ok((v is not None) == (live == "ambush"), where + ".ambush", "must be set exactly when an ambush is asked")
    if v is None:
        return
    ok(on(game) and isinstance(v, dict) and set(v) == set(Ambush._fields), where + ".ambush",
       f"must have the fields {', '.join(Ambush._fields)} (with the variant cutthroat)")
    ok(is_int(v["target"]) and 0 <= v["target"] < game.n, where + ".ambush.target", "must be a seat")
    for key in ("asked", "joined"):
        seats = v[key]
        ok(isinstance(seats, list) and all(is_int(s) and 0 <= s < game.n and s != v["target"] for s in seats)
           and len(set(seats)) == len(seats), f"{where}.ambush.{key}", "must list other seats, each once")
    ok(bool(v["asked"]) and not set(v["asked"]) & set(v["joined"]), where + ".ambush.asked",
       "must list the seats still to answer, none who joined")
    game.ambush = Ambush(v["target"], tuple(v["asked"]), tuple(v["joined"]))


def load_player(game, p, pd, where: str) -> None:
    from ...kernel.validate import check as ok, get_int
    p.ambush_cost = get_int(pd, "ambush_cost", 0, COST, where) if "ambush_cost" in pd else 0
    ok(p.ambush_cost in (0, COST) and (not p.ambush_cost or on(game)), where + ".ambush_cost",
       f"must be 0, or {COST} with the variant cutthroat")


def problems(game) -> list:
    out = []
    for p in game.players:
        if p.ambush_cost not in ((0, COST) if on(game) else (0,)):
            out.append(f"{p.name}'s ambush costs {p.ambush_cost} actions")
    amb = game.ambush
    if amb is not None:
        if not on(game) or not amb.asked:
            out.append("an ambush is asked without the variant cutthroat or anyone to ask")
        elif game.sub not in ("ambush", "question", "discard-glory") or (game.sub == "ambush" and game.cur != amb.asked[0]):
            out.append("an ambush is asked of someone not deciding")
        elif any(game.players[s].zone != game.players[amb.target].zone for s in amb.asked + amb.joined):
            out.append("an ambusher is not in the zone of the captain ambushed")
    elif game.sub == "ambush":
        out.append("an ambush decision without its question")
    return out


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
PLAYER = {"ambush_cost": 0}             # the actions his card turned down will cost his next turn
PLACES = {"observed": "question"}       # the ambush asked next to the question asked
LEGAL = {"ambush": legal}
DECISIONS = {"ambush": "<may> ambush the captain who sailed in, out of turn"}
KINDS = (Kind("ambush", answer, ("ambush",), group="Ambush (out of turn)",
              words="scout the captain who sailed in, out of turn (2 actions off your next turn)"),
         Kind("pass", answer, ("ambush",), group="Ambush (out of turn)", words="let the captain sail by"))
SWITCHES = (VARIANT,)
turn_starts = start_of_turn


def galleon_maneuverability(game):
    """Part 2, the low Galleon card, unless the option plays part 1 alone."""
    return LOW_GALLEON if game.opts.cutthroat_galleons else None
