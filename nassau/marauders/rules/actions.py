"""Merchants & Marauders decisions and their notation.

=============================  ==================================================================
notation                       meaning
=============================  ==================================================================
``move tortuga``               sail to the next sea zone (1 action); ``move Port Royal`` or
                               ``move The Caribbean Sea`` (as the board writes it) is read as its id
``enter port``, ``leave port`` from a sea zone into its port, or back out (1 action each)
``enter port pay``             at Port Royal with an English bounty: pay 2 gold to come in;
                               ``enter port roll``: try an Influence roll instead
``scout merchant``             look for the merchant in this zone (1 action), then raid it
``scout navy spanish``         look for an NPC (``navy NATION``, ``pirate small``, ``pirate large``)
``scout captain Anja``         look for another captain in this zone
``scout treasure-galleon``     Seas of Glory: look for the Treasure Galleon in this zone, then attack it
``port``                       the port action (once a turn): the activities below, then ``done``
``end turn``                   end the turn without the actions left
``prove the-hermits-map``      prove a rumor held, where its card says (1 action)
``sell rum,sugar,sugar``       sell goods (the first activity of a port action, or none); goods
                               may be written in any order
``buy goods``                  draw cargo cards; then ``take sugar,rum`` or ``take nothing``
``redraw``                     at Santo Domingo, once: pay 1 gold to draw the cards on offer again
``buy ship frigate``           at the shipyard, buy a ship (the old one is sold in part payment)
``buy ship frigate with mods`` ... at St John, moving all the old ship's modifications (1 gold each);
                               ``... with mods chasers,long-guns`` moves only these (effect ids,
                               in any order), the others going back to the ports
``repair hull``                repair one point of ``hull``, ``cargo``, ``masts`` or ``cannons``
``buy mod``                    buy this port's ship modification
``buy weapon chain-shot``      buy a special weapon; ``sell weapon chain-shot`` sells one
``recruit``                    roll Leadership to fill the crew; after a failed roll
                               ``hire 2`` pays for 2 crew, ``hire 0`` for none
``rumor``                      pay and roll Influence for a rumor card
``take mission pirate-hunter`` claim a mission on the board here (a check of its claim skill)
``deliver rum-for-the-fleet``  in the mission's target port: give up its good, complete it
``complete escort-the-bishop`` in an escort mission's target port: complete it
``stash 10``, ``withdraw 5``   put gold in the stash or take it out
``done``                       end the port action
``keep captain william-ashby`` at setup (variant captain-choice), the captain dealt to keep
``draw captain``               ... or first pay 2 gold for one more card (option pay-to-draw);
                               after a death, before the ship: the new captain set aside for the
                               next card, while an NPC pirate sits in his home zone
``ship sloop``, ``ship flute`` a new captain's first ship
``discard glory steady-hand-1``  discard a glory card over the hand limit
``raid spanish``, ``let go``   raid the merchant found as this nation, or let it go
``draw card``                  in a raid, spend a success on one more cargo card
``discard card c07``           ... on discarding one; ``exchange card c07`` on exchanging one
``give up grapeshot``          in a raid, give up a special weapon for one more success
``resolve``                    end the raid: its hits, its escape or its plunder
``keep sugar,rum``             the raid's goods to keep; ``keep nothing``
``shoot``, ``board``, ``flee`` a naval round's declaration; ``shoot chain-shot``,
                               ``shoot grapeshot`` and ``board grappling-hooks`` use a weapon
``hit masts``                  where a skull hit on your ship goes
``save crew``, ``take hit``    Donatus van 't Hof, once a fight: cancel the hit to his last
                               crew, or take it
``move hit masts``             Felipe de los Reyes, once a battle: move the hit just taken to
                               another location; ``take hit`` leaves it where it landed
``use heated-shot``            Seas of Glory weapons: the hit dice showed a skull: fire the
                               heated shot (or ``use double-shot``), or ``no weapon``
``throw caltrops``             ... after a board's Seamanship contest: throw them, or
                               ``keep caltrops``
``stow box``, ``stow holds``   Seas of Glory contraband: where a contraband card gained goes
``lose from holds``            ... which box a lost cargo card comes from; ``lose from
                               contraband``
``hide contraband havana``     ... with a Smuggler's Hold: the card it keeps, by its port
``claim ship``, ``leave ship`` after winning a crew combat: take the defeated ship or not
``play fair-winds-1``          play a glory card from your hand (no action)
``buy favor``                  Seas of Glory favors: at the end of a port action, 2 gold for 1
``buy contraband havana``      Seas of Glory contraband: after ``buy goods``, first buy the
                               contraband on offer for these ports (``havana,tortuga``), 3 gold
                               each; or ``buy no contraband``
``sell contraband 2``          sell 2 contraband cards printed with this port (10 gold each)
``fight navy``                 a navy found your contraband: take its bounty and fight it,
                               or ``dump contraband``: all of it overboard
``use favor``, ``accept``      spend a favor on the roll or draw just shown, or let it stand
``ambush``, ``pass``          variant cutthroat: scout the captain who sailed into your zone, out
                               of turn (2 actions off your next turn), or let him sail by
``rally crew``                 Seas of Glory loyalty: at Fierce Loyalty, once a turn, Leadership for 1 more action
``plank leadership``           The Plank, when an NPC is drawn: roll Leadership to keep the
                               crew's loyalty; ``plank crew``: lose 1 crew to keep it
``place mod havana``           a ship's modifications back on the map: the port for the next one
``pay crew``                   Seas of Glory loyalty: in a port action, pay the next step's gold (once)
``visit holetown``             Seas of Glory locations: visit the location of this zone (1 action)
``absolve english 2``          ... at a Missionary: 3 gold for each bounty of one nation taken off
``give sugar``                 ... at the Natives: a cargo card for the repairs
``salvage cargo``              ... at a Reef, a success spent: ``salvage crew``, ``salvage rumor``,
                               ``salvage weapon chain-shot``; or ``stop salvaging``
``send navy havana``           ... at a Naval Fort: the navy of the zone's port's nation moves there
``free prisoner``              ... at a Prison: hire the specialist turned up, or ``leave prisoner``
``raid location holetown``     raid the location of this zone (1 action)
``fire cannon``                ... roll one Cannons die; ``strike c07``: a success discards a card;
                               ``stop firing``: the location's fire
``go ashore``, ``retreat``     ... fight the defenders on land, or leave
``loot sugar,rum``             ... the goods to keep; ``loot nothing``
=============================  ==================================================================
"""

