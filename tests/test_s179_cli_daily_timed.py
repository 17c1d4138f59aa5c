"""`quiver --daily` starts the leaderboard's clock as the Daily button does (s177 found
its run went untimed: the command line's request skipped `midend.daily`)."""

from __future__ import annotations

from tests.app_helpers import app_maker


class _Spy:
    def __init__(self, inner) -> None:
        self.inner = inner
        self.attempts: list[tuple[str, str]] = []

    def attempt(self, day: str, mode: str = "2d") -> None:
        self.attempts.append((day, str(mode)))

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_command_line_daily_asks_the_server_clock(monkeypatch, tmp_path):
    from quiver.cli_game import GameOptions, LaunchAction
    from quiver.flow import first_request

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        midend = app.flow.ports.midend
        spy = _Spy(midend.leaderboard)
        midend.leaderboard = spy
        first = first_request(GameOptions(action=LaunchAction.DAILY))
        app.flow.open_first(first, None, None)
        assert spy.attempts == [(midend.today().isoformat(), "2d")]


def test_command_line_seed_asks_nothing(monkeypatch, tmp_path):
    from quiver.cli_game import GameOptions, LaunchAction
    from quiver.flow import first_request

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        midend = app.flow.ports.midend
        spy = _Spy(midend.leaderboard)
        midend.leaderboard = spy
        first = first_request(GameOptions(action=LaunchAction.PUZZLE, mode="2d", shape="heart", seed=3))
        app.flow.open_first(first, None, None)
        assert spy.attempts == []
