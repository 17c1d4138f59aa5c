"""s220: with Reduced motion on, 3D and Flat arrows flew 2.5x as fast, and a blocked arrow
can be tapped again (pointer or keys: keypick3d skips arrows still moving) only once its
bounce is over: the setting shortened a keyboard player's wait. Flights now take the same
time either way; Reduced motion keeps its calm (no shake). The score's time and combo
window count tap times only, so the same taps score the same."""

from __future__ import annotations

import pytest
from test_settings_3d import CALM, controller, flat_board

from quiver.game.settings import Settings


def _board(mode):
    from test_settings_3d import board3d

    return board3d("cube", (4,), 2) if mode == "3d" else flat_board("cube", 4, 2)


def _wait(mode, settings):
    """(frames until a blocked arrow may be tapped again, a clear's flight seconds, shook)."""
    board = _board(mode)
    ctl = controller(mode, board, settings)
    blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
    ctl.fire(blocked)
    frames, shook = 0, False
    while blocked in ctl.animator.busy():
        ctl.update(1 / 60)
        shook |= ctl.animator.shake() is not None
        frames += 1
        assert frames < 600
    ctl.fire(board.free_arrows()[0])
    return frames, ctl.animator.anims[-1].flight.seconds, shook


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_reduced_motion_waits_as_long_and_still_does_not_shake(mode):
    frames, seconds, shook = _wait(mode, Settings())
    calm_frames, calm_seconds, calm_shook = _wait(mode, CALM)
    assert calm_frames == frames > 0  # a blocked arrow is back as soon either way
    assert calm_seconds == pytest.approx(seconds)  # a clear flies as long
    assert shook and not calm_shook


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_live_scene_keeps_its_flights_when_reduced_motion_is_switched_on(mode, monkeypatch, tmp_path):
    from gl_helpers import app_window
    from test_settings_3d import board3d

    board = board3d("cube", (4,), 2) if mode == "3d" else flat_board("cube", 4, 2)
    with app_window(monkeypatch, tmp_path, (480, 320), frame_time=1 / 30) as win:
        app = win.app
        app.flow.open_board(board)
        scene = app.stack[-1]
        win.run(2)
        app.midend.change_setting("reduced_motion", True)  # (apply_settings, at once)
        win.run(1)
        assert scene.ctl.animator.speed == 1.0 and not scene.ctl.animator.shake_on
        scene.ctl.fire(scene.board.free_arrows()[0])
        assert scene.ctl.animator.anims[-1].flight.speed == 1.0
