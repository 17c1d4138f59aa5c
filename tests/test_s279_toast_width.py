"""A toast slot narrower than a card's margins (at 3840x2160 the margins grow with the
print, s277) was asked how many lines a path takes in a width of 0 or less: SDL_ttf's
wrap raised "wraplength parameter must be positive" and tools/layout.py's walk at
3840x2160 stopped there. Such a place holds no line: it counts as too narrow."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


PATH = "Screenshot saved to /home/someone/.local/share/quiver/pictures/a.png"


@pytest.mark.parametrize("width", [0, -12])
@pytest.mark.parametrize("text", [PATH, "Copied"])
def test_no_room_for_text_is_too_narrow_not_an_error(width, text):
    from quiver.scenes.toast_cards import MOST_LINES, lines

    pygame.font.init()
    assert lines(text, width, 59) > MOST_LINES  # (59 px: 3840x2160's print, margins 225 px)
