"""A fired arrow on the 2D board (Play2DScene.on_fire): its flight off the board, its
bounce off the arrow in its way, the flash of a shut lock, and the quarter turn every
rotating arrow left makes after a move. `scene` is the Play2DScene."""

from __future__ import annotations

import math

from quiver.render2d.anim import BounceAnim, LeaveAnim, TurnAnim
from quiver.render2d.tiles import VEC
from quiver.style.easing import ease_out

from .contact2d import head_on
from .paint2d import FLASH

# (head_on: in contact2d.py)
__all__ = ["cells_to_edge", "fire", "flash_lock", "head_on", "pan_on", "shown_shift", "turn_heads"]


def fire(scene, res) -> None:
    """What the move `res` (the engine's result of a tap on arrow `res.arrow`) shows."""
    i = res.arrow
    r = scene.renderer
    # (a board zoomed in: what stopped it may lie off the view; an earlier pan not done is
    # taken over by this one's, which moves from where that one would have left it)
    shift = shown_shift(scene, res) if res.left else _taken_over(scene, res)
    # tapped again while still bouncing: that bounce ends here
    scene.anims = [a for a in scene.anims if a.arrow != i]
    if scene.hint_arrow == i:
        scene.hint_arrow = None
    if res.locked:  # a shut lock: no flight, the pair flashes
        _pan(scene, *shift)  # (its key brought into view at once, as a hint's arrow is)
        flash_lock(scene, res)
        scene.view_pan = ViewPan(scene, res)
    elif res.left:
        scene.base_changes += r.hide(i)
        r.invalidate_minimap()
        scene.minimap_dirty = True
        length = len(scene.board.arrows[i])
        dist = (length - 1) + cells_to_edge(scene, i, res.end) + 1.3
        path = r.path(i, int(dist) + 3, res.end)
        scene.anims.append(LeaveAnim(i, path, dist, scene.speed, still=scene.reduced))
        turn_heads(scene)
    else:
        a = scene.board.arrows[i]
        hx, hy = scene.board.space.coord(a.cells[0] if res.end == 1 else a.head)
        bx, by = scene.board.space.coord(res.cell)
        # a rotating arrow turned back over its own body: a nudge on the spot
        gap = max(0, abs(bx - hx) + abs(by - hy) - 1)
        scene.base_changes += r.hide(i)
        path = r.path(i, gap + 2, res.end)
        on = head_on(scene, r.head_dir(i, res.end), res.blocker, res.cell)
        bounce = BounceAnim(i, path, gap, res.blocker, res.cell, scene.speed, on)
        if scene.reduced:
            _pan(scene, *shift)
        scene.view_pan = ViewPan(scene, res, (0.0, 0.0) if scene.reduced else shift, bounce.t_fwd)
        scene.anims.append(bounce)
    if scene.ptr.hover == i:
        scene.ptr.hover = None


def turn_heads(scene) -> None:
    """After a move every rotating arrow left turns its head a quarter turn: eased,
    or at once with reduced motion."""
    r = scene.renderer
    for j in sorted(scene.board.turns):
        if j not in scene.board.alive:
            continue
        scene.anims = [a for a in scene.anims if a.arrow != j]  # a bounce ends here (its pan goes on)
        old = r.turn(j)
        if scene.reduced:
            scene.base_changes += r.show(j)
            continue
        scene.base_changes += r.hide(j)
        vx, vy = VEC[old]
        scene.anims.append(TurnAnim.quarter(j, math.atan2(vy, vx), scene.board.arrows[j].turn, scene.speed))
    if scene.hint_arrow in scene.board.turns and not scene.board.can_escape(scene.hint_arrow):
        scene.hint_arrow = None  # the hinted arrow turned into a blocked way: no longer the move (s97)


def flash_lock(scene, res) -> None:
    for j in (res.arrow, res.blocker):  # no hit: they shake left-right
        scene.flashes[j] = FLASH
        scene.moving.bumps.pop(j, None)
    scene.on_smack(res.blocker)


def cells_to_edge(scene, i: int, end: int = 0) -> float:
    """Cells from arrow i's head (end 1: its `dir2` head) to the edge of the board
    area, along its flight."""
    a = scene.board.arrows[i]
    x, y = scene.board.space.coord(a.cells[0] if end == 1 else a.head)
    d = a.dir2 if end == 1 else scene.renderer.dirs[i]
    vx, vy = VEC[d]
    ax, ay, aw, ah = scene.view.area
    hx, hy = scene.view.cell_center(x, y)
    c = scene.view.cell
    if vx > 0:
        px = ax + aw - hx
    elif vx < 0:
        px = hx - ax
    elif vy > 0:
        px = ay + ah - hy
    else:
        px = hy - ay
    return max(1.0, px / c)


MARGIN = 1.5  # cells kept between what a blocked tap shows and the view's edge (the ring's room)


