"""Where the Levels page (levels.py) takes toasts and what they keep off (`Scene.toast_slots`,
`toast_lent`, `toast_clear`, `toast_queue_places`, `toast_controls`, `toast_aims`): a mixin
LevelsScene inherits. Where the page scrolls (a bigger "Size of menus") they are answered
where they stand on the page unscrolled, in the window (page_scroll.places_in_window, s389)."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.render2d import theme

from .levels_head import beside_tabs_right
from .page_scroll import window


def _slots(self: Any) -> list[pygame.Rect]:
    """Right of the title, left of Back (a toast hid the grid's bottom rows at 640x480,
    then the title); the gap under a toast keeps it off the tabs. Then under the grid,
    above the paging (at 1024x1600 toasts lay over tiles with a void under them)."""
    x, grid = self._title()[1].right + 8, self.tiles[0].unionall(self.tiles)
    under = pygame.Rect(grid.x, grid.bottom + 8, grid.w, self.prev_btn.rect.y - 4 - grid.bottom - 8)
    top = self.tabs.rect.y  # right of the tabs' summary and the chapters, over nothing
    summary = beside_tabs_right(self.tabs.rect, grid.right, self.scale, self.done())
    beside = max(summary, self.chips_right())
    chips = self.chapter_row.y  # (then right of the chapters: longer, under it)
    band = pygame.Rect(beside, top, self.back.rect.right - beside, chips - 4 - top)
    cx = self.chips_right()
    row = pygame.Rect(cx, chips, self.back.rect.right - cx, grid.y - 8 - chips)
    ink = [theme.text_size(t, z, b)[0] for t, z, b, _ in self._info_lines()]
    bx, play = self.info_pos[0] + max(ink, default=0) + 16, self.play_btn.rect  # (beside the words)
    bar = pygame.Rect(bx, play.y - 4, play.x - 12 - bx, play.h + 8)
    y = window(self.size, self.scroller.at).y  # (the window's top, the page unscrolled)
    return [pygame.Rect(x, y, self.back.rect.x - 4 - x, top - y), under, band, row, bar]


def _lent(self: Any) -> list[pygame.Rect]:
    """Where no gap holds a toast whole (a path at 640x480 took one line beside the
    title, or waited): over the grid, off the tile in focus (toast_clear), where it
    hides fewest tiles of levels open to play (toast_aims)."""
    return [self.tiles[0].unionall(self.tiles)]


def _clear(self: Any) -> list[pygame.Rect]:
    return [self.tiles[self.focus]]


def _queue_places(self: Any) -> list[pygame.Rect]:
    """The title band, left of Back, above the tabs: a queue's compact toast where no
    place off the tiles holds even one (s128: at 480x360 two lay over 18 tiles)."""
    y = window(self.size, self.scroller.at).y
    return [pygame.Rect(0, y, self.back.rect.x - 4, self.tabs.rect.y - 4 - y)]


def _controls(self: Any) -> list[pygame.Rect]:
    """Every tile and chapter: a toast lent the grid keeps off them where any place does
    (three covered tiles at 1920x1080)."""
    return [*self.tiles, *(r for _, r in self.chapter_chips())]


def _aims(self: Any) -> list[pygame.Rect]:
    open_ = [r for k, r in enumerate(self.tiles) if self.unlocked(self.level_at(k))]
    return [*self.tiles, *open_]  # (an open level's tile: twice)


def _waits(self: Any) -> bool:
    """Where the page scrolls, toasts no place holds wait, a queue's card over its title first
    (s389: at 640x480 and 200% three stood in the default place over its tabs and tiles)."""
    return bool(self.scroller.most)


class LevelsToasts:
    """The Levels page's toast places (LevelsScene's first base: over Scene's)."""

    toasts_wait = property(_waits)

    toast_slots = _slots
    toast_lent = _lent
    toast_clear = _clear
    toast_queue_places = _queue_places
    toast_controls = _controls
    toast_aims = _aims
