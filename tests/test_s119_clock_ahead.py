"""A player's clock a day or more ahead of the leaderboard server's: the server refuses
"today's" board as `future_date`, and the Daily screen said the leaderboard had refused or
was away. The server is fine; the line now says the player's clock is ahead, with the
server's day that its refusal names."""

from __future__ import annotations

import datetime as _dt
import os

import pytest

from quiver.game.leaderboard_wire import Refused, why_offline
from tests.hostile_server import HostileServer, quiver_error
from tests.test_leaderboard_hostile import DAY, client_for, routed

THEIRS = DAY - _dt.timedelta(days=1)  # the server's day: the player's clock a day ahead
WORDED = f"{DAY.isoformat()} is after today ({THEIRS.isoformat()} UTC)"  # (rules.parse_day's words)


def test_a_future_date_refusal_is_the_players_clock_with_the_servers_day():
    line = why_offline(Refused(422, "future_date", WORDED, True))
    assert "clock is ahead" in line and THEIRS.isoformat() in line
    assert "reached" not in line and "said" not in line and "\n" not in line and len(line) < 100


@pytest.mark.parametrize("message", ["refused", "after today (2026-13-45 UTC)", ""])
def test_a_refusal_without_a_readable_day_still_says_the_clock(message):
    line = why_offline(Refused(422, "future_date", message, True))
    assert line == "Your clock is ahead of the leaderboard's: check the computer's date."


def test_other_refusals_and_a_non_quiver_server_keep_their_lines():
    assert why_offline(Refused(422, "bad_date", "x", True)) == "The leaderboard said: x"
    assert "clock" not in why_offline(Refused(422, "future_date", WORDED, False))


def test_the_real_servers_refusal_names_its_day():
    """The line reads the day out of the server's own words (every Quiver server's)."""
    pytest.importorskip("sqlalchemy")
    from quiver.server.rules import Rejected, parse_day

    for max_age in (None, 7):  # (a board's read, a run's)
        with pytest.raises(Rejected) as e:
            parse_day(DAY.isoformat(), THEIRS, max_age=max_age)
        assert e.value.code == "future_date"
        line = why_offline(Refused(422, e.value.code, e.value.message, True))
        assert f"(its day is {THEIRS.isoformat()})" in line


@pytest.mark.slow
def test_the_daily_card_says_the_clock_is_ahead(tmp_path):
    pygame = pytest.importorskip("pygame")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()
    from quiver.game.progress import Progress
    from quiver.scenes.daily_board import draw_leaderboard_card

    with HostileServer(routed(board=quiver_error(422, "future_date", WORDED))) as srv:
        client = client_for(tmp_path, srv.url)
        client.request(DAY.isoformat())
        client.sync()
        state = client.board(DAY.isoformat())
        assert state.status == "offline" and "clock is ahead" in state.message
        assert THEIRS.isoformat() in state.message
        surface = pygame.Surface((640, 480))
        draw_leaderboard_card(surface, pygame.Rect(0, 0, 640, 480), client, Progress(), DAY)
        if os.environ.get("QUIVER_SHOT"):  # (to look at it: QUIVER_SHOT=out.png)
            pygame.image.save(surface, os.environ["QUIVER_SHOT"])


@pytest.mark.slow
def test_the_daily_screen_at_640x480_says_it_whole_in_the_board_card(monkeypatch, tmp_path):
    pygame = pytest.importorskip("pygame")
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from app_helpers import menu_maker
    from test_stranger_deep import _Board

    from quiver.game.leaderboard_wire import BoardState
    from quiver.render2d.drawn import TEXT, problems, recording
    from quiver.scenes.daily import DailyScene

    class _Ahead(_Board):
        def board(self, day: str, mode: str = "2d"):
            return BoardState.offline(why_offline(Refused(422, "future_date", WORDED, True)))

        def pending(self, mode: str | None = None) -> int:
            return 0

        def stop(self) -> None:
            pass

    with menu_maker(monkeypatch, tmp_path, today=DAY) as make:
        app = make((640, 480))
        app.midend.leaderboard = _Ahead()
        scene = DailyScene(app.ports)
        app.push(scene)
        surface = pygame.Surface(app.size)
        scene.full_redraw = True
        with recording() as seen:
            scene.draw(surface)
    said = " ".join(i.label for i in seen.items if i.kind == TEXT and scene.board_card.contains(i.rect))
    assert "Your clock is ahead" in said and THEIRS.isoformat() in said and "date." in said
    assert problems(seen, pygame.Rect(0, 0, 640, 480)) == []
    if os.environ.get("QUIVER_SHOT"):
        pygame.image.save(surface, os.environ["QUIVER_SHOT"])


def test_a_run_from_a_clock_behind_by_more_than_a_week_is_refused_naming_the_servers_day():
    """A board of any past day is read (a clock behind sees its own day's board); a run
    older than the days runs are taken is refused, and the refusal the player reads ("Your
    run was not counted: ...") names the server's day, so a clock behind shows."""
    pytest.importorskip("sqlalchemy")
    from quiver.server.rules import MAX_AGE_DAYS, Rejected, parse_day

    old = DAY - _dt.timedelta(days=MAX_AGE_DAYS + 1)
    assert parse_day(old.isoformat(), DAY, max_age=None) == old
    with pytest.raises(Rejected) as e:
        parse_day(old.isoformat(), DAY)
    assert e.value.code == "old_date" and f"the server's day is {DAY.isoformat()} UTC" in e.value.message
    assert len(f"Your run was not counted: {e.value.message}") <= 120
