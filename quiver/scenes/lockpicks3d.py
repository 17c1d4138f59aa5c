"""What the 3D lock badges (lockmarks3d) look up to be placed, made cheap (s349: an XL 3D
cube with every special arrow kind placed its 204 badges in 95-160 ms a frame at 640x480,
one pick after another, every frame even with the camera still):

* `place_key`: everything a placement reads, so a frame whose view and board are as the
  last's reuses its badges (no picking at all);
* `BadgePicks`: one placement's projections (the matrices made once) and picks, the picks
  of every candidate cell's pixel walked at once (click_batch.clicks: the very picks
  `ctl.pick` makes one by one), the rest (a nudge's) one by one, each kept by pixel.
"""

from __future__ import annotations

from typing import Any

from quiver.render3d.controller import BoardController
from quiver.render3d.framing import projector

from .click_batch import clicks
from .pick_memo import reads_of

BATCH_AT = 128  # candidate pixels at least to walk them at once (s349: a 5-cube's 6 badges had 26,
# the walk of all 26 took longer than the few picks one by one that find each badge a cell)


def place_key(ctl, size, u: float) -> tuple | None:
    """What `LockOverlay.place` reads beside the board's arrows' cells (fixed): the camera's
    state, the window and HUD scale, the arrows left and flying, the rows picked in (a
    rotating arrow's turn follows the arrows left); None: not the game's controller."""
    if not isinstance(ctl, BoardController):
        return None
    return (*reads_of(ctl), tuple(size), u)


class _Hit:
    """A batched pick: its arrow (what a placement asks of a pick)."""

    __slots__ = ("arrow",)

    def __init__(self, arrow: int) -> None:
        self.arrow = arrow


class _Projector:
    """The camera's `project` at one window size, its matrices made once."""

    def __init__(self, camera, size) -> None:
        w, h = size
        self.size = tuple(size)
        self._camera = camera
        self._got: dict[tuple, tuple[float, float, float]] = {}
        self._at = None  # (a test's camera: its own project)
        if hasattr(camera, "matrices"):
            view, proj = camera.matrices(w, h)
            self._at = projector(view, proj, w, h)

    def project(self, point, w, h) -> tuple[float, float, float]:
        if self._at is None or (w, h) != self.size:
            return self._camera.project(point, w, h)
        key = tuple(point)  # (a cell is projected to find the pixels, then again by each pass)
        if key not in self._got:
            self._got[key] = self._at(key)
        return self._got[key]

    def many(self, points: list, w, h) -> list[tuple[float, float, float]]:
        """`project` of each of `points`, not kept (lockspread3d asks each once)."""
        if self._at is None or (w, h) != self.size:
            return [self._camera.project(p, w, h) for p in points]
        at = self._at
        return [at(p) for p in points]


class BadgePicks:
    """`ctl`'s camera (its projections at `size`) and its picks kept by pixel for one placement."""

    def __init__(self, ctl, size) -> None:
        self.ctl, self._pick = ctl, ctl.pick
        self.camera = _Projector(ctl.camera, size)
        self._got: dict[tuple[int, int], Any] = {}

    def pick(self, pos):
        key = (round(pos[0]), round(pos[1]))
        if key not in self._got:
            self._got[key] = self._pick(key)
        return self._got[key]

    def pick_all(self, pixels) -> None:
        """Pick `pixels` all at once where they are many (BATCH_AT) and the controller
        batches (click_batch.clicks: the game's picks, a board with a cell grid); else one
        by one later, as asked."""
        keys = sorted({(round(x), round(y)) for x, y in pixels} - self._got.keys())
        if len(keys) < BATCH_AT:
            return
        got = clicks(self.ctl, keys)
        if got is not None:
            hits = {a: _Hit(a) for a in set(got) if a is not None}  # (one an arrow: what a pick reads)
            self._got.update(zip(keys, [None if a is None else hits[a] for a in got], strict=True))
