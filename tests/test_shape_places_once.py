"""The 3D toast places are worked out once a frame (s52): the toast layer asks the 3D and
Flat-3D play scenes for their slots and their lent places (play_toasts.shape_toasts and
shape_lent), and each worked them all out (~0.5 ms on a sphere 30). Both now come from
one memo (play_toasts.shape_places) whose key covers what they are made of."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # a window and OpenGL


@pytest.fixture
def open_board(monkeypatch, tmp_path):
    from app_helpers import board_opener

    with board_opener(monkeypatch, tmp_path) as go:
        yield go


def _counted(monkeypatch) -> list[int]:
    """Count the calls of area2d.toast_places the 3D places make (the work of one set)."""
    import quiver.scenes.play_toasts as pt

    calls = [0]
    real = pt.toast_places

    def counting(*a, **k):
        calls[0] += 1
        return real(*a, **k)

    monkeypatch.setattr(pt, "toast_places", counting)
    return calls


def _fresh(play):
    """The places worked out anew, as before the memo."""
    import quiver.scenes.play_toasts as pt

    slots, lent = pt._shape_places(play, pt.outline(play), pt.lesson_words(play))
    over = pt._banner(play)  # (and the bar place, last: s195; its title's room first, s322)
    return slots + over, lent


@pytest.mark.parametrize(
    ("mode", "shape", "size"), [("3d", "sphere", (640, 480)), ("flat", "stairs", (1280, 800))]
)
def test_a_frame_with_toasts_up_works_the_places_out_once(open_board, monkeypatch, mode, shape, size):
    from app_helpers import run

    from quiver.generator import PuzzleSpec, generate

    app, play = open_board(generate(PuzzleSpec(mode, shape, 8, None, "hard", 1)), shape, size)
    calls = _counted(monkeypatch)
    play._places = None
    app.toasts.show("Two toasts up, to be placed beside the shape")
    app.toasts.show("and another one")
    run(app)
    assert calls[0] == 1, f"{calls[0]} sets of places worked out in a frame"
    slots, lent = play.toast_slots(), play.toast_lent()
    assert calls[0] == 1  # (asked again in the frame: the same places)
    want = _fresh(play)
    assert (slots, lent) == want
    if size[0] < 800:
        assert lent, "640x480 lends the strips over the sphere (the test shows less)"
    run(app, 3)  # nothing changed: nothing worked out again
    assert calls[0] == 1 + 1  # (_fresh's own)


@pytest.mark.parametrize(
    "change",
    ["turn", "zoom", "resize", "lesson"],
)
def test_the_places_follow_the_view_the_window_and_the_lessons_words(open_board, monkeypatch, change):
    """Each of what the places are made of changes them: the view turned or zoomed, the
    window resized (the bars with it), a lesson's words over the shape."""
    import pygame
    from app_helpers import run

    from quiver.generator import PuzzleSpec, generate

    app, play = open_board(generate(PuzzleSpec("3d", "sphere", 8, None, "hard", 1)), "sphere", (800, 600))
    before = (play.toast_slots(), play.toast_lent())
    calls = _counted(monkeypatch)
    if change == "turn":
        play.ctl.camera.rotate_local(0.6, 0.2)
    elif change == "zoom":
        play.ctl.input.wheel(-1)
    elif change == "resize":
        app._resize((1024, 700))
        run(app)
    else:
        monkeypatch.setattr(
            "quiver.scenes.play_toasts.lesson_words", lambda play: [pygame.Rect(0, 200, 800, 60)]
        )
    got = (play.toast_slots(), play.toast_lent())
    assert calls[0] >= 1, f"{change}: the places of before were kept"
    assert got == _fresh(play)
    assert got != before
