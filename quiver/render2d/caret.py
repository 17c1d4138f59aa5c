"""A text field's caret: where typing goes in its line, and its blink.

`EditLine` is a line of text and the caret's place in it: typing goes in at the caret,
Left / Right / Home / End move it, Backspace / Delete take the character before / after
it. As in a desktop field, a selection (Ctrl+A, a remembered text opened selected,
Shift with those keys) is replaced by what is typed or pasted and taken by Backspace /
Delete; an arrow, Home or End without Shift drops it and moves the caret. Every field
reads its keys (`edit_key`), takes text (`insert_kept`) and draws its selection
(`draw_selection`) through the same functions here: the text boxes and the shape
search select alike (s150: the search had no selection). `Blink` times
the caret's bar on the frame clock (the scene's clock, which a test drives): steady for
BLINK seconds after each key, then off and on every BLINK seconds. A field that was never
ticked shows it steadily, and so does every field ticked `steady` (the reduced_motion
setting: no blinking; its owner passes it, as palette.blink_on says).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme

__all__ = [
    "BLINK",
    "PLACEHOLDER_GAP",
    "SELECTED",
    "Blink",
    "EditLine",
    "caret_x",
    "draw_selection",
    "edit_key",
    "index_at",
    "insert_kept",
]

BLINK = 0.5  # seconds on, then off (the idle loop wakes at each change: Scene.wake_at)
PLACEHOLDER_GAP = 9  # px from an empty field's start to its placeholder: the caret's 3 px bar, then room
SELECTED = (189, 208, 246)  # theme.BLUE a third over white: INK on it reads at 8:1


class Blink:
    def __init__(self) -> None:
        self.since: float | None = None  # when the caret last moved (None: at the next tick)
        self.shown = True

    def restart(self) -> None:
        """A key: the caret shows steadily from now."""
        self.since, self.shown = None, True

    def tick(self, now: float) -> bool:
        """The frame's time: True when the caret's bar came or went (a redraw is due)."""
        if self.since is None:
            self.since = now
        shown = int((now - self.since) / BLINK) % 2 == 0
        changed, self.shown = shown != self.shown, shown
        return changed

    def due(self, now: float) -> float | None:
        """When the bar next comes or goes (None: steady until the next tick starts it),
        so the idle loop can wake then rather than up to a wait late."""
        if self.since is None:
            return None
        return self.since + BLINK * (int((now - self.since) / BLINK) + 1)


class EditLine:
    """A line and its caret (0: before the first character, len(text): after the last)."""

    def __init__(self, text: str = "", caret: int | None = None) -> None:
        self.text = text
        self.caret = len(text) if caret is None else max(0, min(len(text), caret))
        self.anchor: int | None = None  # the selection's other end (None: nothing selected)
        self.blink = Blink()

    def set(self, text: str) -> None:
        """The whole line replaced (a paste, a saved value): the caret after its end."""
        self.text, self.caret, self.anchor = text, len(text), None
        self.blink.restart()

    def place(self, k: int) -> None:
        """The caret to before character k (a click in the field), nothing selected."""
        self.caret, self.anchor = max(0, min(len(self.text), k)), None
        self.blink.restart()

    def selection(self) -> tuple[int, int] | None:
        """(first, past the last) of the selected characters, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def selected(self) -> str:
        lo, hi = self.selection() or (0, 0)
        return self.text[lo:hi]

    def select_all(self) -> None:
        """The whole line selected (Ctrl+A; a remembered text as a field opens): what is
        typed or pasted next replaces it."""
        self.anchor, self.caret = 0, len(self.text)
        self.blink.restart()

    def _cut(self) -> bool:
        """The selection taken out, the caret where it began; True when there was one."""
        got, self.anchor = self.selection(), None
        if got is None:
            return False
        self.text, self.caret = self.text[: got[0]] + self.text[got[1] :], got[0]
        return True

    def insert(self, s: str) -> None:
        """`s` typed at the caret, over the selection (already filtered by the field)."""
        self._cut()
        self.text = self.text[: self.caret] + s + self.text[self.caret :]
        self.caret += len(s)
        self.blink.restart()

    def tick(self, now: float, active: bool, steady: bool = False) -> bool:
        """The frame's time: True when the caret's bar came or went (a redraw is due); a
        line not typed in (`active` False) keeps it steady, ready for the next key, and so
        does a `steady` one (reduced motion), its bar shown while typing."""
        if not active or steady:
            hidden = not self.blink.shown
            self.blink.restart()
            return active and hidden  # (reduced motion came on with the bar off: back on)
        return self.blink.tick(now)

    def due(self, now: float, active: bool) -> float | None:
        """When the caret next blinks (None: a line not typed in holds it steady)."""
        return self.blink.due(now) if active else None

    def key(self, key: int, extend: bool = False) -> bool:
        """Left, Right, Home, End, Backspace or Delete at the caret (the first two over a
        selection take it); True when it is one. `extend` (Shift held): the arrows, Home
        and End move the caret with the selection's other end left where it was."""
        t, c, sel = self.text, self.caret, self.selection()
        moves = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self._cut():
            pass
        elif key == pygame.K_BACKSPACE:
            back = _step(t, c, forward=False)
            self.text, self.caret = t[:back] + t[c:], back
        elif key == pygame.K_DELETE:
            self.text = t[:c] + t[_step(t, c, forward=True) :]
        elif key not in moves:
            return False
        elif extend:
            self.anchor = c if self.anchor is None else self.anchor
            self.caret = _moved(key, t, c)
        else:  # an arrow over a selection: the caret to its end on that side, as desktops do
            self.anchor = None
            side = {pygame.K_LEFT: 0, pygame.K_RIGHT: 1}.get(key)
            self.caret = sel[side] if sel is not None and side is not None else _moved(key, t, c)
        self.blink.restart()
        return True


