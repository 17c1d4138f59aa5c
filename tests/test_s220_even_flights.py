"""s220: with Reduced motion on, 3D and Flat arrows flew 2.5x as fast, and a blocked arrow
can be tapped again (pointer or keys: keypick3d skips arrows still moving) only once its
bounce is over: the setting shortened a keyboard player's wait. Flights now take the same
time either way; Reduced motion keeps its calm (no shake). The score's time and combo
window count tap times only, so the same taps score the same."""

from __future__ import annotations

import pytest
from test_settings_3d import CALM, controller, flat_board

from quiver.game.settings import Settings
from quiver.scenes.play3d import configure_motion


def _board(mode):
    from test_settings_3d import board3d

    return board3d("cube", (4,), 2) if mode == "3d" else flat_board("cube", 4, 2)


def _wait(mode, settings):
    """(frames until a blocked arrow may be tapped again, a clear's flight seconds, shook)."""
    board = _board(mode)
    ctl = controller(mode, board, settings)
    configure_motion(ctl, settings)  # (as the play scene configures it)
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
