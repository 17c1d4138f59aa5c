"""A fired arrow on the 2D board (Play2DScene.on_fire): its flight off the board, its
bounce off the arrow in its way, the flash of a shut lock, and the quarter turn every
rotating arrow left makes after a move. `scene` is the Play2DScene."""

from __future__ import annotations

import math

from quiver.render2d.anim import BounceAnim, LeaveAnim, TurnAnim
from quiver.render2d.tiles import VEC

from .contact2d import head_on
from .paint2d import FLASH

__all__ = ["cells_to_edge", "fire", "flash_lock", "head_on", "turn_heads"]  # (head_on: in contact2d.py)


def fire(scene, res) -> None:
    """What the move `res` (the engine's result of a tap on arrow `res.arrow`) shows."""
    i = res.arrow
    r = scene.renderer
    # tapped again while still bouncing: that bounce ends here
    scene.anims = [a for a in scene.anims if a.arrow != i]
    if scene.hint_arrow == i:
        scene.hint_arrow = None
    if res.locked:  # a shut lock: no flight, the pair flashes
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
        scene.anims.append(BounceAnim(i, path, gap, res.blocker, res.cell, scene.speed, on))
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
