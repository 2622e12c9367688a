"""Seas of Glory module 10, favors (the rulebook's 模組10 - 恩惠; fact sheet §9.10).

Each captain keeps a favor track from 0 to 5 (``Captain.favors``, public, starting at 0).

Gaining (never above 5): ``buy favor`` at the end of a port action, 2 gold for 1 (a ruling:
several may be bought in one port action, each its own ``buy favor`` decision, as the
rulebook says only "2 gold each, max 5"; option ``favors_per_port``, default ``"many"``, or
``"one"``); +1 for taking a mission; +1 for completing one.

Spending 1 favor, for oneself only and once a situation:

- re-roll a skill check that is not a fight (every captain's check but the naval contest
  and the raid's Seamanship; Scouting counts);
- make an NPC roll again the Scouting that found you;
- draw again: a rumor card, a glory card (each one, as each is one draw), the mission card
  that refills the board after you took one (a ruling: the rulebook's "mission: 1 card"
  names no other mission draw), the cargo cards on offer when buying goods (all of them),
  the cards of a raid (all of them). Not a draw of an event's.

Entering a closed port costs favors equal to that nation's bounty on the captain, +1 when
his nation is at war with it (``enter port`` pays them when the bounty closes the port).
A captain who dies loses his favors (one the Survivor card saves keeps them).

How a re-roll or a redraw is asked: when a roll or draw that a favor could undo is shown to
a captain holding a favor, the decision stops for his question (:mod:`.questions`): ``use
favor`` or ``accept``; a favor spent rolls or draws anew. The question is skipped when the
captain holds no favor, and when nothing could be gained (a check whose dice all succeeded,
an NPC's Scouting that failed).

Its notations, declared with its kinds (``KINDS``):

=============================  =============================================================
notation                       meaning
=============================  =============================================================
``buy favor``                  at the end of a port action, 2 gold for 1
``use favor``, ``accept``      spend a favor on the roll or draw just shown, or let it stand
=============================  =============================================================
"""

from ...kernel.english import plural, sentence
from ...kernel.errors import IllegalActionError as E
from ..rules.actions import Action
from ..rules.kinds import Kind
from ..rules.questions import QuestionKind, ask, asked

MODULE = "favors"
TRACK_MAX = 5           # the track's top: "最高不能超過5點"
PRICE = 2               # gold for one favor at the end of a port action
BUY = "buy-favor"       # the port step
USE, ACCEPT = Action.of("use-favor"), Action.of("accept")      # the answers to a favor's question


def on(game) -> bool:
    return MODULE in game.modules


# --- gaining -----------------------------------------------------------------------------------
def gain(game, p, why: str) -> None:
    if not on(game) or p.favors >= TRACK_MAX:
        return
    p.favors += 1
    game._event("{} <gains> a favor for {} ({}).", p.name, why, plural(p.favors, "favor"))


def legal_port(game, p) -> list:
    """``buy favor`` in a port action: 2 gold, below the track's top."""
    if not on(game) or p.favors >= TRACK_MAX or p.gold < PRICE:
        return []
    if game.opts.favors_per_port == "one" and BUY in game.port_steps:
        return []
    return [Action.of("buy-favor")]


def buy(game, p, a) -> None:
    """The last activity of the port action: after it, only more favors or ``done``."""
    game.port_steps += (BUY,)
    p.gold -= PRICE
    game.bank += PRICE
    p.favors += 1
    game._event("{} <buys> a favor for {} gold ({}).", p.name, PRICE, plural(p.favors, "favor"))


def port_closed_after_buying(game) -> bool:
    """Buying favors ends the port's other activities (it comes last)."""
    return on(game) and BUY in game.port_steps


def lose_all(game, p) -> None:
    if on(game) and p.favors:
        game._event("{} <loses> {}.", p.name, plural(p.favors, "favor"))
        p.favors = 0


# --- closed ports ------------------------------------------------------------------------------
def entry_cost(game, p, zone: int) -> int:
    """Favors to enter a port closed by a bounty: the bounty, +1 if at war with its nation."""
    nation = game.comp.zones[zone].nation
    if nation is None:
        return 0
    mine = game.comp.captains[p.card].nation
    war = mine != nation and tuple(sorted((mine, nation))) in game.wars
    return p.bounty[_nation_index(nation)] + (1 if war else 0)


def can_enter(game, p, zone: int) -> bool:
    """A port closed to ``p`` by a bounty that favors open (not Port Royal, which has its own
    way in for 2 gold or an Influence roll: a ruling, so that no favor is spent there unasked)."""
    from ..rules.bounties import bribe_needed, closed
    if not on(game) or game.comp.zones[zone].nation is None or not closed(game, p, zone):
        return False
    return not bribe_needed(game, p, zone) and entry_cost(game, p, zone) <= p.favors


