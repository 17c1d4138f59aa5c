"""The colour-blind palette and the direction glyphs (quiver/style/palette.py, tiles.py),
and what reduced motion changes; no window needed."""
from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from quiver.engine.geometry import NX, NY, PX, PY  # noqa: E402
from quiver.game.settings import Settings  # noqa: E402
from quiver.render2d import theme
from quiver.render2d.tiles import BIT, TileSet, glyph_colour  # noqa: E402
from quiver.style import palette  # noqa: E402


def _lin(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _deutan(c):
    """Viénot-Brettel-Mollon deuteranopia simulation, in linear RGB (0..1)."""
    r, g, b = (_lin(float(x)) for x in c)
    l = 0.29275 * r + 0.70725 * g
    return (l, l, -0.02234 * r + 0.02234 * g + b)


def test_palettes_by_setting():
    assert palette.direction_colours(None) == {d: palette.NORMAL[d] for d in (PX, NX, PY, NY)}
    assert palette.direction_colours(Settings(colorblind=True)) == \
        {d: palette.COLORBLIND[d] for d in (PX, NX, PY, NY)}
    assert palette.direction_colours(True, dims=3) == palette.COLORBLIND
    assert theme.dir_colours(Settings()) == theme.DIR_COLOURS
    assert set(palette.COLORBLIND.values()) <= set(palette.OKABE_ITO.values())
    assert len(set(palette.COLORBLIND.values())) == 6            # one colour per direction
    assert palette.glyphs_on(Settings(colorblind=True)) and not palette.glyphs_on(Settings())


def test_colorblind_2d_colours_stay_apart_for_deuteranopes():
    cols = [palette.COLORBLIND[d] for d in (PX, NX, PY, NY)]
    for a, b in itertools.combinations(cols, 2):
        da, db = _deutan(a), _deutan(b)
        assert max(abs(x - y) for x, y in zip(da, db)) > 0.05, (a, b)


def test_motion_settings():
    calm = Settings(reduced_motion=True)
    assert palette.motion_speed(calm) == palette.REDUCED_SPEED > 1
    assert not palette.shake_on(calm) and not palette.blink_on(calm)
    assert palette.motion_speed(Settings()) == 1.0 and palette.shake_on(None)


@pytest.fixture(scope="module")
def tiles():
    pygame.display.init()
    return TileSet(48)


@pytest.mark.parametrize("d", [PX, NX, PY, NY])
def test_glyphs_mark_body_cells_and_differ_by_direction(tiles, d):
    colour = palette.COLORBLIND[d]
    plain = tiles.arrow(colour, BIT[d] | BIT[d ^ 1], None)
    marked = tiles.arrow(colour, BIT[d] | BIT[d ^ 1], None, "normal", d)
    centre = (24, 24)
    assert tuple(plain.get_at(centre))[:3] == colour
    ink = glyph_colour(colour)
    diff = sum(plain.get_at((x, y)) != marked.get_at((x, y)) for x in range(48) for y in range(48))
    assert diff > 40                                      # a visible chevron
    # the chevron points its way: ink just ahead of the centre, the fill just behind it
    vx, vy = {PX: (1, 0), NX: (-1, 0), PY: (0, 1), NY: (0, -1)}[d]
    ahead = marked.get_at((24 + vx * 4, 24 + vy * 4))[:3]
    behind = marked.get_at((24 - vx * 4, 24 - vy * 4))[:3]
    assert all(abs(a - b) < 60 for a, b in zip(ahead, ink)), (ahead, ink)
    assert all(abs(a - b) < 30 for a, b in zip(behind, colour)), (behind, colour)
    # head cells never carry a glyph
    assert tiles.arrow(colour, BIT[d ^ 1], d, "normal", d) is tiles.arrow(colour, BIT[d ^ 1], d)
    # the four glyphs are four different pictures
    others = [tiles.arrow(colour, BIT[d] | BIT[d ^ 1], None, "normal", e) for e in (PX, NX, PY, NY) if e != d]
    for o in others:
        assert pygame.image.tobytes(o, "RGBA") != pygame.image.tobytes(marked, "RGBA")


def test_glyph_ink_contrasts_with_every_fill():
    def lum(c):
        r, g, b = (_lin(float(x)) for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    for c in list(palette.COLORBLIND.values()) + list(palette.NORMAL.values()):
        a, b = sorted((lum(c), lum(glyph_colour(c))))
        assert (b + 0.05) / (a + 0.05) >= 2.5, c
