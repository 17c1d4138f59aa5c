"""Which input the player plays with, as the words on screen name it (input_pad's
`pad_named`, `by_input`): a game pad's, a keyboard's, or the mouse's and touch's. Heard
from each frame's presses (`heard`, called by input_pad.PadKeys.keys with the pads' keys
already in), apart from the pads' own reading (s366: input_pad had no room left).

A key typed in a text field says nothing of how the player plays (s366): the screen on
top says whether a field of it has the focus (`in_a_field`, its `typing_here`), and there
Enter, Tab, Space and the arrow keys are typing: a mouse player who types a seed and
presses Enter, or moves the caret by Left, is still spoken to as a mouse player.
"""

from __future__ import annotations

from typing import TypeVar

import pygame

__all__ = [
    "PLAY_KEYS",
    "by_input",
    "heard",
    "in_a_field",
    "keys_last",
    "no_press_yet",
    "pad_last",
    "plays_by_keys",
]

# whether the last press (a key that plays, a click, a touch, a pad's button) was a pad's: a
# text field opened then shows its on-screen keys (scenes/onscreen_keys.py); a keyboard or
# mouse player never sees them; and whether it was a keyboard's (a lesson names Tab / Enter then)
_LAST = {"pad": False, "keys": False}
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
# the keys that play by keyboard (s363): Tab lights the next arrow, head or control (Shift:
# the previous), Enter or Space fires it or presses it, the arrow keys move the light on the
# menus and cards and pan or turn a board. Every other key is a shortcut a mouse player
# presses too (H hint, Esc / P pause, R, F1, F8, F11, Ctrl+C, E, 0 / + / -, PgUp / PgDn), or
# typing (TEXTINPUT, and a frame that types: Space in a name; s366: any key in a text field
# with the focus): the player's input stays as it was (s360: a mouse player's H made the
# two-headed arrow's hint say "Tab lights each head")
PLAY_KEYS = frozenset((pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, *ARROWS))
_NOT_PLAYING = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META  # (Alt+Enter, Ctrl+arrows)
_POINTER_PRESSES = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
_KEY_PRESSES = (pygame.KEYDOWN, pygame.TEXTINPUT)


def plays_by_keys(e: pygame.event.Event, typing: bool = False) -> bool:
    """`e` is a keyboard's press that plays (PLAY_KEYS, no Ctrl, Alt or Meta), not in a
    frame that `typing` types text (or in a text field with the focus)."""
    down = e.type == pygame.KEYDOWN and not getattr(e, "pad", False) and not typing
    return down and e.key in PLAY_KEYS and not getattr(e, "mod", 0) & _NOT_PLAYING


def in_a_field(screen: object) -> bool:
    """A text field of `screen` (the screen on top) has the focus: what is typed goes into
    it (the screen's `typing_here()`: an entry card's box, Settings' name or server field,
    the menu's shape search). None, or a screen with no fields: False."""
    probe = getattr(screen, "typing_here", None)
    return callable(probe) and probe() is True


def heard(out: list[pygame.event.Event], in_field: bool = False) -> None:
    """The player's input after a frame's `out`: a pad's press, a click or touch, a key that
    plays (`plays_by_keys`); a shortcut or typing changes nothing, nor does any key while a
    text field has the focus (`in_field`, `in_a_field`: s366), but after a pad's press a
    key is the keyboard's (the key chips name its keys again: Esc, not B)."""
    typing = in_field or any(e.type == pygame.TEXTINPUT for e in out)
    for e in out:
        if e.type in _POINTER_PRESSES or (e.type == pygame.KEYDOWN and getattr(e, "pad", False)):
            _LAST["pad"], _LAST["keys"] = e.type == pygame.KEYDOWN, False
        elif plays_by_keys(e, typing) or (e.type in _KEY_PRESSES and _LAST["pad"]):
            _LAST["pad"], _LAST["keys"] = False, True


def pad_last() -> bool:
    """The last press that says how the player plays was a game pad's (`heard`)."""
    return _LAST["pad"]


def keys_last() -> bool:
    """The last press that says how the player plays was a keyboard's: a key that plays
    (`plays_by_keys`), not a pad's, a click or a touch; a shortcut key says nothing."""
    return _LAST["keys"]


_Words = TypeVar("_Words")


def by_input(pad: _Words, keys: _Words, other: _Words) -> _Words:
    """Of three wordings, the one for the player's input (`heard`): a pad's, a keyboard's,
    or the mouse's and touch's (`other`, also before any press); a shortcut key keeps it."""
    return pad if _LAST["pad"] else keys if _LAST["keys"] else other


def no_press_yet() -> None:
    """A game starts (input_repeat.KeyRepeat): no press was a pad's (not an earlier game's, in
    the same process: a test's)."""
    _LAST["pad"] = _LAST["keys"] = False
