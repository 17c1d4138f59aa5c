"""A Flat-3D board in play: the 3D mode's controller with face picking and ribbon moves.

Everything about input is the 3D mode's (`controller.BoardController`: tap versus drag,
the arcball camera, wheel and pinch zoom, keys, hover, hints): this subclass only
changes what a pointer ray hits and how a fired arrow moves.

* `pick_ray`: the pointer ray is walked through the block's voxel grid (Amanatides-Woo,
  `picking.voxel_walk`); the face it enters through *is* a cell (x, y, z, n), and the
  arrow on that cell is the one under the pointer. The block itself never changes, so
  faces whose arrow has left (or is moving) hit nothing, and a block face always hides
  what is behind it.
* `animator`: a `flat_anim.FlatAnimator` (ribbons sliding over edges, then flying off).
* `hint_view`: look at the hinted arrow's head face, tilted toward its way out.
"""

from __future__ import annotations

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.geometry import VEC3

from .controller import BoardController, hinted_head
from .flat_anim import FlatAnimator
from .flat_renderer import flat_camera
from .headcells import head_table
from .hint_view import flat_view_showing
from .picking import Pick, occupied_box, voxel_walk

__all__ = ["FlatBoardController", "pick_flat"]


def pick_flat(board, origin, direction, skip=()) -> Pick | None:
    """The arrow of a Flat-3D board under a world ray: the exposed face the ray enters
    the block through is the cell; None when that cell is empty (or its arrow in `skip`)."""
    space = board.space
    lo, size = occupied_box(space)  # the block's own box, not the declared one
    hit = voxel_walk(origin, direction, space.solid, size, lo)
    if hit is None or hit.face is None:
        return None
    cid = space.id_of(hit.voxel + (hit.face,))
    if cid is None:  # cannot happen: an entered face is exposed
        return None
    o = board.owner[cid]
    if o < 0 or o in skip:
        return None
    return Pick(o, cid, hit.voxel, hit.face, hit.t)


class FlatBoardController(BoardController):
    """`BoardController` for a Flat-3D board (same constructor)."""

    def __init__(
        self, session, size=(1280, 800), camera=None, speed: float = 1.0, on_event=None, fire=None
    ) -> None:
        if camera is None:
            camera = flat_camera(session.board)
        super().__init__(session, size, camera=camera, speed=speed, on_event=on_event, fire=fire)
        self.animator = FlatAnimator(speed)

    def cell_point(self, cell: int):
        """The centre of a face cell (x, y, z, n), on the block's surface."""
        x, y, z, n = self.board.space.coord(cell)
        d = VEC3[n]
        return (x + 0.5 + 0.5 * d[0], y + 0.5 + 0.5 * d[1], z + 0.5 + 0.5 * d[2])

    def pick_ray(self, origin, direction, skip=()) -> Pick | None:
        return pick_flat(self.board, origin, direction, skip=skip)

    def prepare_pick(self) -> None:
        occupied_box(self.board.space)  # (the block's box, for `pick_flat`)
        head_table(self.board)  # (the heads' table, for Tab and hover: built behind the loading screen)

    def hint_view(self, arrow: int) -> glm.vec3:
        """A direction to view arrow's head from: off its face, leaning toward its way
        out (so the flight line shows) and a little up; else the nearest that shows its
        face (hint_view.py; a steeper one: hint_pitch)."""
        head, d = hinted_head(self.board, arrow)
        _x, _y, _z, n = self.board.space.coord(head)
        v = glm.vec3(*VEC3[n]) + glm.vec3(*VEC3[d]) * 0.55 + glm.vec3(0.15, 0.3, 0.15)
        v, self.hint_pitch = flat_view_showing(self, arrow, head, glm.normalize(v))
        return v

    def can_show(self, arrow: int) -> bool:
        """Every head is on the block's surface: a hint passes over none (hint_view)."""
        return True
