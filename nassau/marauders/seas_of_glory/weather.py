"""Seas of Glory module 8: the wind and the storm (fact sheet §9.8; the rulebook's "風向與天氣").

The wind. Each round, before the event card, the spinner is turned: one of the 8 compass
points, from the game's generator. ``game.wind`` is the point the arrow shows, and the
arrow shows where the wind blows **toward** (the rulebook's example: with the wind "NW" a
move to the north-west is free and a move to the south-east costs 2). So:

* a move is **with** the wind when its lane's ``dir`` (the compass point from the zone left
  to the zone entered) equals ``game.wind``; the first such move of a turn costs no action,
  and may be made with no action left (the example ends its turn that way);
* a move is **against** the wind when its lane's ``dir`` is the opposite point; the first
  such move of a turn costs 2 actions, the later ones 1;
* every other move, entering or leaving a port, costs 1 as ever. NPCs ignore the wind.

The storm (needs the wind). The token starts in the Caribbean Sea and, once the wind is
turned, moves one zone with it, turning clockwise past points with no zone (the NPCs' rule,
``comp.step_table``). A captain at sea who sails into its zone, leaves a port into it or
starts his turn in it (in its zone, not in its port) rolls Seamanship and takes
3 − successes random hits (:func:`.hits.random_hits`: a skull hits the hull). NPCs take no
harm from it and scout nobody in its zone; a captain who ignores storms (Christian Marquis)
ignores the token too. The base Storm event card is separate and still applies.

State (ints, a str and two flags, saved only when the wind is on): ``game.wind`` ("" until
the first spin), ``game.storm`` (a zone index, -1 without storms), and the turn's
``game.wind_free_used`` and ``game.wind_against_paid``.
"""

from ..rules.checks import check
from ..rules.compass import DIRECTIONS, OPPOSITE
from ..rules.hits import random_hits

STORM_START = "caribbean-sea"
STORM_HITS = 3                      # the rulebook: (3 − successes) random hits
AGAINST_COST = 2                    # the rulebook: the first move against the wind costs 2 actions
ARROWS = {"N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖"}


def windy(game) -> bool:
    return "wind" in game.modules


def stormy(game) -> bool:
    return "storms" in game.modules


def reset(game) -> None:
    """A blank game's weather: no wind yet, no storm token, no move made this turn."""
    game.wind, game.storm = "", -1
    new_turn(game)


def setup(game) -> None:
    """Before play: the storm token in the Caribbean Sea."""
    if stormy(game):
        game.storm = game.comp.by_id[STORM_START].index


def new_turn(game) -> None:
    game.wind_free_used = game.wind_against_paid = False


# --- each round, before the event card -----------------------------------------------------------
def spin(game) -> None:
    """Turn the spinner (a chance step from the game's generator), then move the storm."""
    if not windy(game):
        return
    game.wind = DIRECTIONS[game.rng.below(len(DIRECTIONS))]
    game._event("The wind blows toward {} {} (from {}).", game.wind, ARROWS[game.wind], OPPOSITE[game.wind])
    if stormy(game):
        comp = game.comp
        game.storm = comp.by_id[comp.step_table[game.storm][DIRECTIONS.index(game.wind)]].index
        game._event("The storm moves to {}.", comp.zones[game.storm].phrase)


# --- moving ------------------------------------------------------------------------------------
def lane_dir(game, here: int, to: str) -> str:
    """The compass point of the lane from zone ``here`` to zone id ``to``."""
    return next(d for d, z in game.comp.links[here].items() if z == to)


def move_cost(game, p, to: str, actions: int = 1) -> int:
    """The actions a move from the captain's zone to zone id ``to`` costs now (``actions``
    without the wind)."""
    if not windy(game) or not game.wind:
        return actions
    d = lane_dir(game, p.zone, to)
    if d == game.wind and not game.wind_free_used:
        return 0
    if d == OPPOSITE[game.wind] and not game.wind_against_paid:
        return AGAINST_COST
    return actions


def pay_move(game, p, to: str, actions: int = 1) -> int:
    """The cost of the move about to be made, with the turn's wind flags set by it."""
    cost = move_cost(game, p, to, actions)
    if windy(game) and game.wind:
        d = lane_dir(game, p.zone, to)
        if d == game.wind and cost == 0:
            game.wind_free_used = True
            game._event("The wind carries {} for free.", p.name)
        elif d == OPPOSITE[game.wind] and not game.wind_against_paid:
            game.wind_against_paid = True
            game._event("{} <beats> against the wind: 2 actions.", p.name)
    return cost


def free_moves(game, p) -> list:
    """The zone ids a captain may still sail to for no action (the turn's free move)."""
    if not windy(game) or not game.wind or game.wind_free_used or p.in_port or p.dead or not p.ship:
        return []
    to = game.comp.links[p.zone].get(game.wind)
    return [to] if to else []


