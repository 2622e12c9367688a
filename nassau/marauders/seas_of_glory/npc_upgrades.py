"""Seas of Glory module 4: NPC upgrades (fact sheet §9.4; the rulebook's module 4).

17 tiles lie face down beside the board. An NPC card that comes out draws one onto it: the
"0" tile is no upgrade (it goes back at once); the "2" tile means drawing until the NPC has
two upgrades, 0s and 2s drawn meanwhile being drawn again. A Man-o-War draws again any
upgrade it cannot use (Grappling Hooks, Extra Cannon Port). A card replaced by a new one
gives its tiles back and the new card draws. Without module 2 or 3 their tiles are out of
the game (never the 0 and 2). With the Treasure Galleon (module 6) the galleon draws too.

An NPC's weapon tiles are spent as it fires them and come back after a battle it survives;
sunk, its tiles go back; beaten in crew combat, its unspent weapons go to the winner, and its
modifications to whoever claims its ship.

A captain keeps the very tiles he wins, on his board (the rulebook's module 4): a weapon tile
is one of his weapons (``shoot``, ``board``, given up in a raid), and goes back to the NPC
tiles when he uses it; a modification tile is a modification of his ship, with the effects
and the location maxima of a token of its kind. Every won tile goes back when his ship sinks
or is sold (the rulebook's two cases), or when he dies or his ship is lost with him.

State (cheap, a tuple per slot): ``game.npc_upgrades`` holds, for each of the six NPC slots
and then the Treasure Galleon, the tile indices on its card (a spent weapon as ``~tile``);
``game.upgrade_supply`` the face-down tiles; ``game.upgrade_prize`` the modification tiles of
a beaten ship waiting for its winner to claim it or leave it; a captain's ``tiles`` the tiles
he won (public). Every tile in play is in exactly one of these places.

Reconstructed (the rulebook lists no tiles; fact sheet NOT FOUND): :data:`TILES`. The box
has 17; nassau takes the 0, the 2 and one per kind of weapon (6) and of the ship
modifications an NPC can use (9): Extended Hold, Smuggler's Hold and The Plank are left out,
as an NPC has no hold of goods, contraband or loyalty to use them on.

Engine rulings (the rulebook is silent):
- The tile is drawn when the card comes onto the board (the engine keeps a drawn NPC card
  beside the board until the round's end; nothing can fight it before).
- The 2 tile, like the 0, goes back to the face-down tiles once it has been acted on.
- An NPC always uses its Crow's Nest against a scout (the rulebook lets its controller choose;
  using it can only help the NPC).
- One of each kind: a won weapon tile of a kind the captain already carries (a token or a
  tile) goes back face down at once; every other unspent weapon tile is taken (the rulebook's
  "may" costs nothing to accept, so the engine asks nothing). A claimed ship comes without
  modification tokens (an NPC has none; a beaten captain's went back as he died), so its mod
  tiles never repeat a kind; the shipyard then offers no token of a kind a tile gives.
- Claiming a ship discards the old one: its won mod tiles go back; the won weapon tiles move
  over with his weapons (the rulebook returns them only when used, sunk or sold).
- Buying a ship sells the old one: all his won tiles go back, at St John too (only tokens
  move there). A won mod tile counts +1 in the sale price, as any modification.
- A won weapon tile cannot be sold at the shipyard (it is no token of the supply).
- A captain beaten in crew combat by a captain: the winner takes his won weapon tiles as he
  takes his weapons (one of each kind; the rest go back); his mod tiles go back with his
  modifications as he dies. Any other death, or the survivor card, loses the ship: all back.
"""

from ...kernel.english import sentence
from ..rules import sides
from ..rules.state import maxima
from ..rules.vocabulary import NPC_SLOTS

