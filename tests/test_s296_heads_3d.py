"""A far pointer's leader keeps off other arrows' heads in 3D and Flat 3D too (s296).
`other_heads` gave 2D's head cells and nothing in 3D, so the leader's start on the
bubble's edge (leader.leader) and its `reject` (leader.head_refuser) had no heads there:
turning Flat 3D's "This arrow folds over the edge" at 1280x800 (an arrow key held), its
dashed line lay across another arrow's head in 30 of 60 frames. Now the heads are the
boxes round the head cells the eye sees (footprint3d.head_boxes)."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)


def _turned(app, heads: bool, aim: bool = False) -> tuple[int, int]:
    """Frames of a turn (an arrow key held 60 frames) of Flat 3D's edge step at 1280x800
    whose leader crossed another arrow's head box, and the heads seen at its start; with
    `heads` False, the leader given none (as before s296); with `aim` False, the step's
    first arrow pointed at throughout (lesson_aim's choice among the step's arrows off:
    since s348 each arrow it tries is laid out afresh, and the one it keeps has a leader
    across no head, heads given or not)."""
    from app_helpers import post, run

    from quiver.scenes import bubble, coach, lesson_point, lesson_turn
    from quiver.scenes.footprint3d import head_boxes
    from quiver.scenes.leader import _across

    kept, turning, bend = lesson_point.other_heads, lesson_turn.turning, lesson_turn.bend
    aimed = coach.aimed_at_rest
    if not heads:
        lesson_point.other_heads = lambda play, i: []
    if not aim:
        coach.aimed_at_rest = lambda c, play: c._layout(play)
    lesson_turn.turning = lambda play: False  # (drawn as at rest: s303 draws none across an arrow in a turn)
    lesson_turn.bend = lambda *args: None  # (the straight leader: s345's bends took both off every head)
    try:
        return _turn(app, bubble, head_boxes, _across, post, run)
    finally:
        lesson_point.other_heads, lesson_turn.turning, lesson_turn.bend = kept, turning, bend
        coach.aimed_at_rest = aimed


def _turn(app, bubble, head_boxes, _across, post, run) -> tuple[int, int]:
    app.flow.lesson("flat")  # (afresh: the view at home)
    run(app, 10)
    play, coach = app.top, app.top.coach
    coach.event = lambda happened: None  # (the step stays)
    coach.step = 1
    run(app, 10)
    seen = len(bubble.other_heads(play, coach.aimed))
    post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    across = 0
    for _ in range(60):
        run(app)
        coach._layout(play)
        boxes = head_boxes(play, coach.aimed)
        across += any(_across(b, seg) for seg in itertools.pairwise(coach.route) for b in boxes)
    post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    run(app)
    return across, seen


@pytest.mark.slow  # a window and OpenGL
def test_a_turning_leader_crosses_fewer_heads_than_one_given_none(lesson_app, monkeypatch):  # noqa: F811
    from lesson_helpers import fold_policy_off

    fold_policy_off(monkeypatch)  # (the leader weighed over the step's every arrow as the view turns)
    app = lesson_app(size=(1280, 800))
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    without, _ = _turned(app, False)
    with_heads, seen = _turned(app, True)
    assert seen > 0, "no heads in Flat 3D"
    assert with_heads < without, f"leader across a head in {with_heads} of 60 frames ({without} given none)"
    aimed, _ = _turned(app, True, aim=True)  # (as drawn: the step's arrow with the clearest leader)
    assert aimed <= with_heads, f"aimed, the leader crossed a head in {aimed} of 60 frames"
