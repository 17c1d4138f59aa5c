"""The hinted arrow's marks in the 3D and Flat-3D views, and what hides them (s390).

The hint draws the arrow's hidden parts through whatever hides them, in its own colour,
and its rings over everything (hint_outline.py). Since s378 a hidden aim line, a hovered
arrow's hidden head and a hit blocker read as behind: diagonal stripes (`hatch_px`
apart) where hidden, dashed rings round a blocker that hardly shows. The hint's
see-through was still solid, and solid rings round an arrow on the far side read as
one in front. Now it speaks the same: its hidden parts striped, its rings dashed while
under `SHOWN_LEAST` of its pixels are in sight: counted on its see-through pass (what is
hidden) and the repaint after it (what shows), by an occlusion query, once a view, as the
blocker's (blocker_marks.py); no pass of its own.
"""

from __future__ import annotations

from typing import Any

from .blocker_marks import SHOWN_LEAST, hatch_px

__all__ = ["draw_hint"]


def draw_hint(r: Any, hint, hidden, camera, width: int, height: int, amount: float) -> int:
    """The hinted arrow of renderer `r` (a `RendererBase`), resting on the board: its hidden
    parts show through whatever hides them, pulsing, in its own colour (a white one hid
    its direction where it showed; stranger, s19), in stripes; and its rings over
    everything (a mostly hidden one read as a faint ghost of its own colour; stranger,
    s24), dashed while it is mostly behind. Returns the draw calls."""
    if hint is None or r._alive is None or hint not in r._alive or hint in hidden:
        return 0
    arrow = int(hint)
    rgba = (1.0, 1.0, 1.0, 0.35 + 0.35 * amount)
    key = (arrow, r.rebuilds, camera.view_matrix(width / max(height, 1)).to_bytes(), width, height)
    known = getattr(r, "_hint_seen", None)
    if known is not None and known[0] == key:  # (counted for this view: no query, no wait)
        calls, dashed = r._draw_xray(arrow, rgba, hidden_only=True, hatch=hatch_px(height)), known[1]
    else:  # (reading a query's count waits for the GPU: once a view)
        seen: list[int] = []
        calls = r._draw_xray(arrow, rgba, hidden_only=True, hatch=hatch_px(height), samples=seen)
        behind, shown = seen
        dashed = shown < SHOWN_LEAST * (shown + behind)
        r._hint_seen = (key, dashed)
    r.outline.set((arrow, r.rebuilds), lambda: r.outline_triangles(arrow))
    aspect = width / max(height, 1)
    proj = camera.projection_matrix(aspect)
    view_proj = (proj * camera.view_matrix(aspect)).to_bytes()
    dash = 1.6 * hatch_px(height) if dashed else 0.0
    return calls + r.outline.draw(view_proj, proj[1][1], height, amount, dash=dash)  # (its depth
    # marks: the flash's see-through pass after it tests no depth)
