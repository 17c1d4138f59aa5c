"""The legend (`?` or F1, and the menu's "How to play"): what the colours and glyphs mean
in the current mode and palette, the rules in four lines, and a button that plays the
mode's lesson again. Esc or a click outside closes it. Tab or the arrow keys move the
focus between its two buttons (a ring shows it once the keyboard is used, as on Settings
and Levels); Enter or Space presses the focused one: Close, at first. Its body is never
drawn below BODY_LEAST: where it does not fit (a small window) it scrolls, with Up / Down,
PgUp / PgDn, Home / End or the wheel, and a bar and a line beside the buttons say so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from quiver.engine.geometry import NX, NY, PX, PY
from quiver.engine.modes import Mode
from quiver.input import PRESS_KEYS, chorded, help_key, pressed
from quiver.render2d import drawn, theme
from quiver.render2d.draw import modal_card
from quiver.render2d.tiles import BIT, TileSet
from quiver.render2d.widgets import Button
from quiver.style import palette

from . import legend_words, toast
from .base import Ports, Scene, click_outside
from .confirm import ask_leave
from .legend_words import GLYPHS, MARKS_3D, NAMES_2D, NAMES_3D, RULES, SPECIALS, WORDS, extra, special_kinds
from .modes import MODE_LABELS
from .toast import beside_words

# keys that move the focus between the card's two buttons, side by side (lesson, Close):
# the button on that side, or (-1) the other one
FOCUS_KEYS = {pygame.K_LEFT: 0, pygame.K_UP: 0, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_TAB: -1}
# keys that scroll the body where it does not fit: a page, or to its start or end
SCROLL_KEYS = {pygame.K_PAGEUP: 0, pygame.K_PAGEDOWN: 0, pygame.K_HOME: -(10**6), pygame.K_END: 10**6}
BODY_LEAST = 21  # the least letter size of the body: 14 px from ascender to descender (s77: 9 px
# at size 14, the least before, at 600x800 and smaller windows)
# Up / Down where the body scrolls: a wheel's notch (s226: held, they moved the ring, not the words)
LINE_KEYS = {pygame.K_UP: -2 * BODY_LEAST, pygame.K_DOWN: 2 * BODY_LEAST}


class LegendScene(Scene):
    overlay = True
    name = "legend"
    right_back = True  # a right click: Esc (Close)
    toasts_wait = True  # beside its title, in its footer, else over its body (toast_lent)
    toasts_apart = True  # each toast the first place cannot hold in one of its own
    toasts_one_lent = True  # warnings lent its body: one at a time (toast_stack._one_lent)

    def __init__(
        self,
        ports: Ports,
        mode: str = Mode.TWO_D,
        leave: Callable[[Callable[[], None]], None] | None = None,
        board: Any = None,
        in_lesson: bool = False,
    ) -> None:
        """leave: how the lesson leaves what is below (the pause card's: ask first when a
        puzzle in progress would be lost); None: at once. board: the one being played
        (its kinds of special arrow are said before the lines a small window drops, and no
        other kind; None: every kind, last).
        in_lesson: opened over a lesson, whose button then says what it does there."""
        super().__init__(ports)
        self.mode = mode
        # the lesson under the card, which its button plays again, then what was to follow it
        # (s124: over the padlock lesson it played 2D's first lesson, and level 12 never came)
        self.coach = next((c for c in map(_coach_of, reversed(ports.stack.scenes)) if c), None)
        self.kinds = [] if board is None else special_kinds(board)
        self.on_board = board is not None  # (over a board: only its own kinds of special arrow)
        # the puzzle under the card: over its special arrows the button plays their lessons,
        # then it again (a skipped padlock lesson said "How to play can show it again": it could not)
        self.puzzle: Any = next((s for s in ports.stack.scenes[::-1] if getattr(s, "session", None)), None)
        self.leave = leave
        label = legend_words.lesson_label(self.kinds, in_lesson)
        self.lesson_btn = Button(label, self.play_lesson, primary=True, sub="L")
        self.close_btn = Button("Close", self.close, sub="Esc", colour=theme.SECONDARY)
        self._tiles: TileSet | None = None
        self.focus = 1  # 0: the lesson's button, 1: Close (Enter closed the card before it had a focus)
        self.keyboard = False  # the focus ring shows once the keyboard is used
        self.scroll = self.max_scroll = 0  # the body's, where it does not fit (body())
        self.scrolled = 0.0  # how far down, kept through a resize (a window made big, then small)
        self.layout()

    def layout(self) -> None:
        h = self.size[1]
        s = theme.ui_scale(self.size, self.midend.settings)
        self.scale = s
        tall = min(h - 24, int(740 * s))
        self._place(tall)
        # it scrolls: taller where all of it then fits with a toast's room under it (600x800),
        # else as tall as leaves two toasts' room above and below (800x600: toasts round it)
        below, apart = toast.room(1), h - 2 * toast.room(2)
        if self.max_scroll and tall + self.max_scroll <= h - 12 - below:
            self._place(tall + self.max_scroll, h - below)
        elif self.max_scroll and apart > tall:
            self._place(apart)

    def _place(self, height: int, bottom: int = 1 << 30) -> None:
        """The card `height` high in the middle of the window (its bottom at most at
        `bottom`), and its buttons."""
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(int(980 * s), w - 24), height)
        self.card.center = (w // 2, h // 2)
        self.card.bottom = min(self.card.bottom, bottom)
        c = self.card
        bh = max(44, int(62 * s))
        bw = min(int(226 * s), (c.w - 3 * 20) // 2)
        self.close_btn.rect = pygame.Rect(0, c.bottom - bh - max(12, int(26 * s)), bw, bh)
        self.close_btn.rect.right = c.right - max(16, int(36 * s))
        self.lesson_btn.rect = self.close_btn.rect.copy()
        self.lesson_btn.rect.right = self.close_btn.rect.x - max(16, int(16 * s))  # (air for a focus ring)
        self.body()  # (its scroll: max_scroll)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def play_lesson(self) -> None:
        if self.stack.top is self:
            self.stack.pop()
        if self.leave is not None:
            self.leave(self._lesson)
        else:  # over a puzzle in progress (F1 on the board): ask first
            ask_leave(self, self._lesson)

    def _lesson(self) -> None:
        if self.coach is not None and not self.coach.done:
            self.journeys.lesson(self.mode, then=self.coach.then, kind=self.coach.kind)
        elif self.kinds and self.puzzle is not None:
            self.journeys.special_lessons(self.mode, self.kinds, self.puzzle.request)
        else:
            self.journeys.lesson(self.mode)

    def handle_event(self, event):
        self.full_redraw = True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH) or help_key(event):
                self.close()
            elif k in PRESS_KEYS:
                (self.play_lesson, self.close)[self.focus]()
            elif k == pygame.K_l and not chorded(event):
                self.play_lesson()
            elif k in SCROLL_KEYS or (k in LINE_KEYS and self.max_scroll):  # the body, where it scrolls
                page = max(40, self.body()[2].h - 40)
                steps = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, **LINE_KEYS}
                self.scroll_by(steps.get(k, SCROLL_KEYS.get(k, 0)))
            elif k in FOCUS_KEYS:
                self.keyboard = True
                self.focus = FOCUS_KEYS[k] if FOCUS_KEYS[k] >= 0 else 1 - self.focus
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * max(24, BODY_LEAST * 2))
            return None
        if pressed(event):
            self.keyboard = False  # (a click, not a wheel notch's legacy press)
        if self.lesson_btn.handle(event) or self.close_btn.handle(event):
            return None
        if click_outside(event, self.card):
            self.close()
        return None

    # -- drawing ---------------------------------------------------------------------------
    @staticmethod
    def _cell(f: float) -> int:
        """A 2D arrow's cell in the card: it grows and shrinks with the words beside it."""
        return max(18, int(30 * f))

    def _arrow_2d(self, surface, d, colour, glyph: bool, midleft, f: float) -> pygame.Rect:
        # the arrow grows and shrinks with the words beside it (a fixed 30 px cell was as
        # tall as their letters at 2560x1440, twice as tall at 640x480)
        cell = self._cell(f)
        if self._tiles is None or self._tiles.cell != cell:
            self._tiles = TileSet(cell)
        t = self._tiles
        if d in (PX, NX):
            box = pygame.Rect(0, 0, 2 * cell, cell)
            box.midleft = midleft
            body = (box.x, box.y) if d == PX else (box.x + cell, box.y)
            head = (box.x + cell, box.y) if d == PX else (box.x, box.y)
        else:
            box = pygame.Rect(0, 0, cell, 2 * cell)
            box.midleft = (midleft[0] + cell // 2, midleft[1])
            body = (box.x, box.y) if d == PY else (box.x, box.y + cell)
            head = (box.x, box.y + cell) if d == PY else (box.x, box.y)
        surface.blit(t.arrow(colour, BIT[d], None, glyph=d if glyph else None), body)
        surface.blit(t.arrow(colour, BIT[d ^ 1], d), head)
        return box

    def _lines(self, settings) -> list[tuple[str, int, tuple, bool]]:
        """The card's text under the title, in order: (text, size at scale 1, colour, bold);
        "" stands for the direction colours. The last ones give way first on a small window."""
        cb = palette.colorblind_on(settings)
        glyphs = (
            GLYPHS[Mode(self.mode)]
            if cb or self.mode != Mode.TWO_D
            else "Settings: the colour-blind palette adds a chevron to every arrow."
        )
        colours = "Colours: the way an arrow flies" + ("  (colour-blind palette)" if cb else "")
        return [
            *((line, 24, theme.INK, False) for line in RULES),
            (colours, 24, theme.INK_SOFT, True),
            ("", 0, theme.INK, False),
            *(((glyphs, 22, theme.INK_SOFT, False),) if self.mode != Mode.TWO_D else ()),
            *((legend_words.special(k), 22, theme.INK, False) for k in self.kinds),  # on this board: stay
            *(((glyphs, 22, theme.INK_SOFT, False),) if self.mode == Mode.TWO_D and cb else ()),
            (extra(Mode(self.mode), settings.ray_preview, self.max_scroll > 0), 22, theme.INK_SOFT, False),
            # the HUD's and the win card's words (at 640x480 and 800x600 they gave way)
            *((line, 22, theme.INK_SOFT, False) for line in WORDS),
            *(((glyphs, 22, theme.INK_SOFT, False),) if self.mode == Mode.TWO_D and not cb else ()),
            # campaign levels 12, 20 and 30 on; over a board only those it has, said above
            # (s62: padlocks, two heads and turning signs were listed over a board with none)
            *((legend_words.special(k), 22, theme.INK, False) for k in (() if self.on_board else SPECIALS)),
        ]

    def _fit(self, lines, room: int, width: int) -> tuple[float, int]:
        """The largest text scale that fits `room` pixels of height, down to 0.7, and how
        many lines show: all of them (s77: a small window dropped the last ones, and drew
        the rest 11 px high; the body now scrolls where it does not fit at BODY_LEAST)."""
        c = theme.chosen(self.midend.settings)  # (grown, times a big window's Auto: s400, 1920x1080's 16 px
        f, least = self.scale, min(self.scale, 0.7 * c * (max(1.0, theme.ui_scale(self.size)) ** (c > 1)))
        while f > least and sum(self._height(line, f, width) for line in lines) > room:  # at 150% 14; s374: a
            f = max(least, f - 0.05)  # bigger choice scrolls bigger words, where it stood at Auto's least)
        return f, len(lines)

    def _height(self, line, f: float, width: int) -> int:
        text, size, _colour, _bold = line
        if not text:
            rows = 2 if self.mode == Mode.TWO_D or self._grid(f)[0] == 3 else 3  # (3D, a narrow card)
            return rows * self._row_h(f) + int(6 * f)  # 4 (2D) or 6 (3D) colours
        px = max(legend_words.body_least(BODY_LEAST, self.midend.settings), int(size * f))
        lh = int(px * 1.25)  # (the air under a line once a paragraph, not under each of its lines)
        return lh * theme.wrap_lines(text, px, width, lh) + max(2, int(8 * f))

    def body(self) -> tuple[list, float, pygame.Rect, int]:
        """The body's lines, their scale, the view they show in (between the title and the
        buttons, less a scroll bar's room where they scroll) and their whole height."""
        c, pad = self.card, max(16, int(40 * self.scale))
        lines = self._lines(self.midend.settings)
        top = self._title()[2].bottom + max(8, int(18 * self.scale))
        view = pygame.Rect(c.x + pad, top, c.w - 2 * pad - 4, self.lesson_btn.rect.y - 8 - top)
        f, _keep = self._fit(lines, view.h, view.w)
        content = sum(self._height(line, f, view.w) for line in lines)
        if content > view.h:  # scrolls: the words keep clear of the bar at the card's edge
            view.w = c.right - 18 - view.x
            content = sum(self._height(line, f, view.w) for line in lines)
        was, self.max_scroll = self.max_scroll, max(0, content - view.h)
        at = round(self.scrolled * self.max_scroll) if was != self.max_scroll else self.scroll
        self.scroll = max(0, min(at, self.max_scroll))
        return lines, f, view, content

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        c = self.card
        modal_card(surface, c)
        title, size, t = self._title()
        theme.text(surface, title, size, theme.INK, t.topleft, "topleft", True)
        settings = self.midend.settings
        lines, f, view, content = self.body()
        y = view.y - self.scroll
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip))  # (a scrolled body: drawn.note keeps what shows)
        for line in lines:
            text, size, colour, bold = line
            h = self._height(line, f, view.w)
            if y + h > view.y and y < view.bottom and not text:
                self._draw_directions(surface, settings, view.x, y, f)
            elif y + h > view.y and y < view.bottom:
                px = max(legend_words.body_least(BODY_LEAST, self.midend.settings), int(size * f))
                img = theme.wrap(text, px, colour, view.w, int(px * 1.25), bold=bold).image
                surface.blit(img, (view.x, y))
                drawn.note(drawn.TEXT, img.get_bounding_rect().move(view.x, y), text, surface)
            y += h
        surface.set_clip(clip)
        self._draw_scroll(surface, view, content)
        self.lesson_btn.focused = self.keyboard and self.focus == 0
        self.close_btn.focused = self.keyboard and self.focus == 1
        self.lesson_btn.draw(surface)
        self.close_btn.draw(surface)
        return True

    def _draw_scroll(self, surface, view: pygame.Rect, content: int) -> None:
        """Where the body scrolls, the scroll bar at the card's right edge; under the body,
        left of the buttons where there is room, how to see the rest, else what F1 does."""
        if self.max_scroll:
            h = max(30, view.h * view.h // max(1, content))
            y = view.y + (view.h - h) * self.scroll // max(1, self.max_scroll)
            pygame.draw.rect(
                surface, theme.PANEL_EDGE, (self.card.right - 14, view.y, 6, view.h), border_radius=3
            )
            pygame.draw.rect(surface, theme.INK_SOFT, (self.card.right - 14, y, 6, h), border_radius=3)
        hint, at = self._hint(view), (view.x, self.lesson_btn.rect.centery)
        if hint is not None:
            theme.text(surface, hint, BODY_LEAST, theme.INK_SOFT, at, "midleft")

    def _hint(self, view: pygame.Rect) -> str | None:
        """The line under the body left of the buttons (legend_words.foot_hint), if one fits."""
        room, end = self.lesson_btn.rect.x - 16 - view.x, self.scroll >= self.max_scroll
        return legend_words.foot_hint(self.max_scroll > 0, end, room, BODY_LEAST)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll + dy, self.max_scroll))
        self.scrolled = self.scroll / max(1, self.max_scroll)

    def _title(self) -> tuple[str, int, pygame.Rect]:
        """The card's title, its letter size and where it goes."""
        c, s = self.card, self.scale
        pad = max(16, int(40 * s))
        title = f"How to play  \u00b7  {MODE_LABELS.get(self.mode, self.mode)}"
        size = theme.fit_size(title, int(46 * s), c.w - 2 * pad, True, 22)
        return title, size, pygame.Rect((c.x + pad, c.y + int(26 * s)), theme.text_size(title, size, True))

    def toast_slots(self) -> list[pygame.Rect]:
        t, b, view = self._title()[2], self.lesson_btn.rect, self.body()[2]  # (the footer: right of the
        hint = self._hint(view)  # line under the body, s302: at 1920x1080 a toast hid F1's)
        x = self.card.x + 8 if hint is None else view.x + theme.text_size(hint, BODY_LEAST)[0] + 16
        foot = pygame.Rect(x, b.y - 8, b.x - 16 - x, self.size[1] - b.y + 8)
        return beside_words(self.size, self.card, t, t.bottom + 8, foot)

    def toast_lent(self) -> list[pygame.Rect]:
        """What its title and footer cannot hold (two long toasts waited at 640x480, a
        code was cut to one line at 1600x600) goes whole over its body, between its title
        and its buttons, as little as it can (toast_aims); a click takes a toast away."""
        t, b = self._title()[2], self.lesson_btn.rect
        return [pygame.Rect(self.card.x + 8, t.bottom + 8, self.card.w - 16, b.y - 16 - t.bottom)]

    toast_aims = toast_lent

    def _row_h(self, f: float) -> int:
        """A row of direction colours: room for a 2D upright arrow (two cells, and air; a
        fixed 68 px least left 32 px of air round an arrow of two 18 px cells, s77)."""
        return max(2 * self._cell(f) + 8 if self.mode == Mode.TWO_D else 44, int(70 * f))

    def _grid(self, f: float) -> tuple[int, int, int, int]:
        """The direction colours' grid: how many a row, a column's width, the names' letter
        size (one for all) and an icon's width. Three columns' width, 2D's two in the first
        two; where the names would not fit at BODY_LEAST (480x360), two columns' width."""
        names = NAMES_2D if self.mode == Mode.TWO_D else NAMES_3D
        icon = 2 * self._cell(f) if self.mode == Mode.TWO_D else max(24, int(38 * f))
        start, free = max(BODY_LEAST, int(22 * f)), self.card.w - max(16, int(40 * self.scale)) - 40
        for cols in (3, 2):
            per_row, col_w = (2 if self.mode == Mode.TWO_D else cols), free // cols
            size = min(theme.fit_size(name, start, col_w - icon - 24, True, 12) for name in names.values())
            if size >= BODY_LEAST:
                break
        return per_row, col_w, size, icon

    def _draw_directions(self, surface, settings, x0: int, y: int, f: float) -> None:
        """The direction colours, opposite directions side by side."""
        two = self.mode == Mode.TWO_D
        cols, names = palette.direction_colours(settings, 2 if two else 3), (NAMES_2D if two else NAMES_3D)
        per_row, col_w, size, icon = self._grid(f)
        row_h = self._row_h(f)
        for k, d in enumerate(names):
            x = x0 + 4 + (k % per_row) * col_w
            # in the middle of its row (an upright 2D arrow is 2 cells tall), words beside it
            yy = y + (k // per_row) * row_h + row_h // 2 - 20
            if self.mode == Mode.TWO_D:
                box = self._arrow_2d(surface, d, cols[d], palette.glyphs_on(settings), (x, yy + 20), f)
            else:
                box = pygame.Rect(x, yy + 20 - icon // 2, icon, icon)
                pygame.draw.rect(surface, cols[d], box, border_radius=8)
                pygame.draw.rect(surface, theme.shade(cols[d], 0.7), box, width=2, border_radius=8)
                draw_mark(surface, box, d, theme.shade(cols[d], 0.4))
            drawn.note(drawn.TEXT, box, f"({names[d]} colour)", surface)  # an icon its words must not cover
            # the words in one column whatever the arrow's way (an upright 2D arrow is
            # narrower: "flies down" stood left of "flies right" above it)
            left = max(box.right, x + 2 * self._cell(f) * (self.mode == Mode.TWO_D)) + 14
            theme.text(surface, names[d], size, theme.INK, (left, yy + 20), "midleft", True)


def _coach_of(scene: Any) -> Any:
    """A play scene's lesson (None: none, or not a play scene)."""
    return getattr(scene, "coach", None)


def draw_mark(surface, box: pygame.Rect, d: int, colour) -> None:
    """The 3D direction mark of an arrow flying `d` on a face of `box` turned to you (x
    right, y up, z toward you): a chevron pointing its way, a dot when it flies at you,
    a cross when it flies away (the cubes' engraving, assets/shaders/box.glsl)."""
    cx, cy = box.center
    r = box.w * 0.26
    width = max(2, box.w // 10)
    kind = MARKS_3D[d]
    if kind == "dot":
        pygame.draw.circle(surface, colour, (cx, cy), max(3, int(box.w * 0.17)))
        return
    if kind == "cross":
        for sx in (-1, 1):
            pygame.draw.line(surface, colour, (cx - r, cy - sx * r), (cx + r, cy + sx * r), width)
        return
    # screen axes: +x right, +y up (pygame's y grows down)
    fx, fy = {PX: (1, 0), NX: (-1, 0), PY: (0, -1), NY: (0, 1)}[d]
    tip = (cx + fx * r * 0.6, cy + fy * r * 0.6)
    back = (cx - fx * r * 0.6, cy - fy * r * 0.6)
    wings = [(back[0] + fy * r, back[1] + fx * r), (back[0] - fy * r, back[1] - fx * r)]
    pygame.draw.lines(surface, colour, False, [wings[0], tip, wings[1]], width)
