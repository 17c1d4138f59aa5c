"""The colour-blind palette and the direction glyphs (quiver/style/palette.py, tiles.py),
and what reduced motion changes; no window needed."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from quiver.engine.geometry import NX, NY, PX, PY  # noqa: E402
from quiver.game.settings import Settings  # noqa: E402
from quiver.render2d import theme  # noqa: E402
from quiver.render2d.tiles import BIT, TileSet, glyph_colour  # noqa: E402
from quiver.style import palette  # noqa: E402


def _lin(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _deutan(c):
    """Viénot-Brettel-Mollon deuteranopia simulation, in linear RGB (0..1)."""
    r, g, b = (_lin(float(x)) for x in c)
    lum = 0.29275 * r + 0.70725 * g
    return (lum, lum, -0.02234 * r + 0.02234 * g + b)


def test_palettes_by_setting():
    assert set(palette.direction_colours(None).values()) == {palette.NORMAL[d] for d in (PX, NX, PY, NY)}
    assert set(palette.direction_colours(Settings(colorblind=True)).values()) == {
        palette.COLORBLIND[d] for d in (PX, NX, PY, NY)
    }
    assert palette.direction_colours(True, dims=3) == palette.COLORBLIND
    assert theme.dir_colours(Settings()) == theme.DIR_COLOURS
    assert set(palette.COLORBLIND.values()) <= set(palette.OKABE_ITO.values()) | {palette.DEEP_PURPLE}
    assert len(set(palette.COLORBLIND.values())) == 6  # one colour per direction
    assert palette.glyphs_on(Settings(colorblind=True)) and not palette.glyphs_on(Settings())


@pytest.mark.parametrize("colorblind", [False, True])
def test_up_on_screen_is_one_colour_in_2d_and_3d(colorblind):
    # A 2D board's +y runs down the screen, a 3D shape's +y up: a stranger saw up sky blue
    # in 3D and royal blue in 2D. Each on-screen way has one colour in every view.
    s = Settings(colorblind=colorblind)
    flat, solid = palette.direction_colours(s, 2), palette.direction_colours(s, 3)
    assert flat[NY] == solid[PY] and flat[PY] == solid[NY]  # up, down
    assert flat[PX] == solid[PX] and flat[NX] == solid[NX]
    if not colorblind:  # the 3D renderer's own tones: 2D's up is nearer its +y than its -y
        from quiver.render3d.mesh import direction_color

        def far(a, b):
            return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))

        assert far(flat[NY], direction_color(PY)) < far(flat[NY], direction_color(NY))


def test_colorblind_2d_colours_stay_apart_for_deuteranopes():
    cols = [palette.COLORBLIND[d] for d in (PX, NX, PY, NY)]
    for a, b in itertools.combinations(cols, 2):
        da, db = _deutan(a), _deutan(b)
        assert max(abs(x - y) for x, y in zip(da, db, strict=True)) > 0.05, (a, b)


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
    assert diff > 40  # a visible chevron
    # the chevron points its way: ink just ahead of the centre, the fill just behind it
    vx, vy = {PX: (1, 0), NX: (-1, 0), PY: (0, 1), NY: (0, -1)}[d]
    ahead = marked.get_at((24 + vx * 4, 24 + vy * 4))[:3]
    behind = marked.get_at((24 - vx * 4, 24 - vy * 4))[:3]
    assert all(abs(a - b) < 60 for a, b in zip(ahead, ink, strict=True)), (ahead, ink)
    assert all(abs(a - b) < 30 for a, b in zip(behind, colour, strict=True)), (behind, colour)
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
