"""Shapes for Quiver puzzles: 2D pictures, 3D solids and Flat-3D blocks (stdlib only).

>>> s = make_shape("2d", "rect", (5, 6))
>>> s.size, len(s.points), s.points[0]
((5, 6), 30, (0, 0))
>>> make_shape("3d", "sphere", 21).size
(21, 21, 21)
"""

from __future__ import annotations

import difflib
import functools
import os

from quiver.engine.modes import MODES, Mode

from .base import Shape, ShapeError, UnknownShape, parse_size, size_text
from .blocks import BOXES_FLAT, DEFAULT_FLAT, MAX_FLAT, MIN_FLAT, SHAPES_FLAT, THEMES_FLAT, build_flat
from .images import image_shape, is_image_name
from .masks2d import DEFAULTS_2D, GLYPHS, MIRRORED, SHAPES_2D, THEMES_2D, make_2d_cells, mirror_base
from .solids3d import (
    BOXES_3D,
    DEFAULT_3D,
    MAX_3D,
    MAX_MODEL,
    MIN_3D,
    SHAPES_3D,
    SOLIDS_3D,
    THEMES_3D,
    build_3d,
)
from .vox import is_vox_name, vox_shape

__all__ = [
    "CLASSIC_SHAPES",
    "Shape",
    "ShapeError",
    "UnknownShape",
    "default_size",
    "list_shapes",
    "make_shape",
    "shape_theme",
    "size_span",
]

# The shapes of the first release: the sweeps that are too heavy for the whole gallery
# (the quality report, every size of a picture) keep to these.
CLASSIC_SHAPES: dict[str, tuple[str, ...]] = {
    Mode.TWO_D: (
        "rect",
        "heart",
        "star",
        "circle",
        "ring",
        "diamond",
        "cross",
        "arrow",
        "smiley",
        "house",
        "tree",
        "cat",
        "fish",
    ),
    Mode.THREE_D: SOLIDS_3D,
    Mode.FLAT: SHAPES_FLAT[:6],
}
_THEMES = {Mode.TWO_D: THEMES_2D, Mode.THREE_D: THEMES_3D, Mode.FLAT: THEMES_FLAT}

MIN_BOX_SIDE = 2  # the thinnest side of a w x h x d box shape
_SOLIDS = {  # mode -> (names, defaults, minimums, maximum, box shapes, builder)
    Mode.THREE_D: (SHAPES_3D, DEFAULT_3D, MIN_3D, MAX_3D, BOXES_3D, build_3d),
    Mode.FLAT: (SHAPES_FLAT, DEFAULT_FLAT, MIN_FLAT, MAX_FLAT, BOXES_FLAT, build_flat),
}


def list_shapes() -> dict[str, list[str]]:
    """Shape names per mode, in menu order."""
    return {Mode.TWO_D: list(SHAPES_2D), Mode.THREE_D: list(SHAPES_3D), Mode.FLAT: list(SHAPES_FLAT)}


def shape_theme(mode: str, name: str) -> str:
    """The group a built-in shape shows under in the menu's picker ("animals", ...)."""
    return _THEMES[_check_mode(mode)].get(str(name).lower(), "other")


def _check_mode(mode: object) -> Mode:
    m = str(mode).lower()
    if m not in MODES:
        raise ShapeError(f"unknown mode '{mode}' (choose 2d, 3d or flat)")
    return Mode(m)


def _unknown(mode: Mode, name: object) -> ShapeError:
    """One line: the closest names (the whole list is `quiver shapes`); a picture or
    model file in another mode, or a picture that cannot be mirrored, says that instead."""
    text = str(name).lower()
    path = str(name)
    if os.sep in path and os.path.exists(path) and not os.path.isfile(path):  # /dev/null, a pipe
        return ShapeError(f"{name!r} is not a file the game can open (a folder, a device or a pipe)")
    if mode != Mode.TWO_D and text.endswith(".png"):
        return ShapeError(f"{name!r}: a .png picture is a 2d shape (--mode 2d), not a {mode} one")
    if mode != Mode.THREE_D and text.endswith(".vox"):
        return ShapeError(f"{name!r}: a .vox model is a 3d shape (--mode 3d), not a {mode} one")
    base = text.removesuffix(MIRRORED)
    if mode == Mode.TWO_D and base != text and base in SHAPES_2D:
        why = (
            "letters and digits are never mirrored" if base in GLYPHS else f"{base!r} is its own mirror image"
        )
        return ShapeError(f"{name!r} cannot be played: {why}; play {base!r}")
    names = list_shapes()[mode]
    others = [m for m, shown in list_shapes().items() if m != mode and text in shown]
    if others:  # (stranger s101: `quiver --seed 5 --shape sphere` plays 2d, which has none)
        modes = " or ".join(f"--mode {m}" for m in others)
        line = f"unknown {mode} shape '{name}': it is a {' and a '.join(others)} shape ({modes})"
        return UnknownShape(line, mode, str(name), [])
    close = difflib.get_close_matches(str(name).lower(), names, n=4, cutoff=0.6)
    hint = f"did you mean {', '.join(close)}? " if close else ""
    extra = {
        Mode.TWO_D: "; a picture + '-mirrored' flips it; or a .png file",
        Mode.THREE_D: "; or a .vox file",
    }.get(mode, "")
    line = f"unknown {mode} shape '{name}' ({hint}`quiver shapes` lists all {len(names)}{extra})"
    return UnknownShape(line, mode, str(name), close)


