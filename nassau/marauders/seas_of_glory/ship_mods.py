"""Seas of Glory module 3: new ship modifications (fact sheet §9.3; the rulebook's module 3).

- Setup: the Carved Hull and Crow's Nest tokens are shuffled with the 16 base tokens before
  one goes face down to each port; the rest form the supply. Smuggler's Hold and The Plank
  join only with their own switches (they need the contraband and loyalty modules; their
  rules are :mod:`.smugglers_hold` and :mod:`.the_plank`), so without them their tokens stay
  in the box.
- Carved Hull: in a naval round in which either ship declares flee, the captain facing the
  Carved Hull rolls one die fewer for Seamanship.
- Crow's Nest, only while the masts are undamaged: its captain rolls one more die for his
  Scouting, and anyone scouting him (a captain or an NPC) one die fewer, at least 1.
- Back to market: the unused modifications of a ship that is sunk, sold or discarded (a
  claimed ship's old one) go to the supply; the same number is then drawn at random from the
  supply, and the same player places them at ports without one, of his choice
  (:mod:`.mod_returns`). With the map full the rest stay in the supply.
- Option ``mod_market`` (the rulebook's optional rule, default off): a captain who takes a
  port action at a port without a modification draws one at random from the supply there;
  he may buy it as usual (``buy mod``), and if he does not it stays at the port.

Rulings (reconstructed; the rulebook is silent):

- Two tokens of each new type (the base game has two of each).
- Carved Hull: "Seamanship −1" is one die fewer, at least 1, as for the Caltrops and the
  Crow's Nest. It counts in the round's contest when either side declared flee; when both
  do, the ships part without a contest.
- Crow's Nest: both of its effects hold (the rulebook's "or" names the two situations);
  "undamaged masts" means the masts at their maximum.
- Back to market: a drawn token goes face down and nobody looks at it, so the owner's
  choice is where it lies. Every modification is permanent in nassau, so all of a ship's
  modifications are "unused".
- Optional market: the draw is made whenever the port is empty and the supply is not (the
  rulebook's "you may draw" costs nothing and the buying stays the captain's choice).
"""

from ..rules.checks import skill
from ..rules.sides import has_mod, is_npc, loc_of, top
from ..rules.state import MASTS

MODULE = "ship-mods"
NEW_KINDS = ("carved-hull", "crows-nest")
OWN_SWITCH = {"smugglers-hold": "smugglers-hold", "the-plank": "the-plank"}   # token type -> its switch


def on(game) -> bool:
    return MODULE in game.modules


def in_play(game, token) -> bool:
    """Whether a modification token is in this game: the base ones; the new ones with the module;
    Smuggler's Hold and The Plank only with their own switches."""
    if token.expansion == "base":
        return True
    if token.effect in OWN_SWITCH:
        return OWN_SWITCH[token.effect] in game.modules
    return on(game) and token.effect in NEW_KINDS


def has(game, p, effect: str) -> bool:
    return has_mod(game, p.seat, effect)      # a token, or a won NPC tile (module 4)


# --- the Carved Hull -----------------------------------------------------------------------------
def carved_dice(game, side: int, other: int, dice: int) -> int:
    """The Seamanship dice of ``side`` facing ``other``: one fewer (at least 1) when ``other``
    has a Carved Hull and a ship declared flee this round."""
    if "flee" not in game.fight.decl or not has_mod(game, other, "carved-hull"):
        return dice
    return max(1, dice - 1)


# --- the Crow's Nest -----------------------------------------------------------------------------
def lookout(game, p) -> bool:
    """Whether the captain's Crow's Nest works: he has one and his masts are undamaged."""
    return bool(p.ship) and has(game, p, "crows-nest") and p.loc[MASTS] == top(game, p.seat)[MASTS]


def scouting_bonus(game, p, bonus: int = 0, target=None) -> int:
    """The extra dice of the captain's Scouting roll: his own Crow's Nest adds one; a scouted
    captain's takes one off, never below 1 die in all."""
    dice = skill(game, p, "scouting") + bonus + lookout(game, p)
    if target is not None and lookout(game, target):
        dice = max(1, dice - 1)
    return dice - skill(game, p, "scouting")


def npc_lookout(game, side: int) -> bool:
    """Whether an NPC's Crow's Nest tile works (module 4): masts undamaged, as a captain's."""
    return has_mod(game, side, "crows-nest") and loc_of(game, side)[MASTS] == top(game, side)[MASTS]


def against_npc(game, p, side: int, bonus: int) -> int:
    """A captain's Scouting bonus against an NPC: its Crow's Nest takes a die off (at least 1
    die in all). The rulebook lets the NPC's controller choose; the engine always uses it."""
    if not npc_lookout(game, side):
        return bonus
    base = skill(game, p, "scouting")
    return max(1, base + bonus - 1) - base


def scouted_dice(game, p, dice: int) -> int:
    """An NPC's Scouting dice against captain ``p``: one fewer (at least 1) for his Crow's Nest."""
    return max(1, dice - 1) if lookout(game, p) else dice


# --- back to market (placed by the owner: :mod:`.mod_returns`) ----------------------------------
def draw(game) -> int:
    """A random token out of the supply (its order is hidden, so the pick is the game's die)."""
    k = game.rng.below(len(game.mod_supply))
    token = game.mod_supply[k]
    game.mod_supply = game.mod_supply[:k] + game.mod_supply[k + 1:]
    return token


# --- the optional market -------------------------------------------------------------------------
def market_offer(game, p) -> None:
    """Option mod_market: a port action at a port without a modification draws one from the
    supply to that port, where the captain may buy it; unbought, it stays."""
    if not (on(game) and game.opts.mod_market and p.in_port and game.mod_supply and game.port_mods[p.zone] < 0):
        return
    token = draw(game)
    game.port_mods = game.port_mods[:p.zone] + (token,) + game.port_mods[p.zone + 1:]
    game._event("A ship modification from the supply is offered in {}.", game.comp.zones[p.zone].port)


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
contest_dice = carved_dice
port_action_starts = market_offer


def scouting_dice(game, p, target, bonus: int) -> int:
    """The extra dice of a captain's Scouting roll for ``target`` (a side, or None for a
    merchant or a location): his Crow's Nest, and his target's."""
    if target is None or not is_npc(target):
        return scouting_bonus(game, p, bonus, None if target is None else game.players[target])
    return against_npc(game, p, target, scouting_bonus(game, p, bonus))


def npc_scouting_dice(game, side: int, p, dice: int) -> int:
    """An NPC's Scouting dice for captain ``p``: its Crow's Nest tile, his Crow's Nest."""
    return scouted_dice(game, p, dice + npc_lookout(game, side))


def mods_to_market(game, mods: tuple, room: int) -> tuple:
    """Back to market: a lost ship's modifications go to the supply, and as many as the free
    ports take are drawn from it for its owner to place."""
    game.mod_supply += mods
    return tuple(draw(game) for _ in range(min(len(mods), room)))


def card_in_play(game, key: str, c):
    return in_play(game, c) if key == "mods" else None
