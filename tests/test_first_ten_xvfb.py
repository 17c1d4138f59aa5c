"""Issue 22's first ten minutes in a real window (Xvfb + xdotool), in 2D, 3D and Flat 3D:
Play on a fresh data folder opens the mode's lesson, Esc, Enter skips it to campaign level 1
(at most 10 arrows), Esc pauses (the clock stops) and resumes, every arrow is tapped, the
win card's Enter opens level 2. The walk itself is tests/xvfb_walk.py."""

import os
import shutil
import subprocess
import sys

import pytest
from test_app_xvfb import NO_XVFB, XVFB_RUN

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
@pytest.mark.skipif(NO_XVFB, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_play_lesson_level_1_pause_resume_win_next_level(tmp_path, mode):
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("QUIVER_LESSONS", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    try:
        proc = subprocess.run(
            [*XVFB_RUN, "-s", "-screen 0 1600x1000x24", sys.executable, "tests/xvfb_walk.py", mode],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
    except subprocess.TimeoutExpired as e:  # what the walk said before it stood (bytes, whatever `text`)
        parts = (e.stdout, e.stderr)
        said = "".join(p.decode(errors="replace") if isinstance(p, bytes) else p or "" for p in parts)
        pytest.fail(f"the {mode} walk stood {e.timeout:.0f} s; it said:\n{said}")
    log = proc.stdout + proc.stderr
    if "no OpenGL" in proc.stdout:
        pytest.skip(proc.stdout.strip())
    assert proc.returncode == 0, log
    for line in (f"lesson {mode}", "level 1", "paused", "resumed", "won", "level 2", "walk ok"):
        assert line in proc.stdout, log
    assert "Traceback" not in log, log
