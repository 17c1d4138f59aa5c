"""Tab's heads from one view (keypick3d.shown_heads) in two steps (s262): the fixed looks'
on the key press, as before s260, then the footprint look's (keypick3d_footprint: s260's,
3-4x the press's time, a sphere 24's first Tab 43 -> 139 ms) a few heads a frame, each
slice about SLICE seconds, the frames the scene asks for while some are left (its
`animating`). A head found later takes its reading-order place; once all are tried the
heads are s260's, in its order, at its pixels.

Tab pressed before then goes on among the heads known: the lit one stays lit (none moves
it), and one found later is lit when Tab next comes round to its place in the order (an
arrow that read before the lit one: on the next round), never out of turn."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .keypick3d_order import ROW, Lit, reading_order

__all__ = ["SLICE", "Heads", "Look", "view_key"]

SLICE = 0.004  # seconds a frame the footprint look may take (a frame at 60 fps: 16.7 ms)


def view_key(ctl: Any) -> tuple:
    """What the heads that show from `ctl`'s view are found for: the view, the board's
    arrows and moves, what flies (KeyPick3D keeps a look while it stays)."""
    (w, h), cam = ctl.size, ctl.camera
    view, proj = cam.matrices(w, h)
    key: tuple = (view.to_tuple(), proj.to_tuple(), cam.band, (w, h), len(ctl.board.alive))
    return key + (ctl.session.moves, frozenset(ctl.animator.busy()))


class Heads(list):
    """A look's heads found so far, in reading order, and the look (`look`: its footprint
    look left, in slices, `Look.work`, or at once, `Look.finish`)."""

    look: Look


class Look:
    """The heads that show from one view: those found (`heads`, in reading order) and the
    footprint look still to run on the rest (`work`, a slice a frame)."""

    def __init__(self, view: Any, ends: list, found: list, todo: list, feet: Callable, hits: dict) -> None:
        """`ends`: (arrow, end) of each head kept; `found`: its pixel (None: not found);
        `todo`: (its index, (arrow, cell), its tries so far) of each the footprint look
        tries; `feet`: that look (keypick3d.footprint_found); `hits`: the tries' picks."""
        self._view, self._ends, self._found, self._feet, self._hits = view, ends, found, feet, hits
        self._todo, self._row = todo, ROW * view.cube()
        self._per: float | None = None  # seconds a head took in the last slice
        self.feet: set[tuple[int, int]] = set()  # (arrow, end) of the heads it found
        self.heads = self._order()

    @property
    def done(self) -> bool:
        return not self._todo

    def work(self, budget: float | None = SLICE) -> bool:
        """One slice of the footprint look: as many heads as `budget` seconds allow at the
        last slice's pace (one at least; None: all left). True: it found a head."""
        n = len(self._todo)
        if budget is not None and self._per is not None:
            n = max(1, min(n, int(budget / self._per)))
        elif budget is not None:
            n = min(n, 1)
        chunk, self._todo = self._todo[:n], self._todo[n:]
        if not chunk:
            return False
        t = time.perf_counter()
        got = self._feet(self._view, [w for _k, w, _s in chunk], [s for _k, _w, s in chunk], self._hits)
        self._per = (time.perf_counter() - t) / len(chunk)
        new = [(k, pos) for (k, _w, _s), pos in zip(chunk, got, strict=True) if pos]
        for k, pos in new:
            self._found[k] = pos
            self.feet.add(self._ends[k])
        if new:
            self.heads = self._order()
        return bool(new)

    def finish(self) -> Heads:
        """All the heads, the footprint look's left run at once (s260's `shown_heads`)."""
        self.work(None)
        return self.heads

    def _order(self) -> Heads:
        heads = [Lit(i, e, pos) for (i, e), pos in zip(self._ends, self._found, strict=True) if pos]
        out = Heads(reading_order(heads, self._row))
        out.look = self
        return out