MODULE = "npc-upgrades"
PROVENANCE = "reconstructed"
# (tile id, what it is, the module it needs): the kind names are those of the weapons and mods
TILES = (
    ("none", "0", ""), ("two", "2", ""),
    ("chain-shot", "weapon", ""), ("grapeshot", "weapon", ""), ("grappling-hooks", "weapon", ""),
    ("heated-shot", "weapon", "weapons"), ("double-shot", "weapon", "weapons"), ("caltrops", "weapon", "weapons"),
    ("extra-hammocks", "mod", ""), ("advanced-rigs", "mod", ""), ("reinforced-hull", "mod", ""),
    ("chasers", "mod", ""), ("extra-cannon-port", "mod", ""), ("swivel-guns", "mod", ""), ("long-guns", "mod", ""),
    ("carved-hull", "mod", "ship-mods"), ("crows-nest", "mod", "ship-mods"),
)
ZERO, TWO = 0, 1
MAN_O_WAR_CANNOT = ("grappling-hooks", "extra-cannon-port")
GALLEON_SLOT = len(NPC_SLOTS)          # the Treasure Galleon's place, after the six event slots
SLOTS = GALLEON_SLOT + 1
_NPC, _GALLEON = 10, 20                # sides.NPC, and the Treasure Galleon's side (sides.OTHER)


def on(game) -> bool:
    return MODULE in game.modules


def in_play(game) -> tuple:
    return tuple(i for i, (_, _, needs) in enumerate(TILES) if not needs or needs in game.modules)


def kind(tile: int) -> str:
    return TILES[tile][0]


def family(tile: int) -> str:
    return TILES[tile][1]


def slot_of(side: int) -> int:
    return GALLEON_SLOT if side == _GALLEON else side - _NPC


def reset(game) -> None:
    game.npc_upgrades = ((),) * SLOTS
    game.upgrade_supply = game.upgrade_prize = ()


def setup(game) -> None:
    """Before play: the tiles face down (the galleon, already at sea, draws its upgrade)."""
    reset(game)
    if not on(game):
        return
    game.upgrade_supply = in_play(game)
    if game.galleon is not None:
        draw(game, GALLEON_SLOT, "galleon")


# --- drawing and giving back ---------------------------------------------------------------------
def usable(tile: int, ship: str) -> bool:
    return not (ship == "man-o-war" and kind(tile) in MAN_O_WAR_CANNOT)


def draw(game, slot: int, ship: str) -> None:
    """A card's draw: one tile; the 0 none; the 2 two upgrades (0s and 2s drawn again, as
    is any upgrade this ship cannot use)."""
    if not on(game):
        return
    first = _pick(game, ship, real_only=False)
    if first is None or first == ZERO:
        return _say(game, slot, "draws the 0 upgrade: nothing")
    if first == TWO:
        _say(game, slot, "draws the 2 upgrade: two upgrades")
        for _ in range(2):
            _take(game, slot, _pick(game, ship, real_only=True))
        return
    _take(game, slot, first)


def _pick(game, ship: str, real_only: bool):
    """A tile drawn face down; the ones the NPC would draw again are never the one drawn last."""
    pool = [t for t in game.upgrade_supply if usable(t, ship) and not (real_only and t in (ZERO, TWO))]
    return pool[game.rng.below(len(pool))] if pool else None


def _take(game, slot: int, tile) -> None:
    if tile is None:
        return
    game.upgrade_supply = tuple(t for t in game.upgrade_supply if t != tile)
    _set(game, slot, tiles(game, slot) + (tile,))
    _say(game, slot, f"gains the upgrade {kind(tile)}")


def give_back(game, slot: int) -> None:
    """The card's tiles go back face down (its card replaced, or the ship sunk)."""
    held = tuple(t if t >= 0 else ~t for t in tiles(game, slot))
    if held:
        game.upgrade_supply += held
        _set(game, slot, ())


def new_card(game, slot: int, ship: str, replacing: bool) -> None:
    """An NPC card comes onto the board: a replaced card's tiles go back, then the new draws."""
    if not on(game):
        return
    if replacing:
        give_back(game, slot)
    draw(game, slot, ship)


