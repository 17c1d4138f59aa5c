"""The project's own PRNG: SplitMix64 with named sub-streams.

Python's `random` is never used for puzzles: its derived methods (choice, shuffle,
randrange) are not promised stable across versions, and a seed must give the same
board on every platform forever. Everything here is plain 64-bit integer arithmetic.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableSequence, Sequence
from types import FunctionType
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:  # mypyc's native int; a plain int where nothing is compiled
    from mypy_extensions import i64

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
# compiled module therefore keeps the state in one native signed 64-bit int (mypyc's
# `i64`: C arithmetic, a product wrapping mod 2**64 as the C compiler is told to,
# `-fwrapv`), the same bits as the unsigned state: each right shift masked to a logical
# one, each constant over 2**63 written less 2**64. It replaced four 16-bit limbs (about
# 850 instructions a draw, a tenth of a compiled 3D cube 17 board; now a few dozen).
# Interpreted, an i64 is a plain int that never wraps, so the pure module keeps the one
# big int (`_state`). `NATIVE` (below) says which the module uses; the reference tests
# (tests/test_engine_rng.py) and the byte-identity test (tests/test_compiled.py) run the
# native path wherever the compiled modules are built.
SMALL_N: Final = 1 << 30  # below(n) for n under this works on the halves (compiled)
# The constants less 2**64 as signed 32-bit halves, joined in the functions: a literal
# beyond 2**62 is a Python int object to mypyc, unboxed at every use; halves are C
# constants, and the joining product and or the C compiler folds (a test checks them;
# a product, not a shift: mypyc writes `hi << 32` on a 32-bit C literal, which gcc
# refuses).
_GOLDEN_HI: Final = -1640531527  # GOLDEN
_GOLDEN_LO: Final = 2135587861
_MUL_A_HI: Final = -1084733587  # 0xBF58476D1CE4E5B9
_MUL_A_LO: Final = 484763065
_MUL_B_HI: Final = -1798288965  # 0x94D049BB133111EB
_MUL_B_LO: Final = 321982955


def mix_native(z: i64) -> i64:
    """`mix64` on the signed 64-bit form of a state (the same bits): compiled, C."""
    a: i64 = _MUL_A_HI
    b: i64 = _MUL_B_HI
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * (a * 0x100000000 | _MUL_A_LO)
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * (b * 0x100000000 | _MUL_B_LO)
    return z ^ ((z >> 31) & 0x1FFFFFFFF)


# Compiled, a function of this module is a C function, not a Python one (a test of the
# module's own code, not of its file name: a frozen or sourceless pure module's file is
# not a .py either, and must keep the big int)
NATIVE: Final = not isinstance(mix_native, FunctionType)


class Rng:
    """SplitMix64. `Rng(seed).stream("bodies")` gives an independent, stable sub-stream.
    The state is `_state` (one int) in the pure module, `_w` (its signed 64-bit form, an
    i64) where NATIVE (compiled; see above)."""

    __slots__ = ("_state", "_w")

    def __init__(self, seed: int = 0) -> None:
        state = seed & MASK64
        self._state = state
        self._w: i64 = state - (1 << 64) if state >> 63 else state

    def _full_state(self) -> int:
        if NATIVE:
            return int(self._w) & MASK64
        return self._state

    def _next_w(self) -> i64:
        """The next output, signed (the state advanced by GOLDEN, wrapping)."""
        g: i64 = _GOLDEN_HI
        self._w = w = self._w + (g * 0x100000000 | _GOLDEN_LO)
        return mix_native(w)

    def next_u64(self) -> int:
        if NATIVE:
            return int(self._next_w()) & MASK64
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
        if NATIVE and n < SMALL_N:
            return self._below_native(n)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            if NATIVE:  # (compiled, n at least SMALL_N: never in a build)
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

    def _below_native(self, n: int) -> int:
        """`below(n)` on the signed form, n < SMALL_N: a draw x is refused when x >=
        limit, i.e. when 2**64 - 1 - x (the bits of ~x) is under 2**64 % n (< 2**30);
        x % n from its two 32-bit halves (every step under 2**62)."""
        m: i64 = n
        t = (1 << 32) % m
        rem = t * t % m  # 2**64 % n
        while True:
            z = self._next_w()
            flip = ~z
            if 0 <= flip < rem:
                continue
            hi = (z >> 32) & 0xFFFFFFFF
            lo = z & 0xFFFFFFFF
            return int((((hi % m) << 32) | lo) % m)

    def between(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi] inclusive."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        if NATIVE:
            return float((self._next_w() >> 11) & 0x1FFFFFFFFFFFFF) * _UNIT
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
