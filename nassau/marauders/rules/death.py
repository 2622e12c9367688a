"""Captain death (fact sheet §7.5, the rulebook's p.15): the captain, his cards, his ship and
everything aboard (special weapons, cargo, gold) and his bounties are gone. The player keeps
his glory points and his stash, draws a new captain and plays him from his next turn, when
he chooses a sloop or a flute in his new home port. The new captain gets 10 gold from the
bank if the stash is empty; otherwise he takes up to 10 from the stash (a ruling of the
rulebook's "tops your stash gold up to 10").

"Set up as at game start, except: you may redraw if an NPC pirate sits in the new home zone":
before he picks his ship, the new captain's player may ``draw captain`` while an NPC pirate (not
a navy) is on the board in the sea zone of the new captain's home port. nassau's rulings where
the rulebook is silent:

- the captain set aside goes to the captain discard pile, and the next one comes from the top of
  the captain deck; he moves to that captain's home port, with the gold and stash he has;
- he may redraw again as long as the captain just drawn has an NPC pirate in his home zone too
  (each redraw is checked against the new card);
- only before he picks his ship, and only from the captain deck: with the deck empty there is no
  redraw (the discards are not shuffled for one, which also bounds the redraws);
- a captain the Survivor card saved is the same captain, not a new one: no redraw
  (``Captain.new_captain`` tells a real death's successor apart).
"""

from ...kernel.english import plural
from . import extensions as ext, glory_cards, mod_returns
from .state import NATION_INDEX
from .vocabulary import NPC_SLOTS


# the log's sentences of a captain's end, which the play widget keeps on screen
SINKS = "{}<'s> {} <sinks> ({})."
SUCCEEDED = "{} <loses> {} and every card; the new captain is {} of {}, with {}."
SUCCEEDED_BROKE = "{} <loses> every card; the new captain is {} of {}, with {}."     # no gold aboard to lose
NEW_CAPTAIN = (SUCCEEDED, SUCCEEDED_BROKE)          # the new captain's gold is their last argument
SURVIVES = "{} <survives> and <washes> up in {}."


def sink(game, p, why: str) -> None:
    game._event(SINKS, p.name, p.ship, why)
    die(game, p, "{} <drowns>.")


def die(game, p, fate: str = "{} <dies>.", *more) -> None:
    """The captain dies (``fate`` says how, of him and of ``more``), unless he holds the
    survivor card."""
    card = glory_cards.survivor(game, p)
    if card is not None and ext.may_play_glory(game, p, game.comp.glory[card].name):   # a crew may refuse it
        return survive(game, p, card)
    game._event(fate, p.name, *more)
    comp = game.comp
    game.cargo_discard += p.goods
    game.glory_discard += p.hand
    game.rumor_discard += p.rumors
    game.mission_discard += p.missions
    ext.ship_gone(game, p)                              # what an expansion keeps aboard goes with it
    game.weapon_supply += p.weapons
    mod_returns.give_back(game, p, p.mods)
    game.bank += p.gold
    game.captain_discard += (p.card,)
    lost = p.gold
    game.glory_discard += p.specialists
    p.goods = p.hand = p.rumors = p.missions = p.weapons = p.mods = p.specialists = p.primed = ()
    p.gold, p.bounty, p.ship, p.loc = 0, (0, 0, 0, 0), "", (0, 0, 0, 0, 0)
    p.card = draw_captain(game)
    ext.captain_died(game, p)
    ext.new_crew(game, p)
    home = comp.by_id[comp.captains[p.card].home]
    p.zone, p.in_port, p.dead, p.new_captain = home.index, True, True, True
    if p.stash:
        take = min(10, p.stash)
        p.stash -= take
        p.gold = take
    else:
        p.gold = min(comp.rules.start_gold, game.bank)
        game.bank -= p.gold
    new = (comp.captains[p.card].name, home.name, plural(p.gold, "gold"))
    if lost:
        game._event(SUCCEEDED, p.name, plural(lost, "gold"), *new)
    else:
        game._event(SUCCEEDED_BROKE, p.name, *new)


def survive(game, p, card: int) -> None:
    """The survivor card: the captain lives and keeps his cards, bounties, rumors and missions;
    the ship and all aboard are lost (cargo, gold, weapons, modifications, specialists), and he
    washes up in his home port, to choose a sloop or a flute at his next turn."""
    comp = game.comp
    glory_cards.spend_survivor(game, p, card)
    game.cargo_discard += p.goods
    game.glory_discard += p.specialists
    ext.ship_gone(game, p)
    game.weapon_supply += p.weapons
    mod_returns.give_back(game, p, p.mods)
    game.bank += p.gold
    p.goods = p.specialists = p.weapons = p.mods = p.primed = ()
    p.gold, p.ship, p.loc = 0, "", (0, 0, 0, 0, 0)
    home = comp.by_id[comp.captains[p.card].home]
    p.zone, p.in_port, p.dead, p.new_captain = home.index, True, True, False   # the same captain: no redraw
    ext.new_crew(game, p)
    game._event(SURVIVES, p.name, home.name)


def pirate_at_home(game, p) -> bool:
    """An NPC pirate (not a navy) is on the board in the sea zone of the captain's home port."""
    home = game.comp.by_id[game.comp.captains[p.card].home].index
    return any(npc is not None and npc[1] == home and NPC_SLOTS[i] not in NATION_INDEX
               for i, npc in enumerate(game.npcs))


def may_redraw(game, p) -> bool:
    """A dead captain's successor, before he picks his ship, may set his card aside for the next
    one while an NPC pirate sits in his home zone (and the captain deck holds a card)."""
    return game.sub == "new-ship" and p.new_captain and bool(game.captain_deck) and pirate_at_home(game, p)


def redraw(game, p) -> None:
    """``draw captain`` for a new captain: his card to the discards, the next one from the deck,
    and the captain to that one's home port. Gold, stash, crew and favors stay as the death left them."""
    comp = game.comp
    old = comp.captains[p.card]
    old_home = comp.by_id[old.home]
    game.captain_discard += (p.card,)
    p.card = draw_captain(game)
    new = comp.captains[p.card]
    home = comp.by_id[new.home]
    p.zone, p.in_port = home.index, True
    game._event("{} <sets> aside {} of {}: an NPC pirate sits in the home zone; the new captain is {} of {}.",
                p.name, old.name, old_home.name, new.name, home.name)


def draw_captain(game) -> int:
    if not game.captain_deck:
        game.captain_deck = tuple(game.rng.shuffled(game.captain_discard))
        game.captain_discard = ()
    card, game.captain_deck = game.captain_deck[0], game.captain_deck[1:]
    return card


