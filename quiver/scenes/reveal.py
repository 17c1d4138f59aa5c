"""The win reveal (issue 23): once the last arrow has left, the finished picture shows
before the result card. 2D: the shape's cells fill in with a colour sweep from the top
left; 3D: the model (the shape's cubes) shown whole, turning once about its vertical axis;
Flat 3D: the block, fading in. With reduced motion: a quick fade in, no turn.

`u` is the reveal's progress 0..1 (1: done, drawn still under the result card).
"""

from __future__ import annotations

import math

import pygame

from quiver.engine.modes import Mode

REVEAL_TIME = 1.5  # seconds, with motion
REVEAL_FADE = 0.35  # seconds, reduced motion
SWEEP = ((255, 196, 60), (250, 130, 70), (225, 80, 110), (140, 90, 200), (60, 150, 220))

__all__ = ["REVEAL_FADE", "REVEAL_TIME", "draw_reveal_2d", "draw_reveal_3d", "sweep_colour"]


def sweep_colour(t: float) -> tuple[int, int, int]:
    """The sweep's colour at 0..1 along it (warm to cool)."""
    t = min(1.0, max(0.0, t)) * (len(SWEEP) - 1)
    k = min(len(SWEEP) - 2, int(t))
    f = t - k
    a, b = SWEEP[k], SWEEP[k + 1]
    return (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f))


def _alpha(t: float, u: float, motion: bool) -> int:
    """A cell's alpha on the diagonal at `t` (0..1) at progress `u`."""
    if motion:
        return int(235 * min(1.0, max(0.0, (u * 1.3 - t * 0.9) / 0.4)))
    return int(235 * u)


class _Masks:
    """What the reveal keeps between frames: the board's shape as one pixel a cell, and
    a grid of the cells' inset rounded squares at one cell size (as many as show)."""

    shape_key: tuple = ()
    shape: pygame.Surface
    cells_key: tuple = ()
    cells: pygame.Surface


_MASKS = _Masks()
_WHITE = (255, 255, 255, 255)


def _shape_mask(space, cols: int, rows: int) -> pygame.Surface:
    if _MASKS.shape_key != (id(space), cols, rows):
        shape = pygame.Surface((cols, rows), pygame.SRCALPHA)
        shape.fill((0, 0, 0, 0))
        for x, y in space.cells:
            shape.set_at((x, y), _WHITE)
        _MASKS.shape_key, _MASKS.shape = (id(space), cols, rows), shape
    return _MASKS.shape


