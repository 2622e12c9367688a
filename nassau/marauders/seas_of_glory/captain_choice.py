"""Seas of Glory variant 2, Captain choice: each player picks his captain from several.

The rulebook gives two ways, and option ``captain_choice`` picks one:

- "deal-two" (its first way): each player is dealt 2 captain cards and keeps 1;
- "pay-to-draw" (its second): each is dealt 1, then may pay 2 gold for a 2nd and 2 more for a
  3rd (3 cards at most), and keeps 1.

The decisions come at setup in seat order from the first player, one player at a time, before
any first ship is chosen: ``draw captain`` (pay-to-draw only), then ``keep captain ID``. The
cards dealt are the player's alone to see (his field ``dealt``). The ones not kept go under the
captain deck face down (nassau's ruling, the rulebook does not say), where a dead captain's
successor is drawn from the top. The kept captain takes his place in his home port, as in
the base game's setup.

Its notations, declared with its kinds (``KINDS``):

=============================  ============================================================
notation                       meaning
=============================  ============================================================
``keep captain william-ashby`` at setup (variant captain-choice), the captain dealt to keep
``draw captain``               or first pay 2 gold for one more card (option pay-to-draw)
=============================  ============================================================
"""

from ...kernel.notation import Form
from ..rules.actions import NAME, Action
from ..rules.kinds import Kind

DRAW_COST = 2          # gold for each further draw
MOST_CARDS = 3         # cards in hand at most, the free ones counted
DEALT = {"deal-two": 2, "pay-to-draw": 1}


def deal(game, captains: list) -> list:
    """Deal each player his cards instead of one captain; the decisions begin with the first."""
    for p in game.players:
        p.dealt = tuple(captains.pop() for _ in range(DEALT[game.opts.captain_choice]))
    game.sub = "captain"
    return captains


def legal(game, p) -> list:
    out = [Action.of("keep-captain", game.comp.captains[c].id) for c in p.dealt]
    if _may_draw(game, p):
        out.append(Action.of("draw-captain"))
    return out


def _may_draw(game, p) -> bool:
    return (game.opts.captain_choice == "pay-to-draw" and len(p.dealt) < MOST_CARDS and p.gold >= DRAW_COST
            and bool(game.captain_deck))


def draw(game, p, a) -> None:
    p.gold -= DRAW_COST
    game.bank += DRAW_COST
    card, game.captain_deck = game.captain_deck[0], game.captain_deck[1:]
    p.dealt += (card,)
    game._event("{} <pays> {} gold for another captain card.", p.name, DRAW_COST)


def keep(game, p, a) -> None:
    card = next(c for c in p.dealt if game.comp.captains[c].id == a.arg)
    rest = tuple(c for c in p.dealt if c != card)
    p.card, p.dealt = card, ()
    game.captain_deck += rest                   # under the deck, unseen by the others
    captain = game.comp.captains[card]
    home = game.comp.by_id[captain.home]
    p.zone, p.in_port = home.index, True
    game._event("{} <keeps> {} of {}.", p.name, captain.name, home.name)
    if rest:
        game._event("{} other captain {} under the captain deck.", len(rest), "card goes" if len(rest) == 1 else "cards go")
    waiting = [q for q in game.players if q.card < 0]
    if waiting:
        game.cur = min(waiting, key=lambda q: (q.seat - game.first) % game.n).seat
    else:
        game.sub, game.cur = "first-ship", game.first


# --- records and what a player sees ---------------------------------------------------------------
def player_state(game, p) -> dict:
    return {"dealt": list(p.dealt)}         # saved in every game (records have always held it)


def load_player(game, p, pd, where: str) -> None:
    from ...kernel.validate import check, get_ints
    p.dealt = tuple(get_ints(pd, "dealt", 0, len(game.comp.captains) - 1, where)) if "dealt" in pd else ()
    check(not p.dealt or (choosing(game) and p.card < 0), where + ".dealt",
          "must be empty but while choosing a captain")
    check(p.card >= 0 or p.dealt, where + ".card", "a player without a captain must have captain cards dealt")


def player_observed(game, p, mine: bool) -> dict:
    """The captain cards dealt: their ids to their player, their number to the others."""
    return {"captains_dealt": [game.comp.captains[c].id for c in p.dealt] if mine else len(p.dealt)}


def components_held(game, key: str) -> list:
    """The captain cards dealt, in their players' hands till one is kept."""
    return [c for p in game.players for c in p.dealt] if key == "captains" else []


def hidden_hands(game) -> tuple:
    return (("captain_deck", "dealt"),)     # the others' cards dealt go back into the deck when redrawn


def choosing(game) -> bool:
    return game.sub == "captain"


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
PLAYER = {"dealt": ()}                      # the captain cards he chooses from (hidden)
PLACES = {"player_observed": "captain"}     # the cards dealt next to the captain chosen
LEGAL = {"captain": legal}
DECISIONS = {"captain": "<chooses> a captain"}
KINDS = (Kind("keep-captain", keep, ("captain",), group="Captain",
              words=lambda captain: f"keep the captain card {captain}",
         notation=Form("keep captain", NAME)),)
VARIANT = "captain-choice"
SWITCHES = (VARIANT,)
draw_captain = draw
deal_captains = deal
choosing_captains = choosing
