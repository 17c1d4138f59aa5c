"""The picker's cards are worked out once while nothing they stand on changes (s203):
with a toast up over the Custom panel, every frame asked them again (toast._clear ->
menu.toast_controls -> custom_controls -> picker.cards, twice a frame, 0.2 ms each: about
half a frame's CPU at 1280x800). Now a frame of an unchanged menu works out none; a
search's text, a new window size or a scroll works them out afresh, and the rects are
those worked out from scratch."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


@pytest.fixture
def counted(monkeypatch):
    """How many times the picker has worked out its cards' rects."""
    from quiver.scenes import picker

    made = []
    real = picker.on_screen

    def counting(*a):
        made.append(a)
        return real(*a)

    monkeypatch.setattr(picker, "on_screen", counting)
    return made


def _fresh(grid) -> list:
    """The cards' rects worked out from scratch, as before the cache."""
    from quiver.scenes.picker_rows import on_screen

    return on_screen(grid._items, len(grid.names), grid.view.topleft, grid.scroll)


def test_frames_with_a_toast_over_an_unchanged_custom_panel_work_out_no_cards(app_at, counted):
    from quiver.feedback import ToastKind

    app = app_at((1280, 800))
    app.top.open_custom()
    app.step()
    app.feedback.toast("A toast over the Custom panel", ToastKind.INFO, 100.0)
    app.step()
    before = len(counted)
    for _ in range(30):
        app.step()
    assert len(counted) == before  # (it was 60: twice a frame)
    grid = app.top.grid
    assert grid.cards == _fresh(grid) and any(r.w for r in grid.cards)


def test_a_search_a_new_size_or_a_scroll_works_the_cards_out_again(app_at, counted):
    app = app_at((1280, 800))
    app.top.open_custom()
    app.step()
    grid = app.top.grid
    assert grid.cards == _fresh(grid)
    for change in (
        lambda: grid.set_query("he"),
        lambda: app._resize((1024, 768)),
        lambda: grid.set_query(""),
        lambda: grid.scroll_by(40),
    ):
        was, n = grid.cards, len(counted)
        change()
        now = grid.cards
        assert len(counted) == n + 1 and now == _fresh(grid) and now != was
        assert grid.cards == now and len(counted) == n + 1  # (asked again: kept)
    assert grid.card_at(grid.cards[grid.index].center) == grid.index
