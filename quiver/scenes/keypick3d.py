"""Playing a 3D or Flat-3D board from the keyboard (without a mouse no arrow could be
fired at all): Tab and Shift+Tab light the next or previous arrow whose head shows from
the current view, in the reading order of the heads on screen (each head of a two-headed
arrow on its own: a pad's X / LB / RB are Tab, and a pad has no Shift+Enter; where none
shows, the view turns to one, as for a hint); Enter or Space fires the lit head
(Shift+Enter a two-headed arrow's other one). The light is the pointer's hover (the same
glow and escape ray); moving the mouse takes it over, Tab takes it back.

A head *shows* when a pick through the pixel of one of its faces (3D: the faces of its head cube; Flat 3D:
its face cell) finds that very cell, between the HUD's bars: what a click there would fire; a face seen
edge-on (FACING, a sliver) is passed over, as is a head a click takes at only a few pixels between other
arrows: Tab turns no view for them (a turn would reorder the cycle and undo a zoom); turned to, they show and
are lit (s332). After the view turns the lit arrow stays lit while it shows, else
the nearest one that shows is lit. A head whose faces' centres (Flat: its cell's) show nowhere, covered or
under a bar, is tried off them, last at its footprint's pixels no cube in front covers (keypick3d_footprint,
s260), on the frames after the key press (keypick3d_look, s262). A hint (H) lights the hinted arrow, so Enter
fires it. No GL: tests drive a `BoardController` directly.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.geometry import VEC3
from quiver.render3d.camera import pointer_ray
from quiver.render3d.controller import hinted_head
from quiver.render3d.framing import pointer_rays
from quiver.render3d.headcells import head_table
from quiver.render3d.headcull import collars, may_show

from .keypick2d import FIRE_KEYS  # the same keys fire in every mode
from .keypick3d_centre import Centred
from .keypick3d_footprint import footprint_found
from .keypick3d_hidden import drop_hidden
from .keypick3d_keys import key_pick
from .keypick3d_look import Heads, Look, nearer, view_key
from .keypick3d_mark import draw_mark
from .keypick3d_near import near_tries
from .keypick3d_order import ROW, Lit, reading_order
from .keypick3d_points import head_points as _head_points
from .keyspread3d import (
    corner_tries,
    facing,  # noqa: F401  (tests' kp.facing)
    first_hits,
    shows_face,
    spread_found,
    spread_tries,
    whole,
    whole_pixel,
)
from .pick_table import batched_pick

__all__ = ["FIRE_KEYS", "KeyPick3D", "Lit", "all_heads", "key_pick", "reading_order", "shown_heads"]

FACING = 0.2  # a face turned less than this (a cosine) to the eye: edge-on, unlit (s90) if a sliver (EDGE_PX)


def _ends(board: Any, i: int) -> tuple[tuple[int, int], ...]:
    """(end, head cell) of arrow i's heads: one, or a two-headed arrow's two."""
    return head_table(board).ends(i)


class CameraLooks:
    """The camera's matrices now, for many projections and picks at once."""

    def __init__(self, ctl: Any) -> None:
        self.ctl = ctl
        self.w, self.h = ctl.size
        self.view, self.proj = ctl.camera.matrices(self.w, self.h)
        top, bottom = ctl.camera.band
        self.top, self.bottom = top * self.h, (1 - bottom) * self.h
        self.skip = ctl.animator.busy()
        self.eye = ctl.camera.eye(self.w / max(self.h, 1))
        self._index, self._owner = ctl.board.space.index, ctl.board.owner
        self._collar = collars(ctl.board)  # (a head's cell: keyspread3d.whole)
        self.faces: dict = {}  # (keyspread3d.open_face's, per face)
        self._port = glm.vec4(0, 0, self.w, self.h)

    def filled(self, v, way) -> bool:
        """Whether 3D voxel `v`, `way` from a head, hides it as a cube does (keyspread3d.whole):
        looked up, not gathered in a set at each view (a cube 64's 262 144 voxels took
        0.2 s, twice a Tab)."""
        return whole(self._index, self._owner, self._collar, v, self.eye, way)

    def pixel(self, p) -> tuple[float, float, float]:
        q = glm.project(glm.vec3(*p), self.view, self.proj, self._port)
        return q.x, self.h - q.y, q.z

    def ray(self, t: tuple) -> tuple[Any, Any]:
        """(origin, direction) of window pixel `t` (x, y): a click's ray there."""
        return pointer_ray(self.view, self.proj, t[0], t[1], self.w, self.h)

    def rays(self, pixels: list) -> tuple[Any, Any]:
        """(N, 3) origins and directions of the pixels' rays, `ray`'s each, all at once."""
        xs, ys = [t[0] for t in pixels], [t[1] for t in pixels]
        return pointer_rays(self.view, self.proj, xs, ys, self.w, self.h)

    def tries(self, i: int, cell: int, faces: int = 63) -> list[tuple[float, float]]:
        """(x, y) of each pixel that may show arrow i's head on `cell`."""
        if i in self.skip:
            return []
        c, out = self.ctl.board.space.coord(cell), []
        for p in _head_points(self.ctl, cell, self, faces):
            if not shows_face(self, p, c, FACING):
                continue
            out += whole_pixel(self, p)
        return out

    def found(
        self, wanted: list, tries: list, batch: bool = True, hits: dict | None = None
    ) -> list[tuple[float, float] | None]:
        """For each (arrow, cell) wanted, the first of its `tries` whose pick is that cell:
        all at once (`batch`: pickbatch, s188, where the controller picks as the game's).
        `hits`: filled, where all were picked at once, with what each pixel's pick found."""
        game = batched_pick(self.ctl) is not None  # (the game's picks, not a test's)
        picks: list = []
        first = first_hits(self, wanted, tries, picks) if batch and game else None
        if hits is not None and len(picks) == sum(map(len, tries)):
            hits.update(zip((t for ts in tries for t in ts), picks, strict=True))
        if first is None:
            kept = {} if hits is None else hits
            first = [
                next((n for n, t in enumerate(ts) if self._picks(w, t, kept)), None)
                for w, ts in zip(wanted, tries, strict=True)
            ]
        return [None if n is None else ts[n] for ts, n in zip(tries, first, strict=True)]

    def _picks(self, wanted: tuple[int, int], t: tuple, hits: dict) -> bool:
        hit = self.ctl.pick_ray(*self.ray(t), self.skip)
        hits[t] = None if hit is None else (hit.arrow, hit.cell)
        return hits[t] == wanted

    def lit(self, i: int, end: int | None = None, feet: bool = True) -> Lit | None:
        """Arrow i lit where it shows (end None: its first head that shows), with Tab's
        last look (s247: a head only that look found, Tab lit; a turn of a degree that
        left it showing then lit the head nearest it, and Enter fired that other arrow)."""
        for e, cell in _ends(self.ctl.board, i):
            if end is not None and e != end:
                continue
            tries = self.tries(i, cell) + spread_tries(self, i, cell, 63, FACING)  # (centres first)
            tries += corner_tries(self, i, cell, 63, FACING)
            hits: dict = {}
            pos = self.found([(i, cell)], [tries], False, hits)[0]
            if pos is None:
                last = near_tries(self, (i, cell), 63, tries, hits, FACING)
                pos = self.found([(i, cell)], [last], False, hits)[0]
                if feet:  # (s260; mid-turn each frame: not, s262)
                    pos = pos or footprint_found(self, [(i, cell)], [tries + last], hits)[0]
            if pos:
                return Lit(i, e, pos)
        return None

    def cube(self) -> float:
        """About how many pixels a cube spans near the middle of the shape."""
        t = self.ctl.camera.target
        x0, y0, _ = self.pixel((t.x, t.y, t.z))
        return max(
            math.dist((x0, y0), self.pixel((t.x + v[0], t.y + v[1], t.z + v[2]))[:2]) for v in VEC3[::2]
        )


