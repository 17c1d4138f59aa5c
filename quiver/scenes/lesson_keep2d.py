"""The 2D lesson keeps the arrow it teaches on screen (s399).

Found by play: in the 2D lesson (a fresh player's first puzzle) + zoomed on and on until the
arrow the step teaches left the view, and the bubble pointed at nothing, off the board. Now,
while a step points at an arrow:

* the view keeps that arrow (the one the bubble points at), its whole body and head with
  KEEP_MARGIN px round it, on screen (BoardView.keep, render2d/keepbox.py): a zoom in stops at
  the nearest cell at which it fits, a zoom about a pointer far from it pans to keep it, and
  a drag or a held arrow key stops where it would leave, as at the board's edge. A bound pan,
  not an edge marker or a glide back: the lesson's boards are small, there is nothing past
  the arrow to look for, and the bubble's pointer always has its arrow to point at;
* a step whose arrow a zoom left out of view (the step before it zoomed in on another) eases
  the view round to it (at once with reduced motion), zooming out only as far as it must;
* a zoom in at the nearest answers with a bump, the board a cell or so bigger and back (the
  3D lessons' render3d/zoom_bump.py, none with reduced motion), and where that is the lesson's
  limit (not the game's own largest cell, as at 1280x800) the lesson says once why it goes no
  nearer (lesson_zoom.say_limit, the 3D lessons' words).

Steps about the hearts or the whole board keep nothing: the zoom is the game's own then."""

from __future__ import annotations

import math
import weakref
from dataclasses import replace
from typing import Any

from quiver.game.lessons import ARROW_ANCHORS, anchor_arrows
from quiver.render2d.keepbox import Keep
from quiver.render3d.zoom_bump import ZoomBump

from .lesson_hold import spared
from .lesson_zoom import say_limit

__all__ = ["KEEP_MARGIN", "keep_taught"]

KEEP_MARGIN = 12  # px (at the HUD's scale) kept round the taught arrow, inside the board's area
EASE = 14.0  # the glide round to a step's arrow, a second (as BoardView.settle's)
_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> ((stage, step), arrow kept)
_LENS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # play -> its _Lens


class _Lens:
    """The 2D view as ZoomBump's camera: `zoom` 1.0 at rest, less as the bump springs
    closer (the cell is then as much bigger, in whole pixels)."""

    def __init__(self, view: Any, now: float) -> None:
        self.zoom, self.bump = 1.0, ZoomBump()
        self.seen, self.at = view.nearest_hits, now  # (the zoom ins refused so far; the last frame)
        self.rest: tuple[int, tuple[float, float], tuple[float, float]] | None = None  # (cell, pixel, point)
        self.shown = 0  # the cell the bump set last


def keep_taught(coach: Any, play: Any) -> None:
    """Each frame of a 2D lesson (lesson_view.watch_view): the view keeps the step's arrow,
    or eases round to it; a zoom in refused at the nearest bumps, and is said once."""
    view, now = play.view, play.clock()
    lens = _LENS.get(play)
    if lens is None:
        lens = _LENS[play] = _Lens(view, now)
    dt, lens.at = max(0.0, now - lens.at), now
    want = _wanted(coach, play)
    if (
        want != view.keep
        and not lens.bump.active
        and _bring(play, want, 1.0 if play.reduced else 1 - math.exp(-EASE * dt))
    ):
        coach._picked = None  # (the bubble placed afresh beside the arrow where it came to rest, not held
        # where it stood as the view glided: s399, at 640x480 it ended flush on the arrow, its pointer hidden)
    hits, lens.seen = view.nearest_hits - lens.seen, view.nearest_hits
    if hits and view.keep is not None:
        lens.bump.start(lens, not play.reduced)
        if lens.bump.active and lens.rest is None:
            lens.rest = (view.cell, *_middle(view))
        if view.zoom_limits()[1] < view.max_cell:  # (the lesson's limit, not the game's own: why, once)
            say_limit(coach, play, lens.bump)
    _spring(play, lens, dt)


