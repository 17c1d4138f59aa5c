"""The on-screen keyboard's grid (s135, quiver/scenes/keygrid.py) and where its keys go
(onscreen_keys.keys_room), without a window: the keys each field takes, the focus moved
as a D-pad moves it (a press wraps, a held key's repeat stops at the ends, Up / Down keep
their column across a wide key), what a press types, and the keys clear of the field at
every window size."""

from __future__ import annotations

import pytest

from quiver.scenes.keygrid import COLS, DELETE, DONE, KINDS, SHIFT, SPACE, KeyGrid, grid_for
from quiver.scenes.seed import ALLOWED


def chars(rows) -> str:
    return "".join(k.char for row in rows for k in row)


def actions(rows) -> set[str]:
    return {k.action for row in rows for k in row if k.action}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_row_fits_the_columns(kind):
    for row in grid_for(kind):
        assert sum(k.span for k in row) <= COLS


def test_the_seed_box_gets_digits_the_code_alphabet_and_dash_but_no_space_nor_shift():
    rows = grid_for("code", ALLOWED)
    typed = chars(rows)
    assert set(typed) <= set(ALLOWED)
    assert set("0123456789abcdefghijklmnopqrstuvwxyz-") <= set(typed)
    assert typed.startswith("1234567890")  # (a seed's digits on the first row)
    assert actions(rows) == {DELETE, DONE, "close"}


def test_a_name_gets_letters_in_both_cases_digits_and_space():
    g = KeyGrid("name")
    assert {SPACE, SHIFT} <= actions(g.rows) and set("abcz09") <= set(chars(g.rows))
    g.focus_action(SHIFT)
    assert g.press() == (SHIFT, "") and g.shift
    g.focus_on(1, 0)  # q
    assert g.press() == ("type", "Q")
    assert g.press() == ("type", "q")  # (one capital, as a phone's Shift)
    g.focus_action(SPACE)
    assert g.press() == ("type", " ")
    g.shift = True
    g.focus_on(0, 0)
    assert g.press() == ("type", "1") and g.shift  # (a digit keeps Shift for the letter)


def test_a_field_that_takes_fewer_characters_shows_only_those():
    rows = grid_for("address", "0123456789.")
    assert set(chars(rows)) == set("0123456789.")
    assert all(row for row in rows) and len(rows) == 3  # the letters' rows went


def test_left_and_right_wrap_on_a_press_and_stop_when_held():
    g = KeyGrid("code", ALLOWED)
    g.move(-1, 0)
    assert g.key.char == "0"  # round the end
    g.move(1, 0)
    assert g.key.char == "1"
    g.move(-1, 0, held=True)
    assert g.key.char == "1"  # a held key stops at the end
    for _ in range(30):
        g.move(1, 0, held=True)
    assert g.key.char == "0"


def test_up_and_down_wrap_on_a_press_stop_when_held_and_keep_their_column():
    g = KeyGrid("code", ALLOWED)
    g.move(0, -1, held=True)
    assert g.row == 0
    g.move(0, -1)
    assert g.row == len(g.rows) - 1  # round to the bottom row
    g.move(0, 1)
    assert g.key.char == "1"
    for _ in range(8):
        g.move(1, 0)
    assert g.key.char == "9"
    g.move(0, 3)  # (three presses at once: one step of 3 rows)
    assert g.key.action == DELETE  # the wide key under the 9's column
    g.move(0, 1)
    assert g.key.action == DONE
    g.move(0, -1)
    g.move(0, -1)
    assert g.key.char == "l"  # back up the same column, not pulled aside by the wide keys
    for _ in range(10):
        g.move(0, 1, held=True)
    assert g.key.action == DONE and g.row == len(g.rows) - 1


def test_a_short_row_is_centred_and_up_down_find_the_nearest_key():
    g = KeyGrid("address", "0123456789.")
    assert g.starts(1) != [0.0]  # '.' and Delete centred in their row
    g.focus_on(0, 0)
    g.move(0, 1)
    assert g.row == 1  # the nearest key of the short row, though none is under column 0


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (600, 900), (1920, 1080)])
@pytest.mark.parametrize("rows", [5, 6])
def test_the_keys_go_clear_of_the_field_inside_the_window(size, rows):
    pygame = pytest.importorskip("pygame")
    from quiver.scenes.onscreen_keys import LEAST_KEY, keys_room

    w, h = size
    tops = (8, h // 4, h // 2 - 30, h - 70)  # a field near the top, the middle, the foot
    for top in tops if rows == 5 else tops[:2]:  # (six rows: the picture card's field, high)
        field = pygame.Rect(40, top, w - 80, 56)
        rect = keys_room(size, field, rows, 1.0)
        assert rect is not None, (size, top)
        assert pygame.Rect(0, 0, w, h).contains(rect) and not rect.colliderect(field)
        assert rect.h >= rows * LEAST_KEY


def test_no_room_clear_of_the_field_is_said_not_squeezed():
    pygame = pytest.importorskip("pygame")
    from quiver.scenes.onscreen_keys import keys_room

    assert keys_room((480, 200), pygame.Rect(0, 60, 480, 80), 5, 1.0) is None
