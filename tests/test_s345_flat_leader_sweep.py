"""The Flat 3D lesson's leader, swept round the block in 20-degree steps (18 views) at four
window sizes: at rest it crossed other arrows where open room lay beside the block (s343's
stranger pass): "This arrow folds over the edge" in 2, 3, 3 and 4 views at 1920x1080,
1280x800, 1024x768 and 640x480 (21 arrows crossed in all), "Lower steps block it too" in
7, 6, 5 and 3 (41). lesson_bend tried bends from only the 4 points of the bubble's edge
nearest the pointer; it tries the bubble's ends, every point along its edge, and columns
beside it too (s345), and lesson_aim weighs a leader's length after what it crosses, so
that a long bent leader does not win over a short clear one, and never leaves no line. s356:
nor does a leader run a long way round the block (`_long`)."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

SIZES = [(1920, 1080), (1280, 800), (1024, 768), (640, 480)]


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("step", [1, 2])
def test_swept_round_the_flat_lesson_leaders_cross_no_arrow(lesson_app, size, step, monkeypatch):  # noqa: F811
    from app_helpers import run
    from lesson_helpers import fold_policy_off, open_lesson

    fold_policy_off(monkeypatch)  # (every view of the sweep its own, each arrow of the step weighed)

    from quiver.scenes.bubble_cross import crossed
    from quiver.scenes.lesson_settle import SETTLE

    app, play = open_lesson(lesson_app, "flat", size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    camera = play.ctl.camera
    yaw, pitch = camera.angles()
    across, lineless, long = {}, [], {}
    for turn in range(-180, 180, 20):
        camera.set_angles(yaw + turn, pitch, home=False)
        # at rest: a frame sees the turn, the next is past SETTLE (as 40 frames of 1/60 s, s351;
        # s365: the same bubble, leader and aim in all 144 views as the 5 frames before)
        run(app, dt=SETTLE + 0.05)
        play.full_redraw = True
        run(app, dt=SETTLE + 0.05)
        if not (coach.tip and len(coach.route) > 1):
            if not _on_the_bubble(coach):  # (a tail from its edge needs no line: s348)
                lineless.append(turn)
            continue
        over = crossed(play, coach.route, coach.aimed)[0]
        if over:
            across[turn] = sorted(over)
        if _long(coach, size):
            long[turn] = _long(coach, size)
    assert not lineless, f"views with a pointer and no line: {lineless}"
    assert not across, f"leaders across other arrows, by the turn: {across}"
    assert not long, f"leaders a long way round, by the turn (length, its bubble's straight distance): {long}"


def _long(coach, size) -> tuple[int, int] | None:
    """(the leader's length, the straight distance from its bubble to its end) where it runs a
    long way: over 3/4 of the window's short side, or over 1.5 times that straight distance
    (s356: at 1920x1080, turned -140 degrees, "This arrow folds over the edge" ran 1 061 px
    from a bubble under the block round its right side to an arrow at its top, 672 px away;
    at 1280x800 "Lower steps block it too" 872 px, 1.09 of the short side, at most 1.98
    times the straight distance; with the bubble's places weighed at every width, at most
    0.62 and 1.40)."""
    route, bubble = coach.route, coach.bubble
    length = sum(math.dist(a, b) for a, b in pairwise(route))
    end = route[-1]
    near = (max(bubble.left, min(bubble.right, end[0])), max(bubble.top, min(bubble.bottom, end[1])))
    straight = math.dist(near, end)
    if length > 0.75 * min(size) or (length > 60 and length > 1.5 * straight):
        return round(length), round(straight)
    return None


def _on_the_bubble(coach) -> bool:
    """The pointer drawn stands on the bubble's edge (a tail: bubble.pointer), its base there."""
    return bool(coach.tip) and any(coach.bubble.inflate(6, 6).collidepoint(p) for p in coach.tip[:2])


def _aim(monkeypatch, routes, first=4):
    """lesson_aim.aimed_at_rest with no window: the step's arrows 4, 5, 6, each laid out with
    the leader `routes[i]` (a list: the next layout's route each time, the last kept)."""
    from contextlib import nullcontext
    from types import SimpleNamespace

    from quiver.scenes import lesson_aim

    laid = []

    class Coach:
        stage, step, tip, _picked, _prefer, aimed, route = 0, 1, [(0, 0)], None, None, first, []
        aim_key, _way = None, []
        ports = SimpleNamespace(clock=lambda: 5.0)
        settle = SimpleNamespace(moving=lambda now: False)
        current = SimpleNamespace(anchor=None)
        bubble = pygame.Rect(0, 0, 9, 9)

        def _layout(self, play):
            self.aimed = self._prefer[1] if self._prefer else first
            left = routes[self.aimed]
            self.route = left.pop(0) if len(left) > 1 else left[0]
            laid.append(self.aimed)
            return self.aimed

    cam = SimpleNamespace(rot=(1, 0, 0, 0), zoom=1.0, pivot=(0, 0, 0), turning=False)
    ctl = SimpleNamespace(camera=cam, input=SimpleNamespace(busy=False))
    play = SimpleNamespace(ctl=ctl, flat_view=False, size=(640, 480), board=SimpleNamespace(alive={4, 5, 6}))
    monkeypatch.setattr(lesson_aim, "anchor_arrows", lambda board, anchor: [4, 5, 6])
    monkeypatch.setattr(lesson_aim, "memo_of", lambda play: SimpleNamespace(steady=lambda ctl: nullcontext()))
    monkeypatch.setattr(lesson_aim, "spared", lambda coach, arrows: arrows)
    monkeypatch.setattr(lesson_aim, "crossed", lambda play, route, mine: (set(), 0))  # (all clear)
    monkeypatch.setattr(lesson_aim, "_hides", lambda play, bubble: 0)
    coach = Coach()
    return lesson_aim.aimed_at_rest(coach, play), coach, laid


LONG_BENT = [(0, 400), (0, 0), (500, 0)]  # 900 px round the block
BENT = [(0, 300), (0, 0), (100, 0)]  # 400 px
SHORT = [(0, 200), (0, 0)]


def test_of_clear_leaders_the_shortest_is_aimed_at(monkeypatch):
    routes = {4: [LONG_BENT], 5: [BENT], 6: [[(0, 500), (0, 0)]]}
    aimed, coach, laid = _aim(monkeypatch, routes)
    assert aimed == 5 and coach.route == BENT and laid == [4, 4, 5, 6, 5]  # (the first fresh: s348)


def test_a_clear_straight_leader_ends_the_search(monkeypatch):
    routes = {4: [LONG_BENT], 5: [SHORT], 6: [[(0, 50), (0, 0)]]}
    aimed, coach, laid = _aim(monkeypatch, routes)
    assert aimed == 5 and coach.route == SHORT and laid == [4, 4, 5]  # (laid out last: kept so)


def test_a_clear_straight_leader_is_kept_untried(monkeypatch):
    routes = {4: [[(0, 600), (0, 0)]], 5: [SHORT], 6: [SHORT]}
    aimed, _coach, laid = _aim(monkeypatch, routes)
    assert aimed == 4 and laid == [4, 4]  # (the arrow nearest the eye, as before s345)
