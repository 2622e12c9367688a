"""What one player may see, and a game drawn again where that player cannot see.

Hidden from a player: the other captains' glory cards in hand and rumors (their number is
seen), every stash but his own, the order of every deck (cargo, events, glory, rumors,
missions, captains, demand tokens), the nations of the face-down merchant tokens (on the
board and on the track), and the face-down ship modifications at the ports, but the one of
the port he is in, which he may look at before he buys it. The bank is not shown: the box's
gold is plenty in play, and its count would tell the stashes. An expansion adds its part of
each (its ``observed`` and ``player_observed``, :mod:`.plugins`), hidden cards of its own too.
"""

from ...kernel.rng import Replaying, Rng
from . import extensions as ext, plugins
from .questions import PRIVATE, drawn_before, seen_by
from .vocabulary import NPC_SLOTS


def observation(g, seat: int) -> dict:
    comp = g.comp
    return plugins.merged("observed", g, into={
        "you": g.names[seat], "round": g.round, "first": g.names[g.first],
        "to_decide": None if g.over else g.names[g.cur], "decision": g.sub,
        "actions_left": g.actions_left,
        "event": comp.events[g.event].id if g.event >= 0 else None,
        "wars": [list(w) for w in g.wars],
        "npcs": {NPC_SLOTS[i]: {"card": comp.events[n[0]].id, "zone": comp.zones[n[1]].id, "ship": n[2],
                                "locations": list(n[3])} for i, n in enumerate(g.npcs) if n is not None},
        "npcs_coming": sorted(comp.events[c].id for c in g.npc_pending if c >= 0),
        "merchants": sorted(comp.zones[z].id for z, t in enumerate(g.merchants) if t >= 0),
        "merchant_track": len(g.merchant_track),
        "demand": {comp.zones[z].id: comp.demand[t].good for z, t in enumerate(g.demand) if t >= 0},
        "mods_at": sorted(comp.zones[z].id for z, m in enumerate(g.port_mods) if m >= 0),
        "weapons_left": sorted(comp.weapons[w].id for w in g.weapon_supply),
        "missions": [comp.missions[m].id for m in g.board_missions],
        "offer": [comp.cargo[c].id for c in g.offer],
        "piles": {"cargo": len(g.cargo_deck), "events": len(g.event_deck), "glory": len(g.glory_deck),
                  "rumors": len(g.rumor_deck), "missions": len(g.mission_deck)},
        "discards": {"cargo": [comp.cargo[c].id for c in g.cargo_discard],
                     "glory": [comp.glory[c].id for c in g.glory_discard],
                     "rumors": [comp.rumors[c].id for c in g.rumor_discard]},
        "port_steps": list(g.port_steps),           # the port action's activities done (public)
        "fight": _plain(g.fight), "raid": _raid(g), "claimable": list(g.claimable), "question": seen_by(g, seat),
        "players": [_player(g, p, p.seat == seat) for p in g.players],
    })


def _player(g, p, mine: bool) -> dict:
    comp = g.comp
    return plugins.merged("player_observed", g, p, mine, into={
        "name": p.name, "captain": comp.captains[p.card].id if p.card >= 0 else None,
        "ship": p.ship, "locations": list(p.loc),
        "zone": comp.zones[p.zone].id, "in_port": p.in_port, "gold": p.gold, "glory": p.glory,
        "bounty": list(p.bounty), "goods": sorted(comp.cargo[c].id for c in p.goods),
        "weapons": sorted(comp.weapons[w].id for w in p.weapons), "mods": sorted(comp.mods[m].id for m in p.mods),
        "specialists": sorted(comp.glory[c].id for c in p.specialists), "primed": list(p.primed),
        "missions": [comp.missions[m].id for m in p.missions],
        "hand": sorted(comp.glory[c].id for c in p.hand) if mine else len(p.hand),
        "rumors": sorted(comp.rumors[r].id for r in p.rumors) if mine else len(p.rumors),
        "stash": p.stash if mine else None,
        "mod_here": _mod_here(g, p) if mine else None,
        "needs_ship": p.dead,
    })


def _mod_here(g, p):
    """The ship modification face down at the port the captain is in (he may look at it)."""
    token = g.port_mods[p.zone] if p.in_port else -1
    return g.comp.mods[token].effect if token >= 0 else None


def _plain(v):
    if v is None:
        return None
    return {k: list(x) if isinstance(x, tuple) else x for k, x in v._asdict().items()}


