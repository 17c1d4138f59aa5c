"""s214: with no leaderboard server set, Daily's card offered a won day's "Play again
(unranked)": offline no run is ranked, so the word misled. It says "Play again" then;
"(unranked)" stays where a server is set (it keeps the day's first clear)."""

from __future__ import annotations

import datetime as _dt

import pygame
import pytest
from app_helpers import daily_scene

from quiver.game.progress_daily import record_daily
from quiver.game.progress_records import DailyResult

TODAY = _dt.date(2026, 7, 15)  # (daily_scene's day)


@pytest.mark.parametrize(
    ("server", "won", "label"),
    [
        ("", True, "Play again"),
        ("http://127.0.0.1:9", True, "Play again (unranked)"),
        ("", False, "Try again"),
    ],
)
def test_a_played_days_play_says_ranked_only_with_a_server(monkeypatch, tmp_path, server, won, label):
    with daily_scene(monkeypatch, tmp_path, (1280, 800)) as scene:
        midend = scene.midend
        midend.leaderboard.server = server  # (set without starting the client's thread)
        record_daily(midend.progress, TODAY, DailyResult(won=won, time_s=60.0))
        scene.full_redraw = True
        scene.draw(pygame.Surface(scene.size, pygame.SRCALPHA))
        assert scene.play_btn.label == label
