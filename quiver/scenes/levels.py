"""The campaign's level select as a journey: chapters of 20 levels, each with the stars
collected in it, and a page of level tiles per chapter, with stars and best times.

Levels go on to campaign_targets.MAX_LEVEL (quiver.game.campaign_plan.level_plan), so the chapters go
one past the chapter of the level to play next (none past the last level's). Every level
up to the next one to play is open (the next one is highlighted); later levels show a lock.

Mouse: click a tile to play it, a chapter to open it, the mode tabs, the page arrows, the wheel pages
(where a bigger Size of menus makes the page taller than the window, the wheel, a drag and Home / End
scroll it, and the keys' focus is scrolled to: levels_layout.py).
Keyboard: arrow keys move (from an open level, among the open ones), Enter plays, Page Up / Page Down
page, Tab changes mode, F1 or ? how to play the mode shown, Esc goes back.

One level is selected at a time: the last tile pointed at or moved to. The info line and
the Play button both name it, so they never disagree.
"""

from __future__ import annotations

import pygame

from quiver.engine.modes import MODES, Mode
from quiver.game.campaign_plan import level_plan
from quiver.game.journey import CampaignLevel, ToastKind, level_word
from quiver.input import PRESS_KEYS, key_action, pressed, wheel_steps
from quiver.render2d import theme
from quiver.render2d.draw import short_time
from quiver.render2d.thumbs import cached_thumbnail
from quiver.render2d.widgets import Button, legible_keys
from quiver.shapes import make_shape

from .base import Ports, greyed_click, hover_state, pointer_now, settle_hover
from .daily_modes import mode_tabs
from .legend_open import opened_help
from .levels_card import draw_tile, star_layout
from .levels_chips import draw_chapter_chip
from .levels_head import draw_beside_tabs
from .levels_info import fitted, play_sub
from .levels_layout import lay_out
from .levels_pages import COLS, PER_PAGE, LevelPages, clear_first
from .levels_toasts import LevelsToasts
from .menu_draw import note_form
from .modes import mode_status
from .page_scroll import PageScroll, draw_page, places_in_window
from .toast_said import Said

LEVELS_KEYS = (
    (pygame.K_ESCAPE, 0, "close"),
    *((key, 0, "play") for key in PRESS_KEYS),
    (pygame.K_PAGEUP, 0, "page_up"),
    (pygame.K_PAGEDOWN, 0, "page_down"),
    (pygame.K_TAB, pygame.KMOD_SHIFT, "tab_back"),
    (pygame.K_TAB, 0, "tab_next"),
    (pygame.K_LEFT, 0, "left"),
    (pygame.K_RIGHT, 0, "right"),
    (pygame.K_UP, 0, "up"),
    (pygame.K_DOWN, 0, "down"),
)
FOCUS_MOVES = {"left": -1, "right": 1, "up": -COLS, "down": COLS}


