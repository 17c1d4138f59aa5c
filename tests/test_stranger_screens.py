"""tools/screenshots.py makes every picture the README shows (pqa's round): the lesson, the
combo, the blocked tap and the 3D win reveal came from a test's kept frames
(QUIVER_FEEL_FRAMES), so they went stale (codes of an older generator) unnoticed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHOTS = {
    "lesson.png": (1280, 800),
    "blocked.png": (800, 600),
    "combo.png": (800, 600),
    "reveal.png": (800, 600),
    "locks.png": (800, 600),
    "rotating.png": (800, 600),
}
SCRIPT = """
import sys
from pathlib import Path
sys.path.insert(0, "tools")
import pygame
import screenshots as s
out = Path(sys.argv[1])
s.lesson(out / "lesson.png")
s.blocked_and_combo(out / "blocked.png", out / "combo.png")
s.reveal(out / "reveal.png")
s.specials(out / "locks.png", out / "rotating.png")
"""


@pytest.mark.slow  # a child process with the game's window
def test_the_screenshot_tool_makes_the_lesson_combo_blocked_reveal_and_specials_pictures(tmp_path):
    pygame = pytest.importorskip("pygame")
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.pop("QUIVER_NO_GL", None)
    p = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert p.returncode == 0, p.stderr[-2000:]
    for name, size in SHOTS.items():
        image = pygame.image.load(str(tmp_path / name))
        assert image.get_size() == size, name
        colours = {
            tuple(image.get_at((x, y)))[:3] for x in range(0, size[0], 16) for y in range(0, size[1], 16)
        }
        assert len(colours) > 40, f"{name}: {len(colours)} colours, a blank picture?"
