"""What a click on the Merchants & Marauders map means: from a clicked zone, harbour, merchant
token or ship to the legal actions it can stand for, or to the rule that forbids it; and the
deciding captain's choices grouped for the widget's panel.

A click on a zone next to yours sails there; on your own zone, from port, leaves the port;
on your own harbour enters it (at Port Royal, for a pirate with an English bounty, paying
or rolling, his choice), or, in port, takes the port action; on the merchant token or
another ship in your zone scouts it; on your own ship (or your own zone at sea) offers what
can be done where you are. Plain Python, so the widget's behaviour is tested without a browser.
"""

from ...kernel.english import sentence
from ...kernel.errors import IllegalActionError as E
from ..rules import questions
from ..rules.action_kinds import npc_words
from ..rules.actions import Action
from ..rules.kinds import KINDS
from ..rules.state import NATION_INDEX
from ..rules.vocabulary import NPC_SLOTS



def resolve(game, intent) -> list:
    """The legal actions a click stands for (several when a choice remains).

    ``intent`` is {"zone": id}, {"harbour": id}, {"merchant": id}, {"piece": "captain 2" or
    "npc english"} or {"action": notation}. Raises IllegalActionError naming the rule when
    nothing fits; the game is never changed here.
    """
    if not isinstance(intent, dict) or len(intent) != 1:
        raise E("intent", "a click must name one zone, harbour, merchant token, ship or action")
    if game.over:
        raise E("game-over", "the game is over")
    (kind, value), = intent.items()
    handler = {"zone": _zone, "harbour": _harbour, "merchant": _merchant, "piece": _piece,
               "action": _action}.get(kind)
    if handler is None:
        raise E("intent", f"unknown kind of click {kind!r}")
    if not isinstance(value, str):
        raise E("intent", f"a {kind} is named by a word")
    if kind != "action" and game.sub != "action":
        raise E("sequence", f"{game.prompt()} The map waits until that is decided: choose below")
    return handler(game, value)


def _zone_index(game, zone_id) -> int:
    zone = game.comp.by_id.get(zone_id)
    if zone is None:
        raise E("intent", "there is no such sea zone on the map")
    return zone.index


def _legal(game, notation):
    return game.legal_actions().get(Action(notation).notation)


def _one(game, notation) -> list:
    """The legal action of this notation, or the rule that refuses it."""
    found = _legal(game, notation)
    if found is None:
        raise game._explain(Action(notation))
    return [found]


def here(game) -> list:
    """What the deciding captain can do where his ship is: leave or enter the port, the port
    action, scouting, proving a rumor."""
    return [a for a in game.legal_actions() if KINDS[a.kind].here]


def _here(game) -> list:
    found = here(game)
    if not found:
        p = game.players[game.cur]
        raise E("action.here", sentence("there is nothing {} <can> do in {} now: sail on, or end the turn",
                                        [p.name, game.comp.zones[p.zone].phrase]))
    return found


def _zone(game, zone_id) -> list:
    z = _zone_index(game, zone_id)
    p = game.players[game.cur]
    if z != p.zone:
        return _one(game, f"move {zone_id}")
    if p.in_port:
        return _one(game, "leave port")
    return _here(game)


def _harbour(game, zone_id) -> list:
    z = _zone_index(game, zone_id)
    p = game.players[game.cur]
    if z != p.zone:
        return _one(game, f"move {zone_id}")           # a harbour further off: sail there first
    if p.in_port:
        return _one(game, "port")
    ways = [a for a in game.legal_actions() if a.kind == "enter-port"]   # Port Royal's: pay or roll
    return ways or _one(game, "enter port")


def _merchant(game, zone_id) -> list:
    z = _zone_index(game, zone_id)
    p = game.players[game.cur]
    if z != p.zone:
        raise E("scout.same-zone", sentence("that merchant is in {}, not in {}<'s> zone: a captain scouts only "
                                            "the zone his ship is in", [game.comp.zones[z].phrase, p.name]))
    return _one(game, "scout merchant")


