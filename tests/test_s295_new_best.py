"""A new best score is a won run's score over the best kept before it, the campaign
level's and the daily's each their own (s295: the two branches of record_result each
wrote the rule; one helper now). Both branches pinned: over, equal, lost, and one
progress holding a high level best and a low daily best."""

from __future__ import annotations

import pytest
from test_midend import CODE, DAY, won

from quiver.game.journey import CampaignLevel, DailyPuzzle, PuzzleRequest
from quiver.game.progress import Progress
from quiver.game.progress_daily import record_daily
from quiver.game.progress_records import DailyResult, LevelRecord
from quiver.game.services import record_result

LEVEL = PuzzleRequest(CampaignLevel("2d", 1))
DAILY = PuzzleRequest(DailyPuzzle(DAY), CODE)


def _progress(level_best: int | None, daily_best: int | None) -> Progress:
    p = Progress()
    if level_best is not None:
        p.campaign("2d").levels[1] = LevelRecord(
            stars=3, best_time_s=99.0, completed=True, best_score=level_best
        )
        p.campaign("2d").current = 2
    if daily_best is not None:
        old = DailyResult(
            mode="2d", won=True, mistakes=0, time_s=99.0, hints=0, stars=3, best_score=daily_best
        )
        record_daily(p, DAY, old)
    return p


@pytest.fixture(scope="module")
def run():
    return won(CODE)


@pytest.mark.parametrize("request_, kw", [(LEVEL, "level_best"), (DAILY, "daily_best")])
@pytest.mark.parametrize("over, lost, beat", [(-1, False, True), (0, False, False), (-1, True, False)])
def test_each_branch_beats_its_own_best(run, request_, kw, over, lost, beat):
    total = run.score.total
    run.won = not lost
    try:
        out = record_result(
            _progress(**{"level_best": None, "daily_best": None, kw: total + over}), request_, run, DAY
        )
    finally:
        run.won = True
    assert out.new_best_score is beat and out.best_score == total + over


def test_the_bests_are_each_branchs_own(run):
    total = run.score.total
    p = _progress(level_best=total + 100, daily_best=total - 1)
    assert not record_result(p, LEVEL, run, DAY).new_best_score  # (the level's best is higher)
    p = _progress(level_best=total + 100, daily_best=total - 1)
    assert record_result(p, DAILY, run, DAY).new_best_score  # (the day's best is lower)
