"""The shape picker drawn (picker.py's `ShapePicker.draw`): its search box with the query
and caret, the theme headers, the cards in view with their thumbnails and names, and
the scroll bar. `self` is the picker (typed loosely: picker.py imports this)."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.render2d import theme
from quiver.render2d.caret import caret_x, draw_selection
from quiver.render2d.draw import panel
from quiver.render2d.thumbs import cached_thumbnail

from .picker_names import draw_name, label

COMPACT_TEXT = 16  # a compact header's print: 8 px capitals (s127: in 12, 7 px, "Shapes · 9" read as specks)


def draw_picker(self: Any, surface: pygame.Surface) -> None:
    _draw_search(self, surface)
    view = self.view
    old_clip = surface.get_clip()
    surface.set_clip(view.inflate(12, 6).clip(surface.get_rect()))
    for kind, k, r in self._items:
        if kind == "header":
            y = view.y + r - self.scroll
            if view.y - self.header_h < y < view.bottom:
                n = self._counts.get(k, 0)
                size, at = (COMPACT_TEXT, y) if self.compact else (max(16, self.px(20)), y + self.px(8))
                words = f"{k.title()}  ·  {n}"
                theme.text(surface, words, size, theme.INK_SOFT, (view.x + 4, at), "topleft", True)
            continue
        sr = self._screen(r)
        if sr.bottom < view.y or sr.y > view.bottom:
            continue
        _draw_card(self, surface, k, sr)
    surface.set_clip(old_clip)
    if not self._items:
        theme.text(
            surface,
            f"No shape matches \u201c{self.query}\u201d",
            self.px(22),
            theme.INK_SOFT,
            (view.centerx, view.y + self.px(40)),
            "center",
        )
    if self.max_scroll:
        track = pygame.Rect(view.right - 6, view.y, 6, view.h)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=3)
        h = max(30, view.h * view.h // max(1, self._content_h))
        y = view.y + (view.h - h) * self.scroll // self.max_scroll
        pygame.draw.rect(surface, theme.INK_SOFT, (track.x, y, 6, h), border_radius=3)


def _draw_search(self: Any, surface) -> None:
    r = self.search_rect
    edge = theme.BLUE if self.typing else theme.PANEL_EDGE
    panel(surface, r, 12, fill=(255, 255, 255) if self.typing else theme.PANEL, edge=edge, shadow=False)
    pygame.draw.rect(surface, edge, r, width=2, border_radius=12)
    u = self.px
    pygame.draw.circle(surface, theme.INK_SOFT, (r.x + u(20), r.centery - u(2)), u(7), u(2))  # a lens
    pygame.draw.line(
        surface, theme.INK_SOFT, (r.x + u(25), r.centery + u(3)), (r.x + u(30), r.centery + u(8)), u(3)
    )
    shown = len(self.shown())
    count = f"{shown} of {len(self.names)}" if self.query else f"{len(self.names)} shapes"
    cs = max(14, u(18))  # (the count's print: 12 at 480x360 read as specks, s127)
    room = r.w - u(42) - theme.text_size(count, cs)[0] - u(24)  # the text stops short of the count
    if self.query or self.typing:
        _draw_query(self, surface, r, room)
    else:
        way = f"  ( {self.search_keys()} )" if self.search_keys() else ""  # (a pad's, or none)
        hints = (f"Search shapes{way}", f"Search{way}", "Search")
        text = next((t for t in hints if theme.text_size(t, u(20))[0] <= room), "")
        if text:
            theme.text(surface, text, u(20), theme.INK_SOFT, (r.x + u(42), r.centery), "midleft")
    theme.text(surface, count, cs, theme.INK_SOFT, (r.right - u(14), r.centery), "midright")


def _draw_query(self: Any, surface, r: pygame.Rect, room: int) -> None:
    """The query, clipped to `room` with its caret in sight, and the caret while typing."""
    u, x = self.px, r.x + self.px(42)
    line, width = self.line, self._query_width
    start, cx, self.scroll_x = caret_x(width, self.query, line.caret, x, room, self.scroll_x)
    old = surface.get_clip()
    surface.set_clip(pygame.Rect(x, r.y, room, r.h).clip(old))
    h = theme.text_size("Ag", u(22))[1] // 2  # (the caret's and the selection's half height)
    if self.typing:  # (its selection shows while typing: left, the box is a plain panel again)
        draw_selection(surface, width, line, start, r.centery, h, surface.get_clip(), True)
    if self.query:
        theme.text(surface, self.query, u(22), theme.INK, (start, r.centery), "midleft")
    surface.set_clip(old)
    if self.typing and self.line.blink.shown:
        pygame.draw.line(surface, theme.INK, (cx, r.centery - h), (cx, r.centery + h), max(2, u(2)))


def _draw_card(self: Any, surface, k: int, r: pygame.Rect) -> None:
    name = self.names[k]
    selected = k == self.index
    fill = (255, 250, 240) if selected else theme.PANEL
    if k == self.hover and not selected:
        fill = (255, 255, 255)
    if selected and self.focused:
        pygame.draw.rect(surface, theme.BLUE, r.inflate(8, 8), width=3, border_radius=16)
    edge = theme.ACCENT if selected else theme.PANEL_EDGE
    panel(surface, r, 14, fill=fill, edge=edge, shadow=selected, control=name)
    if selected:
        pygame.draw.rect(surface, theme.ACCENT, r, width=3, border_radius=14)
    box = self.thumb_box(r)
    shape = self.shape_of(name)
    if shape is not None:
        t = cached_thumbnail(shape, box)
        surface.blit(t, t.get_rect(center=(r.centerx, r.y + self.px(9) + box[1] // 2)))
    else:
        theme.text(surface, "?", 40, theme.INK_SOFT, (r.centerx, r.y + box[1] // 2 + 8), "center", True)
    ink = theme.INK if selected else theme.INK_SOFT
    draw_name(surface, label(name), r, self.name_print, ink, r.bottom - self.label_h // 2 - self.px(5))
