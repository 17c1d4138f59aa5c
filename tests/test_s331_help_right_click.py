"""s331: How to play did not say that a right click goes back (as Esc) on the menus and
cards (input_back, s317); only the README did. It says so now where it lists the keys: in
the body where that scrolls (its keys' line, HELP_KEYS), else in the line under it beside
the buttons (HELP_FOOT's forms that have room). And a right click closes the page."""

from __future__ import annotations

import pygame
import pytest

from quiver.engine.modes import Mode
from quiver.scenes import legend_words
from tests.app_helpers import app_maker, post, prints, run


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800), (1920, 1080)])
def test_every_page_says_a_right_click_is_esc(monkeypatch, tmp_path, size):
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        for mode in Mode:
            scene = LegendScene(app.ports, mode)
            app.push(scene)
            printed = prints(monkeypatch, scene)
            body = " ".join(text for text, *_ in scene.body()[0])
            said = [t for t in (body, *printed) if "right click" in t.lower()]
            assert said, (size, mode)
            if scene.max_scroll:  # (the body's sentence says where: every menu and card)
                assert legend_words.RIGHT_CLICK in body, (size, mode)
            assert not scene.max_scroll or size[0] < 1280, (size, mode)  # (no scroll where none was)
            app.clock.t += 1.0  # (a press just after the page opened: a stray one, StrayClick)
            post(pygame.MOUSEBUTTONDOWN, pos=scene.body()[2].center, button=3)
            post(pygame.MOUSEBUTTONUP, pos=scene.body()[2].center, button=3)
            run(app, 2)
            assert app.top is not scene, "a right click did not close How to play"
