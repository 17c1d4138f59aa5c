"""The 3D lesson's leader at rest bends round other arrows where its straight line crosses
them (s303, lesson_bend). Zoomed in as far as a player may (the camera's near_zoom; s270's
sweep went to 0.3, nearer than that), the at-rest leader crossed other arrows in 5 of 32
views (3D steps 2-3 and Flat 3D steps 1-2 at 640x480, 800x600, 1280x800 and 1920x1080,
at home and zoomed in half and all the way), 9 arrows in all: Flat 3D's "This arrow
folds over the edge" at 1280x800 now runs down beside the block and across under it; 8."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import lesson_bend  # noqa: E402

WALL = {"at": pygame.Rect(300, 200, 40, 200)}  # another arrow, between the bubble and the pointer


def _play():
    hud = SimpleNamespace(
        u=1.0, top_rect=pygame.Rect(0, 0, 800, 40), bottom_rect=pygame.Rect(0, 560, 800, 40)
    )
    ctl = SimpleNamespace(camera=SimpleNamespace(), size=(800, 600))
    return SimpleNamespace(hud=hud, size=(800, 600), ctl=ctl)


class _Coach:
    pass


def _crossed(play, route, mine):
    over = [p for a, b in itertools.pairwise(route) for p in [WALL["at"].clipline(a, b)] if p]
    return ({7} if over else set()), len(over)


@pytest.mark.parametrize(
    ("bubble", "tip", "wall", "bent"),
    [
        (pygame.Rect(40, 420, 200, 80), [(488, 300), (512, 300), (500, 278)], WALL["at"], True),  # (one bend)
        (
            pygame.Rect(40, 250, 200, 80),
            [(488, 290), (512, 290), (500, 268)],
            WALL["at"],
            True,
        ),  # (level: two)
        (pygame.Rect(40, 250, 200, 80), [(488, 270), (512, 270), (500, 292)], WALL["at"], True),
        (
            pygame.Rect(40, 250, 200, 80),
            [(488, 290), (512, 290), (500, 268)],
            pygame.Rect(300, 40, 40, 520),
            False,
        ),
    ],
)
def test_a_leader_across_another_arrow_bends_round_it(monkeypatch, bubble, tip, wall, bent):
    monkeypatch.setattr(lesson_bend, "crossed", _crossed)
    monkeypatch.setitem(WALL, "at", wall)  # (no way round a wall from bar to bar: straight)
    monkeypatch.setattr(lesson_bend, "view_key", lambda ctl: "view")
    base = ((tip[0][0] + tip[1][0]) // 2, tip[0][1])
    straight = [(bubble.right, max(bubble.y, min(bubble.bottom, base[1]))), base]
    coach = _Coach()  # (kept by weak reference: lesson_bend._KEPT)
    coach.route, coach.tip, coach.aimed, coach.leader = list(straight), tip, 1, None
    lesson_bend.bend(_play(), coach, bubble, pygame.Rect(600, 50, 150, 40))
    if not bent:
        assert coach.route == straight
        return
    assert len(coach.route) > 2 and coach.route[-1] == base and coach.leader == tuple(coach.route[-2:])
    assert not _crossed(None, coach.route, 1)[0], coach.route
    assert all(not bubble.inflate(-2, -2).clipline(a, b) for a, b in itertools.pairwise(coach.route))


@pytest.mark.slow  # a window and OpenGL
def test_flat_edge_step_zoomed_in_leads_round_the_arrows(lesson_app):  # noqa: F811
    from app_helpers import run
    from lesson_helpers import open_lesson

    from quiver.scenes.bubble_cross import crossed

    app, play = open_lesson(lesson_app, "flat", (1280, 800), 1)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    camera, near = play.ctl.camera, play.ctl.input.near_zoom()
    for f in range(20):
        camera.zoom = 1.0 - (1.0 - near) * (f + 1) / 20
        run(app)
    run(app, 30)
    play.full_redraw = True
    run(app)
    from quiver.scenes.lesson_aim import attached

    assert coach.tip and (len(coach.route) > 1 or attached(coach))  # (s356: or a tail, on no arrow)
    over = crossed(play, coach.route, coach.aimed)[0]
    assert not over, f"the leader crosses arrows {over} at zoom {camera.zoom:.2f} (before s303: one)"
