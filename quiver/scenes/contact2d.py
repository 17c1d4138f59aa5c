"""Where a bounced arrow meets its blocker on the 2D board: which edge of the blocker its
tip presses (a head pointing back at it, or its body band), and that point in window
pixels (the bounce's reach, fire2d; the blocked mark that leaves it in sight, where.py)."""

from __future__ import annotations

from quiver.render2d.anim import BODY_EDGE, TIP_EDGE
from quiver.render2d.tiles import VEC


def head_on(scene, d: int, blocker: int, cell: int) -> bool:
    """Whether arrow `blocker`'s head on `cell` points back at an arrow flying `d` (its
    tip, not its body band, is the edge a bounce presses on)."""
    b = scene.board.arrows[blocker]
    r = scene.renderer
    ends = [(b.head, r.head_dir(blocker))] + ([(b.cells[0], b.dir2)] if b.dir2 is not None else [])
    (vx, vy) = VEC[d]
    return any(c == cell and VEC[e] == (-vx, -vy) for c, e in ends)


def contact(scene, i: int, end: int, blocker: int, cell: int) -> tuple[float, float]:
    """The window pixel where arrow i's tip (end 1: its `dir2` head's) touches `blocker`
    on `cell` as it bounces: the blocker's drawn edge facing it."""
    d = scene.renderer.head_dir(i, end)
    vx, vy = VEC[d]
    edge = TIP_EDGE if head_on(scene, d, blocker, cell) else BODY_EDGE
    x, y = scene.view.cell_center(*scene.board.space.coord(cell))
    back = (0.5 - edge) * scene.view.cell
    return x - vx * back, y - vy * back