def make_shape(mode: str, name: str, size=None) -> Shape:
    """Build a shape. size: None (the default), N, or (w, h) in 2d / (w, h, d) otherwise.

    In 2d, `name` may be a PNG file path; in 3d a MagicaVoxel .vox file path. In 3d and
    flat, N is the edge of the cube the shape fits; only box-like shapes take (w, h, d)."""
    mode = _check_mode(mode)
    if mode == Mode.TWO_D:
        key = str(name).lower()
        if key in SHAPES_2D or mirror_base(key):
            (w, h), points = _picture(key, parse_size(size, 2))
            return Shape(Mode.TWO_D, key, (w, h), points)
        # a .vox file here said "is not a PNG file" (stranger round): _unknown names its mode
        if not isinstance(name, (str, os.PathLike)) or not is_image_name(name) or key.endswith(".vox"):
            raise _unknown(mode, name)
        stem, (w, h), cells, left_out, traits = image_shape(name, parse_size(size, 2))
        return Shape(Mode.TWO_D, stem, (w, h), tuple(sorted(cells)), left_out, traits)
    names, defaults, mins, top, boxes, _build = _SOLIDS[mode]
    key = str(name).lower()
    if mode == Mode.THREE_D and key not in names and is_vox_name(name):
        stem, box, voxels = vox_shape(name, parse_size(size, 3), top)
        return Shape(Mode.THREE_D, stem, box, tuple(sorted(voxels)))
    if key not in names:
        raise _unknown(mode, name)
    n = parse_size(size, 3)
    want = None
    if n is None:
        n = defaults[key]
    elif isinstance(n, tuple):
        if key in boxes:
            if min(n) < MIN_BOX_SIDE or max(n) > top:
                raise ShapeError(
                    f"{mode} shape '{key}' needs sides from {MIN_BOX_SIDE} to {top}, got {size_text(n)}"
                )
        else:
            want, n = n, max(n)
    low = mins[key]
    if mode == Mode.THREE_D and key not in SOLIDS_3D:
        top = MAX_MODEL
    if isinstance(n, int) and not low <= n <= top:
        got = n if want is None else size_text(want)  # as typed
        raise ShapeError(f"{mode} shape '{key}' needs a size from {low} to {top}, got {got}")
    box, points = _solid(mode, key, n)
    if want is not None and want != box:
        raise ShapeError(
            f"{mode} shape '{key}' takes one size N (its box at {max(want)} is "
            f"{size_text(box)}), not {size_text(want)}"
        )
    return Shape(mode, key, box, points)


# the named shapes kept once built are the small ones: what the Custom panel's cards, thumbnails,
# lessons and tests ask for again and again; a big one (a 64-cube sphere: 137,000 voxels, some
# 10 MB) is built each time it is asked, or a panel's sizes swept through would keep hundreds of
# MB (the caches' worst case is some 20 MB each)
KEPT_CELLS_2D = 48 * 48
KEPT_EDGE_3D = 16


def _picture(key: str, size) -> tuple[tuple[int, int], tuple]:
    """A named 2D picture's size and its cells in order, drawn once a size where it is small
    (about 2 ms each: the Custom panel's cards, thumbnails, the generator; s372)."""
    w_h = (size, size) if isinstance(size, int) else size
    if w_h is not None and w_h[0] * w_h[1] > KEPT_CELLS_2D:
        return _draw_picture(key, size)
    return _kept_picture(key, size)


def _draw_picture(key: str, size) -> tuple[tuple[int, int], tuple]:
    (w, h), cells = make_2d_cells(key, size)
    return (w, h), tuple(sorted(cells))


_kept_picture = functools.lru_cache(maxsize=128)(_draw_picture)


def _solid(mode: Mode, key: str, n) -> tuple[tuple, tuple]:
    """A named 3D or Flat 3D shape's box and its voxels in order, built once a size where it
    is small (KEPT_EDGE_3D): a 3D model is 10 to 23 ms of CPU to build (s372), and the Custom
    panel, a lesson, a Daily thumbnail and the generator each asked for the same ones again."""
    if isinstance(n, int) and n > KEPT_EDGE_3D:
        return _build_solid(mode, key, n)
    return _kept_solid(mode, key, n)


def _build_solid(mode: Mode, key: str, n) -> tuple[tuple, tuple]:
    voxels = _SOLIDS[mode][5](key, n)
    return tuple(max(p[i] for p in voxels) + 1 for i in range(3)), tuple(sorted(voxels))


_kept_solid = functools.lru_cache(maxsize=64)(_build_solid)


def size_span(mode: str) -> tuple[int, int] | None:
    """The least and the greatest size N any of a solid mode's shapes takes (3D, Flat);
    None for 2D, whose sizes are per shape and per side."""
    mode = _check_mode(mode)
    if mode not in _SOLIDS:
        return None
    _names, _defaults, mins, top, _boxes, _build = _SOLIDS[mode]
    return min(mins.values()), top


def default_size(mode: str, name: str) -> tuple:
    """The box of the shape made with no size given."""
    mode = _check_mode(mode)
    key = str(name).lower()
    if mode == Mode.TWO_D and key in DEFAULTS_2D:
        return DEFAULTS_2D[key]
    if mode == Mode.TWO_D and (base := mirror_base(key)):
        return DEFAULTS_2D[base]
    return make_shape(mode, name).size
