"""A box of the 2D board that the view keeps on screen (s399): the arrow a lesson step
teaches, its whole body and head with a margin round it (scenes/lesson_keep2d.py).

Found by play: in the 2D lesson + zoomed on and on until the taught arrow left the view,
and the bubble's pointer had nothing to point at. With a box kept the view zooms in no
nearer than the box fits the area with its margin (`keep_cell`; never under the cell the
whole board fits at, so the first look is as it was) and a pan or a zoom about a pointer
moves the board no farther than keeps the box inside (`keep_axis`): a drag past it stops
as at the board's edge. Plain arithmetic, no pygame, as render2d/view.py."""

from __future__ import annotations

Keep = tuple[int, int, int, int, int]  # (x0, y0, x1, y1): the box in cells (x1, y1 past it), margin px


def keep_cell(area: tuple[int, int, int, int], keep: Keep) -> int:
    """The largest cell at which the box and its margin fit the area (at least 1)."""
    x0, y0, x1, y1, m = keep
    _, _, w, h = area
    return max(1, int(min((w - 2 * m) / max(1, x1 - x0), (h - 2 * m) / max(1, y1 - y0))))


def keep_axis(o: float, a: int, room: int, b0: float, b1: float, m: int) -> float:
    """The board's origin `o` along one axis, moved the least so that its span b0..b1 (px
    from the board's corner) lies in the area's a..a+room with `m` px to spare; the span
    centred where it cannot (a bump past the limit, lesson_keep2d)."""
    lo, hi = a + m - b0, a + room - m - b1
    if lo > hi:
        return (lo + hi) / 2
    return min(hi, max(lo, o))
