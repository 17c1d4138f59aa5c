"""Boards above the sizes quiver-gen/6 could generate before issue 26 (ADR 0006,
"Larger boards").

Every board the generator made before the limits were raised keeps its bytes: the
changes that make a huge build affordable apply only to a shape with more cells than
the largest shape of its mode at the old limits (2D 160x160, 3D cube 40, Flat 3D
cube 32), where the old generator gave no board at all (`tests/board_hashes.json`).
"""

from __future__ import annotations

from quiver.engine.space import Space

__all__ = ["OLD_MAX_CELLS", "PARK_EVERY", "is_large"]

# cells (Flat 3D: faces, 3D: voxels) of the largest shape of each mode at the old
# limits; a .vox model was capped at the 3D edge too, and every Flat shape at 32 has
# at most the cube's 6 * 32 * 32 faces
OLD_MAX_CELLS = {"2d": 160 * 160, "3d": 40**3, "flat": 6 * 32 * 32}
# a large build sets aside a head that strands a pocket on every try, and offers it
# again after this many arrows (or when nothing else fits), instead of after every
# arrow: on a 256x256 board the same few hundred stuck heads were otherwise grown four
# times each for every arrow placed (100 grows per arrow, 80% of the build)
PARK_EVERY = 64


def is_large(space: Space) -> bool:
    """Whether `space` is above every shape the old limits allowed in its mode."""
    return len(space) > OLD_MAX_CELLS.get(str(getattr(space, "mode", "2d")), 0)
