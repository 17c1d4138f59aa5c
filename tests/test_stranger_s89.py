"""s89, a stranger with the keyboard on the question cards and Daily: (1) "Leave this
puzzle?", "Restart?", "Dead end" and "Quit Quiver?" said "Enter" on the go-ahead button and
"Enter leaves, Esc stays" under the question while Tab or Left had moved the ring to Stay,
where Enter went: the ringed button says "Enter", each its own key, and the note names no
key it cannot keep; (2) a past day already played, lit by the keys, had no word of Enter,
which plays it again; (3) at 480x360 Daily drew the calendar's numbers over each other and
"Not played yet today" over Play."""

from __future__ import annotations

import datetime as dt

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import post, run, scene_key  # noqa: E402
from test_stranger_seven import app_at  # noqa: E402


def _press(k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _drawn(app, card):
    from quiver.render2d import drawn

    with drawn.recording() as seen:
        card.full_redraw = True
        card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return seen


def _card(app, kind: str):
    """The question `kind` asks, over what asks it: (the card, Enter's `own` key on yes)."""
    from quiver.scenes.confirm import ask_leave
    from quiver.scenes.pause import ask_restart
    from quiver.scenes.play_end import show_dead_end

    if kind == "quit":
        app.top.ask_quit()
    else:
        _press(pygame.K_RETURN)
        run(app, 3)
        play = app.top
        play.fire(min(play.board.free_arrows()))
        run(app, 20, dt=1 / 20)  # (its flight over: 1 s of game time in 20 frames)
        play.code = None if kind == "leave" else play.code  # a board file's asks; a level is kept (s207)
        {"leave": lambda: ask_leave(play, app.to_menu), "restart": lambda: ask_restart(play)}.get(
            kind, lambda: show_dead_end(play)
        )()
    card = app.top
    assert card.name == "confirm"
    return card, "R" if kind in ("restart", "dead_end") else ""


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize("kind", ["leave", "restart", "dead_end", "quit"])
def test_enter_is_shown_where_the_ring_is(monkeypatch, tmp_path, size, kind):
    from quiver.render2d import drawn

    app = app_at(monkeypatch, tmp_path, size)
    card, own = _card(app, kind)
    for step, key in enumerate((None, pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT)):
        if key is not None:
            scene_key(card, key)
        seen = _drawn(app, card)
        on_yes = card.focus == 1
        assert card.yes.focused == on_yes and card.no.focused != on_yes
        assert card.no.sub == ("Esc" if on_yes else "Enter / Esc"), step
        assert card.yes.sub == ((f"Enter / {own}" if own else "Enter") if on_yes else own), step
        words = [t.label for t in seen.of(drawn.TEXT)]
        assert card.note in words
        if "Enter" in card.note:  # the Quit card's keys: where Enter goes now
            assert card.note.startswith(f"Enter: {card.yes.label}" if on_yes else "Enter or Esc")
        for b in (card.yes, card.no):
            if b.sub:
                assert b.sub in words, (step, words)
        assert drawn.problems(seen, pygame.Rect(0, 0, *size)) == [], step
    assert card.focus == 0  # (Left: Stay)


@pytest.mark.parametrize("kind", ["leave", "quit"])
def test_enter_on_stay_stays_as_it_says(monkeypatch, tmp_path, kind):
    app = app_at(monkeypatch, tmp_path, (640, 480))
    card, _ = _card(app, kind)
    below = app.stack[-2]
    run(app, 40)
    _press(pygame.K_TAB)
    run(app)
    assert card.no.sub == "Enter / Esc"
    run(app, 40)
    _press(pygame.K_RETURN)
    run(app, 3)
    assert app.top is below


def test_r_restarts_from_the_dead_end_card_as_on_the_board(monkeypatch, tmp_path):
    """The dead-end card shows R on Restart (R restarts on the board and on the pause
    card): pressing it restarts, as Enter on the ringed Restart does."""
    from quiver.scenes.play_end import show_dead_end

    app = app_at(monkeypatch, tmp_path, (640, 480))
    _press(pygame.K_RETURN)
    run(app, 3)
    play = app.top
    restarts: list[int] = []
    monkeypatch.setattr(play, "restart", lambda: restarts.append(1))
    show_dead_end(play)
    run(app, 40)
    _press(pygame.K_r)
    run(app, 3)
    assert restarts == [1] and app.top is play


# -- Daily ---------------------------------------------------------------------------------------
DAY = dt.date(2026, 12, 1)


def _daily(monkeypatch, tmp_path, size, played=()):
    """Daily at `size`, DAY today, the days `played` (won, 1 mistake, 83 s) in the player's data."""
    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily import DailyScene

    app = app_at(monkeypatch, tmp_path, size, today=lambda: DAY)
    for day in played:
        app.midend.progress.dailies("2d")[day.isoformat()] = DailyResult(
            won=True, mistakes=1, time_s=83.0, stars=2, late=day != DAY
        )
    scene = DailyScene(app.ports)
    app.push(scene)
    run(app, 2)
    return app, scene


def _calendar_line(app, scene) -> str:
    from quiver.render2d import drawn

    seen = _drawn(app, scene)
    cc = scene.cal_card
    return " ".join(
        t.label
        for t in seen.of(drawn.TEXT)
        if cc.contains(t.rect) and ":" in t.label  # (the day's line: "Mon 30 Nov: ...")
    )


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 800)])
def test_a_lit_played_day_says_enter_plays_it_again(monkeypatch, tmp_path, size):
    past = DAY - dt.timedelta(days=1)
    app, scene = _daily(monkeypatch, tmp_path, size, played=(past,))
    played = []
    monkeypatch.setattr(scene.journeys, "daily", lambda **kw: played.append(kw))
    scene_key(scene, pygame.K_LEFT)  # today
    scene_key(scene, pygame.K_LEFT)  # the day before: played
    assert scene.key_day == past and scene.play_btn.sub == ""
    line = _calendar_line(app, scene)
    again, late = (
        (("Enter replays it", "Enter plays it again"), "Enter plays it late")
        if size == (480, 360)
        else (("Enter plays it again",), "Enter plays it late")
    )  # (s151: print 14; at 480x360 "Enter plays late" before s322's tighter print; s370:
    # there the weekday goes first, as on every day's line, and the whole words may fit)
    assert "cleared" in line and any(a in line for a in again), line
    scene_key(scene, pygame.K_LEFT)  # unplayed: as it said
    assert late in _calendar_line(app, scene)
    scene_key(scene, pygame.K_RIGHT)
    scene_key(scene, pygame.K_RETURN)
    assert played == [{"mode": "2d", "day": past}]


def test_a_played_day_under_the_pointer_says_nothing_of_enter(monkeypatch, tmp_path):
    past = DAY - dt.timedelta(days=1)
    app, scene = _daily(monkeypatch, tmp_path, (1280, 800), played=(past,))
    scene.hover_day = past
    line = _calendar_line(app, scene)
    assert "cleared" in line and "Enter" not in line


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (600, 800)])
@pytest.mark.parametrize("played", [False, True])
def test_daily_lays_out_cleanly_in_a_small_window(monkeypatch, tmp_path, size, played):
    """Unlit, then the day before lit by the keys: no text over another, none out of its card."""
    from quiver.render2d import drawn

    days = (DAY, DAY - dt.timedelta(days=1), DAY - dt.timedelta(days=3)) if played else ()
    app, scene = _daily(monkeypatch, tmp_path, size, played=days)
    for step in range(3):
        seen = _drawn(app, scene)
        assert drawn.problems(seen, pygame.Rect(0, 0, *size)) == [], step
        labels = [t.label for t in seen.of(drawn.TEXT)]
        assert scene.play_btn.label in labels
        scene_key(scene, pygame.K_LEFT)