def _piece(game, key) -> list:
    kind, _, rest = key.partition(" ")
    if kind == "captain" and rest.isdigit() and int(rest) < game.n:
        return _captain(game, game.players[int(rest)])
    if kind == "npc" and rest in NPC_SLOTS and game.npcs[NPC_SLOTS.index(rest)] is not None:
        return _npc(game, rest)
    if key == "treasure-galleon" and game.galleon is not None:
        return _one(game, "scout treasure-galleon")        # refused by name when out of reach
    raise E("intent", "there is no such ship on the map")


def _captain(game, q) -> list:
    p = game.players[game.cur]
    if q is p:
        return _here(game)
    if q.zone != p.zone:
        raise E("scout.same-zone", sentence("{} <is> in {}, not in {}<'s> zone: a captain scouts only the zone "
                                            "his ship is in", [q.name, game.comp.zones[q.zone].phrase, p.name]))
    if q.in_port and not p.in_port:
        raise E("scout.in-port", sentence("{} <is> in port at {}: only ships at sea are scouted",
                                          [q.name, game.comp.zones[q.zone].port]))
    return _one(game, f"scout captain {q.name}")


def _npc(game, slot) -> list:
    p = game.players[game.cur]
    zone = game.npcs[NPC_SLOTS.index(slot)][1]
    what = npc_words(slot)
    if zone != p.zone:
        raise E("scout.same-zone", sentence("{} is in {}, not in {}<'s> zone: a captain scouts only the zone his "
                                            "ship is in", [what, game.comp.zones[zone].phrase, p.name]))
    return _one(game, scout_npc(slot))


def scout_npc(slot) -> str:
    """The notation that scouts the NPC of this slot: 'scout navy english', 'scout pirate large'."""
    return f"scout navy {slot}" if slot in NATION_INDEX else f"scout pirate {slot.split('-')[1]}"


def _action(game, notation) -> list:
    action = game.parse_action(notation)
    found = game.legal_actions().get(action.notation)
    if found is None:
        raise game._explain(action)
    return [found]


# --- what the map highlights ---------------------------------------------------------------
def targets(game) -> dict:
    """What a click on the map can act on now, by kind: zone ids ("zone", "harbour",
    "merchant") and piece keys ("piece"). Only during a turn's actions."""
    out = {"zone": set(), "harbour": set(), "merchant": set(), "piece": set()}
    if game.over or game.sub != "action":
        return out
    p = game.players[game.cur]
    own = game.comp.zones[p.zone].id
    seats = {q.name: q.seat for q in game.players}
    slots = {scout_npc(s).split(" ", 1)[1]: s for s in NPC_SLOTS}
    for a in game.legal_actions():
        if a.kind == "move":
            out["zone"].add(a.arg)
        elif a.kind == "leave-port":
            out["zone"].add(own)
        elif a.kind in ("enter-port", "port"):
            out["harbour"].add(own)
        elif a.kind == "scout-merchant":
            out["merchant"].add(own)
        elif a.kind == "scout-captain":
            out["piece"].add(f"captain {seats[a.arg]}")
        elif a.kind == "scout-npc":
            out["piece"].add(f"npc {slots[a.notation.split(' ', 1)[1]]}")
        elif a.kind == "scout-treasure-galleon":
            out["piece"].add("treasure-galleon")
    return out


def asks(game, intent) -> bool:
    """Whether a click asks what can be done where the deciding captain is (on his own ship,
    or on his own zone at sea): the choices are then offered even when there is only one,
    for it may be a roll that no undo takes back."""
    if game.over or not isinstance(intent, dict) or len(intent) != 1:
        return False
    (kind, value), = intent.items()
    p = game.players[game.cur]
    if kind == "piece":
        return value == f"captain {p.seat}"
    return kind == "zone" and value == game.comp.zones[p.zone].id and not p.in_port


def choice_prompt(game, intent, found) -> str:
    """What a click that stands for several actions asks."""
    p = game.players[game.cur]
    if all(KINDS[a.kind].here for a in found):
        return sentence("{} <is> in {}: choose below what to do there.", [p.name, game.comp.zones[p.zone].phrase])
    return "Choose one below."


