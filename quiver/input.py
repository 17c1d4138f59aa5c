"""One reading of pointer, wheel, pinch and view keys for every mode (2D, 3D, Flat 3D).

pygame events become `Input` actions with one set of thresholds, so the modes agree:
the legacy wheel buttons (4-7) are never presses, the wheel honours ``event.flipped``
and ``precise_y``, a pinch needs two fingers, and a press becomes a drag after the same
number of pixels. What a zoom means (a 2D scale, a 3D camera distance) is the scene's
business: it gets a magnification factor (> 1 zooms in).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from .input_back import RightBack
from .input_keys import ENTER_KEYS, KEY_DOUBLE, PRESS_KEYS, StrayKey  # (keys pressed twice: input_keys)
from .input_pad import PAD_GONE, PadKeys  # (game pads as keys: input_pad)

DRAG_THRESHOLD = 5.0  # pixels a press may wander and still be a tap, not a drag
WHEEL_BUTTONS = (4, 5, 6, 7)  # SDL's legacy wheel buttons: MOUSEWHEEL reads the wheel
WHEEL_ZOOM = 1.15  # magnification per wheel notch
PINCH_GAIN = 4.0  # magnification exp(PINCH_GAIN * pinched) of a pinch step
MULTIGESTURE = getattr(pygame, "MULTIGESTURE", -1)

__all__ = [
    "DOUBLE_CLICK",
    "DRAG_THRESHOLD",
    "ENTER_KEYS",
    "KEY_DOUBLE",
    "PAD_GONE",
    "PINCH_GAIN",
    "PRESS_KEYS",
    "VIEW_KEYS",
    "WHEEL_BUTTONS",
    "WHEEL_ZOOM",
    "DoubleTap",
    "Input",
    "InputKind",
    "PadKeys",
    "StrayClick",
    "StrayKey",
    "ViewAction",
    "help_key",
    "key_action",
    "moved_past_threshold",
    "pressed",
    "read",
    "view_key",
    "wheel_notches",
    "wheel_steps",
]


class InputKind(enum.StrEnum):
    PRESS = "press"  # a button went down (pos, button)
    MOVE = "move"  # the pointer moved (pos)
    RELEASE = "release"  # a button came up (pos, button)
    WHEEL = "wheel"  # notches > 0: away from the user (zoom in)
    PINCH = "pinch"  # amount > 0: fingers spread; pos in window pixels when SDL says


@dataclass(frozen=True)
class Input:
    """One pointer action (its `InputKind` says which fields it has)."""

    kind: InputKind
    pos: tuple[float, float] | None = None
    button: int = 0
    notches: float = 0.0
    amount: float = 0.0

    @property
    def zoom(self) -> float:
        """The magnification a wheel or pinch action asks for (> 1: closer)."""
        if self.kind is InputKind.WHEEL:
            return WHEEL_ZOOM**self.notches
        if self.kind is InputKind.PINCH:
            return math.exp(PINCH_GAIN * self.amount)
        return 1.0


def wheel_notches(event: pygame.event.Event) -> float:
    """How far a MOUSEWHEEL event turned: positive away from the user whatever the
    platform's "natural scrolling" (``flipped``); precise (fractional) where SDL has it."""
    dy = getattr(event, "precise_y", 0.0) or event.y
    return -dy if getattr(event, "flipped", False) else dy


def wheel_steps(event: pygame.event.Event) -> int:
    """Whole wheel notches (lists and pages scroll by these), ``flipped`` honoured."""
    return -event.y if getattr(event, "flipped", False) else event.y


