"""What a player sees right after the window is resized (s239). Under Xvfb, in a real X
window: between `xdotool windowsize` and the game's next frame the X server showed the
old frame cropped at the top-left (and black where the window grew) for as long as the
new layout took (up to 170 ms for a 3D board on a software renderer); now it shows the
game's background, and the first frame the game presents is the new layout at the new size.

    python3 tools/xvfb_run.py python tests/test_s239_resize_xvfb.py 2d|gl   # the check itself
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
XVFB_RUN = [sys.executable, os.path.join(ROOT, "tools", "xvfb_run.py")]


def test_no_x11_no_change(monkeypatch):
    """Off X11 (the tests' dummy and offscreen drivers, Wayland, Windows) SDL's window is
    left as it is."""
    import pygame

    from quiver.window_x11 import clear_on_resize

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert clear_on_resize((1, 2, 3)) is False


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
@pytest.mark.skipif(shutil.which("import") is None, reason="ImageMagick's import is not installed")
@pytest.mark.parametrize("mode", ["2d", "gl"])
def test_resize_shows_background_then_new_layout(tmp_path, mode):
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    env["SHOTS"] = str(tmp_path)
    script = [sys.executable, os.path.abspath(__file__), mode]
    proc = subprocess.run(
        [*XVFB_RUN, "-s", "-screen 0 1600x1000x24", *script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    log = proc.stdout + proc.stderr
    if "no OpenGL" in log and mode == "gl":
        pytest.skip("no OpenGL under Xvfb here")
    assert proc.returncode == 0, log
    assert "resize ok" in proc.stdout, log


def _far(a, b) -> bool:
    return max(abs(int(a[k]) - int(b[k])) for k in range(3)) > 8


def _main(mode: str) -> None:
    """Run in the Xvfb: open the menu at 800x600, resize the X window to 1000x720 and
    look at it before the game has drawn again, then after one frame."""
    import time

    sys.path.insert(0, ROOT)
    import pygame

    from quiver.app import App
    from quiver.render2d import theme

    app = App((800, 600), sound=False, gl=mode == "gl")
    app.open_window()
    app.to_menu()
    for _ in range(10):
        app.step()
        time.sleep(1 / 60)
    search = ["xdotool", "search", "--sync", "--pid", str(os.getpid())]
    found = subprocess.run(search, capture_output=True, text=True, timeout=30)
    wid = found.stdout.split()[0]

    def shot(name: str) -> pygame.Surface:
        path = os.path.join(os.environ.get("SHOTS", "/tmp"), f"{mode}_{name}.png")
        subprocess.run(["import", "-window", wid, path], check=True, timeout=30)
        return pygame.image.load(path)

    subprocess.run(["xdotool", "windowsize", "--sync", wid, "1000", "720"], check=True, timeout=30)
    before = shot("before_frame")  # the game has not drawn since the resize
    assert before.get_size() == (1000, 720), before.get_size()
    colours = {tuple(before.get_at((x, y)))[:3] for x in range(0, 1000, 37) for y in range(0, 720, 29)}
    assert colours == {theme.BG_TOP}, f"not a clean background: {sorted(colours)[:6]}"
    app.step()
    after = shot("after_frame")
    assert app.size == (1000, 720) and app.top.size == (1000, 720)
    assert after.get_size() == (1000, 720)
    # the new layout over the whole window: what the window shows is the frame the game
    # composes at the new size (not black at the lower right, not the old frame)
    grabbed = app._grab()
    assert grabbed is not None and grabbed.get_size() == (1000, 720)
    points = [(x, y) for x in range(3, 1000, 41) for y in range(3, 720, 31)]
    off = [p for p in points if _far(after.get_at(p), grabbed.get_at(p))]
    assert len(off) <= len(points) // 50, f"{len(off)} of {len(points)} points differ: {off[:5]}"
    app.close()
    print("resize ok")


if __name__ == "__main__":
    _main(sys.argv[1])
