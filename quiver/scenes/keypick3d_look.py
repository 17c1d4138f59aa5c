"""Tab's heads from one view (keypick3d.shown_heads) in two steps (s262): the fixed looks'
on the key press, as before s260, then the footprint look's (keypick3d_footprint: s260's,
3-4x the press's time, a sphere 24's first Tab 43 -> 139 ms) a few heads a frame, each
slice about SLICE seconds, the frames the scene asks for while some are left (its
`animating`). A head found later takes its reading-order place; once all are tried the
heads are s260's, in its order, at its pixels.

Tab pressed before then goes on among the heads known: the lit one stays lit (none moves
it), and one found later is lit when Tab next comes round to its place in the order (an
arrow that read before the lit one: on the next round), never out of turn.

After a turn that hid the lit head, the light goes at once to the head the fixed looks
found nearest where it is now (KeyPick3D.update), and the look tries the heads nearest
there first (`toward`, s267): one it finds nearer takes the light, a frame or two later,
until none left can be nearer (`beyond`)."""

from __future__ import annotations

import math
import time
from collections import deque
from typing import Any

from .keypick3d_footprint import footprint_rays, footprint_tries
from .keypick3d_order import ROW, Lit, reading_order
from .keyspread3d import spread_found

__all__ = ["SLICE", "Heads", "Look", "nearer", "view_key"]

SLICE = 0.004  # seconds a frame the footprint look may take (a frame at 60 fps: 16.7 ms)
FIRST = 100  # rays of the first slice, its pace not known yet
PACE = 4  # slices whose slowest pace sizes the next (a head's rays cost 1 to 9 us each, s262)


def view_key(ctl: Any) -> tuple:
    """What the heads that show from `ctl`'s view are found for: the view, the board's
    arrows and moves, what flies (KeyPick3D keeps a look while it stays)."""
    (w, h), cam = ctl.size, ctl.camera
    view, proj = cam.matrices(w, h)
    key: tuple = (view.to_tuple(), proj.to_tuple(), cam.band, (w, h), len(ctl.board.alive))
    return key + (ctl.session.moves, frozenset(ctl.animator.busy()))


def nearer(look: Look, lit: Lit, spot: tuple[float, float]) -> tuple[Lit | None, bool]:
    """After a turn hid the head lit (KeyPick3D._nearest): the head `look` found nearest
    `spot`, where nearer than `lit` (else None), and whether one left may still be nearer."""
    best = min(look.heads, key=lambda h: math.dist(h.pos, spot))
    near = best if math.dist(best.pos, spot) < math.dist(lit.pos, spot) else None
    return near, not (look.done or look.beyond(spot, math.dist((near or lit).pos, spot)))


class Heads(list):
    """A look's heads found so far, in reading order, and the look (`look`: its footprint
    look left, in slices, `Look.work`, or at once, `Look.finish`)."""

    look: Look