def waits_for_free_move(game, p) -> bool:
    """With no action left, the turn goes on while the free move with the wind is still open."""
    return bool(free_moves(game, p))


# --- the storm ---------------------------------------------------------------------------------
def in_storm(game, zone: int) -> bool:
    return stormy(game) and zone == game.storm


def strike(game, p) -> None:
    """The storm on a captain at sea in its zone: Seamanship, then 3 − successes random hits."""
    if not in_storm(game, p.zone) or p.in_port or p.dead or not p.ship:
        return
    if game.comp.captains[p.card].ability == "ignore-storms":
        game._event("{} <rides> out the storm.", p.name)
        return
    missing = max(0, STORM_HITS - check(game, p, "seamanship", why="the storm").successes)
    random_hits(game, p, missing, "the storm")


# --- views -------------------------------------------------------------------------------------
def heading(game) -> str:
    """The header's words: '; wind toward SE ↘; storm in the Caribbean Sea', or '' when off."""
    if not windy(game) or not game.wind:
        out = ""
    else:
        out = f"; wind toward {game.wind} {ARROWS[game.wind]}"
    if stormy(game) and game.storm >= 0:
        out += f"; storm in {game.comp.zones[game.storm].phrase}"
    return out


def text_lines(game) -> list:
    """The text view's weather line, or none when the module is off."""
    if not windy(game):
        return []
    wind = (f"Wind: toward {game.wind} {ARROWS[game.wind]} (from {OPPOSITE[game.wind]}): one move toward "
            f"{game.wind} free a turn, the first toward {OPPOSITE[game.wind]} costs 2 actions."
            if game.wind else "Wind: not turned yet.")
    lines = [wind]
    if stormy(game):
        lines.append(f"Storm: in {game.comp.zones[game.storm].phrase} (3 − Seamanship successes random hits).")
    return lines


def observed(game) -> dict:
    """The weather in a player's observation (public; nothing when the wind is off)."""
    if not windy(game):
        return {}
    return {"wind": game.wind or None, "storm": game.comp.zones[game.storm].id if game.storm >= 0 else None,
            "wind_free_used": game.wind_free_used, "wind_against_paid": game.wind_against_paid}


# --- saving ------------------------------------------------------------------------------------
def state(game) -> dict:
    """The weather's part of a saved position (nothing when the wind is off)."""
    if not windy(game):
        return {}
    return {"wind": game.wind, "storm": game.storm, "wind_free_used": game.wind_free_used,
            "wind_against_paid": game.wind_against_paid}


def load(game, gd, where: str, live: str) -> None:
    """Read and check the weather of a saved position."""
    from ...kernel.validate import check as ok, get_choice, get_int
    if not windy(game):
        ok(not any(k in gd for k in ("wind", "storm")), where + ".wind", "is saved only with the wind module")
        return
    game.wind = get_choice(gd, "wind", ("",) + DIRECTIONS, where)
    game.storm = get_int(gd, "storm", -1, len(game.comp.zones) - 1, where)
    ok((game.storm >= 0) == stormy(game), where + ".storm", "must be a zone exactly with the storms module")
    for key in ("wind_free_used", "wind_against_paid"):
        ok(isinstance(gd.get(key), bool), f"{where}.{key}", "must be true or false")
        setattr(game, key, gd[key])


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = ("wind", "storms")
turn_starts = out_at_sea = strike
turn_waits = waits_for_free_move
round_begins = spin


def move_refusal(game, p, to: str, cost: int):
    """Why a move the wind makes too dear is refused."""
    from ...kernel.english import sentence
    from ...kernel.errors import IllegalActionError as E
    if not windy(game):
        return None
    if cost == AGAINST_COST:
        return E("move.against-wind", sentence("the first move against the wind costs 2 actions, and {} <has> {} left",
                                               [p.name, str(game.actions_left)]))
    return E("move.no-actions", sentence("{} <has> no action left: only the free move with the wind", [p.name]))


def hidden_from_npcs(game, p) -> bool:
    return in_storm(game, p.zone)           # no NPC scouts inside the storm zone


def turn_set(game, p) -> None:
    new_turn(game)
set_up = setup


class Edits:
    """The position editor's weather (rules.position)."""

    def wind(self, direction: str):
        """Module 8: the wind blows toward this direction (N, NE, ... NW) this round."""
        from ...kernel.errors import RecordError
        from .switches import require
        require(self.g, "wind", "wind")
        if direction not in DIRECTIONS:
            raise RecordError("wind", f"no direction {direction!r}; one of {', '.join(DIRECTIONS)}")
        self.g.wind = direction
        return self

    def storm(self, zone_id: str):
        """Module 8: the storm token in this zone."""
        from .switches import require
        require(self.g, "storms", "storm")
        self.g.storm = self._zone(zone_id)
        return self

    def turn(self, name, actions: int = 3):
        super().turn(name, actions)
        new_turn(self.g)                    # no move with or against the wind made yet
        return self
