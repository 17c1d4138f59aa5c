"""Where the menu's Custom panel takes toasts and what they keep off (`Scene.toast_slots`,
`toast_queue_places`, `toast_controls`), from the panel's layout (menu_draw.py)."""

from __future__ import annotations

import pygame

from . import menu_scroll
from .menu_draw import MenuScene, _scale, _title, custom_labels


def custom_toast_places(scene: MenuScene) -> list[pygame.Rect]:
    """Where the Custom panel takes toasts: between its title and How to play, above its
    row labels (a warning hid "Mode"; at 3840x2160 three hid the title), under its
    choices (a refused setting's warning hid Play this puzzle); in a tall window,
    beside the choices, over nothing (the shapes stand under them); else over the
    picker's cards, which scroll (at 640x480 a long warning hid How to play and Settings)."""
    rows, grid, x = scene.rows_y, scene.grid, _title(scene)[1].right + 16
    top = pygame.Rect(x, 0, scene.help_btn.rect.x - 8 - x, rows["Mode"] - 2)
    pic = scene.picture_btn.rect  # (the choices' foot; in a short window the slider's: `_buttons_beside`)
    pic = pic if pic.x == scene.mode_seg.rect.x else scene.slider.rect
    under = pygame.Rect(pic.x, pic.bottom + 4, pic.w, scene.size[1] - pic.bottom - 4)  # (under the choices)
    x = scene.mode_seg.rect.right + max(16, int(24 * _scale(scene)))  # (beside the choices)
    beside = pygame.Rect(x, rows["Mode"], grid.rect.right - x, rows["Shape"] - 4 - rows["Mode"])
    places = [top, beside] if grid.rect.x < x else [top, under]  # (then the shapes: MenuScene.toast_lent)
    return [r for r in places if r.h > 0 and r.w > 0]  # (s374: a scrolled panel's foot below the window)


def custom_queue_places(scene: MenuScene) -> list[pygame.Rect]:
    """Where the Custom panel takes a queue's compact toast (`Scene.toast_queue_places`):
    its title band, over the title, left of How to play and above the rows' labels and the
    shapes' (at 640x480 no place off its buttons and shapes held even one long toast
    whole: three lay over the shapes; at 800x600 a code stood over "Shape"; s53: the
    band went down to the mode buttons, and a warning of three lines lay over "Mode")."""
    top = min(scene.rows_y["Mode"], scene.rows_y["Shape"])
    return [pygame.Rect(0, 0, scene.help_btn.rect.x - 8, top - 2)]


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
    window = pygame.Rect(0, 0, *scene.size)
    return [
        w.rect.clip(window) for w in scene.custom_order if w is not scene.grid and w.rect.colliderect(window)
    ]