def pressed(event: pygame.event.Event) -> bool:
    """A mouse button pressed: not the legacy press SDL sends with each wheel notch (it hid
    the keyboard's focus ring on the menu, Settings, Levels and How to play, s228)."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) not in WHEEL_BUTTONS


def read(event: pygame.event.Event, size: tuple[int, int]) -> Input | None:
    """The pointer action of `event` (None for anything else, and for the legacy wheel
    buttons). `size` is the window's, for a pinch's normalised centre."""
    t = event.type
    if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        button = getattr(event, "button", 1)
        if button in WHEEL_BUTTONS:
            return None
        kind = InputKind.PRESS if t == pygame.MOUSEBUTTONDOWN else InputKind.RELEASE
        return Input(kind, tuple(event.pos), button)
    if t == pygame.MOUSEMOTION:
        return Input(InputKind.MOVE, tuple(event.pos))
    if t == pygame.MOUSEWHEEL:
        return Input(InputKind.WHEEL, notches=wheel_notches(event))
    if t == MULTIGESTURE:
        if getattr(event, "num_fingers", 2) < 2:
            return None
        w, h = size
        return Input(InputKind.PINCH, (event.x * w, event.y * h), amount=event.pinched)
    return None


def moved_past_threshold(start: tuple[float, float], pos: tuple[float, float]) -> bool:
    """A press that has travelled this far is a drag (it never fires)."""
    return math.hypot(pos[0] - start[0], pos[1] - start[1]) >= DRAG_THRESHOLD


# -- view keys ---------------------------------------------------------------------------
# key -> view action, shared by the modes; a mode adds its own keys on top (3D: WASD turn,
# Home and C reset; in 2D C copies the code).
class ViewAction(enum.StrEnum):
    """What a view key does: pan (2D) or turn (3D) one way, fit or reset, zoom."""

    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    RESET = "reset"
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"


VIEW_KEYS: dict[int, ViewAction] = {
    pygame.K_LEFT: ViewAction.LEFT,
    pygame.K_RIGHT: ViewAction.RIGHT,
    pygame.K_UP: ViewAction.UP,
    pygame.K_DOWN: ViewAction.DOWN,
    pygame.K_0: ViewAction.RESET,
    pygame.K_EQUALS: ViewAction.ZOOM_IN,
    pygame.K_PLUS: ViewAction.ZOOM_IN,
    pygame.K_KP_PLUS: ViewAction.ZOOM_IN,
    pygame.K_MINUS: ViewAction.ZOOM_OUT,
    pygame.K_KP_MINUS: ViewAction.ZOOM_OUT,
    pygame.K_PAGEUP: ViewAction.ZOOM_IN,  # (as in 3D; a pad's left trigger: input_pad)
    pygame.K_PAGEDOWN: ViewAction.ZOOM_OUT,
}


def view_key(key: int, extra: dict[int, ViewAction] | None = None) -> ViewAction | None:
    """The view action of a key (LEFT, RESET, ZOOM_IN, ...) or None."""
    if extra and key in extra:
        return extra[key]
    return VIEW_KEYS.get(key)


# -- key tables for the screens -----------------------------------------------------------
# (key, modifier mask (0: any), action) rows; the first row that matches wins, so a
# chord (Shift+Tab) comes before the plain key (Tab).
KeyTable = tuple[tuple[int, int, str], ...]


def key_action(table: KeyTable, event: pygame.event.Event) -> str | None:
    """The action a KEYDOWN event names in `table`, or None. A `K_QUESTION` row also
    matches the typed character "?" (`help_key`); a letter's row with no modifier matches
    no chord of it (`chorded`: Ctrl+C on the menu opened Custom, s345)."""
    mod, chord = getattr(event, "mod", 0), chorded(event)
    for key, need, action in table:
        if (event.key == key or (key == pygame.K_QUESTION and help_key(event))) and (
            mod & need if need else not chord
        ):
            return action
    return None


CHORD = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI


def chorded(event: pygame.event.Event) -> bool:
    """A letter key held with Ctrl, Alt or Meta/Cmd (Ctrl+C, Alt+R): a letter shortcut does
    nothing for it (a player pressing Ctrl+C expects a copy or nothing, never another screen)."""
    return pygame.K_a <= event.key <= pygame.K_z and bool(getattr(event, "mod", 0) & CHORD)


def help_key(event: pygame.event.Event) -> bool:
    """A KEYDOWN that asks for How to play's `?`: by the character typed, on any keyboard
    layout (a tester's layout types "?" with a key that is not the US Shift+/), or by
    the key code where one is sent."""
    return event.key == pygame.K_QUESTION or getattr(event, "unicode", "") == "?"


# -- moving the focus (held keys repeat through input_repeat.KeyRepeat) --------------------
def step_focus(focus: int, step: int, count: int, event: pygame.event.Event) -> int:
    """The focus `step` places on from `focus` among `count` controls: a press wraps round
    the ends, a held key's repeat (KeyRepeat's, `repeat`) stops at them (a held Down raced
    round the menu four times a second and left the focus wherever it happened to be)."""
    k = focus + step
    if getattr(event, "repeat", False):
        return max(0, min(count - 1, k))
    return k % count


# -- a double click's second click ------------------------------------------------------
DOUBLE_CLICK = 0.5  # seconds: the most between a click and its double


class StrayClick:
    """The second click of a double click on a button that opened a board (Next level,
    Skip lesson, Retry) fell on the new board and tapped the arrow under the pointer, a
    heart and a star gone before the board was seen; on a button that opened or closed a
    card (the gear, Restart, Resume) it closed the card again or tapped the board under
    it. A press on another screen than the one a click just went to (within DOUBLE_CLICK
    of it), where that click was and the pointer not moved since, is dropped with its
    release. Feed it each event the top scene gets (before that scene handles it). A
    scene with views (the menu's home and Custom panel) says which shows as its
    `screen_view`: each is a screen of its own (a double click on Custom puzzle picked
    the shape card under the pointer, one on the panel's Back opened How to play), and
    so are the toasts shown over it (`toasts`: a double click on a toast took it and
    clicked the tile under it). A press in the frame where an event already changed
    the screen is dropped too, wherever it is (`frame`): it was aimed at the screen
    drawn, which no longer shows. A toast shown or taken in that frame is no such change
    (a tap on an arrow just after Copy, or after a tap on a toast, was lost): a press
    on a toast's card as drawn is the toast layer's (`ToastLayer.takes`), any other
    reaches the screen under it. Keys go to `StrayKey` (a key's quick second press)."""

    def __init__(
        self, toasts: Callable[[], object] = tuple, scenes: Callable[[], Sequence[object]] = tuple
    ) -> None:
        self._up, self._up_at = -math.inf, (0, 0)  # when and where a button last came up
        self._up_on: object = None  # the screen that click went to (as it was pressed)
        self._down_on: object = None  # the screen the last press went to (a toast goes on it)
        self._moved_over: object = None  # the screen the pointer last moved over
        self._dropping = False
        self._toasts = toasts  # the toasts shown now
        self._drawn: object = None  # the screen the last frame drew, less its toasts (None: none yet)
        self._keys = StrayKey(scenes)
        self.backs = RightBack()  # a right click on a menu or card: its Esc (input_back)

    def frame(self, top: object) -> None:
        """A frame was drawn showing `top`: presses until the next are judged against it."""
        self._drawn = self._screen(top)[:2]

    def key_taken(self) -> None:
        """The app took a key press itself (F8, Ctrl+M, F11, F12): a key between, so the next
        press is no quick double of the one before it (Esc, F8, Esc: the second Esc goes)."""
        self._keys.forget()

    def handled(self, top: object, now: float) -> None:
        """A frame's events are handled: `top` shows (what a key press did: `StrayKey.shows`)."""
        self._keys.shows(top, now)

    def _screen(self, top: object) -> tuple:
        return (top, getattr(top, "screen_view", None), self._toasts())

    def stray(self, event: pygame.event.Event, now: float, top: object) -> bool:
        """True when `event` is such a press, or its release: drop it."""
        et, screen = event.type, self._screen(top)
        if et in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            return self._keys.stray(event, now, top)
        if et == pygame.MOUSEBUTTONDOWN:  # a click between two presses: no double press
            self._keys.forget()
        if et == pygame.MOUSEMOTION:
            self._moved_over = screen
        elif et == pygame.MOUSEBUTTONDOWN:
            self._dropping = self._drawn not in (None, screen[:2]) or (  # changed in this frame
                screen != self._up_on  # that click changed the screen
                and self._moved_over != screen
                and math.dist(getattr(event, "pos", (0, 0)), self._up_at) <= DRAG_THRESHOLD
                and 0.0 <= now - self._up < DOUBLE_CLICK
            )
            self._down_on = screen
            return self._dropping
        elif et == pygame.MOUSEBUTTONUP:
            dropped, self._dropping = self._dropping, False
            if not dropped:  # a dropped click leaves the opening one's time and place: a
                # triple click's third press is dropped too (s313: it tapped the new board)
                self._up, self._up_on = now, self._down_on or screen
                self._up_at = getattr(event, "pos", (0, 0))
            self._down_on = None
            return dropped
        return False


class DoubleTap:
    """A double click on an arrow is one tap (stranger s40, with a mouse): its second
    click bounced a blocked arrow again (two hearts for one click), and in 3D it fired
    the arrow that the first one's leaving uncovered under the pointer. A tap within
    DOUBLE_CLICK of the last one that fired, as near as a tap may wander, is its double:
    the play scenes drop it. A tap later, or elsewhere, is the player's own."""

    def __init__(self) -> None:
        self._at: tuple[float, float] | None = None  # where and when the last tap fired
        self._when = -math.inf

    def fired(self, pos: tuple[float, float], now: float) -> None:
        self._at, self._when = (pos[0], pos[1]), now

    def double(self, pos: tuple[float, float], now: float) -> bool:
        return (
            self._at is not None
            and 0.0 <= now - self._when <= DOUBLE_CLICK
            and math.dist(pos, self._at) <= DRAG_THRESHOLD
        )
