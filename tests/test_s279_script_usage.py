"""A script's `--help` writes its usage first on stdout: four printed pygame-ce's banner
("pygame-ce 2.5.8 (SDL ...)") before it, as they imported pygame without
PYGAME_HIDE_SUPPORT_PROMPT (s265's run of every script's --help noticed it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow  # a process each
@pytest.mark.parametrize(
    "script", ["bench/first_zoom.py", "bench/wrap_text.py", "tools/gallery.py", "tools/screenshots.py"]
)
def test_help_starts_with_the_usage(tmp_path, script):
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", QUIVER_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, str(ROOT / script), "--help"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage:"), done.stdout[:80]
