"""A level's picture on its tile is drawn big enough to read, or not at all (s284, played
as a stranger in X): at 640x480 the Levels tiles drew level 1's heart and level 2's star
in a 10 px box at the tile's corner, a speck that read as a life's heart and a fourth
rating star. The info line under the grid names the shape where the tile cannot."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


def boxes(monkeypatch, tmp_path, size) -> list[tuple[int, int]]:
    """The picture boxes Levels' tiles drew at `size`, levels 1 and 2 open."""
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        record_level(app.midend.progress, "2d", 1, 3, 61)
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        asked: list[tuple[int, int]] = []
        real = scene._thumb
        monkeypatch.setattr(scene, "_thumb", lambda level, box: asked.append(box) or real(level, box))
        scene.full_redraw = True
        run(app, 2)
        return asked


def test_no_speck_of_a_picture_at_640x480(monkeypatch, tmp_path):
    assert boxes(monkeypatch, tmp_path, (640, 480)) == []  # (a 10 px box before)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bigger_window_still_shows_the_pictures(monkeypatch, tmp_path, size):
    got = boxes(monkeypatch, tmp_path, size)
    assert got and all(h >= 20 for _w, h in got)
