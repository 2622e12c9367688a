"""Fights and raids at their telling moments, with scripted dice, for the tests of the views
(and of their colours): each function returns a game at that moment."""

from .helpers import give_goods, load_dice
from .test_combat import board, duel, fight, give_weapon
from .test_npcs_and_events import put_npc
from .test_scouting_and_raids import at, raid


def first_volley():
    """Round 2 of Anja (aggressor) against Jonah, two frigates: in round 1 Anja won the
    contest 6 5 against 6 1 and hit Jonah's cannons, masts and cargo (4 2 1), Jonah hit her
    crew (3); Anja has declared shoot with chain shot, Jonah is to declare."""
    g = fight(duel(ships=("frigate", "frigate")), 6, 5, 6, 1, 4, 2, 1, 3)
    give_goods(g, "Jonah", "rum")
    g.apply("shoot")
    g.apply("shoot")
    give_weapon(g, "Anja", "chain-shot")
    g.apply("shoot chain-shot")
    return g


def skull_to_place():
    """Round 1: Anja's one shot is a skull (5) that Jonah must place."""
    return _then(fight(duel(), 6, 1, 1, 1, 5), "shoot", "shoot")


def boarded():
    """Anja boarded Jonah and won the crew combat (6 6 against 1 1): she may claim his sloop."""
    g = fight(duel())
    board(g, (6, 6, 1, 1))
    return g


def against_a_navy():
    """Anja finds the English navy (Scouting 6 1) in the Caribbean Sea; it shoots at once."""
    g = duel()
    put_npc(g, "english", "caribbean-sea")
    load_dice(g, 6, 1)
    g.apply("scout navy english")
    return g


def merchant_found():
    """Anja has found a merchant in San Juan and chooses its nation."""
    g = at("san-juan", ship="flute")
    load_dice(g, 6, 1)
    g.apply("scout merchant")
    return g


def merchant_raided():
    """Anja raids a Spanish merchant off San Juan: three sugar cards, one success to spend."""
    g = at("san-juan", ship="flute")
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-3"), (6, 1))
    return g


def _then(g, *actions):
    for a in actions:
        g.apply(a)
    return g


SCENES = {"first volley": first_volley, "skull to place": skull_to_place, "boarded": boarded,
          "against a navy": against_a_navy, "merchant found": merchant_found, "merchant raided": merchant_raided}


def all_scenes():
    return {name: make() for name, make in SCENES.items()}

