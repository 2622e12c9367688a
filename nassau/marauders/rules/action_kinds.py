"""The base game's action kinds, each declared once (:class:`.kinds.Kind`): its handler, the
decisions it answers, its refusal, its plain words, its group on the widget's panel and its
notation (from the readers of :mod:`.actions`; a kind without one is written as its name, a
fixed phrase). The expansion's plug-ins declare theirs in their own modules.

The few handlers that only route a decision to the rules that carry it out live here too.
"""

from ...kernel.english import plural, series
from ...kernel.notation import Form, field, one_of
from . import (combat, death, explain as why, extensions as ext, glory, glory_cards, missions, mod_returns, movement,
               plunder, port, raids, recruiting, rounds, rumors, scouting, shipyard, turns)
from .actions import GOODS, NAME, WITH_MODS, ZONE, whole
from .flow import FLOW
from .kinds import Kind, declare
from .state import maxima
from .vocabulary import LOCATIONS


# --- the routing handlers ---------------------------------------------------------------------
def _choose_ship(game, p, a) -> None:
    p.ship = a.arg
    p.loc = maxima(game.comp, p.ship)
    p.dead = p.new_captain = False
    game._event("{} <takes> a {} in {}.", p.name, p.ship, game.comp.zones[p.zone].port)
    if game.sub == "first-ship":
        waiting = [q for q in game.players if not q.ship]
        if waiting:
            game.cur = min(waiting, key=lambda q: (q.seat - game.first) % game.n).seat
            return
        game.step = "between"
        rounds.open_round(game)
        FLOW.start(game)
    else:
        game.sub = "action"


def _draw_captain(game, p, a) -> None:
    if game.sub == "new-ship":
        death.redraw(game, p)
    else:
        ext.draw_captain(game, p, a)          # an expansion's captains dealt to choose from


def _end_turn(game, p, a) -> None:
    game._event("{} <ends> the turn.", p.name)
    turns.end_turn(game)


def _play(game, p, a) -> None:
    card = next(c for c in p.hand if game.comp.glory[c].id == a.arg)
    if not ext.may_play_glory(game, p, game.comp.glory[card].name):     # an expansion's unhappy crew
        return
    if game.sub == "declare":
        combat.play_card(game, p, card)
    else:
        glory_cards.play(game, p, card)


def _discard_glory(game, p, a) -> None:
    card = next(c for c in p.hand if game.comp.glory[c].id == a.arg)
    glory.discard(game, p, card)
    game.sub, game.cur = game.after_discard, game.after_cur


# --- words for kinds that take an argument ------------------------------------------------------
def _goods(goods) -> str:
    return ", ".join(goods)


def npc_words(slot: str) -> str:
    return f"the NPC {slot.split('-')[1]} pirate" if slot.startswith("pirate-") else f"the {slot.title()} navy"


def _with_mods(arg) -> str:
    """St John: ``mods`` None moves all the old ship's modifications, else the kinds named."""
    ship, mods = arg
    if mods is None:
        return f"buy a {ship}, moving all the old ship's modifications to it (1 gold each)"
    names = series(len(mods)).format(*(m.replace("-", " ") for m in mods))
    return f"buy a {ship}, moving the {names} to it ({plural(len(mods), 'gold')}); the old ship's other " \
           f"modifications go back to the ports"


WEAPON_WORDS = {"chain-shot": "with chain shot (skull hits go to the masts)",
                "grapeshot": "with grapeshot (skull hits go to the crew)",
                "grappling-hooks": "with grappling hooks (a re-roll of the contest)"}


def _declared(verb: str, plain: str):
    """A declaration's words, with the special weapon it uses if any."""
    return lambda weapon: plain if weapon is None else f"declare {verb} {WEAPON_WORDS.get(weapon, 'with ' + weapon)}"


def _enter(how) -> str:
    if how is None:
        return "sail into this zone's port (1 action)"
    return {"pay": "pay 2 gold to sail into Port Royal with an English bounty (1 action)",
            "roll": "roll Influence to sail into Port Royal with an English bounty (1 action; a failed roll keeps "
                    "you out)"}[how]


# --- notations that are not a name after the kind's words -----------------------------------------
# an NPC: "scout pirate small" is the slot pirate-small, "scout navy spanish" a nation's
_PIRATE = field(lambda text, words: "pirate-" + text if text in ("small", "large") else None,
                lambda slot: slot[7:] if slot.startswith("pirate-") else None, name="NPC pirate")
# a captain's name, spaces and all, read after "scout" so that "scout captain " is the name ""
_CAPTAIN = field(lambda text, words: text[8:] if text.startswith("captain ") else None,
                 lambda n: "captain " + n, name="captain")


def _with(words: str, reader):
    """The kind's words alone, or followed by a field: ``shoot``, ``shoot chain-shot``."""
    return (words, Form(words, reader))


