"""Where a play view's effects go on screen (scenes/feel.py): the 2D board's cells, and
the 3D and Flat-3D views' world points projected through the camera. (Where its toasts
go: scenes/play_toasts.py.)"""

from __future__ import annotations

import math
from typing import Any

import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode
from quiver.render2d.fx import ON_BOARD
from quiver.render2d.tiles import VEC, TileVariant
from quiver.style import palette

from .contact2d import contact
from .feel import Where

__all__ = [
    "Where2D",
    "Where3D",
    "head_of",
]


class Where2D(Where):
    scene: Any  # a Play2DScene (its view, renderer and board)

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.placed = self._view()  # the view the effects' pixels were taken in

    def _view(self) -> tuple[int, int, int]:
        view = self.scene.view
        return (*view.origin(), view.cell)

    def board_moved(self, kept: list | None = None) -> None:
        """The view panned or zoomed, or fitted a new window (`kept`: the effects before
        it, which the resize cleared): the effects on the board go with it (stranger s49:
        a blocked tap's ray and ring stayed at their pixels, the ring over another arrow;
        a resize took them away from the blocker still flashing)."""
        (ox, oy, c), (nx, ny, nc) = self.placed, self._view()
        self.placed = (nx, ny, nc)
        if kept is not None:
            self.scene.fx.items = [f for f in kept if f.kind in ON_BOARD]
        k = nc / max(1, c)
        self.scene.fx.follow(lambda p: (nx + (p[0] - ox) * k, ny + (p[1] - oy) * k))

    def head(self, i: int, end: int = 0) -> tuple[float, float]:
        a = self.scene.board.arrows[i]
        return self.cell(a.cells[0] if end == 1 else a.head)

    def heads(self) -> list[pygame.Rect]:
        """The cells of every live arrow's head (both of a two-headed one): what a combo
        count keeps off where room allows (fx.Effects.heads)."""
        board, c = self.scene.board, self.scene.view.cell
        out = []
        for i in board.alive:
            a = board.arrows[i]
            for cid in (a.head, a.cells[0]) if a.dir2 is not None else (a.head,):
                x, y = self.cell(cid)
                out.append(pygame.Rect(round(x - c / 2), round(y - c / 2), c, c))
        return out

    def cell(self, cid: int) -> tuple[float, float]:
        x, y = self.scene.board.space.coord(cid)
        return self.scene.view.cell_center(x, y)

    def _d(self, i: int, end: int) -> int:
        a = self.scene.board.arrows[i]
        return a.dir2 if end == 1 else self.scene.renderer.dirs[i]

    def dir(self, i: int, end: int = 0) -> tuple[float, float]:
        vx, vy = VEC[self._d(i, end)]
        return float(vx), float(vy)

    def contact(self, i: int, end: int, blocker: int | None, cid: int) -> tuple[float, float] | None:
        return None if blocker is None else contact(self.scene, i, end, blocker, cid)

    def exit(self, i: int, end: int = 0) -> tuple[float, float]:
        """The edge of the board area along the flight (the burst sits just inside it)."""
        hx, hy = self.head(i, end)
        vx, vy = self.dir(i, end)
        cells = max(0.0, self.scene._cells_to_edge(i, end) - 0.5)
        c = self.scene.view.cell
        return hx + vx * cells * c, hy + vy * cells * c

    def colour(self, i: int, end: int = 0) -> tuple[int, int, int]:
        """The colour of arrow i's `end` head (a second head: its own way's, as its ray)."""
        r = self.scene.renderer
        return tuple(r.palette[r.head_dir(i, end)] if end else r.colours[i])

    def visible(self, i: int, end: int = 0) -> bool:
        x, y = self.head(i, end)
        return bool(pygame.Rect(self.scene.view.area).collidepoint(x, y))

    def view_key(self) -> tuple:
        v = self.scene.view
        return (v.cell, v.ox, v.oy, tuple(v.area))

    def band(self) -> pygame.Rect:
        """The board's area, between the HUD's bars."""
        return pygame.Rect(self.scene.view.area)

    def mark(self, i: int, end: int = 0) -> tuple[tuple[float, float], float]:
        """Round the head's cell, through its corners' tile gaps (over_mark covers the rest)."""
        return self.head(i, end), max(8.0, 0.62 * self.scene.view.cell)

    def head_mask(self, i: int, end: int = 0):
        """The head's tile as an alpha mask (black, its alpha) and the cell it sits in: a
        ring cut by it reads as under the arrow."""
        r, view = self.scene.renderer, self.scene.view
        k = 0 if end == 1 else len(r.arrow_coords[i]) - 1
        (x, y), (ox, oy), c = r.arrow_coords[i][k], view.origin(), view.cell
        mask = r.tile(i, k, TileVariant.NORMAL).copy()
        mask.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
        return mask, pygame.Rect(ox + x * c, oy + y * c, c, c)


def head_of(board, i: int, end: int = 0, history=()) -> tuple[int, int]:
    """(cell, direction) of arrow i's head now: end 1, a two-headed arrow's second head
    (its first cell, flying `dir2`); a rotating arrow's head points the way it turned, or,
    gone, the way it flew (the last of the session's `history` that took it off: the
    phase has moved on since, and its trail pointed and was coloured the next way)."""
    a = board.arrows[i]
    if end == 1 and a.dir2 is not None:
        return a.cells[0], a.dir2
    if i in board.turns and i not in board.alive:
        d = next((r.dir for r in reversed(history) if r.arrow == i and r.left and r.dir is not None), None)
        if d is not None:
            return a.head, d
    return a.head, board.direction(i)


