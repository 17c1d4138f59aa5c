"""tests/xvfb_walk.py's lines reach the test's pipe as they are printed (s219): a CI run's
3D walk stood silent until the test's timeout, and block-buffered lines say nothing of
where a walk stood (what it printed last may still sit in the buffer, and faulthandler's
exit after its dump, as a kill, drops it)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# the walk's start, a stand-in for the walk itself, and an exit as faulthandler's (no flush)
STUCK = """
import os, sys
sys.path.insert(0, "tests")
import xvfb_walk
xvfb_walk.walk = lambda mode: (print("resumed", mode), os._exit(3))
xvfb_walk.main("3d")
"""


@pytest.mark.slow  # (a process: the walk's start)
def test_a_walks_lines_are_out_before_it_dies():
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy")
    env.pop("PYTHONUNBUFFERED", None)
    out = subprocess.run(
        [sys.executable, "-c", STUCK], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 3, out.stderr
    assert "resumed 3d" in out.stdout.splitlines(), out.stdout
