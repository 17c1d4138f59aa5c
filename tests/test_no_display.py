"""With no screen to show it on, `quiver` says so in one line and exits 2: SDL 2.32 falls
back to its invisible offscreen driver when neither X11 nor Wayland answers, and the game
used to run there, seen by nobody, until killed."""

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # starts the game in a process

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def quiver(tmp_path, *args: str, **env: str) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    full.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT, **env)
    full["XDG_RUNTIME_DIR"] = str(tmp_path)  # Wayland finds no socket there either
    return subprocess.run(
        [sys.executable, "-m", "quiver", *args], env=full, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize("args", [(), ("--seed", "3")])
def test_no_display_is_one_line_and_exit_2(tmp_path, args):
    out = quiver(tmp_path, *args, DISPLAY=":7391")  # no X server listens there
    assert out.returncode == 2, out
    lines = [line for line in out.stderr.splitlines() if line.startswith("quiver:")]
    assert lines == [
        "quiver: error: no display to open the game window on: DISPLAY=:7391 did not answer;"
        " start quiver from a desktop session, or set SDL_VIDEODRIVER to pick SDL's video driver"
    ], out.stderr
    assert "Traceback" not in out.stderr


def test_a_video_driver_that_cannot_start_is_one_line(tmp_path):
    out = quiver(tmp_path, DISPLAY=":7391", SDL_VIDEODRIVER="x11")
    assert out.returncode == 2, out
    assert "quiver: error: no display to open the game window on: " in out.stderr, out.stderr
    assert "Traceback" not in out.stderr


def test_a_headless_driver_asked_for_by_name_still_runs(tmp_path):
    # the tests, benches and screenshots ask for it: the game runs (and the smoke timer ends it)
    out = quiver(tmp_path, DISPLAY=":7391", SDL_VIDEODRIVER="offscreen", QUIVER_SMOKE_SECONDS="1")
    assert out.returncode == 0, out
    assert "no display" not in out.stderr