import re

from ...kernel.actions import KindAction

_NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
# The decisions that are one fixed phrase. WORDS keeps its order: the integer encoding numbers
# them in it (bots/encoding.py); the answers to questions that are a fixed phrase come after.
WORDS = ("enter port", "leave port", "scout merchant", "port", "end turn", "buy goods", "buy mod", "recruit",
         "rumor", "done", "take nothing", "let go", "draw card", "resolve", "keep nothing", "shoot", "board", "flee",
         "claim ship", "leave ship", "redraw", "draw captain", "buy favor", "use favor", "accept",
         "ambush", "pass", "rally crew", "pay crew", "scout treasure-galleon", "buy no contraband", "fight navy",
         "dump contraband", "stop salvaging", "free prisoner", "leave prisoner", "fire cannon", "stop firing",
         "go ashore", "retreat", "loot nothing")
ANSWER_WORDS = ("save crew", "take hit", "no weapon", "throw caltrops", "keep caltrops", "stow box", "stow holds",
                "lose from holds", "lose from contraband")
_WORDS = frozenset(WORDS + ANSWER_WORDS)
_PHRASE = {w.replace(" ", "-"): w for w in WORDS + ANSWER_WORDS}     # kind -> its fixed phrase
_WEAPON_USES = {"shoot": ("chain-shot", "grapeshot", "heated-shot", "double-shot"),
                "board": ("grappling-hooks", "caltrops", "grappling-hooks caltrops")}
_LOCATIONS = ("hull", "cargo", "masts", "crew", "cannons")


