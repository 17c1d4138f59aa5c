"""The menu's shape picker: every shape of a mode as a card with its thumbnail, grouped
under theme headers, in a scrolling list with a search box.

Mouse: click a card; the wheel scrolls (where one row shows, by a row and its header as
PgDn: half a card a notch left a header between two rows at 480x360, s201); click the
search box to type. Keyboard (when the menu hands it keys): Left / Right pick the
previous / next shown shape, PgUp / PgDn scroll; while typing, letters filter by name or
theme at the caret, edited as in every text field (caret.edit_key: the caret's keys,
Ctrl+A and Shift select; the first match is picked, with none the shape picked before the
search, as with the box emptied: the list then stands as before it too), Enter keeps the
filter (one that shows nothing is cleared) and Esc clears it, with the shape picked before
the search. Shapes are built and drawn only when shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from quiver.input import ENTER_KEYS
from quiver.render2d import theme
from quiver.render2d.caret import EditLine, edit_key, index_at, insert_kept
from quiver.render2d.widgets import clipboard_text, copy_text

from .picker_draw import draw_picker
from .picker_names import extra_line, label, searchable
from .picker_rows import card_shapes, first_card_at, on_screen, page_to, row_y, widened

SEARCH_H = 40
HEADER_H = 34
COMPACT_H = 16  # a theme's header in a view too short for HEADER_H over a row (480x360)
GAP = 10
MIN_CARD = 96
LABEL_H = 24
SMALLEST = 0.7  # the smallest scale the cards draw at


class ShapePicker:
    """Cards with a thumbnail and a name, grouped by theme; one is selected."""

    def __init__(self, shape_of: Callable[[str], object], theme_of: Callable[[str], str]) -> None:
        self.shape_of = shape_of
        self.theme_of = theme_of
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.names: list[str] = []
        self.index = 0
        self.hover = -1
        self.one_row = False  # the view holds one row of cards (a theme's header over each)
        self.focused = False
        self.typing = False
        self.query = ""
        self.line = EditLine()  # the query being typed and its caret
        self.scroll_x = 0  # pixels of a long query scrolled out of sight on the left
        self.before_search: int | None = None  # the pick a search moved: Esc puts it back
        self.scroll_before = 0  # the list's scroll when a search began: emptied, it is back
        self.search_keys: Callable[[], str] = lambda: "/"  # the way in its hint names (a pad's: menu_search)
        self.scroll, self.cols, self.card = 0, 1, MIN_CARD
        self.headers = True  # the themes' headers over their cards (not in a very short view)
        self.compact = False  # ... in their compact form, over shortened cards (a short view)
        self.set_scale(1.0)
        self._items: list[tuple[Any, ...]] = []  # ("header", text, y) / ("card", index, rect)
        self._counts: dict[str | None, int] = {}  # theme -> its cards shown (its header says)
        self._top = (-1, 0)  # (the scroll a resize set, the item it put at the top)
        self._content_h = 0
        self._cards: tuple[Any, ...] = (None, None, [])  # (the items, view's corner and scroll, rects)

    def set_scale(self, s: float) -> None:
        """Draw at UI scale `s` (a big window: bigger cards, letters and search box; a
        small one: smaller, never below SMALLEST, where its names still read: at 1 and
        more, 640x480 showed two huge cards a row). Lay out again after."""
        self.s = s = max(SMALLEST, s)
        self.search_h, self.header_h, self.gap = int(SEARCH_H * s), int(HEADER_H * s), int(GAP * s)
        self.full_header_h = self.header_h
        self.min_card, self.label_h = int(MIN_CARD * s), int(LABEL_H * s)

    def px(self, v: float) -> int:
        """`v` pixels at scale 1, at this picker's scale."""
        return int(v * self.s)

    # -- model ----------------------------------------------------------------------------
    def set_shapes(self, names) -> None:
        self.names = list(names)
        self.index = min(self.index, max(0, len(self.names) - 1))
        self.query, self.typing, self.scroll, self.before_search = "", False, 0, None
        self.line = EditLine()
        self.layout(self.rect)

    @property
    def value(self) -> str | None:
        return self.names[self.index] if self.names else None

    def shown(self) -> list[int]:
        """Indexes of the names the search lets through, in list order."""
        q = self.query.strip().lower()
        return [
            k
            for k, n in enumerate(self.names)
            if not q or q in label(n).lower() or q in self.theme_of(n).lower()
        ]

    def set_query(self, text: str, caret: int | None = None) -> None:
        """The search's text (the caret after it, or at `caret`). Emptied (deleted, or
        cleared), the list and the pick are as before the search (s323: the first match
        stayed picked, the list scrolled to the top)."""
        searched, scroll = bool(self.query.strip()), self.scroll
        if text.strip() and not searched:
            self.scroll_before = scroll
        self.query = text
        if text != self.line.text:  # (the line's own text: its caret and selection kept)
            self.line = EditLine(text, caret)
        self.scroll = 0
        self.layout(self.rect)
        shown = self.shown()
        if not text.strip():
            if self.before_search is not None and self.before_search < len(self.names):
                self.index = self.before_search
            self.before_search = None
            self.scroll = min(self.scroll_before if searched else scroll, self.max_scroll)
        elif shown and self.index not in shown:
            if self.before_search is None:
                self.before_search = self.index
            self.index = shown[0]
        elif not shown and self.before_search is not None:  # the first match's pick, unseen now
            self.index = self.before_search

    def step(self, delta: int, held: bool = False) -> int:
        """The index `delta` shown cards away from the selected one: a press wraps round, a
        `held` key's repeat stops at the ends (s163: a held Right raced round all 93 shapes)."""
        shown = self.shown() or [self.index]
        k = (shown.index(self.index) if self.index in shown else 0) + delta
        return shown[max(0, min(len(shown) - 1, k)) if held else k % len(shown)]

    # -- geometry -------------------------------------------------------------------------
    @property
    def search_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.search_h)

    @property
    def view(self) -> pygame.Rect:
        """The scrolling part, under the search box."""
        top = self.rect.y + self.search_h + 12
        return pygame.Rect(self.rect.x, top, self.rect.w, max(0, self.rect.bottom - top))

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        width = max(1, self.rect.w - 14)  # room for the scroll bar
        self.cols = max(1, (width + self.gap) // (self.min_card + self.gap))
        self.card, col_gap = widened(width, self.cols, self.gap, [label(n) for n in self.names])
        self.label_h = self.px(LABEL_H) + extra_line(
            tuple(map(label, self.names)), self.card, self.name_print
        )
        ch = self.card + self.label_h
        # a view too short for a theme's header and a row of cards under it (480x360: a
        # third of a row showed) has compact headers over cards made shorter to fit (s112:
        # it dropped the headers, and the themes went unnamed); a view too short for that
        # drops them (one whole row; the search still finds a theme by its name)
        self.header_h, self.compact = self.full_header_h, False
        if self.view.h < self.header_h + ch:
            short = self.view.h - COMPACT_H
            self.compact = short >= ch - (ch - self.label_h - self.px(18)) // 3  # (a thumbnail
            ch = min(ch, short) if self.compact else ch  # 2/3 of its height, or more)
            self.header_h = COMPACT_H if self.compact else self.header_h
        self.headers = self.view.h >= self.header_h + ch
        each = self.one_row = self.headers and self.view.h < self.header_h + 2 * ch + self.gap  # (one row)
        items: list[tuple[Any, ...]] = []  # ("header", theme, y) / ("card", index, rect)
        y, group, col, self._counts = 0, None, 0, {}
        for k in self.shown():
            g = self.theme_of(self.names[k]) if self.headers else None
            self._counts[g] = self._counts.get(g, 0) + 1  # (counted once: each draw counted them all)
            if g != group or (each and col == 0 and items and items[-1][0] != "header"):
                if col:  # (a view that shows one row names its theme over each, s112)
                    y += ch + self.gap
                group, col = g, 0
                items.append(("header", g, y))
                y += self.header_h
            items.append(("card", k, pygame.Rect(col * (self.card + col_gap), y, self.card, ch)))
            col += 1
            if col == self.cols:
                col, y = 0, y + ch + self.gap
        if col:
            y += ch + self.gap
        if items:  # the last row's gap under it, where the view has room for it (at 480x360 the
            y -= self.gap - max(0, min(self.gap, self.view.h - ch))  # end cut the last row)
        was, self._items, self._content_h = self._items, items, y
        if self.scroll and items and card_shapes(was) == card_shapes(items):  # the same cards
            # in a new size (a resize, the headers maybe dropped): the one at the top stays
            # there, its header over it (made big and small again, the grid showed other
            # shapes); kept while the scroll is the one it set
            top = self._top[1] if self._top[0] == self.scroll else first_card_at(was, self.scroll)
            r = next(i[2] for i in items if i[0] == "card" and i[1] == top)
            self.scroll = r.y - (self.header_h if self._header_above(r) else 0)
            self.scroll = max(0, min(self.scroll, self.max_scroll))
            self._top = (self.scroll, top)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def max_scroll(self) -> int:
        return max(0, self._content_h - self.view.h)

    def _screen(self, r: pygame.Rect) -> pygame.Rect:
        return r.move(self.view.x, self.view.y - self.scroll)

    @property
    def cards(self) -> list[pygame.Rect]:
        """The on-screen rect of every name's card (empty where the search hides it; not to
        be changed), worked out again only when the cards, the view or the scroll moved (a
        toast over Custom asks each frame: 0.2 ms a time, half its frame, s203)."""
        at = (self.view.topleft, self.scroll)
        if self._cards[0] is not self._items or self._cards[1] != at:
            self._cards = (self._items, at, on_screen(self._items, len(self.names), *at))
        return list(self._cards[2])

    def card_at(self, pos) -> int:
        return pygame.Rect(pos, (1, 1)).collidelist(self.cards) if self.view.collidepoint(pos) else -1

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def page(self, step: int) -> None:
        """Page Down (`step` 1) or Up by whole rows (picker_rows.page_to)."""
        rows = sorted({(row_y(i), self.header_h if i[0] == "header" else i[2].h) for i in self._items})
        self.scroll = page_to(rows, self.scroll, self.view.h, self.max_scroll, step)

    def ensure_visible(self, k: int) -> None:
        if self.view.h <= 0:  # not laid out yet
            return
        for kind, i, r in self._items:
            if kind == "card" and i == k:
                top = r.y - (self.header_h if self._header_above(r) else 0)
                if top < self.scroll:
                    self.scroll = top
                if r.bottom > self.scroll + self.view.h:  # the card whole before its header
                    self.scroll = r.bottom - self.view.h
                self.scroll = max(0, min(self.max_scroll, self.scroll))
                return

    def _header_above(self, r: pygame.Rect) -> bool:
        return any(kind == "header" and y == r.y - self.header_h for kind, _, y in self._items)

    def card_center(self, name: str) -> tuple[int, int]:
        """Scroll a card into view and give its centre (tests click it)."""
        k = self.names.index(name)
        if k not in self.shown():
            self.set_query("")
        self.ensure_visible(k)
        return self.cards[k].center

    # -- input ----------------------------------------------------------------------------
    def key(self, event) -> bool:
        """A key while typing in the search box; True when used."""
        if not self.typing:
            return False
        k, ch = event.key, getattr(event, "unicode", "")
        ends = k in ENTER_KEYS or k == pygame.K_TAB
        if k == pygame.K_ESCAPE or (ends and not self.shown()):  # cancels the search (a filter
            # that shows nothing is no use kept): the shape picked before it, too
            back, self.before_search, self.typing = self.before_search, None, False
            self.set_query("")
            if back is not None and back < len(self.names):
                self.index = back
        elif ends:
            self.typing, self.before_search = False, None
        elif edit_key(self.line, event, self._insert, clipboard_text, copy_text) or self._insert(ch):
            self.set_query(self.line.text, self.line.caret)  # (the caret's, the selection's keys, a letter)
        else:
            return k not in (pygame.K_UP, pygame.K_DOWN, pygame.K_F1)  # (F1: How to play, s163)
        self.ensure_visible(self.index)
        return True

    def _insert(self, s: str) -> bool:
        """What a search holds at the caret, over the selection (24 at most); "_" a space (ice_cream)."""
        return insert_kept(self.line, s.replace("_", " "), 24, searchable)

    def click_caret(self, x: int) -> None:
        """A click at window column `x` in the search box: the caret to the nearest place."""
        left = self.search_rect.x + self.px(42) - self.scroll_x
        self.line.place(index_at(self._query_width, self.query, x - left))

    def _query_width(self, text: str) -> int:
        return theme.text_size(text, self.px(22))[0]

    def tick(self, now: float, steady: bool = False) -> bool:
        """The frame's time: True when the caret blinked (steady unless typing; `steady`: reduced motion)."""
        return self.line.tick(now, self.typing, steady)

    def due(self, now: float) -> float | None:
        """When the caret next blinks (None: steady while not typing)."""
        return self.line.due(now, self.typing)

    def wheel(self, dy: int) -> None:
        if self.one_row:
            for _ in range(abs(dy)):
                self.page(-1 if dy > 0 else 1)
        else:
            self.scroll_by(-dy * (self.card // 2 + self.gap))

    # -- drawing (picker_draw.py) -------------------------------------------------------
    def draw(self, surface) -> None:
        draw_picker(self, surface)

    def thumb_box(self, card: pygame.Rect) -> tuple[int, int]:
        """The box of `card`'s thumbnail (the Custom panel's warm-up draws them ahead: custom_warm)."""
        return card.w - self.px(22), card.h - self.label_h - self.px(18)

    @property
    def name_print(self) -> int:
        """A card's name's print where it fits: 16 at the least scale (12 read as specks, s127)."""
        return max(16, self.px(18))
