"""Captain death (fact sheet §7.5, the rulebook's p.15): the captain, his cards, his ship and
everything aboard (special weapons, cargo, gold) and his bounties are gone. The player keeps
his glory points and his stash, draws a new captain and plays him from his next turn, when
he chooses a sloop or a flute in his new home port. The new captain gets 10 gold from the
bank if the stash is empty; otherwise he takes up to 10 from the stash (a ruling of the
rulebook's "tops your stash gold up to 10").
"""

from ..kernel.english import plural
from . import crew_mood, glory_cards, mod_returns, npc_upgrades
from .crew_consent import may_play


def sink(game, p, why: str) -> None:
    game._event("{}<'s> {} <sinks> ({}).", p.name, p.ship, why)
    die(game, p, "{} <drowns>.")


def die(game, p, fate: str = "{} <dies>.") -> None:
    """The captain dies (``fate`` says how), unless he holds the survivor card."""
    card = glory_cards.survivor(game, p)
    if card is not None and may_play(game, p, game.comp.glory[card].name):   # an unhappy crew may refuse it
        return survive(game, p, card)
    game._event(fate, p.name)
    comp = game.comp
    game.cargo_discard += p.goods + p.contraband        # (a contraband card tucked under the captain stays)
    p.contraband = ()
    game.glory_discard += p.hand
    game.rumor_discard += p.rumors
    game.mission_discard += p.missions
    npc_upgrades.ship_gone(game, p)                     # Seas of Glory module 4: won tiles go back
    game.weapon_supply += p.weapons
    mod_returns.give_back(game, p, p.mods)
    game.bank += p.gold
    game.captain_discard += (p.card,)
    lost = p.gold
    game.glory_discard += p.specialists
    p.goods = p.hand = p.rumors = p.missions = p.weapons = p.mods = p.specialists = p.primed = ()
    p.gold, p.bounty, p.ship, p.loc = 0, (0, 0, 0, 0), "", (0, 0, 0, 0, 0)
    p.card = draw_captain(game)
    from .favors import lose_all
    lose_all(game, p)
    crew_mood.new_crew(game, p)
    home = comp.by_id[comp.captains[p.card].home]
    p.zone, p.in_port, p.dead = home.index, True, True
    if p.stash:
        take = min(10, p.stash)
        p.stash -= take
        p.gold = take
    else:
        p.gold = min(comp.rules.start_gold, game.bank)
        game.bank -= p.gold
    game._event("{} <loses> {} and every card; the new captain is {} of {}, with {}.", p.name, plural(lost, "gold"),
                comp.captains[p.card].name, home.name, plural(p.gold, "gold"))


def survive(game, p, card: int) -> None:
    """The survivor card: the captain lives and keeps his cards, bounties, rumors and missions;
    the ship and all aboard are lost (cargo, gold, weapons, modifications, specialists), and he
    washes up in his home port, to choose a sloop or a flute at his next turn."""
    comp = game.comp
    glory_cards.spend_survivor(game, p, card)
    game.cargo_discard += p.goods + p.contraband
    p.contraband = ()
    game.glory_discard += p.specialists
    npc_upgrades.ship_gone(game, p)
    game.weapon_supply += p.weapons
    mod_returns.give_back(game, p, p.mods)
    game.bank += p.gold
    p.goods = p.specialists = p.weapons = p.mods = p.primed = ()
    p.gold, p.ship, p.loc = 0, "", (0, 0, 0, 0, 0)
    home = comp.by_id[comp.captains[p.card].home]
    p.zone, p.in_port, p.dead = home.index, True, True
    crew_mood.new_crew(game, p)
    game._event("{} <survives> and <washes> up in {}.", p.name, home.name)


def draw_captain(game) -> int:
    if not game.captain_deck:
        game.captain_deck = tuple(game.rng.shuffled(game.captain_discard))
        game.captain_discard = ()
    card, game.captain_deck = game.captain_deck[0], game.captain_deck[1:]
    return card