class Action(KindAction):
    """One decision. ``Action('move tortuga')`` reads a notation; the rules build the actions they
    offer from the fields, ``Action.of('move', 'tortuga')``; fields: ``kind`` and ``arg``."""

    __slots__ = ()

    @classmethod
    def _canonical(cls, text):
        """Zones as the board writes them, and goods in any order: ``sell sugar,rum`` is
        ``sell rum,sugar`` (lists of goods, and of modifications moved, are written sorted)."""
        if text.startswith("move ") and not _NAME.match(text[5:]) and not text.startswith("move hit "):
            return "move " + _place(text[5:])
        head, _, rest = text.partition(" ")
        if text.startswith("buy ship ") and " with mods " in text:
            ship, _, mods = text[9:].partition(" with mods ")
            return f"buy ship {ship} with mods {','.join(sorted(m.strip() for m in mods.split(',')))}"
        if text.startswith("buy contraband ") and "," in text:
            return "buy contraband " + ",".join(sorted(d.strip() for d in text[15:].split(",")))
        if head in ("sell", "take", "keep", "loot") and "," in rest:
            return f"{head} {','.join(sorted(g.strip() for g in rest.split(',')))}"
        return text

    @classmethod
    def _write(cls, kind, arg=None):
        """Most notations are the kind's words and the argument (a list comma-separated); the
        rules pass lists of goods and modifications sorted, as ``_canonical`` writes them."""
        if arg is None:
            return _PHRASE[kind]
        if kind == "scout-npc":
            return f"scout pirate {arg[7:]}" if arg.startswith("pirate-") else f"scout navy {arg}"
        if kind == "buy-ship-with-mods":
            ship, mods = arg
            return f"buy ship {ship} with mods" + ("" if mods is None else " " + ",".join(mods))
        if kind == "absolve":
            return f"absolve {arg[0]} {arg[1]}"
        words = kind.replace("-", " ")
        return f"{words} {','.join(arg)}" if type(arg) is tuple else f"{words} {arg}"

    @classmethod
    def _parse_into(cls, self, text):
        put = self._put
        if text in _WORDS:
            return put(text.replace(" ", "-"))
        words = text.split(" ")
        head, rest = words[0], " ".join(words[1:])
        if text.startswith("move hit ") and len(words) == 3 and words[2] in _LOCATIONS:
            return put("move-hit", words[2])
        if head in ("move", "stash", "withdraw", "hire") and rest:
            if head == "move":
                return put("move", _name(rest))
            if not rest.isdigit() or len(rest) > 4:
                raise ValueError(f"write '{head} N' with N a whole number")
            return put(head, int(rest))
        if head == "scout":
            if words[1:2] == ["navy"] and len(words) == 3:
                return put("scout-npc", _name(words[2]))
            if words[1:2] == ["pirate"] and len(words) == 3 and words[2] in ("small", "large"):
                return put("scout-npc", f"pirate-{words[2]}")
            if words[1:2] == ["captain"] and len(words) >= 3:
                return put("scout-captain", " ".join(words[2:]))
        if head in _WEAPON_USES and rest in _WEAPON_USES[head]:
            return put(head, rest)
        if head == "use" and rest in ("heated-shot", "double-shot"):
            return put("use", rest)
        if text in ("enter port pay", "enter port roll"):
            return put("enter-port", words[2])
        if text in ("plank leadership", "plank crew"):
            return put("plank", words[1])
        if text.startswith("hide contraband ") and len(words) == 3:
            return put("hide-contraband", _name(words[2]))
        if text.startswith("place mod ") and len(words) == 3:
            return put("place-mod", _name(words[2]))
        if head == "hit" and rest in _LOCATIONS:
            return put("hit", rest)
        if head == "play" and len(words) == 2:
            return put("play", _name(rest))
        if text.startswith("raid location ") and len(words) == 3:
            return put("raid-location", _name(words[2]))
        if head in ("visit", "give", "strike") and len(words) == 2:
            return put(head, _name(words[1]))
        if head == "absolve" and len(words) == 3 and words[2].isdigit() and len(words[2]) <= 2:
            return put("absolve", (_name(words[1]), int(words[2])))
        if head == "salvage" and rest in ("cargo", "crew", "rumor"):
            return put("salvage", rest)
        if text.startswith("salvage weapon ") and len(words) == 3:
            return put("salvage", "weapon " + _name(words[2]))
        if text.startswith("send navy ") and len(words) == 3:
            return put("send-navy", _name(words[2]))
        if head == "raid" and len(words) == 2:
            return put("raid", _name(rest))
        if head in ("discard", "exchange") and words[1:2] == ["card"] and len(words) == 3:
            return put(f"{head}-card", _name(words[2]))
        if text.startswith("give up ") and len(words) == 3:
            return put("give-up", _name(words[2]))
        if text.startswith("keep captain ") and len(words) == 3:
            return put("keep-captain", _name(words[2]))
        if text.startswith("take mission ") and len(words) == 3:
            return put("take-mission", _name(words[2]))
        if len(words) == 3 and (head, words[1]) in (("buy", "ship"), ("buy", "weapon"), ("sell", "weapon")):
            return put(f"{head}-{words[1]}", _name(words[2]))
        if text.startswith("buy ship ") and words[3:5] == ["with", "mods"] and len(words) in (5, 6):
            # arg (ship, None): all the modifications move; (ship, effects): only these
            return put("buy-ship-with-mods", (_name(words[2]), _mods(words[5]) if len(words) == 6 else None))
        if text.startswith("buy contraband ") and len(words) == 3:
            return put("buy-contraband", tuple(_name(d) for d in words[2].split(",")))
        if text.startswith("sell contraband ") and len(words) == 3:
            if not words[2].isdigit() or len(words[2]) > 2:
                raise ValueError("write 'sell contraband N' with N a whole number")
            return put("sell-contraband", int(words[2]))
        if head in ("sell", "take", "keep", "loot") and rest:
            return put(head, tuple(_name(g) for g in rest.split(",")))
        if head in ("repair", "ship") and len(words) == 2:
            return put(head, _name(words[1]))
        if head in ("prove", "deliver", "complete") and len(words) == 2:
            return put(head, _name(rest))
        if text.startswith("discard glory ") and len(words) == 3:
            return put("discard-glory", _name(words[2]))
        raise ValueError("unknown action")


def _place(text: str) -> str:
    """A zone as the board writes it ("St. Maarten", "The Caribbean Sea") or as its id."""
    slug = text.strip().lower().replace(".", "").replace(" ", "-")
    return slug[4:] if slug.startswith("the-") else slug


def _name(text: str) -> str:
    if not _NAME.match(text):
        raise ValueError(f"expected a name like 'port-royal', not {text!r}")
    return text


def _mods(text: str) -> tuple:
    """Modification effect ids, each once (``chasers,long-guns``), as the notation lists them."""
    from .vocabulary import MOD_EFFECTS
    mods = tuple(text.split(","))
    for m in mods:
        if m not in MOD_EFFECTS:
            raise ValueError(f"expected ship modifications like 'chasers,long-guns', not {text!r}")
    if len(set(mods)) < len(mods):
        raise ValueError("name each modification to move once")
    return mods
