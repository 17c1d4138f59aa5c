"""The lesson bubble's leader is counted where the bubble is placed (s287): zoomed in at
640x480, Flat 3D's "This arrow folds over the edge" led its dashed line across the green
arrow in front (s283: 8 of 12 views), though the place beside it, as clear of the arrows,
led it under that arrow. Of the places that hide as little, the one whose leader crosses
fewest other arrows wins (bubble_place.bubble_spot's `crossing`, bubble_cross)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest
from test_stranger_s57 import lesson_app  # noqa: F401  (a fixture)

from quiver.scenes.bubble_place import bubble_spot


def _crossed(play, coach) -> set[int]:
    """The arrows other than the one aimed at under the leader, a look every 2 px."""
    out = set()
    for a, b in itertools.pairwise(coach.route or []):
        n = max(1, int(math.dist(a, b) // 2))
        for k in range(n + 1):
            i = play.arrow_at((int(a[0] + (b[0] - a[0]) * k / n), int(a[1] + (b[1] - a[1]) * k / n)))
            if i is not None and i != coach.aimed:
                out.add(i)
    return out


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(
    ("mode", "size", "step"),
    [("flat", (640, 480), 1), ("3d", (1920, 1080), 3)],  # ("This arrow folds...", "Dot: ...")
)
def test_the_leader_keeps_off_other_arrows_zoomed_in(lesson_app, mode, size, step):  # noqa: F811
    from app_helpers import run

    app = lesson_app(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode)
    run(app, 10)
    play, coach = app.top, app.top.coach
    coach.event = lambda happened: None
    coach.step = step
    play.ctl.camera.zoom = 0.75
    run(app, 30)  # (past lesson_settle.SETTLE: placed afresh)
    coach._layout(play)
    assert coach.route
    assert _crossed(play, coach) == set(), (coach.route, coach.tip, coach.bubble)


def test_a_place_whose_leader_crosses_no_arrow_wins_over_the_first():
    weighed: list = []

    def crossing(rect: pygame.Rect, side: str) -> int:
        weighed.append((rect.topleft, side))
        return 1003 if side == "above" else 0  # (above: across an arrow)

    spot = bubble_spot((200, 60), (400, 300), "above", 40, [], (0, 0, 800, 600), crossing=crossing)
    assert spot.side == "below" and spot.covered == 0
    assert weighed[0][1] == "above"


def test_without_a_weight_the_first_place_that_covers_nothing_wins():
    spot = bubble_spot((200, 60), (400, 300), "above", 40, [], (0, 0, 800, 600))
    assert spot.side == "above" and spot.covered == 0