class Look:
    """The heads that show from one view: those found (`heads`, in reading order) and the
    footprint look still to run on the rest (`work`, a slice a frame): a slice makes the
    rays of some heads (keypick3d_footprint.footprint_tries), or walks some of those made
    (keyspread3d.spread_found), a head's in pieces where they are many (zoomed in, one
    head's took 10 ms)."""

    def __init__(self, view: Any, ends: list, found: list, todo: list, hits: dict) -> None:
        """`ends`: (arrow, end) of each head kept; `found`: its pixel (None: not found);
        `todo`: (its index, (arrow, cell), its tries so far) of each the footprint look
        tries; `hits`: the tries' picks."""
        self._view, self._ends, self._found, self._hits = view, ends, found, hits
        self._todo, self._row = todo, ROW * view.cube()
        self._walk: list = []  # (index, (arrow, cell), footprint tries not walked yet)
        self._per: dict[str, deque[float]] = {"make": deque(maxlen=PACE), "walk": deque(maxlen=PACE)}
        self.feet: set[tuple[int, int]] = set()  # (arrow, end) of the heads it found
        self.heads = self._order()

    @property
    def done(self) -> bool:
        return not (self._todo or self._walk)

    def work(self, budget: float | None = SLICE) -> bool:
        """One slice of the footprint look, as many rays as `budget` seconds allow at the
        slowest of the last slices' paces a ray (FIRST the first time; one head at least;
        None: all left, at once). True: it found a head."""
        if budget is None:
            self._make(len(self._todo))
            return self._walked(sum(len(ts) for _k, _w, ts in self._walk))[0]
        per = self._per["walk" if self._walk else "make"]
        rays = FIRST if not per else budget / max(per)
        t = time.perf_counter()
        done = self._walked(max(1, int(rays))) if self._walk else self._make(*self._heads(rays))
        if done[1]:
            per.append((time.perf_counter() - t) / done[1])
        return done[0]

    def toward(self, spot: tuple[float, float]) -> None:
        """Try the heads whose cells lie nearest `spot` (x, y) on screen first: the heads
        found and their pixels are the same, found in other frames."""
        self._todo.sort(key=lambda t: self._far(t[1], spot))

    def beyond(self, spot: tuple[float, float], far: float) -> bool:
        """Whether every head left lies more than `far` pixels from `spot` (a head's pixel
        found lies within about a cube of its cell's on screen)."""
        left = [w for _k, w, _t in self._walk] + [w for _k, w, _s in self._todo]
        return all(self._far(w, spot) > far + self._row / ROW for w in left)

    def _far(self, wanted: tuple, spot: tuple[float, float]) -> float:
        c = self._view.ctl.board.space.coord(wanted[1])
        return math.dist(self._view.pixel((c[0] + 0.5, c[1] + 0.5, c[2] + 0.5))[:2], spot)

    def finish(self) -> Heads:
        """All the heads, the footprint look's left run at once (s260's `shown_heads`)."""
        self.work(None)
        return self.heads

    def _heads(self, rays: float) -> tuple[int, int]:
        """How many heads of those left make about `rays` rays (one at least), and how many
        rays (keypick3d_footprint.footprint_rays: before those a wall shuts)."""
        n, many = 0, 0
        while n < len(self._todo):
            _k, wanted, seen = self._todo[n]
            more = footprint_rays(self._view, wanted, seen, self._hits)
            if n and many + more > rays:
                break
            many, n = many + more, n + 1
        return n, many

    def _make(self, n: int, rays: int = 0) -> tuple[bool, int]:
        """The footprint tries of the next `n` heads (about `rays` rays), to walk: (False,
        `rays`: the make's pace is a ray of those)."""
        chunk, self._todo = self._todo[:n], self._todo[n:]
        wanted, seen = [w for _k, w, _s in chunk], [s for _k, _w, s in chunk]
        made = footprint_tries(self._view, wanted, seen, self._hits) if chunk else []
        self._walk += [(k, w, ts) for (k, w, _s), ts in zip(chunk, made, strict=True) if ts]
        return False, rays

    def _walked(self, rays: int) -> tuple[bool, int]:
        """Walk the next `rays` tries (a head's first of them that picks it: found), in
        order: (whether a head was found, how many walked)."""
        part, left, n = [], rays, 0
        while n < len(self._walk) and left > 0:
            k, w, ts = self._walk[n]
            part.append((k, w, ts[:left]))
            self._walk[n] = (k, w, ts[left:])
            left, n = left - len(ts[:left]), n + 1
        got = spread_found(self._view, [w for _k, w, _t in part], [t for _k, _w, t in part])
        new = [(k, pos) for (k, _w, _t), pos in zip(part, got, strict=True) if pos]
        for k, pos in new:
            self._found[k] = pos
            self.feet.add(self._ends[k])
        found = {k for k, _pos in new}
        self._walk = [(k, w, ts) for k, w, ts in self._walk if ts and k not in found]
        if new:
            self.heads = self._order()
        return bool(new), rays - left

    def _order(self) -> Heads:
        heads = [Lit(i, e, pos) for (i, e), pos in zip(self._ends, self._found, strict=True) if pos]
        out = Heads(reading_order(heads, self._row))
        out.look = self
        return out
