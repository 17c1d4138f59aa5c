"""s246: the dates of "Your best dailies". A wide card wrote them as ISO dates
("2026-12-04"), the form s47 took out of the calendar's day line for "Fri 4 Dec"; they
are now said as the calendar says them, with the weekday (it sets the difficulty), and
"4 Dec" where the card is narrow. Each date is the puzzle's UTC day, the calendar's: a
daily played over midnight is its first day's, one played late its own day's, and one of
another year says its year. A record dated after today (a clock set back, a hand-edited
progress.json) was listed under its own date; since s259 it is left out till its day
comes, as the calendar draws that day as not out yet (s248: tests/test_s259_review.py)."""

from __future__ import annotations

import datetime as _dt

import pytest

from quiver.game.progress_records import DailyResult
from tests.test_s207_kept_puzzle import home

__all__ = ["home"]  # (the fixture)

pygame = pytest.importorskip("pygame")

TODAY = _dt.date(2026, 12, 6)  # a Sunday


def _days_drawn(monkeypatch, make, size, records) -> list[str]:
    """The best dailies' days as the Daily screen at `size` writes them, best first."""
    from app_helpers import prints

    from quiver.scenes.daily import DailyScene

    app = make(size)
    app.midend.progress.dailies("2d").update(records)
    scene = DailyScene(app.ports)
    app.push(scene)
    sizes = prints(monkeypatch, scene)
    ranks = [t for t in sizes if t.endswith(".") and t[:-1].isdigit()]
    texts = list(sizes)
    return [texts[texts.index(r) + 1] for r in ranks]


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


RECORDS = {
    "2026-12-09": DailyResult(won=True, mistakes=0, time_s=50, stars=3),  # after today: not listed
    "2025-12-06": DailyResult(won=True, mistakes=0, time_s=90, stars=3),  # a year before
    "2026-12-04": DailyResult(won=True, mistakes=0, time_s=200, stars=3, late=True),
    "2026-12-06": DailyResult(won=True, mistakes=1, time_s=100, stars=2),
}


def test_a_wide_card_says_each_day_as_the_calendar_does(monkeypatch, make):
    days = _days_drawn(monkeypatch, make, (1280, 800), RECORDS)
    assert days == ["Sat 6 Dec 2025", "Fri 4 Dec", "Sun 6 Dec"]


def test_a_narrow_card_says_the_short_days(monkeypatch, make):
    days = _days_drawn(monkeypatch, make, (640, 480), RECORDS)
    assert days == ["6 Dec 2025", "4 Dec"]  # (the rows that fit)


def test_a_daily_played_over_midnight_is_its_first_days(home):
    from quiver.game.code import generate_board
    from quiver.game.midend import Midend
    from quiver.game.progress_daily import daily_leaderboard
    from quiver.game.session import Session

    today = [TODAY - _dt.timedelta(days=1)]
    m = Midend(today=lambda: today[0], lessons=False)
    request = m.daily("2d")
    s = Session(generate_board(request.code), 3, ranked=True)
    s.fire(min(s.board.free_arrows()))
    today[0] = TODAY  # midnight, UTC
    while not s.over:
        s.fire(min(s.board.free_arrows()))
    m.finished(request, s)
    board = daily_leaderboard(m.progress, "2d", TODAY)
    assert [d for d, _r in board] == ["2026-12-05"] and not board[0][1].late


def test_the_day_is_the_utc_day_not_the_local_one():
    """At 01:00 on 7 December in Kiribati (UTC+14) it is still the 6th's daily."""
    from quiver.game.daily import today_utc

    kiribati = _dt.timezone(_dt.timedelta(hours=14))
    assert today_utc(_dt.datetime(2026, 12, 7, 1, 0, tzinfo=kiribati)) == TODAY
