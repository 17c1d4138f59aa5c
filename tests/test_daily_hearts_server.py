"""A daily played in the real game with a hearts setting other than three, one bounce
and a clear, sent by the game's own leaderboard client to a real `quiver serve` app
(SQLite and PostgreSQL): the score on the result card is the score the server ranks.

The server replays the run's bounces with the three hearts a daily is ranked with; the
game scored the run with the hearts of its setting (zen: no bonus; scaled: a heart more
on a daily of 40 arrows), so the card said another number than the leaderboard."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("starlette")
pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.game.daily import today_utc  # noqa: E402
from tests.server_support import call, database, running_server  # noqa: E402


def until(app, cond, seconds: float, pause: float = 0.0) -> bool:
    """Step the app until `cond()` (at most `seconds` of real time), `pause` seconds of
    real time a step where another thread must get on (the leaderboard client's)."""
    end = time.monotonic() + seconds
    while not cond():
        if time.monotonic() > end:
            return False
        run(app)
        time.sleep(pause)
    return True


class AppTime:
    """The server's clock (create_app's `clock`: an attempt's nonce and its run's arrival)
    as the game's FakeClock moves, from the real time the game's clock starts: the server
    checks a run's time against its attempt's age by it, which took a real second a second
    of play (20 s a test) while the server read the real clock."""

    def __init__(self):
        self.app, self.start = None, time.time()

    def __call__(self) -> float:
        return self.start if self.app is None else self.start + self.app.clock.t - self.t0

    def follow(self, app) -> None:
        self.app, self.t0 = app, app.clock.t


@pytest.mark.slow  # the game (no window), the leaderboard server and its thread
@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_zen_dailys_card_score_is_the_score_the_server_ranks(monkeypatch, tmp_path, kind):
    from quiver.scenes.result import ResultScene

    clock = AppTime()
    with (
        database(kind, tmp_path) as url,
        running_server(url, today=today_utc, clock=clock) as (base, store),
        app_maker(monkeypatch, tmp_path, gl=False, window=False, today=today_utc) as make,
    ):
        app = make(size=(1280, 800))
        clock.follow(app)
        app.midend.change_setting("hearts", "zen")
        app.midend.change_setting("leaderboard_server", base)
        app.midend.change_setting("leaderboard_name", "Zen Zoe")
        lb = app.midend.leaderboard
        app.flow.daily()
        assert until(app, lambda: getattr(app.top, "session", None) is not None, 30)
        # the attempt's nonce in, as a player's first seconds give it time to come
        assert until(app, lambda: not lb.attempts.asking(lb.server), 10, pause=1 / 60)
        play = app.top
        assert play.session.hearts is None  # zen: no hearts
        blocked = next(i for i in sorted(play.board.alive) if not play.board.can_escape(i))
        play.fire(blocked)  # one bounce: a ranked daily keeps two of its three hearts
        assert until(app, lambda: not play.busy(), 10)
        for i in play.board.solution:
            if i in play.board.alive:
                play.fire(i)
                assert until(app, lambda: not play.busy(), 10)
        assert until(app, lambda: isinstance(app.top, ResultScene), 10)
        card = app.top.outcome.score
        assert until(app, lambda: lb.pending() == 0 and lb.last_result is not None, 15, 1 / 60), (
            lb.last_refusal
        )
        assert play.session.mistakes == 1 and card.hearts == 2 * 500
        day = today_utc().isoformat()
        status, board = call(base, "GET", f"/api/v1/leaderboard/{day}?rank=score")
        assert status == 200 and [(e["name"], e["score"], e["best_combo"]) for e in board["entries"]] == [
            ("Zen Zoe", card.total, card.best_combo)
        ]
        assert app.midend.progress.dailies("2d")[day].best_score == card.total  # the day's best: the same
        assert store.counts()["runs"] == 1