class Where3D(Where):
    scene: Any  # a Play3DScene or PlayFlatScene (its controller's camera, head_point)

    def _project(self, p) -> tuple[float, float]:
        x, y, _ = self.scene.ctl.camera.project(p, *self.scene.size)
        return x, y

    def head(self, i: int, end: int = 0) -> tuple[float, float]:
        return self._project(self.scene.head_point(i, end))

    def visible(self, i: int, end: int = 0) -> bool:
        """The pointer on the head's pixel would pick arrow i: nothing stands in front."""
        x, y = self.head(i, end)
        w, h = self.scene.size
        if not (0 <= x < w and 0 <= y < h):
            return False
        p = self.scene.ctl.pick((x, y))
        return p is not None and p.arrow == i

    def behind(self, res, impact: tuple) -> bool:
        """The pixel `impact` does not show blocked shot `res`'s blocker: something in
        front of it there (s378: the ring stood on that arrow, taken for the blocker)."""
        if res.blocker is None:
            return False
        pick = self.scene.ctl.pick(impact)
        return pick is None or pick.arrow != res.blocker

    def shown(self, res, head: tuple, impact: tuple) -> tuple:
        from .blocked_shown import shown_marks

        return shown_marks(self.scene, res, head, impact)

    def depth(self, res, head: tuple, impact: tuple) -> str | None:
        from .blocked_depth import mark_depth

        return mark_depth(self.scene, res, head, impact)

    def can_show(self, i: int) -> bool:
        """A turn of the view brings arrow i's free head into plain sight (a hint on it)."""
        return self.scene.ctl.can_show(i)

    def band(self) -> pygame.Rect:
        """The rows between the HUD's bars (`camera.band`), where the overlays are drawn."""
        w, h = self.scene.size
        first, last = self.scene.ctl.camera.band_rows(h)
        return pygame.Rect(0, first, w, last - first)

    def colour(self, i: int, end: int = 0) -> tuple[int, int, int]:
        """The colour of arrow i's `end` head as the 3D and Flat renderers paint it (the 3D
        table: the 2D one's up and down are the other way round, and it has no near and far)."""
        return palette.direction_colours(self.scene.midend.settings, dims=3)[self._head(i, end)[1]]

    def _head(self, i: int, end: int = 0) -> tuple[int, int]:
        """(cell, direction) of arrow i's head (end 1: its second), gone: the way it flew."""
        session = getattr(self.scene, "session", None)  # (a stub of a scene has none)
        return head_of(self.scene.board, i, end, () if session is None else session.history)

    def mark(self, i: int, end: int = 0) -> tuple[tuple[float, float], float]:
        """Round the whole head on screen, 0.75 of a cell from its middle: 3D's pyramid
        (its middle 0.2 behind the face it flies out of: its tip and near its base's
        corners are inside), a Flat chevron's cell."""
        board, cam, (w, h) = self.scene.board, self.scene.ctl.camera, self.scene.size
        p = self.scene.head_point(i, end)
        if board.mode == Mode.THREE_D:
            d = VEC3[self._head(i, end)[1]]
            p = tuple(a - 0.2 * v for a, v in zip(p, d, strict=True))
        x, y, _ = cam.project(p, w, h)
        side = cam.right
        x1, y1, _ = cam.project((p[0] + side.x, p[1] + side.y, p[2] + side.z), w, h)
        return (x, y), max(12.0, 0.75 * math.hypot(x1 - x, y1 - y))

    def view_key(self) -> tuple:
        cam = self.scene.ctl.camera
        r, t = cam.rot, cam.pivot
        return (r.w, r.x, r.y, r.z, cam.zoom, t.x, t.y, t.z)

    def cell(self, cid: int) -> tuple[float, float]:
        return self._project(self.scene.ctl.cell_point(cid))

    def _exit_point(self, i: int, end: int = 0):
        """The head's world point moved along its direction to just outside the shape's
        box (the 3D cells, or the Flat block's faces); end 1: from the second head."""
        board = self.scene.board
        d = VEC3[self._head(i, end)[1]]
        p = list(self.scene.head_point(i, end))
        coords = board.space.cells
        lo = [min(c[k] for c in coords) for k in range(3)] if coords else [0, 0, 0]
        hi = [max(c[k] for c in coords) + 1 for k in range(3)] if coords else [1, 1, 1]
        for _ in range(64):
            if any(p[k] < lo[k] or p[k] > hi[k] for k in range(3)):
                break
            p = [p[k] + d[k] for k in range(3)]
        return p

    def exit(self, i: int, end: int = 0) -> tuple[float, float]:
        return self._project(self._exit_point(i, end))

    def dir(self, i: int, end: int = 0) -> tuple[float, float]:
        hx, hy = self.head(i, end)
        ex, ey = self.exit(i, end)
        n = math.hypot(ex - hx, ey - hy)
        return (0.0, 0.0) if n < 1 else ((ex - hx) / n, (ey - hy) / n)
