"""Helpers shared by the 3D-mode and Flat-3D tests (tests/test_render3d.py,
tests/test_flat_render.py, tests/test_flat_play.py): the colours of the direction
families in a picture, pointer events into a board controller, the real app in a
GL window under SDL's offscreen driver and the frames it presents (`Presented`: the feel
and live frame tests). The `ctx` fixture is in tests/conftest.py."""

from __future__ import annotations

import colorsys
from contextlib import contextmanager

import numpy as np
import pytest

FAMILY_HUES = {0: (5, 50), 1: (195, 240), 2: (80, 170)}  # x orange, y blue, z green (degrees)


def families_in(pixels, min_pixels: int) -> set[int]:
    """The direction families (0 x, 1 y, 2 z) whose hue shows on at least `min_pixels`
    of every third saturated pixel."""
    px = pixels.reshape(-1, 3).astype(np.float32) / 255.0
    mx, mn = px.max(1), px.min(1)
    sat = (mx - mn) / np.maximum(mx, 1e-6)
    keep = (sat > 0.45) & (mx > 0.25)
    counts = {}
    for r, g, b in px[keep][::3]:
        h = colorsys.rgb_to_hsv(r, g, b)[0] * 360
        for fam, (lo, hi) in FAMILY_HUES.items():
            if lo <= h <= hi:
                counts[fam] = counts.get(fam, 0) + 1
    return {f for f, n in counts.items() if n >= min_pixels}


# -- pointer events into a BoardController ------------------------------------------------------
def _event(kind: str, **kw):
    import pygame

    return pygame.event.Event(getattr(pygame, kind), **kw)


def click(ctl, x, y, wobble=0) -> None:
    """Hover (x, y), press there, optionally wander `wobble` px, release."""
    ctl.handle_event(_event("MOUSEMOTION", pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    ctl.handle_event(_event("MOUSEBUTTONDOWN", pos=(x, y), button=1))
    if wobble:
        ctl.handle_event(_event("MOUSEMOTION", pos=(x + wobble, y), rel=(wobble, 0), buttons=(1, 0, 0)))
    ctl.handle_event(_event("MOUSEBUTTONUP", pos=(x + wobble, y), button=1))


def drag(ctl, x, y, steps: int = 5, step: int = 12) -> None:
    """Press at (x, y), move right `steps` times by `step` px, release."""
    ctl.handle_event(_event("MOUSEBUTTONDOWN", pos=(x, y), button=1))
    for k in range(1, steps + 1):
        ctl.handle_event(_event("MOUSEMOTION", pos=(x + step * k, y), rel=(step, 0), buttons=(1, 0, 0)))
    ctl.handle_event(_event("MOUSEBUTTONUP", pos=(x + step * steps, y), button=1))


def settle(ctl, frames: int = 400) -> None:
    """Run the controller at 60 fps until nothing flies and the camera is still."""
    for _ in range(frames):
        ctl.update(1 / 60)
        if not ctl.animator.active and not ctl.camera.turning:
            return
    raise AssertionError("animation never ended")


class Presented:
    """Wraps pygame.display.flip: `count`s the presented frames; `last` is the pixels of
    the last one, (h, w, 3) rows top down (None before the first), read when the test
    looks. The offscreen window's surface is one buffer (an EGL pbuffer: a flip leaves it
    as drawn), so until the next frame it holds what the flip presented. Read back at
    every flip, each of the hundreds of frames a test runs waited for the software GL to
    finish it, and the tests look at a handful (s324: tests/test_feel_frames.py and
    test_live_frames.py read both ways, the same pixels at all 76 looks). The first flip
    checks that it leaves the pixels as drawn, so a driver that swaps buffers fails here
    rather than handing a test another frame."""

    def __init__(self, app, monkeypatch) -> None:
        import pygame

        self.app, self.count, self._read = app, 0, (-1, None)
        flip = pygame.display.flip

        def counting_flip():
            first = self.count == 0 and self.app.gl is not None
            drawn = self._pixels() if first else None
            self.count += 1
            done = flip()
            if first:
                assert (self._pixels() == drawn).all(), "a flip changed the window's pixels"
            return done

        monkeypatch.setattr(pygame.display, "flip", counting_flip)

    def _pixels(self) -> np.ndarray:
        w, h = self.app.size
        raw = self.app.gl.screen.read(viewport=(0, 0, w, h), components=3, alignment=1)
        return np.frombuffer(raw, np.uint8).reshape(h, w, 3)[::-1].copy()

    @property
    def last(self) -> np.ndarray | None:
        at, frame = self._read
        if at != self.count and self.count:
            frame = self._pixels()
            self._read = (self.count, frame)
        return frame


# -- the app in a GL window ---------------------------------------------------------------------
class WindowDriver:
    """The app's real loop with a fake clock: `run` frames, `post` pygame events."""

    def __init__(self, app, size: tuple[int, int], clock: list[float], frame_time: float) -> None:
        self.app, self.size, self.clock, self.frame_time = app, size, clock, frame_time

    def run(self, frames: int = 1, dt: float | None = None) -> None:
        """`frames` steps of the loop, `dt` seconds apart (the driver's frame time by
        default; a wait whose frame rate is not what the test looks at may take fewer)."""
        for _ in range(frames):
            self.clock[0] += self.frame_time if dt is None else dt
            self.app.step()

    def post(self, kind: int, **kw) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **kw))

    def screen(self) -> np.ndarray:
        """The window's pixels (H, W, 3), bottom row first."""
        w, h = self.size
        return np.frombuffer(self.app.gl.screen.read(components=3, alignment=1), np.uint8).reshape(h, w, 3)

    def click(self, x, y) -> None:
        import pygame

        pos = (round(x), round(y))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def hint_and_fire_all(self, scene, head_point, turn_frames: int, settle_frames: int) -> None:
        """Until the board is clear: press H, let the camera turn to the hinted arrow, check
        that the pixel of `head_point(board, arrow)` picks it, click there; it leaves."""
        import pygame

        board = scene.board
        for _ in range(len(board.arrows)):
            if not board.alive:
                break
            self.post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
            self.run(turn_frames)  # the camera turns to the hint
            i = scene.ctl.hint
            x, y, _ = scene.ctl.camera.project(head_point(board, i), *self.size)
            assert scene.arrow_at((x, y)) == i
            self.click(x, y)
            self.run(1)
            assert i not in board.alive
            for _ in range(settle_frames):
                self.run(1)
                if not scene.busy():
                    break


