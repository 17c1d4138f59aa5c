"""A hit blocker's marks in the 3D and Flat-3D views, and what hides them (s378).

A blocker hidden behind the shape (on a Flat block's far side, inside a 3D shape) was
drawn through it as a solid red ghost with solid rings round it: over a visible arrow in
front, a stranger took that arrow for the blocker (s376's mouse pass). Now what shows of
the blocker is tinted as before, and what is hidden is drawn in diagonal stripes
(`hatch_px` apart, the shaders' `hatch`), as the aim line's hidden part is; a blocker
that hardly shows (under `SHOWN_LEAST` of its pixels in sight: an occlusion query on
the two passes) gets its rings dashed in the same stripes: there, but behind.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "BLOCKER_BAND",
    "BLOCKER_RINGS_FROM",
    "GHOST",
    "HATCH",
    "SHOWN_LEAST",
    "counted",
    "draw_blocker",
    "hatch_px",
]

BLOCKER_BAND = (0.84, 0.24, 0.2)  # sRGB: a hit blocker's ring (the impact mark's red, IMPACT_COLOR)
BLOCKER_RINGS_FROM = 0.5  # ... drawn while its flash is at least this strong
GHOST = (0.87, 0.25, 0.28, 0.42)  # sRGB and opacity at full flash: its see-through tint
HATCH = 10.0  # px at 720 rows: the stripes' period of what is drawn through what hides it
SHOWN_LEAST = 0.5  # a blocker with less of its pixels than this in sight is behind: rings dashed


def hatch_px(height: float) -> float:
    """The stripes' period in pixels at a view `height` rows tall (no finer than at 720)."""
    return HATCH * max(1.0, float(height) / 720.0)


def draw_blocker(r: Any, flash, hidden, camera, width: int, height: int) -> int:
    """A hit blocker (`flash`: (arrow, 0..1)) of renderer `r` (a `RendererBase`): its
    tint where it shows, its stripes where it is hidden, then its rings (`_rings`);
    returns the draw calls. How much of it shows is counted once a view (a query's count
    waits for the GPU to finish the frame) and kept while the flash fades in that view."""
    arrow, amount = int(flash[0]), float(flash[1])
    rgba = (*GHOST[:3], GHOST[3] * amount)

    def tint() -> int:
        return r._draw_xray(arrow, rgba, test="<=")

    def stripes() -> int:
        return r._draw_xray(arrow, rgba, test=">", hatch=hatch_px(height))

    key = (arrow, r.rebuilds, camera.view_matrix(width / max(height, 1)).to_bytes(), width, height)
    known = getattr(r, "_blocker_seen", None)
    if known is not None and known[0] == key:  # (counted for this view: no query, no wait)
        calls, dashed = tint() + stripes(), known[1]
    else:  # (reading a query's count waits for the GPU: once a view, not each frame of the flash)
        shown, calls = counted(r, tint)
        behind, more = counted(r, stripes)
        calls, dashed = calls + more, shown < SHOWN_LEAST * (shown + behind)
        r._blocker_seen = (key, dashed)
    return calls + _rings(r, arrow, amount, dashed, hidden, camera, width, height)


def counted(r: Any, draw) -> tuple[int, int]:
    """(samples that passed, draw calls) of `draw()`. The query is the renderer's own,
    made once (moderngl 5 frees a query only with its context)."""
    query = getattr(r, "_samples_query", None)
    if query is None:
        query = r._samples_query = r.ctx.query(samples=True)
    with query:
        calls = draw()
    return int(query.samples), calls


def _rings(r: Any, arrow: int, amount: float, dashed: bool, hidden, camera, width: int, height: int) -> int:
    """A hit blocker's rings over everything, the hint's with a red band, while its
    flash is strong (blinking with it, gone as it fades): its red see-through ghost
    alone hardly showed on the red and orange arrows in front of it (stranger, s101);
    `dashed` where it is behind the shape (s378)."""
    if amount < BLOCKER_RINGS_FROM or r._alive is None or arrow not in r._alive or arrow in hidden:
        return 0
    r.blocker_rings.set((arrow, r.rebuilds), lambda: r.outline_triangles(arrow))
    aspect = width / max(height, 1)
    proj = camera.projection_matrix(aspect)
    view_proj = (proj * camera.view_matrix(aspect)).to_bytes()
    dash = 1.6 * hatch_px(height) if dashed else 0.0
    return r.blocker_rings.draw(view_proj, proj[1][1], height, 1.0, band=BLOCKER_BAND, dash=dash)
