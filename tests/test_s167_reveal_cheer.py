"""The win reveal's confetti stays off the top bar (s167): its first burst, at the top of
the picture or model, flung pieces up over the HUD's chips (the hearts, the title) where
the picture reaches near the bar. The pieces may still fall over the bottom bar and off
the window (s121), never fly up over the top one."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import confetti  # noqa: E402
from quiver.render2d.fx import Effects  # noqa: E402
from quiver.scenes.reveal import celebrate  # noqa: E402


def _highest(fx: Effects) -> list[float]:
    """The highest point each burst's pieces reach over its flight."""
    out = []
    for f in fx.items:
        tops = []
        for k in range(41):
            drawn, _ = confetti.pieces(f.pos, f.reach, fx.scale, k / 40, f.colours)
            tops.append(min(y for _, corners in drawn for _, y in corners))
        out.append(min(tops))
    return out


@pytest.mark.parametrize(
    ("size", "bar", "bottom"), [((640, 480), 72, 416), ((480, 360), 72, 296), ((1280, 800), 80, 720)]
)
def test_no_burst_flies_up_over_the_top_bar(size, bar, bottom):
    fx = Effects(motion=True)
    fx.area = pygame.Rect(0, bar, size[0], bottom - bar)
    picture = fx.area.inflate(-size[0] // 3, -8)  # (a picture filling the play area's height)
    celebrate(fx, picture)
    assert len(fx.items) == 7
    assert min(_highest(fx)) >= bar  # (before: the first burst's pieces rose 40-60 px over the bar)


def test_a_small_pictures_bursts_stand_where_they_did():
    fx = Effects(motion=True)
    fx.area = pygame.Rect(0, 72, 640, 344)
    small = pygame.Rect(270, 200, 100, 100)
    celebrate(fx, small)
    cx, cy = small.center
    assert fx.items[0].pos == (cx, cy - 42)  # (the top of the picture, 0.42 of it up: room to spare)
