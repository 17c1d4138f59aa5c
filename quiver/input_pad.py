"""Game pads as the keyboard: a pad's buttons, D-pad, sticks and triggers become the key
presses every screen already reads, so the menus, the cards and play in every mode work
from a pad with nothing of their own (a Steam Deck, a couch).

Pads are opened as they are plugged in (JOYDEVICEADDED): through SDL's game-controller
layer where SDL knows the pad (its buttons then mean the same place on every pad: A is
the bottom face button, whatever it is labelled), else as a plain joystick read in the
XInput order most pads use. `PadKeys.keys` swaps each pad event in a frame's events for
the KEYDOWN / KEYUP it means; a held stick or D-pad is a held arrow key, repeated by the
app's KeyRepeat as a held keyboard key is (`held`). Unplugging a pad lets go of its keys
and posts PAD_GONE in their place: the input layer cannot see screens, so the screen on
top reads it (a puzzle pauses, as consoles do: scenes/pause.pause_on_pad_loss). Which
input the player plays with, heard from the same frame's presses: input_heard.py.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Iterable
from typing import Any

import pygame

from .input_heard import _LAST, PLAY_KEYS, by_input, heard, keys_last, no_press_yet, pad_last, plays_by_keys

log = logging.getLogger("quiver.pad")

_controller: Any
try:  # SDL's game-controller layer (pygame-ce's, still under _sdl2)
    from pygame._sdl2 import controller as _controller
except ImportError:  # pragma: no cover - a pygame without it: plain joysticks only
    _controller = None

__all__ = [
    "BUTTON_KEYS",
    "LET_GO",
    "PAD_GONE",
    "PAD_NAMES",
    "PAD_WORDS",
    "PLAY_KEYS",
    "PRESS",
    "PadKeys",
    "by_input",
    "keys_last",
    "no_press_yet",
    "pad_last",
    "pad_named",
    "plays_by_keys",
]

SHIFT = pygame.KMOD_LSHIFT
PAD_GONE = pygame.event.custom_type()  # a pad was unplugged (after the KEYUPs of what it held)
# the game-controller buttons -> the key (and modifier) each presses
BUTTON_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),  # choose, fire the lit arrow
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),  # back
    pygame.CONTROLLER_BUTTON_X: (pygame.K_TAB, 0),  # light the next arrow, the next control
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_h, 0),  # hint
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, SHIFT),  # the previous arrow
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),  # the next arrow
    pygame.CONTROLLER_BUTTON_START: (pygame.K_p, 0),  # pause (and resume)
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),  # how to play
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: (pygame.K_0, 0),  # reset the view
    pygame.CONTROLLER_BUTTON_LEFTSTICK: (pygame.K_F8, 0),  # all sound off / on (s269: a pad had no way)
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
}
# a plain joystick's buttons (no SDL mapping): the XInput order (xpad, most USB pads)
JOY_BUTTONS = {
    0: pygame.CONTROLLER_BUTTON_A,
    1: pygame.CONTROLLER_BUTTON_B,
    2: pygame.CONTROLLER_BUTTON_X,
    3: pygame.CONTROLLER_BUTTON_Y,
    4: pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    5: pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    6: pygame.CONTROLLER_BUTTON_BACK,
    7: pygame.CONTROLLER_BUTTON_START,
    9: pygame.CONTROLLER_BUTTON_LEFTSTICK,
    10: pygame.CONTROLLER_BUTTON_RIGHTSTICK,
}
# the sticks: (x axis, y axis) of each, as the game-controller layer numbers them; either
# stick is the arrow keys (the left moves and pans, the right turns the 3D views as they do)
STICKS = {"left": (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY), "right": (2, 3)}
JOY_STICKS = {"left": (0, 1)}  # a plain joystick's: only the first two axes mean the same on all
# the triggers: Page Up / Down, which page the lists and How to play, and zoom a board in / out
TRIGGERS = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: pygame.K_PAGEUP,
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: pygame.K_PAGEDOWN,
}
PRESS = 0.5  # a stick or trigger past half way presses its key (the dead zone: a worn
LET_GO = 0.3  # stick rests off centre); it lets go below this (no flicker at the edge)
AXIS_FULL = 32767.0  # the game-controller layer's axis values are SDL's raw ones
HAT_KEYS = ((0, -1, pygame.K_LEFT), (0, 1, pygame.K_RIGHT), (1, 1, pygame.K_UP), (1, -1, pygame.K_DOWN))
# How to play's words for the pad after each mode's keys (scenes/legend_words.py), every
# button of BUTTON_KEYS and the pause card's Share, RS and LS as the keys just named (s281:
# none of the three was said): X lights heads, a two-headed arrow's one by one
# (keypick2d.next_head); no longer, or the page's print shrinks at 1280x800 (and 3D's scrolls:
# 3 px were left there, s290); {sticks}: pan or turn, the mode's (legend_words.pad_words)
PAD_WORDS = (
    "Pad: X / RB lights the next head (LB: previous), A fires it, B back, Y hint, Start pause"
    " (Share: copy, export), View = F1, sticks {sticks}, LT / RT zoom, RS = 0, LS = F8."
)

# a key as the screens' key chips name it -> the pad's button that presses it (BUTTON_KEYS,
# the triggers): the chips name that button after a pad's press (`pad_named`)
_BUTTON_NAMES = {
    pygame.CONTROLLER_BUTTON_A: "A",
    pygame.CONTROLLER_BUTTON_B: "B",
    pygame.CONTROLLER_BUTTON_X: "X",  # (Tab: X before RB, as PAD_WORDS says)
    pygame.CONTROLLER_BUTTON_Y: "Y",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "LB",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "RB",
    pygame.CONTROLLER_BUTTON_START: "Start",
    pygame.CONTROLLER_BUTTON_BACK: "View",  # (How to play's words: "View this page", "View = F1")
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "RS",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "LS",
}
_KEY_LABELS = {
    pygame.K_RETURN: "Enter",
    pygame.K_ESCAPE: "Esc",
    pygame.K_TAB: "Tab",
    pygame.K_F1: "F1",
    pygame.K_F8: "F8",
}


def _label(key: int, mod: int) -> str:
    name = _KEY_LABELS.get(key) or chr(key).upper()
    return f"Shift+{name}" if mod & SHIFT else name


PAD_NAMES: dict[str, str] = {"PgUp": "LT", "PgDn": "RT"}  # (the triggers)
for _button, (_k, _mod) in BUTTON_KEYS.items():
    if _button in _BUTTON_NAMES:
        PAD_NAMES.setdefault(_label(_k, _mod), _BUTTON_NAMES[_button])
# a key chip's text: a key's name (a letter, F1, Enter, Ctrl+V...), as no word is
_KEY = re.compile(r"[A-Z0-9/?]|F\d{1,2}|Enter|Esc|Tab|PgUp|PgDn|Space|Home|End|Del|(?:Ctrl|Shift)\+\w+")
_PAD_OWN = frozenset(_BUTTON_NAMES.values())
_PARTS = "  \u00b7  "  # (a chip's key and a count after it: "L  ·  5 stars")


def pad_named(text: str) -> str:
    """A key chip's `text` ("Esc", "Enter / R", "L  ·  5 stars") as the player's input names
    it: after a pad's press each key in it is the pad's button that presses it, and a key no
    button presses is left out; words are kept. After a key's or a click's: as it is."""
    if not _LAST["pad"]:
        return text
    parts = []
    for part in text.split(_PARTS):
        keys = part.split(" / ")
        if all(_KEY.fullmatch(k) for k in keys):
            named = (k if k in _PAD_OWN else PAD_NAMES.get(k) for k in keys)  # (the on-screen
            part = " / ".join(dict.fromkeys(n for n in named if n))  # keys' "X": a pad's already)
        if part:
            parts.append(part)
    return _PARTS.join(parts)


def _start() -> None:
    """Start SDL's joystick and game-controller layers (already-plugged pads then come as
    JOYDEVICEADDED); a failure is one line, and the game plays on without pads."""
    try:
        if not pygame.joystick.get_init():
            pygame.joystick.init()
        if _controller is not None and not _controller.get_init():
            _controller.init()
    except pygame.error as e:
        log.warning("game pads are off: %s", e)


class PadKeys:
    """The pads plugged in and the keys they hold down."""

    def __init__(self) -> None:
        _start()
        self._pads: dict[int, Any] = {}  # instance id -> the open Controller or Joystick
        self._mapped: set[int] = set()  # those opened through the game-controller layer
        self._holds: dict[int, dict[tuple, int]] = {}  # key -> what holds it down (a pad's button,
        # stick...) -> the modifier it pressed with
        self._sticks: dict[tuple, int | None] = {}  # (pad, stick) -> the arrow key it holds
        self._axes: dict[tuple, float] = {}  # (pad, axis) -> where it is (-1..1)

    def held(self, key: int) -> bool:
        """A pad holds `key` down (the app's KeyRepeat repeats it then)."""
        return bool(self._holds.get(key))

    def keys(self, events: Iterable[pygame.event.Event], in_field: bool = False) -> list[pygame.event.Event]:
        """`events` with each pad event swapped for the key events it means; `in_field`: a
        text field on the screen on top has the focus (input_heard.heard: s366)."""
        out: list[pygame.event.Event] = []
        for e in events:
            if e.type in _PAD_EVENTS:
                self._read(e, out)
            else:
                out.append(e)
        heard(out, in_field)
        return out

    # -- devices --------------------------------------------------------------------------
    def _added(self, index: int) -> None:
        pad: Any
        try:
            if _controller is not None and _controller.is_controller(index):
                pad = _controller.Controller(index)
                iid = pad.as_joystick().get_instance_id()
                self._mapped.add(iid)
            else:
                pad = pygame.joystick.Joystick(index)
                iid = pad.get_instance_id()
            self._pads[iid] = pad
            log.info("game pad %s plugged in", getattr(pad, "name", None) or pad.get_name())
        except (pygame.error, AttributeError, TypeError) as e:
            log.warning("a game pad could not be opened (%s): play on with the keyboard", e)

    def _removed(self, iid: int, out: list[pygame.event.Event]) -> None:
        """A pad went: the keys it held come up (a stick held as it was pulled out)."""
        for key, holds in list(self._holds.items()):
            for hold in [h for h in holds if h[0] == iid]:
                self._let_go(hold, key, out)
        self._sticks = {k: v for k, v in self._sticks.items() if k[0] != iid}
        self._axes = {k: v for k, v in self._axes.items() if k[0] != iid}
        self._mapped.discard(iid)
        pad = self._pads.pop(iid, None)
        with contextlib.suppress(pygame.error, AttributeError):  # (SDL frees it on closing)
            pad.quit()
        out.append(pygame.event.Event(PAD_GONE, instance_id=iid))

    # -- events ---------------------------------------------------------------------------
    def _read(self, e: pygame.event.Event, out: list[pygame.event.Event]) -> None:
        t, iid = e.type, getattr(e, "instance_id", -1)
        if t == pygame.JOYDEVICEADDED:
            self._added(e.device_index)
        elif t == pygame.JOYDEVICEREMOVED:
            self._removed(iid, out)
        elif t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            self._button(iid, e.button, t == pygame.CONTROLLERBUTTONDOWN, out)
        elif t == pygame.CONTROLLERAXISMOTION:
            self._axis(iid, e.axis, e.value / AXIS_FULL, STICKS, out)
        elif iid in self._mapped:  # its game-controller events say it all (SDL sends both)
            return
        elif t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP) and e.button in JOY_BUTTONS:
            self._button(iid, JOY_BUTTONS[e.button], t == pygame.JOYBUTTONDOWN, out)
        elif t == pygame.JOYHATMOTION:
            for i, sign, key in HAT_KEYS:
                self._set((iid, "hat", e.hat, key), key, e.value[i] == sign, out)
        elif t == pygame.JOYAXISMOTION:
            self._axis(iid, e.axis, e.value, JOY_STICKS, out)

    def _button(self, iid: int, button: int, down: bool, out: list[pygame.event.Event]) -> None:
        if button in BUTTON_KEYS:
            key, mod = BUTTON_KEYS[button]
            self._set((iid, "button", button), key, down, out, mod, button)

    def _axis(self, iid: int, axis: int, value: float, sticks: dict, out: list[pygame.event.Event]) -> None:
        value = max(-1.0, min(1.0, float(value)))
        if sticks is STICKS and axis in TRIGGERS:  # (a plain joystick's triggers rest at -1)
            key = TRIGGERS[axis]
            hold = (iid, "trigger", axis)
            self._set(hold, key, value >= (LET_GO if hold in self._holds.get(key, ()) else PRESS), out)
            return
        for name, (ax, ay) in sticks.items():
            if axis in (ax, ay):
                self._axes[(iid, axis)] = value
                self._stick(iid, name, self._axes.get((iid, ax), 0.0), self._axes.get((iid, ay), 0.0), out)

    def _stick(self, iid: int, name: str, x: float, y: float, out: list[pygame.event.Event]) -> None:
        """A stick held past PRESS holds the arrow key of its main direction (y down)."""
        was = self._sticks.get((iid, name))
        along = abs(x) >= abs(y)
        key: int | None = (
            (pygame.K_RIGHT if x > 0 else pygame.K_LEFT)
            if along
            else (pygame.K_DOWN if y > 0 else pygame.K_UP)
        )
        reach = max(abs(x), abs(y))
        if reach < PRESS and not (was is not None and reach >= LET_GO):
            key = None  # in the dead zone (or back in it)
        elif was is not None and reach < PRESS:
            key = was  # between LET_GO and PRESS: kept as it was
        if key == was:
            return
        hold = (iid, "stick", name)
        if was is not None:
            self._set(hold, was, False, out)
        if key is not None:
            self._set(hold, key, True, out)
        self._sticks[(iid, name)] = key

    def _set(
        self, hold: tuple, key: int, down: bool, out: list[pygame.event.Event], mod: int = 0, button: int = -1
    ) -> None:
        """`hold` presses `key` or lets it go; the key goes down when the first thing on its
        pad holds it with `mod` (the D-pad and a stick on the same arrow: one press; two pads,
        two players: a press each, in the same frame too; LB, Shift+Tab, while RB holds Tab:
        a press, s288) and up when the last on any lets go."""
        holds = self._holds.setdefault(key, {})
        if down and hold not in holds:
            if not any(h[0] == hold[0] and m == mod for h, m in holds.items()):
                out.append(_key(pygame.KEYDOWN, key, mod, button))
            holds[hold] = mod
        elif not down and hold in holds:
            self._let_go(hold, key, out)

    def _let_go(self, hold: tuple, key: int, out: list[pygame.event.Event]) -> None:
        holds = self._holds[key]
        holds.pop(hold, None)
        if not holds:
            out.append(_key(pygame.KEYUP, key, 0))


def _key(kind: int, key: int, mod: int, button: int = -1) -> pygame.event.Event:
    """A key event as the keyboard sends it (no text: a pad types nothing in a field; its
    on-screen keys read `pad_button`, the button pressed, where X and RB are both Tab)."""
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, pad=True, pad_button=button)


_PAD_EVENTS = frozenset(
    (
        pygame.JOYDEVICEADDED,
        pygame.JOYDEVICEREMOVED,
        pygame.JOYBUTTONDOWN,
        pygame.JOYBUTTONUP,
        pygame.JOYHATMOTION,
        pygame.JOYAXISMOTION,
        pygame.JOYBALLMOTION,
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERDEVICEREMAPPED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
        pygame.CONTROLLERTOUCHPADDOWN,
        pygame.CONTROLLERTOUCHPADMOTION,
        pygame.CONTROLLERTOUCHPADUP,
        pygame.CONTROLLERSENSORUPDATE,
    )
)