# --- the panel of choices ------------------------------------------------------------------
# the groups of the panel, in the order it shows them; each kind names its group (rules.kinds),
# and a group not named here comes before the glory cards
ORDER = ("Captain", "Ship", "Sail", "Scout", "Ambush (out of turn)", "Port", "Sell goods", "Market", "Contraband",
         "Cargo cards drawn", "Shipyard", "A navy's search", "Special weapons", "Crew", "Favors",
         "The Plank: the crew's loyalty", "Your old ship's modifications", "Rumors and missions", "Stash", "Declare",
         "A skull hit on your own ship", "The hit on your ship", "Special shot", "Caltrops", "Contraband aboard",
         "The defeated ship", "The merchant found", "Spend the raid's successes", "Keep the raid's goods",
         "Locations", "The location raid", "Glory cards", "Finish")


def groups() -> tuple:
    """The panel's group titles in order: :data:`ORDER`, with any other kind's group (a
    plug-in's own) before the glory cards."""
    named = {k.group for k in KINDS.values()}
    extra = tuple(sorted(named - set(ORDER)))
    at = ORDER.index("Glory cards")
    return ORDER[:at] + extra + ORDER[at:]


PANELS = {"captain": "setup", "first-ship": "setup", "new-ship": "setup", "action": "turn", "port": "port", "goods": "port",
          "hire": "port", "declare": "combat", "skull": "combat", "claim": "combat", "raid-nation": "raid",
          "raid": "raid", "raid-keep": "raid", "discard-glory": "turn",
          "ambush": "combat", "visit": "turn", "site-raid": "raid", "site-ashore": "raid", "site-loot": "raid",
          "place-mod": "turn"}


def panel(game) -> tuple:
    """(kind, title, [(group, [actions])]): the deciding captain's legal actions as the
    widget's panel shows them. ``kind`` is setup, turn, port, combat or raid."""
    if game.over:
        return "over", "", []
    kind = PANELS.get(game.sub, "turn")
    found = {}
    for a in game.legal_actions():
        found.setdefault(KINDS[a.kind].group, []).append(a)
    return kind, _title(game, kind), [(t, found[t]) for t in groups() if t in found]


def _title(game, kind) -> str:
    p = game.players[game.cur]
    zone = game.comp.zones[p.zone]
    if kind == "port":
        return f"Port action in {zone.port}"
    if game.sub == "question":
        return _question_title(game, p)
    if kind == "combat" and game.sub == "skull":
        return _skull_title(game, p)
    if kind == "combat":
        return "Crew combat" if game.fight is not None and game.fight.crew else "Naval battle"
    if kind == "raid":
        return f"Raid in {zone.phrase}"
    if kind == "setup":
        return _setup_title(game, p)
    return f"In port at {zone.port}" if p.in_port and zone.port else f"At sea in {zone.phrase}"


def _skull_title(game, p) -> str:
    """The enemy's skull hits land on the deciding captain's own ship, where he chooses."""
    more = game.fight.skulls.count(p.seat) - 1
    after = f" ({more} more after this one)" if more > 0 else ""
    return sentence("Naval battle: a skull hit on {}<'s> own ship; {} <chooses> where it lands" + after,
                    [p.name, p.name])


def _setup_title(game, p) -> str:
    """Whose captain takes a ship and why: the first one, a dead captain's successor (in his
    home port), or a survivor washed up without his ship; or the captain cards to choose from."""
    if game.sub == "captain":
        return sentence("{} <chooses> a captain: keep one of the cards dealt", [p.name])
    card = game.comp.captains[p.card]
    home = game.comp.by_id[card.home].name
    if game.sub == "new-ship" and p.new_captain:
        return sentence("{}<'s> captain is dead: the new captain, {} of {}, takes a ship", [p.name, card.name, home])
    if game.sub == "new-ship":
        return sentence("{} survived the wreck, without a ship: a new one in {}", [p.name, home])
    return sentence("A first ship for {}<'s> captain, {} of {}", [p.name, card.name, home])


def _question_title(game, p) -> str:
    """A question inside a decision: what it is about, and the hidden card it is about (drawn
    for the captain asked, who alone has this panel): a favor is spent on seeing it."""
    q = game.question
    text = sentence("{} " + questions.prompt(game), [p.name])
    if q.card:
        card = next((c for c in (*game.comp.glory, *game.comp.rumors) if c.id == q.card), None)
        if card is not None:
            text += f". The card drawn: {card.name}" + (f" ({card.text})" if getattr(card, "text", "") else "")
    return text[:1].upper() + text[1:]
