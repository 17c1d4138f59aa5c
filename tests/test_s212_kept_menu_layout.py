"""s212: the home view with Continue (a puzzle kept mid-way) laid out at 480x360, 800x600
and 1920x1080: nothing overlaps, leaves the window or prints too small, toasts up too
(tools/layout.py's checks; its screens are a new player's, with nothing kept)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

from quiver.game.code import current_generator  # noqa: E402
from quiver.render2d.drawn import problems  # noqa: E402
from tests.app_helpers import unlock  # noqa: E402

CODE = f"flat-music_note-16x16-25-easy-9205798039334682822-g{current_generator()}"  # a long name


@pytest.mark.slow
@pytest.mark.parametrize("where", ["free", "daily flat 2026-12-01", "level 3d 20"])
def test_the_home_view_with_continue_has_no_layout_problem(monkeypatch, tmp_path, where):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("QUIVER_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    puzzle = {"code": CODE, "where": where, "log": [[0, 100]]}
    (home / "kept_puzzle.json").write_text(json.dumps({"schema": 2, "puzzles": [puzzle]}))
    unlock("3d", 20)  # (level 3d 20 open: a level past the player's is locked, not kept)
    found = []
    try:
        for size in ((480, 360), (800, 600), (1920, 1080)):
            app = layout.make_app(size)
            menu = app.top
            assert menu.kept_btn in menu.focus_order
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            found += problems(drawn, pygame.Rect(0, 0, *app.size)) + layout.small_text(drawn)
            found += layout.with_toasts(app, picture, drawn)
            app.close()
    finally:
        pygame.display.quit()
    assert found == []
