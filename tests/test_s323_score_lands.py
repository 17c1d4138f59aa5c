"""s323: a stranger's picture of the win card read 1 997 while the bar said 2 000: the
card counts its score up (COUNT_UP), and a frame of the count is not the score. The count
ends on the very score whatever the frames' pace, and a picture taken (F12) while it runs
shows the card at rest: the stars in, the score whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import at_win_card, post, run

from quiver.render2d.draw import fmt_score
from quiver.scenes import cardlines
from quiver.scenes.result import RESTS


def _scores(monkeypatch) -> list[str]:
    """The score lines the card draws from now on."""
    said: list[str] = []
    real = cardlines.theme.text

    def spy(surface, text, *a, **kw):
        if text.startswith("Score "):
            said.append(text.split("  ")[0])
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(cardlines.theme, "text", spy)
    return said


@pytest.mark.parametrize("pace", [[1 / 60], [0.1], [0.0, 1 / 240, 0.05, 1 / 30]])
def test_the_count_up_ends_on_the_very_score(monkeypatch, tmp_path, pace):
    with at_win_card(monkeypatch, tmp_path) as app:
        card = app.top
        said = _scores(monkeypatch)
        total = card.outcome.score.total
        assert total == card.play.session.score.total > 0  # (the bar's)
        k = 0
        while card.animating():
            run(app, 1, pace[k % len(pace)] or 1e-9)
            k += 1
        run(app, 5)
        assert said and said[-1] == f"Score {fmt_score(total)}"
        assert len(set(said)) > 2  # (it counted)


def test_a_picture_taken_while_it_counts_shows_the_whole_score(monkeypatch, tmp_path):
    with at_win_card(monkeypatch, tmp_path) as app:
        card = app.top
        run(app, 30)  # half a second in: counting
        assert card.age < RESTS
        said = _scores(monkeypatch)
        post(pygame.KEYDOWN, key=pygame.K_F12, mod=0, unicode="", scancode=0)
        run(app, 1)
        assert card.age >= RESTS and not card.animating()
        run(app, 1)
        assert said[-1] == f"Score {fmt_score(card.outcome.score.total)}"
