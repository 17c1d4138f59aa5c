"""The words said once a puzzle opens (quiver/flow.py): a mode's first lesson leaves the
level's "what now" line, a click on Skip lesson leaves its "How to play shows it again"
(s133). Both were kept in two slots with two near-twin checks; now one list. A new
player's level 1 after a skipped lesson must get both, each once, the Skip answer first
(it answers what the player just did), and neither again on the next puzzle."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, run, run_until

pytest.importorskip("pygame")

from quiver.scenes.lesson_skip import SKIPPED

LEVEL_WORDS = "Level 1: clear the board. Stuck? Hint shows a free arrow"


@pytest.fixture
def skipped_level(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.level("2d")  # what Play does for a new player: the lesson comes first
        run(app, 3)
        assert app.top.coach is not None
        click(app, app.top.coach.skip_btn.rect.center)
        run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
        run(app, 2)
        yield app


def test_a_skipped_first_lesson_says_both_lines_once_skip_first(skipped_level):
    app = skipped_level
    texts = [t.long for t in app.toasts.toasts]  # (each in either form: s327, short at 800x600)
    assert texts.count(SKIPPED) == 1 and texts.count(LEVEL_WORDS) == 1, texts
    assert texts.index(SKIPPED) < texts.index(LEVEL_WORDS), texts
    assert app.flow._words == []  # nothing left over to say on a later puzzle


def test_the_words_are_not_said_again_on_the_next_puzzle(skipped_level, monkeypatch):
    app = skipped_level
    said: list[str] = []
    toast = app.flow.ports.feedback.toast

    def spy(text, *args, **kwargs):
        said.append(text)
        return toast(text, *args, **kwargs)

    monkeypatch.setattr(app.flow.ports.feedback, "toast", spy)
    app.flow.level("2d", 2)

    def level_two() -> bool:
        return getattr(app.top, "session", None) is not None and app.top.request.origin.level == 2

    run_until(app, level_two, what="level 2")
    run(app, 2)
    assert SKIPPED not in said and LEVEL_WORDS not in said, said
