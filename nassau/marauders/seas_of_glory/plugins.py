"""The expansion's modules plugged into the base rules (:mod:`..rules.plugins`), in the order their
hooks run, and the order of the extension points that need another. Imported by the game's
package, so a game always has them."""

from ..rules import extensions as ext
from ..rules.plugins import register
from . import (captain_choice, contraband, cutthroat, favors, locations, locations_raids, loyalty, loyalty_mood,
               npc_upgrades, treasure_galleon, weather)

# npc_upgrades before treasure_galleon: the galleon's locations may be raised by its tiles.
register(weather, cutthroat, loyalty_mood, npc_upgrades, treasure_galleon, contraband, loyalty, locations,
         locations_raids, captain_choice, favors)

ext.turn_starts.order(cutthroat, weather)         # an ambush as the turn begins, then the storm
