"""A small seeded random generator whose whole state is one integer.

Games keep one of these in their state, so a game can be cloned, saved to JSON
and replayed without touching the global ``random`` module. The algorithm
(SplitMix64) is defined on 64-bit integers, so the same seed gives the same
numbers on every platform and Python version.
"""

_MASK = (1 << 64) - 1
_LIMITS = {}   # n -> largest multiple of n below 2**64 (rejection bound)
_LIMIT6 = (1 << 64) - ((1 << 64) % 6)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("n must be positive")
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        s = self.state
        while True:      # SplitMix64 inline, the state kept in a local (the hottest code in random play)
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def die(self) -> int:
        s = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < _LIMIT6:
            return z % 6 + 1
        return self.below(6) + 1

    def shuffled(self, items) -> list:
        """A new list with the items in a uniformly random order (Fisher-Yates)."""
        out = list(items)
        below = self.below
        for i in range(len(out) - 1, 0, -1):
            j = below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, seq):
        n = len(seq)
        limit = _LIMITS.get(n)
        if limit is None:
            return seq[self.below(n)]
        s = self.state
        while True:      # below(n) inline: random play calls this once a decision
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return seq[z % n]

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __copy__(self):
        """The generator as it is, of its own class (a subclass copies what it adds)."""
        r = object.__new__(type(self))
        r.state = self.state
        return r

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#018x})"
