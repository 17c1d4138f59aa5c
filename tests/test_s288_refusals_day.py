"""Refusals kept by the game's day (s279) read that day when they need it (s288): the
mid-end handed the leaderboard the day's function it had when built, so a game whose
day is set after (menu_maker's `today`, the midnight tests' clock past 00:00) kept its
refusals by the real UTC day, the Daily screen's "today" by its own."""

from __future__ import annotations

import datetime as _dt


def test_the_leaderboards_day_follows_the_games_day_set_after_it_was_built(monkeypatch, tmp_path):
    from quiver.game.midend import Midend

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    day = [_dt.date(2031, 5, 4)]
    midend = Midend(seed=lambda: 1)
    midend._today = lambda: day[0]  # (as app_helpers.menu_maker sets a game's today)
    assert midend.leaderboard.refusals.today() == midend.today() == day[0]
    day[0] += _dt.timedelta(days=1)  # (midnight passes in the game)
    assert midend.leaderboard.refusals.today() == day[0]