def _raid(g):
    """A raid's cards are face up; the merchant token's own nation stays hidden in the choices."""
    r = _plain(g.raid)
    if r is not None:
        r["token"] = None
        r["cards"] = [g.comp.cargo[c].id for c in g.raid.cards]
    return r


def resample(g, seat: int, seed: int):
    """A clone in which what ``seat`` cannot see is drawn again with ``Rng(seed)``: the decks'
    order, the other captains' glory cards and rumors (as many as they hold), the nations of
    the face-down merchant tokens and the face-down modifications at the ports. Every pool is
    sorted before it is shuffled: the draw never depends on the true order of what is hidden.

    What ``seat`` has seen stays: the modification of the port he is in, and under an open
    question what the decision drew before it stopped (the position went back to before it):
    the cards off the top of the decks (a glory or rumor card only for the captain asked, who
    alone saw it), the tokens turned up, and the dice, which the twin's generator gives again
    first, so that the decision carried out again shows the same."""
    rng = Rng(seed)
    twin = g.clone()
    draws, taken, shuffled, turned = drawn_before(g) or ((), {}, set(), {})
    asked = g.question.seat if g.question is not None else None

    def top(attr):          # the cards of a deck that stay on its top, seen (None: the whole deck)
        if attr in shuffled:
            return None
        return 0 if attr in PRIVATE and asked != seat else taken.get(attr, 0)

    others = [p for p in twin.players if p.seat != seat]
    for deck, attr in (("glory_deck", "hand"), ("rumor_deck", "rumors")) + ext.hidden_hands(twin):
        setattr(twin, deck, _redeal(rng, getattr(twin, deck), others, attr, top(deck)))
    for deck in ("cargo_deck", "event_deck", "mission_deck", "captain_deck", "demand_pile"):
        setattr(twin, deck, _shuffle_below(rng, getattr(twin, deck), top(deck)))
    twin.merchants, twin.merchant_track = _refill(rng, twin.merchants, twin.merchant_track, keep=_raided(twin),
                                                  stay=turned.get("merchants", ()))
    looked = twin.players[seat]
    here = (looked.zone,) if looked.in_port and twin.port_mods[looked.zone] >= 0 else ()
    twin.port_mods, twin.mod_supply = _refill(rng, twin.port_mods, twin.mod_supply,
                                              stay=here + turned.get("port_mods", ()))
    twin.rng = Replaying(draws, rng.next64()) if draws else Rng(rng.next64())
    if twin.question is not None and twin.question.seat != seat and twin.question.card:
        twin.question = twin.question._replace(card="?")       # a card only its captain saw: drawn again, unknown
    twin._legal = None
    return twin


def _shuffle_below(rng, deck, top) -> tuple:
    """The deck shuffled below its ``top`` cards (None: not shuffled at all)."""
    if top is None:
        return deck
    return tuple(deck[:top]) + tuple(rng.shuffled(sorted(deck[top:])))


def _redeal(rng, deck, players, attr, top=0) -> tuple:
    """The deck (below its ``top`` cards, seen) and these players' cards shuffled together;
    each player gets as many back (None: nothing of it is dealt again)."""
    if top is None:
        return deck
    kept, deck = tuple(deck[:top]), deck[top:]
    pool = list(deck) + [c for p in players for c in getattr(p, attr)]
    pool = rng.shuffled(sorted(pool))
    for p in players:
        n = len(getattr(p, attr))
        setattr(p, attr, tuple(pool[:n]))
        pool = pool[n:]
    return kept + tuple(pool)


def _raided(g) -> tuple:
    """The token of a raid in progress is on the track, but the raider has seen it."""
    return (g.raid.token,) if g.raid is not None else ()


def _refill(rng, row, pile, keep=(), stay=()) -> tuple:
    """Face-down tokens on the board and in their pile, shuffled together and laid back on the
    same places (``keep``: tokens of the pile that stay in it; ``stay``: places whose token the
    player has seen, which stays there)."""
    places = [i for i, t in enumerate(row) if t >= 0 and i not in stay]
    free = [t for t in pile if t not in keep]
    pool = rng.shuffled(sorted([row[i] for i in places] + free))
    out = list(row)
    for i in places:
        out[i] = pool.pop()
    kept = [t for t in pile if t in keep]
    return tuple(out), tuple(kept + pool)
