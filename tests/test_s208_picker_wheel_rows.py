"""A shape picker whose view holds one row steps a row and its header a wheel notch
(s208, from s201's pass): at 480x360 each row has its theme's header over it and half a
card a notch stopped with a header between two half rows ("Shapes · 9" between Rect and
Star)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _picker(height: int):
    from quiver.scenes.picker import ShapePicker

    names = [f"{t}_{k}" for t in ("animals", "shapes") for k in range(7)]
    grid = ShapePicker(lambda name: None, lambda name: name.split("_")[0])
    grid.set_shapes(names)
    grid.layout(pygame.Rect(0, 0, 420, height))
    return grid


def _header_tops(grid) -> set[int]:
    return {y for kind, _, y in grid._items if kind == "header"}


def test_a_notch_in_a_one_row_view_brings_the_next_row_and_its_header_to_the_top():
    grid = _picker(190)
    assert grid.one_row and grid.max_scroll > 0
    tops = []
    for _ in range(6):
        grid.wheel(-1)  # down
        tops.append(grid.scroll)
    assert all(t in _header_tops(grid) or t == grid.max_scroll for t in tops)
    assert tops == sorted(tops) and len(set(tops)) > 2  # it moves on, a row a notch
    for _ in range(6):
        grid.wheel(1)  # up, back to the top a row at a time
        assert grid.scroll in _header_tops(grid) or grid.scroll == 0
    assert grid.scroll == 0


def test_a_taller_view_scrolls_smoothly_by_half_a_card_as_before():
    grid = _picker(600)
    assert not grid.one_row
    grid.scroll = 0
    grid.wheel(-1)
    assert grid.scroll == min(grid.max_scroll, grid.card // 2 + grid.gap)
