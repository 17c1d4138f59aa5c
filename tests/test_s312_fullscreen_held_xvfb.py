"""s312: F11 on a 3D (and a Flat 3D) board showed the plain background for 0.2 to 0.5 s, in a
real X window (Xvfb at 1280x800, openbox): the window manager resized the window at once,
the X server cleared it to its background (window_x11.clear_on_resize), and the board came
back only after SDL's wait for the change and a new layout and 3D frame. Now the frame on
screen is the window's background, scaled, through the change (app_fullscreen.hold).

Checked at the moment the window manager has resized the window and the game has not drawn
yet (inside the toggle, the window's pixels read from the X server): the board shows, going
in and coming out.

python3 tools/xvfb_run.py -s "-screen 0 1280x800x24" python tests/test_s312_fullscreen_held_xvfb.py
"""

from __future__ import annotations

import os
import sys
import time

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, ended_saying, in_x, openbox, x_pixels  # noqa: E402

pytestmark = NEEDS_X
SCREEN, WINDOWED = (1280, 800), (960, 600)
PLAIN = (247, 242, 233)  # theme.BG_TOP: what the X server clears the window to


def test_f11_shows_the_board_through_the_resize_in_a_real_x_window(tmp_path):
    proc = in_x(tmp_path, __file__, "1280x800", timeout=180, QUIVER_LESSONS="0")  # (straight to the board)
    ended_saying(proc, "held ok")


def plain_share() -> float:
    """The share of the game's X window that is the plain background, as the X server has it now."""
    from quiver import window_x11

    with window_x11._x_window() as x:
        assert x is not None
        xlib, display, window = x
        w, h = window_x11.window_size() or (0, 0)
        plain = (PLAIN[0] << 16) | (PLAIN[1] << 8) | PLAIN[2]
        points = [(x, y) for x in range(5, w, 23) for y in range(5, h, 19)]
        with x_pixels(xlib, display, window, w, h) as pixel:
            same = sum(pixel(x, y) == plain for x, y in points)
        return same / len(points)


def on_board(mode: str):
    """The game at WINDOWED on a small puzzle of `mode`, loaded and drawn."""
    from quiver.app import App
    from quiver.cli_game import GameOptions, LaunchAction
    from quiver.flow import first_request

    app = App(WINDOWED, sound=False)
    app.open_window()
    if app.gl is None:
        print(f"no OpenGL: {app.gl_error}")
        sys.exit(0)
    app.to_menu()
    options = GameOptions(action=LaunchAction.PUZZLE, mode=mode, shape="cube", size=(3, 3, 3), seed=3)
    app.flow.open_first(first_request(options), None, None)
    end = time.monotonic() + 60
    while type(app.top).__name__ not in ("Play3DScene", "PlayFlatScene") or app.animating():
        assert time.monotonic() < end, type(app.top).__name__
        app.step()
        time.sleep(1 / 60)
    for _ in range(5):
        app.step()
    return app


def f11(app, seen: list[float]) -> None:
    """F11 through the game's loop; what the window showed once the manager had resized it."""
    from quiver import window as win

    before, asked = win.window_size(), win.toggle_fullscreen

    def toggle(fullscreen: bool) -> bool:
        now = asked(fullscreen)
        end = time.monotonic() + 3
        while win.window_size() == before and time.monotonic() < end:
            time.sleep(0.01)  # (the manager's resize: SDL waits for it, at most 0.1 s)
        seen.append(plain_share())
        return now

    win.toggle_fullscreen = toggle
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        for _ in range(20):
            app.step()
            time.sleep(1 / 60)
    finally:
        win.toggle_fullscreen = asked


def _main() -> None:
    manager = openbox()
    for mode in ("3d", "flat"):
        app = on_board(mode)
        seen: list[float] = []
        f11(app, seen)
        assert app.fullscreen and app.size == SCREEN, (app.fullscreen, app.size)
        f11(app, seen)
        assert not app.fullscreen and app.size == WINDOWED, (app.fullscreen, app.size)
        print(mode, "plain share at the resize, in and out:", [round(s, 3) for s in seen], flush=True)
        assert len(seen) == 2 and max(seen) < 0.9, seen  # (before: 1.0, the whole window plain)
        assert not app._held  # (drawn at the new size: the plain background for a drag again)
        app.close()
        pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("held ok")


if __name__ == "__main__":
    _main()
