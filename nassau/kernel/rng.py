"""A small seeded random generator whose whole state is one integer.

Games keep one of these in their state, so a game can be cloned, saved to JSON
and replayed without touching the global ``random`` module. The algorithm
(SplitMix64) is defined on 64-bit integers, so the same seed gives the same
numbers on every platform and Python version.

Two helpers for looking at hidden information: :class:`Recording` notes what a copy of a
generator draws, and :class:`Replaying` gives draws already seen first (a resampled position
whose decision showed its dice before it stopped for a question).
"""

import copy

_MASK = (1 << 64) - 1      # written out as a literal in the draws: a constant is read faster than a global
_LIMITS = {}   # n -> largest multiple of n below 2**64 (rejection bound)
_LIMIT6 = (1 << 64) - ((1 << 64) % 6)


class Rng:
    __slots__ = ("state",)

    def __init_subclass__(cls, **kw):
        """die, choice and shuffled draw SplitMix64 inline for speed; a subclass that draws its
        own way (chance.ScriptedRng's below) gets the versions that go through its below()."""
        super().__init_subclass__(**kw)
        if cls.below is not Rng.below:
            for name, f in _VIA_BELOW.items():
                if name not in cls.__dict__:
                    setattr(cls, name, f)
        if cls.die is not Rng.die and "dice" not in cls.__dict__:     # its own die (a test's loaded dice)
            cls.dice = _dice

    def __init__(self, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        limit = _LIMITS.get(n)
        if limit is None:
            if not 0 < n <= 1 << 64:
                raise ValueError("n must be positive and at most 2**64 (one draw is 64 bits)")
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        s = self.state
        while True:      # SplitMix64 inline, the state kept in a local (the hottest code in random play)
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def die(self) -> int:
        s = self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        z ^= z >> 31
        if z < _LIMIT6:
            return z % 6 + 1
        return self.below(6) + 1

    def dice(self, n: int) -> list:
        """``n`` die faces, the very draws of ``n`` calls of die() (none for n <= 0), with the
        state kept in a local: every roll of a check or a fight draws several."""
        out, s = [], self.state
        for _ in range(n):
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            z ^= z >> 31
            if z < _LIMIT6:
                out.append(z % 6 + 1)
            else:                           # (die()'s rare rejection, through below())
                self.state = s
                out.append(self.below(6) + 1)
                s = self.state
        self.state = s
        return out

    def shuffled(self, items) -> list:
        """A new list with the items in a uniformly random order (Fisher-Yates)."""
        out = list(items)
        limits, s = _LIMITS, self.state
        for i in range(len(out) - 1, 0, -1):     # below(i + 1) inline, the state in a local
            n = i + 1
            limit = limits.get(n)
            if limit is None:
                limit = limits[n] = (1 << 64) - ((1 << 64) % n)
            while True:
                s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        self.state = s
        return out

    def choice(self, seq):
        n = len(seq)
        limit = _LIMITS.get(n)
        if limit is None:
            return seq[self.below(n)]
        s = self.state
        while True:      # below(n) inline: random play calls this once a decision
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
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


def _die(self) -> int:
    return self.below(6) + 1


def _dice(self, n: int) -> list:
    die = self.die
    return [die() for _ in range(n)]


def _shuffled(self, items) -> list:
    out = list(items)
    below = self.below
    for i in range(len(out) - 1, 0, -1):
        j = below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def _choice(self, seq):
    return seq[self.below(len(seq))]


_VIA_BELOW = {"die": _die, "dice": _dice, "shuffled": _shuffled, "choice": _choice}


class Recording(Rng):
    """A copy of a generator (``inner``, of any class) that notes every draw it makes
    (``drawn``: the values, in order) and draws exactly as the generator would. Its copies note
    into the same list."""

    __slots__ = ("inner", "drawn")

    def __init__(self, inner):
        self.inner, self.drawn, self.state = copy.copy(inner), [], inner.state

    def below(self, n: int) -> int:
        v = self.inner.below(n)
        self.drawn.append(v)
        return v

    def copy(self) -> "Recording":
        return self.__copy__()

    def __copy__(self):
        r = object.__new__(type(self))
        r.inner, r.drawn, r.state = copy.copy(self.inner), self.drawn, self.state
        return r


class Replaying(Rng):
    """A generator that gives these draws first (values already seen: ``seen``, from ``at``),
    then draws its own from its state. A draw the seen value does not fit (asked among fewer
    outcomes: the play went another way) ends the replay. Copies go on from where it is."""

    __slots__ = ("seen", "at")

    def __init__(self, seen, seed: int = 0):
        super().__init__(seed)
        self.seen, self.at = tuple(seen), 0

    def below(self, n: int) -> int:
        if self.at < len(self.seen):
            v = self.seen[self.at]
            if 0 <= v < n:
                self.at += 1
                return v
            self.at = len(self.seen)
        return Rng.below(self, n)

    def copy(self) -> "Replaying":
        return self.__copy__()

    def __copy__(self):
        r = object.__new__(type(self))
        r.state, r.seen, r.at = self.state, self.seen, self.at
        return r

    def __repr__(self) -> str:
        return f"Replaying({len(self.seen) - self.at} seen draws left, state={self.state:#018x})"
