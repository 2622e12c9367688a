"""Scouting (fact sheet §2.3, §3.3). Work in progress: NPCs scouting captains (at the start
of a captain's turn in their zone, and when he sails into it) and captains scouting
merchants, NPCs and each other come with the naval combat and the merchant raids."""


def npcs_scout_at_start(game, p) -> None:
    """The NPCs in the captain's zone scout him at the start of his turn (with combat)."""


def npcs_scout_on_entry(game, p) -> None:
    """The NPCs of the zone a captain sails into scout him (with combat)."""
