"""Three costs of the 3D lesson's bubble, cut with the same layouts (s303): `turn_pointer`
weighed the pointer try kept from the frame before twice (once to see whether it crosses,
again among the nine); `swept_boxes` projected the arrows' boxes of now again for each part
of a zoom tried; and the leader was looked at twice, every 2 px in batched picks to place
the bubble (bubble_cross.crossed) and every 6 px one pick at a time to draw it pale over
other arrows (lesson_route.draw_route): now both read the same looks (lesson_looks)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import bubble_cross, footprint3d, lesson_turn  # noqa: E402

WEIGHTS = [3005, 2004, 1002, 2001, 1003, 1001, 2002, 3001, 1004]  # each try's: 5 crosses fewest


def _weighing(monkeypatch, kept: list[int]):
    """A coach and a 3D scene at rest whose pointer try k weighs WEIGHTS[k]; the tries weighed."""
    weighed = []

    def point(coach, *_a):
        weighed.append(coach._way[0] if coach._way else None)
        coach.route = [(0, 0), (coach._way[0] if coach._way else 0, 9)]

    def crossed(play, route, mine):
        w = WEIGHTS[route[1][0]]
        return set(range(w // 1000)), w % 1000

    monkeypatch.setattr(bubble_cross, "point", point)
    monkeypatch.setattr(bubble_cross, "crossed", crossed)
    ctl = SimpleNamespace(input=SimpleNamespace(busy=False), camera=SimpleNamespace(turning=False))
    play = SimpleNamespace(ctl=ctl, flat_view=False)
    coach = SimpleNamespace(tip=[], route=[], leader=None, _way=list(kept), aimed=1)
    return coach, play, weighed


@pytest.mark.parametrize("kept", [[0], [5], [8]])
def test_turn_pointer_weighs_each_try_once(monkeypatch, kept):
    coach, play, weighed = _weighing(monkeypatch, kept)
    bubble_cross.turn_pointer(coach, play, pygame.Rect(0, 0, 9, 9), "above", (5, 5), 30, None)
    assert coach._way == [5]  # (the try whose leader crosses fewest arrows)
    assert sorted(weighed) == list(range(9)), weighed  # (before: the kept one twice, 10 weighed)


def test_swept_boxes_projects_the_boxes_of_now_once(monkeypatch):
    projected = []

    def project(camera, size, corners):
        projected.append(camera.zoom)
        k = int(10 * camera.zoom)
        return [pygame.Rect(c, c, k, k) for c in corners]

    monkeypatch.setattr(footprint3d, "cell_corners", lambda board, arrows, eye: [10 * a for a in arrows])
    monkeypatch.setattr(footprint3d, "project_boxes", project)
    camera = SimpleNamespace(zoom=1.0, eye=lambda aspect: (0, 0, 5))
    play = SimpleNamespace(ctl=SimpleNamespace(camera=camera), size=(640, 480), board=None)
    at = footprint3d.swept_boxes(play, [1, 2])
    assert at(0.5) == [pygame.Rect(10, 10, 10, 10), pygame.Rect(20, 20, 10, 10)]
    assert at(0.7) == [pygame.Rect(10, 10, 10, 10), pygame.Rect(20, 20, 10, 10)]
    assert projected == [1.0, 0.5, 0.7] and camera.zoom == 1.0  # (now's once: before, again each zoom)


def _old_turn_pointer(coach, play, bubble, side, target, gap, skip) -> None:
    """bubble_cross.turn_pointer as it was before s303 (the kept try weighed twice)."""
    weigh = bubble_cross.crossing(coach, play, target, gap, skip)
    if weigh is None or not weigh(bubble, side):
        return
    kept = list(coach._way)
    best = None
    for k in range(bubble_cross.TRIES):
        coach._way[:] = [k]
        w = bubble_cross.crossing(coach, play, target, gap, skip)
        got = 0 if w is None else w(bubble, side)
        if best is None or got < best[0]:
            best = (got, k, list(coach._way))
    coach._way[:] = kept if best is None else best[2]


def _views(make, mode: str, size, step: int) -> list[tuple]:
    """The bubble, pointer, leader and try laid out at rest in a few views (home, zoomed in as
    far as a player may, then turned), and the picks drawing the leader made in each."""
    from app_helpers import post, run
    from lesson_helpers import open_lesson

    from quiver.scenes import pick_memo
    from quiver.scenes.lesson_route import draw_route

    app, play = open_lesson(make, mode, size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    seen = []
    for view in range(3):
        if view == 1:
            play.ctl.camera.zoom = play.ctl.input.near_zoom()
        elif view == 2:
            post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
            run(app, 20)
            post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        run(app, 30)
        play.ctl.camera.rot = play.ctl.camera.rot * 1  # (a new view object: the same view)
        pick_memo.memo_of(play)._view = None  # (every pick afresh: this view's first layout)
        coach._layout(play)
        memo = pick_memo.memo_of(play)
        before = memo.picked
        draw_route(pygame.Surface(play.size), play, coach, [])
        seen.append(
            (
                tuple(coach.bubble),
                tuple(coach.tip),
                tuple(coach.route),
                tuple(coach._way),
                memo.picked - before,
            )
        )
    app.close()  # (its OpenGL context let go: the next app makes its own)
    return seen


@pytest.mark.slow  # two lesson apps, a window and OpenGL
@pytest.mark.parametrize(("mode", "size", "step"), [("3d", (800, 600), 3), ("flat", (800, 600), 1)])
def test_same_layouts_the_leader_drawn_from_its_looks(lesson_app, mode, size, step, monkeypatch):  # noqa: F811
    now = _views(lesson_app, mode, size, step)
    monkeypatch.setattr(lesson_turn, "turn_pointer", _old_turn_pointer)
    before = _views(lesson_app, mode, size, step)
    assert [v[:4] for v in now] == [v[:4] for v in before]
    assert all(v[4] == 0 for v in now), now  # (before s303: its own picks, every 6 px)
