"""Playing a 2D board from the keyboard (stranger playtest: without a mouse a player could
open a puzzle, pause it and leave it, but not fire a single arrow): Tab and Shift+Tab
light the next or previous head in reading order (each head of a two-headed arrow on its
own, its ring on that head: a pad's X / LB / RB are Tab, and a pad had no Shift+Enter),
Enter or Space fires the lit head (Shift+Enter a two-headed arrow's other one), and a
big board pans to show the arrow lit. The light is the pointer's hover: moving the mouse
takes it over."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.game.lessons import Until
from quiver.input import PRESS_KEYS as FIRE_KEYS  # Enter or Space fires the keyed arrow

from .lesson_hold import unlit


def _order_key(board: Any, i: int, end: int = 0) -> tuple[int, int, int, int]:
    a = board.arrows[i]
    x, y = board.space.coord(a.cells[0] if end == 1 and a.dir2 is not None else a.head)[:2]
    return y, x, i, end


def next_head(board: Any, hidden: Any, current: tuple[int, int] | None, step: int) -> tuple[int, int] | None:
    """(arrow, end) of the head after (`step` 1) or before (-1) `current` in reading
    order, round the board (end 1: a two-headed arrow's second head, a stop of its own);
    the first (or last) one without `current`. None: no arrow left."""
    heads = sorted(
        (
            _order_key(board, i, end)
            for i in board.alive
            if i not in hidden
            for end in ((0, 1) if board.arrows[i].dir2 is not None else (0,))
        ),
        reverse=step < 0,
    )
    if not heads:
        return None
    if current is None:
        return heads[0][2:]
    here = _order_key(board, *current)  # an arrow that has flown keeps its place in the order
    later = [k for k in heads if (k > here if step > 0 else k < here)]
    return (later or heads)[0][2:]


def lit_end(scene: Any, i: int) -> int:
    """The head of the lit arrow i that Enter fires (and its ring marks): the one Tab lit,
    else a hint's (a second head, when only it can leave), else its first."""
    ptr = scene.ptr
    if ptr.keyed == i and ptr.keyed_end is not None and scene.board.arrows[i].dir2 is not None:
        return ptr.keyed_end
    if i == scene.hint_arrow:
        return scene.board.free_end(i) or 0
    return 0


def key_pick(scene: Any, event: pygame.event.Event) -> bool:
    """Tab / Shift+Tab and Enter / Space on the 2D board; True when the key was one of these.
    Enter or Space with no arrow lit lights one, as Tab does (stranger s49: the keys that
    fire did nothing at all then, and nothing said Tab), or the one under the pointer."""
    ptr = scene.ptr
    lit = ptr.keyed is not None and ptr.hover == ptr.keyed
    if event.key in FIRE_KEYS and not lit and ptr.hover is not None and ptr.hover in scene.board.alive:
        ptr.keyed, ptr.keyed_end = ptr.hover, None
        return True
    if event.key == pygame.K_TAB or (event.key in FIRE_KEYS and not lit):
        step = -1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1
        current = ptr.keyed if ptr.keyed is not None and ptr.hover in (ptr.keyed, None) else ptr.hover
        i, end = lesson_aimed(scene, current), None
        if i is None:
            free = lesson_free(scene)  # (a lesson asking for a free arrow: only those)
            hidden = (
                scene.renderer.hidden if free is None else scene.renderer.hidden | (scene.board.alive - free)
            )
            at = None if current is None else (current, lit_end(scene, current))
            i, end = next_head(scene.board, hidden, at, step) or (None, None)
        if i is not None:
            ptr.keyed = ptr.hover = i
            ptr.keyed_end = end
            _show(scene, i)
        return True
    if event.key in FIRE_KEYS:
        i = ptr.keyed
        end = lit_end(scene, i)
        if scene.board.arrows[i].dir2 is not None and event.mod & pygame.KMOD_SHIFT:
            end = 1 - end  # the other head
        scene.fire(i, end)
        return True
    return False


def lesson_aimed(scene: Any, current: int | None) -> int | None:
    """In a lesson, the arrow its bubble points at when nothing is lit (or the lit one has
    flown): the first Tab lit the first arrow in reading order, in the first lesson the
    blocked one left of "Tap this arrow: nothing is in its way", and Enter cost a heart."""
    coach = scene.coach
    aimed = None if coach is None else coach.aimed
    if aimed is None or aimed == current or aimed not in scene.board.alive:
        return None
    return aimed if current is None or current not in scene.board.alive else None


def lesson_free(scene: Any) -> set[int] | None:
    """The arrows Tab lights in a lesson's step (None: any): in a step waiting for one to
    leave, those that can leave (a pointer player sees which arrow the bubble means; from
    the keyboard, in "Now tap a free arrow", Tab lit a blocked arrow and Enter cost a
    heart), and never one the step holds back (`unlit`)."""
    coach = getattr(scene, "coach", None)
    if coach is None or coach.beat is not None:
        return None
    board = scene.board
    arrows = board.free_arrows() if coach.current.until == Until.LEFT else board.alive
    return {i for i in arrows if not unlit(coach, i)} or None


def _show(scene: Any, i: int) -> None:
    """Pan a big board so the lit arrow's head is in view (as a hint does)."""
    x, y = scene.board.space.coord(scene.board.arrows[i].head)[:2]
    view = scene.view
    px, py = view.cell_center(x, y)
    ax, ay, aw, ah = view.area
    if not (ax + view.cell <= px <= ax + aw - view.cell and ay + view.cell <= py <= ay + ah - view.cell):
        scene.controls.center_on(x + 0.5, y + 0.5)
