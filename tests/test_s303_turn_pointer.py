"""While the player turns the 3D view, the lesson's pointer never points through the shape
(s303). Turning Flat 3D's "This arrow folds over the edge" at 800x600 (an arrow key held),
the pointer kept the side of the arrow it took at rest as the arrow came round to the top
of the block, and its dashed leader ran from the bubble up across the block and two or
three other arrows in 31 of 60 frames (the 3D lesson's "This one is blocked": 3 of 60,
across four). Now, during a turn, a pointer whose leader crosses another arrow, or that
aims at a pixel of its arrow that is hidden, is not drawn until the turn brings it clear
or the view stops (lesson_turn.pointed)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import lesson_turn  # noqa: E402


def turned_through(make, mode: str, size, step: int, frames: int = 60) -> tuple[int, int]:
    """Frames of a turn (an arrow key held) of the lesson's `step` whose drawn pointer aims at a
    hidden pixel or whose leader crosses another arrow, and frames with a pointer drawn."""
    from app_helpers import post, run
    from lesson_helpers import open_lesson

    from quiver.scenes.bubble_cross import crossed

    app, play = open_lesson(make, mode, size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    aims = []
    real = coach.target
    coach.target = lambda p: aims.append(got := real(p)) or got
    through = shown = 0
    post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    for _ in range(frames):
        play.full_redraw = True  # (drawn: the pointer as the player sees it)
        run(app)
        if coach.tip:
            shown += 1
            hidden = play.arrow_at(aims[-1][0]) != coach.aimed
            through += hidden or bool(crossed(play, coach.route, coach.aimed)[0])
    post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    run(app, 30)
    assert coach.tip, "no pointer once the view stopped"
    return through, shown


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "size", "step"), [("flat", (800, 600), 1), ("3d", (800, 600), 3)])
def test_a_turning_pointer_never_points_through_the_shape(lesson_app, mode, size, step):  # noqa: F811
    through, shown = turned_through(lesson_app, mode, size, step)  # (before: 31 and 3 of 60)
    assert through == 0 and shown > 0, (
        f"{mode} {size} step {step}: {through} of {shown} frames through the shape"
    )


def _scene(turning: bool, under: int | None):
    camera = SimpleNamespace(turning=False)
    ctl = SimpleNamespace(input=SimpleNamespace(busy=turning), camera=camera)
    return SimpleNamespace(ctl=ctl, flat_view=False, arrow_at=lambda p: under)


@pytest.mark.parametrize(
    ("turning", "under", "across", "drawn"),
    [(True, 4, False, True), (True, 4, True, False), (True, 9, False, False), (False, 9, True, True)],
)
def test_a_turn_draws_no_pointer_across_arrows_or_at_a_hidden_pixel(
    monkeypatch, turning, under, across, drawn
):
    """During a turn the pointer found (lesson_point.point) is dropped where its leader
    crosses another arrow or the pixel aimed at shows another (or none); at rest it stays."""

    def point(coach, *_a):
        coach.tip, coach.route, coach.leader = [(0, 0), (4, 0), (2, 4)], [(0, 9), (2, 0)], ((0, 9), (2, 0))
        return ["runs"]

    monkeypatch.setattr(lesson_turn, "point", point)
    monkeypatch.setattr(lesson_turn, "turn_pointer", lambda *a: None)
    bent = []
    monkeypatch.setattr(lesson_turn, "bend", lambda *a: bent.append(a))  # (at rest: lesson_bend)
    monkeypatch.setattr(lesson_turn, "crossed", lambda play, route, mine: ({7} if across else set(), 3))
    coach = SimpleNamespace(aimed=4, tip=[], route=[], leader=None)
    runs = lesson_turn.pointed(
        coach, _scene(turning, under), pygame.Rect(0, 0, 9, 9), "above", (2, 2), 30, None
    )
    assert bool(coach.tip) == drawn and bool(coach.route) == drawn and (runs == ["runs"]) == drawn
    assert len(bent) == (not turning)
