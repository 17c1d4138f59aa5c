"""A lone toast over a play view at a bigger "Size of menus" (s397): where every place beside
the board or the shape held it off the player's aims only in a print under TEXT, it stood
there in that print (toast_stack._grown_off's narrow card), 14 px under a HUD drawn at twice
Auto's size at 800x600 and 200% (a first meeting beside the sphere, the layers' news beside
the cube). It stands in the whole bar place over the top bar in TEXT or bigger now, going as
soon as a count changes (toast_bar.give_way), and keeps the small print only where the bar
place holds it in none of those (a saved board's path, of three lines there)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from layout_helpers import toasted_screens  # noqa: E402

from quiver.scenes.toast_bar import in_bar  # noqa: E402
from quiver.scenes.toast_cards import text_print  # noqa: E402


def _placed(size, scale, names):
    """Each screen of `names` at `size` and `scale` with its toasts up: (their print, whether
    they stand in the bar place, what tools/layout.py --toasts finds)."""
    out = {}
    for name, app, _drawn, found in toasted_screens(size, scale, names):
        layer = app.toasts
        (slot, shown), *_ = layer._placement()
        out[name] = (layer._text, bool(shown) and in_bar(layer, slot), found)
    return out


@pytest.mark.slow
def test_a_lone_toast_keeps_a_bigger_print_in_the_bar_place_where_none_beside_the_board_does(layout_home):
    placed = _placed((800, 600), "2", {"met3d", "news3d-layers", "news2d-2"})
    for name in ("met3d", "news3d-layers"):  # (14 px in a corner beside the shape before)
        size, barred, found = placed[name]
        assert size >= text_print() and barred and found == [], name
    size, barred, found = placed["news2d-2"]  # (a path: three lines in the bar place, which takes two;
    assert size >= text_print() and not barred and found == []  # said short since s400, in TEXT or more)
    # at Auto the bar place over the counts is no lone toast's (a 3D view from 800 px wide:
    # the title's room alone, play_toasts._banner), whatever its print
    auto = _placed((800, 600), "auto", {"met3d", "news3d-layers"})
    assert auto["met3d"][:2] == (16, True)  # (the title's room: every count in sight)
    assert auto["news3d-layers"][:2] == (14, False)
