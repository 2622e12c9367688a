"""Seas of Glory module 7: contraband (fact sheet §9.7; the rulebook's module 7).

32 contraband cards join the cargo deck. Each is also a normal good and prints a destination
port (the cards themselves are NOT FOUND: nassau's are ``reconstructed`` data, 2 for each of
the 16 ports). A captain keeps contraband in a contraband box beside the holds; it still takes
hold space.

- Buying goods: the draw redraws, besides the good in demand, contraband whose destination is
  this port. Then the captain buys contraband first, 3 gold each (2 at Nassau; no discount),
  into the box (``buy contraband havana,tortuga`` names them by destination, or ``buy no
  contraband``); then the rest of the offer, the contraband left included, is bought as normal
  goods (``take ...``) into the holds.
- Selling: only in the port printed on the card, 10 gold each (``sell contraband 2``), like
  the goods a sale at the start of the port action (goods may be sold too, in either order).
- Glory: every 2 contraband sold is 1 glory, counted across sales: the rulebook tucks the
  first card sold under the captain card and discards it with the second for the point. The
  tucked card stays when the captain dies (``p.tucked``, at most one card).
- "Cargo" and "goods" include contraband; a named good (a delivery, selling rum) is always a
  card of the holds. A card in the holds is a normal good for good, even if it shows the icon.
- Damage: each card lost comes from a box of the captain's choice, then at random within it:
  while both boxes hold cards he is asked (``lose from holds`` or ``lose from contraband``).
- Contraband gained by a raid, a wreck, a rumor, a location or plunder goes where the captain
  likes: he is asked for each card (``stow box``, worth 10 at its port but searched for by
  navies, or ``stow holds``, an ordinary good).
- Navies also scout non-pirates who carry contraband (in the box) in their zone. Found, the
  captain either takes a bounty of that nation and fights the navy (``fight navy``) or dumps
  every contraband card (``dump contraband``). Navies do not chase smugglers (npcs.py is
  unchanged), and pirates are scouted as ever.
- With module 3's Smuggler's Hold, the box's first card is in the hold: no hold space, never
  lost, never searched for (:mod:`.smugglers_hold`).
- "A Myriad of Goods" is replaced by its Seas of Glory version (``a-myriad-of-goods-sog``).

Its notations, declared with its kinds (``KINDS``):

=============================  ================================================================
notation                       meaning
=============================  ================================================================
``buy contraband havana``      after ``buy goods``, first buy the
                               contraband on offer for these ports (``havana,tortuga``), 3 gold
                               each; or ``buy no contraband``
``sell contraband 2``          sell 2 contraband cards printed with this port (10 gold each)
``fight navy``                 a navy found your contraband: take its bounty and fight it,
                               or ``dump contraband``: all of it overboard
``stow box``, ``stow holds``   where a contraband card gained goes
``lose from holds``            which box a lost cargo card comes from; ``lose from
                               contraband``
=============================  ================================================================
"""

from itertools import combinations

from ...kernel.english import plural
from ..rules import bounties, combat, glory, npcs, turns
from ...kernel.notation import Form
from ..rules.actions import Action, names, whole
from ..rules.holds import aboard, room  # noqa: F401 (the box counted in: asked here by the expansion's modules)
from ..rules.kinds import Kind
from ..rules.questions import QuestionKind, ask
from ..rules.sides import NPC
from ..rules.state import NATION_INDEX
from ..rules.vocabulary import NPC_SLOTS
from .smugglers_hold import choose as choose_hidden, exposed, free_slot, hidden

MODULE = "contraband"
# the answers to its questions: where a card gained goes, which box a lost card comes from
STOW_BOX, STOW_HOLDS = Action.of("stow-box"), Action.of("stow-holds")
LOSE_GOODS, LOSE_CONTRABAND = Action.of("lose-from-holds"), Action.of("lose-from-contraband")
PRICE = 3            # the rulebook: 3 gold each, no discount for buying several


def price(game, p) -> int:
    """3 gold a card; at Nassau, whose board text starts goods at 2, 2 (the expansion says so)."""
    return game.comp.rules.nassau_price if game.comp.zones[p.zone].id == "nassau" else PRICE
SALE = 10            # the rulebook: 10 gold each at the port printed on the card
PER_GLORY = 2        # the rulebook: 2 sold = 1 glory
BOUGHT, SOLD = "buy-contraband", "sell-contraband"          # port steps
OLD_RUMOR, NEW_RUMOR = "a-myriad-of-goods", "a-myriad-of-goods-sog"


def on(game) -> bool:
    return MODULE in game.modules


def marked(game, card: int) -> bool:
    """Whether a cargo card is a contraband card (it prints a destination)."""
    return bool(game.comp.cargo[card].destination)


