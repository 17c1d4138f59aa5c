"""The project's own PRNG: SplitMix64 with named sub-streams.

Python's `random` is never used for puzzles: its derived methods (choice, shuffle,
randrange) are not promised stable across versions, and a seed must give the same
board on every platform forever. Everything here is plain 64-bit integer arithmetic.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableSequence, Sequence
from types import FunctionType
from typing import Final, TypeVar

T = TypeVar("T")
MASK64: Final = (1 << 64) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15
_UNIT: Final = 1.0 / (1 << 53)


def plain_sum(values: Iterable[float]) -> float:
    """Floats added left to right, one rounding a step. Python 3.12 made `sum()` of
    floats compensated (more exact, other last bits), so a total that steers a board
    (a weighted draw, a stopping test) is added here, the same on every version."""
    total = 0.0
    for v in values:
        total += v
    return total


def mix64(z: int) -> int:
    """The SplitMix64 finaliser: a bijective scramble of a 64-bit integer."""
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
    return z ^ (z >> 31)


def name_key(name: str | int) -> int:
    """A stable 64-bit key for a stream name (FNV-1a over UTF-8; ints used directly)."""
    if isinstance(name, int):
        return name & MASK64
    h = 0xCBF29CE484222325
    for byte in name.encode("utf-8"):
        h = (h ^ byte) * 0x100000001B3 & MASK64
    return h


# Compiled by mypyc (ADR 0010), an int over 2**62 is a Python object and every operation
# on one allocates: a draw on the 64-bit state took about 0.5 microseconds, a fifth of a
# compiled 3D cube 17 build (the generator draws 20,000-30,000 times a board). The
# compiled module therefore keeps the state in four 16-bit limbs (lowest first), where
# every step is C arithmetic on small ints (a product of two limbs is under 2**32, and
# mypyc multiplies inline only operands under 2**30): about 7x faster, the same numbers.
# Interpreted, the one big int is faster (a dozen bytecodes against a hundred), so the
# pure module keeps it. `LIMBS` (below mix16) says which the module uses;
# tests/test_engine_rng.py runs the limb path in pure Python too.
M16: Final = 0xFFFF
SMALL_N: Final = 1 << 30  # below(n) for n under this works on the limbs (compiled)
_G0: Final = GOLDEN & M16
_G1: Final = (GOLDEN >> 16) & M16
_G2: Final = (GOLDEN >> 32) & M16
_G3: Final = GOLDEN >> 48
_A0: Final = 0xBF58476D1CE4E5B9 & M16
_A1: Final = (0xBF58476D1CE4E5B9 >> 16) & M16
_A2: Final = (0xBF58476D1CE4E5B9 >> 32) & M16
_A3: Final = 0xBF58476D1CE4E5B9 >> 48
_B0: Final = 0x94D049BB133111EB & M16
_B1: Final = (0x94D049BB133111EB >> 16) & M16
_B2: Final = (0x94D049BB133111EB >> 32) & M16
_B3: Final = 0x94D049BB133111EB >> 48


def mix16(s0: int, s1: int, s2: int, s3: int) -> tuple[int, int, int, int]:
    """`mix64` of the 64-bit value whose 16-bit limbs are s0 (lowest) .. s3, as limbs:
    each shift, xor and multiply (mod 2**64) of mix64 written out limb by limb."""
    # z ^= z >> 30  (30 = one limb and 14 bits)
    z0 = s0 ^ ((s1 >> 14) | ((s2 << 2) & M16))
    z1 = s1 ^ ((s2 >> 14) | ((s3 << 2) & M16))
    z2 = s2 ^ (s3 >> 14)
    z3 = s3
    # z *= 0xBF58476D1CE4E5B9 (mod 2**64): schoolbook, the carry in t
    t = z0 * _A0
    r0 = t & M16
    t = (t >> 16) + z0 * _A1 + z1 * _A0
    r1 = t & M16
    t = (t >> 16) + z0 * _A2 + z1 * _A1 + z2 * _A0
    r2 = t & M16
    t = (t >> 16) + z0 * _A3 + z1 * _A2 + z2 * _A1 + z3 * _A0
    r3 = t & M16
    # z ^= z >> 27
    z0 = r0 ^ ((r1 >> 11) | ((r2 << 5) & M16))
    z1 = r1 ^ ((r2 >> 11) | ((r3 << 5) & M16))
    z2 = r2 ^ (r3 >> 11)
    z3 = r3
    # z *= 0x94D049BB133111EB (mod 2**64)
    t = z0 * _B0
    r0 = t & M16
    t = (t >> 16) + z0 * _B1 + z1 * _B0
    r1 = t & M16
    t = (t >> 16) + z0 * _B2 + z1 * _B1 + z2 * _B0
    r2 = t & M16
    t = (t >> 16) + z0 * _B3 + z1 * _B2 + z2 * _B1 + z3 * _B0
    r3 = t & M16
    # z ^ (z >> 31)
    return (
        r0 ^ ((r1 >> 15) | ((r2 << 1) & M16)),
        r1 ^ ((r2 >> 15) | ((r3 << 1) & M16)),
        r2 ^ (r3 >> 15),
        r3,
    )


# Compiled, a function of this module is a C function, not a Python one (a test of the
# module's own code, not of its file name: a frozen or sourceless pure module's file is
# not a .py either, and must keep the big int)
LIMBS: Final = not isinstance(mix16, FunctionType)


class Rng:
    """SplitMix64. `Rng(seed).stream("bodies")` gives an independent, stable sub-stream.
    The state is `_state` (one int) in the pure module, `_s0`.. `_s3` (16-bit limbs,
    lowest first) where LIMBS (compiled; see above)."""

    __slots__ = ("_s0", "_s1", "_s2", "_s3", "_state")

    def __init__(self, seed: int = 0) -> None:
        state = seed & MASK64
        self._state = state
        self._s0 = state & M16
        self._s1 = (state >> 16) & M16
        self._s2 = (state >> 32) & M16
        self._s3 = state >> 48

    def _full_state(self) -> int:
        if LIMBS:
            return self._s0 | (self._s1 << 16) | (self._s2 << 32) | (self._s3 << 48)
        return self._state

    def _next16(self) -> tuple[int, int, int, int]:
        """The next output as limbs (the state advanced by GOLDEN, limb by limb)."""
        t = self._s0 + _G0
        self._s0 = s0 = t & M16
        t = self._s1 + _G1 + (t >> 16)
        self._s1 = s1 = t & M16
        t = self._s2 + _G2 + (t >> 16)
        self._s2 = s2 = t & M16
        self._s3 = s3 = (self._s3 + _G3 + (t >> 16)) & M16
        return mix16(s0, s1, s2, s3)

    def next_u64(self) -> int:
        if LIMBS:
            z0, z1, z2, z3 = self._next16()
            return z0 | (z1 << 16) | (z2 << 32) | (z3 << 48)
        # mix64 spelled out: a build draws hundreds of thousands of numbers
        z = self._state = (self._state + GOLDEN) & MASK64
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
        return z ^ (z >> 31)

    def stream(self, name: str | int) -> Rng:
        """A child generator that depends only on this one's current state and the name."""
        return Rng(mix64(self._full_state() ^ mix64(name_key(name) + GOLDEN)))

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        if LIMBS and n < SMALL_N:
            return self._below_limbs(n)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            if LIMBS:  # (compiled, n at least SMALL_N: never in a build)
                x = self.next_u64()
                if x < limit:
                    return x % n
                continue
            z = self._state = (self._state + GOLDEN) & MASK64  # next_u64(), inlined
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def _below_limbs(self, n: int) -> int:
        """`below(n)` on the limbs, n < SMALL_N: a draw x is refused when x >= limit,
        i.e. when 2**64 - 1 - x (the limbs' complements) is under 2**64 % n (< 2**30);
        x % n by Horner's rule over the limbs (every step under 2**46)."""
        rem = (1 << 64) % n
        while True:
            z0, z1, z2, z3 = self._next16()
            if z3 == M16 and (((M16 - z2) << 32) | ((M16 - z1) << 16) | (M16 - z0)) < rem:
                continue
            r = z3 % n
            r = ((r << 16) | z2) % n
            r = ((r << 16) | z1) % n
            return ((r << 16) | z0) % n

    def between(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi] inclusive."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        if LIMBS:
            z0, z1, z2, z3 = self._next16()
            return ((z3 << 37) | (z2 << 21) | (z1 << 5) | (z0 >> 11)) * _UNIT
        z = self._state = (self._state + GOLDEN) & MASK64  # next_u64(), inlined
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
        return ((z ^ (z >> 31)) >> 11) * _UNIT

    def chance(self, p: float) -> bool:
        return self.random() < p

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def weighted_summed(self, weights: list[float], total: float) -> int:
        """`weighted(weights)` where the caller added `total` as it made the weights,
        left to right as plain_sum adds (the same float): the same draw without a second
        pass (the build's body steps and head picks draw hundreds of thousands a run)."""
        if total <= 0:
            return self.below(len(weights))
        x = self.random() * total
        for i in range(len(weights)):
            x -= weights[i]
            if x < 0:
                return i
        return len(weights) - 1

    def weighted(self, weights: Sequence[float]) -> int:
        """Index drawn with probability proportional to its (non-negative) weight."""
        return self.weighted_summed(list(weights), plain_sum(weights))  # not sum(): see plain_sum
