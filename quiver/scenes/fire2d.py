"""A fired arrow on the 2D board (Play2DScene.on_fire): its flight off the board, its
bounce off the arrow in its way, the flash of a shut lock, and the quarter turn every
rotating arrow left makes after a move. `scene` is the Play2DScene."""

from __future__ import annotations

import math
from typing import Any

from quiver.render2d.anim import BounceAnim, LeaveAnim, TurnAnim
from quiver.render2d.tiles import VEC
from quiver.style.easing import ease_out

from .contact2d import head_on
from .paint2d import FLASH

# (head_on: in contact2d.py)
__all__ = ["cells_to_edge", "fire", "flash_lock", "head_on", "shown_shift", "turn_heads"]


def fire(scene, res) -> None:
    """What the move `res` (the engine's result of a tap on arrow `res.arrow`) shows."""
    i = res.arrow
    r = scene.renderer
    # (a board zoomed in: what stopped it may lie off the view; an earlier bounce's pan not
    # done is taken over by this one's, which moves from where that one would have left it)
    shift = shown_shift(scene, res) if res.left else _taken_over(scene, res)
    # tapped again while still bouncing: that bounce ends here
    scene.anims = [a for a in scene.anims if a.arrow != i]
    if scene.hint_arrow == i:
        scene.hint_arrow = None
    if res.locked:  # a shut lock: no flight, the pair flashes
        _pan(scene, *shift)  # (its key brought into view at once, as a hint's arrow is)
        flash_lock(scene, res)
    elif res.left:
        scene.base_changes += r.hide(i)
        r.invalidate_minimap()
        scene.minimap_dirty = True
        length = len(scene.board.arrows[i])
        dist = (length - 1) + cells_to_edge(scene, i, res.end) + 1.3
        path = r.path(i, int(dist) + 3, res.end)
        scene.anims.append(LeaveAnim(i, path, dist, scene.speed))
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
        elif shift != (0.0, 0.0):
            bounce = PanningBounce.of(bounce, scene, shift)
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
        scene.anims = [a for a in scene.anims if a.arrow != j]  # a bounce ends here
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
    """shown_shift for a blocked tap while earlier bounces still pan: measured from where
    their pans end, and those pans stop here, the rest of them added to this one's (each
    pan moving on from where it stands, two taps in a row moved the view twice: at 640x480
    two arrows blocked past the view's bottom, tapped two frames apart, ran the second's
    blocker 16 px past the least move)."""
    pans = [a for a in scene.anims if isinstance(a, PanningBounce)]
    rest = [(a.shift[0] * (1 - a.done_part), a.shift[1] * (1 - a.done_part)) for a in pans]
    dx, dy = sum(x for x, _ in rest), sum(y for _, y in rest)
    if (dx, dy) == (0.0, 0.0):
        return shown_shift(scene, res)
    view = scene.view
    was = view.ox, view.oy, view.give
    view.pan(dx, dy)  # (where they would leave it; put back below)
    more = shown_shift(scene, res)
    end = view.ox + more[0], view.oy + more[1]
    view.ox, view.oy, view.give = was
    for a in pans:
        a.shift = (0.0, 0.0)  # (their steps from here on move nothing)
    return end[0] - view.ox, end[1] - view.oy


def _pan(scene, dx: float, dy: float) -> None:
    """Move the board by (dx, dy) px, as a pan does (its effects go with it)."""
    if (dx, dy) != (0.0, 0.0) and scene.view.pan(dx, dy):
        scene.view_moved()


class PanningBounce(BounceAnim):
    """A bounce that moves the view as the arrow flies to what stops it (its forward
    part), eased, so the blocker and the ring round it come into view before the smack."""

    scene: Any  # the Play2DScene whose view it moves
    shift: tuple[float, float]  # px the view moves in all (shown_shift)
    done_part: float = 0.0  # how much of it is done

    @classmethod
    def of(cls, bounce: BounceAnim, scene, shift: tuple[float, float]) -> PanningBounce:
        b = cls.__new__(cls)
        b.__dict__.update(bounce.__dict__)
        b.scene, b.shift, b.done_part = scene, shift, 0.0
        return b

    def update(self, dt: float) -> list[str]:
        out = super().update(dt)
        part = ease_out(min(1.0, self.t / self.t_fwd)) if self.t_fwd > 0 else 1.0
        step, self.done_part = part - self.done_part, part
        _pan(self.scene, self.shift[0] * step, self.shift[1] * step)
        return out
