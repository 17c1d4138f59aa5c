"""Playing a 3D or Flat-3D board from the keyboard (as keypick2d.py does for 2D; stranger
playtest: without a mouse a player could turn the view but not fire a single arrow): Tab
and Shift+Tab light the next or previous arrow whose head is in sight, in the reading
order of the heads on screen; Enter or Space fires the lit arrow (Shift+Enter a
two-headed arrow's other end); the arrow keys and WASD still turn the view, so the arrows
at the back come into sight. The light is the pointer's hover (`BoardController.light`):
moving the mouse takes it over."""

from __future__ import annotations

from typing import Any

import pygame

from .keypick2d import FIRE_KEYS

__all__ = ["key_pick", "next_in_sight"]

ROW = 24  # pixels: heads this close in height read as one row, left to right


def _order_key(scene: Any, i: int) -> tuple[int, float, int]:
    x, y = scene.where.head(i)
    return int(y // ROW), x, i


def next_in_sight(scene: Any, current: int | None, step: int) -> int | None:
    """The arrow after (`step` 1) or before (-1) `current` among those whose head shows
    between the HUD's bars now, round the screen; None when none shows."""
    busy = scene.ctl.animator.busy()
    top, bottom = scene.hud.top_rect.bottom, scene.hud.bottom_rect.top
    keys = []
    for i in scene.board.alive:
        if i not in busy and scene.where.visible(i) and top <= scene.where.head(i)[1] <= bottom:
            keys.append(_order_key(scene, i))
    keys.sort(reverse=step < 0)
    if not keys:
        return None
    if current is None:
        return keys[0][2]
    here = _order_key(scene, current)  # an arrow that has flown keeps its place
    later = [k for k in keys if (k > here if step > 0 else k < here)]
    return (later or keys)[0][2]


def key_pick(scene: Any, event: pygame.event.Event) -> bool:
    """Tab / Shift+Tab and Enter / Space on a 3D board; True when the key was one of these."""
    ctl = scene.ctl
    if event.key == pygame.K_TAB:
        step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        current = ctl.keyed if ctl.keyed is not None else ctl.hover
        i = next_in_sight(scene, current, step)
        if i is not None:
            ctl.light(i)
        return True
    if event.key in FIRE_KEYS and ctl.keyed is not None and ctl.hover == ctl.keyed:
        i = ctl.keyed
        two = scene.board.arrows[i].dir2 is not None
        ctl.fire(i, 1 if two and event.mod & pygame.KMOD_SHIFT else 0)
        return True
    return False
