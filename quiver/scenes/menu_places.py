"""Where the menu's Custom panel takes toasts and what they keep off (`Scene.toast_slots`,
`toast_queue_places`, `toast_controls`), from the panel's layout (menu_draw.py); MenuToasts,
the menu's places, home's (menu_home.py) or Custom's. Where the menu scrolls they are
answered where they stand unscrolled, in the window (page_scroll.places_in_window, s389)."""

from __future__ import annotations

from typing import Any

import pygame

from . import menu_scroll
from .menu_draw import MenuScene, _scale, _title, custom_labels
from .menu_home import home_labels, home_toast_slots
from .page_scroll import window


def seen(scene: MenuScene) -> pygame.Rect:
    """The window as it stands over the menu unscrolled (page_scroll.window)."""
    return window(scene.size, menu_scroll.scroll(scene))


def _slots(self: Any) -> list[pygame.Rect]:
    """Home: `home_toast_slots` (not over the buttons); the Custom panel: `custom_toast_places`."""
    return custom_toast_places(self) if self.custom else home_toast_slots(self, seen(self))


def _controls(self: Any) -> list[pygame.Rect]:
    return custom_controls(self) if self.custom else [r for _, r in home_labels(self)]


def _lent(self: Any) -> list[pygame.Rect]:  # (the shapes as drawn, last; in the window: s380)
    return [self.grid.view.inflate(12, 6).clip(seen(self))] if self.custom else []


def _queue_places(self: Any) -> list[pygame.Rect]:
    return custom_queue_places(self) if self.custom else []


class MenuToasts:
    """The menu's toast places (MenuScene's first base: over Scene's)."""

    toast_slots = _slots
    toast_controls = _controls
    toast_lent = _lent
    toast_queue_places = _queue_places


def custom_toast_places(scene: MenuScene) -> list[pygame.Rect]:
    """Where the Custom panel takes toasts: between its title and How to play, above its
    row labels (a warning hid "Mode"; at 3840x2160 three hid the title), under its
    choices (a refused setting's warning hid Play this puzzle); in a tall window,
    beside the choices, over nothing (the shapes stand under them); else over the
    picker's cards, which scroll (at 640x480 a long warning hid How to play and Settings)."""
    rows, grid, x, win = scene.rows_y, scene.grid, _title(scene)[1].right + 16, seen(scene)
    top = pygame.Rect(x, win.y, scene.help_btn.rect.x - 8 - x, rows["Mode"] - 2 - win.y)
    pic = scene.picture_btn.rect  # (the choices' foot; in a short window the slider's: `_buttons_beside`)
    pic = pic if pic.x == scene.mode_seg.rect.x else scene.slider.rect
    under = pygame.Rect(pic.x, pic.bottom + 4, pic.w, win.bottom - pic.bottom - 4)  # (under the choices)
    x = scene.mode_seg.rect.right + max(16, int(24 * _scale(scene)))  # (beside the choices)
    beside = pygame.Rect(x, rows["Mode"], grid.rect.right - x, rows["Shape"] - 4 - rows["Mode"])
    places = [top, beside] if grid.rect.x < x else [top, under]  # (then the shapes: MenuScene.toast_lent)
    return [r for r in places if r.h > 0 and r.w > 0]  # (s374: a scrolled panel's foot below the window)


NARROW_QUEUE = 400  # a band under a scrolling Custom panel's title narrower holds few toasts' lines
BAR_ROOM = 16  # the scroll bar's at the window's right edge (page_scroll.draw_bar), kept clear


def custom_queue_places(scene: MenuScene) -> list[pygame.Rect]:
    """Where the Custom panel takes a queue's compact toast (`Scene.toast_queue_places`):
    its title band, over the title, left of How to play and above the rows' labels and the
    shapes' (at 640x480 no place off its buttons and shapes held even one long toast
    whole: three lay over the shapes; at 800x600 a code stood over "Shape"; s53: the
    band went down to the mode buttons, and a warning of three lines lay over "Mode");
    where the panel scrolls, under the title, in the room menu_draw.queue_band left there
    (s389: at 1920x1080 and 150%, three stood over the title)."""
    top, y = min(scene.rows_y["Mode"], scene.rows_y["Shape"]), seen(scene).y
    band = pygame.Rect(0, y, scene.help_btn.rect.x - 8, top - 2 - y)
    if not scrolls(scene):
        return [band]
    under = pygame.Rect(0, scene.help_btn.rect.bottom + 2, band.w, top - 4 - scene.help_btn.rect.bottom)
    if under.w >= NARROW_QUEUE:
        return [under]
    wide = pygame.Rect(0, under.y, scene.size[0] - BAR_ROOM, under.h)  # (under the buttons too)
    return [under, wide, band]  # (narrow: the window's width under the title row, else over the title)


def custom_controls(scene: MenuScene) -> list[pygame.Rect]:
    """What a toast keeps off on the Custom panel (`Scene.toast_controls`): the shapes'
    cards in view (three covered shapes at 1920x1080) and the labels of its controls
    ("Mode" hid under a queued warning at 640x480); where the panel scrolls (a big "Size
    of menus"), its buttons in view too: its places are cut to the window or gone, and
    three long toasts in the default place lay over its choices (s380, 1280x720 at 200%)."""
    view = scene.grid.view.inflate(12, 6)  # (as ShapePicker.draw clips them)
    cards = [r.clip(view) for r in scene.grid.cards if r.colliderect(view)]
    return cards + [r for _, r in custom_labels(scene)] + scrolled_buttons(scene)


def scrolls(scene: MenuScene) -> bool:
    """The Custom panel scrolls (`MenuScene.toasts_wait`, `toasts_never_over_controls`):
    toasts no place off its controls holds wait (a queue's compact card over its title
    first), never in the default place over its choices nor, the last resort elsewhere
    (toast_stack._placed_whole), over its shapes (s380: scrolled 400 px at 1280x720 at 200%,
    three lay over them); on the home view and where it fits, as ever."""
    return bool(scene.custom and menu_scroll.most(scene))


def scrolled_buttons(scene: MenuScene) -> list[pygame.Rect]:
    """The Custom panel's buttons in the window, where it scrolls ([] where it fits: its
    places keep off them)."""
    if not scrolls(scene):
        return []
    win = seen(scene)  # (those in the window unscrolled: where its toasts stand)
    return [w.rect.clip(win) for w in scene.custom_order if w is not scene.grid and w.rect.colliderect(win)]
