"""The words of Merchants & Marauders' component file: what each kind of card can do.

The component file names an effect by one of these keys and gives its numbers; the engine
implements each key once. A file that names an unknown key is refused. Where the sources
(the fact sheet, ../shared/reference) give a card's wording, the key follows it; where no
public source has the card, the key is nassau's reconstruction and the record says so.
"""

GOODS = ("cocoa", "food", "rum", "spices", "sugar", "tobacco", "textiles", "wood")
SKILLS = ("seamanship", "scouting", "leadership", "influence")
LOCATIONS = ("hull", "cargo", "masts", "crew", "cannons")      # a ship's hit locations
HIT_FACES = {1: "cargo", 2: "masts", 3: "crew", 4: "cannons"}   # a hit-location die; 5 and 6 are skulls
NPC_SLOTS = ("pirate-small", "pirate-large", "english", "french", "spanish", "dutch")   # the six arrows of an event

# Captain abilities: once-a-battle, always-on or in-port bonuses. move-hit and ignore-storms are
# printed on base captains; save-last-crew and shoot-seamanship on the Seas of Glory captains
# Donatus van 't Hof and John Knox (fact sheet §5.1), so the base set's reconstructed captains
# use the others: each ability is on one card only, with the expansion mixed in too.
ABILITIES = {
    "move-hit": "once per naval battle (not a raid), move one hit you receive to another location",
    "ignore-storms": "storm events do not affect you",
    "save-last-crew": "once per naval battle or merchant raid, cancel a hit to your last crew",
    "shoot-seamanship": "+1 Seamanship in a naval round in which you declared shoot",
    "keen-eye": "+1 die when you scout a merchant",
    "haggler": "+1 gold for every in-demand good you sell",
    "quartermaster": "recruiting costs you no gold",
    "boarder": "+1 die in crew combat",
    "navigator": "+1 Seamanship in a naval round in which you declared flee",
    "smuggler": "draw 1 more cargo card when you buy goods",
    "diplomat": "you may enter a port whose nation has exactly 1 bounty on you",
    "raider": "+2 to the plunder value of your merchant raids",
    "shipwright": "repairs cost you 1 gold a point",
    "fence": "you sell goods not in demand for 4 gold",
    "explorer": "+1 die on the checks that prove rumors",
    "gunner": "a shoot you win hits once more",
    "silver-tongue": "+1 die on the Influence checks to acquire a rumor or claim a mission",
    "evasive": "an NPC rolls 1 die fewer (at least 1) when it scouts you",
}

# Event cards without an NPC: what they do when drawn (in force for the round).
EVENT_EFFECTS = {
    "storm": "every captain at sea in the listed zones rolls Seamanship; each missing success of 2 is a random hit",
    "war": "the two listed nations go to war: their navies are Men-o-War, and neither pays rewards on the other",
    "peace": "every war ends",
    "disease": "every captain in a port rolls Leadership and loses 1 crew without a success",
    "demand": "the demand tokens of the listed ports are replaced from the pile",
    "merchants": "the merchant tokens are all put back: one face down in every sea zone",
    "calm": "no NPC moves this round",
    "pardon": "every captain returns 1 bounty token of the listed nation, if he has one",
}

# Glory cards: kept in hand (at most 4) and played when their moment comes; specialists
# are hired onto the ship and stay.
GLORY_EFFECTS = {
    "extra-die": "play before any skill check: roll 2 more dice",
    "reroll": "play before a skill check: it is rolled twice and the better roll counts",
    "extra-action": "play in your turn: 1 more action this turn",
    "windfall": "play in your turn: take the card's gold from the bank",
    "escape": "play when you declare in a naval battle where you may flee: you escape at once",
    "broadside": "play when you shoot: 2 more hits",
    "survivor": "play when your captain would die: he lives; the ship sinks, he washes up in his home port",
    "specialist-navigator": "specialist: +1 Seamanship",
    "specialist-lookout": "specialist: +1 Scouting",
    "specialist-bosun": "specialist: +1 Leadership",
    "specialist-purser": "specialist: +1 Influence",
    "specialist-gunner": "specialist: +1 Cannons",
    "specialist-carpenter": "specialist: 1 free repair in each port action",
    "specialist-merchant": "specialist: +1 gold for each good you sell",
}

