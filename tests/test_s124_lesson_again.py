"""How to play's "Restart lesson", opened over a lesson, plays that lesson again and then
what was to follow it (s124: over the padlock lesson before level 12 it started the 2D
first-start lesson, "First Taps", and the level it came before never opened: the menu
came back after it)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

from quiver.game.progress import record_level  # noqa: E402


def _key(app, key) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    run(app, 2)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run(app, 2)


def _clear(app) -> None:
    """Clear the lesson board on top by its solution, and let its "Well done" beat pass."""
    from quiver.engine.peeling import peel

    play = app.top
    for i in list(play.board.solution or peel(play.board).order()):
        if i in play.board.alive:
            play.fire(i)
            run(app, 3)
    run(app, 67, dt=1 / 20)  # (the beat's 3.3 s, in fewer frames)


def _restart_by_legend(app, via_pause: bool) -> None:
    if via_pause:
        _key(app, pygame.K_p)
        assert app.top.name == "pause"
        app.top.legend()
    else:
        _key(app, pygame.K_F1)
    run(app, 2)
    assert app.top.name == "legend" and app.top.lesson_btn.label == "Restart lesson"
    _key(app, pygame.K_l)
    run(app, 5)


@pytest.mark.parametrize("via_pause", [False, True])
def test_restart_lesson_over_a_special_arrows_lesson_plays_it_then_its_level(
    monkeypatch, tmp_path, via_pause
):
    with app_maker(monkeypatch, tmp_path, window=False, lessons=True) as make:
        app = make()
        app.midend.lesson_seen("2d")  # (the mode's own first lesson: over)
        for n in range(1, 12):
            record_level(app.midend.progress, "2d", n, 3, 30.0)
        app.ports.journeys.level("2d", 12)
        run(app, 5)
        assert app.top.coach is not None and app.top.coach.kind == "locks"
        _restart_by_legend(app, via_pause)
        coach = app.top.coach
        assert coach is not None and coach.kind == "locks", app.top.hud_info().title
        _clear(app)
        run(app, 10)
        top = app.top
        assert top.name == "play2d" and top.coach is None, [s.name for s in app.stack]
        assert top.request.origin.level == 12


def test_restart_lesson_over_the_first_lesson_still_leads_to_level_1(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, lessons=True) as make:
        app = make()
        app.ports.journeys.level("2d")  # Play: "2D lesson, then level 1"
        run(app, 5)
        assert app.top.coach is not None and app.top.coach.kind is None
        _restart_by_legend(app, via_pause=False)
        while app.top.coach is not None:
            _clear(app)
            run(app, 10)
        assert app.top.name == "play2d" and app.top.request.origin.level == 1, [s.name for s in app.stack]
