"""Missions (fact sheet §6, §8.3): two lie face up on the board; a captain claims one in its
port and completes it by its kind (vocabulary.MISSION_KINDS) for its glory and gold.

Claiming is a port activity (once a port action) in the mission's port: roll the card's
``claim_skill`` (a ``silver-tongue`` captain one more die on Influence) for its
``claim_successes``. On a success the captain holds the mission and the board is refilled
from the mission deck (its discard shuffled when it runs out). A captain holds at most the
option ``mission_limit`` missions.

Completing:

- ``deliver``: a port activity in the target zone's port: one cargo card of the good is
  given up (not a sale: no gold for it, no demand change, no glory for selling);
- ``escort``: a port activity in the target zone's port;
- ``hunt``: at once when the holder defeats (sinks, or wins the crew combat against) an NPC
  of the kind: ``pirate`` is an NPC pirate (small or large), ``navy`` a nation's navy;
- ``raid``: at once when the holder wins a merchant raid against the nation.

The reward is the card's gold from the bank and its glory; the card is discarded. A dead
captain's missions are discarded with his other cards (:mod:`.death`).

Rulings (the printed cards are not public, fact sheet NOT FOUND 10): a mission can be
completed in the turn it is claimed; one defeat or one raid completes one mission (the one
held longest) even when the holder has two of the same kind; an escort is completed in a port
action of the target port rather than at the start of a turn there (so it costs the port
action, as a delivery does).
"""

from ...kernel.english import plural
from . import extensions as ext, glory
from .actions import Action
from .checks import check

TAKE, DELIVER, COMPLETE = "take-mission", "deliver", "complete"    # the port steps
IN_PORT = {"deliver": DELIVER, "escort": COMPLETE}                  # kinds completed in a port action


# --- claiming -------------------------------------------------------------------------------
def on_offer(game, p) -> list:
    """The board's missions this captain may try to claim here and now."""
    if TAKE in game.port_steps or len(p.missions) >= game.opts.mission_limit:
        return []
    here = game.comp.zones[p.zone].id
    return [m for m in game.board_missions if game.comp.missions[m].port == here]


def legal_port(game, p) -> list:
    """The port activities of missions: claiming one here, completing one held."""
    comp = game.comp
    out = [Action.of("take-mission", comp.missions[m].id) for m in on_offer(game, p)]
    if not p.missions:
        return out
    for m in sorted(set(p.missions), key=lambda m: comp.missions[m].id):
        if completable_here(game, p, m):
            out.append(Action.of(IN_PORT[comp.missions[m].kind], comp.missions[m].id))
    return out


def claim_bonus(game, p, m) -> int:
    """The silver tongue's die on an Influence check to claim a mission."""
    return 1 if m.claim_skill == "influence" and _ability(game, p) == "silver-tongue" else 0


def take(game, p, a) -> None:
    """Roll for a mission on the board; on a success hold it and refill the board."""
    game.port_steps += (TAKE,)
    card = next(m for m in game.board_missions if game.comp.missions[m].id == a.arg)
    m = game.comp.missions[card]
    if check(game, p, m.claim_skill, claim_bonus(game, p, m), f"the mission {m.name}").successes < m.claim_successes:
        game._event("{} <fails> to win the mission {}.", p.name, m.name)
        return
    p.missions += (card,)
    game.board_missions = tuple(c for c in game.board_missions if c != card)
    game._event("{} <takes> the mission {}: {}", p.name, m.name, m.text)
    ext.mission_taken(game, p)
    refill(game)
    if len(game.board_missions) == 2 and ext.second_chance(game, p, "redraw", "the new mission"):
        redraw_last(game)


def refill(game) -> None:
    """Missions from the deck (its discard shuffled when empty) until 2 lie on the board."""
    while len(game.board_missions) < 2:
        if not game.mission_deck:
            if not game.mission_discard:
                return
            game.mission_deck = tuple(game.rng.shuffled(game.mission_discard))
            game.mission_discard = ()
        card, game.mission_deck = game.mission_deck[0], game.mission_deck[1:]
        game.board_missions += (card,)
        game._event("A new mission is offered in {}: {}.", _port(game, game.comp.missions[card].port),
                    game.comp.missions[card].name)


def redraw_last(game) -> None:
    """A favor spent on the mission that refilled the board: it goes to the discard, another comes."""
    card = game.board_missions[-1]
    game.board_missions = game.board_missions[:-1]
    game.mission_discard += (card,)
    refill(game)


# --- completing in a port -----------------------------------------------------------------
def completable_here(game, p, card: int) -> bool:
    """A delivery or an escort held, in its target port, with the good for a delivery."""
    m = game.comp.missions[card]
    if m.kind not in IN_PORT or game.comp.zones[p.zone].id != m.target["zone"]:
        return False
    return m.kind != "deliver" or any(game.comp.cargo[c].good == m.target["good"] for c in p.goods)


def deliver(game, p, a) -> None:
    """Give up one cargo card of the good (not a sale) and complete the delivery."""
    game.port_steps += (DELIVER,)
    card = _held(game, p, a.arg)
    good = game.comp.missions[card].target["good"]
    cargo = next(c for c in p.goods if game.comp.cargo[c].good == good)
    p.goods = tuple(c for c in p.goods if c != cargo)
    game.cargo_discard += (cargo,)
    game._event("{} <delivers> {} to {}.", p.name, good, _port(game, game.comp.zones[p.zone].id))
    complete(game, p, card)


def escort(game, p, a) -> None:
    game.port_steps += (COMPLETE,)
    complete(game, p, _held(game, p, a.arg))


# --- completing at sea --------------------------------------------------------------------
def defeated(game, p, npc_kind: str) -> None:
    """The holder has defeated an NPC (``pirate`` or ``navy``): a hunt for it is complete."""
    _first_done(game, p, "hunt", "npc", npc_kind)


def raided(game, p, nation: str) -> None:
    """The holder has won a merchant raid against ``nation``: a raid mission on it is complete."""
    _first_done(game, p, "raid", "nation", nation)


def _first_done(game, p, kind: str, key: str, value: str) -> None:
    if game.over or p.dead:
        return
    card = next((m for m in p.missions if game.comp.missions[m].kind == kind
                 and game.comp.missions[m].target[key] == value), None)
    if card is not None:
        complete(game, p, card)


# --- the reward ---------------------------------------------------------------------------
def complete(game, p, card: int) -> None:
    """The card's gold from the bank, then its glory (which may end the game); discarded."""
    m = game.comp.missions[card]
    p.missions = tuple(c for c in p.missions if c != card)
    game.mission_discard += (card,)
    paid = min(m.gold, game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("{} <completes> the mission {} and <is> paid {}.", p.name, m.name, plural(paid, "gold"))
    ext.mission_completed(game, p)
    glory.gain(game, p, m.glory, f"the mission {m.name}")


def _held(game, p, mission_id: str) -> int:
    return next(m for m in p.missions if game.comp.missions[m].id == mission_id)


def _port(game, zone_id: str) -> str:
    return game.comp.by_id[zone_id].port


def _ability(game, p) -> str:
    return game.comp.captains[p.card].ability