def tiles(game, slot: int) -> tuple:
    return game.npc_upgrades[slot] if on(game) else ()


def _set(game, slot: int, row: tuple) -> None:
    game.npc_upgrades = game.npc_upgrades[:slot] + (tuple(row),) + game.npc_upgrades[slot + 1:]


def _say(game, slot: int, what: str) -> None:
    if slot == GALLEON_SLOT:
        who = "The Treasure Galleon"
    else:
        name = NPC_SLOTS[slot]
        who = {"pirate-small": "The small NPC pirate", "pirate-large": "The large NPC pirate"}.get(
            name, f"The {name.title()} navy")
    game._event(who + " " + what + ".")


# --- what an NPC has -----------------------------------------------------------------------------
def mods_of(game, side: int) -> tuple:
    """The modification kinds on an NPC's card."""
    return tuple(kind(t) for t in tiles(game, slot_of(side)) if t >= 0 and family(t) == "mod")


def weapons_of(game, side: int) -> tuple:
    """The unspent weapon kinds on an NPC's card."""
    return tuple(kind(t) for t in tiles(game, slot_of(side)) if t >= 0 and family(t) == "weapon")


def has_mod(game, side: int, what: str) -> bool:
    return what in mods_of(game, side)


def top(game, ship: str, side: int) -> tuple:
    """An NPC's locations when whole: its ship's, with its modification tiles (sides.top)."""
    return sides.top(game, side, ship)


def spend(game, side: int, what: str) -> None:
    """The NPC fires or uses a weapon tile: it stays on the card, spent, till the battle ends."""
    slot = slot_of(side)
    row = list(tiles(game, slot))
    i = next(k for k, t in enumerate(row) if t >= 0 and kind(t) == what)
    row[i] = ~row[i]
    _set(game, slot, row)


def regain(game, side: int) -> None:
    """After a battle the NPC survives: its spent weapon tiles are ready again."""
    slot = slot_of(side)
    if any(t < 0 for t in tiles(game, slot)):
        _set(game, slot, tuple(t if t >= 0 else ~t for t in tiles(game, slot)))


# --- a beaten NPC ---------------------------------------------------------------------------------
def sunk(game, side: int) -> None:
    if on(game):
        give_back(game, slot_of(side))


def boarded(game, side: int, winner) -> None:
    """Crew combat lost: its unspent weapons go to the winning captain (``winner``, or None
    for an NPC winner), each of a kind he does not carry yet; its modifications wait for the
    claim; spent weapons, and the weapons nobody takes, go back."""
    if not on(game):
        return
    slot = slot_of(side)
    row = tiles(game, slot)
    _set(game, slot, ())
    mods = tuple(t for t in row if t >= 0 and family(t) == "mod")
    alive = winner is not None and not winner.dead
    for t in row:
        if t >= 0 and family(t) == "weapon" and alive:
            _offer_weapon(game, winner, t)
        elif t < 0 or family(t) != "mod":
            game.upgrade_supply += (t if t >= 0 else ~t,)
    if alive:
        game.upgrade_prize = mods
    else:
        game.upgrade_supply += mods


def claimed(game, p, took: bool) -> None:
    """The beaten ship is claimed (its modification tiles go onto it, on his board) or left
    (they go back face down)."""
    prize, game.upgrade_prize = game.upgrade_prize, ()
    if took and prize:
        p.tiles += prize
        game._event("{}<'s> new ship keeps the NPC's {}.", p.name, _names(prize))
    else:
        game.upgrade_supply += prize


# --- a captain's won tiles ---------------------------------------------------------------------------
def won(p, what: str) -> tuple:
    """The kinds of the won tiles of a family (``weapon`` or ``mod``) on captain ``p``'s board."""
    if not p.tiles:                 # the usual case, asked at every shipyard and fight
        return ()
    return tuple(kind(t) for t in p.tiles if family(t) == what)


def won_mods(p) -> tuple:
    return won(p, "mod")


