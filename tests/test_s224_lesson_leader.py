"""A small window's 3D lesson with the bubble beside the shape (s217's layout): the
pointer of "This one is blocked" stands at the tower's far side (no edge of that arrow
faces the bubble), and its leader ran straight across the whole tower at 480x360 (s224).
It runs round the shape now, under it, clear of every arrow's box, between the bars;
and the tower's outline sits in the middle of the room it is fitted in (left of the
bubble's column, under the toasts' row). Bigger windows keep their bubble under the shape."""

import itertools

import pygame
import pytest
from app_helpers import app_maker, run
from test_s217_lesson_room import _lesson

from quiver.scenes.bubble_fit import BESIDE_ROW, beside_width
from quiver.scenes.footprint import other_footprints

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)

BLOCKED = 3  # the stage's step "This one is blocked. Tap it: ..."


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        yield make


def _crosses(route, boxes) -> list:
    return [(a, b, r) for a, b in itertools.pairwise(route) for r in boxes if r.clipline(a, b)]


def test_the_leader_runs_round_the_tower_at_480x360(make):
    app, play = _lesson(make, (480, 360))
    coach = play.coach
    assert any(play.ctl.camera.side)  # (the bubble beside the shape)
    coach.step = BLOCKED
    run(app, 3)
    assert "blocked" in coach.current.line and coach.route and coach.tip
    boxes = other_footprints(play, None)
    tip_x = min(x for x, _y in coach.tip)
    assert tip_x < min(r.x for r in boxes) < coach.bubble.x  # (the pointer at the far side)
    assert not _crosses(coach.route, boxes), coach.route
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    assert all(top <= y < bottom and 0 <= x < 480 for x, y in coach.route)
    assert coach.route[0][0] == coach.bubble.x  # (from the bubble's side)


def test_the_tower_sits_in_the_middle_of_its_room_at_480x360(make):
    """Its room: left of the bubble's column (`beside_width`), under the toasts' row, over
    the bottom bar. Its outline seen from home (not its centre: 9 px right of the middle
    before) in the middle (within a pixel across, 3 down)."""
    _app, play = _lesson(make, (480, 360))
    x0, y0, x1, y1 = play.ctl.camera.outline_box(*play.size)
    top = play.hud.top_rect.bottom + int(BESIDE_ROW * play.hud.u)  # (under the toasts' row)
    room = pygame.Rect(0, top, 480 - beside_width(play), play.hud.bottom_rect.y - top)
    assert room.top <= y0 and y1 <= room.bottom  # (the toasts' row kept clear)
    assert abs((x0 + x1) / 2 - room.centerx) <= 1 and abs((y0 + y1) / 2 - room.centery) <= 3, (x0, x1, room)


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_bigger_windows_keep_a_straight_leader(make, size):
    app, play = _lesson(make, size)
    coach = play.coach
    assert not any(play.ctl.camera.side)
    coach.step = BLOCKED
    run(app, 3)
    assert len(coach.route) in (0, 2)
