"""Colour-blind palette under simulated colour-vision deficiency (s126): every direction
colour stays apart from the others and from what the arrows lie on (the 2D board's
background, the Flat-3D block, lit and shaded), for deutan, protan and tritan vision.
Machado, Oliveira & Fernandes (2009) matrices at full severity, CIE76 colour distance."""

from __future__ import annotations

import itertools

import pytest

from quiver.render2d import theme
from quiver.render3d.flat_renderer import BLOCK_COLOR
from quiver.style import palette

MACHADO = {
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
SHADES = (1.0, 0.7, 0.45)  # a face's light: lit, side, shadow (both colours on one face)
APART = 15.0  # CIE76: told apart at a glance


def _lin(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(lin):
    m = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    white = (0.95047, 1.0, 1.08883)
    xyz = [sum(m[i][j] * min(1.0, max(0.0, lin[j])) for j in range(3)) / white[i] for i in range(3)]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


def _seen(rgb, kind, shade=1.0):
    lin = [_lin(float(c)) * shade for c in rgb]
    mat = MACHADO[kind]
    return _lab([sum(mat[i][j] * lin[j] for j in range(3)) for i in range(3)])


def _de(a, b, kind, shade=1.0):
    return sum((x - y) ** 2 for x, y in zip(_seen(a, kind, shade), _seen(b, kind, shade), strict=True)) ** 0.5


@pytest.mark.parametrize("kind", sorted(MACHADO))
def test_colorblind_directions_stay_apart(kind):
    cols = palette.direction_colours(True, dims=3)
    for a, b in itertools.combinations(cols, 2):
        assert _de(cols[a], cols[b], kind) >= APART, (kind, a, b)


@pytest.mark.parametrize("kind", sorted(MACHADO))
def test_colorblind_arrows_stand_out_of_the_flat_block(kind):
    # Okabe-Ito's reddish purple is a mid grey to a deuteranope: on the Flat block's grey it
    # was CIE76 9 away and the arrows all but vanished.
    for d, colour in palette.direction_colours(True, dims=3).items():
        for shade in SHADES:
            assert _de(colour, BLOCK_COLOR, kind, shade) >= APART, (kind, d, shade)


@pytest.mark.parametrize("kind", sorted(MACHADO))
def test_colorblind_arrows_stand_out_of_the_2d_board(kind):
    for d, colour in palette.direction_colours(True, dims=2).items():
        for ground in (theme.BG_TOP, theme.BG_BOTTOM, theme.CELL):
            assert _de(colour, ground, kind) >= APART, (kind, d, ground)
