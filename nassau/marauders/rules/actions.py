"""Merchants & Marauders decisions, and the readers of their notation's fields.

Each kind's notation is declared with the kind (:mod:`.action_kinds`; a Seas of Glory module's
in its own ``KINDS``, with its table of notations in the module's docstring), from the readers
below: a name, a zone, a whole number, a list of goods. The base game's notations:

=============================  ==================================================================
notation                       meaning
=============================  ==================================================================
``move tortuga``               sail to the next sea zone (1 action); ``move Port Royal`` or
                               ``move The Caribbean Sea`` (as the board writes it) is read as its id
``enter port``, ``leave port`` from a sea zone into its port, or back out (1 action each)
``enter port pay``             at Port Royal with an English bounty: pay 2 gold to come in;
                               ``enter port roll``: try an Influence roll instead
``scout merchant``             look for the merchant in this zone (1 action), then raid it
``scout navy spanish``         look for an NPC: a nation's navy, ``scout pirate small`` or
                               ``scout pirate large``
``scout captain Anja``         look for another captain in this zone
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
``draw captain``               after a death, before the ship: the new captain set aside for the
                               next card, while an NPC pirate sits in his home zone (and, with a
                               variant that deals captains to choose from, 2 gold for one more)
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
                               (the expansion's weapons add their own)
``hit masts``                  where a skull hit on your ship goes
``save crew``, ``take hit``    Donatus van 't Hof, once a fight: cancel the hit to his last
                               crew, or take it
``move hit masts``             Felipe de los Reyes, once a battle: move the hit just taken to
                               another location; ``take hit`` leaves it where it landed
``claim ship``, ``leave ship`` after winning a crew combat: take the defeated ship or not
``play fair-winds-1``          play a glory card from your hand (no action)
``place mod havana``           a ship's modifications back on the map: the port for the next one
=============================  ==================================================================
"""


import re

from ...kernel.actions import KindAction
from ...kernel.notation import Reader, field
from .kinds import KINDS

_NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


class Action(KindAction):
    """One decision. ``Action('move tortuga')`` reads a notation; the rules build the actions they
    offer from the fields, ``Action.of('move', 'tortuga')``; fields: ``kind`` and ``arg``."""

    __slots__ = ()
    _KINDS = KINDS


def _place(text: str) -> str:
    """A zone as the board writes it ("St. Maarten", "The Caribbean Sea") or as its id."""
    slug = text.strip().lower().replace(".", "").replace(" ", "-")
    return slug[4:] if slug.startswith("the-") else slug


def expect_name(text: str) -> str:
    """An id, or ValueError."""
    if not _NAME.match(text):
        raise ValueError(f"expected a name like 'port-royal', not {text!r}")
    return text


def name(text: str, words=None):
    """One word, an id (``havana``, ``chain-shot``): text of more words is another form's."""
    return None if " " in text or not text else expect_name(text)


NAME = field(name)
# a zone, as its id or as the board writes it ("move Port Royal")
ZONE = field(lambda text, words: expect_name(text) if text else None,
             canonical=lambda text: text if _NAME.match(text) else _place(text), name="zone")


def whole(digits: int, one_word: bool = False):
    """A whole number of at most so many digits (``stash 10``); other text is refused, unless
    ``one_word`` (then text of more words is another form's)."""
    def read(text, words):
        if not text or (one_word and " " in text):
            return None
        if not text.isdigit() or len(text) > digits:
            raise ValueError(f"write '{words} N' with N a whole number")
        return int(text)
    return field(read, name=f"whole number of {digits} digits at most")


def _sorted(text: str) -> str:
    """A list written in any order, as the notation writes it: sorted, without spaces."""
    return ",".join(sorted(x.strip() for x in text.split(","))) if "," in text else text


def names(one_word: bool = False) -> Reader:
    """A comma-separated list of names, written sorted (``rum,sugar,sugar``); ``one_word``: text
    of more words is another form's."""
    def read(text, words):
        if not text or (one_word and " " in text):
            return None
        return tuple(expect_name(g) for g in text.split(","))
    return field(read, ",".join, canonical=_sorted, name="list of names")


GOODS = names()


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


def _read_with_mods(text, words):
    """``frigate with mods``: (ship, None), all the modifications move; ``frigate with mods
    chasers,long-guns``: (ship, effects), only these."""
    parts = text.split(" ")
    if len(parts) not in (3, 4) or parts[1:3] != ["with", "mods"]:
        return None
    return ((expect_name(parts[0]), _mods(parts[3]) if len(parts) == 4 else None),)


def _write_with_mods(fields):
    ship, mods = fields[0]
    return f"{ship} with mods" + ("" if mods is None else " " + ",".join(mods))


def _sorted_mods(text: str) -> str:
    if " with mods " not in text:
        return text
    ship, _, mods = text.partition(" with mods ")
    return f"{ship} with mods {','.join(sorted(m.strip() for m in mods.split(',')))}"


WITH_MODS = Reader(_read_with_mods, _write_with_mods, _sorted_mods)
