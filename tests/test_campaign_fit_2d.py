"""2D campaign boards in a small window (s53): at 640x480 level 12 (a 12x18 digit one)
opened at 24 px a cell, panned, its top and bottom cut off beside a minimap, where the
whole picture shows at 18 px. The rule: a board opens whole wherever its cells stay
WHOLE_CELL pixels or more (what still reads: arrows, a lock's letter), PLAIN_WHOLE_CELL
on a board with no lock (s83); only a bigger one opens at MIN_CELL, panned, with its
minimap beside it, from its middle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

from quiver.engine.modes import SpecialKind, Specials  # noqa: E402
from quiver.game import campaign_plan, special_levels  # noqa: E402
from quiver.render2d import theme  # noqa: E402
from quiver.render2d.view import BoardView  # noqa: E402
from quiver.scenes.area2d import board_area, minimap_dock  # noqa: E402

SIZES = [(640, 480), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_first_30_levels_open_whole_where_their_cells_read(size):
    panned = []
    for level in range(1, 31):
        cols, rows = campaign_plan.level_plan("2d", level).size
        _, _, w, h = board_area(size)
        whole = min(w // cols, h // rows)
        locks = special_levels.special_arrows("2d", level) != Specials.NONE
        locks = locks and SpecialKind.LOCKS in special_levels.kinds_at(level)
        least = theme.WHOLE_CELL if locks else theme.PLAIN_WHOLE_CELL  # (area2d.whole_cell)
        dock = minimap_dock(cols, rows, size, least)
        view = BoardView(cols, rows, board_area(size, dock), whole_cell=least)
        if whole >= least:
            assert view.fits() and view.cell == min(whole, theme.MAX_CELL) and not dock, level
            continue
        panned.append(level)
        assert dock and view.pannable and view.cell == theme.MIN_CELL, level
        ax, ay, aw, ah = view.area  # from its middle
        mx, my = view.cell_center((cols - 1) / 2, (rows - 1) / 2)
        assert abs(mx - (ax + aw / 2)) <= 1 and abs(my - (ay + ah / 2)) <= 1, level
    assert panned == [], panned  # (level 28, 21x21 with no lock, shows whole at 15 px at 640x480)
    assert theme.WHOLE_CELL >= 16  # (smaller, a lock's letter no longer reads)
    assert theme.PLAIN_WHOLE_CELL >= 12  # (smaller, the arrows' heads are specks)


def test_level_12_opens_whole_at_640x480(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App

    app = App((640, 480), window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
    try:
        app.to_menu()
        app.flow.level("2d", 12)
        play = layout._until_play(app, 400)
        assert play is not None
        assert (play.view.cols, play.view.rows) == (12, 18)
        assert play.view.fits() and play.view.cell == 18 and play.minimap_rect() is None
    finally:
        app.close()
        pygame.display.quit()