PORT = ("port",)
RAID = ("raid",)
QUESTION = ("question",)

declare((
    # setup, and a new captain after a death
    Kind("ship", _choose_ship, ("first-ship", "new-ship"), group="Ship", notation=Form("ship", NAME),
         words=lambda ship: f"take a {ship} as the captain's ship"),
    Kind("draw-captain", _draw_captain, ("new-ship", "captain"), group="Captain", refusal=why.draw_captain,
         words="pay 2 gold to be dealt one more captain card"),
    # the turn's actions
    Kind("move", movement.move, group="Sail", refusal=why.move, notation=Form("move", ZONE),
         words=lambda zone: f"sail to the sea zone {zone} (1 action)"),
    Kind("enter-port", movement.enter_port, group="Sail", refusal=why.enter, words=_enter, here=True,
         notation=_with("enter port", one_of("pay", "roll"))),
    Kind("leave-port", movement.leave_port, group="Sail", refusal=why.leave, here=True,
         words="leave the port for the open sea of this zone (1 action)"),
    Kind("port", port.start, group="Port", refusal=why.port_action, here=True,
         words="take the port action (1 action, once a turn): trade, repair, buy, stash"),
    Kind("end-turn", _end_turn, group="Finish", words="end the turn, leaving the actions not taken"),
    Kind("scout-merchant", scouting.scout_merchant, group="Scout", refusal=why.scout, here=True,
         words="look for the merchant in this zone (1 action): found, it may be raided"),
    Kind("scout-npc", scouting.scout_npc, group="Scout", refusal=why.scout, here=True,
         notation=(Form("scout pirate", _PIRATE), Form("scout navy", NAME)),
         words=lambda slot: f"look for {npc_words(slot)} in this zone (1 action): found, a fight starts"),
    Kind("scout-captain", scouting.scout_captain, group="Scout", refusal=why.scout, here=True,
         notation=Form("scout", _CAPTAIN),
         words=lambda name: f"look for {name} in this zone (1 action): found, a fight starts"),
    Kind("prove", rumors.prove, group="Rumors and missions", here=True, notation=Form("prove", NAME),
         words=lambda rumor: f"prove the rumor {rumor} (its skill check)"),
    # the port action
    Kind("sell", port.sell, PORT, group="Sell goods", refusal=why.sell, words=lambda goods: f"sell {_goods(goods)}",
         notation=Form("sell", GOODS)),
    Kind("buy-goods", port.buy_goods, PORT, group="Market", refusal=why.activity, words="draw cargo cards to buy from"),
    Kind("take", port.take, ("goods",), group="Cargo cards drawn", refusal=why.take, notation=Form("take", GOODS),
         words=lambda goods: f"buy {_goods(goods)} from the cards drawn"),
    Kind("take-nothing", port.take, ("goods",), group="Cargo cards drawn", words="buy none of the cargo cards drawn"),
    Kind("redraw", port.redraw, ("goods",), group="Cargo cards drawn", words="draw the cargo cards again"),
    Kind("buy-ship", shipyard.buy_ship, PORT, group="Shipyard", refusal=why.buy_ship_now,
         notation=Form("buy ship", NAME),
         words=lambda ship: f"buy a {ship} (the old ship is sold)"),
    Kind("buy-ship-with-mods", shipyard.buy_ship, PORT, group="Shipyard", refusal=why.buy_ship_now, words=_with_mods,
         notation=Form("buy ship", WITH_MODS)),
    Kind("repair", shipyard.repair, PORT, group="Shipyard", refusal=why.activity, notation=Form("repair", NAME),
         words=lambda where: f"repair one point of the {where}"),
    Kind("buy-mod", shipyard.buy_mod, PORT, group="Shipyard", refusal=why.activity,
         words="buy this port's ship modification"),
    Kind("buy-weapon", shipyard.buy_weapon, PORT, group="Special weapons", refusal=why.weapon,
         notation=Form("buy weapon", NAME),
         words=lambda kind: f"buy a special weapon: {kind}"),
    Kind("sell-weapon", shipyard.sell_weapon, PORT, group="Special weapons", refusal=why.weapon,
         notation=Form("sell weapon", NAME),
         words=lambda kind: f"sell a special weapon: {kind}"),
    Kind("recruit", recruiting.recruit, PORT, group="Crew", refusal=why.activity, words="roll Leadership to fill the crew"),
    Kind("hire", recruiting.hire, ("hire",), group="Crew", words=lambda n: f"pay for {n} crew",
         notation=Form("hire", whole(4))),
    Kind("rumor", rumors.acquire, PORT, group="Rumors and missions", refusal=why.activity,
         words="pay and roll Influence for a rumor card"),
    Kind("take-mission", missions.take, PORT, group="Rumors and missions", notation=Form("take mission", NAME),
         words=lambda mission: f"claim the mission {mission} (its skill check)"),
    Kind("deliver", missions.deliver, PORT, group="Rumors and missions", notation=Form("deliver", NAME),
         words=lambda mission: f"deliver the goods of the mission {mission}"),
    Kind("complete", missions.escort, PORT, group="Rumors and missions", notation=Form("complete", NAME),
         words=lambda mission: f"complete the mission {mission}"),
    Kind("stash", port.stash, PORT, group="Stash", refusal=why.activity, notation=Form("stash", whole(4)),
         words=lambda n: f"put {plural(n, 'gold')} in the stash (hidden glory: 1 for every 10)"),
    Kind("withdraw", port.withdraw, PORT, group="Stash", refusal=why.activity, notation=Form("withdraw", whole(4)),
         words=lambda n: f"take {plural(n, 'gold')} out of the stash"),
    Kind("done", port.done, PORT, group="Finish", words="end the port action"),
    # glory cards
    Kind("play", _play, ("action", "port", "raid-nation", "declare"), group="Glory cards", refusal=why.play,
         words=None, notation=Form("play", NAME)),           # the widget says the card's text
    Kind("discard-glory", _discard_glory, ("discard-glory",), group="Glory cards", notation=Form("discard glory", NAME),
         words=lambda card: f"discard the glory card {card} (4 at most in hand)"),
    # a merchant raid
    Kind("raid", raids.start, ("raid-nation",), group="The merchant found", notation=Form("raid", NAME),
         words=lambda nation: f"raid the merchant as a {nation.title()} merchant"),
    Kind("let-go", raids.let_go, ("raid-nation",), group="The merchant found", words="let the merchant found go"),
    Kind("draw-card", raids.spend, RAID, group="Spend the raid's successes",
         words="spend a success of the raid on one more cargo card"),
    Kind("discard-card", raids.spend, RAID, group="Spend the raid's successes", notation=Form("discard card", NAME),
         words=lambda card: f"spend a success of the raid on discarding the cargo card {card}"),
    Kind("exchange-card", raids.spend, RAID, group="Spend the raid's successes", notation=Form("exchange card", NAME),
         words=lambda card: f"spend a success of the raid on exchanging the cargo card {card}"),
    Kind("give-up", raids.spend, RAID, group="Spend the raid's successes", notation=Form("give up", NAME),
         words=lambda kind: f"give up the {kind} for one more success in the raid"),
    Kind("resolve", raids.resolve, RAID, group="Finish", words="end the raid: its hits, its escape or its plunder"),
    Kind("keep", raids.keep, ("raid-keep",), group="Keep the raid's goods", notation=Form("keep", GOODS),
         words=lambda goods: f"keep {_goods(goods)} from the raid"),
    Kind("keep-nothing", raids.keep, ("raid-keep",), group="Keep the raid's goods", words="keep none of the raid's goods"),
    # a fight
    Kind("shoot", combat.declare, ("declare",), group="Declare", refusal=why.declare,
         notation=_with("shoot", one_of("chain-shot", "grapeshot")),
         words=_declared("shoot", "declare shoot: fire the cannons this naval round")),
    Kind("board", combat.declare, ("declare",), group="Declare", refusal=why.declare,
         notation=_with("board", one_of("grappling-hooks")),
         words=_declared("board", "declare board: if the contest is won, crew combat follows")),
    Kind("flee", combat.declare, ("declare",), group="Declare", refusal=why.declare,
         words="declare flee: escape if the contest is won and the other side rolled no success"),
    Kind("hit", combat.choose_skull, ("skull",), group="A skull hit on your own ship", refusal=why.skull,
         notation=Form("hit", one_of(*LOCATIONS)),
         words=lambda where: f"put the skull hit on the {where}"),
    Kind("claim-ship", plunder.claim, ("claim",), group="The defeated ship",
         words="take the defeated ship in place of this one"),
    Kind("leave-ship", plunder.claim, ("claim",), group="The defeated ship",
         words="keep this ship and leave the defeated one"),
    # a ship's modifications back on the map: a decision of its own, interrupting the next one
    Kind("place-mod", mod_returns.place, ("place-mod",), group="Your old ship's modifications",
         notation=Form("place mod", NAME),
         words=lambda port: f"put the ship modification face down at {port}"),
    # the answers to a question asked inside a decision (rules.questions carries them out)
    Kind("save-crew", None, QUESTION, group="The hit on your ship",
         words="cancel the hit to the last crew (once this fight)"),
    Kind("take-hit", None, QUESTION, group="The hit on your ship", words="take the hit where it landed"),
    Kind("move-hit", None, QUESTION, group="The hit on your ship", notation=Form("move hit", one_of(*LOCATIONS)),
         words=lambda where: f"move the hit to the {where} instead (once this battle)"),
), "the base game")
