"""A grid's per-cell tables, spelled out for size (issue 26: a 3D cube of 64 has
262,144 cells, and the generator builds these for every board before anything else).
Each gives what the plain rule in `space.GridSpace` gives, without a tuple or a
generator per cell (tests/test_generator_huge3d.py holds them equal)."""

from __future__ import annotations

from collections.abc import Sequence

Coord = tuple[int, ...]


def first_outside(size: tuple[int, ...], cells: Sequence[Coord]) -> Coord | None:
    """The first cell not of `len(size)` coordinates inside the box, else None."""
    if len(size) == 3:
        w, h, depth = size
        for c in cells:
            if len(c) != 3 or not (0 <= c[0] < w and 0 <= c[1] < h and 0 <= c[2] < depth):
                return c
        return None
    for c in cells:
        if len(c) != len(size) or not all(0 <= v < s for v, s in zip(c, size, strict=True)):
            return c
    return None


def shifts_3d(size: tuple[int, ...], cells: Sequence[Coord], grid: list[int], table: list[int]) -> None:
    """Fill `table` (-1 everywhere) with a dense 3D box's steps, at c * 6 + direction:
    GridSpace.step_table's answers, without a tuple per step (a 64 cube has 1.5 million)."""
    w, h, depth = size
    wh = w * h
    k = 0
    for x, y, z in cells:
        pos = x + w * y + wh * z
        if x + 1 < w:
            table[k] = grid[pos + 1]
        if x > 0:
            table[k + 1] = grid[pos - 1]
        if y + 1 < h:
            table[k + 2] = grid[pos + w]
        if y > 0:
            table[k + 3] = grid[pos - w]
        if z + 1 < depth:
            table[k + 4] = grid[pos + wh]
        if z > 0:
            table[k + 5] = grid[pos - wh]
        k += 6


def grid_walks(shifts: list[int], cells: int, dims: int) -> list[tuple[tuple[int, int, int], ...]]:
    """(direction, cell reached, direction) for each step of each cell, directions in
    order: a grid's walks (generator/tables.walks_of) read from its shift table."""
    dirs = range(2 * dims)
    walks: list[tuple[tuple[int, int, int], ...]] = []
    for base in range(0, 6 * cells, 6):
        row: list[tuple[int, int, int]] = []
        for t in dirs:
            x = shifts[base + t]
            if x >= 0:
                row.append((t, x, t))
        walks.append(tuple(row))
    return walks