def all_heads(ctl: Any) -> list[Lit]:
    """`shown_heads` and those its footprint look finds (s260's `shown_heads`)."""
    return shown_heads(ctl).look.finish()


def shown_heads(ctl: Any) -> Heads:
    """The heads that show from the controller's view now (both of a two-headed arrow
    where both do), in reading order: the fixed looks' (the footprint look left to run,
    in `.look`'s slices: keypick3d_look, s262)."""
    view = CameraLooks(ctl)
    maybe = may_show(ctl, view, FACING)  # (numpy first: those that cannot show need no pick, s187)
    if maybe is None:  # (each head of a two-headed arrow: a stop of its own)
        maybe = [(i, end, 63) for i in sorted(ctl.board.alive) for end, _cell in _ends(ctl.board, i)]
    wanted = [(i, dict(_ends(ctl.board, i))[end]) for i, end, _faces in maybe]
    tries = [view.tries(i, c, f) if f else [] for (i, c), (_i, _e, f) in zip(wanted, maybe, strict=True)]
    hits: dict = {}  # (what each pixel picked: the last look tries round those next to a head)
    found = view.found(wanted, tries, hits=hits)
    # no face's centre showed (keyspread3d): its spread points, then near its corners, in
    # one walk (a walk a look: 4 ms of a sphere 24's first Tab zoomed out)
    again = [k for k, pos in enumerate(found) if pos is None]
    more = [
        spread_tries(view, *wanted[k], maybe[k][2], FACING)
        + corner_tries(view, *wanted[k], maybe[k][2], FACING)
        for k in again
    ]
    more = drop_hidden(view, [wanted[k] for k in again], [tries[k] for k in again], more, hits)
    for k, pos in zip(again, spread_found(view, [wanted[k] for k in again], more, hits), strict=True):
        found[k] = pos
    left = [(n, k) for n, k in enumerate(again) if found[k] is None]
    last = [near_tries(view, wanted[k], maybe[k][2], tries[k] + more[n], hits, FACING) for n, k in left]
    last = drop_hidden(view, [wanted[k] for _n, k in left], [tries[k] + more[n] for n, k in left], last, hits)
    for (_n, k), pos in zip(left, spread_found(view, [wanted[k] for _n, k in left], last, hits), strict=True):
        found[k] = pos
    rest = [(j, k) for j, (_n, k) in enumerate(left) if found[k] is None]  # none landed on it (s260)
    todo = [(k, wanted[k], tries[k] + more[left[j][0]] + last[j]) for j, k in rest]
    return Look(view, [(i, e) for i, e, _f in maybe], found, todo, hits).heads


