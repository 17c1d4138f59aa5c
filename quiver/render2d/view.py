"""The 2D camera: where the board sits on screen, pixel <-> cell, zoom and pan.

Plain arithmetic, no pygame: tested without a window. Screen pixels grow right and
down, like the board's cells (y down), so there is no flip anywhere.

A view is fitted to an area (the window minus the HUD bars). The cell size is an
integer number of pixels (the pre-rendered tiles are pixel-exact): a board opens whole,
down to FLOOR_CELL; under ``whole_cell`` (16 px, 12 with no lock: the least that reads,
times a high-density screen's pixel density, area2d.floors) a tap zooms in rather than
fires. A board that does not fit even at FLOOR_CELL opens at ``min_cell`` (about 24 px),
overflows the area and is panned, and may be zoomed out until the whole picture shows. The
2D play scene docks a minimap beside the area whenever part of the board is out of
view (opened too big, zoomed in, a window resized) and takes it away once the whole
board shows again (Play2DScene.dock_follows). While docked the view is `held`: a board
narrower than the area sits where a zoom put it, not re-centred (the cell under the
pointer stays under it as the dock comes, even past the clamp's bounds: `give`, taken
back as the board moves in); when the dock goes, `settle` eases it home. A 2D lesson's step
`keep`s the arrow it teaches on screen (keepbox.py): the zoom and the pan stop where it would leave.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .keepbox import Keep, keep_axis, keep_cell
from .theme import MAX_CELL, MIN_CELL, WHOLE_CELL

FLOOR_CELL = 2  # the smallest cell a big board opens whole at, or a player may zoom it out to

Anchor = tuple[tuple[float, float], tuple[float, float]]  # (screen pixel, board point there)


@dataclass
class BoardView:
    cols: int
    rows: int
    area: tuple[int, int, int, int]  # x, y, w, h of the screen region for the board
    min_cell: int = MIN_CELL
    whole_cell: int = WHOLE_CELL
    max_cell: int = MAX_CELL
    cell: int = 0
    ox: float = 0.0  # screen position of the box's top-left corner
    oy: float = 0.0
    held: bool = False  # an axis where the board fits keeps its place in the area (clamp)
    give: tuple[float, float] = (0.0, 0.0)  # px past clamp's bounds a zoom's anchor left it (reframe)
    keep: Keep | None = None  # a box kept on screen (a lesson's arrow, keepbox.py), or None
    nearest_hits: int = 0  # zoom ins that found the cell at its largest (a lesson's bump: lesson_keep2d)

    def __post_init__(self) -> None:
        if self.cell <= 0:
            self.fit()

    # -- fitting -------------------------------------------------------------------
    def fit_cell(self) -> int:
        """The cell size that shows the whole board, at most `max_cell`, down to
        FLOOR_CELL (stranger: at 640x480 a 16x14 heart, 8 pixels too tall at 24, opened
        panned with a minimap; the first daily lost two rows; s342: a 64x64 picture at
        1280x800, 10 px whole, opened at 24 on a fifth of it). Under `whole_cell` the
        first look is the whole picture and a tap looks closer (`tap_zooms`); a board
        not whole even at FLOOR_CELL opens at `min_cell`, panned."""
        _, _, w, h = self.area
        c = min(w // max(1, self.cols), h // max(1, self.rows))
        return int(self.min_cell if c < FLOOR_CELL else min(self.max_cell, c))

    def tap_zooms(self) -> bool:
        """Whether the cells are too small to tap an arrow (under `whole_cell`): a tap
        on the board zooms in there instead (BoardPointer2D.look_closer)."""
        return self.cell < self.whole_cell

    def fit(self) -> None:
        """Fit cell size to the area and centre the board."""
        self.cell = self.fit_cell()
        self.center()

    def set_area(self, area: tuple[int, int, int, int], max_cell: int | None = None) -> None:
        """A new area (window resized), and `max_cell` when the cap changed with it: keep
        the zoom if still sensible, re-clamp; a board fitted before is fitted again (it
        was asked under the old cap: back from fullscreen a board stayed at its cells)."""
        old_fit = self.fit_cell()
        was_fit = self.cell == old_fit
        cx, cy = self.screen_to_board(*self.area_center())
        self.area, self.give = (area[0], area[1], area[2], area[3]), (0.0, 0.0)
        self.max_cell = self.max_cell if max_cell is None else max_cell
        if was_fit or (self.cell < self.fit_cell() and self.fits()):
            self.fit()
        else:
            self.zoom_to(self.cell, self.area_center(), keep=(cx, cy))

    def reframe(self, area: tuple[int, int, int, int], anchor: Anchor | None = None) -> None:
        """A new area beside the same zoom (the minimap's dock came or went): the board
        stays where it was on screen, or with the board point `anchor[1]` at the pixel
        `anchor[0]` (where a zoom put it: the zoom was clamped in the old area), moved
        only as far as `clamp` must; a cell now under the zoom's smallest grows to it."""
        self.area = (area[0], area[1], area[2], area[3])
        lo = self.zoom_limits()[0]
        if anchor is not None:  # kept exactly (s69: a narrow window's clamp moved it 16-60 px)
            self.give = (math.inf, math.inf)  # clamp takes back only what the board has left
            self.zoom_to(max(lo, self.cell), anchor[0], keep=anchor[1])
        elif self.cell < lo:
            self.zoom_to(lo, self.area_center())
        self.clamp()

    def settle(self, dt: float, rate: float = 14.0, instant: bool = False, docked: bool = False) -> bool:
        """Ease a `held` board to the area's centre along each axis where it fits, and
        let go of it there (the minimap went on a zoom: the board kept the pointer's
        point, then glides home, no jump; `instant`, for reduced motion: there at once);
        while `docked` (part of the board out of view), ease what a zoom left past the
        clamp's bounds (`give`) back inside them, held. False when there is nothing to do."""
        if self.give == (0.0, 0.0) and (docked or not self.held):
            return False
        ax, ay, aw, ah = self.area
        (bw, bh), c = self.board_px, self.cell
        tx = ax + (aw - bw) / 2 if bw <= aw and not docked else _within(self.ox, ax, aw, bw, c, True)[0]
        ty = ay + (ah - bh) / 2 if bh <= ah and not docked else _within(self.oy, ay, ah, bh, c, True)[0]
        tx, ty = self._kept(tx, ty)  # (where clamp keeps the box: the glide ends there)
        k = 1.0 if instant else 1 - math.exp(-rate * max(0.0, dt))
        self.ox += (tx - self.ox) * k
        self.oy += (ty - self.oy) * k
        if abs(tx - self.ox) < 0.5 and abs(ty - self.oy) < 0.5:
            self.held = self.held and docked
            self.give = (0.0, 0.0)
        self.clamp()
        return True

    def center(self) -> None:
        self.give = (0.0, 0.0)
        x, y, w, h = self.area
        self.ox = x + (w - self.cols * self.cell) / 2
        self.oy = y + (h - self.rows * self.cell) / 2
        self.clamp()

    def area_center(self) -> tuple[float, float]:
        x, y, w, h = self.area
        return x + w / 2, y + h / 2

    # -- queries -------------------------------------------------------------------
    @property
    def board_px(self) -> tuple[int, int]:
        return self.cols * self.cell, self.rows * self.cell

    def fits(self) -> bool:
        """Whether the whole board is inside the area at the current zoom."""
        bw, bh = self.board_px
        return bw <= self.area[2] and bh <= self.area[3]

    @property
    def pannable(self) -> bool:
        return not self.fits()

    def origin(self) -> tuple[int, int]:
        """Integer screen position of the box's top-left corner (what drawing uses)."""
        return int(math.floor(self.ox + 0.5)), int(math.floor(self.oy + 0.5))

    def cell_rect(self, x: int, y: int) -> tuple[int, int, int, int]:
        ox, oy = self.origin()
        c = self.cell
        return ox + x * c, oy + y * c, c, c

    def cell_center(self, x: float, y: float) -> tuple[float, float]:
        """Screen pixel of the centre of cell (x, y) (fractional cells allowed)."""
        ox, oy = self.origin()
        return ox + (x + 0.5) * self.cell, oy + (y + 0.5) * self.cell

    def screen_to_board(self, px: float, py: float) -> tuple[float, float]:
        """Continuous board coordinates (in cells) of a screen pixel."""
        ox, oy = self.origin()
        return (px - ox) / self.cell, (py - oy) / self.cell

    def cell_at(self, px: float, py: float) -> tuple[int, int] | None:
        """The cell (x, y) of the box under a screen pixel, or None outside the box/area."""
        ax, ay, aw, ah = self.area
        if not (ax <= px < ax + aw and ay <= py < ay + ah):
            return None
        bx, by = self.screen_to_board(px, py)
        x, y = math.floor(bx), math.floor(by)
        if 0 <= x < self.cols and 0 <= y < self.rows:
            return int(x), int(y)
        return None

    def visible_cells(self, within: Sequence[int] | None = None) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1): the range of cells (x1, y1 exclusive) that touch the area
        (or the rectangle `within` it)."""
        ax, ay, aw, ah = self.area if within is None else within
        ox, oy = self.origin()
        c = self.cell
        x0 = max(0, (ax - ox) // c)
        y0 = max(0, (ay - oy) // c)
        x1 = min(self.cols, -(-(ax + aw - ox) // c))
        y1 = min(self.rows, -(-(ay + ah - oy) // c))
        return int(x0), int(y0), int(max(x0, x1)), int(max(y0, y1))

    def visible_fraction(self) -> tuple[float, float, float, float]:
        """The area's rectangle in board units divided by the board size (for the minimap)."""
        ax, ay, aw, ah = self.area
        bx0, by0 = self.screen_to_board(ax, ay)
        bx1, by1 = self.screen_to_board(ax + aw, ay + ah)
        return (bx0 / self.cols, by0 / self.rows, bx1 / self.cols, by1 / self.rows)

    # -- moving ----------------------------------------------------------------------
    def clamp(self) -> None:
        """Keep the board centred along an axis where it fits (where it is, inside the
        area but for a cell, while `held`), and covering the area where it does not (at
        most a small margin of background past the board's edge), or past those bounds
        by no more than `give`, which shrinks to what is left past them (a pan or a glide
        back never pushes the board out farther, nor jumps it in)."""
        ax, ay, aw, ah = self.area
        bw, bh = self.board_px
        self.ox, gx = _within(self.ox, ax, aw, bw, self.cell, self.held, self.give[0])
        self.oy, gy = _within(self.oy, ay, ah, bh, self.cell, self.held, self.give[1])
        self.give = (gx, gy)
        self.ox, self.oy = self._kept(self.ox, self.oy)

    def _kept(self, ox: float, oy: float) -> tuple[float, float]:
        """The origin (ox, oy) moved the least to keep the `keep` box on screen, along each
        axis where the board overflows the area or is `held` (a board centred whole shows it)."""
        if self.keep is None:
            return ox, oy
        x0, y0, x1, y1, m = self.keep
        ax, ay, aw, ah = self.area
        (bw, bh), c = self.board_px, self.cell
        if bw > aw or self.held:
            ox = keep_axis(ox, ax, aw, x0 * c, x1 * c, m)
        if bh > ah or self.held:
            oy = keep_axis(oy, ay, ah, y0 * c, y1 * c, m)
        return ox, oy

    def pan(self, dx: float, dy: float) -> bool:
        """Move the board by a pixel delta; returns whether anything moved."""
        before = (self.ox, self.oy)
        self.ox += dx
        self.oy += dy
        self.clamp()
        return self.origin() != (int(math.floor(before[0] + 0.5)), int(math.floor(before[1] + 0.5)))

    def zoom_limits(self) -> tuple[int, int]:
        """(smallest, largest) cell size. A board too big to fit at `min_cell` opens at
        that size and pans, but may zoom out until the whole picture shows (down to
        FLOOR_CELL pixels a cell)."""
        _, _, w, h = self.area
        whole = min(w // max(1, self.cols), h // max(1, self.rows))
        lo = min(self.fit_cell(), max(FLOOR_CELL, whole))
        lo = min(lo, self.max_cell)
        hi = self.max_cell
        if self.keep is not None:  # a lesson's arrow stays whole in view (never under the whole board's fit)
            hi = min(hi, max(self.fit_cell(), keep_cell(self.area, self.keep)))
        return lo, max(lo, hi)

    def zoom_to(
        self, cell: int, pointer: tuple[float, float], keep: tuple[float, float] | None = None
    ) -> bool:
        """Set the cell size keeping the board point under `pointer` fixed there."""
        lo, hi = self.zoom_limits()
        cell = int(max(lo, min(hi, round(cell))))
        if cell == self.cell and keep is None:  # a wheel spun on at a limit: the board stays
            self.clamp()  # (it was put on whole pixels, and a glide home could not move it)
            return False
        bx, by = keep if keep is not None else self.screen_to_board(*pointer)
        changed = cell != self.cell
        self.cell = cell
        self.ox = pointer[0] - bx * cell
        self.oy = pointer[1] - by * cell
        self.clamp()
        return changed

    def zoom_by(self, factor: float, pointer: tuple[float, float]) -> bool:
        """Multiply the zoom about a pointer; at least one pixel of change per step."""
        target = self.cell * factor
        if factor > 1:
            target = max(self.cell + 1, target)
        elif factor < 1:  # the point under the pointer stays under it, past the clamp's
            target = min(self.cell - 1, target)  # bounds if it must (s346: near an edge, it
            self.give = (math.inf, math.inf)  # moved 14-26 px a step); settle eases it back in
        changed = self.zoom_to(int(round(target)), pointer)
        self.nearest_hits += factor > 1 and not changed
        return changed


def _within(
    o: float, a: int, room: int, size: int, slack: int, held: bool, give: float = 0.0
) -> tuple[float, float]:
    """Where a board `size` long starting at `o` may sit in an area `room` long from `a`
    (BoardView.clamp), and how far that is past the bounds: covering the area, but for a
    cell (`slack`), where it does not; centred where it fits, or, while `held`, anywhere
    inside it but for a cell (the same bounds as a board just too big to fit: no step in
    them as the board grows past the area, and a zoom near the board's edge keeps its
    point by a cell more); `give` pixels past them at most."""
    if size <= room and not held:
        return a + (room - size) / 2, 0.0
    lo, hi = sorted((a, a + room - size))
    lo, hi = lo - slack, hi + slack
    o = min(hi + give, max(lo - give, o))
    return o, max(0.0, lo - o, o - hi)


def minimap_size(cols: int, rows: int, max_side: int = 170) -> tuple[int, int]:
    """The minimap's size in pixels: whole pixels a cell (1 to 6) up to `max_side`, a
    bigger board scaled down to it (its longest side `max_side`, its shape kept).

    >>> minimap_size(40, 20), minimap_size(256, 128), minimap_size(170, 17)
    ((160, 80), (170, 85), (170, 17))
    """
    longest = max(cols, rows, 1)
    if longest > max_side:
        return max(1, cols * max_side // longest), max(1, rows * max_side // longest)
    k = max(1, min(minimap_most(max_side), max_side // longest))
    return cols * k, rows * k


def minimap_most(max_side: int) -> int:
    """The most pixels a cell on a minimap `max_side` long: 6 at 170, as many more as
    the side is longer (a minimap in a big window grows with the HUD)."""
    return max(1, 6 * max_side // 170)


def pull_in(at, way: tuple[int, int], room, pad: int) -> tuple[int, int]:
    """`at`, the end of a ray going `way`, drawn back along it to lie `pad` pixels inside
    `room` (a rect): a preview's end stays in sight."""
    out = [at[0], at[1]]
    for k, (v, lo, hi) in enumerate(((way[0], room.left, room.right), (way[1], room.top, room.bottom))):
        if v > 0:
            out[k] = min(out[k], hi - pad)
        elif v < 0:
            out[k] = max(out[k], lo + pad)
    return round(out[0]), round(out[1])
