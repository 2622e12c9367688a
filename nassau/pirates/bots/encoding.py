"""Pirates of Nassau's integer actions and observation tensor (see :mod:`nassau.kernel.encoding`).

The action catalog, in this order (sizes for nassau's component data, 20 spaces, 4 captain
cards with 4 labels, 17 Navy ship labels, 38 tile codes; a user's component file gives its own):

==========================  =====  ==========================================================
kind                        size   entries, in order
==========================  =====  ==========================================================
words                       9      winds, pass, done, ransom, plank, wind, up, down, doubloon
move                        360    die face 1-6, then change 0, +1, -1, then space 1-20:
                                   ``F>S``, ``F+1>S``, ``F-1>S``; index 9 + (F-1)*60 + c*20 + S-1
plunder, sack               2 x C  ``plunder L`` for each captain card label L, then ``sack L``
smuggle                     4      gunpowder, goods, rum, pesos
take, discard               2 x 5  pesos, gunpowder, goods, rum, hostages
lose, exchange              2 x 3  gunpowder, goods, rum
use                         U      per tile code in file order: ``use CODE``, or ``use CODE:F``
                                   for F 1-6 (a reroll tile), or ``use CODE:ITEM`` (a gain tile)
navy                        1+S+SC ``navy empty``; then per Navy ship label: ``navy L``, then
                                   ``navy L C`` for each captain label C
penalty                     2      infamy, goods
buy                         1+B    ``buy section``; then ``buy CODE SLOT`` per tile code and
                                   per slot it fits (type, colour, only_on), in file order
sell                        10     three resources, sorted: gunpowder,gunpowder,gunpowder ...
bury                        P      ``bury N``, N 1..P, P the pesos in the box (54)
==========================  =====  ==========================================================

``bury N`` is bounded by the box: pesos are conserved between the supply and the players, so
no hold ever carries more than the component file's peso count.

The observation tensor: the round, the step and the decision as one-hots, who decides
(relative to the observer), each trade-route space's merchant (sail, cannon, loot), the decks,
the Navy display, Nassau's tiles, the supply; then one block per seat **relative to the
observer** (0 = the observer, 1 = the next seat, ...; padded to 5 seats): infamy, space, dice,
trade wind, hold, chest, doubloons, sections, tile codes aboard, used and new tiles, captain
cards, captures. Counts are raw numbers. Everything in Pirates is public, so seats differ only
in the order of the seat blocks.
"""

from itertools import combinations_with_replacement

from ...kernel.encoding import Encoding, Features, relative, vocab
from ..rules.components import ITEMS, RESOURCES

WORDS = ("winds", "pass", "done", "ransom", "plank", "wind", "up", "down", "doubloon")
SEATS = 5
SPACES = 20                     # the notation's board: spaces 1-20
STEPS = ("pirate", "infamy", "navy", "buy", "overflow", "bury", "over")
SUBS = ("move", "act", "ransom", "stow", "infamy", "collide", "navy", "penalty", "lose", "buy", "overflow", "bury")


def _labels(cards) -> list:
    return list(vocab(c.label for c in cards))


def _moves():
    for face in range(1, 7):
        for change in ("", "+1", "-1"):
            for space in range(1, SPACES + 1):
                yield f"{face}{change}>{space}"


def _uses(comp):
    for k in comp.kinds.values():
        if not k.one_shot:
            continue
        if k.effect == "reroll":
            yield from (f"use {k.code}:{face}" for face in range(1, 7))
        elif k.effect == "gain":
            yield from (f"use {k.code}:{item}" for item in k.items)
        else:
            yield f"use {k.code}"


def _buys(comp):
    for k in comp.kinds.values():
        for slot in comp.slots.values():
            if slot.type == k.type and slot.colour == k.colour and (not k.only_on or slot.section in k.only_on):
                yield f"buy {k.code} {slot.id}"


