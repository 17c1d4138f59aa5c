"""After a turn of the 3D view that hid the step's arrow, the lesson's bubble held its place
(lesson_settle, 0.25 s) showing the step's old words ("Lower steps block it too. Tap it")
while the pointer was already gone: words pointing at nothing for 16 frames (Flat 3D at
800x600, s311). A held bubble now keeps the words it was placed with: new words (the arrow
out of sight, or back in sight) place it again the frame the pointer goes or comes, where
it stood while that place still does."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import lesson_hidden  # noqa: E402


def _turned(app, play, angles) -> list[tuple[str, str, bool]]:
    """Frame by frame, the view turned through `angles` ((yaw, pitch) a frame), then 30 frames
    at rest: the words the bubble shows (those it was last placed with), the step's words
    now, and whether a pointer shows."""
    from app_helpers import run

    coach = play.coach
    shown = [lesson_hidden.step_line(coach)]  # (placed at rest: the words of now)
    keep = coach.settle.keep
    coach.settle.keep = lambda key, placed: shown.append(lesson_hidden.step_line(coach)) or keep(key, placed)
    frames = []
    for k in range(len(angles) + 30):
        if k < len(angles):
            play.ctl.camera.set_angles(*angles[k], home=False)
        run(app)
        frames.append((shown[-1], lesson_hidden.step_line(coach), bool(coach.tip)))
    return frames


@pytest.mark.slow  # a window and OpenGL
def test_the_words_shown_go_with_the_pointer_through_a_turn(lesson_app):  # noqa: F811
    from lesson_helpers import open_lesson

    app, play = open_lesson(lesson_app, "flat", (800, 600), 2)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    yaw, pitch = play.ctl.camera.angles()
    away = [(yaw + (0 - yaw) * k / 10, pitch + (-40 - pitch) * k / 10) for k in range(1, 11)]
    frames = _turned(app, play, away)  # (turned so only a sliver of the arrow shows: s304)
    frames += _turned(app, play, away[::-1][1:] + [(yaw, pitch)])  # (and back)
    gone = [k for k, (_, now, tip) in enumerate(frames) if not tip]
    assert gone and len(gone) < len(frames), "the arrow never went out of sight and back"
    for k, (words, now, tip) in enumerate(frames):
        assert words == now, f"frame {k}: the bubble says {words!r}, the step {now!r}"
        assert tip == (words == coach.current.line), f"frame {k}: {words!r} with pointer {tip}"
