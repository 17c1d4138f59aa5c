"""A skipped special-arrow lesson can be played again, as the skip card says ("How to play
can show it again"): How to play over a board with special arrows names their lesson on its
button and plays it, then that board again from its start. Before, the button played the
mode's first-start lesson, and a skipped padlock lesson could never be seen again."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s124_lesson_again import _clear, _key

pygame = pytest.importorskip("pygame")

from quiver.game.progress import record_level  # noqa: E402


def _at_level_12_with_its_lesson_skipped(app) -> None:
    app.midend.lesson_seen("2d")  # (the mode's own first lesson: over)
    for n in range(1, 12):
        record_level(app.midend.progress, "2d", n, 3, 30.0)
    app.ports.journeys.level("2d", 12)
    run(app, 5)
    coach = app.top.coach
    assert coach is not None and coach.kind == "locks"
    coach.skip()
    run(app, 30)
    assert app.top.name == "play2d" and app.top.coach is None and app.top.request.origin.level == 12


def test_how_to_play_over_padlocks_plays_the_padlock_lesson_then_the_level(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, lessons=True) as make:
        app = make()
        _at_level_12_with_its_lesson_skipped(app)
        _key(app, pygame.K_F1)
        assert app.top.name == "legend" and app.top.lesson_btn.label == "Padlock lesson"
        _key(app, pygame.K_l)
        run(app, 5)
        coach = app.top.coach
        assert coach is not None and coach.kind == "locks", [s.name for s in app.stack]
        _clear(app)
        run(app, 30)
        top = app.top
        assert top.name == "play2d" and top.coach is None, [s.name for s in app.stack]
        assert top.request.origin.level == 12


def test_how_to_play_from_the_menu_still_plays_the_modes_lesson(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, lessons=True) as make:
        app = make()
        _at_level_12_with_its_lesson_skipped(app)
        app.ports.stack.to_menu()
        run(app, 2)
        from quiver.scenes.legend import LegendScene

        app.ports.stack.push(LegendScene(app.ports, "2d"))
        run(app, 2)
        assert app.top.lesson_btn.label == "Play the lesson"
        _key(app, pygame.K_l)
        run(app, 5)
        assert app.top.coach is not None and app.top.coach.kind is None
