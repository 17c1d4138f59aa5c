"""s323: the wheel over a Settings volume slider scrolled the card under the pointer (the
Custom panel's Arrows slider moves with the wheel). Over a slider a notch moves it a step,
saved as a key's step; elsewhere the wheel scrolls the card; a scroll going on goes on
over a slider it brings under the pointer, which it leaves as it was."""

from __future__ import annotations

import json

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.scenes.settings_wheel import WHEEL_HOLD


def _notch(app, pos, up: bool = True) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    y = 1 if up else -1
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    run(app)


def _settings(make, size):
    app = make(size=size)
    post(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o", scancode=0)
    run(app, 3)
    card = app.top
    assert type(card).__name__ == "SettingsScene"
    return app, card


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_wheel_over_a_volume_slider_moves_it_and_saves_it(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, card = _settings(make, size)
        for slider, key in ((card.volume, "volume"), (card.music, "music_volume")):
            pos = card.widget_center(key)
            app.clock.t += 1.0
            value, scroll = slider.value, card.scroll
            _notch(app, pos, up=False)
            _notch(app, pos, up=False)
            assert slider.value == value - 2 * slider.page(), f"the wheel over {key} did not move it"
            assert card.scroll == scroll, "the card scrolled under the pointer"
            saved = json.loads((tmp_path / "home" / "settings.json").read_text())
            assert round(saved[key] * 100) == slider.value  # (saved as a key's step)


def test_elsewhere_the_wheel_scrolls_and_a_scroll_goes_on_over_a_slider(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, card = _settings(make, (640, 480))
        assert card.plan.scroll and card.max_scroll > 0
        at = (card.volume.rect.centerx, card.plan.view.y + 16)  # the controls' column, the first row's
        values, met = (card.volume.value, card.music.value), set()
        assert not card.volume.rect.collidepoint(at)  # (no slider under it at first)
        for _ in range(10):  # down the list: the sliders' rows come up under the pointer
            met |= {k for k, s in (("volume", card.volume), ("music", card.music)) if s.rect.collidepoint(at)}
            scroll = card.scroll
            _notch(app, at, up=False)
            assert card.scroll > scroll or card.scroll == card.max_scroll
            app.clock.t += WHEEL_HOLD / 4
        assert met == {"volume", "music"}, met
        assert (card.volume.value, card.music.value) == values, "a scroll going on moved a slider it met"
        app.clock.t += 2 * WHEEL_HOLD
        card.scroll_to("volume")
        _notch(app, card.volume.rect.center)
        assert card.volume.value == values[0] + card.volume.page()  # (a fresh turn over it: a page)
