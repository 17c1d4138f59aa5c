"""Directions and small vector helpers shared by the spaces.

Inside the engine a direction is an int 0..5; `d ^ 1` is its opposite. The text names
(`+x`, `-y`, ...) are used only at the edges (board files, CLI, renderers).
"""

from __future__ import annotations

from typing import Final

PX, NX, PY, NY, PZ, NZ = range(6)
DIR_NAMES = ("+x", "-x", "+y", "-y", "+z", "-z")
DIR_BY_NAME = {name: i for i, name in enumerate(DIR_NAMES)}
VEC3: Final = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))
DIRS_2D: Final = (PX, NX, PY, NY)
DIRS_3D: Final = (PX, NX, PY, NY, PZ, NZ)


def opposite(d: int) -> int:
    return d ^ 1


def axis(d: int) -> int:
    """0 for x, 1 for y, 2 for z."""
    return d >> 1


def sign(d: int) -> int:
    return -1 if d & 1 else 1


def parse_dir(name: str) -> int:
    try:
        return DIR_BY_NAME[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown direction {name!r} (expected one of {', '.join(DIR_NAMES)})") from None


def perpendicular(d: int, dims: int) -> tuple[int, ...]:
    """Positive directions of the axes perpendicular to d (in a space of `dims` axes)."""
    return tuple(2 * a for a in range(dims) if a != axis(d))
