"""Issue 23's feel, seen in frames presented by the real app loop (SDL offscreen GL
window, fake clock) in 2D, 3D and Flat 3D, with motion and with reduced motion: a clear
shows a burst where the arrow leaves, a blocked tap shows the ray and the blocker's mark
(for at least 0.8 s), and a win reveals the finished picture before the result card.

Set QUIVER_FEEL_FRAMES=DIR to keep the PNGs (the README's screenshots come from there).
"""

from __future__ import annotations

import os

import numpy as np
import pytest
from gl_helpers import app_window

pygame = pytest.importorskip("pygame")

SIZE = (800, 600)
CASES = [("2d", "heart", 12, 3), ("3d", "cube", 3, 3), ("flat", "stairs", None, 4)]


class Frames:
    """Keeps the pixels of each presented frame (wraps pygame.display.flip)."""

    def __init__(self, app, monkeypatch) -> None:
        self.last = None
        flip = pygame.display.flip

        def recording_flip():
            w, h = app.size
            raw = app.gl.screen.read(viewport=(0, 0, w, h), components=3, alignment=1)
            self.last = np.frombuffer(raw, np.uint8).reshape(h, w, 3)[::-1].copy()
            return flip()

        monkeypatch.setattr(pygame.display, "flip", recording_flip)


def _open(win, mode, shape, size, seed, reduced):
    from quiver.game.code import complete

    app = win.app
    app.midend.settings.reduced_motion = reduced
    app.to_menu()
    app.flow.open_code(complete(mode, shape, size, None, "easy", seed))
    for _ in range(300):
        win.run(1)
        if getattr(app.top, "session", None) is not None:
            break
    scene = app.top
    assert scene.session is not None, "the puzzle never opened"
    win.run(30)
    return scene


def _fire(scene, i):
    ctl = getattr(scene, "ctl", None)
    return ctl.fire(i) if ctl is not None else scene.fire(i)


def _region(frame, centre, r=40):
    h, w = frame.shape[:2]
    x, y = int(centre[0]), int(centre[1])
    return frame[max(0, y - r) : min(h, y + r), max(0, x - r) : min(w, x + r)].astype(np.int32)


def _changed(a, b, centre, r=40) -> float:
    """Mean absolute difference of two frames around `centre`."""
    return float(np.abs(_region(a, centre, r) - _region(b, centre, r)).mean())


def _keep(frame, name):
    out = os.environ.get("QUIVER_FEEL_FRAMES")
    if out:
        os.makedirs(out, exist_ok=True)
        surf = pygame.image.frombuffer(frame.tobytes(), (frame.shape[1], frame.shape[0]), "RGB")
        pygame.image.save(surf, os.path.join(out, name + ".png"))


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced"])
@pytest.mark.parametrize("mode,shape,size,seed", CASES, ids=[c[0] for c in CASES])
def test_burst_blocked_marks_and_win_reveal_in_frames(
    monkeypatch, tmp_path, mode, shape, size, seed, reduced
):
    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        frames = Frames(win.app, monkeypatch)
        scene = _open(win, mode, shape, size, seed, reduced)
        tag = f"{mode}-{'reduced' if reduced else 'motion'}"
        board = scene.board

        # a blocked tap: the ray and the mark at the impact, held at least 0.8 s
        blocked = next(
            (i for i in sorted(board.alive) if not board.can_escape(i) and board.first_blocker(i)), None
        )
        if blocked is not None:
            win.run(1)
            before = frames.last
            res = _fire(scene, blocked)
            assert res.blocked and res.cell is not None
            impact = scene.where.cell(res.cell)
            win.run(6)
            assert {"ray", "mark"} <= scene.fx.kinds()
            marked = frames.last
            _keep(marked, f"blocked-{tag}")
            assert _changed(before, marked, impact, 24) > 6, "the blocker's mark is not in the frame"
            win.run(int(0.8 * 60) - 6)
            assert "mark" in scene.fx.kinds(), "the mark must stay at least 0.8 s"
            win.run(60)
            assert "mark" not in scene.fx.kinds()

        # a clear: a burst where it leaves
        win.run(1)
        before = frames.last
        i = board.free_arrows()[0]
        exit_px = scene.where.exit(i)
        assert _fire(scene, i).left
        win.run(4)
        assert "burst" in scene.fx.kinds()
        burst = frames.last
        _keep(burst, f"burst-{tag}")
        assert _changed(before, burst, exit_px) > 3, "no burst where the arrow left"

        # clear the rest quickly (combos), then the reveal before the card
        while board.alive:
            _fire(scene, board.free_arrows()[0])
            win.run(8)
        for _ in range(600):
            win.run(1)
            if scene.reveal_u() is not None:
                break
        start = frames.last
        for _ in range(600):
            win.run(1)
            u = scene.reveal_u()
            if u is not None and u >= 0.6:
                break
        assert scene.reveal_u() is not None and not scene.result_shown
        shown = frames.last
        _keep(shown, f"reveal-{tag}")
        w, h = SIZE
        assert _changed(start, shown, (w // 2, h // 2), 120) > 4, "the reveal is not in the frame"
        for _ in range(400):
            win.run(1)
            if scene.result_shown:
                break
        assert scene.result_shown, "the result card never came"
        win.run(90)
        _keep(frames.last, f"result-{tag}")
        assert not win.app.top.animating()  # the card's count-up has ended
