"""The Daily screen's best dailies at 480x360 (s136): once a daily was cleared its row said
"0 mistakes" in print 10 (6 px capitals) beside print 12, for the stars' sake. The
columns stand closer before the print shrinks, and the mistakes are never smaller than 14
unless the row is."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)


def printed(monkeypatch, app, mistakes):
    """The Daily screen drawn at `app`'s size with a cleared daily a day for each count of
    `mistakes`: {text: print size} of what it wrote, and the stars it drew."""
    from app_helpers import prints

    from quiver.game.progress_records import DailyResult
    from quiver.scenes import daily_board
    from quiver.scenes.daily import DailyScene

    for i, n in enumerate(mistakes):
        day = (DAY - _dt.timedelta(days=3 * i)).isoformat()
        app.midend.progress.dailies("2d")[day] = DailyResult(
            won=True, mistakes=n, time_s=600 + 61 * i, stars=2
        )
    stars = []
    real_star = daily_board.rating_star
    monkeypatch.setattr(daily_board, "rating_star", lambda *a: stars.append(a) or real_star(*a))
    scene = DailyScene(app.ports)
    app.push(scene)
    return prints(monkeypatch, scene), stars


make = menus_on(DAY)


@pytest.mark.parametrize("mistakes", [(0, 1, 2), (15, 3)], ids=["few", "many"])
def test_a_cleared_dailys_mistakes_are_legible_at_480x360(make, monkeypatch, mistakes):
    from quiver.engine.errors import count_of

    sizes, stars = printed(monkeypatch, make((480, 360)), mistakes)
    said = count_of(min(mistakes), "mistake")  # (the best first: the card holds one row here)
    assert sizes[said] >= 12 and sizes[said] >= min(14, sizes["1."])
    assert stars, "the row kept its stars"
    if mistakes == (0, 1, 2):
        assert sizes[said] == 14 and sizes["1."] >= 13


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_wider_windows_keep_their_rows(make, monkeypatch, size):
    """Where the columns fitted apart they stay apart in the same print."""
    sizes, stars = printed(monkeypatch, make(size), (0, 1, 2))
    assert sizes["1."] == {(640, 480): 20, (1280, 800): 24}[size] and stars  # (640x480: 19 before s322)
