"""The win reveal (issue 23): once the last arrow has left, the finished picture shows
before the result card. 2D: the shape's cells fill in with a colour sweep from the top
left (here); 3D and Flat 3D: the model shown whole in the sweep's colours (reveal3d.py).
With reduced motion: a quick fade in.

`u` is the reveal's progress 0..1 (1: done, drawn still under the result card).
"""

from __future__ import annotations

import math

import pygame

from quiver.render2d import confetti

REVEAL_TIME = 1.5  # seconds, with motion
REVEAL_FADE = 0.35  # seconds, reduced motion
BAND = 4  # rows of cells a rect of a frame drawn in part (reveal_changes)
SWEEP = ((255, 196, 60), (250, 130, 70), (225, 80, 110), (140, 90, 200), (60, 150, 220))

__all__ = [
    "REVEAL_FADE",
    "REVEAL_TIME",
    "draw_reveal_2d",
    "reveal_changes",
    "reveal_step",
    "sweep_colour",
]


def sweep_colour(t: float) -> tuple[int, int, int]:
    """The sweep's colour at 0..1 along it (warm to cool)."""
    t = min(1.0, max(0.0, t)) * (len(SWEEP) - 1)
    k = min(len(SWEEP) - 2, int(t))
    f = t - k
    a, b = SWEEP[k], SWEEP[k + 1]
    return (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f))


CHEERS = 7  # a win's confetti bursts round what it celebrates, top first
CHEER_STEP = 0.09  # seconds between them


