"""What an expansion may change in the base rules: every extension point, in one place.

Each point is named for the question a base rule asks, in the base game's words, and is called
like a function, with the game first; the registered plug-ins (:mod:`.plugins`) switched on in
that game that define a function of the same name answer it. The base rules import this module
and never an expansion's. With no plug-in on, every point answers as the base game does: its
``base``, or nothing.
"""

from .plugins import All, Any, Each, First, Fold, Join, Sum  # noqa: F401 (the kinds of point)


def _own(attr):
    return lambda game, p, *rest: getattr(p, attr)


# --- skills and checks (rules.checks) ------------------------------------------------------------
working_specialists = First("working_specialists", "(game, p) -> the captain's hired specialists at work",
                            _own("specialists"))
second_chance = Any("second_chance", "(game, p, kind, what, card='') -> whether the captain rolls or draws "
                                     "again (kind: 'reroll', 'npc-reroll' or 'redraw'), having been asked", False)

# --- the turn and the action decision (rules.game, rules.turns) -----------------------------------
free_moves = Join("free_moves", "(game, p) -> zone ids a captain may still sail to for no action", ())
scouting_actions = Join("scouting_actions", "(game, p) -> more scouting choices in the action decision", ())
action_choices = Join("action_choices", "(game, p) -> more choices in the action decision, before the port "
                                        "action", ())
draw_captain = Each("draw_captain", "(game, p, a) -> draw captain at setup, when captains are dealt to choose from")
may_play_glory = All("may_play_glory", "(game, p, card name) -> whether the glory card may be played now (saying "
                                       "why not)")
turn_starts = Each("turn_starts", "(game, p) -> a captain's turn begins, before the NPCs of his zone scout")
turn_waits = Any("turn_waits", "(game, p) -> with no action left, the turn still goes on", False)
turn_set = Each("turn_set", "(game, p) -> a captain's turn is set up (his actions dealt), before it begins")
turns_begin = Each("turns_begin", "(game) -> the round's player turns begin")
next_seat = First("next_seat", "(game) -> the seat whose turn is next (None: the next clockwise)")
turn_ends = Each("turn_ends", "(game, p) -> a captain's turn ends")

# --- between rounds (rules.rounds, rules.events) ---------------------------------------------------
play_begins = Each("play_begins", "(game) -> setup is over, just before the first round opens")
round_begins = Each("round_begins", "(game) -> a round opens, before its event card is drawn")
npcs_moved = Each("npcs_moved", "(game, event card) -> the event card's arrows have moved the NPCs")
npc_drawn = Each("npc_drawn", "(game) -> the event card brings an NPC")

# --- moving (rules.movement) -----------------------------------------------------------------------
move_cost = Fold("move_cost", "(game, p, zone id, actions) -> the actions a move there costs now")
pay_move = Fold("pay_move", "(game, p, zone id, actions) -> the actions the move being made costs (its flags set)")
out_at_sea = Each("out_at_sea", "(game, p) -> a captain has sailed into a zone, or out of its port")
waylaid = Any("waylaid", "(game, p) -> other captains in the zone hold the captain up as he comes (and let its NPCs "
                         "scout him after)", False)
may_enter_closed = Any("may_enter_closed", "(game, p, zone) -> a port closed to the captain by his bounty lets him "
                                           "in after all", False)
enter_closed = Each("enter_closed", "(game, p, zone) -> the captain comes into a port closed to him (paying its way)")

# --- glory, glory cards and specialists (rules.glory, rules.glory_cards) ---------------------------
glory_gained = Each("glory_gained", "(game, p, points) -> the captain gained glory points")
glory_barred = Any("glory_barred", "(game, p) -> no glory card may be played by the captain now", False)
may_hire_specialist = First("may_hire_specialist", "(game, p, decision) -> whether a specialist card may be hired "
                                                   "in this decision", lambda game, p, sub: sub == "action")
specialist_hired = Each("specialist_hired", "(game, p, decision) -> a specialist card was hired in this decision")

# --- missions (rules.missions) ---------------------------------------------------------------------
mission_taken = Each("mission_taken", "(game, p) -> the captain won a mission from the board")
mission_completed = Each("mission_completed", "(game, p) -> the captain completed a mission")

# --- the holds and the ship (rules.holds, rules.hits, rules.death, rules.mod_returns) ------------
cargo_aboard = Sum("cargo_aboard", "(game, p) -> cargo cards taking hold space", lambda game, p: len(p.goods))
cargo_to_lose = First("cargo_to_lose", "(game, p) -> (the captain's field a lost cargo card comes from, how many of "
                                       "its first cards are safe)", ("goods", 0))
stow_cargo = Any("stow_cargo", "(game, p, cards) -> cargo cards gained were put aboard (else they go into the "
                               "holds)", False)
