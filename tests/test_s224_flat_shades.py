"""Flat shades keep a pair's lightness order (s224): touching arrows of one direction get
their own shades (s217), and the lighter tone of a pair of opposite directions is what marks
the + sign in the standard palette (`quiver.style.palette`). s217 darkened every direction
alike: +x's darkest shade (L* 61) was darker than -x's lightest (64). Every shade of a
direction now stays on its own side of every shade of its opposite, in both palettes (the
colour-blind one's pairs differ in lightness too, though not always + lighter)."""

from __future__ import annotations

import numpy as np
import pytest

from quiver.render3d.flat_shades import SHADES, toned
from quiver.render3d.mesh import palette_for
from quiver.style.palette import NORMAL


def lstar(linear) -> np.ndarray:
    y = np.asarray(linear, float) @ np.array([0.2126, 0.7152, 0.0722])
    return np.where(y > 216 / 24389, 116 * np.cbrt(y) - 16, y * 24389 / 27)


@pytest.mark.parametrize("colorblind", [False, True], ids=["standard", "colour-blind"])
def test_every_shade_of_a_direction_stays_on_its_side_of_its_opposite(colorblind):
    palette = palette_for(colorblind)
    for d in (0, 2, 4):  # + and - of x, y, z
        mine = lstar(toned(palette, np.full(len(SHADES), d), np.array(SHADES)))
        theirs = lstar(toned(palette, np.full(len(SHADES), d + 1), np.array(SHADES)))
        base = lstar(palette[[d, d + 1]])
        if base[0] > base[1]:
            assert mine.min() > theirs.max() + 2, (d, mine, theirs)
        else:
            assert mine.max() < theirs.min() - 2, (d, mine, theirs)


def test_the_plus_sign_stays_the_lighter_in_the_standard_palette():
    palette = palette_for(None)
    for d in (0, 2, 4):
        plus = lstar(toned(palette, np.full(len(SHADES), d), np.array(SHADES)))
        minus = lstar(toned(palette, np.full(len(SHADES), d + 1), np.array(SHADES)))
        assert plus.min() > minus.max(), (d, plus, minus)
    assert all(NORMAL[d] != NORMAL[d + 1] for d in (0, 2, 4))  # (the palette the rule reads)


def test_shades_of_one_direction_differ():
    """Touching arrows of one direction still tell apart, each shade from every other: the
    three the boards use by more than 0.06 of sRGB (test_s217_flat_pieces), the crowded
    corners' half steps about as s217's (its closest two: 0.058)."""
    for colorblind in (False, True):
        palette = palette_for(colorblind)
        for d in range(6):
            tones = toned(palette, np.full(len(SHADES), d), np.array(SHADES)) ** (1 / 2.2)
            for a in range(len(SHADES)):
                for b in range(a):
                    least = 0.06 if b < a < 3 else 0.055
                    assert np.abs(tones[a] - tones[b]).max() > least, (colorblind, d, a, b)
