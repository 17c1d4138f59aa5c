"""The playouts' draws (`player.random_playouts`): the SplitMix64 outputs of a stream,
cached; compiled, kept in pieces that it scales to a range with C arithmetic, in pure
Python as the outputs themselves, which one multiply scales. Every figure the playouts
give comes from these numbers, the same on every machine."""

from __future__ import annotations

from typing import Final

from .rng import GOLDEN, MASK64, NATIVE, Rng

# The SplitMix64 outputs the playouts have drawn, by the stream's start state. Every
# caller draws from the same stream (Rng(0).stream("playout")), so the generator's judge
# re-mixed the same numbers for every candidate; mixing cost as much as the rest of a
# move. A stream's list only grows, a playout at a time, to the most any call has used.
_DRAWS: dict[int, list[int]] = {}
_DRAW_STREAMS: Final = 4  # streams kept (a caller with its own seed must not grow it forever)
PIECE: Final = (1 << 30) - 1
# items a cached output takes: compiled, three pieces under 2**30 (`pieces`); pure
# Python, the output itself: (x * f) >> 64 is one big-int multiply where the pieces
# cost three reads and three multiplies, a quarter of a playout's move
STEP: Final = 3 if NATIVE else 1


def stream_draws(start: int, upto: int) -> list[int]:
    """At least the first `upto` outputs of the SplitMix64 stream whose state is `start`
    (as Rng.next_u64 gives them after Rng(start)), each as STEP items: compiled, three
    pieces (`pieces`), output d being draws[3 * d] << 34 | draws[3 * d + 1] << 4 |
    draws[3 * d + 2]; pure Python, output d is draws[d] (`below` reads either).
    A grown list is a new one (at least twice as long), so a caller in another thread
    keeps reading a complete one."""
    draws = _DRAWS.get(start, [])
    have = len(draws) // STEP
    if upto <= have:
        return draws
    grown = list(draws)
    rng = Rng((start + have * GOLDEN) & MASK64)  # the stream after `have` outputs
    for _ in range(have, max(upto, 2 * have)):
        if NATIVE:  # compiled: the signed 64-bit form (an i64; a 64-bit int is an object)
            w = rng._next_w()  # (each shift masked: a logical shift of the same bits)
            grown += ((w >> 34) & PIECE, (w >> 4) & PIECE, w & 15)
        else:
            grown.append(rng.next_u64())
    if start not in _DRAWS and len(_DRAWS) >= _DRAW_STREAMS:
        _DRAWS.clear()
    _DRAWS[start] = grown
    return grown


def pieces(x: int) -> tuple[int, int, int]:
    """A 64-bit draw as (its top 30 bits, the next 30, the last 4): each under 2**30, so
    that compiled (ADR 0010) its product with a count under 2**30 is C arithmetic (mypyc
    multiplies inline only operands under 2**30; 32-bit halves went through a generic
    multiply on objects twice a move, a twentieth of a 3D cube 17 build)."""
    return x >> 34, (x >> 4) & PIECE, x & 15


def below(draws: list[int], d: int, f: int) -> int:
    """Output d of `stream_draws`'s list scaled to [0, f) as (x * f) >> 64 does, f < 2**30."""
    if NATIVE:
        return pieces_below(draws, d, f)
    return (draws[d] * f) >> 64


def pieces_below(draws: list[int], d: int, f: int) -> int:
    """`below` on outputs kept in pieces (compiled): the product's low bits carried up
    piece by piece (floor of a floor: the same number), every step under 2**62."""
    e = d * 3
    t = ((draws[e + 2] * f) >> 4) + draws[e + 1] * f
    return ((t >> 30) + draws[e] * f) >> 30
