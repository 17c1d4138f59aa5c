"""The lesson's bubble (quiver/scenes/coach.py) held where it stands while the player zooms
the 3D view, placed again once the zoom settles (s283: at 1920x1080 a zoom in by a pinch,
a trackpad or + held moved the 3D lesson's bubble 2-4 times in 50 frames, Flat 3D's up to 6,
the growing shape pushing it from each place in turn; now once, when the zoom stops). A turn
holds it too (s298: zoomed in at 800x600, an arrow key held moved the 3D lesson's "This one
is blocked" 3 to 5 times as the shape turned under it; now once, when the turn stops)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .bubble_cross import OVER
from .bubble_place import boxes

SETTLE = 0.25  # seconds with no change of zoom (or turn) before the bubble is placed again

Placed = tuple[Any, pygame.Rect, str]  # (the wrapped line, the bubble, its side)


class Settle:
    """When the view's zoom or turn last changed, and the bubble placed before it began."""

    def __init__(self) -> None:
        self._zoom: float | None = None
        self._at = float("-inf")
        self._kept: dict[tuple, Placed] = {}  # by key, each arrow's own (s350: `keep`)
        self._in = False  # the last change of zoom was in (the shape grows)
        self._ahead: set[tuple] = set()  # the keys of places kept clear of a zoom's sweep (`ahead`)
        self._rot: tuple | None = None  # the camera's turn: a turn lets that place go
        self._turned = float("-inf")  # when the turn last changed

    def see(self, play, now: float) -> None:
        """Each frame (and each layout): the 3D camera's zoom looked at."""
        camera = getattr(getattr(play, "ctl", None), "camera", None)
        zoom = None if camera is None else camera.zoom
        rot = tuple(getattr(camera, "rot", ()))
        if rot != self._rot:
            if self._rot is not None and rot:
                self._turned = now
            self._rot, self._ahead = rot, set()
        if zoom != self._zoom:
            if self._zoom is not None and zoom is not None:
                self._at, self._in = now, zoom < self._zoom
            self._zoom = zoom

    def zooming(self, now: float) -> bool:
        """The zoom changed less than SETTLE ago (the coach animates, so the frame it
        settles is drawn: its key says so)."""
        return now - self._at < SETTLE

    def moving(self, now: float) -> bool:
        """The zoom or the turn changed less than SETTLE ago: the bubble is held (`held`),
        and placed again the frame the view settles (the coach's key says so)."""
        return self.zooming(now) or now - self._turned < SETTLE

    def held(self, key: tuple, now: float, target, body, avoid, weigh=None) -> Placed | None:
        """The bubble placed for `key` (stage, step, window, its words: s311, a pointer hid at
        a turn's end and the old words showed 0.25 s, pointing at nothing; the arrow it points at:
        s350, the rest search's other arrows were each handed the first's) before this zoom, while the zoom
        or a turn goes on and it still leaves the arrow it talks about clear (the `target` pixel and its
        `body`, footprint's spots; none for a step about no arrow, whose bubble sits on its
        target) and the `avoid` boxes (Skip, the minimap); else None (placed afresh). A place
        `ahead` found is kept once the zoom settles too, until the view turns (its one move),
        where its leader crosses no other arrow (`weigh`: bubble_cross.crossing's)."""
        kept = self._kept.get(key)
        if kept is None or not (self.moving(now) or key in self._ahead):
            return None
        rect, side = kept[1], kept[2]
        if not self.moving(now) and weigh is not None and weigh(rect, side) >= OVER:
            return None  # (settled, its leader across another arrow: placed afresh, s287)
        if body and rect.inflate(8, 8).collidepoint(target):
            return None
        if rect.collidelist([*boxes(body), *(avoid or [])]) >= 0:
            return None
        return kept

    def keep(self, key: tuple, placed: Placed) -> None:
        """`placed` kept for `key`, beside the places of the step's other arrows (the key but
        its last part, the arrow, the same: the rest search lays each out in turn, lesson_aim)."""
        self._kept = {k: p for k, p in self._kept.items() if k[:-1] == key[:-1]}
        self._kept[key] = placed

    def ahead(self, play, aimed: int | None, arrows: tuple, key: tuple, now: float, fit: Callable[..., Any]):
        """`fit(*arrows)` (the boxes of the arrow talked about, and the others'), the bubble
        placed; where a zoom in let go the place held for `key` (the arrow grew into it), `fit`
        of them swept on to where the zoom may take them (footprint3d.swept_boxes): to the
        nearest zoom first, then a part of the way, the first place that covers none of the sweep
        (s296: at 1920x1080 Flat 3D's "This arrow folds over the edge" moved 3 times in one zoom
        in, each place the next the arrow grew into)."""
        let_go = key in self._kept and self.zooming(now) and self._in
        ctl = getattr(play, "ctl", None)
        self._ahead.discard(key)
        if not let_go or aimed is None or ctl is None or play.flat_view:
            return fit(*arrows)
        from .footprint3d import swept_boxes  # (numpy: a 3D lesson's)

        here = ctl.camera.zoom
        near = min(here, ctl.input.near_zoom())
        others = [j for j in play.board.alive if j != aimed]
        mine, them = swept_boxes(play, [aimed]), swept_boxes(play, others)  # (now's boxes found once)
        for part in AHEAD:
            zoom = near + (here - near) * (1 - part)
            got = fit(mine(zoom), them(zoom))
            if got[1].covered == 0:
                self._ahead.add(key)
                return got
        return fit(*arrows)


AHEAD = (1.0, 0.5, 0.25)  # the parts of the way to the nearest zoom a place is tried clear for
