"""s328: with a broken OpenGL driver (Mesa told to load one that is not there) the game
said why 3D is off in its one line, and Mesa's libEGL added six "libEGL warning:" lines
of its own (SDL's tries at EGL, the plain window's texture among them where SDL draws
it through GL: Wayland, offscreen): main() now asks libEGL for its fatal lines only,
unless the player set EGL_LOG_LEVEL."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from quiver.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("theirs, after", [(None, "fatal"), ("debug", "debug")])
def test_main_quiets_libegl_unless_the_player_set_it(theirs, after, monkeypatch, capsys):
    monkeypatch.delenv("EGL_LOG_LEVEL", raising=False)
    if theirs is not None:
        monkeypatch.setenv("EGL_LOG_LEVEL", theirs)
    assert main(["--version"]) == 0
    assert os.environ["EGL_LOG_LEVEL"] == after


@pytest.mark.slow  # starts the game in a process
def test_a_broken_gl_driver_is_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("EGL_LOG_LEVEL", "SDL_FRAMEBUFFER_ACCELERATION")}
    env.update(
        QUIVER_HOME=str(tmp_path),
        PYTHONPATH=ROOT,
        SDL_VIDEODRIVER="offscreen",
        SDL_AUDIODRIVER="dummy",
        QUIVER_SMOKE_SECONDS="1",
        LIBGL_DRIVERS_PATH="/nonexistent",
        MESA_LOADER_DRIVER_OVERRIDE="nonexistent",
    )
    out = subprocess.run(
        [sys.executable, "-m", "quiver", "--seed", "1", "--mode", "3d"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    lines = [ln for ln in out.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("quiver: warning: 3D and Flat 3D are off"), out.stderr
