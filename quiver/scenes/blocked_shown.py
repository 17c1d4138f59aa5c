"""Where a blocked tap's marks start and stand in the 3D and Flat-3D views when the head
or the hit lies outside the play band (s340: a tap lit by Tab on a head mostly out of
the window, fired and blocked, drew its ray from the head's centre above the window and
its ring there too; the player saw only the blocker's flash and a lost heart).

The ray starts from the part of the head that shows (the pixel Tab lights it by,
keypick3d), the ring stands on the part of the hit cell that shows, or, none showing, is
pulled inside the band by its size at rest. Marks inside the band are left as they are."""

from __future__ import annotations

import math
from typing import Any

import pygame

from quiver.engine.modes import Mode

from .keypick3d import FACING, CameraLooks
from .keyspread3d import corner_tries, spread_tries

__all__ = ["shown_marks"]

RING = 24  # px at scale 1: a ring's size at rest and its rim (fx._draw_mark), kept in the band


def _inside(band: pygame.Rect, p: tuple[float, float]) -> bool:
    return band.left <= p[0] < band.right and band.top <= p[1] < band.bottom


def _view(ctl: Any) -> Any:
    """The camera's look now, the fired arrow picked where it rests (it is in flight)."""
    view = CameraLooks(ctl)
    view.skip = set()
    return view


def _cell_shown(view: Any, arrow: int, cell: int) -> tuple[float, float] | None:
    """A pixel that shows `arrow` on `cell` (Tab's looks: the faces' centres, then, on
    a head's cell, halfway to and near their corners), None where none does."""
    a, tries = view.ctl.board.arrows[arrow], view.tries(arrow, cell)
    if cell == a.head or (a.dir2 is not None and cell == a.cells[0]):  # (spread_tries: heads only)
        tries += spread_tries(view, arrow, cell, 63, FACING) + corner_tries(view, arrow, cell, 63, FACING)
    return view.found([(arrow, cell)], [tries], False, {})[0]


def _kept_in(band: pygame.Rect, p: tuple[float, float], room: float) -> tuple[float, float]:
    inner = band.inflate(-2 * room, -2 * room) if band.w > 2 * room and band.h > 2 * room else band
    return min(max(p[0], inner.left), inner.right), min(max(p[1], inner.top), inner.bottom)


def shown_marks(scene: Any, res: Any, head: tuple[float, float], impact: tuple[float, float]) -> tuple:
    """(head, impact) of the blocked shot `res` moved to where they show, when either lies
    outside the play band (`scene.where.band()`); the impact, end-on, moved to where the
    blocker shows (`_end_on`); as they were otherwise."""
    band = scene.where.band()
    if _inside(band, head) and _inside(band, impact):
        return _end_on(scene, res, head, impact)
    view = _view(scene.ctl)
    if not _inside(band, head):
        lit = view.lit(res.arrow, res.end)
        head = head if lit is None else lit.pos
    if not _inside(band, impact):
        shown = None if res.blocker is None else _cell_shown(view, res.blocker, res.cell)
        impact = shown or _kept_in(band, impact, RING * scene.fx.scale)
    return head, impact


END_ON = 24  # px at scale 1: a ray shorter than this on screen reads as a dot (the ring's size)


def _end_on(scene: Any, res: Any, head: tuple[float, float], impact: tuple[float, float]) -> tuple:
    """(head, impact) of a shot flying straight away from the camera or at it, where the
    ray is a dot under the ring (s347: only the blocker's outline said what blocked it).
    Away, the hit cell hidden behind the head: the impact moves to the blocker's cell
    nearest the hit that shows at least END_ON from the head, or, none showing, that lies
    there (3D: the hit blocker's red shows through what hides it). At the camera, the head
    hidden behind the hit: the head moves to the tapped arrow's cell nearest it that shows
    END_ON from the ring, or, none of it showing (wholly hidden behind the blocker: lit, once
    back from its bounce, it shows through, play3d_gl's `see`), that lies there (s375). So
    the ray runs from the tapped arrow to the blocker, the ring on it. A ray that shows,
    both ends in sight, or nothing to move to: as it was (a blocker with nothing to move
    to: the head may still move)."""
    near = END_ON * scene.fx.scale
    if res.blocker is None or math.dist(head, impact) >= near:
        return head, impact
    view = _view(scene.ctl)
    if not _picks(scene, impact, res.blocker):
        cubes = scene.board.mode == Mode.THREE_D  # (Flat: a hidden face's cells lie on an edge)
        moved = _moved(scene, view, res.blocker, res.cell, head, cubes)
        if moved is not None:
            return head, moved
    if not _picks(scene, head, res.arrow):
        cell = scene.board.arrows[res.arrow].cells[0 if res.end == 1 else -1]
        return _moved(scene, view, res.arrow, cell, impact, False, unseen=True) or head, impact
    return head, impact


def _picks(scene: Any, p: tuple[float, float], arrow: int) -> bool:
    pick = scene.ctl.pick(p)
    return pick is not None and pick.arrow == arrow


def _moved(
    scene: Any, view: Any, arrow: int, cell: int, other: tuple, through: bool, unseen: bool = False
) -> tuple | None:
    """A pixel of `arrow` at least END_ON from `other`: of its cell nearest `cell` that
    shows, or (`through`: its red shows through what hides it; `unseen`: no cell of it
    shows at all: lit, it shows through, s375) that lies there; None."""
    near, cells = END_ON * scene.fx.scale, scene.board.arrows[arrow].cells
    at = cells.index(cell) if cell in cells else 0
    order = sorted(range(len(cells)), key=lambda k: abs(k - at))
    seen = False
    for k in order:  # (a cell of it in sight)
        shown = _cell_shown(view, arrow, cells[k])
        if shown is not None and math.dist(other, shown) >= near:
            return shown
        seen |= shown is not None
    for k in order if through or (unseen and not seen) else ():  # (hidden: where it shows through)
        shown = scene.where.cell(cells[k])
        if math.dist(other, shown) >= near:
            return shown
    return None