ship_gone = Each("ship_gone", "(game, p) -> the captain's ship is gone with all aboard (he died, or washed up)")
captain_died = Each("captain_died", "(game, p) -> the captain died; his successor is drawn")
new_crew = Each("new_crew", "(game, p) -> the captain has a new crew (after a death or a wreck)")
mods_to_market = First("mods_to_market", "(game, mods, room) -> the modifications the owner of a lost ship places "
                                         "instead of his ship's, or None for his ship's own")

# --- the sides of a fight (rules.sides) --------------------------------------------------------------
other_ship = First("other_ship", "(game, side) -> an expansion's own ship at sea, as sides.OTHER's protocol asks, "
                                 "or None")
side_mods = Join("side_mods", "(game, side) -> modification kinds of a side's ship beyond a captain's tokens", ())
side_weapons = Join("side_weapons", "(game, side) -> weapon kinds a side carries beyond a captain's tokens", ())
weapon_spent = Any("weapon_spent", "(game, side, kind) -> an expansion's weapon of this kind was spent (not a "
                                   "captain's token)", False)
galleon_maneuverability = First("galleon_maneuverability", "(game) -> the Galleon card's maneuverability",
                                lambda game: game.opts.galleon_maneuverability)

# --- a naval fight and crew combat (rules.combat) ------------------------------------------------
saves_shot = Any("saves_shot", "(game, side) -> an NPC keeps its shot for the skulls its plain shot may show", False)
contest_dice = Fold("contest_dice", "(game, side, other, dice) -> a side's Seamanship dice in the round's contest")
sides_rolled = Each("sides_rolled", "(game, sides) -> these sides rolled their contest or crew-combat check")
contest_decided = Each("contest_decided", "(game, winner) -> the round's contest is decided (0, 1, 'tie' or 'none')")
skull_shot = First("skull_shot", "(game, shooter, target, skulls) -> the weapon fired now that a plain shot's hit "
                                 "dice show skulls, or None")
skull_hits = First("skull_hits", "(game, shooter, target, weapon, skulls) -> how many skull hits this weapon's "
                                 "skulls make, placed after the located hits (None: each skull is a hit as usual)")
skull_places = Fold("skull_places", "(game, target, loc, places) -> the locations a skull hit may go to")
skull_placed = Each("skull_placed", "(game, target, location) -> a skull hit was placed there")
burning = Join("burning", "(game) -> the sides that take a hit before the next naval round", ())
crew_dice = Fold("crew_dice", "(game, side, dice) -> a side's Leadership dice in a round of crew combat")
npc_repaired = Each("npc_repaired", "(game, side) -> an NPC that survived a fight is repaired")

# --- what a fight's winner takes (rules.plunder) ---------------------------------------------------
npc_sunk = Each("npc_sunk", "(game, side) -> an NPC's ship sank")
npc_boarded = Each("npc_boarded", "(game, side, winning captain or None) -> an NPC lost a crew combat")
ship_beaten = Any("ship_beaten", "(game, loser, winner, boarded, both) -> an expansion's own ship was sunk or "
                                 "boarded, and the expansion did what follows", False)
captain_plundered = Each("captain_plundered", "(game, p, q) -> captain p took what captain q had aboard")
plundered_cargo = Join("plundered_cargo", "(game, q) -> more of captain q's cargo cards, taken from him "
                                          "with his holds'", ())
ship_claimed = Each("ship_claimed", "(game, p) -> the captain claimed the defeated ship for his own")
ship_left = Each("ship_left", "(game, p or None) -> the defeated ship is left to sink (nobody claims it)")
# --- scouting (rules.scouting) ---------------------------------------------------------------------
scouting_dice = Fold("scouting_dice", "(game, p, target side or None, bonus) -> the extra dice of a captain's "
                                      "Scouting roll for target (None: a merchant or a place)")
npc_scouting_dice = Fold("npc_scouting_dice", "(game, side, p, dice) -> an NPC's Scouting dice for the captain")
hidden_from_npcs = Any("hidden_from_npcs", "(game, p) -> no NPC scouts the captain where he is", False)
navy_hunts = Any("navy_hunts", "(game, p) -> the navies look for this captain who is no pirate", False)
npc_found = Any("npc_found", "(game, NPC slot, p) -> the NPC that found the captain does what an expansion says "
                             "instead of attacking", False)

# --- NPCs (rules.npcs) -----------------------------------------------------------------------------
npc_card_out = Each("npc_card_out", "(game, slot, ship, replacing) -> an NPC card came onto the board (replacing: "
                                    "onto a ship already there)")

# --- recruiting, the shipyard, the port and the market (rules.recruiting, .shipyard, .port, .market) --
free_recruiting = First("free_recruiting", "(game, p) -> 'loyal' (the crew fills free), 'off' (no free crew) or "
                                           "None and '' (the port's own rules)")
