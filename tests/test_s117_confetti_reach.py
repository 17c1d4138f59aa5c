"""s117: a win's confetti flew 90 px at the HUD's scale whatever it celebrated: at
1920x1080 a modest puff round a picture 600 px across. Its reach now follows the drawn
size of the 2D picture or the 3D / Flat-3D model (confetti.reach_for), no less than reads
round a small picture at 480x360, no more than a share of the board's part of the window."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import confetti  # noqa: E402
from quiver.render2d.fx import CHEER_TIME, Effects  # noqa: E402
from quiver.scenes.feel import cheer_2d  # noqa: E402
from quiver.scenes.reveal3d import celebrate  # noqa: E402

BIG_AREA = pygame.Rect(0, 70, 1920, 940)  # 1920x1080 between the HUD's bars
SMALL_AREA = pygame.Rect(0, 60, 480, 240)  # 480x360


def test_the_reach_follows_the_picture_not_the_hud():
    z = 1.35  # the HUD's scale at 1920x1080
    old = confetti.BASE_REACH * z
    big = confetti.reach_for(pygame.Rect(660, 100, 600, 600), BIG_AREA, z)
    assert big == pytest.approx(confetti.BOX_SHARE * 600) and big > 1.4 * old
    bigger = confetti.reach_for(pygame.Rect(560, 100, 800, 800), BIG_AREA, z)
    assert bigger > big  # a bigger picture, farther
    huge = confetti.reach_for(pygame.Rect(0, 0, 4000, 4000), BIG_AREA, z)
    assert huge == pytest.approx(confetti.WINDOW_SHARE * BIG_AREA.h)  # never past the window's share
    small = confetti.reach_for(pygame.Rect(140, 80, 200, 200), SMALL_AREA, 1.0)
    assert small == confetti.READS_AT >= 50  # still reads round a small picture at 480x360
    assert confetti.reach_for(None, BIG_AREA, z) == pytest.approx(confetti.WINDOW_SHARE * BIG_AREA.h)
    assert confetti.reach_for(None, None, z) == pytest.approx(old)  # nothing to go by: as before


def spread(around, area, scale):
    """How wide the confetti of one cheer round `around` is drawn, near its end."""
    fx = Effects(motion=True)
    fx.scale, fx.area = scale, area
    fx.cheer(area.center, [(255, 0, 0), (0, 0, 255)], around=around)
    fx.update(CHEER_TIME * 0.8)
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    (rect,) = fx.draw(surface)
    first, *more = pygame.mask.from_surface(surface, 1).get_bounding_rects()
    return first.unionall(more).w, rect


def test_the_drawn_confetti_is_wider_round_a_bigger_picture():
    small, _ = spread(pygame.Rect(760, 340, 300, 300), BIG_AREA, 1.35)
    big, rect = spread(pygame.Rect(560, 140, 800, 800), BIG_AREA, 1.35)
    assert big > 1.8 * small and BIG_AREA.contains(rect)


class View:
    area = (0, 0, 1920, 1080)

    def __init__(self, cell):
        self.cell = cell

    def origin(self):
        return (100, 60)


def two_d(cell):
    cells = [(x, y) for x in range(10) for y in range(10)]
    fx = Effects(motion=True)
    fx.scale, fx.area = 1.35, BIG_AREA
    board = SimpleNamespace(space=SimpleNamespace(cells=cells))
    s = SimpleNamespace(fx=fx, view=View(cell), board=board, reveal_u=lambda: 0.0)
    cheer_2d(s)
    return {f.reach for f in fx.items if f.kind == "cheer"}


def test_the_2d_and_3d_wins_pass_what_they_celebrate():
    (small,) = two_d(30)  # a 300 px picture
    (big,) = two_d(70)  # 700 px
    assert big == pytest.approx(confetti.BOX_SHARE * 700) and big > small
    fx = Effects(motion=True)
    fx.scale, fx.area = 1.35, BIG_AREA
    celebrate(fx, pygame.Rect(600, 150, 700, 650))  # the model's outline on screen
    assert [f.reach for f in fx.items] == [pytest.approx(confetti.BOX_SHARE * 650)] * len(fx.items)
