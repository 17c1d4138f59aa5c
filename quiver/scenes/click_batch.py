"""Many of `ctl.pick`'s picks (a click's, what play3d.arrow_at asks) made at once (s317):
the 3D lesson's far pointer (lesson_edge._edge) looks along eight ways from each pixel of
the arrow it aims at, a pick every few pixels: at 3840x2160 some 1 500 picks a frame as the
view turned, one by one. Here they are one pickbatch walk (keyspread3d._batch, whose picks
are pick_arrow's and pick_flat's, tests/test_s188_batch_picks.py; framing.pointer_rays, the
very rays of camera.ray), then what `ctl.pick` does after: no pick off the rows played,
and none of an arrow bouncing back (it is not looked through)."""

from __future__ import annotations

from typing import Any


class _Rays:
    """What keyspread3d._batch reads of a view: the controller, the rays, nothing skipped."""

    skip = ()

    def __init__(self, ctl: Any) -> None:
        from quiver.render3d.framing import pointer_rays

        self.ctl, self._rays = ctl, pointer_rays
        self.w, self.h = ctl.size
        self.view, self.proj = ctl.camera.matrices(self.w, self.h)

    def rays(self, pixels: list) -> tuple[Any, Any]:
        xs, ys = [float(t[0]) for t in pixels], [float(t[1]) for t in pixels]
        return self._rays(self.view, self.proj, xs, ys, self.w, self.h)


def clicks(ctl: Any, pixels: list) -> list[int | None] | None:
    """The arrow `ctl.pick(p)` gives for each of `pixels` (None: none), from one batched
    walk; None where the controller does not batch (not the game's, or no cell grid)."""
    from .keyspread3d import _batch

    got = _batch(_Rays(ctl), pixels)
    if got is None:
        return None
    busy, rows = ctl.animator.busy(), ctl.played
    return [
        None if g is None or g[0] in busy or (rows is not None and not rows[0] <= p[1] < rows[1]) else g[0]
        for p, g in zip(pixels, got, strict=True)
    ]
