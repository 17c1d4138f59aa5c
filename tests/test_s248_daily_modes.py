"""s248: each mode's daily has its own record. progress.json kept one daily record per
date (its mode inside it): a cleared 3D daily made the 2D Daily screen say today's was
"Cleared in ...", a better 3D run replaced the 2D record, and the replay rule read the one
record (a 3D daily cleared again after a 2D was ranked again). The file stays schema 1:
"daily" keeps each date's best record, as a Quiver made before reads it, "daily_modes"
every record of a date played in more than one mode (quiver/game/progress.py).

Also: a calendar day after today with a result (the clock set back since) was drawn
cleared; it is drawn as a day to come, and its line says what was kept."""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import asdict, fields

import pytest

from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_leaderboard, daily_streak, record_daily
from quiver.game.progress_file import load_progress, progress_path, save_progress
from quiver.game.progress_records import DailyResult
from quiver.game.save_keep import kept
from quiver.game.save_mends import lost_entries
from tests.test_s207_kept_puzzle import home

__all__ = ["home"]  # (the fixture)

TODAY = _dt.date(2026, 12, 9)  # a Wednesday
DAY = TODAY.isoformat()


def won(mode: str, mistakes: int = 0, time_s: float = 60.0, **kw) -> DailyResult:
    return DailyResult(mode=mode, won=True, mistakes=mistakes, time_s=time_s, stars=3 - mistakes, **kw)


def play(m, mode: str, day: _dt.date | None = None, mistakes: int = 0):
    """A daily of `mode` played to the end through the mid-end: its outcome's daily part."""
    from quiver.game.code import generate_board
    from quiver.game.session import Session
    from tests.test_s207_kept_puzzle import blocked_arrow

    request = m.daily(mode, day)
    s = Session(generate_board(request.code), 3, ranked=True)
    for _ in range(mistakes):
        s.fire(blocked_arrow(s))
    while not s.over:
        s.fire(min(s.board.free_arrows()))
    return m.finished(request, s).daily


# -- the records -------------------------------------------------------------------------------


def test_two_modes_the_same_day_keep_a_record_each():
    p = Progress()
    assert record_daily(p, TODAY, won("2d", mistakes=2))
    assert record_daily(p, TODAY, won("3d", mistakes=0))  # better, but not 2D's
    assert p.daily_result("2d", TODAY).mistakes == 2 and p.daily_result("3d", TODAY).mistakes == 0


def test_the_replay_rule_is_each_modes(home):
    """A 3D daily worse than the day's 2D one, cleared again: a replay (it was ranked twice)."""
    from quiver.game.midend import Midend

    m = Midend(today=lambda: TODAY, lessons=False)
    assert not play(m, "2d").replay
    assert not play(m, "3d", mistakes=1).replay  # the day's first 3D clear: ranked
    assert play(m, "3d").replay  # its second: a personal replay
    assert play(m, "2d").replay


def test_the_streak_counts_a_day_any_modes_daily_was_cleared_on_it():
    p = Progress()
    record_daily(p, TODAY - _dt.timedelta(days=3), won("2d"))
    record_daily(p, TODAY - _dt.timedelta(days=2), won("3d"))
    record_daily(p, TODAY - _dt.timedelta(days=1), DailyResult(mode="2d", won=False))
    record_daily(p, TODAY - _dt.timedelta(days=1), won("flat"))
    assert daily_streak(p, TODAY) == 3  # (today's not played yet: the streak goes on)
    record_daily(p, TODAY, won("3d", late=False))
    assert daily_streak(p, TODAY) == 4
    record_daily(p, TODAY - _dt.timedelta(days=4), won("2d", late=True))  # late: no credit
    assert daily_streak(p, TODAY) == 4
    pytest.importorskip("pygame")
    from quiver.scenes.daily_days import best_streak

    assert best_streak(p, TODAY) == 4  # (the Daily screen's "Best streak")