@contextmanager
def app_window(monkeypatch, tmp_path, size, frame_time: float):
    """The app in a GL window under SDL's offscreen driver (EGL), driven by a fake clock
    (`WindowDriver`); skips the test where no GL window can be made."""
    pygame = pytest.importorskip("pygame")
    from quiver.render3d.headless import release_context

    release_context()  # a live standalone EGL context hides the window's one
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    pygame.display.quit()
    from quiver.app import App

    clock = [1000.0]
    app = App(size, clock=lambda: clock[0], sound=False, realtime=False)
    try:
        app.open_window()
        if app.gl is None:
            pytest.skip(f"no GL window here: {app.gl_error}")
        yield WindowDriver(app, size, clock, frame_time)
    finally:
        app.close()
        pygame.display.quit()


def open_code(win: WindowDriver, code: str):
    """Open the puzzle `code` from the menu in the app of `win`; its play scene."""
    app = win.app
    app.to_menu()
    app.flow.open_code(code)
    for _ in range(300):
        win.run(1)
        if getattr(app.top, "session", None) is not None:
            break
    assert getattr(app.top, "session", None) is not None, "the puzzle never opened"
    return app.top


def play_scene(code: str, size=(640, 480)):
    """A 3D or Flat play scene of `code` (by its prefix) in a windowless App at `size`,
    its clock stopped: the lock badge tests (s349, s352) place and turn it by hand."""
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board

    board = generate_board(PuzzleSpec.parse(code))
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    if code.startswith("flat"):
        from quiver.scenes.playflat import PlayFlatScene as Scene
    else:
        from quiver.scenes.play3d import Play3DScene as Scene  # type: ignore[assignment]
    return Scene(app.ports, board.copy(), None, None, hearts=3)