def pay_entry(game, p, zone: int) -> None:
    cost = entry_cost(game, p, zone)
    p.favors -= cost
    game._event("{} <calls> in {} to enter {} ({} left).", p.name, plural(cost, "favor"),
                game.comp.zones[zone].port, plural(p.favors, "favor"))


def _nation_index(nation: str) -> int:
    from ..rules.state import NATION_INDEX
    return NATION_INDEX[nation]


# --- re-rolls and redraws ----------------------------------------------------------------------
def offer(game, p, kind: str, what: str, card: str = "") -> bool:
    """Whether ``p`` spends a favor here on a re-roll or a redraw (``kind``: "reroll",
    "npc-reroll" or "redraw"): a question to a captain holding a favor (:mod:`.questions`)."""
    if not asked(game) or p.dead or not p.ship or p.favors < 1:
        return False                    # not asked (the same on every run, so no answer is used)
    used = ask(game, p.seat, kind, what, (USE, ACCEPT), card) is USE
    if used:
        p.favors -= 1
        game._event("{} <spends> a favor ({} left).", p.name, plural(p.favors, "favor"))
    return used


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
def refusal(game, p, a):
    """Why ``buy favor`` is refused, with its rule."""
    if not on(game):
        return E("favors.module", "favors are the Seas of Glory module 'favors', not on in this game")
    if p.favors >= TRACK_MAX:
        return E("favors.track", f"the favor track stops at {TRACK_MAX}")
    if p.gold < PRICE:
        return E("favors.price", sentence("a favor costs {} gold, and {} <has> {}", [PRICE, p.name, p.gold]))
    return E("favors.once", "one favor a port action (option favors_per_port)")


SWITCHES = (MODULE,)
# its questions, one for each kind of second chance the base rules offer (rules.extensions.second_chance); a
# record saved before questions listed their answers reads with these two (it kept true or false for them)
_UNLISTED = ("use favor", "accept")      # the notations of USE and ACCEPT
QUESTIONS = {"reroll": QuestionKind("<may> spend a favor to re-roll ({})", _UNLISTED),
             "npc-reroll": QuestionKind("<may> spend a favor to have the NPC re-roll ({})", _UNLISTED),
             "redraw": QuestionKind("<may> spend a favor to draw again ({})", _UNLISTED)}
ASKED = tuple(QUESTIONS)        # the kinds of question a favor answers
PLAYER = {"favors": 0}          # his favor track, 0 to TRACK_MAX (public)
KINDS = (Kind("buy-favor", buy, ("port",), group="Favors", refusal=refusal, words="pay 2 gold for a favor"),
         # the answers to its question (rules.questions carries them out)
         Kind("use-favor", None, ("question",), group="Favors", words="spend a favor: roll or draw this again"),
         Kind("accept", None, ("question",), group="Favors", words="let the roll or draw stand"))
second_chance = offer
captain_died = lose_all
may_enter_closed = can_enter
enter_closed = pay_entry
port_choices = legal_port


def port_refusal(game, p, a):
    """Why another activity is refused once a favor was bought: favors come last."""
    if port_closed_after_buying(game) and a.kind not in ("buy-favor", "done"):
        return E("favors.last", "favors are bought at the end of a port action: after one, only more favors "
                                "or 'done'")
    return None


def port_choices_instead(game, p):
    """Favors are bought last: after one, only more favors or ``done``."""
    return legal_port(game, p) + [Action.of("done")] if port_closed_after_buying(game) else None


def mission_taken(game, p) -> None:
    gain(game, p, "taking a mission")


def mission_completed(game, p) -> None:
    gain(game, p, "completing a mission")


def asks_questions(game) -> bool:
    return True             # a favor on a roll or a draw


def problems(game) -> list:
    top = TRACK_MAX if on(game) else 0
    return [f"{p.name}'s favors are off the track" for p in game.players if not 0 <= p.favors <= top]
PORT_STEPS = (BUY,)


def load(game, gd, where: str, live: str) -> None:
    """A favor's question only with the module."""
    from ...kernel.validate import check as ok
    q = game.question
    ok(q is None or q.kind not in ASKED or on(game), where + ".favor.kind", "a favor's question needs the favors module")


def player_state(game, p) -> dict:
    return {"favors": p.favors}             # saved in every game (records have always held it)


def player_observed(game, p, mine: bool) -> dict:
    return player_state(game, p)            # public


def load_player(game, p, pd, where: str) -> None:
    """A captain's favors (records made before favors have none)."""
    from ...kernel.validate import check as ok, get_int
    p.favors = get_int(pd, "favors", 0, TRACK_MAX, where) if "favors" in pd else 0
    ok(p.favors == 0 or on(game), where + ".favors", "must be 0 without the favors module")


class Edits:
    """The position editor's favors (rules.position)."""

    def favors(self, name, n: int):
        """Module 10: the captain's favors, 0 to 5."""
        from .switches import require
        require(self.g, MODULE, "favors")
        self._p(name).favors = self._count("favors", n, 0, TRACK_MAX)
        return self