class PiratesEncoding(Encoding):
    game_name = "pirates"

    def _default(self):
        from ..rules.components import default_components
        return default_components()

    def _sample(self, comp):
        from ..rules.setup import new_game
        return new_game(SEATS, seed=0, components=comp)

    def _signature(self, comp):
        return tuple(self._entries(comp)), tuple(comp.kinds), tuple(m.id for m in comp.merchants)

    def _entries(self, comp):
        captains, ships = _labels(comp.captains), _labels(c for c in comp.navy if c.ship)
        yield from WORDS
        yield from _moves()
        for verb in ("plunder", "sack"):
            yield from (f"{verb} {c}" for c in captains)
        yield from (f"smuggle {x}" for x in RESOURCES + ("pesos",))
        for verb, items in (("take", ITEMS), ("discard", ITEMS), ("lose", RESOURCES), ("exchange", RESOURCES)):
            yield from (f"{verb} {x}" for x in items)
        yield from _uses(comp)
        yield "navy empty"
        for label in ships:
            yield f"navy {label}"
            yield from (f"navy {label} {c}" for c in captains)
        yield from ("penalty infamy", "penalty goods", "buy section")
        yield from _buys(comp)
        yield from ("sell " + ",".join(combo) for combo in combinations_with_replacement(RESOURCES, 3))
        yield from (f"bury {n}" for n in range(1, comp.supply["pesos"] + 1))

    def _features(self, obs, comp, f: Features) -> None:
        names = [p["name"] for p in obs["players"]]
        seat, n = names.index(obs["you"]), len(names)
        merchants = {m.id: m for m in comp.merchants}
        codes, spaces = vocab(comp.kinds), vocab(range(SPACES + 1))
        f.num(obs["round"])
        f.one_hot(obs["step"], vocab(STEPS))
        f.one_hot(obs["decision"], vocab(SUBS))
        f.one_hot(None if obs["to_decide"] is None else relative(seat, names.index(obs["to_decide"]), n),
                  vocab(range(SEATS)))
        for space in range(1, SPACES + 1):
            m = merchants.get(obs["routes"].get(space, obs["routes"].get(str(space))))
            f.nums((1, m.sail, m.cannon) if m else (), 3)
            f.counts([item for item, k in m.loot for _ in range(k)] if m else (), vocab(ITEMS))
        f.nums(obs["merchant_decks"], 3)
        f.num(len(obs["departed"]))
        f.counts(obs["navy_display"], vocab(["empty"] + _labels(c for c in comp.navy if c.ship)))
        f.num(obs["navy_deck"])
        f.counts(obs["sacked"], spaces)
        f.counts([c for stack in obs["nassau"] for c in stack], codes)
        f.nums(obs["stacks"], 3)
        f.nums(obs["supply"], len(ITEMS))
        f.nums((obs["doubloons"], obs["trade_winds"]), 2)
        f.nums(obs["loot_to_stow"], len(ITEMS))
        by_place = {relative(seat, s, n): p for s, p in enumerate(obs["players"])}
        for place in range(SEATS):
            _player(f, by_place.get(place), comp, codes, spaces)


def _player(f: Features, p, comp, codes, spaces) -> None:
    slots = len(comp.slots)
    f.num(p is not None)
    p = p or {}
    f.nums((p.get("infamy"), p.get("trade_wind"), p.get("chest"), p.get("doubloons"), p.get("extra_sections"),
            len(p.get("captured", ())), p.get("sacked"), p.get("planked")), 8)
    f.one_hot(p.get("space"), spaces)
    f.counts(p.get("dice"), vocab(range(1, 7)))
    f.nums(p.get("hold"), len(ITEMS))
    f.counts([c for c in p.get("tiles", ()) if c], codes)
    f.nums([1 if c else 0 for c in p.get("tiles", ())], slots)
    f.nums([(p.get("used_tiles", 0) >> i) & 1 for i in range(slots)], slots)
    f.nums([(p.get("new_tiles", 0) >> i) & 1 for i in range(slots)], slots)
    f.nums([1 if c else 0 for c in p.get("captain_cards", ())], len(comp.captains))


ENCODING = PiratesEncoding()
