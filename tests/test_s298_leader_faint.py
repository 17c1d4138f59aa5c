"""The 3D lesson's leader is drawn thin and pale where it crosses an arrow other than the
one it points at, as 2D's is over arrows (s298). Zoomed in (0.3) at 640x480, no place of
the bubble nor try of its pointer led "This one is blocked" to the orange arrow without
crossing two others, and the dark dashes across them read as pointing at them; now the
arrows read through it, and the line is dark only over the clear and its own arrow."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import theme  # noqa: E402
from quiver.scenes.lesson_route import draw_route  # noqa: E402


def _drawn(flat_view: bool) -> tuple[set, set]:
    """The leader from (10, 50) to (310, 50), arrow 5 under x 100 to 160, arrow 1 (the one
    aimed at) under x 220 to 280: the colours drawn over each."""
    surface = pygame.Surface((320, 100))
    surface.fill((255, 255, 255))

    def arrow_at(p):
        return 5 if 100 <= p[0] < 160 else 1 if 220 <= p[0] < 280 else None

    play = SimpleNamespace(
        hud=SimpleNamespace(u=1.0), flat_view=flat_view, arrow_at=arrow_at, fx=SimpleNamespace(keep_off=[])
    )
    coach = SimpleNamespace(route=[(10, 50), (310, 50)], tip=[], aimed=1)
    draw_route(surface, play, coach, [])
    colours = lambda xs: {tuple(surface.get_at((x, 50)))[:3] for x in xs} - {(255, 255, 255)}
    return colours(range(110, 150)), colours(range(225, 275))


def test_the_3d_leader_is_faint_over_another_arrow_and_dark_over_its_own():
    other, mine = _drawn(flat_view=False)
    ink = tuple(theme.INK[:3])
    assert other and ink not in other, other  # (thin and pale: the arrow reads through it)
    assert ink in mine, mine  # (over the arrow it points at: as dark as in the clear)
