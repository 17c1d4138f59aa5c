"""The daily's win card says in one line what became of its run on the leaderboard (s118):
sending, waiting (the server away), ranked #N of M, not counted; nothing with no server set
or on a personal replay. It updates when the answer comes while the card is open, and the
card keeps its layout at 480x360 and 1920x1080."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

import pytest

from quiver.game.leaderboard_runs import RANKED, REFUSED, SENDING, WAITING, RunState
from quiver.scenes.cardlines import run_line


def test_each_fate_of_a_run_is_one_short_line():
    assert run_line(RunState(RANKED, 3, 12)) == "Leaderboard: ranked #3 of 12"
    assert "sending" in run_line(RunState(SENDING))
    assert "waiting" in run_line(RunState(WAITING)) and "server answers" in run_line(RunState(WAITING))
    long = run_line(RunState(REFUSED, message="x" * 120))  # the Daily screen says it all
    assert long.startswith("Leaderboard: not counted (x") and len(long) < 80


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _daily_card(monkeypatch, tmp_path, size, server: bool):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / f"home-{size[0]}-{server}"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout  # tools/layout.py

    app = layout.make_app(size, gl=False)
    if server:  # nobody listens there: the run waits
        app.midend.change_setting("leaderboard_server", f"http://127.0.0.1:{_free_port()}")
    app.flow.daily("2d")
    card = layout._finish(app, layout._until_play(app))
    return pygame, layout, app, card


def _drawn(pygame, layout, app):
    from quiver.render2d.drawn import TEXT, problems

    _picture, drawn = layout.draw_recorded(app, picture=False)
    lines = [i for i in drawn.of(TEXT) if i.label.startswith("Leaderboard:")]
    return lines, problems(drawn, pygame.Rect(0, 0, *app.size))


@pytest.mark.slow  # a window
@pytest.mark.parametrize("size", [(480, 360), (1920, 1080)])
def test_the_daily_card_says_where_its_run_is_and_updates(monkeypatch, tmp_path, size):
    pygame, layout, app, card = _daily_card(monkeypatch, tmp_path, size, server=True)
    try:
        lb = app.midend.leaderboard
        lb.stop(wait=5.0)  # its thread done: the versions below are this test's
        assert card.run_state is not None and card.run_state.kind in (SENDING, WAITING)
        lines, found = _drawn(pygame, layout, app)
        assert len(lines) == 1 and found == []
        assert all(lines[0].rect.bottom <= b.rect.top for b in card.buttons)
        assert card.panel.contains(lines[0].rect)
        # the server answers while the card is open: the card redraws with the rank
        key = (lb.server, card.outcome.daily.day.isoformat(), "2d")
        with lb._lock:
            lb.queue.replace(lb.queue.runs()[0], None)
            lb._answered[key] = RunState(RANKED, 3, 12)
        card.update(0.0)
        assert card.run_state.kind != RANKED  # no news (the version as it was): no read
        lb._changed()
        card.full_redraw = False
        card.update(0.0)
        assert card.run_state == RunState(RANKED, 3, 12) and card.full_redraw
        lines, found = _drawn(pygame, layout, app)
        assert [i.label for i in lines] == ["Leaderboard: ranked #3 of 12"] and found == []
        # a personal replay of the day, then: no line (the leaderboard keeps the first clear)
        app.flow.daily("2d")
        replay = layout._finish(app, layout._until_play(app))
        assert replay.outcome.daily.replay and replay.run_state is None and not replay.run_row
    finally:
        app.close()


@pytest.mark.slow  # a window
def test_no_server_no_line_and_the_card_as_before(monkeypatch, tmp_path):
    pygame, layout, app, card = _daily_card(monkeypatch, tmp_path, (480, 360), server=False)
    try:
        assert card.run_state is None and not card.run_row
        lines, found = _drawn(pygame, layout, app)
        assert lines == [] and found == []
    finally:
        app.close()
