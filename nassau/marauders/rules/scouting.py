"""Scouting (fact sheet §2.3, §3.3, §8.1, the zone texts §4.3).

A captain at sea spends an action to look for the merchant, an NPC or another captain in his
zone: a Scouting roll with one success finds it. A merchant found is raided (:mod:`.raids`);
an NPC or a captain found is fought (:mod:`.combat`), and attacking a navy or a captain who is
not a pirate earns a bounty (option ``attack_bounty``). At Cartagena the merchant is found
without a roll, as a Spanish merchant (a ruling of "a Spanish merchant needs no roll").

NPCs scout captains at sea: at the start of the captain's turn in their zone and when he
sails into it. A navy looks for pirates, an NPC pirate for non-pirates; an evasive captain
makes them roll one die fewer. Nassau: a navy needs two successful rolls. Trinidad: captains
are invisible to navies. Tortuga: pirates are invisible to the French navy unless they carry
a French bounty, and NPC pirates never scout French captains. Basse-Terre: the French navy
rolls again when it fails.
"""

from ...kernel.english import mention
from . import bounties, combat, extensions as ext, npcs, raids, turns
from .actions import Action
from .checks import check, roll, successes
from .state import NATION_INDEX, damaged
from .vocabulary import NPC_SLOTS

NPC = combat.NPC


# --- captains scouting -------------------------------------------------------------------------
def legal(game, p) -> list:
    if p.in_port or p.dead:
        return []
    out = []
    if game.merchants[p.zone] >= 0 and not damaged(p.loc):
        out.append(Action.of("scout-merchant"))
    for i, npc in enumerate(game.npcs):
        if npc is not None and npc[1] == p.zone:
            slot = NPC_SLOTS[i]
            out.append(Action.of("scout-npc", slot))
    for q in game.players:
        if q is not p and not q.dead and not q.in_port and q.zone == p.zone and q.ship:
            out.append(Action.of("scout-captain", q.name))
    return out


def scout_merchant(game, p, a) -> None:
    turns.spend(game, p)
    zone = game.comp.zones[p.zone]
    if zone.id == "cartagena":
        game._event("{} <finds> the Spanish merchant off Cartagena without a roll.", p.name)
        return raids.found(game, p, spanish_only=True)
    if check(game, p, "scouting", merchant_bonus(game, p), "a merchant").successes == 0:
        game._event("{} <finds> no merchant.", p.name)
        return
    raids.found(game, p)


def merchant_bonus(game, p) -> int:
    """The dice a captain adds to Scouting for a merchant (a keen eye, an expansion's mods)."""
    return ext.scouting_dice(game, p, None, int(game.comp.captains[p.card].ability == "keen-eye"))


def target_bonus(game, p, side: int) -> int:
    """The dice a captain adds to Scouting for a ship (an expansion's Crow's Nest)."""
    return ext.scouting_dice(game, p, side, 0)


def scout_npc(game, p, a) -> None:
    turns.spend(game, p)
    i = NPC_SLOTS.index(a.arg)
    if check(game, p, "scouting", target_bonus(game, p, NPC + i), "an NPC").successes == 0:
        game._event("{} <loses> sight of {}.", p.name, _npc_name(game, i))
        return
    if a.arg in NATION_INDEX and game.opts.attack_bounty:
        bounties.add(game, p, a.arg, "attacking its navy")
    combat.start(game, p.seat, NPC + i)


def scout_captain(game, p, a) -> None:
    turns.spend(game, p)
    q = game.players[game.seat_of(a.arg)]
    if check(game, p, "scouting", target_bonus(game, p, q.seat), mention(q.name)).successes == 0:
        game._event("{} <loses> sight of {}.", p.name, q.name)
        return
    if not q.pirate and game.opts.attack_bounty:
        bounties.add(game, p, game.comp.captains[q.card].nation, f"attacking {mention(q.name)}")
    combat.start(game, p.seat, q.seat)


def _npc_name(game, i) -> str:
    return npcs.name(game, i)


# --- NPCs scouting -------------------------------------------------------------------------------
def npcs_scout_at_start(game, p) -> None:
    """The NPCs in the captain's zone scout him at the start of his turn."""
    _npcs_scout(game, p)


def npcs_scout_on_entry(game, p) -> None:
    """The NPCs of the zone a captain sails into (or comes out of port into) scout him."""
    _npcs_scout(game, p)


def _npcs_scout(game, p) -> None:
    if p.in_port or p.dead or not p.ship or game.fight is not None or ext.hidden_from_npcs(game, p):
        return                          # (an expansion's storm hides him)
    for i, npc in enumerate(game.npcs):
        if npc is None or npc[1] != p.zone or not hunts(game, i, p):
            continue
        if found_by(game, i, p):
            if ext.npc_found(game, i, p):           # an expansion's own search, instead of a fight
                return
            game._event("{} <finds> {} and <attacks>.", _npc_name(game, i), p.name)
            combat.start(game, NPC + i, p.seat)
            return


def hunts(game, i: int, p) -> bool:
    """Whether NPC ``i`` looks for captain ``p`` here (its targets and the zone's texts)."""
    slot, zone = NPC_SLOTS[i], game.comp.zones[p.zone].id
    if slot in NATION_INDEX:
        if not (p.pirate or ext.navy_hunts(game, p)) or zone == "trinidad":
            return False
        return not (zone == "tortuga" and slot == "french" and not p.bounty[NATION_INDEX["french"]])
    if p.pirate:
        return False
    return not (zone == "tortuga" and game.comp.captains[p.card].nation == "french")


def slot_is_navy(i: int) -> bool:
    return NPC_SLOTS[i] in NATION_INDEX


def found_by(game, i: int, p) -> bool:
    """The NPC's Scouting roll(s): one success finds; Nassau needs two successful rolls; at
    Basse-Terre the French navy rolls once more after a failure."""
    slot, zone = NPC_SLOTS[i], game.comp.zones[p.zone].id
    dice = game.comp.events[game.npcs[i][0]].npc.scouting
    if game.comp.captains[p.card].ability == "evasive":
        dice = max(1, dice - 1)
    dice = ext.npc_scouting_dice(game, NPC + i, p, dice)
    rolls = 2 if zone == "nassau" and slot in NATION_INDEX else 1
    for _ in range(rolls):
        r = roll(game, dice)
        if r.successes == 0 and zone == "basse-terre" and slot == "french":
            game._event("{} <rolls> Scouting: {} ({}), and again.", _npc_name(game, i), str(r), successes(0))
            r = roll(game, dice)
        game._event("{} <rolls> Scouting for {}: {} ({}).", _npc_name(game, i), p.name, str(r),
                    successes(r.successes))
        if r.successes == 0:
            return False
    if ext.second_chance(game, p, "npc-reroll", f"{_npc_name(game, i)}'s Scouting"):   # once for the whole scouting
        r = roll(game, dice)
        game._event("{} <rolls> Scouting again: {} ({}).", _npc_name(game, i), str(r), successes(r.successes))
        return r.successes > 0
    return True
