"""Text fields move and delete a letter with the marks riding on it (noticed by s199): a
decomposed accent ("e" + U+0301) or an emoji's skin tone is one character to the player,
but Left, Right, Backspace and Delete went by code point, so Backspace took the accent
alone and the caret could stop between a letter and its mark."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d.caret import EditLine

CAFE = "cafe\u0301"  # "café" typed with a combining acute
THUMB = "ok \U0001f44d\U0001f3fd"  # a thumbs-up with a skin tone


@pytest.mark.parametrize(("text", "left"), [(CAFE, "caf"), (THUMB, "ok "), ("plain", "plai")])
def test_backspace_takes_the_last_letter_with_its_marks(text, left):
    line = EditLine(text)
    assert line.key(pygame.K_BACKSPACE)
    assert (line.text, line.caret) == (left, len(left))


def test_left_and_right_step_over_a_letter_and_its_mark_together():
    line = EditLine(CAFE)
    line.key(pygame.K_LEFT)
    assert line.caret == 3  # (before "e", not between it and its accent)
    line.key(pygame.K_LEFT)
    assert line.caret == 2
    line.key(pygame.K_RIGHT)
    line.key(pygame.K_RIGHT)
    assert line.caret == len(CAFE)


def test_delete_takes_the_letter_ahead_with_its_marks():
    line = EditLine(CAFE + "s", caret=3)
    assert line.key(pygame.K_DELETE)
    assert (line.text, line.caret) == ("cafs", 3)


def test_shift_arrows_select_whole_letters():
    line = EditLine(THUMB)
    line.key(pygame.K_LEFT, extend=True)
    assert line.selected() == "\U0001f44d\U0001f3fd"