def shown_shift(scene, res) -> tuple[float, float]:
    """How far (px) to move a board zoomed in so that a blocked tap's cause shows: the
    cell that stopped it (where its ring stands; a shut lock's key) and, where both fit,
    the tapped head its ray starts from, MARGIN cells in from the view's edge; (0, 0) where
    they show (s190: at 480x360 the blocker lay a cell past the view's top: a heart went,
    and nothing on screen said why). The least move: the player's place is kept."""
    board = scene.board
    cell = board.arrows[res.blocker].head if res.locked and res.blocker is not None else res.cell
    if res.left or cell is None or not scene.view.pannable:
        return 0.0, 0.0
    view, space = scene.view, board.space
    a = board.arrows[res.arrow]
    head = view.cell_center(*space.coord(a.cells[0] if res.end == 1 else a.head))
    hit = view.cell_center(*space.coord(cell))
    ax, ay, aw, ah = view.area
    m = MARGIN * view.cell
    return _least(ax, ax + aw, head[0], hit[0], m), _least(ay, ay + ah, head[1], hit[1], m)


def _least(lo: float, hi: float, head: float, hit: float, m: float) -> float:
    """Along one axis of the view [lo, hi]: the least move that brings `hit` and `head`
    (where both fit) m px inside it, else `hit` alone (the ray then comes in from the edge)."""
    for a, b in ((min(head, hit), max(head, hit)), (hit, hit)):
        a, b = a - m, b + m
        if b - a <= hi - lo:
            return lo - a if a < lo else hi - b if b > hi else 0.0
    return (lo + hi) / 2 - hit  # (a view narrower than a ring's room: the cell in its middle)


def _taken_over(scene, res) -> tuple[float, float]:
    """shown_shift for a blocked tap while an earlier one's pan still moves the view:
    measured from where that pan ends, and the rest of it added to this one's, which
    takes its place (each pan moving on from where it stood, two taps in a row moved the
    view twice: at 640x480 two arrows blocked past the view's bottom, tapped two frames
    apart, ran the second's blocker 16 px past the least move)."""
    p, view = getattr(scene, "view_pan", None), scene.view
    if p is None or p.rest(view.cell) == (0.0, 0.0):
        return shown_shift(scene, res)
    dx, dy = p.rest(view.cell)
    was = view.ox, view.oy, view.give
    view.pan(dx, dy)  # (where it would leave it; put back below)
    more = shown_shift(scene, res)
    end = view.ox + more[0], view.oy + more[1]
    view.ox, view.oy, view.give = was
    p.shift = (0.0, 0.0)  # (its steps from here on move nothing)
    return end[0] - view.ox, end[1] - view.oy


def _pan(scene, dx: float, dy: float) -> None:
    """Move the board by (dx, dy) px, as a pan does (its effects go with it)."""
    if (dx, dy) != (0.0, 0.0) and scene.view.pan(dx, dy):
        scene.view_moved()


class ViewPan:
    """A blocked tap's pan of the view to what stopped it (shown_shift), eased over `time`
    seconds (the bounce's flight there), kept while its ray and ring (a shut lock: its
    flash) show. Not the bounce's: a move that turns the rotating arrows ends their
    bounces (turn_heads), and a pan riding one stopped there, the blocker left off the
    view (s197). In cells, not pixels, and held to the view's area: a window resized
    while the cause is marked shows it again from where the resize left the view, the
    pan's rest retargeted there (done: at once; a window shrunk after the pan kept the
    view's centre and the blocker went off it, its ring flashing unseen). A zoom ends it
    (Play2DScene.view_moved): the player took the view, and the cell under the pointer
    stays under it (the pan ran on, by the old zoom's pixels)."""

    def __init__(self, scene, res, shift=(0.0, 0.0), time: float = 0.0) -> None:
        c = scene.view.cell
        self.scene, self.res, self.area = scene, res, scene.view.area
        self.shift = (shift[0] / c, shift[1] / c)  # cells the view moves in all
        self.time, self.t, self.done_part = time, 0.0, 0.0

    def rest(self, cell: int) -> tuple[float, float]:
        """The px left to move at `cell` px a cell."""
        k = (1 - self.done_part) * cell
        return self.shift[0] * k, self.shift[1] * k

    def marked(self) -> bool:
        return "mark" in self.scene.fx.kinds() or self.res.blocker in self.scene.flashes

    def update(self, dt: float) -> None:
        scene, view = self.scene, self.scene.view
        if view.area != self.area:  # the window resized: the cause shown from here
            self.area, need = view.area, shown_shift(scene, self.res)
            if self.done_part < 1 and not scene.reduced:
                k = (1 - self.done_part) * view.cell
                self.shift = (need[0] / k, need[1] / k)
            else:
                _pan(scene, *need)
        self.t += dt
        part = ease_out(min(1.0, self.t / self.time)) if self.time > 0 else 1.0
        step, self.done_part = part - self.done_part, part
        _pan(scene, self.shift[0] * step * view.cell, self.shift[1] * step * view.cell)


def pan_on(scene, dt: float) -> None:
    """A blocked tap's pan moves on (Play2DScene.update), and goes once its marks do; and
    a held arrow key's glide (keypan2d.py)."""
    scene.controls.glide_on()
    p = getattr(scene, "view_pan", None)
    if p is not None:
        p.update(dt)
        if p.done_part >= 1 and not p.marked():
            scene.view_pan = None
