"""A lone toast over a play view at a bigger "Size of menus" (s400): a saved file's path and a
first meeting stood whole in 14-16 px in a corner at 800x600 and 150% (and the layers' news
at 640x480 and 200%), under a HUD drawn half again as big: the bar place over the top bar
(toast_grown.py, s397) held none of them whole in TEXT, and their short forms were not tried
(toast_short._goes_short: never a saved file's nor a first meeting's). Said short they stand
in TEXT now (toast_short._grown_lone); tools/layout.py --toasts --scale says so
(layout_scale.lone_small)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)
from layout_checks import scale as layout_scale  # noqa: E402 - tools/layout_checks/scale.py

from quiver.scenes.toast_cards import text_print  # noqa: E402


def _prints(size, scale, names):
    """Each screen of `names` with its toast up, as tools/layout.py --toasts draws it: (its
    print, what layout_scale.lone_small and with_toasts find)."""
    app = layout.make_app(size)
    out = {}
    try:
        layout.set_scale(app, scale)
        for name, go in layout.screens(app):
            if name not in names or go() is None:
                continue
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            layout._cards(app.toasts)
            said = layout_scale.lone_small(app, float(scale))
            out[name] = (app.toasts._text, said + layout.with_toasts(app, picture, drawn))
    finally:
        app.close()
    return out


@pytest.mark.slow
def test_a_lone_toast_is_said_short_in_text_rather_than_whole_in_small_print(layout_home):
    names = {"news2d-1", "met2d", "met3d"}
    for name, (size, found) in _prints((800, 600), "1.5", names).items():  # (14-16 px before)
        assert size >= text_print() and found == [], name
    size, found = _prints((640, 480), "2", {"news2d-layers"})["news2d-layers"]  # (14 px before)
    assert size >= text_print() and found == []
