"""Menu widgets drawn with pygame: buttons, segmented choices, a slider, a text box.

Widgets keep their own rect and value; a screen lays them out, routes events to them
and draws them. Keyboard focus is a flag the screen sets (a visible ring).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from quiver.game.seed_text import takes
from quiver.input import PRESS_KEYS, wheel_steps
from quiver.input_pad import pad_named

from . import drawn, theme
from .caret import (
    PLACEHOLDER_GAP,
    EditLine,
    caret_x,
    draw_selection,
    edit_key,
    index_at,
    insert_kept,
)
from .caret import SELECTED as SELECTED  # (the selection's light blue, read here too)
from .caretruns import caret_offset
from .draw import key_cap, pill


def focus_ring_width(rect) -> int:
    """The keyboard focus ring's line: 3 px round a 48 px button, thicker round a taller
    one (a 3 px ring round a 4K window's 130 px buttons was hard to see)."""
    return max(3, rect.h // 16)


def focus_ring_rect(rect) -> pygame.Rect:
    """The outer edge of `rect`'s focus ring: one pixel of air, then the line."""
    out = focus_ring_width(rect) + 1
    return rect.inflate(2 * out, 2 * out)


def _focus_ring(surface, rect, radius):
    ring = focus_ring_rect(rect)
    grow = (ring.w - rect.w) // 2
    pygame.draw.rect(surface, theme.BLUE, ring, width=focus_ring_width(rect), border_radius=radius + grow)


class Widget:
    def __init__(self, rect=(0, 0, 0, 0)) -> None:
        self.rect = pygame.Rect(rect)
        self.focused = False
        self.enabled = True
        self.hover = False

    def handle(self, event) -> bool:
        """Use an event if it is for this widget; True when used."""
        return False

    def key(self, key: int) -> bool:
        """A key while focused; True when used."""
        return False

    def draw(self, surface) -> None:
        pass


KEY_LEAST = 22  # a menu's keys under its buttons: 11-pixel capitals (s96: "D", "O" were 8)


def legible_keys(*buttons: Button) -> None:
    """The `sub` lines of `buttons` no smaller than KEY_LEAST (nor than their labels: s98)."""
    for b in buttons:
        b.sub_least = KEY_LEAST


class Button(Widget):
    def __init__(
        self,
        label: str,
        action: Callable[[], None],
        rect=(0, 0, 0, 0),
        primary: bool = False,
        sub: str = "",
        colour=None,
    ) -> None:
        super().__init__(rect)
        self.label, self.action, self.primary, self.sub = label, action, primary, sub
        self.colour = colour
        self.pressed = False
        # > 0: the `sub` is a key, drawn as a key cap of this text size at the button's
        # right end (the pause card: its keys as big as its words), not a line below
        self.cap_size = 0
        self.sub_least = 0  # the least size of a `sub` line (0: the usual 16), at most the label's
        self.label_box = pygame.Rect(0, 0, 0, 0)  # where draw put the label (icons go beside it)

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.action()
                return True
        return False

    def key(self, key: int) -> bool:
        if self.enabled and key in PRESS_KEYS:
            self.action()
            return True
        return False

    def draw(self, surface) -> None:
        r = self.rect
        if self.primary:
            base = self.colour or theme.ACCENT
            ink = (255, 255, 255)
        else:
            base = self.colour or theme.PANEL
            ink = theme.INK
        if not self.enabled:
            base = theme.mix(base, theme.BG_BOTTOM, 0.6)
            ink = theme.INK_SOFT
        elif self.hover or self.focused:
            base = theme.shade(base, 1.08) if self.primary else theme.shade(base, 0.97)
        face = r.move(0, 2) if self.pressed else r
        if self.focused:
            _focus_ring(surface, r, r.h // 2)
        if self.primary:
            pill(surface, face, base)
        else:
            pill(surface, face, base, edge=theme.PANEL_EDGE)
        nominal = max(16, int(r.h * 0.46))
        # clear of the round ends: a fixed 20 px let a 2560x1440 label run into their curve
        size = theme.fit_size(self.label, nominal, r.w - max(20, r.h // 3), True, 12)
        said = pad_named(self.sub)  # (after a pad's press: its buttons, not the keyboard's keys)
        if said and self.cap_size:
            self._draw_cap(surface, face, nominal, ink, said)
        elif said:
            # placed and sized from the button's nominal size, so a long label that shrinks
            # to fit does not shrink its key letter with it (the row's letters stay alike);
            # never under 16, 8-pixel capitals (a 640x480 result card's keys were 5 pixels)
            # (a button with a `sub_least` draws its key no smaller, both lines moved apart by
            # what it grew: s96, the home menu's "D", "O", "F1" were 8-pixel capitals)
            # (s98: that least is capped at the label's own drawn size, so a key never
            # outweighs a label shrunk to fit: "Enter" over 480x360's "Play this puzzle")
            sub_size = max(16, int(nominal * 0.7))
            grow = max(0, min(self.sub_least, size) - sub_size) * 0.5
            sub, sub_size = sub_fit(said, sub_size + int(2 * grow), r.w - 20)
            self.label_box = theme.text(
                surface,
                self.label,
                size,
                ink,
                (face.centerx, face.centery - nominal * 0.28 - grow),
                "center",
                True,
            )
            theme.text(
                surface,
                sub,
                sub_size,
                ink if self.primary else theme.INK_SOFT,
                (face.centerx, face.centery + nominal * 0.42 + grow * 0.6),
                "center",
            )
        else:
            self.label_box = theme.text(surface, self.label, size, ink, face.center, "center", True)

    def _draw_cap(self, surface, face: pygame.Rect, nominal: int, ink, key: str) -> None:
        """The label centred, its `key` in a cap at the right end; the label centred in the
        room left of the cap where it would run into it."""
        inset = max(8, face.h // 5)
        cap = key_cap(surface, (face.right - inset, face.centery), key, self.cap_size, "midright")
        size = theme.fit_size(self.label, nominal, cap.x - face.x - 2 * inset, True, 12)
        half = theme.text_size(self.label, size, True)[0] // 2 + 6
        cx = face.centerx if face.centerx + half <= cap.x else (face.x + cap.x) // 2
        theme.text(surface, self.label, size, ink, (cx, face.centery), "center", True)


class Segmented(Widget):
    """One of a few choices side by side."""

    def __init__(
        self,
        options: Sequence[str],
        index: int = 0,
        on_change=None,
        rect=(0, 0, 0, 0),
        disabled: Sequence[bool] | None = None,
    ) -> None:
        super().__init__(rect)
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.disabled = list(disabled) if disabled else [False] * len(self.options)
        self.hover_index = -1

    @property
    def value(self) -> str:
        return self.options[self.index]

    def part(self, k: int) -> pygame.Rect:
        n = len(self.options)
        w = self.rect.w / n
        return pygame.Rect(round(self.rect.x + k * w), self.rect.y, round(w), self.rect.h)

    def set(self, k: int) -> None:
        if 0 <= k < len(self.options) and k != self.index:
            self.index = k
            if self.on_change:
                self.on_change(self.options[k])

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = next(
                (k for k in range(len(self.options)) if self.part(k).collidepoint(event.pos)), -1
            )
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            for k in range(len(self.options)):
                if self.part(k).collidepoint(event.pos):
                    self.set(k)
                    return True
        return False

    def key(self, key: int) -> bool:
        """Left / Right choose the choice beside; Space, as on a button, the next one (round
        again after the last, as Settings' Enter and Space do, and the menu's Enter, s166)."""
        if key == pygame.K_SPACE:
            self.set((self.index + 1) % len(self.options))
            return True
        if key == pygame.K_LEFT:
            self.set(max(0, self.index - 1))
            return True
        if key == pygame.K_RIGHT:
            self.set(min(len(self.options) - 1, self.index + 1))
            return True
        return False

    def draw(self, surface) -> None:
        r = self.rect
        # corners round with the height (round s54: a 4K window's 75 px Mode choice had a
        # small box's 14 px corners, nearly square beside the round buttons); up to 36 px
        # high, the corners as before
        edge, inner = max(14, round(r.h * 0.4)), max(10, round((r.h - 8) * 0.4))
        if self.focused:
            _focus_ring(surface, r, edge)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, border_radius=edge)
        pygame.draw.rect(surface, (240, 234, 223), r.inflate(-4, -4), border_radius=edge - 2)
        for k, label in enumerate(self.options):
            p = self.part(k).inflate(-8, -8)
            drawn.note(drawn.WIDGET, self.part(k), label, surface)  # each choice holds its label
            ink = theme.INK_SOFT
            if k == self.index:
                pygame.draw.rect(surface, theme.shade(theme.ACCENT, 0.8), p.move(0, 2), border_radius=inner)
                pygame.draw.rect(surface, theme.ACCENT, p, border_radius=inner)
                ink = (255, 255, 255)
            elif k == self.hover_index:
                pygame.draw.rect(surface, theme.PANEL, p, border_radius=inner)
                ink = theme.INK
            if self.disabled[k] and k != self.index:
                ink = theme.mix(theme.INK_SOFT, theme.BG_BOTTOM, 0.5)
            room = p.w - max(8, p.h // 4)  # clear of its edges, more in a big window
            size = theme.fit_size(label, max(16, int(p.h * 0.62)), room, True, 12)
            theme.text(surface, label, size, ink, p.center, "center", True)


HELD_DOUBLING = 12  # a held arrow key's repeats (0.48 s at input_repeat.REPEAT_INTERVAL) per doubling


def held_step(repeats: int, most: int) -> int:
    """How far a slider moves at a held arrow key's `repeats`-th repeat (0: its press):
    one for the press and the first half second of repeats (a fine adjustment), then
    doubling every HELD_DOUBLING repeats, up to `most` (a Page Up's step)."""
    return max(1, min(most, 1 << min(16, repeats // HELD_DOUBLING)))


class Slider(Widget):
    def __init__(self, lo: int, hi: int, value: int, on_change=None, rect=(0, 0, 0, 0)) -> None:
        super().__init__(rect)
        self.lo, self.hi = lo, hi
        self.value = value
        self.on_change = on_change
        self.dragging = False
        self.dim = False  # drawn grey: what it sets has no effect now (no audio device)
        self.held = 0  # repeats of the arrow key held now (0: a press)
        # asked up at its top, where nothing changes and on_change says nothing (a key, a
        # click or drag at its end, the wheel): Settings' volumes unmute then (s288, s290)
        self.on_top: Callable[[], None] | None = None

    def set_range(self, lo: int, hi: int, value: int) -> None:
        self.lo, self.hi = lo, max(lo, hi)
        self.value = max(self.lo, min(self.hi, value))

    def _knob(self) -> int:
        """The knob's radius: bigger on a bigger slider (a big window)."""
        return max(13, int(self.rect.h * 0.36))

    def _track(self) -> pygame.Rect:
        k, t = self._knob() + 1, max(8, self.rect.h // 5)
        return pygame.Rect(self.rect.x + k, self.rect.centery - t // 2, self.rect.w - 2 * k, t)

    def knob_x(self) -> int:
        return self.x_for(self.value)

    def x_for(self, value: int) -> int:
        t = self._track()
        f = 0 if self.hi == self.lo else (value - self.lo) / (self.hi - self.lo)
        return round(t.x + f * t.w)

    def _set_from_x(self, x: int) -> None:
        t = self._track()
        f = 0.0 if t.w <= 0 else min(1.0, max(0.0, (x - t.x) / t.w))
        self._set(round(self.lo + f * (self.hi - self.lo)))

    def _set(self, v: int) -> None:
        if v >= self.hi and self.value >= self.hi and self.on_top is not None:
            self.on_top()
        v = max(self.lo, min(self.hi, int(v)))
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle(self, event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.inflate(0, 12).collidepoint(event.pos)
        ):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._set_from_x(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.wheel(wheel_steps(event))
            return True
        return False

    def page(self) -> int:
        """A PgUp's step, and a wheel notch's: a twentieth of the range (5 on 0-100)."""
        return max(1, (self.hi - self.lo) // 20)

    def wheel(self, notches: int) -> None:
        """The wheel turned `notches` whole notches (negative: down): a page each, as most
        games' sliders (s331: one a turn, however many notches it carried, and one unit a
        notch, 100 notches for a volume's 0 to 100)."""
        if notches:
            self._set(self.value + notches * self.page())

    def key(self, key: int, repeat: bool = False) -> bool:
        """Left / Right move one, PgDn / PgUp a twentieth of the range; a held Left or
        Right (its `repeat`s) in steps that grow (held_step: Custom's arrows at L, 119 to
        208, took 89 presses or 3.9 s held, s112)."""
        step = self.page()
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.held = self.held + 1 if repeat else 0
            by = held_step(self.held, step)
            self._set(self.value + (by if key == pygame.K_RIGHT else -by))
            return True
        if key == pygame.K_PAGEDOWN:
            self._set(self.value - step)
            return True
        if key == pygame.K_PAGEUP:
            self._set(self.value + step)
            return True
        return False

    def draw(self, surface) -> None:
        drawn.note(drawn.WIDGET, self.rect, "", surface)
        if self.focused:
            _focus_ring(surface, self.rect, self.rect.h // 2)
        t = self._track()
        pygame.draw.rect(surface, theme.PANEL_EDGE, t, border_radius=4)
        kx = self.knob_x()
        fill = pygame.Rect(t.x, t.y, kx - t.x, t.h)
        ink = theme.mix(theme.INK_SOFT, theme.PANEL_EDGE, 0.4) if self.dim else theme.ACCENT
        pygame.draw.rect(surface, ink, fill, border_radius=4)
        knob = self._knob()
        pygame.draw.circle(surface, theme.shade(ink, 0.75), (kx, t.centery + 2), knob)
        pygame.draw.circle(surface, (255, 255, 255), (kx, t.centery), knob)
        pygame.draw.circle(surface, ink, (kx, t.centery), knob * 8 // 13)


def toggle_colours(value: bool, hover: bool) -> tuple:
    """(track, label) colours of a toggle: the track a shade darker hovered, and an Off
    label on it in the darker ink (s127: the secondary ink on the hovered track was 4.19:1,
    under AA's 4.5:1; tests/test_s126_contrast.py holds all four)."""
    track = theme.ACCENT if value else theme.PANEL_EDGE
    if hover:
        track = theme.shade(track, 0.95)
    if value:
        return track, (255, 255, 255)
    return track, theme.INK if hover else theme.INK_SOFT


class Toggle(Widget):
    """An on/off switch. Click it, or Enter / Space / Left / Right while focused."""

    def __init__(self, value: bool = False, on_change=None, rect=(0, 0, 0, 0)) -> None:
        super().__init__(rect)
        self.value = bool(value)
        self.on_change = on_change

    def set(self, value: bool) -> None:
        value = bool(value)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.inflate(8, 8).collidepoint(event.pos)
        ):
            self.set(not self.value)
            return True
        return False

    def key(self, key: int) -> bool:
        if key in PRESS_KEYS:
            self.set(not self.value)
            return True
        if key == pygame.K_LEFT:
            self.set(False)
            return True
        if key == pygame.K_RIGHT:
            self.set(True)
            return True
        return False

    def draw(self, surface) -> None:
        r = self.rect
        drawn.note(drawn.WIDGET, r, "", surface)
        if self.focused:
            _focus_ring(surface, r, r.h // 2)
        track, ink = toggle_colours(self.value, self.hover)
        pygame.draw.rect(surface, theme.shade(track, 0.8), r.move(0, 2), border_radius=r.h // 2)
        pygame.draw.rect(surface, track, r, border_radius=r.h // 2)
        rad = r.h // 2 - 4
        kx = r.right - 4 - rad if self.value else r.x + 4 + rad
        pygame.draw.circle(surface, theme.shade(track, 0.72), (kx, r.centery + 2), rad)
        pygame.draw.circle(surface, (255, 255, 255), (kx, r.centery), rad)
        label = "On" if self.value else "Off"
        tx = r.x + (r.w - 2 * rad - 8) // 2 + (0 if self.value else 2 * rad + 8)
        theme.text(
            surface,
            label,
            max(16, int(r.h * 0.42)),
            ink,
            (tx, r.centery + 1),
            "center",
            True,
        )


class TextBox(Widget):
    """A one-line field with a blinking caret (caret.py): typing and pastes go in at the
    caret, Left / Right / Home / End move it, Backspace / Delete act at it. Ctrl+A selects
    the whole text (drawn on a light blue), which typing, a paste or Backspace replaces
    (s142: the picture card's last path took a new one typed on its end); Ctrl+C copies
    it. The screen ticks it with its clock each frame (`tick`) and redraws when the caret
    blinks."""

    def __init__(
        self,
        rect=(0, 0, 0, 0),
        text: str = "",
        max_len: int = 80,
        allowed: str | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(rect)
        self.line = EditLine(text)
        self.max_len = max_len
        self.allowed = allowed
        self.placeholder = placeholder
        self.active = True  # takes the typing: blue ring and caret (a lone box always does)
        self.scroll = 0  # pixels of a long line scrolled out of sight on the left
        self.refused = ""  # what the last event typed or pasted that the box does not take

    @property
    def text(self) -> str:
        return self.line.text

    @text.setter
    def text(self, value: str) -> None:
        self.line.set(value)

    def select_all(self) -> None:
        """The whole text selected: a remembered one, as its card opens, goes at the first key."""
        self.line.select_all()

    def insert(self, s: str) -> None:
        """`s` at the caret, over the selection, less what the field does not take; none
        taken (a letter in the seed field's digits): the selection stays; `refused` holds
        what it did not take, for its card to say (s220: "7.0" went in as "70", unsaid)."""
        self.refused = "".join(ch for ch in s if ch not in "\r\n" and not self._takes(ch))
        insert_kept(self.line, s, self.max_len, self._takes)

    def _takes(self, ch: str) -> bool:
        """`ch` is one of `allowed`, or its capital (seed_text.takes)."""
        return self.allowed is None or takes(ch, self.allowed)

    def tick(self, now: float, steady: bool = False) -> bool:
        """The frame's time: True when the caret blinked (a field not typed in, or
        `steady` for reduced motion: steady)."""
        return self.line.tick(now, self.active, steady)

    def due(self, now: float) -> float | None:
        """When the caret next blinks (None: steady)."""
        return self.line.due(now, self.active)

    def _font(self):
        return theme.font(max(20, int(self.rect.h * 0.5)), True)

    def _width(self, t: str) -> int:  # (its font's, or its runs' as theme.render draws them)
        return theme.text_size(t, max(20, int(self.rect.h * 0.5)), True)[0]

    def _at(self, t: str, k: int) -> int:  # (after the letter it follows: in a right-to-left run too)
        return caret_offset(t, k, max(20, int(self.rect.h * 0.5)), True)

    def handle(self, event) -> bool:
        self.refused = ""
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:  # (Ctrl+A, C, V, the caret's keys: caret.edit_key)
            return edit_key(self.line, event, self.insert, clipboard_text, copy_text)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            x = event.pos[0] - (self.rect.x + 12 - self.scroll)  # the caret there (as drawn: runs
            k = index_at(self._width, theme.showable(self.text), x, self._at)  # of a system font too), not
            while 0 < k < len(self.text) and theme.rides(self.text[k]):  # inside "e"+U+0301's "é"
                k += 1  # (as wide as "e": the next letter typed took the accent)
            self.line.place(k)
            return True
        return False

    def draw(self, surface) -> None:
        r = self.rect
        drawn.note(drawn.WIDGET, r, "", surface)
        ring = theme.BLUE if self.active else theme.PANEL_EDGE
        pygame.draw.rect(surface, ring, r.inflate(6, 6), border_radius=14)
        pygame.draw.rect(surface, (255, 255, 255), r, border_radius=12)
        size = max(20, int(r.h * 0.5))
        clip = r.inflate(-24, 0)
        x, cx = clip.x, clip.x
        if self.text:
            text = theme.showable(self.text)  # (a name in Japanese: in a system font, mixed.py)
            x, cx, self.scroll = caret_x(
                self._width, text, self.line.caret, clip.x, clip.w, self.scroll, self._at
            )
            img = theme.render(text, size, theme.INK, True)[0]
            half = size * 3 // 5  # (the selection as tall as the caret's bar)
            draw_selection(surface, self._width, self.line, x, r.centery, half, clip, self.active)
        else:  # the placeholder after the caret's place (its bar at clip.x covered the "e" of "e.g.")
            x += PLACEHOLDER_GAP
            shown, z = placeholder_fit(self.placeholder, size, clip.right - x)
            img = theme.font(z).render(shown, True, theme.INK_SOFT)
            drawn.note(drawn.TEXT, img.get_rect(midleft=(x, r.centery)), shown, surface)
        old = surface.get_clip()
        surface.set_clip(clip.clip(old))  # inside a scrolled list too
        surface.blit(img, (x, r.centery - img.get_height() // 2))
        surface.set_clip(old)
        if self.active and self.line.blink.shown:  # the caret, at the insertion point, as tall as
            cx, half = max(clip.x - 2, min(clip.right + 2, cx + 1)), size * 3 // 5  # the letters
            pygame.draw.line(surface, theme.BLUE, (cx, r.centery - half), (cx, r.centery + half), 3)


SUB_LEAST = 14  # a button's line under its label no smaller while its first clause fits
# (s131: 12 let 640x480's "drop a PNG on the window, or type or paste a path" print at 13)


def sub_fit(text: str, size: int, room: int) -> tuple[str, int]:
    """(text, print) of a button's line under its label in `room` pixels: smaller down to
    SUB_LEAST, else its first clause (s121: at 480x360 "drop a PNG on the window, or type or
    paste a path" under Your picture was 11-px print: "drop a PNG on the window"), else
    smaller still."""
    z = theme.fit_size(text, size, room, False, SUB_LEAST)
    first = text.split(", ")[0]
    if theme.text_size(text, z)[0] > room and first != text:
        text, z = first, theme.fit_size(first, size, room, False, SUB_LEAST)
    return text, theme.fit_size(text, z, room, False, 10)


PLACEHOLDER_LEAST = 14  # a placeholder's least print before it is cut short


def placeholder_fit(text: str, size: int, room: int) -> tuple[str, int]:
    """(text, print) of a box's placeholder in `room` pixels: smaller down to
    PLACEHOLDER_LEAST, then cut with an ellipsis (s121: at 480x360 the seed box's example
    code ran out of the box, "-g9" cut in half)."""
    z = theme.fit_size(text, size, room, least=min(size, PLACEHOLDER_LEAST))
    while len(text) > 1 and theme.text_size(text, z)[0] > room:
        text = text[:-2].rstrip() + "\u2026"
    return text, z


def clipboard_text() -> str:
    """Text on the system clipboard, or '' when it cannot be read.

    pygame-ce's ``pygame.scrap.get_text`` / ``put_text`` (since 2.2) wrap SDL's clipboard
    and need only the display module, not ``scrap.init()``."""
    try:
        get = getattr(pygame.scrap, "get_text", None)
        if get is not None:
            text = get() or ""
            return text if isinstance(text, str) else text.decode("utf-8", "replace")
    except pygame.error:  # no clipboard (no video driver)
        pass
    return ""


def copy_text(text: str) -> bool:
    """Put text on the system clipboard; False when there is no clipboard to put it on."""
    try:
        put = getattr(pygame.scrap, "put_text", None)
        if put is None or not pygame.display.get_init():
            return False
        put(text)
        get = getattr(pygame.scrap, "get_text", None)
        return get is None or get() == text
    except pygame.error:  # no clipboard (no video driver)
        return False
