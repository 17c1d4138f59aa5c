"""A daily cleared in zen (or scaled hearts) with three mistakes or more, a leaderboard
server set (s177): the game does not send it (the leaderboard ranks dailies as played
with three hearts) and the win card said nothing of the leaderboard at all, so the player
looked for a rank that never came. It says in one line why the run was not sent."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 13)


@pytest.mark.parametrize("bounces", [3, 2])
def test_a_daily_not_sent_for_its_mistakes_says_so(monkeypatch, tmp_path, bounces):
    from app_helpers import menu_maker

    from quiver.game.leaderboard_runs import SENDING, UNSENT
    from quiver.scenes.cardlines import run_line
    from quiver.scenes.result import ResultScene

    with menu_maker(monkeypatch, tmp_path, today=DAY) as go:
        app = go((1280, 800))
        app.midend.leaderboard.background = False  # (nothing sent in a test)
        app.midend.change_setting("hearts", "zen")
        app.midend.change_setting("leaderboard_server", "http://127.0.0.1:9")
        app.flow.daily()
        for _ in range(300):
            if getattr(app.top, "session", None) is not None:
                break
            app.step()
        play = app.top
        for _ in range(bounces):
            play.fire(next(i for i in sorted(play.board.alive) if not play.board.can_escape(i)))
        while not play.session.won:
            play.fire(sorted(play.board.free_arrows())[0])
        card = ResultScene(app.ports, play, play.outcome)
        lb = app.midend.leaderboard
        if bounces < 3:  # two mistakes: sent, ranked as played with three hearts
            assert lb.pending() == 1 and card.run_state.kind == SENDING
            return
        assert lb.pending() == 0 and card.run_state.kind == UNSENT
        assert run_line(card.run_state) == "Leaderboard: not sent (ranked with under 3 mistakes)"
        card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
