"""s363: a mouse player who presses a shortcut key (H for a hint, Esc, F11, typing a seed)
is still spoken to as a mouse player; the keys that play by keyboard (Tab, an arrow key,
Enter, Space) make the words the keyboard's; a pad's press is still the pad's."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from quiver import input_pad
from quiver.input_pad import PadKeys, by_input, keys_last, no_press_yet, pad_last


@pytest.fixture
def pad():
    pygame.init()
    no_press_yet()
    yield PadKeys()
    no_press_yet()


def key(k: int, mod: int = 0, **kw) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, **kw)


CLICK = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
SHORTCUTS = {
    "H": [key(pygame.K_h)],
    "Esc": [key(pygame.K_ESCAPE)],
    "P": [key(pygame.K_p)],
    "R": [key(pygame.K_r)],
    "F11": [key(pygame.K_F11)],
    "F8": [key(pygame.K_F8)],
    "Ctrl+M": [key(pygame.K_m, pygame.KMOD_LCTRL)],
    "Ctrl+C": [key(pygame.K_c, pygame.KMOD_LCTRL)],
    "0": [key(pygame.K_0)],
    "PgDn": [key(pygame.K_PAGEDOWN)],
    "Alt+Enter": [key(pygame.K_RETURN, pygame.KMOD_LALT)],
    "Ctrl+Left": [key(pygame.K_LEFT, pygame.KMOD_LCTRL)],
    "Shift": [key(pygame.K_LSHIFT)],
    "typing 7": [key(pygame.K_7), pygame.event.Event(pygame.TEXTINPUT, text="7")],
    "typing a space": [key(pygame.K_SPACE), pygame.event.Event(pygame.TEXTINPUT, text=" ")],
}


@pytest.mark.parametrize("name", list(SHORTCUTS))
def test_a_shortcut_key_after_a_click_keeps_the_mouse_words(pad, name):
    pad.keys([CLICK])
    pad.keys(SHORTCUTS[name])
    assert by_input("pad", "keys", "mouse") == "mouse" and not keys_last()


@pytest.mark.parametrize("name", ["H", "Esc", "F11"])
def test_a_shortcut_key_before_any_press_says_nothing(pad, name):
    pad.keys(SHORTCUTS[name])
    assert by_input("pad", "keys", "mouse") == "mouse"


@pytest.mark.parametrize("name", ["H", "Esc", "typing 7"])
def test_a_shortcut_key_keeps_a_keyboard_players_words(pad, name):
    pad.keys([key(pygame.K_TAB)])
    pad.keys(SHORTCUTS[name])
    assert by_input("pad", "keys", "mouse") == "keys"


PLAYING = {
    "Tab": key(pygame.K_TAB),
    "Shift+Tab": key(pygame.K_TAB, pygame.KMOD_LSHIFT),
    "Left": key(pygame.K_LEFT),
    "Down": key(pygame.K_DOWN),
    "Enter": key(pygame.K_RETURN),
    "keypad Enter": key(pygame.K_KP_ENTER),
    "Shift+Enter": key(pygame.K_RETURN, pygame.KMOD_LSHIFT),
    "Space": key(pygame.K_SPACE),
}


@pytest.mark.parametrize("name", list(PLAYING))
def test_a_key_that_plays_after_a_click_gives_the_keys_words(pad, name):
    pad.keys([CLICK])
    pad.keys([PLAYING[name]])
    assert by_input("pad", "keys", "mouse") == "keys" and keys_last() and not pad_last()
    pad.keys([CLICK])  # and a click gives the mouse's again
    assert by_input("pad", "keys", "mouse") == "mouse"


def test_a_pads_press_is_the_pads_and_a_key_after_it_the_keyboards(pad):
    pad.keys([key(pygame.K_TAB)])
    pad.keys([key(pygame.K_h, pad=True)])  # a pad's Y (the hint): still a pad's
    assert by_input("pad", "keys", "mouse") == "pad" and pad_last()
    pad.keys([key(pygame.K_ESCAPE)])  # the keyboard's Esc after it: its chips say Esc, not B
    assert by_input("pad", "keys", "mouse") == "keys" and not pad_last()
    pad.keys([key(pygame.K_RETURN, pad=True)])
    assert by_input("pad", "keys", "mouse") == "pad"
    pad.keys([key(pygame.K_LEFT)])  # an arrow key: the keyboard's
    assert by_input("pad", "keys", "mouse") == "keys" and not pad_last()


def test_a_touch_is_the_mouses(pad):
    pad.keys([key(pygame.K_TAB)])
    pad.keys([pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, finger_id=0, touch_id=0)])
    assert by_input("pad", "keys", "mouse") == "mouse"


def test_the_two_headed_arrows_hint_to_a_mouse_player_after_h():
    """s360: after H, the two-headed arrow's words said "Tab lights each head" to a mouse player."""
    from quiver.engine.modes import SpecialKind
    from quiver.game.special_levels import LESSON_TEXT, first_meeting
    from quiver.scenes import legend_words
    from quiver.scenes.lesson_pad import said

    pygame.init()
    kind = SpecialKind.TWO_HEADED
    pads = PadKeys()
    no_press_yet()
    try:
        pads.keys([CLICK])
        pads.keys([key(pygame.K_h)])
        for line in (legend_words.special(kind), said(LESSON_TEXT[kind]), said(first_meeting(kind))):
            assert "Tab" not in line and "tap near" in line, line
        pads.keys([key(pygame.K_TAB)])
        assert "Tab lights each head" in legend_words.special(kind)
    finally:
        input_pad.no_press_yet()
