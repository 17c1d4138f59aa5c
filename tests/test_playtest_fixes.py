"""Small player-facing fixes from the stranger playtest (the win card's marks, codes
with impossible counts, toasts without OpenGL, lesson wording, seed words)."""

from __future__ import annotations

from test_midend import CODE, home, midend, won  # noqa: F401  (home: a fixture)

from quiver.game.journey import CampaignLevel, PuzzleRequest
from quiver.scenes.cardlines import level_line


def test_a_first_clear_says_new_best_once_on_the_card(home):  # noqa: F811
    m, _, _ = midend()
    out = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert out.level is not None and out.level.new_best and out.new_best_score
    text, marked = level_line(out.level, out)  # the score line says "New best!"
    assert "New best" not in text and not marked and text.startswith("Best: ")


def test_a_faster_clear_with_a_lower_score_is_marked_on_the_level_line(home):  # noqa: F811
    import dataclasses

    m, _, _ = midend()
    out = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert out.level is not None
    plain = dataclasses.replace(out, new_best_score=False)
    text, marked = level_line(out.level, plain)
    assert text.startswith("New best!  Best: ") and marked
    again = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert again.level is not None and level_line(again.level, again) == (text[len("New best!  ") :], False)
