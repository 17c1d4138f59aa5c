"""The shape and size of a campaign level (ADR 0008, docs/adr/0008-campaign-curve.md:
"Shape and size from the target"), cheap: no board is generated.

* ``campaign_shapes(mode)``: the gallery's fixed order the campaign cycles through.
* ``level_plan(mode, n)``: the level's role, shape, size and arrow count. The shape is the
  level's turn in that order; a shape that cannot take the target's arrow count
  (campaign_targets.py) at any size lets one half a cycle further on take its turn. The
  size is the one whose cell count suits the arrows best (the cell counts of every shape
  at every edge: campaign_sizes.py, written by tools/campaign_sizes.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, NamedTuple

from quiver.engine.modes import Mode
from quiver.engine.rng import Rng, name_key
from quiver.game.campaign_reads import READ_LEVELS, boxes_2d, has_feature, reads
from quiver.game.campaign_targets import (
    GENTLE_LEVELS,
    LevelRole,
    Target,
    check_level,
    check_mode,
    level_role,
    level_target,
)
from quiver.game.code import shape_names
from quiver.shapes import CLASSIC_SHAPES

if TYPE_CHECKING:
    from quiver.shapes import Shape

__all__ = ["FALLBACK_SHAPES", "OPENERS", "Plan", "campaign_shapes", "level_plan"]


# what the campaign cycles through when the shape library cannot name its shapes: the
# first release's (the shapes the sweeps keep to)
FALLBACK_SHAPES = CLASSIC_SHAPES

# Cells per arrow the size aims for (the generator accepts 4 to 7).
_CELLS_PER_ARROW = 5.5
# The edges a level's size is chosen from (campaign_sizes.py counts the cells at each).
_EDGES = {Mode.TWO_D: range(5, 49), Mode.THREE_D: range(3, 17), Mode.FLAT: range(2, 14)}


def _available_shapes(mode: str) -> list[str]:
    """The shape library's names for ``mode`` (empty if it cannot say)."""
    try:
        return shape_names(mode)
    except Exception:
        return []


# The first levels of a mode show pictures everybody names at once; after them the whole
# gallery follows in a fixed shuffled order, so a picture comes back only after every
# other one has had its turn (93 levels in 2D, more than the 40 the design asks for).
OPENERS: dict[str, tuple[str, ...]] = {
    Mode.TWO_D: ("heart", "star", "fish", "duck", "house", "apple", "cat", "tree"),
    Mode.THREE_D: ("cube", "pyramid", "sphere", "torus", "heart", "duck", "mushroom", "rocket"),
    Mode.FLAT: ("cube", "stairs", "plus", "l_block", "ziggurat", "t_block"),
}


def _is_glyph(name: str) -> bool:
    return name.startswith(("letter_", "digit_"))


def _spread(major: list[str], minor: list[str]) -> list[str]:
    """Both lists in one, each keeping its order, the minor one spaced out evenly."""
    keyed = [((i + 0.5) / len(major), 0, n) for i, n in enumerate(major)]
    keyed += [((j + 0.5) / len(minor), 1, n) for j, n in enumerate(minor)]
    return [n for _, _, n in sorted(keyed)]


def campaign_shapes(mode: str) -> tuple[str, ...]:
    """The shapes the campaign cycles through in ``mode``, in a fixed order.

    The openers the library has come first; the rest follow in a shuffled order that
    depends only on the mode and the set of names (the project's PRNG, never ``random``),
    with letters and digits spread out evenly among the pictures. If the library cannot
    be asked, the first release's shapes (`FALLBACK_SHAPES`) are used as they are.
    """
    check_mode(mode)
    return _order(Mode(mode), frozenset(_available_shapes(mode)))


@lru_cache(maxsize=16)
def _order(mode: Mode, have: frozenset[str]) -> tuple[str, ...]:
    """campaign_shapes' order of the names `have` (kept for each set the library names)."""
    if not have:
        return FALLBACK_SHAPES[mode]
    first = [s for s in OPENERS[mode] if s in have]
    rest = sorted(have.difference(first))
    pictures = [n for n in rest if not _is_glyph(n)]
    glyphs = [n for n in rest if _is_glyph(n)]
    rng = Rng(name_key(f"quiver-campaign-order/{mode}"))
    rng.shuffle(pictures)
    rng.shuffle(glyphs)
    return tuple(first + _spread(pictures, glyphs))


