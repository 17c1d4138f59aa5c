"""Firing animations in Flat 3D: pure math (numpy), no GL.

A fired arrow slides head-first along its `FlatPath`: its own cells (over the edges it
bends across), then straight on in its direction at the height of its head's face: the
flight line of RULES.md 3.3, over any lower steps. Travelling `u` moves the ribbon's
window of arc length by `u`, so the body snakes through its own cells behind the head,
folding over each edge as it reaches it.

* left: it accelerates off the block and on, narrowing once it is clear of the block.
* blocked: its tip moves to the near edge of the first blocker's cell on the ray (above
  it, when the blocker lies on a lower step), overshoots a little (the smack), the
  blocker shakes, and it eases back to where it was.

The timing is `flight.Flight`'s, shared with the 3D mode, so both modes feel the same.
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass, field, replace

import numpy as np

from .flat_arrows import reversed_arrow
from .flat_mesh import _V, FLAG_MOVING, HEAD_BASE, HEAD_TIP, RIBBON_DTYPE, TAIL, FlatPath
from .flat_shades import arrow_shades, toned
from .flight import OVERSHOOT, SMACK_TINT, Flight, FlightAnimator
from .mesh import PALETTE

__all__ = ["FlatAnimator", "FlatFireAnim", "blocker_reach", "exit_distance"]


def exit_distance(space, head: int, d: int) -> float:
    """Arc length from the head cell's centre to the side of the block's bounding box
    it flies out of."""
    x = space.coord(head)
    a = d >> 1
    vox = space.voxels
    if d & 1:
        return x[a] + 0.5 - min(v[a] for v in vox)
    return max(v[a] for v in vox) + 1 - (x[a] + 0.5)


def blocker_reach(space, head: int, d: int, blocking_cell: int) -> float:
    """How far a blocked arrow travels before its tip touches the near edge of the
    blocking cell's column (plus the smack's overshoot)."""
    a = d >> 1
    k = abs(space.coord(blocking_cell)[a] - space.coord(head)[a])
    return max(0.02, k - 0.5 - HEAD_TIP) + OVERSHOOT


@dataclass
class FlatFireAnim:
    """One fired arrow in flight: its path over the faces, and its `flight` (timing)."""

    arrow: int
    path: FlatPath
    left: bool
    reach: float = 0.0  # blocked: travel at the smack
    exit: float = 0.0  # arc length from the head's centre out of the block's box
    blocker: int | None = None
    speed: InitVar[float] = 1.0  # > 1 plays faster (reduced motion): the flight's
    palette: InitVar[np.ndarray | None] = None  # sets `color`; None: mesh.PALETTE
    shade: float = 0.0  # `color` is the arrow's own shade of its direction's (flat_shades.py)
    dir: int = field(init=False)
    color: np.ndarray = field(init=False, repr=False)
    flight: Flight = field(init=False)

    def __post_init__(self, speed: float, palette: np.ndarray | None) -> None:
        self.dir = self.path.dir
        self.color = toned(PALETTE if palette is None else palette, self.dir, self.shade)
        dvec = _V[self.dir].copy()
        # the tail passes the head's place, then the block's side, then a little more
        clear = self.path.length - 1 + TAIL + self.exit if self.left else 0.0
        self.flight = Flight(
            self.left,
            dvec,
            clear=clear,
            end_s=clear + 6.0 if self.left else 0.0,
            reach=0.0 if self.left else self.reach,
            speed=speed,
            shrink=5.0,
            shake_amplitude=0.14,
        )  # a ribbon: a little less than a body

    def head_point(self) -> np.ndarray:
        """Where the arrowhead's tip is now (world)."""
        return self.path.point(self.path.head_s + HEAD_TIP + self.flight.travel())

    def pieces(self) -> np.ndarray:
        """RIBBON_DTYPE instances of the arrow at its current travel."""
        u = self.flight.travel()
        tint = self.flight.tint()
        col = self.color * (1 - tint) + SMACK_TINT * tint
        return self.path.pieces(
            -TAIL + u, self.path.head_s + HEAD_BASE + u, col, self.arrow, FLAG_MOVING, self.flight.scale()
        )


class FlatAnimator(FlightAnimator[FlatFireAnim]):
    """Every fired arrow in flight; the renderer draws `instances()` each frame.

    Same interface as `quiver.render3d.anim.Animator`, so `BoardController` drives it.
    """

    def __init__(
        self,
        speed: float = 1.0,
        paths: list[FlatPath | None] | None = None,
        palette: np.ndarray | None = None,
        shake_on: bool = True,
    ) -> None:
        super().__init__(speed, palette, shake_on)
        self.paths = paths  # per arrow, built when first fired
        self.paths2: dict[int, FlatPath] = {}  # two-headed arrows read from the other end
        self._empty = np.zeros(0, RIBBON_DTYPE)
        self._shades: tuple[object, np.ndarray] | None = None

    def tint(self, anim: FlatFireAnim, palette: np.ndarray) -> np.ndarray:
        """Its direction's colour in the arrow's own shade."""
        return toned(palette, anim.dir, anim.shade)

    def shades(self, board) -> np.ndarray:
        """The board's `arrow_shades` (kept while the board is the same), so a fired
        arrow flies in the shade it lay in."""
        if self._shades is None or self._shades[0] is not board.arrows:
            self._shades = (board.arrows, arrow_shades(board))
        return self._shades[1]

    def path(self, board, arrow: int, end: int = 0) -> FlatPath:
        """Arrow's path (end 1: a two-headed arrow's, read from its second head)."""
        if self.paths is None or len(self.paths) != len(board.arrows):
            self.paths = [None] * len(board.arrows)
            self.paths2 = {}
        if end == 1:
            if arrow not in self.paths2:
                self.paths2[arrow] = FlatPath.of_arrow(board.space, reversed_arrow(board.arrows[arrow]))
            return self.paths2[arrow]
        p = self.paths[arrow]
        if p is None:
            p = self.paths[arrow] = FlatPath.of_arrow(board.space, board.arrows[arrow])
        return p

    def fire(
        self,
        board,
        arrow: int,
        left: bool,
        blocking_cell: int | None = None,
        blocker: int | None = None,
        end: int = 0,
        d: int | None = None,
    ) -> FlatFireAnim:
        """Start the animation of a tap the session has just applied to `board` (end 1:
        a two-headed arrow fired by its `dir2` head; `d`: the way the head pointed, a
        rotating arrow's at that phase)."""
        space = board.space
        a = board.arrows[arrow]
        head, d = (a.cells[0], a.dir2) if end == 1 else (a.head, a.dir if d is None else d)
        reach = 0.0
        if not left and blocking_cell is not None and blocking_cell != head:
            reach = blocker_reach(space, head, d, blocking_cell)
        path = self.path(board, arrow, end)
        if end == 0 and d != a.dir:  # a rotating arrow, turned
            path = FlatPath.of_arrow(space, replace(a, dir=d))
        return self.start(
            FlatFireAnim(
                arrow,
                path,
                left,
                reach=reach,
                exit=exit_distance(space, head, d),
                blocker=blocker,
                speed=self.speed,
                palette=self.palette,
                shade=float(self.shades(board)[arrow]),
            )
        )

    def instances(self) -> np.ndarray:
        if not self.anims:
            return self._empty
        if len(self.anims) == 1:
            return self.anims[0].pieces()
        return np.concatenate([a.pieces() for a in self.anims])