def _moved(key: int, text: str, caret: int) -> int:
    """The caret after Left, Right, Home or End."""
    if key in (pygame.K_HOME, pygame.K_END):
        return 0 if key == pygame.K_HOME else len(text)
    return _step(text, caret, forward=key == pygame.K_RIGHT)


def _step(text: str, caret: int, forward: bool) -> int:
    """The caret one character on or back, with the marks riding on it (`theme.rides`: an
    accent typed apart, a skin tone): by code point, Backspace after "e" + U+0301 took the
    accent alone and Left stopped between the letter and its mark."""
    if forward:
        k = min(len(text), caret + 1)
        while k < len(text) and theme.rides(text[k]):
            k += 1
        return k
    k = max(0, caret - 1)
    while k > 0 and theme.rides(text[k]):
        k -= 1
    return k


def caret_x(
    width_of, text: str, caret: int, x: int, room: int, scroll: int = 0, at=None
) -> tuple[int, int, int]:
    """A line drawn from `x` in `room` pixels (clipped there), scrolled `scroll` pixels
    before: (where it starts now, where its caret is, the scroll to keep). As a desktop
    field does, it scrolls only as far as the caret went out of sight, and never shows
    room after its end that more of it could fill. `at(text, k)`: where the caret after
    k characters stands (caretruns.py: in a right-to-left run), else their width."""
    whole, c = width_of(text), at(text, caret) if at else width_of(text[:caret])
    scroll = max(0, min(scroll, whole - room))
    scroll = min(max(scroll, c - room), c)
    return x - scroll, x + c - scroll, scroll


def index_at(width_of, text: str, x: float, at=None) -> int:
    """The caret's place nearest `x` pixels from the line's start (a click in the field);
    `at` as caret_x's."""
    return min(range(len(text) + 1), key=lambda k: abs((at(text, k) if at else width_of(text[:k])) - x))


def edit_key(
    line: EditLine,
    event,
    insert: Callable[[str], object],
    paste: Callable[[], str],
    copy: Callable[[str], object],
) -> bool:
    """A KEYDOWN in a field being typed into: Ctrl+A (Cmd+A) selects the whole line,
    Ctrl+C copies the selection (`copy`), Ctrl+V puts `paste()` in through the field's own
    `insert` (its filter and length), and the caret's keys act, Shift extending the
    selection (EditLine.key). True when it was one of them."""
    mod = getattr(event, "mod", 0)
    if mod & (pygame.KMOD_CTRL | pygame.KMOD_META) and event.key in (pygame.K_v, pygame.K_a, pygame.K_c):
        if event.key == pygame.K_v:
            insert(paste())
        elif event.key == pygame.K_a:
            line.select_all()
        elif line.selection():  # (Ctrl+C with nothing selected: nothing to copy)
            copy(line.selected())
        return True
    return line.key(event.key, bool(mod & pygame.KMOD_SHIFT))


def insert_kept(line: EditLine, s: str, max_len: int, keep: Callable[[str], bool]) -> bool:
    """`s` typed or pasted at the caret, over the selection, less the characters `keep`
    refuses and what `max_len` has no room for; none kept (a letter in the seed field's
    digits): the selection stays. True when the text changed."""
    lo, hi = line.selection() or (0, 0)
    kept = [ch for ch in s if ch not in "\r\n" and keep(ch)]
    if not kept and hi > lo:
        return False
    before = line.text
    line.insert("".join(kept[: max(0, max_len - len(line.text) + hi - lo)]))
    return line.text != before


def draw_selection(
    surface, width_of, line: EditLine, x: int, mid: int, half: int, clip, active: bool
) -> None:
    """A line's selected characters on a light blue (grey while its field is not typed
    into), as desktop fields show a selection: under the letters of the line drawn from
    `x` (`width_of` measures its print), `half` px over and under `mid`, inside `clip`."""
    got = line.selection()
    if got is None:
        return
    text = theme.showable(line.text)  # (as the field draws it)
    left, right = x + width_of(text[: got[0]]), x + width_of(text[: got[1]])
    band = pygame.Rect(left, mid - half, right - left, 2 * half)
    pygame.draw.rect(surface, SELECTED if active else theme.CELL, band.clip(clip))