for_sale = Any("for_sale", "(game, ship) -> the shipyard sells this ship (besides the base game's)",
               lambda game, ship: ship.buy is not None and ship.expansion == "base")
ship_sold = Each("ship_sold", "(game, p) -> the captain's old ship was sold in part payment for a new one")
mod_bought = Each("mod_bought", "(game, p) -> the captain bought a ship modification")
port_action_starts = Each("port_action_starts", "(game, p) -> the captain began a port action")
port_choices_instead = First("port_choices_instead", "(game, p) -> the port action's only choices now, or None "
                                                     "for the usual ones")
port_choices = Join("port_choices", "(game, p) -> more activities of the port action, before 'done'", ())
sale_steps = Join("sale_steps", "(game) -> port steps that count as selling (selling comes first)", ())
sale_choices = Join("sale_choices", "(game, p) -> more ways to sell, with the goods", ())
extra_room = Sum("extra_room", "(game, p) -> room for one more card bought, beyond the holds'", 0)
goods_choices_instead = First("goods_choices_instead", "(game, p) -> the choices of buying goods now, or None "
                                                       "for the cargo on offer")
offer_changed = Any("offer_changed", "(game) -> the cargo on offer was changed by a purchase (no redraw then)", False)
stashed = Each("stashed", "(game, p) -> the captain declared a stash")
port_action_ends = Any("port_action_ends", "(game, p) -> the port action ended an expansion's way", False)
no_zone_text = Any("no_zone_text", "(game) -> the captain in turn is somewhere no zone's text applies", False)
cargo_draw = First("cargo_draw", "(game, p) -> how many cargo cards the captain draws to buy, or None as the port "
                                 "says")
goods_bought = Any("goods_bought", "(game, p) -> goods bought where an expansion keeps the record of it", False)
redrawn_card = Any("redrawn_card", "(game, card, zone) -> this cargo card is drawn again when buying here", False)

# --- why a decision is refused (rules.explain) ---------------------------------------------------
move_refusal = First("move_refusal", "(game, p, zone id, cost) -> why a move too dear is refused, or None",
                     off_too=True)
declare_refusal = First("declare_refusal", "(game, p, weapon) -> why this weapon is not named with a declaration, "
                                           "or None", off_too=True)
port_refusal = First("port_refusal", "(game, p, action) -> why an activity of the port action is closed now by an "
                                     "expansion's order of the activities, or None")
ship_refusal = First("ship_refusal", "(game, p, ship) -> why the shipyard does not sell this ship here, or None",
                     off_too=True)

# --- setting up (rules.setup, rules.components) ----------------------------------------------------
card_in_play = First("card_in_play", "(game, component list, record) -> whether it is in this game (None: as the "
                                     "base game, its own components only)",
                     lambda game, key, c: getattr(c, "expansion", "base") == "base")
card_missing = First("card_missing", "(game, component list, record) -> why an expansion's component is not in this "
                                     "game (the switch it needs), or None", off_too=True)
deal_captains = First("deal_captains", "(game, shuffled captains) -> the captain deck left once an expansion "
                                       "dealt captains to choose from, or None to deal one each")
set_up = Each("set_up", "(game) -> the decks are dealt and the first player drawn: an expansion's board is set up")
choosing_captains = Any("choosing_captains", "(game) -> the players are choosing their captains, an expansion's way: "
                                             "some have no captain card yet", False)

# --- questions and checks (rules.questions, rules.invariants) ---------------------------------------
asks_questions = Any("asks_questions", "(game) -> a question may come up inside a decision in this game", False)
gold_elsewhere = Sum("gold_elsewhere", "(game) -> gold in play outside the bank, the captains and their stashes", 0)
components_held = Join("components_held", "(game, component list) -> an expansion's places that hold components of "
                                          "the list (for the count that each is in one place)", (), off_too=True)

# --- what a player cannot see (rules.observation) -------------------------------------------------
# (asked with the switch off too: the redraw shuffles that deck even when nobody holds its cards,
# so a game's redraws stay the same whichever switches it has)
hidden_hands = Join("hidden_hands", "(game) -> (deck, captain's field) pairs: cards an expansion deals the captains "
                                    "face down, drawn again from that deck like their hands", (), off_too=True)

# --- scoring (rules.scoring) ---------------------------------------------------------------------
stash_glory = First("stash_glory", "(game, gold) -> the hidden glory points of this much gold in a stash, or None "
                                   "for one per rules.stash_glory_per gold")


# The rules call each point by its name here: bind the name to the point's plain function
# (Point.call, which carries the point as ``point``), cheaper to call than the object.
def _bind_calls(names: dict) -> None:
    from .plugins import Point
    for name, value in list(names.items()):
        if isinstance(value, Point):
            names[name] = value.call


_bind_calls(globals())
