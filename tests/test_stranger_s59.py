"""s59's stranger round: large windows (1920x1080 to 3840x2160), 3D and Flat 3D, held keys,
Esc at every screen, a fresh data folder: what it found, each kept fixed."""

from __future__ import annotations

import pytest


@pytest.fixture
def big(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        yield make


def _air(a, b) -> int:
    """Pixels between the keyboard focus ring round control `a` and control `b` beside it
    (on its row, or over or under it)."""
    from quiver.render2d.widgets import focus_ring_rect

    ring = focus_ring_rect(a.rect)
    return max(b.rect.left - ring.right, ring.left - b.rect.right, b.rect.top - ring.bottom, ring.top - b.rect.bottom)


def _pairs_apart(pairs, where: str) -> None:
    from quiver.render2d.widgets import focus_ring_width

    for name, (a, b) in pairs.items():
        for one, other in ((a, b), (b, a)):
            need = focus_ring_width(one.rect)  # the ring reads as round one control
            assert _air(one, other) >= need, (
                f"{where}, {name}: the focus ring round {one.rect} comes within {_air(one, other)} px "
                f"of {other.rect} (its line is {need} px)"
            )


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_a_focus_ring_keeps_clear_of_the_control_beside_it(big, size):
    """Custom puzzle and How to play at 3840x2160, Tab to How to play (top right): its
    focus ring, 9 px round a 135 px button, ran within 3 px of Settings beside it, as one
    outline round both; Enter seed / Back, Size / Special arrows and the legend's Play the
    lesson / Close likewise (the gaps between them stayed 12 or 16 px at every size while
    the buttons and their rings grew). The gaps grow with the menus now."""
    import pygame
    from app_helpers import post, run

    from quiver.scenes.legend import LegendScene

    app = big(size=size)
    menu = app.top
    menu.open_custom()
    run(app, 2)
    _pairs_apart(
        {
            "How to play / Settings": (menu.help_btn, menu.settings_btn),
            "Enter seed / Back": (menu.seed_btn, menu.back_btn),
            "Size / Special arrows": (menu.size_seg, menu.special_seg),
        },
        f"Custom puzzle at {size}",
    )
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    run(app, 2)
    legend = app.top
    assert isinstance(legend, LegendScene)
    _pairs_apart({"Play the lesson / Close": (legend.lesson_btn, legend.close_btn)}, f"How to play at {size}")
