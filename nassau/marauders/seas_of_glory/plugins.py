"""The expansion's modules plugged into the base rules (:mod:`..rules.plugins`), in the order their
hooks run, and the order of the extension points that need another. Imported by the game's
package, so a game always has them."""

from ..rules import extensions as ext
from ..rules.plugins import hook_order, read_switches, register
from . import (brig, captain_choice, contraband, cutthroat, favors, flexible_turns, glory_or_death, hard_times,
               locations, locations_raids, loyalty, new_cards, npc_upgrades, ship_mods, smugglers_hold,
               switches, the_plank, treasure_galleon, weapons, weather)

# npc_upgrades before treasure_galleon: the galleon's locations may be raised by its tiles; loyalty
# before weapons: a crew's mood changes its crew-combat dice before the caltrops take one off.
register(weather, cutthroat, loyalty, npc_upgrades, treasure_galleon, contraband, locations,
         locations_raids, captain_choice, favors, flexible_turns, hard_times, ship_mods, smugglers_hold, weapons, brig,
         new_cards, the_plank, glory_or_death)

read_switches(switches.switches)

ext.turn_starts.order(cutthroat, weather)         # an ambush as the turn begins, then the storm
ext.set_up.order(weather, treasure_galleon, npc_upgrades, locations)    # the galleon draws an upgrade tile too
ext.card_in_play.order(new_cards, contraband, ship_mods, weapons)        # the new rumors, then A Myriad of Goods

# A captain's keys in a saved position and in an observation, in the order records and observations
# have always had: the captains dealt, the favors, the ambush's cost, then the others.
for hook in ("player_state", "player_observed"):
    hook_order(hook, captain_choice, favors, cutthroat)
