"""A toast's card follows one scale, the print in use (s280): its margins, the narrowest place
it takes and the default place's width. At 3840x2160 (density 1, 59 px print) the narrowest
place grew with the density alone (200 px) while the margins grew with the print (225 px):
no word fitted between them, and toast_cards.lines' "too narrow to cut a word" rule no
longer applied there. At 2x the default place allowed the window less 80 px while the card's
margins were 128 px. The scenes' own narrowest widths (play_toasts.toast_narrowest,
Settings' rows, area2d's spots and bar place) were 1x pixels."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d import theme
from quiver.scenes import toast_cards as tc

WINDOWS = ((640, 480), (1920, 1080), (2560, 1440), (3840, 2160))


@pytest.fixture
def at_density():
    yield theme.set_density
    theme.set_density(1.0)


def prints(window) -> tuple[int, ...]:
    """Every print a toast may take in `window` (the compact form's apart)."""
    return (*tc.bigger(window), tc.text_print(), *tc.smaller_prints())


@pytest.mark.parametrize("density", [1.0, 2.0])
@pytest.mark.parametrize("window", WINDOWS)
def test_the_narrowest_place_leaves_words_room_between_the_margins(at_density, window, density):
    at_density(density)
    pygame.font.init()
    at_1x = tc.inner(tc.NARROWEST, size=tc.TEXT)  # (116 px: "Level 7 is" in 22 px)
    for z in prints(window):
        room = tc.inner(tc.narrowest(z), size=z)
        assert room * tc.TEXT >= at_1x * z - tc.TEXT, (window, z, room)  # (1x's room, as big as the print)
        assert room >= theme.font(z, True).size("Level 7")[0], (window, z, room)
    for z in tc.compact_prints():
        room = tc.inner(tc.narrowest(z, compact=True), compact=True, size=z)
        assert room * tc.COMPACT >= tc.inner(tc.NARROWEST, compact=True, size=tc.COMPACT) * z - tc.COMPACT


def test_at_3840x2160_a_place_too_narrow_to_cut_a_word_is_one_the_print_takes_no_card_in():
    pygame.font.init()
    z = tc.bigger((3840, 2160))[0]  # (59 px)
    assert z > 2 * tc.TEXT
    below = tc.narrowest(z) - 1
    assert tc.inner(below, size=z) > 0  # (the rule reads a width, never "no room")
    assert tc.lines("Congratulations", tc.inner(below, size=z), z) > tc.MOST_LINES  # (cut: too narrow)
    assert tc.lines("Level 7 is locked", tc.inner(below + 1, size=z), z) <= 3


@pytest.mark.parametrize("density", [1.0, 2.0])
@pytest.mark.parametrize("window", [(480, 360), *WINDOWS, (1280, 800)])
def test_the_default_place_keeps_a_card_whole_in_the_window(at_density, window, density):
    at_density(density)
    w = window[0]
    for z in prints(window):
        card = tc.card_w(tc.widest(w, z), size=z)
        assert card <= w - 16, (window, z, card)  # (8 px either side, as at 1x)


class _Page:
    """A screen offering one place, with its own narrowest (a play view's: 1x pixels)."""

    def __init__(self, least: int | None) -> None:
        if least is not None:
            self.toast_narrowest = least

    def toast_slots(self):
        return [pygame.Rect(0, 0, 3840, 400)]


@pytest.mark.parametrize("least", [None, tc.NARROWEST, 110])
def test_a_scenes_own_narrowest_grows_with_the_print_in_use(least):
    from quiver.scenes.toast import ToastLayer

    page = _Page(least)
    layer = ToastLayer(lambda: 0.0, (3840, 2160), lambda: page)
    layer._text = z = tc.bigger((3840, 2160))[0]
    assert layer._narrowest() == tc.grown(least or tc.NARROWEST, z) > tc.margin(84, z)
    layer._text = tc.TEXT
    assert layer._narrowest() == (least or tc.NARROWEST)  # (at 1x as ever)


def test_the_spots_over_a_2d_board_are_two_narrowest_cards_wide_at_2x(at_density):
    from quiver.scenes.area2d import spots

    at_density(2.0)
    widths = {r.w for r in spots((100, 900), 2560)}
    assert min(widths) == 2 * tc.narrowest() == 4 * tc.NARROWEST, sorted(widths)
