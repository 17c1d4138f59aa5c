"""On-screen keys for a text field typed into with a game pad (a pad sends no text:
input_pad). A field's screen opens them when the field is opened by a pad (its card came
after a pad's press, or A on the field) and never otherwise: a keyboard or mouse player
does not see them, and a key typed, a click outside them or the wheel puts them away.

The keys (keygrid.py) lie above or below the field, whichever has the room, never over
it. With them up, the pad's buttons mean what a console's keyboard makes them mean:
the D-pad or a stick moves the focus, A presses the focused key, X deletes, Y types a
space, LB / RB move the caret, LT is Shift, Start is Done; X, LB and RB repeat while
held, as the D-pad does. B puts the keys away, the text kept (as Xbox's and Steam's
keyboards do, and as B goes back on every screen here): a player pressing B to leave
loses nothing, and X is there to delete. A click on a key presses it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from quiver.input import ENTER_KEYS
from quiver.render2d import theme
from quiver.render2d.caret import EditLine
from quiver.render2d.draw import panel
from quiver.render2d.widgets import Button, TextBox

from .keygrid import CLOSE, COLS, DELETE, DONE, SHIFT, SPACE, KeyGrid

__all__ = ["LEAST_KEY", "OnScreenKeys", "keys_room", "off_keys"]

LEAST_KEY = 22  # px: the shortest key (its letter 13 px and bold), at 480x360
KEY_H = 52  # px at scale 1: a key's height where the window has the room
GAP = 4  # px between keys at scale 1 (and round them, inside their panel)
EDGE = 6  # px kept from the window's edge and from the field
LABELS = {DELETE: "Del", SPACE: "Space", DONE: "Done", CLOSE: "Close", SHIFT: "ABC"}
PAD_LABELS = {DELETE: "X", SPACE: "Y", DONE: "Start", CLOSE: "B"}  # (wide keys show their button)


class Field(Protocol):
    """What the keys use of their field: a TextBox, or the shape search (menu_search.py)."""

    allowed: str | None
    active: bool

    @property
    def rect(self) -> pygame.Rect: ...
    @property
    def line(self) -> EditLine: ...
    @property
    def text(self) -> str: ...
    def insert(self, s: str) -> None: ...


def _gaps(scale: float) -> tuple[int, int]:
    """(between keys, round them inside their panel: room for the focus ring) in px."""
    gap = max(2, round(GAP * scale))
    return gap, 2 * gap


def keys_room(
    size: tuple[int, int],
    clear: pygame.Rect,
    rows: int,
    scale: float,
    centre: int | None = None,
    within: tuple[int, int] | None = None,
) -> pygame.Rect | None:
    """Where keys of `rows` rows go in a window of `size`: above or below `clear` (the
    field) and centred on it (or on x `centre`: the field in a row kept clear), on the side
    with the more room, as big as it holds up to KEY_H * scale; None where neither side
    holds keys LEAST_KEY high. `within`: the x span they keep to where their keys there
    are still 1.5 LEAST_KEY wide (the shape search's column: s166, at 800x600 its keys
    cut into the arrow count's "58" in the column beside it), else the window's."""
    if within is not None:
        whole = keys_room(size, clear, rows, scale, centre)
        gap, pad = _gaps(scale)
        if whole is not None and (within[1] - within[0] - 2 * pad + gap) // COLS - gap >= LEAST_KEY * 3 // 2:
            x0, x1 = max(0, within[0] - EDGE), min(size[0], within[1] + EDGE)
            mid = None if centre is None else centre - x0
            kept = keys_room((x1 - x0, size[1]), clear.move(-x0, 0), rows, scale, mid)
            whole = kept.move(x0, 0) if kept is not None else whole
        return whole
    w, h = size
    below = pygame.Rect(0, clear.bottom + EDGE, w, h - EDGE - clear.bottom - EDGE)
    above = pygame.Rect(0, EDGE, w, clear.top - EDGE - EDGE)
    room = max(below, above, key=lambda r: r.h)
    gap, pad = _gaps(scale)
    key_h = min(round(KEY_H * scale), (room.h - 2 * pad + gap) // rows - gap)
    if key_h < LEAST_KEY:
        return None
    key_w = min(round(key_h * 1.5), (w - 2 * EDGE - 2 * pad + gap) // COLS - gap)
    rect = pygame.Rect(0, 0, COLS * (key_w + gap) - gap + 2 * pad, rows * (key_h + gap) - gap + 2 * pad)
    rect.centerx = clear.centerx if centre is None else centre  # under (or over) its field, inside the window
    rect.clamp_ip(pygame.Rect(EDGE, 0, w - 2 * EDGE, h))
    if room is below:
        rect.top = room.top
    else:
        rect.bottom = room.bottom
    return rect


def off_keys(rects: Sequence[pygame.Rect], keys: OnScreenKeys | None) -> list[pygame.Rect]:
    """Places for toasts less what `keys` cover while they are up: of a place under them,
    the part above or below them, the taller (s150: at 800x600 a refusal's warning, lent
    the Settings rows above its field, covered the keys' Close and Done)."""
    if keys is None or not keys.shown or keys.rect is None:
        return list(rects)
    k, out = keys.rect, []
    for r in rects:
        if r.colliderect(k):
            above, below = (
                pygame.Rect(r.x, r.y, r.w, k.top - r.y),
                pygame.Rect(r.x, k.bottom, r.w, r.bottom - k.bottom),
            )
            r = max(above, below, key=lambda p: p.h)
        if r.h > 0:
            out.append(r)
    return out


class OnScreenKeys:
    """The keys of one field: `done` is what the field's Enter does, its key named
    `done_label` (a card's Play, which the keys cover); `typed` hears every change to its
    text."""

    def __init__(
        self,
        kind: str,
        box: TextBox | Field,
        done: Callable[[], None],
        typed: Callable[[], None],
        done_label: str = LABELS[DONE],
        around: Callable[[], Sequence[pygame.Rect]] = lambda: (),
    ) -> None:
        self.grid = KeyGrid(kind, box.allowed)
        self.around = around  # what the keys keep clear of besides the field, where they can (`redraw`)
        self.within: Callable[[], tuple[int, int]] | None = None  # the x span to keep to (keys_room)
        self.box, self.done, self.typed, self.done_label = box, done, typed, done_label
        self.shown = False
        self.rect: pygame.Rect | None = None
        self.buttons: list[list[Button]] = [
            [self._button(r, i) for i in range(len(row))] for r, row in enumerate(self.grid.rows)
        ]

    def _button(self, r: int, i: int) -> Button:
        k = self.grid.rows[r][i]
        label = self.done_label if k.action == DONE else LABELS.get(k.action, k.char)
        b = Button(label, lambda: self._click(r, i), primary=k.action == DONE)
        if k.action in (CLOSE, DELETE, SHIFT):
            b.colour = theme.SECONDARY
        return b

    # -- showing ------------------------------------------------------------------------------
    def open(self) -> None:
        """Show the keys (placed first: `place`)."""
        self.shown = self.rect is not None
        self.box.active = True

    def close(self) -> None:
        self.shown = False

    def place(
        self, size: tuple[int, int], scale: float, clear: Sequence[pygame.Rect] = (), strict: bool = False
    ) -> bool:
        """Lay the keys out clear of the field and of `clear` (a refusal under it) where
        they fit so, else (not `strict`) clear of the field alone; False where they do not
        fit (and are left where they were)."""
        field, span = self.box.rect, self.within() if self.within else None
        rect = keys_room(size, field.unionall(list(clear)), len(self.grid.rows), scale, field.centerx, span)
        if rect is None and clear and not strict:
            rect = keys_room(size, field, len(self.grid.rows), scale, within=span)
        if rect is None:
            return False
        self.rect = rect
        gap, pad = _gaps(scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        key_h = (inner.h + gap) // len(self.grid.rows) - gap
        pitch = (inner.w + gap) / COLS
        for r, row in enumerate(self.grid.rows):
            y = inner.y + r * (key_h + gap)
            for i, x in enumerate(self.grid.starts(r)):
                x0 = inner.x + round(x * pitch)
                self.buttons[r][i].rect = pygame.Rect(
                    x0, y, round((x + row[i].span) * pitch) - round(x * pitch) - gap, key_h
                )
        return True

    def redraw(self, surface: pygame.Surface, scale: float) -> None:
        """Placed afresh and drawn (the field may have moved: a list scrolled), clear of
        `around` too where they fit so; put away where they no longer fit clear of the field."""
        if self.shown and not self.place(surface.get_size(), scale, self.around()):
            self.close()
        self.draw(surface)

    # -- events -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the keys took `event` (only while shown): every press of a pad but
        its Back (How to play), and a click on them. Any other key, or text typed, puts them
        away and goes on to the field (a keyboard player took over); so do a click
        outside them and the wheel."""
        if not self.shown:
            return False
        et = event.type
        if et in (pygame.KEYDOWN, pygame.KEYUP) and getattr(event, "pad", False):
            if event.key == pygame.K_F1:
                return False
            if et == pygame.KEYDOWN:
                self._pad_key(event)
            return True
        if et in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL):
            self.close()  # (the wheel too: a list scrolled its field away, the keys after it, s139)
            return False
        if et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            used = any([b.handle(event) for row in self.buttons for b in row])
            inside = self.rect is not None and self.rect.collidepoint(event.pos)
            if et == pygame.MOUSEBUTTONDOWN and not inside and getattr(event, "button", 1) == 1:
                self.close()  # (the click goes on: the card's Play, the field's caret)
                return False
            return used or (inside and et != pygame.MOUSEMOTION)
        return False

    def repeats(self, event: pygame.event.Event) -> bool:
        """A pad's press that repeats while held, as a held D-pad move does (input_repeat.KeyRepeat,
        at its pace): X deleting, LB / RB moving the caret (all three Tab: input_pad). Only
        while the keys are up: elsewhere Tab lights the next arrow, once a press."""
        return self.shown and getattr(event, "pad", False) and event.key == pygame.K_TAB

    def _pad_key(self, event: pygame.event.Event) -> None:
        k, button, held = event.key, getattr(event, "pad_button", -1), getattr(event, "repeat", False)
        steps = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if k in steps:
            self.grid.move(*steps[k], held=held)
        elif k in ENTER_KEYS:  # A
            self._act(*self.grid.press())
        elif k == pygame.K_ESCAPE:  # B
            self.close()
        elif k == pygame.K_TAB and button in (
            pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
            pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
        ):  # LB / RB: the caret back / on
            self.box.line.key(pygame.K_LEFT if event.mod & pygame.KMOD_SHIFT else pygame.K_RIGHT)
        elif k == pygame.K_TAB:  # X
            self._act(DELETE, "")
        elif k == pygame.K_h and self.grid.has(SPACE):  # Y
            self._act("type", " ")
        elif k == pygame.K_PAGEUP and self.grid.has(SHIFT):  # LT
            self.grid.shift = not self.grid.shift
        elif k == pygame.K_p:  # Start
            self._act(DONE, "")

    def _click(self, r: int, i: int) -> None:
        self.grid.focus_on(r, i)
        self._act(*self.grid.press())

    def _act(self, what: str, text: str) -> None:
        if what == "type":
            before = self.box.text
            self.box.insert(text)
            if self.box.text != before:
                self.typed()
        elif what == DELETE:
            if self.box.line.key(pygame.K_BACKSPACE):
                self.typed()
        elif what == CLOSE:
            self.close()
        elif what == DONE:
            self.done()
        for row, buttons in zip(self.grid.rows, self.buttons, strict=True):  # (Shift: capitals)
            for k, b in zip(row, buttons, strict=True):
                if k.char:
                    b.label = self.grid.label(k)
                elif k.action == SHIFT:
                    b.label = "abc" if self.grid.shift else "ABC"

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown or self.rect is None:
            return
        panel(surface, self.rect, radius=max(8, self.buttons[0][0].rect.h // 3), fill=theme.BG_BOTTOM)
        for r, row in enumerate(self.buttons):
            for i, b in enumerate(row):
                b.focused = (r, i) == (self.grid.row, self.grid.index)
                k = self.grid.rows[r][i]
                b.sub, b.cap_size = "", 0
                if k.action in PAD_LABELS and k.span > 1:  # its pad button in a cap at its end
                    b.sub, b.cap_size = PAD_LABELS[k.action], max(16, b.rect.h * 2 // 5)  # (legible: s96)
                b.draw(surface)
