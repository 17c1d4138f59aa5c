"""s309: the Custom panel's slider stops at the most arrows special arrows allow. A 3D
cube at XL takes 834 - 1458 arrows; with Many special arrows Play this puzzle was
refused ("special arrows need a board of at most 1000 arrows"), only once pressed.
Now choosing them brings the count down to the limit, and the note beside it says why.
And the home view's last row at 480x360 stood 4 px off the window's foot: it now
leaves the same margin as the title above."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py

from quiver.engine.modes import Specials  # noqa: E402
from quiver.game import code as codes  # noqa: E402
from quiver.generator.specials import MAX_SPECIAL_ARROWS  # noqa: E402
from quiver.render2d.drawn import problems  # noqa: E402
from quiver.scenes.menu_home import _title_top  # noqa: E402
from quiver.scenes.menu_notes import arrow_notes  # noqa: E402


def _cube_xl(menu):
    """The Custom panel in 3D on the cube at XL (no OpenGL here: drawn in 2D all the same)."""
    menu.open_custom()
    layout.shown_in(menu, "3d")
    menu.choice.select_shape(menu.grid.names.index("cube"))
    menu.size_seg.set(3)  # XL (its callback sets the slider for the new size)
    assert codes.arrow_bounds(menu.cells)[1] > MAX_SPECIAL_ARROWS  # (what this test is about)
    menu.focus = menu.focus_order.index(menu.special_seg)
    return menu


def test_special_arrows_bring_the_count_to_their_limit(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        menu = _cube_xl(make().top)
        menu.slider.value = menu.slider.hi  # the most the shape takes, over the limit
        for _ in range(2):  # Some, then Many, chosen by key as a player on a pad or keyboard
            assert menu.special_seg.key(pygame.K_RIGHT)
            assert menu.slider.hi == menu.slider.value == codes.most_special_asked()
            assert menu.wanted is not None and menu.wanted.arrows == codes.most_special_asked()  # Play: built
            notes = arrow_notes(menu, menu.slider.value, False)
            assert all("special" in n for n in notes[:3]), notes  # the reason, where it fits
        menu.choice.changed()  # (what Play reads)
        codes.check_special_request(menu.wanted, menu.cells)  # no refusal
        menu.special_seg.set(0)  # None: the whole range again, the count kept
        assert menu.slider.hi == codes.arrow_bounds(menu.cells)[1]
        assert menu.slider.value == codes.most_special_asked()
        assert not any("special" in n for n in arrow_notes(menu, menu.slider.value, False))


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1920, 1080)], ids=str)
def test_the_capped_count_is_laid_out(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = _cube_xl(app.top)
        menu.special_seg.set(2)
        menu.full_redraw = True
        _picture, drawn = layout.draw_recorded(app, picture=False)
        assert problems(drawn, pygame.Rect(0, 0, *size)) == []
        title, hint, count = menu.arrow_labels
        assert not hint.colliderect(title) and not hint.colliderect(count)


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1920, 1080)], ids=str)
def test_the_home_views_last_row_keeps_the_titles_margin(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        menu = make().top
        foot, top = size[1] - menu.quit_btn.rect.bottom, _title_top(menu)
        assert foot >= 8 and top >= 8  # (480x360: 4 px under a title 16 px down)
        assert foot >= min(16, top - 1)  # the top's margin, or the sides' least
        assert menu.play_btn.rect.top > menu.mode_seg.rect.bottom  # nothing piled up


def test_the_slider_stops_where_no_build_can_come_out_over_the_limit():
    """A build lands within count_tolerance of the count asked, and one built over
    MAX_SPECIAL_ARROWS is refused after the build: the slider's top with special arrows is
    the most that cannot land over it (1000 asked could build 1001, docs/limits.md)."""
    from quiver.generator.counts import count_tolerance

    most = codes.most_special_asked()
    assert most + count_tolerance(most) <= MAX_SPECIAL_ARROWS
    assert most + 1 + count_tolerance(most + 1) > MAX_SPECIAL_ARROWS
    assert codes.arrow_bounds(5832, Specials.MANY)[1] == most  # (a 3D cube at XL: 834-1458 without)
