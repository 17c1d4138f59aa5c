"""s379 (s376's mouse pass): the win card said "New best!  Best: 2 stars · 1:05", this run's
stars beside an older run's time. A level keeps its most stars and its fastest time each as
its own best, maybe two runs'; the card's level line says "Best: 2 stars · 1:05" only where
one run (this one) holds both, else each record by its own name."""

from __future__ import annotations

import dataclasses

from test_stranger_s28 import _cleared

from quiver.game.journey import CampaignLevel, PuzzleRequest
from quiver.scenes.cardlines import level_line

LEVEL = PuzzleRequest(CampaignLevel("2d", 1))


def _line(m, seconds: float, hints: int) -> tuple[str, bool]:
    from test_midend import CODE

    out = m.finished(LEVEL, _cleared(CODE, seconds, hints))
    out = dataclasses.replace(out, new_best_score=False, first_clear=False)  # (the score line quiet)
    assert out.level is not None
    return level_line(out.level, out)


def test_a_best_line_never_puts_one_runs_stars_beside_anothers_time(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from test_midend import midend

    m, _, _ = midend()
    _line(m, 5.0, 2)  # 1 star, 0:05
    text, marked = _line(m, 65.0, 0)  # 3 stars, 1:05: more stars, slower
    assert "Best: 3 stars" not in text, text  # (the 0:05 is the first run's)
    assert text == "More stars!  Most stars: 3  \u00b7  Fastest: 0:05" and marked
    text, marked = _line(m, 70.0, 2)  # beats nothing
    assert text == "Most stars: 3  \u00b7  Fastest: 0:05" and not marked


def test_one_run_holding_both_bests_is_named_as_one(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from test_midend import midend

    m, _, _ = midend()
    _line(m, 20.0, 2)  # 1 star, 0:20
    text, marked = _line(m, 9.0, 0)  # 3 stars, faster: both bests this run's
    assert text.startswith("New best!  Best: 3 stars  \u00b7  0:0") and marked, text
    again, marked = _line(m, 9.0, 0)  # the same again: this run holds both too
    assert again == text[len("New best!  ") :] and not marked
