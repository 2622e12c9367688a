"""What a fight's winner takes (fact sheet §7.3, §8.3).

Sinking a ship or winning its crew combat is 1 glory for a captain. A non-pirate who defeats
an NPC pirate is paid its reward (sloop 5, brig 10, frigate 15, Man-o-War 20). Winning the crew
combat against a navy draws 3 cargo cards: their plunder values in gold, and the goods that
fit, less one card (at random) per hit the navy's cargo had taken. Winning it against a
captain takes his gold, glory cards, cargo, rumors, special weapons and specialists (what
fits; one weapon of each kind), and the pirate reward for the bounties on him: the rule
``pirate_bounty_reward`` gold per token (reconstructed: the amounts are not public), except
for a nation that has a bounty on the winner or is at war with the winner's nation. A captain
who wins a crew combat may claim the defeated ship: his own goes, its modifications back to
the ports; his crew, cargo, weapons, gold and cards move over.
"""

from ...kernel.english import mention, plural
from . import death, extensions as ext, glory, hits, missions, mod_returns
from .actions import Action
from .holds import room, stow
from .sides import NPC, name_of, top, weapons_of
from .state import CARGO, CREW, NATION_INDEX, maxima

NATIONS = tuple(NATION_INDEX)


def sunk(game, loser: int, winner: int, both: bool) -> None:
    game._event("{} <sinks>.", name_of(game, loser))
    if loser >= NPC:
        ext.npc_sunk(game, loser)
    if ext.ship_beaten(game, loser, winner, False, both):     # an expansion's own ship
        return
    reward_side(game, winner, loser, both)
    if loser >= NPC:
        remove_npc(game, loser)
    else:
        death.die(game, game.players[loser], "{} <drowns>, sunk in the battle.")


def boarded(game, winner: int, loser: int) -> None:
    if loser >= NPC:
        ext.npc_boarded(game, loser, game.players[winner] if winner < NPC else None)
    if ext.ship_beaten(game, loser, winner, True, False):     # an expansion's own ship
        return
    if winner < NPC:
        p = game.players[winner]
        if loser >= NPC:
            _plunder_npc(game, p, loser)
        else:
            _plunder_captain(game, p, game.players[loser])
    reward_side(game, winner, loser, both=False)
    ship = game.npcs[loser - NPC][2] if loser >= NPC else game.players[loser].ship
    loc = game.npcs[loser - NPC][3] if loser >= NPC else game.players[loser].loc
    if loser >= NPC:
        remove_npc(game, loser)
    else:
        death.die(game, game.players[loser], "{} <is> killed in the crew combat with {}.", name_of(game, winner))
    if winner < NPC and not game.players[winner].dead and ship in game.comp.ships:
        game.claimable = (ship,) + tuple(loc)
        game.sub, game.cur = "claim", winner
    else:
        ext.ship_left(game, None)                   # no claim


def reward_side(game, winner: int, loser: int, both: bool) -> None:
    """1 glory for a captain who defeats a ship; the NPC pirate reward for a non-pirate; a
    hunt mission for an NPC of the kind is complete."""
    if winner >= NPC or both:
        return
    p = game.players[winner]
    if p.dead:
        return
    kind = None
    if loser >= NPC:
        from .vocabulary import NPC_SLOTS
        kind = "pirate" if NPC_SLOTS[loser - NPC].startswith("pirate") else "navy"
        if kind == "pirate" and not p.pirate:
            reward = game.comp.rules.pirate_rewards.get(game.npcs[loser - NPC][2], 0)
            paid = min(reward, game.bank)
            game.bank -= paid
            p.gold += paid
            game._event("{} <collects> the reward for the pirate: {}.", p.name, plural(paid, "gold"))
    glory.gain(game, p, 1, f"defeating {mention(name_of(game, loser))}")
    if kind:
        missions.defeated(game, p, kind)


def remove_npc(game, side: int) -> None:
    i = side - NPC
    card = game.npcs[i][0]
    game.event_discard += (card,)
    game.npcs = game.npcs[:i] + (None,) + game.npcs[i + 1:]


