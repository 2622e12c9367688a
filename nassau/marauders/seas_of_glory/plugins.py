"""The expansion's modules plugged into the base rules' life cycle (:mod:`..rules.plugins`), in the
order their hooks run. Imported by the game's package, so a game always has them."""

from ..rules.plugins import register
from . import contraband, cutthroat, locations, locations_raids, loyalty_mood, npc_upgrades, treasure_galleon, weather

# npc_upgrades before treasure_galleon: the galleon's locations may be raised by its tiles.
register(weather, cutthroat, loyalty_mood, npc_upgrades, treasure_galleon, contraband, locations, locations_raids)
