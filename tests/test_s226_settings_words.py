"""s226: Settings at 480x360 (the least screen the layouts are for) cut Reduced motion's
description at the card's edge, "no shaking, blinking or pop": the card of a window
narrower than the descriptions' column draws each one smaller where it would not fit."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import menu_maker

from quiver.render2d import theme
from quiver.scenes import settings_draw
from quiver.scenes.settings_layout import ROWS

SIZES = [(480, 360), (500, 400), (640, 480), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_description_ends_inside_its_row(monkeypatch, tmp_path, size):
    from quiver.feedback import MUTED_NOTE
    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as go:
        app = go(size)
        scene = SettingsScene(app.ports)
        app.push(scene)
        drawn: list[tuple[str, int, tuple[int, int]]] = []
        caught = lambda _s, words, px, _ink, at, *a: drawn.append((words, px, at))
        monkeypatch.setattr(settings_draw, "text", caught)
        surface = pygame.Surface(size)  # (the rules drawn; the words caught)
        descs = [(key, desc) for key, _, desc in ROWS] + [(k, d) for k, d in settings_draw.PAD_DESC.items()]
        descs.append(("volume", MUTED_NOTE))
        for k, (key, desc) in enumerate(descs):
            r = scene.rows[key]
            drawn.clear()
            settings_draw.draw_row_words(surface, scene.plan, r, k, "title", desc, False)
            words, px, at = drawn[-1]
            assert words == desc
            assert at[0] + theme.text_size(desc, px)[0] <= r.right - 4, f"{key}: {desc!r} runs past its row"
            assert px >= 12
