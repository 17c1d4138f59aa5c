"""The Enter-seed card asked "Play 2d-heart-zz without the '!'? Enter again plays it"
for text that cannot play (s274, a stranger typing a code with a stray '!'): Enter again
only said the code has 3 parts. The question is asked where the field would play; text
that would not is told why at once. A seed or a code that plays still asks (s222)."""

from __future__ import annotations

from app_helpers import enter, typed
from test_s256_stranger import card  # noqa: F401 (the Enter-seed card, Play's opens listed)


def test_text_that_cannot_play_is_told_why_not_asked(card):  # noqa: F811
    app, seed, opened = card
    typed(app, "2d-heart-zz!")
    assert seed.error and "'!'" in seed.error
    enter(app)
    assert seed.error is not None and "plays it" not in seed.error, seed.error
    assert "3 parts" in seed.error and not seed.asking and opened == []


def test_a_seed_that_plays_is_still_asked_first(card):  # noqa: F811
    app, seed, opened = card
    typed(app, "7.0")
    enter(app)
    assert seed.error and seed.error.startswith("Play 70 without") and seed.asking
    assert opened == []
    enter(app)
    assert len(opened) == 1
