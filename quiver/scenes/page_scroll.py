"""A full-window page that scrolls as a whole (s374): at a "Size of menus" above Auto a page
is laid out at the size chosen, taller than the window where it must be, and scrolls by the
wheel, a drag of the held pointer, Home / End, and the keys' focus brought into view, rather
than stop growing at what the window holds (Levels: its tiles drawn squashed at 200%)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import pygame

from quiver.input import wheel_steps
from quiver.render2d import drawn, theme
from quiver.render2d.draw import key_cap

DRAG = 10  # pixels a held pointer moves before it drags the page (a press on a tile, less)
EDGE = 12  # the room kept between a control brought into view and the window's edge
KEY_PRINT = 13  # Home's and End's caps beside the bar
# what a scene tells the toast layer of where toasts go (quiver/scenes/base.py's Scene)
PLACES = ("toast_slots", "toast_lent", "toast_clear", "toast_controls", "toast_aims", "toast_queue_places")
S = TypeVar("S")


def places_in_window(at: Callable[[Any], int]) -> Callable[[type[S]], type[S]]:
    """A class decorator: a scrolling page's toast places (`PLACES`) answered where they
    stand on the page unscrolled, `at` its scroll (s389): its toasts stand in the window
    where they stood, shown whatever the scroll, the page moving under them. Before, its
    places scrolled with it out of the window, and its toasts waited until it was scrolled
    back (Custom, Daily and a grown result card at 1280x720 at 200%, scrolled 150 px: none
    shown). A place reaching the window's edge is laid out against `window`."""

    def wrap(cls: type[S]) -> type[S]:
        for name in PLACES:
            setattr(cls, name, _in_window(getattr(cls, name), at))
        return cls

    return wrap


def _in_window(method: Callable[[Any], list[pygame.Rect]], at: Callable[[Any], int]):
    @functools.wraps(method)
    def places(scene: Any) -> list[pygame.Rect]:
        dy, found = at(scene), method(scene)
        return [r.move(0, dy) for r in found] if dy else found

    return places


def window(size: tuple[int, int], at: int) -> pygame.Rect:
    """The window as it stands over the page unscrolled, where that is on the page scrolled
    `at`: the edge a toast place reaches (places_in_window moves it back to the window's)."""
    return pygame.Rect(0, -at, *size)


def draw_bar(surface: pygame.Surface, at: int, most: int, room: int = 0, scale: float = 1.0) -> None:
    """A thin scroll bar at the window's right edge: the page scrolls, and how far it is; and
    its keys (`bar_keys`) in the `room` px right of the page, their print grown by the page's
    `scale` (theme.ui_scale) where the room holds it."""
    w, h = surface.get_size()
    track = pygame.Rect(w - 10, EDGE, 6, h - 2 * EDGE)
    pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=3)
    thumb = max(30, track.h * h // (h + most))
    y = track.y + (track.h - thumb) * at // max(1, most)
    pygame.draw.rect(surface, theme.INK_SOFT, (track.x, y, 6, thumb), border_radius=3)
    bar_keys(surface, track, (at > 0, at < most), room, scale)


def bar_keys(
    surface: pygame.Surface, track: pygame.Rect, scrolls: tuple[bool, bool], room: int, scale: float = 1.0
) -> None:
    """Home and End in key caps beside the bar's top and foot, each where it scrolls the page
    (`scrolls`: up, down), as the pages show their other keys (s389: no word on screen said
    so), where the `room` right of the page holds them clear of it: in KEY_PRINT grown by
    `scale`, or the biggest print down to KEY_PRINT that the room holds (at 1280x800 and 200%
    they stood in 13 px beside a page in 40)."""
    free = room - (surface.get_width() - track.x) - 8
    prints = sorted({max(KEY_PRINT, round(KEY_PRINT * scale * 0.85**n)) for n in range(8)}, reverse=True)
    for label, shown, anchor, y in (
        ("Home", scrolls[0], "topright", track.y),
        ("End", scrolls[1], "bottomright", track.bottom),
    ):  # (a cap as draw.key_cap makes it: its label and 12 px)
        size = next((z for z in prints if theme.font(z, True).size(label)[0] + 12 <= free), None)
        if shown and size is not None:
            key_cap(surface, (track.x - 4, y), label, size, anchor)


def draw_page(
    surface: pygame.Surface,
    scroller: PageScroll,
    draw: Callable[[pygame.Surface], None],
    room: int = 0,
    scale: float = 1.0,
) -> None:
    """`draw` the page; where it scrolls, what shows of it counted (drawn.scrolling), and its
    bar (its keys in the `room` right of the page, their print grown by `scale`)."""
    if not scroller.most:
        draw(surface)
        return
    with drawn.scrolling(surface.get_rect()):
        draw(surface)
    draw_bar(surface, scroller.at, scroller.most, room, scale)


class PageScroll:
    """How far a page is scrolled, how far it may be, and a press being dragged."""

    def __init__(self, relayout: Callable[[], None]) -> None:
        self.relayout = relayout  # lays the page out again at `at`
        self.at = self.most = 0
        self._held: list | None = None  # [the pointer's last y, dragging]

    def fit(self, most: int) -> None:
        """The page is `most` pixels taller than its window (0: it fits, no scroll)."""
        self.most = max(0, most)
        self.at = max(0, min(self.at, self.most))

    def by(self, dy: int) -> bool:
        """Scroll by `dy` pixels (down: positive); True when it moved."""
        was = self.at
        self.at = max(0, min(self.at + dy, self.most))
        if self.at != was:
            self.relayout()
        return self.at != was

    def into_view(self, r: pygame.Rect, h: int) -> None:
        """`r` (a control the keys moved the focus to) brought into the window `h` high."""
        if self.most and r.bottom > h - EDGE:
            self.by(r.bottom - (h - EDGE))
        elif self.most and r.y < EDGE:
            self.by(r.y - EDGE)

    def take(self, event: pygame.event.Event, h: int) -> bool:
        """The page's scroll events (True: used): the wheel, Home / End, a drag (whose
        release then presses nothing)."""
        if not self.most:
            self._held = None
            return False
        et = event.type
        if et == pygame.MOUSEWHEEL:
            self.by(-wheel_steps(event) * max(40, h // 8))
            return True
        if et == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.by(-(10**6) if event.key == pygame.K_HOME else 10**6)
            return True
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._held = [event.pos[1], False]
            return False
        held = self._held
        if held is None or et not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return False
        if et == pygame.MOUSEBUTTONUP:
            self._held = None
            return bool(held[1])
        dy = event.pos[1] - held[0]
        if held[1] or abs(dy) >= DRAG:
            held[:] = [event.pos[1], True]
            self.by(-dy)
            return True
        return False