def _shape_at(mode: str, shape: str, edge: int) -> Shape:
    from quiver.shapes import make_shape

    return make_shape(mode, shape, _box_2d(shape, edge) if mode == Mode.TWO_D else edge)


@cache
def _sizes(mode: str, shape: str) -> tuple[tuple[int, int], ...]:
    """(edge, cells) for every edge the shape accepts in the campaign's range: from the
    table tools/campaign_sizes.py writes (counting them costs seconds on a first call),
    counted here for a shape the table lacks."""
    from quiver.game.campaign_sizes import SIZES

    row = SIZES.get(str(mode), {}).get(shape)
    edges = _EDGES[Mode(mode)]
    if row is not None:
        counts = [int(n) for n in row.split()]
        if len(counts) == len(edges):
            return tuple((edge, n) for edge, n in zip(edges, counts, strict=True) if n)
    return _count_sizes(mode, shape)


def _count_sizes(mode: str, shape: str) -> tuple[tuple[int, int], ...]:
    """(edge, cells), each shape made and its cells counted."""
    from quiver.game.code import cell_count

    out = []
    for edge in _EDGES[Mode(mode)]:
        try:
            out.append((edge, cell_count(_shape_at(mode, shape, edge))))
        except ValueError:
            continue
    return tuple(out)


def _fit(mode: str, shape: str, arrows: int, read: bool = False) -> tuple[tuple[int, ...], int] | None:
    """(size, arrows) for the size whose cell count suits ``arrows`` best, the count moved
    by at most one arrow or 8% into what that size accepts; None if none can. `read` (the
    first levels): only sizes at which the shape reads as its name (campaign_reads.py)."""
    from quiver.game.code import arrow_bounds

    slack = max(1, round(0.08 * arrows))
    fits = []
    most = 8 * (arrows + slack)  # (a size of more cells takes more arrows: not made to be read)
    sizes = _read_sizes(mode, shape, most) if read and has_feature(mode, shape) else _boxes(mode, shape)
    for size, cells in sizes:
        lo, hi = arrow_bounds(cells)
        got = max(lo, min(hi, arrows))
        if abs(got - arrows) <= slack:
            fits.append((abs(got - arrows), abs(math.log(cells / (got * _CELLS_PER_ARROW))), size, got))
    return min(fits)[2:] if fits else None


def _boxes(mode: str, shape: str) -> tuple[tuple[tuple[int, ...], int], ...]:
    """(size, cells) at each edge the shape accepts: its box in 2D, (edge,) otherwise."""
    return tuple((_box_2d(shape, e) if mode == Mode.TWO_D else (e,), n) for e, n in _sizes(mode, shape))


