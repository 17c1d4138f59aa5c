"""The space a spec's shape builds on (out of build.py): made from the shape, checked for
generation (at least 3 cells, no piece under 3), and the last few built-in ones kept."""

from __future__ import annotations

from quiver.engine.errors import BoardError, count_of
from quiver.engine.space import Space, make_space

from .spec import PuzzleSpec, SpecError
from .tables import walks_of

# The spaces of the last few built-in shapes generated (a space, its step table, lines
# and rays take longer to build than a small board): the seeds of one size (benches,
# `quiver generate` loops) and a campaign level's candidates share them. A space never changes once
# built (only its caches fill), so sharing it changes no board. Picture and .vox files
# are read afresh every time (the file may change); the spaces kept have at most
# SPACE_CACHE_CELLS cells together (a space and its tables: about 1.1 KB a cell, so at
# most 22 MB kept).
SPACE_CACHE = 4
SPACE_CACHE_CELLS = 20_000
_SPACES: dict[tuple[str, str, object], tuple[Space, tuple[int, ...], str]] = {}


def shape_space(spec: PuzzleSpec) -> tuple[Space, tuple[int, ...], str]:
    """The shape's space, its box, and its name (a PNG's file stem, never its path, so
    the board depends only on the picture and the seed); checked for generation: at
    least 3 cells, and no piece under 3 cells."""
    key = (str(spec.mode), str(spec.shape).lower(), spec.size)
    keep = built_in(spec)
    hit = _SPACES.pop(key, None) if keep else None
    if hit is None:
        hit = new_shape_space(spec)
        keep = keep and len(hit[0]) <= SPACE_CACHE_CELLS
    if keep:
        kept = len(hit[0]) + sum(len(space) for space, _, _ in _SPACES.values())
        while _SPACES and (len(_SPACES) >= SPACE_CACHE or kept > SPACE_CACHE_CELLS):
            kept -= len(_SPACES.pop(next(iter(_SPACES)))[0])  # the least recently used
        _SPACES[key] = hit
    return hit


def built_in(spec: PuzzleSpec) -> bool:
    from quiver.shapes import list_shapes
    from quiver.shapes.masks2d import mirror_base

    name = str(spec.shape).lower()
    return name in list_shapes()[spec.mode] or (spec.mode == "2d" and mirror_base(name) is not None)


def new_shape_space(spec: PuzzleSpec) -> tuple[Space, tuple[int, ...], str]:
    from quiver.shapes import ShapeError, make_shape

    try:
        shape = make_shape(spec.mode, spec.shape, spec.size)
    except ShapeError as e:
        raise SpecError(str(e)) from e  # (the game words an UnknownShape cause its own way)
    try:
        space = make_space(spec.mode, shape.size, shape.points)
    except BoardError as e:
        raise SpecError(f"shape {spec.shape!r}: {e}") from None
    if len(space) < 3:
        cells = count_of(len(space), "cell")
        raise SpecError(f"shape {spec.shape!r} at this size has {cells}; at least 3 needed")
    check_pieces(space, spec.shape)
    return space, shape.size, shape.name


def check_pieces(space: Space, name: str) -> None:
    # the build's own step table (cached per space, which the builds reuse) rather than
    # space.neighbors(), which would build a second whole-shape table for this one scan
    walks = walks_of(space)
    seen = bytearray(len(space))
    for start in range(len(space)):
        if seen[start]:
            continue
        seen[start] = 1
        comp, todo = 1, [start]
        while todo:
            c = todo.pop()
            for _, x, _ in walks[c]:
                if not seen[x]:
                    seen[x] = 1
                    comp += 1
                    todo.append(x)
        if comp < 3:
            piece = count_of(comp, "cell")
            raise SpecError(f"shape {name!r} has a piece of {piece}; every piece needs at least 3")