def _cells_mask(c: int, nx: int, ny: int) -> pygame.Surface:
    if _MASKS.cells_key != (c, nx, ny):
        gap = 1 if c >= 6 else 0
        tile = pygame.Surface((c, c), pygame.SRCALPHA)
        tile.fill((0, 0, 0, 0))
        pygame.draw.rect(tile, _WHITE, (gap, gap, c - 2 * gap, c - 2 * gap), 0, max(0, c // 5))
        cells = pygame.Surface((nx * c, ny * c), pygame.SRCALPHA)
        cells.fill((0, 0, 0, 0))
        cells.blits([(tile, (x * c, y * c)) for y in range(ny) for x in range(nx)], doreturn=False)
        _MASKS.cells_key, _MASKS.cells = (c, nx, ny), cells
    return _MASKS.cells


def draw_reveal_2d(surface: pygame.Surface, scene, u: float, motion: bool) -> pygame.Rect:
    """Fill the board's cells: with motion, each cell pops in as the diagonal sweep
    passes it; without, all cells at once, fading in.

    Each cell is an inset rounded square in its diagonal's colour and alpha. They are
    drawn as one pixel a cell (a line a diagonal), kept to the board's shape, the cells
    on the window scaled up by the cell size and cut to the squares (a multiply by a mask
    of 255 or 0 keeps a value as it is): the same pixels as a square drawn for every
    cell, at a fraction of the cost (a 128x128 board's 16,384 squares took about 50 ms a
    frame; docs/measurements.md)."""
    view, space = scene.view, scene.board.space
    cols, rows = space.size
    span = max(1, cols + rows - 2)
    c = view.cell
    ox, oy = view.origin()
    w, h = surface.get_size()
    x0, y0 = max(0, -ox // c), max(0, -oy // c)  # the cells on the window
    x1, y1 = min(cols, -(-(w - ox) // c)), min(rows, -(-(h - oy) // c))
    if x0 < x1 and y0 < y1:
        small = pygame.Surface((cols, rows), pygame.SRCALPHA)
        small.fill((0, 0, 0, 0))
        for k in range(cols + rows - 1):
            t = k / span
            alpha = _alpha(t, u, motion)
            if alpha > 0:
                a, b = max(0, k - rows + 1), min(cols - 1, k)
                pygame.draw.line(small, (*sweep_colour(t), alpha), (a, k - a), (b, k - b))
        small.blit(_shape_mask(space, cols, rows), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        nx, ny = x1 - x0, y1 - y0
        layer = pygame.transform.scale(small.subsurface((x0, y0, nx, ny)), (nx * c, ny * c))
        layer.blit(_cells_mask(c, nx, ny), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(layer, (ox + x0 * c, oy + y0 * c))
    ax, ay, aw, ah = view.area
    return pygame.Rect(ax, ay, aw, ah).clip(surface.get_rect())


def model_cells(board) -> list[tuple[float, float, float]]:
    """The model's unit cubes: the 3D shape's cells, or the Flat block's (x, y, z)."""
    seen = {tuple(c[:3]) for c in board.space.cells}
    return [(x + 0.5, y + 0.5, z + 0.5) for x, y, z in sorted(seen)]


def draw_reveal_3d(surface: pygame.Surface, scene, u: float, motion: bool) -> pygame.Rect:
    """The model as shaded squares, projected through the scene's camera and turned by
    u x 360 degrees about its vertical axis (no turn without motion: it fades in)."""
    cam = scene.ctl.camera
    w, h = scene.size
    cells = model_cells(scene.board)
    if not cells:
        return pygame.Rect(0, 0, 0, 0)
    cx = sum(p[0] for p in cells) / len(cells)
    cz = sum(p[2] for p in cells) / len(cells)
    turns = motion and scene.board.space.mode != Mode.FLAT  # the Flat block stays put, filling in
    ang = 2 * math.pi * u if turns else 0.0
    ca, sa = math.cos(ang), math.sin(ang)
    pts = []
    for x, y, z in cells:
        dx, dz = x - cx, z - cz
        p = (cx + dx * ca + dz * sa, y, cz - dx * sa + dz * ca)
        sx, sy, depth = cam.project(p, w, h)
        if 0.0 < depth < 1.0:
            up = cam.project((p[0], p[1] + 1.0, p[2]), w, h)
            pts.append((depth, sx, sy, abs(up[1] - sy), y))
    if not pts:
        return pygame.Rect(0, 0, 0, 0)
    pts.sort(reverse=True)  # far first
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    ys = [p[4] for p in pts]
    lo, hi = min(ys), max(ys)
    near, far = pts[-1][0], pts[0][0]
    alpha = 255 if turns else int(255 * min(1.0, 1.5 * u))
    for depth, sx, sy, size, y in pts:
        t = (y - lo) / max(1e-6, hi - lo)
        shade = 0.6 + 0.4 * (1 - (depth - near) / max(1e-9, far - near))
        col = tuple(int(v * shade) for v in sweep_colour(1 - t))
        s = max(3, int(size * 0.92))
        r = pygame.Rect(0, 0, s, s)
        r.center = (int(sx), int(sy))
        pygame.draw.rect(layer, (*col, 255), r, 0, max(0, s // 6))
        pygame.draw.rect(layer, (*(int(v * 0.7) for v in col), 255), r, max(1, s // 12), max(0, s // 6))
    layer.set_alpha(alpha)
    surface.blit(layer, (0, 0))
    xs = [p[1] for p in pts]
    yy = [p[2] for p in pts]
    m = int(max(p[3] for p in pts)) + 4
    return pygame.Rect(
        int(min(xs)) - m, int(min(yy)) - m, int(max(xs) - min(xs)) + 2 * m, int(max(yy) - min(yy)) + 2 * m
    )