def test_best_dailies_are_the_modes_asked_for():
    p = Progress()
    record_daily(p, TODAY, won("3d", time_s=10.0))
    record_daily(p, TODAY, won("2d", mistakes=1))
    assert [r.mode for _d, r in daily_leaderboard(p, "2d", TODAY)] == ["2d"]
    assert [r.mode for _d, r in daily_leaderboard(p, "3d", TODAY)] == ["3d"]


def test_two_windows_merge_each_modes_record(home):
    """Another Quiver's 3D record of the day is kept beside this one's 2D (progress_merge)."""
    theirs = Progress()
    record_daily(theirs, TODAY, won("3d"))
    save_progress(theirs)
    mine = Progress()
    record_daily(mine, TODAY, won("2d", mistakes=1))
    save_progress(mine)
    p, warning = load_progress()
    assert warning is None and not p.repaired
    assert p.daily_result("2d", TODAY).mistakes == 1 and p.daily_result("3d", TODAY).won


# -- the file ----------------------------------------------------------------------------------

OLD = {  # a file made before s248: one record a date, its mode in it
    "schema": 1,
    "campaign": {},
    "daily": {
        "2026-12-07": {**asdict(won("3d", mistakes=1)), "best_score": 800},
        "2026-12-08": asdict(DailyResult(mode="flat", won=False, mistakes=3, time_s=40.0)),
        DAY: asdict(won("2d")),
    },
}


def test_an_old_file_loads_each_record_under_its_mode_and_saves_as_it_was(home):
    progress_path().write_text(json.dumps(OLD))
    p, warning = load_progress()
    assert warning is None and not p.repaired
    assert p.daily_result("3d", "2026-12-07").best_score == 800
    assert p.daily_result("flat", "2026-12-08").mistakes == 3 and p.daily_result("2d", DAY).won
    assert p.daily_result("2d", "2026-12-07") is None
    assert p.to_dict() == OLD  # (one mode a day: the file as it was, no "daily_modes")


OLD_KNOWN = {  # what a Quiver made before s248 read (progress.KNOWN then)
    "": ("schema", "campaign", "daily", "lessons"),
    "campaign": ("2d", "3d", "flat"),
    "campaign.*": ("current", "levels"),
    "daily.*": tuple(f.name for f in fields(DailyResult)),
}


def old_read(raw: dict) -> dict[str, DailyResult]:
    """The dailies a Quiver made before s248 read from `raw` (its Progress.from_dict)."""
    return {day: DailyResult.from_dict(r) for day, r in raw["daily"].items()}


def old_save(raw: dict, daily: dict[str, DailyResult]) -> dict:
    """What such a Quiver saved over `raw`: what it read, the rest kept (storage.save_json)."""
    return kept(raw, {**raw, "daily": {d: asdict(r) for d, r in sorted(daily.items())}}, OLD_KNOWN)


def test_an_older_quiver_reads_a_new_file_with_nothing_lost_and_its_plays_are_kept(home):
    p = Progress()
    record_daily(p, TODAY, won("2d", mistakes=2))
    record_daily(p, TODAY, won("3d", mistakes=1))
    record_daily(p, "2026-12-08", won("flat"))
    raw = p.to_dict()
    assert set(raw["daily_modes"]) == {DAY}  # (only the date played in two modes)
    old = old_read(raw)
    assert old[DAY] == won("3d", mistakes=1) and old["2026-12-08"] == won("flat")  # each day's best
    saved = old_save(raw, old)
    assert saved == raw and lost_entries(raw, saved) == []  # nothing lost: no file put aside
    old[DAY] = won("2d", mistakes=0, time_s=30.0)  # the older Quiver clears the 2D daily better
    progress_path().write_text(json.dumps(old_save(raw, old)))
    q, warning = load_progress()
    assert warning is None and not q.repaired and not list(home.glob("*corrupt*"))
    assert q.daily_result("2d", TODAY) == won("2d", mistakes=0, time_s=30.0)
    assert q.daily_result("3d", TODAY) == won("3d", mistakes=1)  # kept in "daily_modes"
    assert q.daily_result("flat", "2026-12-08") == won("flat")


