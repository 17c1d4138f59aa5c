"""s210: opening Settings measured each row's control 990 times and its words 1 245
times (1280x800): the layout search measured them for each card it tried. Now once a
scale, and only at a scale whose card can be short enough; a slider dragged, keys and
frames lay nothing out again, and a size seen before is laid out from what was kept."""

from __future__ import annotations

import pygame
from app_helpers import app_maker, run

from quiver.render2d import theme
from quiver.scenes import settings_layout as lay


class _Counting:
    """settings_layout's theme, its text measures counted."""

    def __init__(self):
        self.measures = 0

    def __getattr__(self, name):
        return getattr(theme, name)

    def text_size(self, *args):
        self.measures += 1
        return theme.text_size(*args)


def _post(*events):
    for kind, kw in events:
        pygame.event.post(pygame.event.Event(kind, **kw))


def test_opening_settings_measures_each_row_once_and_frames_measure_nothing(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    calls = {"control_w": 0, "_try": 0}
    for name in calls:
        real = getattr(lay, name)

        def counted(*args, _real=real, _name=name, **kw):
            calls[_name] += 1
            return _real(*args, **kw)

        monkeypatch.setattr(lay, name, counted)
    words = _Counting()
    monkeypatch.setattr(lay, "theme", words)
    lay.forget()
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        run(app, 2)
        _post((pygame.KEYDOWN, {"key": pygame.K_o, "mod": 0, "unicode": "", "scancode": 0}))
        run(app)
        card = app.top
        assert isinstance(card, SettingsScene)
        # one scale measured (0.85, two columns, the words under): its 15 controls, 15 titles, 15 descriptions
        assert card.plan.scale == 0.85 and card.plan.cols == 2
        assert calls["control_w"] == len(lay.ROWS)  # (990 before s210)
        assert words.measures == 2 * len(lay.ROWS)  # (1 245 before s210)
        opened = dict(calls, measures=words.measures)

        # the effects slider dragged, keys, frames: nothing laid out again
        x, y = card.widget_center("volume")
        was = card.volume.value
        _post((pygame.MOUSEBUTTONDOWN, {"pos": (x, y), "button": 1}))
        run(app)
        for dx in range(-40, 41, 20):
            _post((pygame.MOUSEMOTION, {"pos": (x + dx, y), "rel": (20, 0), "buttons": (1, 0, 0)}))
            run(app)
        _post((pygame.MOUSEBUTTONUP, {"pos": (x + 40, y), "button": 1}))
        run(app)
        assert card.volume.value != was  # (dragged)
        for key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP):
            _post((pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0}))
            run(app)
        run(app, 10)
        assert dict(calls, measures=words.measures) == opened

        # made smaller and back: the old size's plan is kept, the new one measured once
        before = card.plan
        card.resize((640, 480))
        small = dict(calls, measures=words.measures)
        assert small["control_w"] - opened["control_w"] <= len(lay.ROWS)
        card.resize((1280, 800))
        assert card.plan == before and dict(calls, measures=words.measures) == small
