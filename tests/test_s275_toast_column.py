"""Two toasts over the 2D board in a big window (s275; tools/layout.py's news2d-saved): at
2560x1440 a screenshot's path and an export's took one place left of the board, stacked,
in five and six lines (at 1920x1080 too), as a place showing both ranked before fewer
lines (s271). A place whose card takes MOST_LINES lines now loses to one that shows fewer:
the newest beside the board's lower rows in three lines, the older apart in its short form."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker
from test_s271_toast_measure import _lines

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_toasts_over_the_2d_board_take_no_column_of_six_lines(monkeypatch, tmp_path, size):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout

    from quiver.scenes.toast_cards import MOST_LINES
    from quiver.scenes.toast_hide import hidden, small_aims

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        assert dict(layout.screens(app))["news2d-saved"]() is not None
        layout.raise_toasts(app)
        counted = _lines(app)  # (drawn: its cards are the layer's hits)
        assert len(counted) == 2 and max(counted) < MOST_LINES, counted  # (both shown: 5 and 6 lines)
        aims = small_aims(app.toasts)
        assert not any(hidden(r, aims) for r, _ in app.toasts._hits)  # (off the arrows still)
        assert layout.unseen(app.toasts) == []