def celebrate(fx, bounds: pygame.Rect) -> None:
    """A win's confetti round `bounds` (the 2D picture as drawn, the 3D or Flat-3D model's
    box), warm to cool, from the top down both sides; each burst low enough that its pieces,
    flung up, stay under the top bar (`fx.area`'s top: s167, a picture reaching near the bar
    flung the first burst's over the hearts and the title; they may fall over the bottom one)."""
    cx, cy = bounds.center
    rx, ry = max(30, bounds.w * 0.42), max(30, bounds.h * 0.42)
    area = fx.area
    reach = confetti.reach_for(bounds, area, fx.scale) + 8 * fx.scale  # (and a piece's half size)
    lowest = -math.inf if area is None else min(area.top + reach, area.centery)
    for k in range(CHEERS):
        a = -math.pi / 2 + (k + 1) // 2 * (math.pi / 3.4) * (1 if k % 2 else -1)  # top, then down both sides
        t = k / (CHEERS - 1)
        colours = [sweep_colour(t), sweep_colour(1 - t), (255, 255, 255), sweep_colour(0.5)]
        at = (cx + rx * math.cos(a), max(lowest, cy + ry * math.sin(a)))
        fx.cheer(at, colours, k * CHEER_STEP, bounds)


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
    """The grid of rounded squares for nx x ny cells (kept at the largest asked lately: a
    band of cells takes its top left corner, the same squares)."""
    have = _MASKS.cells_key
    if not have or have[0] != c or have[1] < nx or have[2] < ny:
        gap = 1 if c >= 6 else 0
        tile = pygame.Surface((c, c), pygame.SRCALPHA)
        tile.fill((0, 0, 0, 0))
        pygame.draw.rect(tile, _WHITE, (gap, gap, c - 2 * gap, c - 2 * gap), 0, max(0, c // 5))
        cells = pygame.Surface((nx * c, ny * c), pygame.SRCALPHA)
        cells.fill((0, 0, 0, 0))
        cells.blits([(tile, (x * c, y * c)) for y in range(ny) for x in range(nx)], doreturn=False)
        _MASKS.cells_key, _MASKS.cells = (c, nx, ny), cells
    return _MASKS.cells.subsurface((0, 0, nx * c, ny * c))


def _sweep(space, u: float, motion: bool) -> pygame.Surface:
    """The reveal at `u` as one pixel a cell (a line a diagonal), kept to the shape."""
    cols, rows = space.size
    span = max(1, cols + rows - 2)
    small = pygame.Surface((cols, rows), pygame.SRCALPHA)
    small.fill((0, 0, 0, 0))
    for k in range(cols + rows - 1):
        t = k / span
        alpha = _alpha(t, u, motion)
        if alpha > 0:
            a, b = max(0, k - rows + 1), min(cols - 1, k)
            pygame.draw.line(small, (*sweep_colour(t), alpha), (a, k - a), (b, k - b))
    small.blit(_shape_mask(space, cols, rows), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return small


def draw_reveal_2d(
    surface: pygame.Surface,
    scene,
    u: float,
    motion: bool,
    within: list[pygame.Rect] | None = None,
    put_back=None,
) -> pygame.Rect:
    """Fill the board's cells: with motion, each cell pops in as the diagonal sweep
    passes it; without, all cells at once, fading in. `within`: only inside these rects
    of the window, `put_back(rect)` called just before each (what lies under the reveal
    there: rects that overlap get the reveal once, not blended twice).

    Each cell is an inset rounded square in its diagonal's colour and alpha. They are
    drawn as one pixel a cell (a line a diagonal), kept to the board's shape, the cells
    on the window scaled up by the cell size and cut to the squares (a multiply by a mask
    of 255 or 0 keeps a value as it is): the same pixels as a square drawn for every
    cell, at a fraction of the cost (a 128x128 board's 16,384 squares took about 50 ms a
    frame; docs/measurements.md)."""
    view = scene.view
    c = view.cell
    ox, oy = view.origin()
    area = pygame.Rect(view.area).clip(surface.get_rect())
    x0, y0, x1, y1 = view.visible_cells(surface.get_rect())  # the cells on the window
    if x0 < x1 and y0 < y1:
        small = _sweep(scene.board.space, u, motion)
        for rect in [surface.get_rect()] if within is None else within:
            # the cells under `rect`, drawn with the window cut to it
            if put_back is not None:
                put_back(rect)
            bx0, by0 = max(x0, (rect.x - ox) // c), max(y0, (rect.y - oy) // c)
            bx1, by1 = min(x1, -(-(rect.right - ox) // c)), min(y1, -(-(rect.bottom - oy) // c))
            if bx0 >= bx1 or by0 >= by1:
                continue
            nx, ny = bx1 - bx0, by1 - by0
            layer = pygame.transform.scale(small.subsurface((bx0, by0, nx, ny)), (nx * c, ny * c))
            layer.blit(_cells_mask(c, nx, ny), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surface.set_clip(area if within is None else rect.clip(area))  # the HUD bars stay clear
            surface.blit(layer, (ox + bx0 * c, oy + by0 * c))
            surface.set_clip(None)
    return area


def reveal_changes(scene, w: int, h: int, before: float, u: float, motion: bool) -> list[pygame.Rect]:
    """The window rects whose reveal pixels differ between progress `before` and `u`:
    the diagonals whose alpha changed, a rect a band of BAND rows of cells (the sweep
    moves across the board; a whole-board rect would redraw most of it each frame)."""
    cols, rows = scene.board.space.size
    span = max(1, cols + rows - 2)
    ks = [
        k for k in range(cols + rows - 1) if _alpha(k / span, u, motion) != _alpha(k / span, before, motion)
    ]
    x0, y0, x1, y1 = scene.view.visible_cells((0, 0, w, h))
    if not ks or x0 >= x1 or y0 >= y1:
        return []
    c = scene.view.cell
    ox, oy = scene.view.origin()
    area = pygame.Rect(scene.view.area).clip((0, 0, w, h))
    out = []
    for top in range(y0, y1, BAND):
        bottom = min(y1, top + BAND)
        a, b = max(x0, ks[0] - (bottom - 1)), min(x1, ks[-1] - top + 1)
        if a < b:
            rect = pygame.Rect(ox + a * c, oy + top * c, (b - a) * c, (bottom - top) * c).clip(area)
            if rect.w and rect.h:
                out.append(rect)
    return out


def reveal_step(scene, surface: pygame.Surface, put_back, restore: list[pygame.Rect]) -> list[pygame.Rect]:
    """The 2D win reveal in a frame drawn in part (scenes/play2d.py): the cells whose
    colour changed since the last frame, and again in that frame's rects `restore` put
    back; `put_back(rect)` puts back the layer under the reveal. The rects it changed."""
    u, before = scene.reveal_u(), scene.revealed or 0.0
    scene.revealed = u
    if u is None:
        return []
    changed = reveal_changes(scene, *surface.get_size(), before, u, scene.fx.motion)
    if changed or restore:
        draw_reveal_2d(surface, scene, u, scene.fx.motion, restore + changed, put_back)
    return changed
