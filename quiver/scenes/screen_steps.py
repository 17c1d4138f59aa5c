"""Where an arrow key goes on screen from a control: the nearest one that way (the
Custom panel's Up / Down, menu_input._off_grid, and Left / Right past a row's end)."""

from __future__ import annotations

import pygame


def screen_step(at: pygame.Rect, rects: list[pygame.Rect], step: int) -> int | None:
    """Of `rects`, the index of the one Down (`step` 1) or Up from `at` on screen: of those
    whose middle lies past `at`'s edge that way (never one beside it in its row), one over
    or under `at`'s span first, then the smallest gap, then the nearer left edge (of two
    side by side under one: the left, as read; a middle's pixel chose at 800x600)."""

    def gap(r: pygame.Rect) -> int:
        return max(0, r.top - at.bottom if step > 0 else at.top - r.bottom)

    ahead = [
        (not (r.right > at.left and r.left < at.right), gap(r), abs(r.left - at.left), k)
        for k, r in enumerate(rects)
        if (r.centery > at.bottom if step > 0 else r.centery < at.top)
    ]
    return min(ahead)[3] if ahead else None


def side_step(at: pygame.Rect, rects: list[pygame.Rect], step: int) -> int | None:
    """Of `rects`, the index of the one Right (`step` 1) or Left of `at` on screen: of
    those whose middle lies past `at`'s edge that way, one beside `at`'s span first, then
    the smallest gap, then the nearer middle up or down."""

    def gap(r: pygame.Rect) -> int:
        return max(0, r.left - at.right if step > 0 else at.left - r.right)

    ahead = [
        (not (r.bottom > at.top and r.top < at.bottom), gap(r), abs(r.centery - at.centery), k)
        for k, r in enumerate(rects)
        if (r.centerx > at.right if step > 0 else r.centerx < at.left)
    ]
    return min(ahead)[3] if ahead else None


def home_step(at: pygame.Rect, rects: list[pygame.Rect], step: int, held: bool) -> int | None:
    """The home menu's Up / Down (`step` 1): the control that way on screen (screen_step; s369:
    Up from Daily went to Continue, beside Play right over it, in the keyboard's order, and
    Enter played another mode's puzzle), past the last a press wraps round to the first that
    way from the other end, in its column; a held key's repeat stops (None)."""
    to = screen_step(at, rects, step)
    if to is not None or held:
        return to
    span = max(r.bottom for r in rects) - min(r.top for r in rects) + at.h + 1
    return screen_step(at.move(0, -step * span), rects, step)