def _wanted(coach: Any, play: Any) -> Keep | None:
    """The box the view keeps now: the cells of the step's arrow the bubble points at (the
    last one kept while it points at none), with its margin; None in a step about no arrow."""
    if coach.done or coach.beat is not None or coach.current.anchor not in ARROW_ANCHORS:
        return None
    arrows = spared(coach, anchor_arrows(play.board, coach.current.anchor))
    if not arrows:
        return None
    step, got = (coach.stage, coach.step), _KEPT.get(coach)
    last = got[1] if got is not None and got[0] == step else None
    pick = coach.aimed if coach.aimed in arrows else last if last in arrows else arrows[0]
    _KEPT[coach] = (step, pick)
    xy = [play.board.space.coord(c)[:2] for c in play.board.arrows[pick].cells]
    xs, ys = [p[0] for p in xy], [p[1] for p in xy]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1, round(KEEP_MARGIN * play.hud.u)


def _bring(play: Any, want: Keep | None, k: float) -> bool:
    """Keep `want` from now: at once where the view shows it already (or nothing is kept),
    else a `k` share of the way to the nearest view that does (zoomed out no farther than it
    must, about the box's middle); kept once there, or where the board's bounds stop the glide.
    True once the view came to rest there after moving."""
    view = play.view
    target = replace(view, keep=want)
    target.zoom_to(min(view.cell, target.zoom_limits()[1]), _middle(target, want)[0])
    if want is None or (target.cell, target.origin()) == (view.cell, view.origin()):
        view.keep = want
        return False
    view.keep = None  # (the last step's box: it would hold the view where it was)
    cell = (
        view.cell - max(1, math.ceil((view.cell - target.cell) * k)) if view.cell > target.cell else view.cell
    )
    zoomed = cell != view.cell
    if zoomed:
        view.zoom_to(cell, _middle(view, want)[0])
    target = replace(view, keep=want)
    target.clamp()
    before = view.origin()
    view.ox += (target.ox - view.ox) * k
    view.oy += (target.oy - view.oy) * k
    view.clamp()
    if k >= 1.0 or (not zoomed and max(abs(a - b) for a, b in zip(view.origin(), before, strict=True)) < 1):
        view.keep = want  # (there, or as near as the board's bounds let it glide: the rest at once)
        view.clamp()
    play.view_moved(zoomed=zoomed)
    return view.keep == want


def _middle(view: Any, keep: Keep | None = None) -> tuple[tuple[float, float], tuple[float, float]]:
    """The middle of the kept box (`keep`, else the view's own; none: the area's middle) on
    screen, and that board point."""
    box = keep or view.keep
    if box is None:
        pixel = view.area_center()
        return pixel, view.screen_to_board(*pixel)
    point = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    ox, oy = view.origin()
    return (ox + point[0] * view.cell, oy + point[1] * view.cell), point


def _spring(play: Any, lens: _Lens, dt: float) -> None:
    """The bump's frame: the cell as much bigger as ZoomBump's zoom is less, about the kept
    box's middle; dropped where the player zoomed meanwhile (that stands)."""
    view = play.view
    if lens.rest is None:
        return
    if lens.shown and view.cell != lens.shown:
        lens.zoom = math.nan  # (ZoomBump.step: moved by something else, dropped)
    moved = lens.bump.step(lens, dt)
    if not moved:
        lens.rest, lens.zoom, lens.shown = None, 1.0, 0
        return
    cell, pixel, point = lens.rest
    view.cell = lens.shown = cell + math.ceil(cell * (1 / lens.zoom - 1) - 1e-9)
    view.ox, view.oy = pixel[0] - point[0] * view.cell, pixel[1] - point[1] * view.cell
    view.clamp()
    play.view_moved()
    if not lens.bump.active:
        lens.rest, lens.shown = None, 0