@places_in_window(lambda page: page.scroller.at)  # (its toasts: in the window, whatever its scroll)
class LevelsScene(LevelsToasts, LevelPages):
    name = "levels"
    toasts_apart = True  # a toast its title band cannot hold goes over the grid it lends, apart
    scale: float  # (placed by levels_layout.lay_out: the page's scale, margin, chapters, tiles)
    tile_s: float  # (... and the tiles' words' scale)
    left: int
    chapter_w: int
    chapter_row: pygame.Rect
    tiles: list[pygame.Rect]
    info_pos: tuple[int, int]

    def __init__(self, ports: Ports, mode: str = Mode.TWO_D) -> None:
        super().__init__(ports)
        self.mode = mode if mode in MODES else Mode.TWO_D
        self.status = mode_status(ports.display)
        self.tabs = mode_tabs(ports.display, self.mode, self._on_mode)  # (greyed: as the Daily's)
        self.back = Button("Back", self.close, sub="Esc")
        self.prev_btn = Button("<", self.prev_page, sub="PgUp")
        self.next_btn = Button(">", self.next_page, sub="PgDn")
        self.play_btn = Button("Play", self.play_focused, primary=True, sub="Enter")
        legible_keys(self.back, self.prev_btn, self.next_btn, self.play_btn)
        self.hover = -1
        self.tab_cap = pygame.Rect(0, 0, 0, 0)  # where the Tab key cap was drawn (a click acts as Tab)
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keyboard is used
        self.mode_said = Said()
        self._thumbs: dict = {}
        self.cols = COLS  # the tiles' columns (fewer at a bigger Size of menus: levels_layout)
        self.scroller = PageScroll(self._scrolled)  # (a bigger Size of menus than the window holds)
        self._goto_current()
        self.layout()

    def _on_mode(self, label) -> None:
        self.unsay_mode()
        self.mode = MODES[self.tabs.index]
        self._goto_current()
        self.layout()
        self.feedback.sound("click")
        self.full_redraw = True

    # -- actions -----------------------------------------------------------------------------
    def play(self, level: int) -> None:
        if not self.unlocked(level):
            self.say_of_mode(f"Level {level} is locked: {clear_first(level, self.current)}.")
            return
        status = self.status[self.mode]
        if status is not None:
            self.say_of_mode(status, ToastKind.WARN)
            return
        self.feedback.sound("click")
        self.journeys.level(self.mode, level)

    def play_focused(self) -> None:
        self.play(self.level_at(self.focus))

    def resume(self) -> None:
        self.status = mode_status(self.ports.display)
        self.layout()
        self._settle_hover()
        self.full_redraw = True

    def chips_right(self) -> int:
        return max(r.right for _, r in self.chapter_chips()) + 16

    def _title(self) -> tuple[int, pygame.Rect]:
        """The size "Levels" is drawn at (as big as fits beside Back) and where."""
        size = theme.fit_size("Levels", int(72 * self.scale), self.back.rect.x - self.left - 16, True, 28)
        r = pygame.Rect((self.left, 0), theme.text_size("Levels", size, True))
        r.centery = self.back.rect.centery
        return size, r

    # -- layout --------------------------------------------------------------------------------
    def layout(self) -> None:
        lay_out(self)  # (levels_layout.py: scrolled at a bigger Size of menus than the window holds)

    def chapter_chips(self) -> list[tuple[int, pygame.Rect]]:
        """(page, rect) of the chapters shown: as many as fit, the one open among them."""
        row, cw, gap = self.chapter_row, self.chapter_w, max(10, int(10 * self.scale))
        fit = max(1, (row.w + gap) // (cw + gap))
        last = self.last_page()
        first = max(0, min(self.page - fit // 2, last + 1 - fit))
        return [
            (p, pygame.Rect(row.x + k * (cw + gap), row.y, cw, row.h))
            for k, p in enumerate(range(first, min(last + 1, first + fit)))
        ]

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()
        self._settle_hover()

    def _settle_hover(self) -> None:  # lit: only what the pointer is on now (s268: after a resize)
        settle_hover((self.back, self.prev_btn, self.next_btn, self.play_btn, self.tabs))
        pos = pointer_now()
        self.hover = -1 if pos is None else self.tile_at(pos)

    def tile_center(self, level: int) -> tuple[int, int]:
        """Pixel centre of a level's tile on the page shown (tests)."""
        k = level - 1 - self.page * PER_PAGE
        if not 0 <= k < PER_PAGE:
            raise KeyError(level)
        return self.tiles[k].center

    def star_centers(self, level: int) -> list[tuple[int, int]]:
        """Pixel centres of a shown level's three stars (tests look at their colour)."""
        k = level - 1 - self.page * PER_PAGE
        if not 0 <= k < PER_PAGE:
            raise KeyError(level)
        return star_layout(self.tiles[k], self.tile_s)[1]

    def tile_at(self, pos) -> int:
        for k, r in enumerate(self.tiles):
            if r.collidepoint(pos):
                return k
        return -1

    # -- events --------------------------------------------------------------------------------
    def _step_tab(self, step: int) -> None:
        self.tabs.set((self.tabs.index + step) % len(MODES))

    def _head_click(self, pos) -> bool:
        """A click on a chapter's chip opens it; one on the Tab key cap acts as Tab (s96:
        it looked like a button and did nothing)."""
        chapter = next((p for p, r in self.chapter_chips() if r.collidepoint(pos)), None)
        if self.tab_cap.collidepoint(pos):
            self._step_tab(1)
            self.full_redraw = True
        elif chapter is not None:
            self.open_chapter(chapter)
        return chapter is not None or self.tab_cap.collidepoint(pos)

    def _scrolled(self) -> None:
        self.layout()
        self.full_redraw = True

    def _key(self, event) -> None:
        """A key: the page's actions, the focus moved (and scrolled to)."""
        self.full_redraw = True
        self.keyboard = True
        if opened_help(self, event, self.mode):  # how to play the mode shown
            return
        action = key_action(LEVELS_KEYS, event)
        if action in FOCUS_MOVES:
            self._move_focus(
                {"up": -self.cols, "down": self.cols}.get(action, FOCUS_MOVES[action]),
                getattr(event, "repeat", False),
            )
        elif action is not None:
            {
                "close": self.close,
                "play": self.play_focused,
                "page_up": self.prev_page,
                "page_down": self.next_page,
                "tab_back": lambda: self._step_tab(-1),
                "tab_next": lambda: self._step_tab(1),
            }[action]()
        self.scroller.into_view(self.tiles[self.focus], self.size[1])  # (the focus, scrolled to)

    def handle_event(self, event):
        et = event.type
        if self.scroller.take(event, self.size[1]):  # (the page scrolls: the wheel, a drag, Home / End)
            return None
        if et == pygame.KEYDOWN:
            self._key(event)
            return None
        widgets = (self.back, self.prev_btn, self.next_btn, self.play_btn, self.tabs)
        hovered = hover_state(widgets)
        if greyed_click(event, self.play_btn):
            self.play_focused()  # greyed "Play 15" says why, as Enter does
            return None
        for b in (self.back, self.prev_btn, self.next_btn, self.play_btn):
            if b.handle(event):
                self.full_redraw = True
                return None
        if self.tabs.handle(event):
            self.full_redraw = True
            return None
        if pressed(event):
            self.keyboard = False  # (a click, not a wheel notch's legacy press)
        if et == pygame.MOUSEMOTION:
            hov, was = self.tile_at(event.pos), self.hover
            if hov != self.hover or hover_state(widgets) != hovered:
                self.hover = hov
                self.full_redraw = True
            if hov >= 0:  # pointing at a tile selects it: the info line and Play name it
                self.focus = hov
                if self.unlocked(self.level_at(hov)):
                    self.picked = self.level_at(hov)
            elif was >= 0 and not self.unlocked(self.level_at(self.focus)):
                self._back_to_picked()
            return None
        if et == pygame.MOUSEWHEEL:
            self._wheel(wheel_steps(event))
            return None
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self._head_click(event.pos):
                return None
            k = self.tile_at(event.pos)
            if k >= 0:
                self.focus = k
                self.play(self.level_at(k))
                self.full_redraw = True
            return None
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def _thumb(self, level: int, box) -> pygame.Surface | None:
        """The level's own shape at its own size (the campaign's code says which)."""
        key = (self.mode, level, box)
        if key not in self._thumbs:
            try:
                plan = level_plan(self.mode, level)  # no board generated for a thumbnail
                size = plan.size if self.mode == Mode.TWO_D else plan.size[0]
                shape = make_shape(self.mode, plan.shape, size)
                self._thumbs[key] = cached_thumbnail(shape, box, theme.ACCENT)
            except (ValueError, OSError, pygame.error):  # no thumbnail: the card shows without
                self._thumbs[key] = None
        return self._thumbs[key]

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        self.paint_background(surface)
        draw_page(
            surface, self.scroller, self._draw, self.left, theme.ui_scale(self.size, self.midend.settings)
        )  # (scrolled where it scrolls: page_scroll)
        return True

    def _draw(self, surface) -> None:
        w, _h = self.size
        s, left = self.scale, self.left
        size, title = self._title()
        theme.text(surface, "Levels", size, theme.INK, title.midleft, "midleft", True)
        self.tab_cap = draw_beside_tabs(surface, self.tabs.rect, w - left, s, self.done())  # Tab; the summary
        self.tabs.draw(surface)
        self._draw_chapters(surface)
        note = self.status[self.mode]
        if note:  # whole, shorter, else the need alone (s193: a long reason cut, or in 12 px)
            note = note_form(note, w - 2 * left, 18, self.mode)
            size = theme.fit_size(note, 18, w - 2 * left, False, 14)
            theme.text(surface, note, size, theme.DANGER, (left, self.tabs.rect.bottom + 2))
        self.back.draw(surface)
        current = self.current
        for k, rect in enumerate(self.tiles):
            level = self.level_at(k)
            draw_tile(
                surface,
                rect,
                level,
                current,
                k == self.hover,
                self.keyboard and k == self.focus,
                self.record(level),
                self.tile_s,
                self._thumb,
            )
        self.prev_btn.enabled = self.page > 0
        self.next_btn.enabled = self.page + 1 < self.last_page() + 1
        self.prev_btn.draw(surface)
        self.next_btn.draw(surface)
        level = self.level_at(self.focus)
        self.play_btn.enabled = self.unlocked(level) and self.status[self.mode] is None
        self.play_btn.label, self.play_btn.sub = f"Play {level}", play_sub(self.midend, self.mode)
        self.play_btn.draw(surface)
        for text, size, bold, side in self._info_lines():
            y = self.info_pos[1] + side * max(9, int(13 * s))
            theme.text(surface, text, size, theme.INK_SOFT, (self.info_pos[0], y), "midleft", bold)

    def _info_lines(self) -> list[tuple[str, int, bool, int]]:
        """(text, print, bold, above -1 or under 1) of the lines beside the paging that fit."""
        room, first = self.play_btn.rect.x - 16 - self.info_pos[0], self.page * PER_PAGE + 1
        lines = (
            (f"Chapter {self.page + 1}  \u00b7  levels {first}-{first + PER_PAGE - 1}", 24, True, -1),
            (self.info_line(), 22, False, 1),
        )
        return fitted(lines, room, self.scale)  # (a long level line shortened: s80)

    def _draw_chapters(self, surface) -> None:
        """A chip per chapter: its number and its stars; the open one stands out, a chapter
        not reached yet shows a lock."""
        for page, r in self.chapter_chips():
            reached = page * PER_PAGE + 1 <= self.current
            stars = self.chapter_stars(page) if reached else None
            draw_chapter_chip(surface, r, page, page == self.page, stars, self.scale, PER_PAGE)

    def info_line(self) -> str:
        """The line under the tiles: the selected level, the one Play plays."""
        return self._describe(self.level_at(self.focus))

    def _describe(self, level: int) -> str:
        if not self.unlocked(level):
            return f"Level {level}: locked ({clear_first(level, self.current)})"
        plan = level_plan(self.mode, level)
        word = level_word(CampaignLevel(Mode(self.mode), level))  # (as the HUD's title says it)
        kind = {"hard": "a hard one", "short": "a short one", "warm-up": "a warm-up"}.get(word or "")
        kind = f"  \u00b7  {kind}" if kind else ""
        shape = plan.shape.replace("_", " ").title()
        rec = self.record(level)
        best = f"  \u00b7  best {short_time(rec.best_time_s)}" if rec and rec.best_time_s is not None else ""
        return f"Level {level}: {shape}  \u00b7  {plan.arrows} arrows{kind}{best}"