class KeyPick3D:
    """The arrow lit from the keyboard on a 3D / Flat-3D controller (`ctl`)."""

    def __init__(self, ctl: Any) -> None:
        self.ctl = ctl
        self.lit: Lit | None = None  # the arrow lit last (it keeps its place after it flew)
        self.on = False  # the light shows (the pointer has not taken it over)
        self.pinned = False  # a hint: lit whether or not its head shows
        self._view: tuple | None = None  # the view the light was last checked from
        self._shown: tuple | None = None  # (position, what they were found for, Look): _heads
        self._sliver = False  # the lit head: one only the footprint look found (after a turn: too)
        self._spot: tuple | None = None  # where the head lit before a turn hid it is: _nearest
        self._centred = Centred()  # the brackets at the lit head's visible middle (keypick3d_centre)

    def _heads(self) -> list[Lit]:
        """`shown_heads`, kept while the view, the board and what flies stay: each Tab on
        a cube 64 looked through all 52 429 heads afresh (a second a press), the same ones;
        and those the footprint look found since, a slice a frame (`update`, s262)."""
        key = view_key(self.ctl)
        kept = self._shown
        if kept is None or kept[0] is not self.ctl.board.position or kept[1] != key:
            kept = self._shown = (self.ctl.board.position, key, shown_heads(self.ctl).look)  # (a restart)
        return kept[2].heads

    def pending(self) -> bool:
        """Whether the footprint look has heads left to try from the view now (the scene
        asks for frames: reduced motion and an idle loop too)."""
        kept = self._shown
        if kept is None or kept[2].done:
            return False
        if kept[0] is not self.ctl.board.position or kept[1] != view_key(self.ctl):
            self._shown = None  # (the view moved: its heads are stale, a Tab looks afresh)
        return self._shown is not None

    def step(self, step: int, only: set[int] | None = None) -> Lit | None:
        """Light the next (`step` 1) or previous (-1) head that shows, after the one lit
        (`only`: among these arrows)."""
        heads = [h for h in self._heads() if only is None or h.arrow in only]
        if not heads and self._shown is not None:  # (the footprint look's, at once, before a turn)
            heads = [h for h in self._shown[2].finish() if only is None or h.arrow in only]
        if not heads:
            return self._turn_to_one(step, only)
        here = None if self.lit is None else (self._now(self.lit) or self.lit)  # (flown: its place)
        if here is None:
            pick = heads[0] if step > 0 else heads[-1]
        else:
            others = [h for h in heads if (h.arrow, h.end) != (here.arrow, here.end)]
            order = reading_order([*others, here], ROW * CameraLooks(self.ctl).cube())
            k = order.index(here)
            pick = order[(k + step) % len(order)]
            if pick is here:  # the only one
                pick = heads[0]
        self._light(pick)
        return pick

    def _turn_to_one(self, step: int, only: set[int] | None) -> Lit | None:
        """No head shows from this view (Flat 3D: all on the faces turned away, and Tab did
        nothing): turn, as a hint does (none spent), to the next arrow whose head a view
        shows, after the one lit, and light it."""
        ctl = self.ctl
        busy = ctl.animator.busy()
        alive = sorted(i for i in ctl.board.alive if (only is None or i in only) and i not in busy)
        if step < 0:
            alive.reverse()
        at = -1 if self.lit is None else self.lit.arrow
        later = [i for i in alive if (i > at if step > 0 else i < at)] if at >= 0 else alive
        for i in later + [i for i in alive if i not in later]:
            if ctl.can_show(i):
                ctl.turn_to_head(i)
                self.light_hint(i)
                lit = self.lit = self._placed(self.lit or Lit(i, 0, (0.0, 0.0)))  # (brackets on it)
                return lit
        return None

    def light_hint(self, i: int | None) -> None:
        """A hint lights its arrow (the head it leaves by) so Enter fires it."""
        if i is None:
            return
        end = 1 if hinted_head(self.ctl.board, i)[0] != self.ctl.board.arrows[i].head else 0
        self._light(Lit(i, end, self.lit.pos if self.lit else (0.0, 0.0)))
        self.pinned = True

    def fire(self, shift: bool) -> bool:
        """Fire the lit head (`shift`: a two-headed arrow's other one); False: none lit."""
        lit, ctl = self.lit, self.ctl
        if lit is None or not self.on or ctl.hover != lit.arrow or lit.arrow not in ctl.board.alive:
            return False
        two = ctl.board.arrows[lit.arrow].dir2 is not None
        ctl.fire(lit.arrow, (1 - lit.end) if two and shift else lit.end)
        self.pinned = False
        return True

    def off(self) -> None:
        """The pointer moved: it shows what it is over again."""
        self.on = self.pinned = False

    def update(self) -> None:
        """Each frame after the controller re-picked its hover: the lit arrow is the hover
        while it shows; once the view rests after a turn, the nearest head that shows."""
        if self.pending() and self._shown is not None and self._shown[2].work() and self._spot:
            self._closer()  # (a frame's slice of the footprint look, keypick3d_look)
        lit, ctl = self.lit, self.ctl
        if lit is None or not self.on:
            return
        if lit.arrow not in ctl.board.alive or lit.arrow in ctl.animator.busy():
            return  # flown (Tab goes on from its place) or bouncing back from a block
        cam, view = ctl.camera, self._looks()
        if self.pinned and not cam.turning:  # the hint's turn is over: an arrow lit as any,
            lit = self.lit = self._now(lit) or self._placed(lit)  # kept lit till the view moves
            self.pinned, self._view = False, view  # (its pyramid may show, no face of its cube)
        if view != self._view and not self.pinned:
            resting, self._spot = not (ctl.input.busy or cam.turning), None
            now = self._now(lit, resting and self._sliver) or (self._nearest(lit) if resting else None)
            if lit.arrow == ctl.hint and (now is None or now.arrow != lit.arrow):
                now = self._placed(lit)  # the hint stays lit, its head hidden or not: H, then
                # Home (or a key turn) lit the nearest head that showed, and Enter fired that one
            if now is None:  # hidden mid-turn (lit again if it shows when the view rests),
                ctl.hover = None  # or no head shows at all: Tab lights one again
                self.on = not resting
                return
            self._sliver &= now.arrow == lit.arrow
            lit = self.lit = now
            self._view = view if resting else None
        ctl.hover, ctl.hover_end = lit.arrow, lit.end

    def mark_key(self) -> tuple | None:
        """What the focus mark is drawn for (None: no mark): it follows the lit head."""
        lit = self.lit
        if lit is None or not self.on or self.ctl.hover != lit.arrow or self.ctl.session.over:
            return None
        if self.pinned:  # a hint's turn: its head's pixel is known once the view rests (its
            return None  # brackets sat at (0, 0) meanwhile, a stray corner mark, s45)
        x, y = self._centred.at(self.ctl, lit, self._looks(), CameraLooks)  # (its visible part's middle)
        return lit.arrow, round(x), round(y), self.ctl.size

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Focus brackets round the lit head (keypick3d_mark)."""
        key = self.mark_key()
        return (
            [] if key is None else draw_mark(surface, self.ctl, key[1], key[2], CameraLooks(self.ctl).cube())
        )

    def head(self, i: int) -> Lit | None:
        """Arrow i lit where its head shows from the view now (None: none shows)."""
        return CameraLooks(self.ctl).lit(i)

    def _light(self, lit: Lit) -> None:
        # (lit from this very view: the next frame's look from it found the same head at
        # another of its pixels, s247, and the brackets hopped)
        self.lit, self.on, self.pinned, self._view = lit, True, False, self._looks()
        self._sliver = self._shown is not None and (lit.arrow, lit.end) in self._shown[2].feet
        self._spot = None
        self.ctl.hover, self.ctl.hover_end = lit.arrow, lit.end

    def _looks(self) -> tuple:
        """The view now, as `update` compares it."""
        cam = self.ctl.camera
        return (tuple(cam.rot), cam.zoom, tuple(cam.pivot), self.ctl.size)

    def _now(self, lit: Lit, feet: bool = True) -> Lit | None:
        """`lit` where it shows from the view now (its other head if that one is hidden;
        `feet`: with the footprint look, `_sliver`)."""
        view = CameraLooks(self.ctl)
        return view.lit(lit.arrow, lit.end, feet) or view.lit(lit.arrow, None, feet)

    def _placed(self, lit: Lit) -> Lit:
        """`lit` at its head's pixel from the view now (its brackets go there)."""
        cell = dict(_ends(self.ctl.board, lit.arrow))[lit.end]
        x, y, _z = CameraLooks(self.ctl).pixel(_head_points(self.ctl, cell)[0])
        return Lit(lit.arrow, lit.end, (x, y))

    def _nearest(self, lit: Lit) -> Lit | None:
        """The head that shows nearest where `lit`'s head is on screen now, of those found
        so far: the footprint look tries those nearest there first (`_closer`, s267)."""
        cell = dict(_ends(self.ctl.board, lit.arrow)).get(lit.end)
        where = lit.pos if cell is None else CameraLooks(self.ctl).pixel(_head_points(self.ctl, cell)[0])[:2]
        heads = self._heads()
        if self._shown is not None and not self._shown[2].done:
            self._shown[2].toward(where)
            self._spot = where
        return min(heads, key=lambda h: math.dist(h.pos, where)) if heads else None

    def _closer(self) -> None:
        """Heads found since a turn hid the lit head: one nearer the spot than the head lit
        then takes the light (it came from the fixed looks alone, s267)."""
        if self._shown is None or self.lit is None or self._spot is None:
            return
        near, more = nearer(self._shown[2], self.lit, self._spot)
        if near is not None and self.on:
            self.lit, self._sliver, self._view = near, True, self._looks()
            self.ctl.hover, self.ctl.hover_end = near.arrow, near.end
        self._spot = self._spot if more else None
