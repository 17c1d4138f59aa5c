"""Each Daily line speaks of one run (s366): today's line read "Cleared in 0:13, 0 mistakes,
4059 points" where the score was the day's best of ANY run (``best_score``) and the time and
mistakes the best-ranked run's. A daily's record now keeps its own run's score (``score``),
which travels with it when a better-ranked run replaces it, and the today card, your best
dailies' rows and the calendar's line write that one. A save from before holds no run's
own score: nothing is written, never the day's best of another run."""

from __future__ import annotations

import datetime as _dt
import json

import pytest
from app_helpers import menus_on
from test_midend import CODE, won

from quiver.game.journey import DailyPuzzle, PuzzleRequest
from quiver.game.progress import Progress
from quiver.game.progress_daily import record_daily
from quiver.game.progress_merge import merge
from quiver.game.progress_records import DailyResult
from quiver.game.services import record_result

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
make = menus_on(DAY)

FAST = DailyResult(won=True, mistakes=0, time_s=13.2, stars=3, score=4059, best_score=4059)
SLOW = DailyResult(won=True, mistakes=2, time_s=40.0, stars=1, score=5120, best_score=5120)


@pytest.mark.parametrize("order", ["fast-first", "slow-first"])
def test_the_kept_run_keeps_its_own_score_and_the_day_its_best(order):
    """Whichever came first, the day keeps the fast run with ITS score, and 5120 as the
    day's best score apart from it."""
    p = Progress()
    runs = (FAST, SLOW) if order == "fast-first" else (SLOW, FAST)
    for r in runs:
        record_daily(p, DAY, DailyResult.from_dict(r))
    kept = p.daily_result("2d", DAY)
    assert (kept.mistakes, kept.score, kept.best_score) == (0, 4059, 5120)


def test_two_devices_merged_keep_the_ranked_runs_score():
    mine, theirs = Progress(), Progress()
    record_daily(mine, DAY, DailyResult.from_dict(SLOW))
    record_daily(theirs, DAY, DailyResult.from_dict(FAST))
    merge(mine, theirs)
    kept = mine.daily_result("2d", DAY)
    assert (kept.mistakes, kept.score, kept.best_score) == (0, 4059, 5120)


def test_a_played_daily_records_its_runs_score():
    """record_result writes the run's score as the record's own: a slower run kept before
    with a higher score is replaced, its score not kept with the new time."""
    run = won(CODE)
    day = _dt.date(2026, 5, 11)
    p = Progress()
    old = DailyResult(won=True, mistakes=3, time_s=99.0, score=run.score.total + 500)
    record_daily(p, day, DailyResult.from_dict({**old.__dict__, "best_score": old.score}))
    record_result(p, PuzzleRequest(DailyPuzzle(day), CODE), run, day)
    kept = p.daily_result("2d", day)
    assert (kept.score, kept.best_score) == (run.score.total, run.score.total + 500)


def test_the_score_is_saved_and_read_back(tmp_path):
    from quiver.game.progress_file import load_progress, save_progress

    p = Progress()
    for r in (FAST, SLOW):
        record_daily(p, DAY, DailyResult.from_dict(r))
    save_progress(p, tmp_path)
    q, warning = load_progress(tmp_path)
    assert warning is None and q.daily_result("2d", DAY).score == 4059


def _save(tmp_path, record: dict) -> None:
    from quiver.game.progress_file import progress_path, save_progress

    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    save_progress(Progress(), home)
    path = progress_path(home)
    data = json.loads(path.read_text())
    data["daily"] = {DAY.isoformat(): {"mode": "2d", "hints": 0, **record}}
    path.write_text(json.dumps(data))


def _drawn(app):
    """The Daily screen drawn: the scene and the texts it wrote."""
    from quiver.render2d.drawn import TEXT, recording
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(app.size))
    return scene, [i.label for i in seen.items if i.kind == TEXT]


def _calendar_line(scene) -> str:
    from quiver.scenes.daily_days import day_line

    return day_line(DAY, scene.midend.progress.daily_result("2d", DAY), DAY)


@pytest.mark.parametrize("size", [(640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_line_says_the_kept_runs_score_not_the_days_best(make, tmp_path, size):
    won = {"won": True, "mistakes": 0, "time_s": 13.2, "stars": 3}
    _save(tmp_path, {**won, "score": 4059, "best_score": 5120})
    scene, texts = _drawn(make(size))
    said = " | ".join(texts)
    assert "4059 p" in said and "5120 p" not in said and "5" + "\u2009120" not in said, said
    line = _calendar_line(scene)
    assert "4059 pts" in line and "5120" not in line, line


@pytest.mark.parametrize("size", [(480, 360), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_older_save_shows_no_score_rather_than_another_runs(make, tmp_path, size):
    """A save from s358 to s366 holds the day's best score and no run's own: none written."""
    _save(tmp_path, {"won": True, "mistakes": 0, "time_s": 13.2, "stars": 3, "best_score": 5120})
    scene, texts = _drawn(make(size))
    assert not any("pts" in t or "points" in t for t in texts), texts
    assert "pts" not in _calendar_line(scene)