def test_a_new_file_round_trips(home):
    p = Progress()
    record_daily(p, TODAY, won("flat", mistakes=1))
    record_daily(p, TODAY, won("2d", mistakes=1))  # a tie: "daily" keeps the first mode's
    save_progress(p)
    q, warning = load_progress()
    assert warning is None and not q.repaired and q == p
    assert json.loads(progress_path().read_text())["daily"][DAY]["mode"] == "2d"


def test_a_nonsense_record_in_daily_modes_is_said_and_the_rest_kept(home):
    raw = {"schema": 1, "daily": {DAY: asdict(won("2d"))}}
    raw["daily_modes"] = {DAY: {"2d": asdict(won("2d")), "3d": "cleared", "4d": {"won": True}}}
    progress_path().write_text(json.dumps(raw))
    p, _ = load_progress()
    assert p.daily_result("2d", TODAY).won and p.daily_result("3d", TODAY) is None
    assert len(p.repaired) == 1 and f"daily_modes.{DAY}.3d" in p.repaired[0]  # ("4d": a newer Quiver's)


# -- the Daily screen --------------------------------------------------------------------------

pygame = pytest.importorskip("pygame")


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def daily_texts(monkeypatch, app, hover: _dt.date | None = None) -> list[str]:
    from app_helpers import prints

    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    scene.hover_day = hover
    return [*prints(monkeypatch, scene), scene.play_btn.label]


def test_a_cleared_3d_daily_leaves_the_2d_daily_screen_unplayed(monkeypatch, make):
    app = make((1280, 800))
    play(app.midend, "3d")
    texts = daily_texts(monkeypatch, app, TODAY)
    assert "Not played yet today" in texts and "Play today's puzzle" in texts
    assert not any(t.startswith("Cleared in") for t in texts)
    assert "Wed 9 Dec: click to play" in texts and "Clear a daily puzzle to see it here." in texts
    assert app.top.midend.streak() == 1  # (the streak is any mode's)


def test_the_2d_daily_screen_keeps_2ds_record_after_a_better_3d_run(monkeypatch, make):
    app = make((1280, 800))
    play(app.midend, "2d", mistakes=1)
    play(app.midend, "3d")
    texts = daily_texts(monkeypatch, app, TODAY)
    assert any(t.startswith("Cleared in") and ", 1 mistake," in f"{t}," for t in texts)  # (a score after)
    assert any(t.startswith("Wed 9 Dec: cleared") and "1 mistake" in t for t in texts)


def test_a_future_days_record_is_no_clear_before_its_day(monkeypatch, make):
    from quiver.render2d import draw

    app = make((1280, 800))
    later = TODAY + _dt.timedelta(days=2)
    record_daily(app.midend.progress, later, won("2d"))  # played with the clock ahead
    ticks = []
    real = draw.check_icon
    monkeypatch.setattr("quiver.scenes.daily_days.check_icon", lambda *a: ticks.append(a) or real(*a))
    texts = daily_texts(monkeypatch, app, later)
    assert not ticks  # (nor do the best dailies list it before its day: s259)
    assert "Fri 11 Dec: not out yet  \u00b7  cleared with the clock ahead" in texts


def test_the_menus_daily_tick_is_the_2d_dailys_as_its_screen(make):
    """The menu's Daily button opens the Daily screen on 2D in a new run: its tick is that
    daily's (s249: then on the tab last shown, tests/test_s249_daily_tabs.py)."""
    from quiver.scenes.menu_home import refresh_home

    app = make((1280, 800))
    play(app.midend, "3d")
    refresh_home(app.top)
    assert not app.top.daily_done and app.top.streak == 1
    play(app.midend, "2d")
    refresh_home(app.top)
    assert app.top.daily_done