@cache
def _read_sizes(mode: str, shape: str, most: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """(size, cells) of the sizes of at most `most` cells at which the shape reads as its
    name: a 2D picture's box at each edge and one column narrower or wider
    (campaign_reads.boxes_2d), each counted."""
    from quiver.game.code import cell_count
    from quiver.shapes import make_shape

    small = [(size, n) for size, n in _boxes(mode, shape) if n <= most]
    if mode != Mode.TWO_D:
        return tuple((size, n) for size, n in small if reads(mode, shape, size))
    out = {}
    for box, _n in small:
        for size in boxes_2d(box):
            if size not in out and reads(mode, shape, size):
                out[size] = cell_count(make_shape(mode, shape, size))
    return tuple(sorted(out.items()))


class Plan(NamedTuple):
    role: LevelRole
    shape: str
    size: tuple[int, ...]  # the box the shape is made at: (w, h) in 2d, (n,) otherwise
    arrows: int
    target: Target


def level_plan(mode: str, level: int) -> Plan:
    """The role, shape, size and arrow count of a level (no board is generated).

    The shape is the level's turn in :func:`campaign_shapes`; when that shape cannot
    take the target's arrows (give or take 8%) at any size (a detailed model on an early
    level), a shape from half a cycle further on that can takes the turn. The size is the
    one whose cell count suits the arrows best.
    """
    check_mode(mode)
    check_level(level)
    return _plan(Mode(mode), level, campaign_shapes(mode))


# Levels draws a page of plans at each redraw and every puzzle asks one (0.2 to 1 ms each):
# kept, keyed on all a plan reads but the fixed tables (the shape order: a library that
# names other shapes makes other plans; never the player's progress, which it does not read)
@lru_cache(maxsize=4096)
def _plan(mode: Mode, level: int, shapes: Sequence[str]) -> Plan:
    """level_plan's plan of `level`, the campaign cycling through `shapes`."""
    target = level_target(mode, level)
    start = (level - 1) % len(shapes)
    # a stand-in comes from half a cycle away, so it does not repeat a recent level
    half = len(shapes) // 2
    seen = _seen(mode, level, shapes)
    fits = []
    for k in [0] + [half + j for j in range(len(shapes) - 1)]:
        shape = shapes[(start + k) % len(shapes)]
        fit = _fit(mode, shape, target.arrows, level <= READ_LEVELS)
        if fit is not None:
            fits.append((shape, fit))
            if k == 0 and shape not in seen:
                break  # the level's own shape fits (and is new here)
    if fits:
        # the stand-ins that fit take turns level by level, so that where few shapes take
        # small counts (3D's smallest sizes) one shape does not stand in level after level
        pick = level % len(fits)
        if 1 < level <= GENTLE_LEVELS and fits[0][0] != shapes[start] and len(fits) > 1:
            # the first levels: a stand-in never plays the level before's shape again
            before = _plan(mode, level - 1, shapes).shape
            if fits[pick][0] == before:
                pick = (pick + 1) % len(fits)
        shape, (size, arrows) = fits[0] if fits[0][0] == shapes[start] else fits[pick]
        if shape in seen:
            shape, (size, arrows) = _unseen(fits, seen, level, shapes[start])
        return Plan(level_role(level), shape, tuple(size), arrows, target)
    # nothing takes that many arrows: the level's own shape at its largest size
    shape = shapes[start]
    edge, cells = max(_sizes(mode, shape), key=lambda ec: ec[1])
    from quiver.game.code import arrow_bounds

    lo, hi = arrow_bounds(cells)
    size = _box_2d(shape, edge) if mode == Mode.TWO_D else (edge,)
    return Plan(level_role(level), shape, tuple(size), max(lo, min(hi, target.arrows)), target)


def _seen(mode: Mode, level: int, shapes: Sequence[str]) -> tuple[str, ...]:
    """The shapes of the levels before `level` in order, while it is one of the first
    `READ_LEVELS` (s359: a new picture each level of the first minutes); none after them."""
    if level > READ_LEVELS:
        return ()
    return tuple(_plan(mode, n, shapes).shape for n in range(1, level))


_Fit = tuple[str, tuple[tuple[int, ...], int]]  # (shape, (size, arrows))


def _unseen(fits: Sequence[_Fit], seen: Sequence[str], level: int, own: str) -> _Fit:
    """The first levels' choice when the usual one repeats a shape seen before: a shape not
    seen yet (the level's own first, else they take turns); when every shape that fits has
    been seen, the one seen longest ago (never the level before's, while another fits)."""
    fresh = [f for f in fits if f[0] not in seen]
    if fresh:
        return fresh[0] if fresh[0][0] == own else fresh[level % len(fresh)]
    last = {shape: i for i, shape in enumerate(seen)}
    return min(fits, key=lambda f: last[f[0]])


def _box_2d(shape: str, n: int) -> tuple[int, int]:
    """A picture's box with its longer side n, keeping the aspect of its default size (a
    wide picture squeezed into a square stops reading as itself)."""
    from quiver.shapes import default_size

    try:
        w, h = default_size(Mode.TWO_D, shape)
    except ValueError:
        return n, n
    k = n / max(w, h)
    return max(1, round(w * k)), max(1, round(h * k))
