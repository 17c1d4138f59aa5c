"""The Shape value, ShapeError and small helpers shared by the shape modules."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from operator import add

from quiver.engine.modes import is_int


class ShapeError(ValueError):
    """A shape cannot be made; the message is one line meant for the player."""

    at_least: tuple[int, int] | None = None  # a bigger 2D size that plays ("use at least"), if any


class UnknownShape(ShapeError):
    """No shape of `mode` has this name. The message is the command line's (it names
    `quiver shapes`); `in_game` is the game's, which has no command to run."""

    def __init__(self, message: str, mode: str, name: str, close: list[str]) -> None:
        super().__init__(message)
        self.mode, self.name, self.close = mode, name, close

    def in_game(self) -> str:
        hint = f" (did you mean {', '.join(self.close)}?)" if self.close else ""
        return f"no {self.mode} shape named '{self.name}'{hint}; the Custom puzzle panel lists every shape"


@dataclass(frozen=True)
class Shape:
    """A finite set of cells (2d) or voxels (3d, flat) inside a bounding box.

    2d points are (x, y) with y growing down; 3d and flat points are (x, y, z) with y up.
    In flat mode the points are the block's voxels; its cells are their exposed faces.
    """

    mode: str
    name: str
    size: tuple
    points: tuple
    left_out: int = field(default=0, compare=False)  # a PNG's stray pieces dropped (images.py)
    # a PNG's (share of its pixels dark, colours): what the player's note says (images.py)
    traits: tuple[float, int] | None = field(default=None, compare=False)

    def __len__(self) -> int:
        return len(self.points)


def file_stem(path) -> str:
    """A picture's or model's file name without its extension: the shape's name. A name
    that is not UTF-8 on disk (read with surrogate escapes) gets U+FFFD for each bad byte,
    so the name can be written out and seeds a board like any other."""
    stem = os.path.splitext(os.path.basename(os.fspath(path)))[0]
    return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in stem)


def size_text(size) -> str:
    """(16, 20) -> '16x20'."""
    return "x".join(str(v) for v in size)


def parse_size(size, dims: int):
    """None, an int N, 'N', 'WxH[xD]' or a sequence -> None, int or a tuple of `dims` ints."""
    if size is None:
        return None
    if isinstance(size, str):
        parts = size.lower().replace(" ", "").split("x")
        try:
            numbers = [int(p) for p in parts]
        except ValueError:
            raise ShapeError(f"size '{size}' is not a number or WxH") from None
        return numbers[0] if len(numbers) == 1 else parse_size(tuple(numbers), dims)
    if isinstance(size, bool):
        raise ShapeError(f"size {size!r} is not a number")
    if isinstance(size, int):
        return size
    try:
        vals = tuple(size)
    except TypeError:
        raise ShapeError(f"size {size!r} is not a number or a tuple") from None
    if not all(is_int(v) for v in vals):
        raise ShapeError(f"size {size!r} must hold whole numbers")
    if len(vals) == 1:
        return vals[0]
    if len(vals) != dims:
        want = "(w, h)" if dims == 2 else "(w, h, d)"
        raise ShapeError(f"size {size_text(vals)} needs {dims} numbers {want}")
    return vals


def bisect_edge(inside, lo: float, hi: float, steps: int) -> float:
    """The edge between `lo` (inside) and `hi` (outside) of a predicate, by bisection."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if inside(mid) else (lo, mid)
    return lo


def components(points, dims: int) -> list[list[tuple]]:
    """The face-connected (4- or 6-connected) pieces of a point set, largest first."""
    left = set(points)
    steps = [tuple(s if i == a else 0 for i in range(dims)) for a in range(dims) for s in (1, -1)]
    pieces = []
    for start in sorted(left):  # each piece starts at its smallest point, as min(left)
        if start not in left:  # did, without a pass over what is left per piece
            continue
        left.discard(start)
        piece, todo = [start], [start]
        while todo:
            p = todo.pop()
            for s in steps:
                q = tuple(map(add, p, s))
                if q in left:
                    left.discard(q)
                    piece.append(q)
                    todo.append(q)
        pieces.append(piece)
    pieces.sort(key=len, reverse=True)
    return pieces
