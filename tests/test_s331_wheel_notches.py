"""s331: a wheel notch over a slider moved it one unit (100 notches for a volume's 0 to
100), and a turn carrying several notches (MOUSEWHEEL's y) moved it one all the same; the
Custom panel's Arrows slider moved one down on a turn of no whole notch (y 0, a touchpad's
precise_y). A notch moves a page now (a twentieth: 5 of 100, as PgUp), every notch a turn
carries; the arrow keys keep their one."""

from __future__ import annotations

import json

import pygame
from app_helpers import app_maker, post, run

from quiver.render2d.widgets import Slider


def _turn(y: int, precise: float | None = None) -> pygame.event.Event:
    p = float(y) if precise is None else precise
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=p)


def test_a_notch_moves_a_page_and_a_turn_all_its_notches():
    s = Slider(0, 100, 50, rect=(0, 0, 200, 30))
    s.hover = True
    s.handle(_turn(1))
    assert s.value == 55
    s.handle(_turn(-3))
    assert s.value == 40
    s.handle(_turn(0, 0.4))  # (no whole notch yet: nothing)
    assert s.value == 40
    s.key(pygame.K_RIGHT)  # (a key's fine step stays)
    assert s.value == 41
    s.handle(_turn(30))
    assert s.value == 100


def test_the_custom_arrows_slider_moves_a_page_a_notch(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        post(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0)
        run(app, 2)
        menu = app.top
        menu.size_seg.set(2)  # L: 119 to 208
        run(app)
        slider = menu.slider
        assert (slider.lo, slider.hi) == (119, 208)
        slider._set(150)
        post(pygame.MOUSEMOTION, pos=slider.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
        run(app)
        assert slider.value == 150 + 2 * 4, slider.value  # (89 // 20 a notch)
        post(pygame.MOUSEWHEEL, x=0, y=0, flipped=False, precise_x=0.0, precise_y=-0.25)
        run(app)
        assert slider.value == 158, "a turn of no whole notch moved the slider"


def test_a_settings_volume_goes_0_to_100_in_20_notches_and_saves(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        post(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o", scancode=0)
        run(app, 3)
        card = app.top
        assert type(card).__name__ == "SettingsScene"
        pos = card.widget_center("volume")
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        run(app)
        card.volume._set(0)
        app.clock.t += 1.0
        post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
        run(app)
        assert card.volume.value == 15, card.volume.value
        for _ in range(17):
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            run(app)
        assert card.volume.value == 100
        saved = json.loads((tmp_path / "home" / "settings.json").read_text())
        assert saved["volume"] == 1.0
