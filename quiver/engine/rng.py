"""The project's own PRNG: SplitMix64 with named sub-streams.

Python's `random` is never used for puzzles: its derived methods (choice, shuffle,
randrange) are not promised stable across versions, and a seed must give the same
board on every platform forever. Everything here is plain 64-bit integer arithmetic.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

T = TypeVar("T")
MASK64: Final = (1 << 64) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15
_UNIT: Final = 1.0 / (1 << 53)


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


class Rng:
    """SplitMix64. `Rng(seed).stream("bodies")` gives an independent, stable sub-stream."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = seed & MASK64

    def next_u64(self) -> int:
        # mix64 spelled out: a build draws hundreds of thousands of numbers
        z = self._state = (self._state + GOLDEN) & MASK64
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
        return z ^ (z >> 31)

    def stream(self, name: str | int) -> Rng:
        """A child generator that depends only on this one's current state and the name."""
        return Rng(mix64(self._state ^ mix64(name_key(name) + GOLDEN)))

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self._state = (self._state + GOLDEN) & MASK64  # next_u64(), inlined
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def between(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi] inclusive."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
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

    def weighted(self, weights: Sequence[float]) -> int:
        """Index drawn with probability proportional to its (non-negative) weight."""
        total = sum(weights)
        if total <= 0:
            return self.below(len(weights))
        x = self.random() * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1
