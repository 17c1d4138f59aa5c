"""The pause card's key lines after resizes with the keyboard's ring up: each button says
its own key, "Enter / " once before the ringed one's. s176's Export-by-width took each
button's key from its drawn line at every layout, which already said "Enter / Esc" on the
ringed Resume, so every resize added one more ("Enter / Enter / Enter / Esc", drawn out of
the button at 480x360) (s185). No window: the fast tier."""

from __future__ import annotations

import pytest
from app_helpers import run, scene_key
from test_s170_small_bar_reach import WIDE, _paused, make_app

pygame = pytest.importorskip("pygame")

__all__ = ["make_app"]  # (the fixture)

OWN = {"Resume": "Esc", "Restart": "R", "Settings": "O", "How to play": "F1", "Export": "E", "Menu": "M"}


def test_resizes_with_the_ring_up_keep_each_key_line_its_own(make_app):
    app, _play, card = _paused(make_app, (480, 360))
    scene_key(card, pygame.K_DOWN)
    scene_key(card, pygame.K_UP)  # the ring shown, on Resume
    for size in ((640, 480), WIDE, (480, 360), (560, 400), (480, 360)):
        app._resize(size)
        run(app, 2)
        lines = {b.label: b.sub for b in card.buttons}
        ringed = card.buttons[card.focus].label
        assert lines == {k: ("Enter / " if k == ringed else "") + OWN[k] for k in lines}, size
    assert "Export" in lines and ringed == "Resume"
