"""The frame a 3D or Flat 3D lesson's view comes to rest zoomed in (bench/lesson_aim.py):
s320 cut what it worked out twice in one view (a place's weighing, the bubble's hidden
looks, the edge pointer's edges: pick_memo.worked) and the weighings past one that crosses
nothing (none can be lighter). What is drawn stays as it was (test_s316_aim_cost's
search without its shortcuts, and /tmp/s317/hashes.py's frames)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import bubble_cross, bubble_place  # noqa: E402
from quiver.scenes.bubble_place import Spot  # noqa: E402


def _spots(n: int) -> list[Spot]:
    return [Spot(pygame.Rect(10 * k, 0, 50, 20), "below", 100 + k, (0, k, "below")) for k in range(n)]


@pytest.mark.parametrize("weights", [[5, 3, 0, 0, 2], [4, 0, 1], [0, 9], [3, 2, 1], [2, 2, 0]])
def test_the_lightest_place_is_the_same_weighed_up_to_one_that_crosses_nothing(weights):
    spots = _spots(len(weights))
    by = {tuple(s.rect): w for s, w in zip(spots, weights, strict=True)}
    asked = []

    def crossing(rect, side):
        asked.append(tuple(rect))
        return by[tuple(rect)]

    got = bubble_place._lightest(spots[0], spots[0], spots, crossing)
    every = min((w, n, s) for n, (s, w) in enumerate(zip(spots, weights, strict=True)))[2]
    assert got == every
    stop = weights.index(0) + 1 if 0 in weights else len(weights)
    assert len(asked) == stop  # (none weighed past the first that crosses nothing)


@pytest.mark.parametrize(
    ("weights", "kept", "way", "asked"),
    [
        ({None: 7, 0: 5, 1: 0, 2: 0, 3: 1}, [4], [1], 2),  # (the first crossing none: the rest not weighed)
        (
            {None: 7, 0: 5, 1: 3, 2: 3},
            [8],
            [1],
            8,
        ),  # (none crosses nothing: the eight others weighed, the first of equals)
        ({None: 2}, [3], [3], 8),  # (none lighter than the try kept: it stays)
    ],
)
def test_the_pointer_turns_to_the_first_lightest_try_weighing_no_more_past_a_clear_one(
    weights, kept, way, asked, monkeypatch
):
    coach = SimpleNamespace(_way=list(kept))
    first = [True]

    def tried(coach, play, *_a):
        k = None if first[0] else coach._way[0]
        first[0] = False
        calls.append(k)
        return weights.get(k, 6), False

    calls: list = []
    monkeypatch.setattr(bubble_cross, "tried", tried)
    ctl = SimpleNamespace(input=SimpleNamespace(busy=False), camera=SimpleNamespace(turning=False))
    play = SimpleNamespace(ctl=ctl, flat_view=False)
    bubble_cross.turn_pointer(
        coach, play, pygame.Rect(0, 0, 9, 9), "below", (0, 0), 30, pygame.Rect(0, 0, 1, 1)
    )
    assert coach._way == way
    assert len(calls) - 1 == asked  # (the kept try weighed first, then the others)


@pytest.mark.slow  # a lesson app, a window and OpenGL
@pytest.mark.parametrize(("mode", "step"), [("3d", 2), ("flat", 1)])
def test_a_place_is_weighed_once_a_view_and_again_for_another_try(lesson_app, mode, step, monkeypatch):  # noqa: F811
    from app_helpers import run
    from lesson_helpers import open_lesson

    _app, play = open_lesson(lesson_app, mode, (640, 480), step)
    coach = play.coach
    coach.event = lambda happened: None
    play.ctl.camera.zoom = play.ctl.input.near_zoom()
    run(_app, 20)
    assert coach.tip and coach.aimed is not None
    points = []
    point = bubble_cross.point
    monkeypatch.setattr(bubble_cross, "point", lambda *a: points.append(1) or point(*a))
    (ax, ay), _side, _body = coach.target(play)
    args = (
        coach,
        play,
        coach.bubble.move(3, 0),
        "below",
        (ax, ay),
        play.anchor_gap(),
        pygame.Rect(0, 0, 1, 1),
    )
    drawn = coach.tip, coach.route, list(coach._way)
    once = bubble_cross.tried(*args)
    assert bubble_cross.tried(*args) == once and len(points) == 1  # (the second: kept)
    assert (coach.tip, coach.route, list(coach._way)) == drawn  # (what is drawn left as it was)
    coach._way[:] = [((drawn[2] or [0])[0] + 1) % bubble_cross.TRIES]  # (another try: weighed again)
    bubble_cross.tried(*args)
    assert len(points) == 2
    coach._way[:] = drawn[2]
    play.ctl.camera.zoom *= 0.9  # (another view: weighed again)
    bubble_cross.tried(*args)
    assert len(points) == 3
    _app.close()