def _plunder_npc(game, p, side) -> None:
    from .market import draw_card
    from .vocabulary import NPC_SLOTS
    if NPC_SLOTS[side - NPC].startswith("pirate"):
        return                                   # NPC pirates carry nothing
    _, _, ship, loc = game.npcs[side - NPC]
    cards = [c for c in (draw_card(game) for _ in range(3)) if c is not None]
    gold = sum(game.comp.cargo[c].value for c in cards)
    lost = maxima(game.comp, ship)[CARGO] - loc[CARGO]
    for _ in range(min(lost, len(cards))):
        game.cargo_discard += (cards.pop(game.rng.below(len(cards))),)
    _take_gold(game, p, gold, "the navy's hold")
    _keep_goods(game, p, cards)


def _plunder_captain(game, p, q) -> None:
    if q.gold:
        p.gold += q.gold
        game._event("{} <takes> {} from {}.", p.name, plural(q.gold, "gold"), q.name)
        q.gold = 0
    p.hand += q.hand
    p.rumors += q.rumors
    p.specialists += q.specialists
    q.hand = q.rumors = q.specialists = ()
    kinds = set(weapons_of(game, p.seat))
    for w in q.weapons:
        if game.comp.weapons[w].kind not in kinds:
            p.weapons += (w,)
            kinds.add(game.comp.weapons[w].kind)
        else:
            game.weapon_supply += (w,)
    q.weapons = ()
    ext.captain_plundered(game, p, q)
    goods = list(q.goods + ext.plundered_cargo(game, q))
    q.goods = ()
    _keep_goods(game, p, goods)
    tokens = sum(n for nation, n in zip(NATIONS, q.bounty) if pays_reward(game, p, nation))
    if tokens:
        _take_gold(game, p, tokens * game.comp.rules.pirate_bounty_reward,
                   f"the reward for a pirate with {plural(tokens, 'bounty')}")


def pays_reward(game, p, nation: str) -> bool:
    """A nation pays no reward to a captain it has a bounty on, nor to one whose nation it is at war with."""
    from .npcs import at_war_with
    mine = game.comp.captains[p.card].nation
    return not p.bounty[NATIONS.index(nation)] and not at_war_with(game, nation, mine)


def _take_gold(game, p, amount, why) -> None:
    paid = min(amount, game.bank)
    if paid:
        game.bank -= paid
        p.gold += paid
        game._event("{} <takes> {} ({}).", p.name, plural(paid, "gold"), why)


def _keep_goods(game, p, cards) -> None:
    """The goods that fit go in the holds (the most valuable first); the rest are discarded."""
    cards = sorted(cards, key=lambda c: -game.comp.cargo[c].value)
    space = room(game, p)
    kept, rest = cards[:space], cards[space:]
    stow(game, p, kept)
    game.cargo_discard += tuple(rest)
    if kept:
        game._event("{} <stows> {}.", p.name, ", ".join(game.comp.cargo[c].good for c in kept))


def legal_claim(game, p) -> list:
    return [Action.of("claim-ship"), Action.of("leave-ship")]


def claim(game, p, a) -> None:
    ship, loc = game.claimable[0], game.claimable[1:]
    game.claimable = ()
    if a.kind == "claim-ship":
        game._event("{} <claims> the {}.", p.name, ship)
        mod_returns.give_back(game, p, p.mods)
        p.mods = ()
        ext.ship_claimed(game, p)
        whole = top(game, p.seat, ship)          # a beaten captain's modifications went back as he died
        crew = min(p.loc[CREW], whole[CREW])
        p.ship = ship
        p.loc = tuple(min(v, m) for v, m in zip(loc[:CREW] + (crew,) + loc[CREW + 1:], whole))
        hits.spill(game, p)
    else:
        game._event("{} <lets> the {} go.", p.name, ship)
        ext.ship_left(game, p)
    from .turns import back_to_actions
    back_to_actions(game)
