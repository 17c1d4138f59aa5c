"""s292 (from s291's play of 2D levels 1-12): a level's first clear said "New best!" on
the score line, then "Best: 2 stars · 0:04" on the level line, this very run again.
A first clear beats nothing kept: the score line says "First clear!", the level line
what the clear opened ("Level 2 is open"). Later clears are as before ("New best!" when
beaten, "New best time!", "Best: ..." otherwise). A day's daily, the same: its first
clear (a day lost before kept a best of 0) says "First clear!". An old save's level,
completed with no score or time stored, was cleared before: never "First clear!"."""

from __future__ import annotations

import dataclasses

from test_midend import CODE, DAY, home, midend, won  # noqa: F401  (home: a fixture)

from quiver.game.journey import CampaignLevel, DailyPuzzle, PuzzleRequest
from quiver.game.progress import Progress
from quiver.game.progress_records import LevelRecord
from quiver.game.services import record_result
from quiver.scenes.cardlines import level_line, score_forms

LEVEL = PuzzleRequest(CampaignLevel("2d", 1))


def _mark(out) -> str:
    """The score line's words as draw_score_line picks them (the count-up done)."""
    mark = "First clear!" if out.first_clear else "New best!"
    return score_forms("Score 1", 0, out.first_clear or out.new_best_score, out.best_score, mark)[0]


def test_a_first_clear_says_first_clear_and_the_level_it_opened(home):  # noqa: F811
    m, _, _ = midend()
    out = m.finished(LEVEL, won(CODE))
    assert out.first_clear and out.level is not None and out.level.opened == 2
    assert _mark(out) == "Score 1  \u00b7  First clear!"
    assert level_line(out.level, out) == ("Level 2 is open", True)


def test_a_later_clear_says_what_it_did_as_before(home):  # noqa: F811
    m, _, _ = midend()
    m.finished(LEVEL, won(CODE))
    again = m.finished(LEVEL, won(CODE))  # the same time and score: nothing beaten
    assert not again.first_clear and again.level is not None and again.level.opened is None
    text, marked = level_line(again.level, again)
    assert text.startswith("Best: 3 stars") and not marked
    assert "First clear" not in _mark(again) and "New best" not in _mark(again)
    beaten = dataclasses.replace(again, new_best_score=True)
    assert _mark(beaten).endswith("New best!")


def test_a_daily_first_clear_says_so_and_its_replay_does_not(home):  # noqa: F811
    m, _, _ = midend()
    today = PuzzleRequest(DailyPuzzle(DAY), CODE)
    first = m.finished(today, won(CODE))
    assert first.first_clear and _mark(first).endswith("First clear!")
    replay = m.finished(today, won(CODE))
    assert replay.daily is not None and replay.daily.replay and not replay.first_clear


def test_a_lost_daily_then_won_is_the_days_first_clear(home):  # noqa: F811
    m, _, _ = midend()
    today = PuzzleRequest(DailyPuzzle(DAY), CODE)
    lost = won(CODE)
    lost.won = False
    assert not m.finished(today, lost).first_clear
    assert m.finished(today, won(CODE)).first_clear


def test_an_old_saves_level_cleared_with_nothing_stored_is_no_first_clear():
    p = Progress()
    p.campaign("2d").levels[1] = LevelRecord(stars=2, best_time_s=None, completed=True)  # older file
    p.campaign("2d").current = 2
    out = record_result(p, LEVEL, won(CODE), DAY)
    assert not out.first_clear and out.new_best_score  # the first score it keeps
    assert out.level is not None and out.level.opened is None
    assert _mark(out).endswith("New best!") and not level_line(out.level, out)[0].startswith("Level 2")
