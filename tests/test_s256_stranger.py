"""s256: a stranger's first fifteen minutes in the real game (Xvfb, xdotool), what they
noticed, each pinned here headless."""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

TODAY = _dt.date(2026, 12, 6)


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def test_each_daily_tab_names_its_own_modes_puzzle(monkeypatch, make):
    """The 3D and Flat 3D tabs said the 2D daily's "Letter J shape", "14 arrows · 11x16"
    and drew its J: the screen kept the first code it made for the day, whatever the tab."""
    from app_helpers import prints

    from quiver.game.daily import daily_code
    from quiver.scenes.daily import DailyScene

    app = make((800, 600))
    scene = DailyScene(app.ports, "2d")
    app.push(scene)
    for k, mode in ((pygame.K_1, "2d"), (pygame.K_2, "3d"), (pygame.K_3, "flat"), (pygame.K_1, "2d")):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        want = daily_code(TODAY, mode)
        assert scene.mode == mode and scene.code() == want
        dims = "x".join(map(str, want.size))
        seen = prints(monkeypatch, scene)
        assert any(t.endswith(dims) and t.startswith(f"{want.arrows} arrows") for t in seen), (mode, seen)
