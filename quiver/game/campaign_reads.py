"""Whether a campaign shape, made at a size, reads as its name (s357).

The first levels a player meets show pictures everybody names at once, so the picture must
be what the level's title says. Some masks lose what makes them themselves at some small
sizes: a heart of even width has no notch at the top (an 8x7 heart is a blob), a star of
even width no single-cell top point, a 3D snowman below edge 16 no three balls (a pillar),
a Flat plus at edge 4 arms shorter than half its bar (an octagon). ``reads(mode, shape,
size)`` measures that feature on the mask; a shape without a feature here reads at every
size. ``campaign_plan`` keeps the first `READ_LEVELS` levels to sizes that read, and there
also tries a 2D picture one column narrower or wider (`boxes_2d`), an odd width being what a
picture symmetric about one middle column needs. The masks themselves are the shape
library's, unchanged: every code's board stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from quiver.engine.modes import Mode

__all__ = ["READ_LEVELS", "boxes_2d", "has_feature", "reads"]

# the levels kept to sizes that read: the first pictures of each mode a stranger meets
READ_LEVELS = 12

Points = frozenset[tuple[int, ...]]


def _runs(xs: Iterable[int]) -> list[tuple[int, int]]:
    """The runs of consecutive numbers in `xs`, as (first, last)."""
    out: list[tuple[int, int]] = []
    for x in sorted(set(xs)):
        if out and x == out[-1][1] + 1:
            out[-1] = (out[-1][0], x)
        else:
            out.append((x, x))
    return out


def _rows_2d(points: Points) -> list[list[int]]:
    """The x of each row of a 2D mask, top row first (y grows down), empty rows left out."""
    rows: dict[int, list[int]] = {}
    for x, y in points:
        rows.setdefault(y, []).append(x)
    return [rows[y] for y in sorted(rows)]


def _heart(points: Points) -> bool:
    """A notch at the top between two lobes, and a point at the bottom (one or two cells)."""
    rows = _rows_2d(points)
    bottom = _runs(rows[-1])
    return len(_runs(rows[0])) >= 2 and len(bottom) == 1 and bottom[0][1] - bottom[0][0] < 2


def _star(points: Points) -> bool:
    """A top point one cell wide, and two legs apart at the bottom."""
    rows = _rows_2d(points)
    return len(rows[0]) == 1 and len(_runs(rows[-1])) >= 2


def _front_widths(points: Points) -> list[int]:
    """A solid's front silhouette (x over z): its width at each height, bottom first (y up)."""
    xs: dict[int, set[int]] = {}
    for x, y, _z in points:
        xs.setdefault(y, set()).add(x)
    return [len(xs[y]) for y in sorted(xs)]


def _snowman(points: Points) -> bool:
    """Three bulges up the front silhouette (two balls and the head or the hat's brim), the
    bottom ball the widest: below edge 16 the balls merge into a column."""
    every = _front_widths(points)
    widths = [w for i, w in enumerate(every) if i == 0 or w != every[i - 1]]  # (a level run: one)
    padded = [0, *widths, 0]
    bulges = [padded[i] for i in range(1, len(padded) - 1) if padded[i - 1] < padded[i] > padded[i + 1]]
    return len(bulges) >= 3 and all(b < bulges[0] for b in bulges[1:])


def _plus(points: Points) -> bool:
    """Arms longer than half the bar is thick: the top arm's rows, above the full-width
    bar, more than half the arm's width (a 4-wide plus of 2-wide bars is an octagon)."""
    widths = _front_widths(points)[::-1]  # top first
    arm = next(i for i, w in enumerate(widths) if w == max(widths))
    return arm > widths[0] / 2


_FEATURES: dict[str, dict[str, Callable[[Points], bool]]] = {
    Mode.TWO_D: {"heart": _heart, "star": _star},
    Mode.THREE_D: {"snowman": _snowman},
    Mode.FLAT: {"plus": _plus},
}


def has_feature(mode: str, shape: str) -> bool:
    """Whether `reads` measures something for this shape (else it reads at any size)."""
    return shape in _FEATURES.get(str(mode), {})


@cache
def reads(mode: str, shape: str, size: tuple[int, ...]) -> bool:
    """Whether `shape` made at `size` ((w, h) in 2D, (n,) otherwise) has the feature that
    makes it read as its name; True for a shape with no feature here, False for a size the
    shape cannot be made at."""
    test = _FEATURES.get(str(mode), {}).get(shape)
    if test is None:
        return True
    from quiver.shapes import make_shape

    try:
        made = make_shape(mode, shape, size if mode == Mode.TWO_D else size[0])
    except ValueError:
        return False
    return bool(made.points) and test(frozenset(made.points))


def boxes_2d(box: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """A picture's box (w, h) and the boxes one column narrower and wider."""
    w, h = box[0], box[1]
    return tuple((v, h) for v in (w, w - 1, w + 1) if v >= 1)
