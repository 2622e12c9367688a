"""Piratoons' integer actions and observation tensor (see :mod:`nassau.kernel.encoding`).

The action catalog, in this order (T is the number of tile codes of the component data:
equipment design codes then boat ids, in file order; 48 for nassau's; K the coins in the box, 40):

=========================  =======  =====================================================
kind                       size     entries, in order
=========================  =======  =====================================================
claim                      9        ``claim A`` .. ``claim I``: index 0-8
words                      4        seal, fell, straddle, out: 9-12
bid                        K + 1    ``bid 0`` .. ``bid K``: 13 + N
take, overboard, draw      3 x T    ``take CODE`` for every code, then ``overboard CODE``,
                                    then ``draw CODE``
=========================  =======  =====================================================

``bid N`` is bounded by the box: coins are conserved between the bank and the players
(invariants.py), so nobody ever holds more than the component file's coins.

The observation tensor: the round, the phase, the captain and who decides (relative to the
observer), the sealed round, each chest place's tile, the overboard tiles, the stacks and the
bank; then one block per seat **relative to the observer** (0 = the observer; padded to 4
seats): coins, boats, equipment and won tiles (counts per code), claims per place, the sealed
claims, sailors left and bid where visible (with a flag saying whether they are), fell or
straddled, out, has bid. Counts are raw numbers.
"""

from ...kernel.encoding import Encoding, Features, relative, vocab
from ..rules.actions import PLACES

SEATS = 4
WORDS = ("seal", "fell", "straddle", "out")
PHASES = ("deal", "claim", "bid", "pick", "build", "over")


class PiratoonsEncoding(Encoding):
    game_name = "piratoons"

    def _default(self):
        from ..rules.components import default_components
        return default_components()

    def _sample(self, comp):
        from ..rules.setup import new_game
        return new_game(SEATS, seed=0, components=comp)

    def _entries(self, comp):
        codes = list(comp.by_code)
        yield from (f"claim {p}" for p in PLACES)
        yield from WORDS
        yield from (f"bid {n}" for n in range(comp.coins + 1))
        for verb in ("take", "overboard", "draw"):
            yield from (f"{verb} {c}" for c in codes)

    def _features(self, obs, comp, f: Features) -> None:
        names = [p["name"] for p in obs["players"]]
        seat, n = names.index(obs["you"]), len(names)
        codes, seats = vocab(comp.by_code), vocab(range(SEATS))
        f.num(obs["round"])
        f.one_hot(obs["phase"], vocab(PHASES))
        f.one_hot(relative(seat, names.index(obs["captain"]), n), seats)
        f.one_hot(None if obs["to_decide"] is None else relative(seat, names.index(obs["to_decide"]), n), seats)
        f.num(obs["sealed_round"])
        for place in PLACES:
            f.one_hot(obs["chest"].get(place), codes)
        f.counts(obs["overboard"], codes)
        f.nums((obs["stacks_left"]["equipment"], obs["stacks_left"]["boats"], obs["bank"]), 3)
        by_place = {relative(seat, s, n): p for s, p in enumerate(obs["players"])}
        for place in range(SEATS):
            _player(f, by_place.get(place), codes)


def _player(f: Features, p, codes) -> None:
    f.num(p is not None)
    p = p or {}
    f.nums((p.get("coins"), p.get("fell_or_straddled"), p.get("out"), p.get("has_bid")), 4)
    for key in ("boats", "equipment", "won"):
        f.counts(p.get(key), codes)
    f.nums([p.get("claims", {}).get(place, 0) for place in PLACES], len(PLACES))
    sealed = p.get("sealed_claims")
    f.num(sealed is not None)
    f.nums([(sealed or {}).get(place, 0) for place in PLACES], len(PLACES))
    for key in ("sailors_left", "bid"):
        f.nums((p.get(key) is not None, p.get(key)), 2)


ENCODING = PiratoonsEncoding()
