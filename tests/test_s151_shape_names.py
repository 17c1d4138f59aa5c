"""Flat 3D's long shape names in Custom's picker (s151): "Cross Pyramid", "Twin Towers" and
"Corner Steps" printed 13 on one line at 480x360 to 800x600 ("Cross Pyramid" 3 px from its
card's edges). Now on two lines in print 14 where one line will not hold them, every card's
name band a line taller alike; 3D's "Mushroom" prints 14 beside an "Octahedron" no gap fits."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800)]
LONG = ("Cross Pyramid", "Twin Towers", "Corner Steps")


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


def picker_in(app, mode: str):
    """Custom's picker in `mode` (the window has no GL: its shapes shown all the same)."""
    menu = app.top
    menu.open_custom()
    menu.mode = mode
    menu.choice.load_mode()
    menu.layout()
    return menu.grid


def drawn_names(monkeypatch, grid, size):
    """Every card scrolled into view and drawn: {text: print}, and the layout's problems."""
    from quiver.render2d import theme
    from quiver.render2d.drawn import problems, recording

    sizes, found = {}, []
    real = theme.text

    def text(surface, t, z, *a, **k):
        sizes.setdefault(t, z)
        return real(surface, t, z, *a, **k)

    monkeypatch.setattr(theme, "text", text)
    for k in range(len(grid.names)):
        grid.ensure_visible(k)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with recording() as drawn:
            grid.draw(surface)
        found += problems(drawn, surface.get_rect())
    return sizes, found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_flat_3ds_long_names_print_14_without_overlap(make, monkeypatch, size):
    grid = picker_in(make(size), "flat")
    sizes, found = drawn_names(monkeypatch, grid, size)
    assert found == []
    for name in LONG:
        lines = [name] if name in sizes else name.split(" ")  # (whole, else a word a line)
        assert all(sizes.get(t, 0) >= 14 for t in lines), (name, {t: sizes.get(t) for t in lines})
    names = [t for t, z in sizes.items() if t[:1].isupper()]
    assert min(sizes[t] for t in names) >= 14, {t: sizes[t] for t in names if sizes[t] < 14}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_3ds_mushroom_prints_14_beside_octahedron(make, monkeypatch, size):
    grid = picker_in(make(size), "3d")
    sizes, found = drawn_names(monkeypatch, grid, size)
    assert found == [] and sizes["Mushroom"] >= 14


def test_a_name_breaks_at_its_middle_space_only_where_one_line_will_not_do():
    from quiver.scenes.picker_names import name_lines, split_name

    pygame.font.init()
    assert split_name("Cross Pyramid") == ("Cross", "Pyramid") and split_name("Octahedron") is None
    assert split_name("Letter A B") == ("Letter", "A B")
    assert name_lines("Cross Pyramid", 200, 18) == (["Cross Pyramid"], 18)  # (room: one line)
    assert name_lines("Cross Pyramid", 52, 16) == (["Cross", "Pyramid"], 14)
    lines, z = name_lines("Octahedron", 51, 16)
    assert lines == ["Octahedron"] and z == 13  # one word: smaller print, as before


def test_every_card_gets_the_taller_band_alike():
    """A row of cards with one two-line name: every card's name band a line taller (even rows)."""
    from quiver.scenes.picker_names import extra_line

    pygame.font.init()
    assert extra_line(("Cube", "Brick"), 68, 16) == 0
    assert extra_line(("Cube", "Cross Pyramid"), 68, 16) > 0
    assert extra_line(("Cube", "Cross Pyramid"), 110, 16) == 0  # (a wide card: one line)
