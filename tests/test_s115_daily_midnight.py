"""The Daily screen left open over UTC midnight: the new day's shared board is asked for
(it said "Asking the leaderboard server..." for good, as nothing asked for that day), and
the screen is redrawn with the new date."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 12, 4)


class _Asked:
    """A leaderboard client with a server that records the days asked for."""

    server = "http://127.0.0.1:9"
    version = 0

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.warnings: list[str] = []

    def request(self, day: str, mode: str = "2d") -> None:
        self.asked.append(day)

    def board(self, day: str, mode: str = "2d"):
        return None

    def pending(self, mode: str | None = None) -> int:
        return 0

    def refusal(self, mode: str = "2d") -> None:
        return None

    def stop(self, wait: float = 0) -> None:
        pass


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    def on_day(app):
        app.midend._today = lambda: app.today_now

    with menu_maker(monkeypatch, tmp_path, on_day) as go:
        yield go


def test_the_new_days_board_is_asked_for_after_midnight(make, monkeypatch):
    from quiver.app import App
    from quiver.scenes.daily import DailyScene

    monkeypatch.setattr(App, "today_now", DAY, raising=False)
    app = make((1280, 800))
    app.midend.leaderboard = client = _Asked()
    scene = DailyScene(app.ports)
    app.push(scene)
    scene.update(1 / 60)
    scene.take_full_redraw()
    assert client.asked[-1] == DAY.isoformat()
    app.today_now = DAY + _dt.timedelta(days=1)  # the clock passes 00:00 UTC
    scene.update(1 / 60)
    assert client.asked[-1] == "2026-12-05" and scene.take_full_redraw()
    n = len(client.asked)
    scene.update(1 / 60)
    assert len(client.asked) == n  # asked once, not every frame
