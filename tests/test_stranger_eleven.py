"""Leftovers a playtester met (round eleven, in a real X window: the first ten minutes,
odd window sizes, held keys, Esc at every screen): each test failed before its fix."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


def _daily_card(make, size, won):
    """The daily's result card at `size`, drawn with its layout recorded: its drawn items."""
    import layout  # tools/layout.py: play to the end, draw recorded

    app = make(size=size)
    app.flow.daily("2d")
    play = layout._until_play(app)
    assert play is not None
    layout._finish(app, play, won)
    assert app.top.name == "result"
    return layout.draw_recorded(app)[1]


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_the_streak_flame_sits_just_left_of_its_words_at_every_size(monkeypatch, tmp_path, size, won):
    """The daily card's streak line put its words a fixed 46 px right of the flame's left
    edge: at 2560x1440 the flame is 72 px wide and "Streak: win a daily to start one" was
    written over it; at 640x480 a 20 px flame stood 26 px off its words."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        drawn = _daily_card(make, size, won)
    texts = drawn.of(TEXT)
    flame = next(t.rect for t in texts if t.label == "(streak flame)")
    words = next(t.rect for t in texts if "in a row" in t.label or "Streak" in t.label)
    assert abs(flame.centery - words.centery) < flame.h // 2  # one line
    gap = words.x - flame.right
    assert 0 <= gap <= max(4, flame.w // 4), (flame, words)


def _drawn_top(app):
    import layout

    return layout.draw_recorded(app)[1]


@pytest.mark.parametrize("mode", ["2d", "3d"])
def test_how_to_plays_colour_icons_grow_with_their_words(monkeypatch, tmp_path, mode):
    """How to play drew its direction colours at a fixed size (2D arrows of 30 px cells,
    3D squares of 38 px) while their words followed the window: at 2560x1440 the arrows
    were as tall as the letters beside them, at 640x480 twice as tall."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.legend import LegendScene

    ratios = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((640, 480), (1280, 800), (2560, 1440)):
            app = make(size=size)
            app.push(LegendScene(app.ports, mode))
            texts = _drawn_top(app).of(TEXT)
            name = (
                "flies right"
                if mode == "2d"
                else next(t.label for t in texts if t.label.endswith(" colour)"))[1:-8]
            )
            icon = next(t.rect for t in texts if t.label == f"({name} colour)")
            words = next(t.rect for t in texts if t.label == name)
            assert icon.right < words.x and icon.collidepoint(icon.x, words.centery)  # beside them
            ratios[size] = icon.h / words.h
    at_1280 = ratios[(1280, 800)]
    assert all(0.75 * at_1280 <= r <= 1.35 * at_1280 for r in ratios.values()), ratios


def test_a_level_tiles_number_and_stars_grow_with_the_tile(monkeypatch, tmp_path):
    """The Levels tiles grew with the window, their number, stars and words did not (44,
    26 and 20 px at most): at 2560x1440 they sat as specks in the corners of 450 px tiles.
    At every size the number and the stars take the same part of the tile's height."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.levels import LevelsScene

    parts = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((1280, 800), (1920, 1080), (2560, 1440)):
            app = make(size=size)
            scene = LevelsScene(app.ports, "2d")
            app.push(scene)
            tile = scene.tiles[0]
            number = next(t.rect for t in _drawn_top(app).of(TEXT) if t.label == "1")
            a, b = scene.star_centers(1)[:2]
            parts[size] = (number.h / tile.h, (b[0] - a[0]) / tile.h)
    base = parts[(1280, 800)]
    for part in parts.values():
        assert all(0.8 * p0 <= p <= 1.25 * p0 for p, p0 in zip(part, base, strict=True)), parts
