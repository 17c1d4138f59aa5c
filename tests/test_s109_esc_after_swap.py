"""s109: Esc, Enter, Esc pressed fast. In a lesson the first Esc asks "Skip the lesson?",
Enter skips it, and the second Esc, meant for the card the player was leaving, landed on
the level's build that had just opened and cancelled it to the menu, unseen (the stray-key
guard dropped only a quick repeat of the same key). An Esc within KEY_DOUBLE of a press
that replaced its screen, on the screen that came (not a card), is dropped, whatever key
came between; a later Esc, or one on a card, is the player's."""

from __future__ import annotations

import pytest
from app_helpers import run, run_until

pygame = pytest.importorskip("pygame")

from test_s104_lesson_esc import _key, lesson_app  # noqa: E402 (s104's key press and 2D lesson)

from quiver.input_keys import KEY_DOUBLE, StrayKey  # noqa: E402

__all__ = ["lesson_app"]  # (the fixture)


def _down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _up(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


class _Screen:
    def __init__(self, overlay: bool = False, stands_in: bool = False) -> None:
        self.overlay, self.stands_in = overlay, stands_in


def test_an_esc_just_after_a_press_that_replaced_its_screen_is_dropped_with_its_release():
    play, card, build = _Screen(), _Screen(overlay=True), _Screen(overlay=True, stands_in=True)
    stack = [play]
    keys = StrayKey(lambda: stack)
    assert not keys.stray(_down(pygame.K_ESCAPE), 10.0, play)
    stack.append(card)  # the Esc opened a card over its screen
    assert not keys.stray(_down(pygame.K_RETURN), 10.1, card)
    stack[-1] = build  # Enter on the card replaced it with a build
    assert keys.stray(_down(pygame.K_ESCAPE), 10.2, build)  # meant for the card: dropped
    assert keys.stray(_up(pygame.K_ESCAPE), 10.25, build)  # and its release
    assert not keys.stray(_down(pygame.K_ESCAPE), 10.1 + KEY_DOUBLE + 0.01, build)  # seen: the player's


def test_an_esc_on_a_screen_that_was_there_or_after_a_click_is_the_players():
    play, card = _Screen(), _Screen(overlay=True)
    stack = [play, card]
    keys = StrayKey(lambda: stack)
    assert not keys.stray(_down(pygame.K_RETURN), 10.0, card)
    stack.pop()  # Enter on the card closed it: the screen under it was there before
    assert not keys.stray(_down(pygame.K_ESCAPE), 10.1, play)
    other = _Screen()
    stack[:] = [other]
    keys.forget()  # (a click between)
    assert not keys.stray(_down(pygame.K_ESCAPE), 10.15, other)


def test_an_esc_on_a_card_is_the_players_however_soon():
    """A card's Esc only says no (Stay, Close): one soon after the press that opened it in
    place of another card, or after a key that opened a card over the new screen, goes."""
    play, legend, question = _Screen(), _Screen(overlay=True), _Screen(overlay=True)
    stack = [play, legend]
    keys = StrayKey(lambda: stack)
    assert not keys.stray(_down(pygame.K_l), 10.0, legend)
    stack[-1] = question  # L on How to play asked "Leave this puzzle?" in its place
    assert not keys.stray(_down(pygame.K_ESCAPE), 10.05, question)
    board, shown = _Screen(), _Screen()
    stack[:] = [board]
    assert not keys.stray(_down(pygame.K_RETURN), 11.0, board)
    stack[:] = [shown]  # Enter replaced the board with another
    assert not keys.stray(_down(pygame.K_QUESTION), 11.05, shown)
    stack.append(legend)  # ? opened How to play over it
    assert not keys.stray(_down(pygame.K_ESCAPE), 11.1, legend)


def test_other_keys_after_a_replacing_press_still_go_through():
    a, b = _Screen(), _Screen()
    stack = [a]
    keys = StrayKey(lambda: stack)
    assert not keys.stray(_down(pygame.K_RETURN), 10.0, a)
    stack[:] = [b]
    assert not keys.stray(_down(pygame.K_TAB), 10.1, b)
    assert not keys.stray(_down(pygame.K_SPACE), 10.15, b)


def test_esc_enter_esc_in_a_lesson_skips_it_and_the_level_still_opens(lesson_app):
    app = lesson_app
    _key(pygame.K_ESCAPE)  # asks "Skip the lesson?" (Stay ringed, s176)
    _key(pygame.K_RIGHT)
    _key(pygame.K_RETURN)  # skips: the level's build opens
    _key(pygame.K_ESCAPE)  # meant for the card, in the same stride
    run(app, 2)
    run_until(app, lambda: getattr(app.top, "code", None) is not None, what="level 1")
    assert app.top.name != "menu" and app.midend.seen_lessons() == ("2d",)


def test_an_esc_once_the_level_has_shown_is_the_players(lesson_app):
    app = lesson_app
    _key(pygame.K_ESCAPE)
    run(app, 1)
    _key(pygame.K_RIGHT)  # (Skip: Stay is ringed, s176)
    _key(pygame.K_RETURN)
    run(app, int(KEY_DOUBLE * 60) + 6)  # (the build is inline here: the level opened at once)
    assert getattr(app.top, "code", None) is not None
    _key(pygame.K_ESCAPE)  # the player's, after seeing it: pauses the level
    run(app, 2)
    assert app.top.name == "pause"
