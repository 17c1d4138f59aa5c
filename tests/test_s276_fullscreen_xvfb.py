"""s276: F11 in a real X window, under Xvfb at 1920x1080 (test_s276_fullscreen.py: why).

python3 tools/xvfb_run.py -s "-screen 0 1920x1080x24" python tests/test_s276_fullscreen_xvfb.py [openbox]
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import in_x, openbox  # noqa: E402


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
@pytest.mark.parametrize("wm", [None, "openbox"])
def test_f11_in_a_real_x_window(tmp_path, wm):
    """Under Xvfb at 1920x1080: with no window manager F11's fullscreen is refused (the
    window stays 800x600, and the game draws at 800x600); with one, the game draws at the
    size the window manager gave."""
    if wm is not None and shutil.which(wm) is None:
        pytest.skip(f"{wm} is not installed")
    proc = in_x(tmp_path, __file__, "1920x1080", wm or "")
    assert proc.returncode == 0 and "f11 ok" in proc.stdout, proc.stdout + proc.stderr


def _x_geometry() -> tuple[int, int]:
    """The game's X window's size, as xdotool has it from the X server."""
    wid = subprocess.run(["xdotool", "search", "--pid", str(os.getpid())], capture_output=True, text=True)
    shell = subprocess.run(
        ["xdotool", "getwindowgeometry", "--shell", wid.stdout.split()[0]], capture_output=True, text=True
    ).stdout
    got = dict(line.split("=", 1) for line in shell.split())
    return int(got["WIDTH"]), int(got["HEIGHT"])


def _main(wm: str) -> None:
    """Run in the Xvfb: the menu at 800x600, F11, and what the game and the X server say."""
    import time

    from quiver.app import FULLSCREEN_REFUSED, App

    manager = openbox() if wm == "openbox" else None
    app = App((800, 600), sound=False, gl=False)
    app.open_window()
    app.to_menu()
    for _ in range(10):
        app.step()
        time.sleep(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    for _ in range(30):
        app.step()
        time.sleep(1 / 60)
    real = _x_geometry()
    print("fullscreen", app.fullscreen, "size", app.size, "x", real, "toasts", app.toasts.texts())
    assert app.size == real == app.top.size, (app.size, real)
    if wm:
        assert app.fullscreen and real == (1920, 1080)
    else:
        assert not app.fullscreen and real == (800, 600)
        assert FULLSCREEN_REFUSED in app.toasts.texts()
    app.close()
    if manager is not None:
        manager.terminate()
        manager.wait()
    print("f11 ok")


if __name__ == "__main__":
    _main(sys.argv[1] if len(sys.argv) > 1 else "")
