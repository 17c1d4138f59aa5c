"""s301: the window manager killed (SIGKILL) while the game is fullscreen, in a real X
window under Xvfb at 1920x1080 with openbox (test_s301_fullscreen.py: why, on stand-ins).
Killed, it gives the window nothing back: still the screen's size, and F11 left
fullscreen at that size (SDL does not shrink a window no manager handles). Now F11 sets
the windowed size the window had.

python3 tools/xvfb_run.py -s "-screen 0 1920x1080x24" python tests/test_s301_fullscreen_xvfb.py
"""

from __future__ import annotations

import signal

from test_s294_fullscreen_xvfb import NEEDS_X, SCREEN, WINDOWED, frames, fullscreen_app, in_x

pytestmark = NEEDS_X


def test_f11_after_the_window_manager_was_killed_gives_the_windowed_size_back(tmp_path):
    proc = in_x(tmp_path, __file__)
    assert proc.returncode == 0 and "windowed again ok" in proc.stdout, proc.stdout + proc.stderr


def _main() -> None:
    manager, app = fullscreen_app()
    manager.send_signal(signal.SIGKILL)  # (nothing given back: the window keeps the screen's size)
    manager.wait()
    assert frames(app, 30) == (True, True, True) and app.size == SCREEN
    assert frames(app, 30, f11=True) == (False, False, False) and app.size == WINDOWED  # (before: SCREEN)
    app.close()
    print("windowed again ok")


if __name__ == "__main__":
    _main()
