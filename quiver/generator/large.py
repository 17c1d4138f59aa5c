"""Boards above the sizes quiver-gen/6 could generate before issue 26 (ADR 0006,
"Larger boards").

Every board the generator made before the limits were raised keeps its bytes: the
changes that make a huge build affordable apply only to a shape whose box has a side
over its mode's old limit (2D 160, 3D 40, Flat 3D 32). No shape could be made at such
a size before (`make_shape` refused it: pictures, models and box shapes alike), and
every shape that could has its box within them (`tests/board_hashes.json`). Likewise
the later steps (`is_huge`) apply only over the limits as first raised (2D 192, 3D 48,
Flat 3D 48), so every board up to those keeps its bytes as well.
"""

from __future__ import annotations

from quiver.engine.space import Space

__all__ = [
    "HUGE_SIDE",
    "HUGE_WIDE",
    "OLD_MAX_SIDE",
    "PARK_EVERY",
    "VAST_SIDE",
    "is_huge",
    "is_large",
    "is_vast",
]

# the largest side of a shape's box per mode before issue 26 (quiver-gen/6 as released)
OLD_MAX_SIDE = {"2d": 160, "3d": 40, "flat": 32}
# a large build sets aside a head that strands a pocket on every try, and offers it
# again after this many arrows (or when nothing else fits), instead of after every
# arrow: on a 256x256 board the same few hundred stuck heads were otherwise grown four
# times each for every arrow placed (100 grows per arrow, 80% of the build)
PARK_EVERY = 64
# the largest side of a shape's box per mode when the limits were first raised (2D 192,
# 3D 48, Flat 3D 48): the boards up to them keep their bytes too; the steps below
# apply only above them ("huge" boards)
HUGE_SIDE = {"2d": 192, "3d": 48, "flat": 48}
# a huge hard board's first build widens each round to this many arrows (not 3): as
# deep, and it strands fewer regions (construct.WIDE_STEPS; 2D 224x224 hard: a median
# of 7.9 s where it was 10.2 s)
HUGE_WIDE = 6
# the largest 2D side before the holes (holes.py) were filled: the 2D boards over it
# ("vast") fill the small regions the frontier left behind whenever it stops, and a
# retry for the single-round gate cuts at the run's levels as built (holes.py)
VAST_SIDE = {"2d": 224}


def is_large(space: Space) -> bool:
    """Whether `space`'s box is over the old limits of its mode."""
    return max(space.size) > OLD_MAX_SIDE.get(str(getattr(space, "mode", "2d")), 0)


def is_huge(space: Space) -> bool:
    """Whether `space`'s box is over the limits of its mode as first raised (HUGE_SIDE)."""
    return max(space.size) > HUGE_SIDE.get(str(getattr(space, "mode", "2d")), 0)


def is_vast(space: Space) -> bool:
    """Whether `space` is a 2D board over VAST_SIDE (holes.py)."""
    return max(space.size) > VAST_SIDE.get(str(getattr(space, "mode", "2d")), 1 << 30)