def weapon_kinds(game, p) -> tuple:
    """The weapons a captain carries: his tokens' kinds, then his won weapon tiles' (sides.weapons_of)."""
    return sides.weapons_of(game, p.seat)


def mod_kinds(game, p) -> tuple:
    """The modifications on a captain's ship: his tokens' effects, then his won mod tiles' (sides.mod_kinds)."""
    return sides.mod_kinds(game, p.seat)


def top_of(game, p, ship: str = "") -> tuple:
    """A captain's locations when whole: his ship's (or ``ship``'s) with his modifications,
    tokens and won tiles (sides.top)."""
    return sides.top(game, p.seat, ship)


def prize_top(game, ship: str) -> tuple:
    """A beaten ship's locations when whole, with the modification tiles waiting for its claim."""
    return maxima(game.comp, ship, (), tuple(kind(t) for t in game.upgrade_prize))


def prize_text(game) -> str:
    """'' or ', with the NPC's long guns tile' (the modification tiles that come with the claim)."""
    if not game.upgrade_prize:
        return ""
    return f", with the NPC's {_names(game.upgrade_prize)} {'tile' if len(game.upgrade_prize) == 1 else 'tiles'}"


def _offer_weapon(game, p, tile: int, loser=None) -> None:
    """A won weapon tile (an NPC's, or captain ``loser``'s): onto the captain's board if he
    carries none of its kind (one of each kind, as for the tokens), else back face down."""
    name = kind(tile).replace("-", " ")
    if kind(tile) in weapon_kinds(game, p):
        game.upgrade_supply += (tile,)
        game._event("{} <carries> {} already: the won tile goes back to the NPC upgrades.", p.name, name)
    elif loser is None:
        p.tiles += (tile,)
        game._event("{} <takes> the NPC's {} tile.", p.name, name)
    else:
        p.tiles += (tile,)
        game._event("{} <takes> {}<'s> {} tile.", p.name, loser.name, name)


def use(game, p, what: str) -> bool:
    """A captain uses a weapon of this kind: a won tile of the kind goes back face down (True);
    False when he uses a token instead (he never holds both: one of each kind)."""
    tile = next((t for t in p.tiles if family(t) == "weapon" and kind(t) == what), None)
    if tile is None:
        return False
    p.tiles = tuple(t for t in p.tiles if t != tile)
    game.upgrade_supply += (tile,)
    game._event("{}<'s> {} tile goes back to the NPC upgrades.", p.name, what.replace("-", " "))
    return True


def ship_gone(game, p, what: str = "") -> None:
    """His ship is sunk, sold or discarded (or lost with him): his won tiles (those of family
    ``what``, or all) go back face down."""
    back = tuple(t for t in p.tiles if not what or family(t) == what)
    if back:
        p.tiles = tuple(t for t in p.tiles if t not in back)
        game.upgrade_supply += back
        game._event("{}<'s> {} {} back to the NPC upgrades.", p.name, _names(back), "goes" if len(back) == 1 else "go")


def plundered(game, p, q) -> None:
    """Captain ``q`` beaten in crew combat by ``p``: ``p`` takes his weapon tiles as he takes
    his weapons (one of each kind); the others go back."""
    for t in [t for t in q.tiles if family(t) == "weapon"]:
        q.tiles = tuple(x for x in q.tiles if x != t)
        _offer_weapon(game, p, t, q)


