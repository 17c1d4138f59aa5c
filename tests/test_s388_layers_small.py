"""s388: the layers' toast (rotating arrows turned, one more round of taps needed: s367)
waited until the top bar showed its layers chip, and at 640x480 and 480x360 the bar drops
that chip, so a player there never met it until the window grew. There it now says the
same news in words that name no chip, placed as a toast (not queued behind the bar)."""

import pytest
from app_helpers import app_maker, run
from test_s367_layers_rise import _rise, _told

from quiver.game.settings import LAYERS_TIP
from quiver.scenes.play_tips import turned_words


def _chip_shown(play) -> bool:
    return any(c.label == "layers" for c in play.hud.top_bar(play.hud_info()).chips)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_narrow_bar_gets_the_news_in_its_own_words(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make(size=size)
        play = _rise(app)
        assert not _chip_shown(play)  # (the bar gave the chip way: what the test is about)
        shown = [t for t in app.toasts.texts() if "arrows turned" in t.lower()]
        assert len(shown) == 1 and shown[0] in turned_words(1, chip=False), _told(
            app
        )  # (short where it fits)
        assert "layer" not in shown[0].lower()  # (no chip named that the bar does not show)
        assert LAYERS_TIP in app.midend.settings.seen_lessons  # said once in a save
        run(app, 600)
        play.restart()
        run(app, 2)
        play.fire(play.session.hint())
        run(app, 3)
        assert not [t for t in app.toasts.texts() if "arrows turned" in t.lower()]


def test_the_words_name_the_rounds():
    assert turned_words(1, chip=False) == (
        "The arrows turned: the board needs one more round of taps",
        "Arrows turned: one more round of taps",
    )
    assert "2 more rounds" in turned_words(2, chip=False)[0]
    assert turned_words(1)[0].endswith("Layers counts the rounds of taps still needed.")


def test_a_wide_bar_still_names_its_chip(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make(size=(1280, 800))
        play = _rise(app)
        assert _chip_shown(play)
        assert _told(app) == [turned_words(1)[0]]
