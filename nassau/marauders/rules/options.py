"""Rulings: every open question of Merchants & Marauders as a named option with a default.

The fact sheet (../shared/reference/merchants-and-marauders.md) lists what no public
source settles; each such point is decided here, in one place, and tested. Pass overrides
as ``new_game(..., options={"round_limit": 40})`` or as an :class:`Options`.
"""

from dataclasses import dataclass

from ...kernel.options import Rulings, ruling


@dataclass(frozen=True)
class Options(Rulings):
    RETIRED = {"plank": "The Plank's Leadership check or crew point is the captain's decision "
                        "('plank leadership' or 'plank crew')",
               "contraband_gained": "where a contraband card gained goes is the captain's decision "
                                    "('stow box' or 'stow holds')",
               "contraband_losses": "which box loses a cargo card is the captain's decision "
                                    "('lose from holds' or 'lose from contraband')"}

    round_limit: int = ruling(0, """
        The rulebook's game ends only when a captain reaches 10 glory. 0 keeps it so; a number
        ends the game after that round (for simulations and tests): the most glory wins, stashed
        glory counted, then the most gold (stash and ship), then a shared victory.""", low=0, high=1000)
    npc_rolls: str = ruling("engine", """
        Who rolls and decides for an NPC in a fight (the rulebook speaks of "controlling" an NPC
        but not who): the engine rolls its dice and decides by its fixed policy ("engine"), or
        the player to the attacked captain's left decides its declarations ("left-neighbour").""",
        choices=("engine", "left-neighbour"))
    npc_hunting: str = ruling("bounty-first", """
        How an NPC picks a target in an adjacent zone instead of following its arrow: navies chase
        the captain with the most bounties of their nation, then with the most bounties, and NPC
        pirates the non-pirate with the most cargo ("bounty-first"); or NPCs never hunt and only
        follow their arrows ("arrows-only").""", choices=("bounty-first", "arrows-only"))
    galleon_maneuverability: int = ruling(2, """
        The base Galleon's maneuverability (not confirmed by any source; Seas of Glory's card
        lowers it to 1, so it is above 1). With the module "brig" on, the module's Galleon card
        (maneuverability 1) replaces the base card and this option is not read.""", low=1, high=3)
    raid_escape: str = ruling("escape-icons", """
        How a merchant raid fails: the merchant escapes when the escape icons of the cards kept
        are at least the raider's maneuverability ("escape-icons", the fact sheet's reading), or
        when they outnumber it ("more-than").""", choices=("escape-icons", "more-than"))
    raid_bounty: bool = ruling(True, """
        A merchant raid, win or lose, earns +1 bounty of the merchant's nation (the fact sheet:
        "almost certainly", not confirmed).""")
    attack_bounty: bool = ruling(True, """
        Attacking a naval ship or a captain who is not a pirate earns +1 bounty of the navy's or
        the victim's nation (the captain's own nation for a player).""")
    demand_replacement: str = ruling("from-pile", """
        After an in-demand sale the port's demand token is replaced: the next token of the
        shuffled face-down pile, redrawn while it names the same good ("from-pile"), or the sold
        token goes under the pile and the top one comes ("cycle").""", choices=("from-pile", "cycle"))
    win_at_once: bool = ruling(True, """
        A captain who reaches the glory to win (stashed glory counted) wins at once; otherwise the
        round is played out and the most glory wins.""")
    rumor_failure: str = ruling("discard", """
        A rumor not proven (fewer successes than the card needs) is false and discarded ("discard",
        nassau's reading: a rumor is proven true or false by its check), or the captain keeps the
        card to try again in a later action ("keep").""", choices=("discard", "keep"))
    captain_choice: str = ruling("deal-two", """
        With the variant Captain choice, which of the rulebook's two ways: each player is dealt 2
        captains and keeps 1 ("deal-two"), or is dealt 1 and may pay 2 gold for each further draw,
        3 cards at most, then keeps 1 ("pay-to-draw").""", choices=("deal-two", "pay-to-draw"))
    mission_limit: int = ruling(1, """
        How many missions a captain may hold at once (not found in any source): 1 keeps the two
        missions on the board open to the other captains.""", low=1, high=3)
    favors_per_port: str = ruling("many", """
        Seas of Glory favors: how many may be bought at the end of one port action, 2 gold each
        (the rulebook says only "2 gold each, at most 5"): as many as the gold and the track allow
        ("many"), or one ("one").""", choices=("many", "one"))
    mod_market: bool = ruling(False, """
        Seas of Glory module 3's optional market rule: a captain who takes a port action at a port
        without a ship modification draws one at random from the supply to it; he may buy it, and
        unbought it stays there. Off by default, as the rulebook offers it as an option; it needs
        the module 'ship-mods' (without it the option does nothing).""")
    cutthroat_galleons: bool = ruling(True, """
        The variant Cutthroat has two parts the rulebook lets be played together or apart: its
        out-of-turn scouting, and the Galleon at maneuverability 1. True plays both (the variant
        as its summary gives it); False plays the scouting alone.""")
    loyalty_prices: str = ruling("rising", """
        Seas of Glory crew loyalty: the gold paid in a port action for one step up the track (the
        rulebook's board prints them; no source gives them). "rising" is nassau's reconstruction,
        dearer toward the top: to Unhappy 1, Restless 2, Content 3, Pleased 4, Happy 5, Fierce
        Loyalty 6 (loyalty.PRICES); "flat" is 3 gold for every step.""", choices=("rising", "flat"))
    new_cards_rumors: str = ruling("mixed", """
        Seas of Glory new cards (module 1): the rulebook lets the new rumors be used alone as a
        deck or mixed into the base ones. "mixed" (both), "alone" (the new ones only) or "base"
        (the base ones only). Without the module only the base ones are used.""",
        choices=("mixed", "alone", "base"))
    new_cards_missions: str = ruling("mixed", """
        Seas of Glory new cards (module 1): the new missions alone, mixed into the base ones or
        left out, as for rumors.""", choices=("mixed", "alone", "base"))
    new_cards_captains: str = ruling("mixed", """
        Seas of Glory new cards (module 1): the new captains alone, mixed into the base ones or
        left out, as for rumors. (The new events have no option: the rulebook says they are
        always mixed into the base events.)""", choices=("mixed", "alone", "base"))
    location_visits: str = ruling("per-captain", """
        Seas of Glory locations: the rulebook's "each location may be visited once a round" read
        as once a round for each captain ("per-captain"), or once a round for all the captains
        together ("anyone").""", choices=("per-captain", "anyone"))
    location_hit_multiplier: int = ruling(2, """
        Seas of Glory locations: when a raid's escape icons are at least the raider's
        maneuverability, each hit icon does this many hits (the number is missing from the
        rulebook; 2 is nassau's reconstruction, the fact sheet's "probably 2").""", low=1, high=5)