def in_play(game, key: str, c) -> bool:
    """Whether a cargo card or a rumor is in this game (with the module: the contraband
    cards, and the new A Myriad of Goods instead of the old)."""
    if key == "rumors" and c.id in (OLD_RUMOR, NEW_RUMOR):
        return (c.id == NEW_RUMOR) == on(game)
    if key == "cargo" and c.destination:
        return on(game)
    return c.expansion == "base"


def deck(game, key: str) -> list:
    return [c.index for c in getattr(game.comp, key) if in_play(game, key, c)]


def cargo_aboard(game, p) -> int:
    """The box's cards take hold space too (but the card in a Smuggler's Hold)."""
    return len(p.contraband) - hidden(game, p)


def _here(game, zone: int) -> str:
    return game.comp.zones[zone].id


# --- buying ----------------------------------------------------------------------------------------
def redrawn(game, card: int, zone: int) -> bool:
    """A contraband card for this very port is redrawn when buying here."""
    return game.comp.cargo[card].destination == _here(game, zone)


def buying(game, p) -> bool:
    """The first step of buying goods: contraband on offer, not yet decided."""
    return on(game) and BOUGHT not in game.port_steps and any(marked(game, c) for c in game.offer)


def legal_buy(game, p) -> list:
    dests = sorted(game.comp.cargo[c].destination for c in game.offer if marked(game, c))
    most = min(len(dests), room(game, p) + free_slot(game, p), p.gold // price(game, p))   # a Smuggler's Hold
    picks = sorted({combo for n in range(1, most + 1) for combo in combinations(dests, n)})
    return [Action.of("buy-contraband", tuple(combo)) for combo in picks] + [Action.of("buy-no-contraband")]


def buy(game, p, a) -> None:
    game.port_steps += (BOUGHT,)
    chosen = () if a.kind == "buy-no-contraband" else a.arg
    offer = list(game.offer)
    for dest in chosen:
        card = next(c for c in offer if game.comp.cargo[c].destination == dest)
        offer.remove(card)
        p.contraband += (card,)
    game.offer = tuple(offer)
    choose_hidden(game, p)
    paid = price(game, p) * len(chosen)
    p.gold -= paid
    game.bank += paid
    if chosen:
        game._event("{} <buys> contraband for {} for {}.", p.name, _ports(game, chosen), plural(paid, "gold"))
    else:
        game._event("{} <buys> no contraband.", p.name)


# --- selling ---------------------------------------------------------------------------------------
def sellable(game, p) -> list:
    """The contraband in the box that may be sold in this port."""
    here = _here(game, p.zone)
    return [c for c in p.contraband if game.comp.cargo[c].destination == here]


def legal_sell(game, p) -> list:
    done = set(game.port_steps)
    if not on(game) or SOLD in done or done - {"sell"}:
        return []
    return [Action.of("sell-contraband", n) for n in range(1, len(sellable(game, p)) + 1)]


def sell(game, p, a) -> None:
    game.port_steps += (SOLD,)
    sold = sellable(game, p)[:a.arg]
    p.contraband = tuple(c for c in p.contraband if c not in sold)
    choose_hidden(game, p)
    paid = min(SALE * len(sold), game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("{} <sells> {} for {}.", p.name, plural(len(sold), "contraband card"), plural(paid, "gold"))
    pile = list(p.tucked) + sold
    points, odd = divmod(len(pile), PER_GLORY)
    p.tucked = tuple(pile[len(pile) - odd:])       # an odd card waits under the captain card
    game.cargo_discard += tuple(pile[:len(pile) - odd])
    glory.gain(game, p, points, f"selling {plural(points * PER_GLORY, 'contraband card')}")


# --- gaining and losing ----------------------------------------------------------------------------
def stow(game, p, cards) -> None:
    """Cargo cards gained (a raid, a wreck, a rumor, plunder) go aboard: each contraband card
    where the captain says (a question: ``stow box`` or ``stow holds``), the rest into the holds."""
    for c in cards:
        if on(game) and marked(game, c):
            dest = game.comp.cargo[c].destination
            answer = ask(game, p.seat, "stow", f"a contraband card for {game.comp.by_id[dest].port}",
                         (STOW_BOX, STOW_HOLDS), facts=(dest,))
            if answer is STOW_BOX:
                p.contraband += (c,)
                choose_hidden(game, p)
                continue
        p.goods += (c,)


def losing_box(game, p) -> str:
    """The box a lost cargo card comes from, "goods" or "contraband": the captain's choice
    while both hold cards he may lose (a question), else the one that does (the card in a
    Smuggler's Hold is never lost)."""
    found = exposed(game, p)
    if not found:
        return "goods"
    if not p.goods:
        return "contraband"
    what = f"{plural(len(p.goods), 'card')} in the holds, {plural(len(found), 'contraband card')}"
    answer = ask(game, p.seat, "lose-cargo", what, (LOSE_GOODS, LOSE_CONTRABAND),
                 facts=tuple(game.comp.cargo[c].destination for c in found))
    return "goods" if answer is LOSE_GOODS else "contraband"


def discard_all(game, p) -> None:
    """A navy's search: every contraband card it found (all but a Smuggler's Hold's) to the
    discard pile."""
    found = exposed(game, p)
    game.cargo_discard += found
    p.contraband = p.contraband[:len(p.contraband) - len(found)]


# --- the navies' search ----------------------------------------------------------------------------
def carries(game, p) -> bool:
    """Contraband a navy may find: none in a Smuggler's Hold draws it."""
    return on(game) and bool(exposed(game, p))


def npc_found(game, i: int, p) -> bool:
    """A navy that finds a non-pirate searches him (the only reason it looks for one): fight or
    dump, his decision (``fight navy`` or ``dump contraband``)."""
    if NPC_SLOTS[i] not in NATION_INDEX or p.pirate:
        return False
    game.searched = i
    game.sub, game.cur = "searched", p.seat
    game._event("{} <finds> {} carrying contraband.", npcs.name(game, i), p.name)
    return True


def legal_searched(game, p) -> list:
    return [Action.of("fight-navy"), Action.of("dump-contraband")]


def answer_search(game, p, a) -> None:
    """Fight: +1 bounty of the navy's nation and a naval fight; dump: every contraband card
    overboard, and the turn goes on."""
    i, game.searched = game.searched, -1
    if a.kind == "fight-navy":
        bounties.add(game, p, NPC_SLOTS[i], "defying its navy's search")
        game._event("{} <refuses> to give up the contraband.", p.name)
        return combat.start(game, NPC + i, p.seat)
    game._event("{} <dumps> {} overboard.", p.name, plural(len(exposed(game, p)), "contraband card"))
    discard_all(game, p)
    turns.back_to_actions(game)


def _ports(game, dests) -> str:
    return ", ".join(game.comp.by_id[d].port for d in dests)


# --- the captain's board ---------------------------------------------------------------------------
def board_text(game, p) -> str:
    """The contraband box in words ("for Havana, Tortuga; 1 sold waits"), "" without the module."""
    if not on(game):
        return ""
    box = _ports(game, sorted(game.comp.cargo[c].destination for c in p.contraband)) or "none"
    return f"for {box}" + ("; 1 sold waits for the next" if p.tucked else "")


# --- saving ----------------------------------------------------------------------------------------
def reset(game) -> None:
    game.searched = -1          # the navy (NPC slot) whose search waits for an answer


def state(game) -> dict:
    return {"searched": game.searched} if on(game) else {}


def load(game, gd, where: str, live: str) -> None:
    from ...kernel.validate import check, get_int
    if not on(game):
        check("searched" not in gd, where + ".searched", "is saved only with the contraband module")
        return
    game.searched = get_int(gd, "searched", -1, 5, where)
    asked = game.after_discard if game.sub == "discard-glory" else game.sub     # a discard may come first
    check((game.searched >= 0) == (asked == "searched"), where + ".searched",
          "must name a navy exactly while its search waits for an answer")


def player_state(game, p) -> dict:
    """A captain's contraband box and tucked card, saved only with the module."""
    return {"contraband": list(p.contraband), "tucked": list(p.tucked)} if on(game) else {}


def load_player(game, p, pd, where: str) -> None:
    from ...kernel.validate import check, get_ints
    for key in ("contraband", "tucked"):
        cards = tuple(get_ints(pd, key, 0, len(game.comp.cargo) - 1, where)) if key in pd else ()
        check(not cards or on(game), f"{where}.{key}", "must be empty without the contraband module")
        check(all(marked(game, c) for c in cards), f"{where}.{key}", "must be contraband cards")
        setattr(p, key, cards)
    check(len(p.tucked) < PER_GLORY, where + ".tucked", "holds at most one card")


# --- refusals --------------------------------------------------------------------------------------
def refusal(game, p, a):
    """Why a contraband decision is refused, with its rule id."""
    from ...kernel.errors import IllegalActionError as E
    if a.kind == "sell-contraband":
        if not on(game):
            return E("contraband.module", "contraband is played with the Seas of Glory contraband module")
        if set(game.port_steps) - {"sell"}:
            return E("port.sell-first", "goods are sold first in a port action, before any other activity")
        return E("contraband.destination", f"contraband sells only at the port printed on it: "
                                           f"{plural(len(sellable(game, p)), 'card')} here")
    if a.kind == "buy-contraband":
        return E("contraband.offer", f"those contraband cards are not on offer, or cost more than "
                                     f"{price(game, p)} gold each allows, or do not fit the holds")
    return None


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
PLAYER = {"contraband": (),             # the cargo cards in his contraband box (they use hold space)
          "tucked": ()}                 # a contraband card sold, under his captain card until the next one
LEGAL = {"searched": legal_searched}
QUESTIONS = {"stow": QuestionKind("<chooses> where a contraband card gained goes ({})"),
             "lose-cargo": QuestionKind("<chooses> which box loses a cargo card ({})")}
DECISIONS = {"searched": "<is> found with contraband by a navy: <fights> it or <dumps> the contraband"}
KINDS = (
    Kind("buy-contraband", buy, ("goods",), group="Contraband", refusal=refusal,
         words=lambda ports: f"buy the contraband for {', '.join(ports)} (3 gold each)",
         notation=Form("buy contraband", names(one_word=True))),
    Kind("buy-no-contraband", buy, ("goods",), group="Contraband",
         words="buy none of the contraband: it stays on offer as ordinary goods"),
    Kind("sell-contraband", sell, ("port",), group="Contraband", refusal=refusal,
         words=lambda n: f"sell {plural(n, 'contraband card')} printed with this port (10 gold each)",
         notation=Form("sell contraband", whole(2, one_word=True))),
    Kind("fight-navy", answer_search, ("searched",), group="A navy's search",
         words="refuse the search: take the navy's bounty and fight it"),
    Kind("dump-contraband", answer_search, ("searched",), group="A navy's search",
         words="throw all the contraband overboard"),
    # the answers to its questions (rules.questions carries them out)
    Kind("stow-box", None, ("question",), group="Contraband aboard",
         words="put the contraband card in the contraband box: 10 gold at its port, but navies look for it"),
    Kind("stow-holds", None, ("question",), group="Contraband aboard",
         words="put the contraband card in the holds, as an ordinary good"),
    Kind("lose-from-holds", None, ("question",), group="Contraband aboard",
         words="lose a card from the holds (which one is random)"),
    Kind("lose-from-contraband", None, ("question",), group="Contraband aboard",
         words="lose a contraband card (which one is random)"),
)
navy_hunts = carries
sale_choices = legal_sell
redrawn_card = redrawn


def sale_steps(game) -> tuple:
    return (SOLD,)          # contraband is sold with the goods, first


def goods_choices_instead(game, p):
    """Buying goods: the contraband on offer is bought first."""
    return legal_buy(game, p) if buying(game, p) else None


def offer_changed(game) -> bool:
    return BOUGHT in game.port_steps        # no redraw after the contraband is bought


def cargo_to_lose(game, p) -> tuple:
    box = losing_box(game, p)
    return box, hidden(game, p) if box == "contraband" else 0


def stow_cargo(game, p, cards) -> bool:
    stow(game, p, cards)
    return True


def plundered_cargo(game, q) -> tuple:
    """A captain beaten in crew combat: his box goes with his holds to the winner."""
    cards, q.contraband = q.contraband, ()
    return cards


def ship_gone(game, p) -> None:
    """The box goes down with the ship (a card tucked under the captain card stays)."""
    game.cargo_discard += p.contraband
    p.contraband = ()


def card_in_play(game, key: str, c):
    """The contraband cards, and A Myriad of Goods in its Seas of Glory version."""
    if key == "cargo" or (key == "rumors" and c.id in (OLD_RUMOR, NEW_RUMOR)):
        return in_play(game, key, c)
    return None


def asks_questions(game) -> bool:
    return True             # where contraband gained goes, which box a lost card comes from


def player_observed(game, p, mine: bool) -> dict:
    """A captain's contraband box (the ports printed on its cards, face up on his board) and
    the sold card waiting under his captain card: public, with the module."""
    if not on(game):
        return {}
    return {"contraband": sorted(game.comp.cargo[c].destination for c in p.contraband), "tucked": len(p.tucked)}


def components_held(game, key: str) -> list:
    """The contraband boxes' cards, and the cards tucked under captain cards."""
    return [c for p in game.players for c in p.contraband + p.tucked] if key == "cargo" else []
PORT_STEPS = (BOUGHT, SOLD)


class Edits:
    """The position editor's contraband (rules.position)."""

    def contraband(self, name, *ports: str):
        """Module 7: contraband cards for these destination ports from the cargo deck (or the
        discard) into the captain's contraband box."""
        from ...kernel.errors import RecordError
        from .switches import require
        require(self.g, MODULE, "contraband")
        g, p = self.g, self._p(name)
        for port in ports:
            card = next((c for c in g.cargo_deck + g.cargo_discard if g.comp.cargo[c].destination == port), None)
            if card is None:
                raise RecordError("contraband", f"no contraband card for {port!r} left in the cargo deck")
            g.cargo_deck = tuple(c for c in g.cargo_deck if c != card)
            g.cargo_discard = tuple(c for c in g.cargo_discard if c != card)
            p.contraband += (card,)
        return self
