"""Per-arrow shades of a Flat-3D board: arrows flying the same way share their direction's
colour, so two of them side by side read as one block (s217). Each arrow gets one of
`SHADES` (a step darker or lighter than its direction's linear colour), chosen so that no two
touching arrows of the same direction get the same one: the hue still says the direction,
the shade says where one piece ends and the next begins. Pure Python + numpy, no GL.
"""

from __future__ import annotations

import numpy as np

__all__ = ["SHADES", "arrow_shades", "shaded"]

# the direction's own colour first, then a darker step (towards black), a lighter one
# (towards white), then two half steps for crowded corners: `shaded`
SHADES = (0.0, -0.38, 0.14, -0.2, 0.07)


def arrow_shades(board) -> np.ndarray:
    """(arrows,) float32: each arrow's shade (`SHADES`). Greedy in arrow order: an arrow
    takes the first shade none of its same-direction neighbours (cells sharing an edge)
    already has; deterministic for a board, whatever the arrows still on it."""
    space, arrows = board.space, board.arrows
    owner = [-1] * len(space.cells)
    for i, a in enumerate(arrows):
        for c in a.cells:
            owner[c] = i
    picked = [0] * len(arrows)
    for i, a in enumerate(arrows):
        taken = set()
        for c in a.cells:
            for nb in space.neighbors(c):
                j = owner[nb]
                if 0 <= j < i and arrows[j].dir == a.dir:
                    taken.add(picked[j])
        picked[i] = next((k for k in range(len(SHADES)) if k not in taken), i % len(SHADES))
    return np.array([SHADES[k] for k in picked], dtype=np.float32)


def shaded(colour, shade) -> np.ndarray:
    """Linear `colour` (..., 3) in `shade` (broadcast): below 0 that much of the way to
    black, above 0 to white (a lighter step that never clips a saturated colour)."""
    c = np.asarray(colour, np.float32)
    s = np.asarray(shade, np.float32)
    return np.where(s < 0, c * (1 + s), c + (1 - c) * s).astype(np.float32)
