"""A level's word shows in the play bar at every size (s302): where the top bar has room
for "Level 1" alone (640x480, 480x360, 800x600: the chips keep their widest room), the word
("Warm-up", "Short", "Hard") stands under it, small, as a bottom button's key under its
word; where the whole title fits, it says it itself and nothing stands under it."""

from __future__ import annotations

import pytest

from quiver.render2d.hudfit import UNDER_PRINT, word_under
from quiver.render2d.theme import text_size
from tests.app_helpers import app_maker, prints, run_until

WHOLE = "Level 1  \u2022  Heart  \u2022  Warm-up"


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600), (1920, 1080)])
def test_the_level_word_shows_at_every_size(monkeypatch, tmp_path, size):
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        app.flow.level("2d", 1)
        run_until(app, lambda: isinstance(app.top, PlayScene), what="level 1 opened")
        printed = prints(monkeypatch, app.top)
    assert app.top.title == WHOLE
    said = [t for t in printed if "Warm-up" in t]
    assert said, sorted(printed)  # (before: "Level 1" alone, up to 800x600)
    if WHOLE not in printed:  # under the label, in a bottom button's key's print
        assert "Level 1" in printed and printed["Warm-up"] == int(UNDER_PRINT * app.top.hud.u)


def test_only_a_word_the_form_drawn_lacks_and_only_where_it_fits():
    assert word_under(WHOLE, "Level 1", 200, 1.0)[0] == "Warm-up"
    assert word_under(WHOLE, WHOLE, 400, 1.0) == ("", 0)  # (the title says it)
    assert word_under(WHOLE, "Level 1  \u2022  Warm-up", 400, 1.0) == ("", 0)
    assert word_under("Level 3  \u2022  Digit 4", "Level 3", 200, 1.0) == ("", 0)  # no word
    # (s337: a daily's day the form drawn lacks stands under it, as a level's word does)
    assert word_under("Daily 2026-12-01  \u2022  Heart", "Daily", 200, 1.0)[0] == "Dec 1"
    assert word_under("Daily 2026-12-01  \u2022  Heart", "Daily Dec 1", 200, 1.0) == ("", 0)
    need = text_size("Warm-up", UNDER_PRINT)[0]
    assert word_under(WHOLE, "Level 1", need - 1, 1.0) == ("", 0)  # (no room: none, not cut)
