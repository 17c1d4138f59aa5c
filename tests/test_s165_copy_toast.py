"""Copy's toast over a 3D view in a small window says it short (s165, a stranger's pass):
with the code on screen it said "Copied the puzzle code" and had no short form, so at
640x480 the toast layer put it in the corner beside the shape, 110 px wide, in four lines
of a word each. Now "Copied" there; in a window with the room, the whole line as before."""

from __future__ import annotations

import pytest


def copied_toast(monkeypatch, size):
    """The toasts up, and the height of their ink, once Copy copied a 3D torus's code in a
    window of `size` (the real app loop, no window: the scene is made as the flow makes it)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("quiver.feedback.copy_text", lambda text: True)  # (no clipboard needed)
    from app_helpers import FakeClock, run, toast_ink

    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play3d import Play3DScene

    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock())
    try:
        app.to_menu()
        code = complete("3d", "torus", None, None, "easy", 1)
        play = Play3DScene(app.ports, generate_board(code), code, None, hearts=3)
        app.push(play)
        run(app, 3)
        assert play.copy_code()
        run(app, 5)
        return app.toasts.texts(), toast_ink(app).h
    finally:
        app.close()


def test_copy_says_it_short_beside_a_3d_shape_at_640x480(monkeypatch):
    from quiver.scenes.toast import room

    texts, tall = copied_toast(monkeypatch, (640, 480))
    assert texts == ["Copied"]
    assert tall < room(2)  # one line (before: a card of four, 109 px)


@pytest.mark.parametrize("size", [(1280, 800)])
def test_copy_says_it_whole_where_there_is_room(monkeypatch, size):
    texts, _ = copied_toast(monkeypatch, size)
    assert texts == ["Copied the puzzle code"]