def upgrades_text(game, side: int) -> str:
    """'; upgrades: chain shot (spent) and crows nest' for an NPC's card (or the galleon's), '' for none."""
    row = tiles(game, slot_of(side))
    if not row:
        return ""
    words = [kind(t if t >= 0 else ~t).replace("-", " ") + ("" if t >= 0 else " (spent)") for t in row]
    return "; upgrades: " + (", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0])


def _names(row) -> str:
    names = [kind(t).replace("-", " ") for t in row]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


# --- saving and checking ------------------------------------------------------------------------
def state(game) -> dict:
    if not on(game):
        return {}
    return {"npc_upgrades": [list(r) for r in game.npc_upgrades], "upgrade_supply": list(game.upgrade_supply),
            "upgrade_prize": list(game.upgrade_prize)}


def load_before_fight(game, gd, where: str) -> None:
    """Read and check the tiles of a saved position (before the galleon, whose locations its
    tiles can raise)."""
    from ...kernel.validate import check as ok, is_int
    reset(game)
    keys = ("npc_upgrades", "upgrade_supply", "upgrade_prize")
    if not on(game):
        ok(not any(k in gd for k in keys), where + ".npc_upgrades", "is saved only with the module npc-upgrades")
        return
    ok(all(k in gd for k in keys), where + ".npc_upgrades", "must be saved with the module npc-upgrades")
    rows, sup, prize = (gd[k] for k in keys)
    n = len(TILES)

    def tile_list(v, at, spent=False):
        ok(isinstance(v, list) and all(is_int(t) and (-n <= t < n if spent else 0 <= t < n) for t in v), at,
           "must list upgrade tiles")
        return tuple(v)

    ok(isinstance(rows, list) and len(rows) == SLOTS, where + ".npc_upgrades", f"must have {SLOTS} rows")
    game.npc_upgrades = tuple(tile_list(r, f"{where}.npc_upgrades[{i}]", spent=True) for i, r in enumerate(rows))
    game.upgrade_supply = tile_list(sup, where + ".upgrade_supply")
    game.upgrade_prize = tile_list(prize, where + ".upgrade_prize")


def player_state(game, p) -> dict:
    """A captain's won tiles, saved only with the module."""
    return {"tiles": list(p.tiles)} if on(game) else {}


def load_player(game, p, pd, where: str) -> None:
    from ...kernel.validate import check as ok, is_int
    p.tiles = ()
    if not on(game):
        ok("tiles" not in pd, where + ".tiles", "is saved only with the module npc-upgrades")
        return
    v = pd.get("tiles")
    ok(isinstance(v, list) and all(is_int(t) and 0 <= t < len(TILES) for t in v), where + ".tiles",
       "must list the NPC upgrade tiles the captain won")
    p.tiles = tuple(v)


def check_loaded(game, where: str) -> None:
    """Once the NPCs, the galleon, the fight and the captains are read: the tiles are where they can be."""
    from ...kernel.validate import check as ok
    wrong = placement(game)
    ok(not wrong, where + ".npc_upgrades", "; ".join(wrong))


def problems(game) -> list:
    """What is wrong with the tiles of a position (see :func:`placement`)."""
    return placement(game)


def placement(game) -> list:
    """Every tile in play in exactly one place; tiles only on NPCs at sea and on captains'
    ships; 0 and 2 never held; a captain's won tile of a kind he carries only once."""
    won_any = any(p.tiles for p in game.players)
    if not on(game):
        return ["NPC upgrades are held without the module"] if any(game.npc_upgrades) or game.upgrade_supply or \
            won_any else []
    held = [t if t >= 0 else ~t for r in game.npc_upgrades for t in r]
    won_tiles = [t for p in game.players for t in p.tiles]
    everywhere = sorted(held + won_tiles + list(game.upgrade_supply) + list(game.upgrade_prize))
    out = []
    if everywhere != sorted(in_play(game)):
        out.append("NPC upgrade tiles are not each in exactly one place")
    if any(t in (ZERO, TWO) for t in held + won_tiles + list(game.upgrade_prize)):
        out.append("an NPC or a captain holds the 0 or 2 upgrade tile")
    if any(t < 0 and family(~t) != "weapon" for r in game.npc_upgrades for t in r):
        out.append("only a weapon upgrade can be spent")
    if game.fight is None and any(t < 0 for r in game.npc_upgrades for t in r):
        out.append("an NPC's weapon upgrade is still spent after the battle")
    for i, r in enumerate(game.npc_upgrades):
        at_sea = game.galleon is not None if i == GALLEON_SLOT else game.npcs[i] is not None
        if r and not at_sea:
            out.append(f"NPC upgrades on slot {i}, which has no ship")
    for p in game.players:
        if p.tiles and not p.ship:
            out.append(sentence("{} <holds> NPC upgrade tiles without a ship", [p.name]))
        mine = weapon_kinds(game, p), mod_kinds(game, p)
        if any(kinds.count(kind(t)) > 1 for t in p.tiles if t not in (ZERO, TWO) for kinds in mine):
            out.append(sentence("{} <holds> a won NPC upgrade tile of a kind the ship carries twice", [p.name]))
    return out


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
PLAYER = {"tiles": ()}      # the NPC upgrade tiles he won, weapons and modifications (public)
npc_repaired = regain
npc_sunk = sunk
npc_boarded = boarded
captain_plundered = plundered
npc_card_out = new_card
loaded = check_loaded


def observed(game) -> dict:
    """The upgrade tiles on each NPC's card and on the Treasure Galleon's (public, face up):
    by slot, the tiles' kinds, a spent weapon marked "spent:"."""
    if not on(game):
        return {}
    slots = NPC_SLOTS + ("treasure-galleon",)
    return {"npc_upgrades": {slots[i]: [kind(t) if t >= 0 else "spent:" + kind(~t) for t in row]
                             for i, row in enumerate(game.npc_upgrades) if row}}


def player_observed(game, p, mine: bool) -> dict:
    """A captain's won tiles, public, in his part of an observation (only with the module)."""
    return {"npc_tiles": sorted(kind(t) for t in p.tiles)} if on(game) else {}


def side_mods(game, side: int) -> tuple:
    """An NPC's modification tiles; a captain's won ones."""
    return mods_of(game, side) if side >= _NPC else won_mods(game.players[side])


def side_weapons(game, side: int) -> tuple:
    """An NPC's unspent weapon tiles; a captain's won ones."""
    return weapons_of(game, side) if side >= _NPC else won(game.players[side], "weapon")


def weapon_spent(game, side: int, what: str) -> bool:
    """An NPC's weapon tile is spent; a captain's won tile of the kind goes back (not his token)."""
    if side >= _NPC:
        spend(game, side, what)
        return True
    return use(game, game.players[side], what)


def ship_sold(game, p) -> None:
    ship_gone(game, p)


def ship_claimed(game, p) -> None:
    """The old ship's won mod tiles go back, and a beaten NPC's come with its ship."""
    ship_gone(game, p, "mod")
    claimed(game, p, True)


def ship_left(game, p) -> None:
    """Nobody claims the beaten ship (``p`` let it go, or None): its tiles go back."""
    claimed(game, p, False)
set_up = setup


class Edits:
    """The position editor's NPC upgrade tiles (rules.position)."""

    def upgrades(self, slot: str, *kinds: str):
        """Module 4: the NPC on the board carries these upgrade tiles (its old ones go back face
        down), undamaged: ``upgrades("english", "chain-shot", "crows-nest")``."""
        from ...kernel.errors import RecordError
        from .switches import require
        require(self.g, MODULE, "upgrades")
        g = self.g
        i = NPC_SLOTS.index(slot) if slot in NPC_SLOTS else -1
        if i < 0 or g.npcs[i] is None:
            raise RecordError("upgrades", f"no NPC {slot!r} on the board")
        give_back(g, i)
        card, zone, ship, _ = g.npcs[i]
        row = []
        for what in kinds:
            tile = next((t for t in g.upgrade_supply if kind(t) == what and t not in row), None)
            if tile is None or family(tile) not in ("weapon", "mod"):
                raise RecordError("upgrades", f"no {what!r} upgrade tile face down")
            row.append(tile)
        g.upgrade_supply = tuple(t for t in g.upgrade_supply if t not in row)
        _set(g, i, row)
        g.npcs = g.npcs[:i] + ((card, zone, ship, top(g, ship, _NPC + i)),) + g.npcs[i + 1:]
        return self
