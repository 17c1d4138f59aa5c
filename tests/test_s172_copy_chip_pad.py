"""The play bar's Copy control (the code chip where the Copy button gave way: 480x360,
640x480) kept its key "C" under its word after a pad's press, where every other key chip
names the pad's button or none (s166: no button copies). Now none, and "C" again after a
key's press (s172). Through the app's real loop (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s135_pad_typing import button
from test_s166_pad_glyphs import key, texts

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("size", [(480, 360), (640, 480)])
def test_the_copy_chip_names_no_key_after_a_pads_press(monkeypatch, tmp_path, size):
    from quiver.game.code import complete
    from quiver.render2d.hudchip import SHORT

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        # a code as long as they come: at 480x360 the chip is the Copy control (level 1's
        # code fits its two lines there since s322's tighter print, and names no key)
        app.flow.open_code(complete("2d", "music_note", None, None, "easy", 9205798039334682822))
        run(app, 30)
        play = app.top
        shown = texts(play)
        assert SHORT in shown or "Copy" in shown, shown  # (the chip is the Copy control here)
        assert "C" in shown  # a keyboard's player: C copies
        button(app, pygame.CONTROLLER_BUTTON_RIGHTSTICK)  # a pad's press (the view's reset)
        shown = texts(app.top)
        assert "Y" in shown and "C" not in shown, shown  # Hint's Y, no C
        key(app, pygame.K_LSHIFT)  # a key again
        assert "C" in texts(app.top)
