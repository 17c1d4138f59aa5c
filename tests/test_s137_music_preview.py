"""s137: Settings' music slider previewed itself with the effects' click. Moving the music
volume is heard in the music itself (it plays under every screen); a click at the effects'
volume said nothing about it. A dragged effects slider still clicks once, when let go."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _drag(slider, frac_from: float, frac_to: float) -> None:
    r = slider.rect
    y = r.centery
    start = (r.x + int(r.w * frac_from), y)
    end = (r.x + int(r.w * frac_to), y)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(end[0] - start[0], 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)


@pytest.mark.parametrize(("row", "clicks"), [("music", 0), ("volume", 1)])
def test_a_dragged_volume_clicks_only_for_the_effects(monkeypatch, tmp_path, row, clicks):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.flow.open_settings()
        run(app, 2)
        scene = app.top
        scene.scroll_to("music_volume" if row == "music" else "volume")
        run(app, 2)
        sounds: list[str] = []
        monkeypatch.setattr(app.feedback, "sound", sounds.append)
        setting = "music_volume" if row == "music" else "volume"
        before = getattr(app.midend.settings, setting)
        _drag(getattr(scene, row), 0.9, 0.2)
        run(app, 3)
        after = getattr(app.midend.settings, setting)
        assert after < before - 0.2, (before, after)  # the drag moved it
        assert sounds.count("click") == clicks, sounds