# Rumors: go where the card says and pass a check there to prove it; the reward is glory and gold.
RUMOR_KINDS = {
    "treasure": "in the named sea zone (not in port), a Scouting check with the card's successes: gold",
    "wreck": "in the named sea zone, a Seamanship check: cargo cards",
    "informant": "in the named port, an Influence check",
}

# Missions on the board: claim it in its port (an Influence check), then complete it.
MISSION_KINDS = {
    "deliver": "bring the named good to the named port",
    "escort": "escort the mission's charge (a passenger or a cargo) to the named port and complete it there "
              "in a port action",
    "hunt": "defeat an NPC of the named kind",
    "raid": "raid a merchant of the named nation",
}

# Ship modifications (2 of each, in the base game and in Seas of Glory).
MOD_EFFECTS = {
    "extra-hammocks": "+1 Crew",
    "advanced-rigs": "+1 Maneuverability",
    "reinforced-hull": "+1 Hull",
    "extended-hold": "+1 Cargo",
    "chasers": "when you or your opponent declares flee, deal 1 hit",
    "extra-cannon-port": "+1 Cannons",
    "swivel-guns": "+1 die in crew combat",
    "long-guns": "in the first round of a naval battle, a shoot hits once more (won or lost, if it hits at all)",
    # Seas of Glory module 3 (ship_mods.py); the last two only with their own switches
    "carved-hull": "when either ship declares flee, the other captain rolls one die fewer for Seamanship (at least 1)",
    "crows-nest": "+1 die on your Scouting, and one die fewer (at least 1) for anyone scouting you; masts undamaged only",
    "smugglers-hold": "one contraband card takes no hold space and is safe from damage, card effects and navy scouting",
    "the-plank": "when an NPC event would lower loyalty: a Leadership check or 1 crew prevents it",
}

WEAPONS = {
    "chain-shot": "when you shoot: your skull hits go to the masts",
    "grapeshot": "when you shoot: your skull hits go to the crew",
    "grappling-hooks": "after a Seamanship contest in which you chose board: re-roll any of your dice",
    "heated-shot": "when you shoot (Seas of Glory): your skulls deal no damage but set the target on fire, "
                   "1 hit where its captain chooses before each later naval round, until crew combat",
    "double-shot": "when you shoot (Seas of Glory): up to 2 of your skulls hit twice, spread evenly",
    "caltrops": "after a Seamanship contest in which you chose board (Seas of Glory): the enemy captain's next "
                "Seamanship or Leadership check is one die fewer (at least 1)",
}

# Seas of Glory module 9: the eight kinds of location tile (two tiles each) and what a visit does
LOCATION_KINDS = {
    "pirate-haven": "pirates only: crew filled free and a rumor card free, no roll",
    "missionary": "3 gold for each bounty of one nation taken off",
    "trade-station": "not pirates: sell goods (the zone's port's demand) or buy them (6 cards, 3 after buying here "
                     "last turn)",
    "natives": "give 1 cargo card: every location repaired but the crew",
    "reef": "roll Scouting: per success a cargo card, a special weapon, a rumor or 1 crew, each 1 hull hit "
            "(Seamanship successes cancel them); it cannot be raided",
    "naval-fort": "not pirates: move the navy of the zone's port's nation 1 zone, or summon it",
    "prison": "5 gold: glory cards are turned until a specialist shows, who may be hired",
    "town": "one port activity (buying draws 4 cards, 3 after buying here last turn)",
}
UNRAIDABLE = ("reef",)
