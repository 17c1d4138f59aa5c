"""s315: where the window goes so that its frame lies on the screen (window_place.fitted),
and the first size kept clear of the frame (window.fit_screen), without a window."""

from __future__ import annotations

import pytest

from quiver import window as win
from quiver.window_place import fitted

OPENBOX = (1, 1, 20, 5)  # left, right, top (the title bar), bottom


def test_a_window_whose_frame_fits_stays_where_it_is():
    assert fitted((0, 0, 1920, 1080), OPENBOX, (320, 140), (1280, 800)) == ((320, 140), (1280, 800))


def test_a_window_centred_by_its_own_size_is_centred_with_its_frame():
    # SDL's centring of a 1024x720 window on a 1024x768 screen: the frame from y=24 to 769
    pos, size = fitted((0, 0, 1024, 768), OPENBOX, (0, 44), (1024, 720))
    assert size == (1022, 720) and pos == (1, 20 + (768 - 745) // 2)


def test_a_window_bigger_than_the_room_less_its_frame_is_made_smaller():
    (x, y), (w, h) = fitted((0, 0, 640, 480), OPENBOX, (1, 20), (640, 480))
    assert (w, h) == (638, 455) and (x - 1, y - 20) == (0, 0)


def test_the_room_may_start_past_a_panel():
    (x, y), (w, h) = fitted((0, 30, 1024, 738), OPENBOX, (0, 10), (1000, 700))
    assert y - 20 >= 30 and y + h + 5 <= 768 and x - 1 >= 0 and x + w + 1 <= 1024


@pytest.mark.parametrize(
    ("room", "size"),
    [
        ((640, 480), (624, 432)),
        ((800, 600), (784, 552)),
        ((1024, 768), (1008, 720)),
        ((1920, 1080), (1280, 800)),
    ],
)
def test_the_first_size_leaves_room_for_the_frame(monkeypatch, room, size):
    monkeypatch.setattr(win, "_usable_bounds", lambda: room)
    assert win.fit_screen((1280, 800)) == size
