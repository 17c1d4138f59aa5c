"""The Daily card's line under the month (a lit day's result, "... Enter plays it late")
keeps clear of the month's "<" / ">" buttons above it and the weekdays under it: at
640x480 it touched the buttons' foot by 2 px (what tests/test_layout.py forgives)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

from quiver.render2d.drawn import TEXT, problems  # noqa: E402

CLEAR = 4  # pixels between the line's ink and what is above and under it
UNDER = 3  # a button's pressable under-layer shows under its rect (draw.pill)


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    yield tmp_path
    pygame.display.quit()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lit_days_line_clears_the_month_buttons_and_the_weekdays(home, size):
    app = layout.make_app(size, gl=False)
    try:
        scene = layout.lit_daily(app)
        _picture, drawn = layout.draw_recorded(app)
        line = next(i.rect for i in drawn.of(TEXT) if i.label.startswith("2026-11-30"))
        for button in (scene.prev_btn.rect, scene.next_btn.rect):
            if line.x < button.right and button.x < line.right:  # under it
                assert line.top >= button.bottom + UNDER + CLEAR, (line, button)
        weekdays = [i.rect for i in drawn.of(TEXT) if i.label in ("Mo", "Su")]
        assert weekdays and all(line.bottom + CLEAR <= r.top for r in weekdays), (line, weekdays)
        assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    finally:
        app.close()
