"""The menu's scroll (s374): at a "Size of menus" above Auto the home view's column, and the
Custom panel, are drawn at the size chosen, and where they are then taller than the window
they scroll (the wheel, a drag, Page Up / Page Down / Home / End, and the focus moved by Tab,
the arrow keys or a pad's stick brought into view) rather than stop growing at what the
window holds. The home column's top starts at the window's top, so Play stays on screen
unscrolled; over the Custom panel's shapes the wheel and Page Up / Page Down are the
picker's, as ever. At Auto and below both are laid out as they always were
(menu_home.column_scale, menu_draw.layout_menu)."""

from __future__ import annotations

import weakref
from typing import Any, cast

import pygame

from quiver.input import wheel_steps
from quiver.render2d import drawn, theme
from quiver.render2d.widgets import Slider

from .menu_draw import PANEL_H, MenuScene, _left, _scale, draw_menu, layout_menu, own_rows, queue_band
from .page_scroll import draw_bar

TOP = 12  # the column's top and foot margins where it scrolls
DRAG = 10  # pixels a held pointer moves before it drags the column (a press on a button, less)
# each menu's scroll, how far it may go, and a press held (where it was, whether it drags)
_SCROLL: weakref.WeakKeyDictionary[MenuScene, list[int]] = weakref.WeakKeyDictionary()
_HELD: weakref.WeakKeyDictionary[MenuScene, list] = weakref.WeakKeyDictionary()
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def grows(scene: MenuScene) -> bool:
    """The column is drawn at the chosen size whatever the window's height (a bigger choice)."""
    return theme.chosen(scene.midend.settings) > 1


def scroll(scene: MenuScene) -> int:
    return _SCROLL.get(scene, [0, 0])[0]


def most(scene: MenuScene) -> int:
    """How far the column scrolls: 0 where it fits."""
    return _SCROLL.get(scene, [0, 0])[1]


def set_scroll(scene: MenuScene, at: int, most_: int | None = None) -> None:
    kept = _SCROLL.setdefault(scene, [0, 0])
    if most_ is not None:
        kept[1] = max(0, most_)
    kept[0] = max(0, min(at, kept[1]))


def view(scene: MenuScene) -> pygame.Rect:
    return pygame.Rect(0, 0, *scene.size)


def scroll_by(scene: MenuScene, dy: int) -> bool:
    """Scroll the column by `dy` pixels (down: positive); True when it moved."""
    was = scroll(scene)
    set_scroll(scene, was + dy)
    if scroll(scene) == was:
        return False
    scene.layout()
    scene.full_redraw = True
    return True


def lay_out_custom(scene: MenuScene) -> dict[str, int]:
    """The Custom panel: as menu_draw.layout_menu places it, or at a bigger choice than the
    window holds as tall as it asks (PANEL_H at its scale), scrolled."""
    h = scene.size[1]
    tall = (
        max(h, int(PANEL_H * _scale(scene)) + 8 + queue_band(scene) + own_rows(scene)) if grows(scene) else h
    )
    if tall == h:
        set_scroll(scene, 0, 0)
        return layout_menu(scene)
    set_scroll(scene, scroll(scene), tall - h)
    rows = layout_menu(scene, height=tall)
    dy, grid = -scroll(scene), scene.grid
    for w in scene.custom_order:
        if w is not grid:
            w.rect.move_ip(0, dy)
    grid.layout(grid.rect.move(0, dy))
    return {k: v if k == "Note" else v + dy for k, v in rows.items()}


def draw_custom(scene: MenuScene, surface: pygame.Surface) -> None:
    """The Custom panel, where it scrolls what shows of it counted (drawn.scrolling)."""
    if most(scene):
        with drawn.scrolling(view(scene)):
            draw_menu(scene, surface)
        draw_bar(
            surface,
            scroll(scene),
            most(scene),
            _left(scene),
            theme.ui_scale(scene.size, scene.midend.settings),
        )  # (Home and End in its margin)
    else:
        draw_menu(scene, surface)


def into_view(scene: MenuScene) -> None:
    """The focused control scrolled into view (the keys moved the focus to it): on the
    Custom panel's shapes, the card picked."""
    if not most(scene):
        return
    w, h = scene.focus_order[scene.focus], scene.size[1]
    cards = scene.grid.cards if w is scene.grid else []  # (each name's, on screen)
    r = cards[scene.grid.index] if scene.grid.index < len(cards) and cards[scene.grid.index].h else w.rect
    if r.bottom > h - TOP:
        scroll_by(scene, r.bottom - (h - TOP))
    elif r.y < TOP:
        scroll_by(scene, r.y - TOP)


def take(scene: MenuScene, event: pygame.event.Event) -> bool:
    """The scroll's own events on the home view (True: used): the wheel, Page Up / Page Down /
    Home / End, and a drag of the held pointer (its release then presses nothing)."""
    if not most(scene):
        _HELD.pop(scene, None)
        return False
    h, et = scene.size[1], event.type
    if scene.custom and _the_pickers(scene, event):
        return False
    if et == pygame.MOUSEWHEEL:
        return scroll_by(scene, -wheel_steps(event) * max(40, h // 8)) or True
    if et == pygame.KEYDOWN and event.key in PAGE_KEYS:
        page = max(40, h - 4 * TOP)
        step = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -(10**6)}
        scroll_by(scene, step.get(event.key, 10**6))
        return True
    return _drag(scene, event)


def _the_pickers(scene: MenuScene, event: pygame.event.Event) -> bool:
    """The wheel over the shapes, and Page Up / Page Down, are the picker's (it scrolls them),
    and Home / End too while its search box is typed in (its caret's)."""
    if event.type == pygame.KEYDOWN:
        return event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) or scene.grid.typing
    return event.type == pygame.MOUSEWHEEL and scene.grid.rect.collidepoint(scene.pointer)


def _drag(scene: MenuScene, event: pygame.event.Event) -> bool:
    et = event.type
    if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        if not any(isinstance(w, Slider) and w.rect.collidepoint(event.pos) for w in scene.focus_order):
            _HELD[scene] = [event.pos[1], False]  # (a slider's knob drags the slider, not the page)
        return False  # (a press on a button: its own, unless the pointer then drags)
    held = _HELD.get(scene)
    if held is None:
        return False
    if et == pygame.MOUSEBUTTONUP:
        del _HELD[scene]
        return bool(held[1])  # a drag's release presses nothing
    if et != pygame.MOUSEMOTION:
        return False
    dy = event.pos[1] - held[0]
    if not held[1] and abs(dy) < DRAG:
        return False
    if not held[1]:
        held[1] = True
        for w in scene.focus_order:  # (the press it began with presses nothing)
            if getattr(w, "pressed", False):
                cast(Any, w).pressed = False
    held[0] = event.pos[1]
    scroll_by(scene, -dy)
    return True
