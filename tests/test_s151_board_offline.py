"""The Daily screen's shared board with no server reachable, at 480x360 (s151): the card
holds one line under its title, and "The leaderboard server cannot be reached right now;
your runs wait and go later." showed as "The leaderboard server ca..." (so did "Asking the
leaderboard server..." and "No runs yet today: ..."). Now a shorter form says it whole, in
print 14 or more; a server's own words that fit nowhere are still cut, as before. (s336:
"your runs wait" only while runs wait: "offline, none waiting" says no run waits.)"""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)


class _Client:
    """A leaderboard client whose board is `state` (None: still asking)."""

    server, version = "http://127.0.0.1:9", 0

    def __init__(self, state, waiting: int = 0) -> None:
        self.state, self.warnings, self.waiting = state, [], waiting

    def board(self, day, mode="2d"):
        return self.state

    def pending(self, mode: str | None = None) -> int:
        return self.waiting

    def refusal(self, mode="2d") -> None:
        return None

    def request(self, day, mode="2d") -> None:
        pass

    def my_id(self):
        return None

    def stop(self) -> None:
        pass


def board_words(monkeypatch, tmp_path, size, state, waiting=0):
    """The Daily screen drawn at `size` with the board `state`: [(text, print)] in its
    board card under the title, and the layout's problems."""
    from app_helpers import menu_maker

    from quiver.render2d import theme
    from quiver.render2d.drawn import TEXT, problems, recording
    from quiver.scenes.daily import DailyScene

    said = []
    real = theme.text

    def text(surface, t, z, *a, **kw):
        said.append((t, z))
        return real(surface, t, z, *a, **kw)

    with menu_maker(monkeypatch, tmp_path, today=DAY) as make:
        app = make(size)
        app.midend.leaderboard = _Client(state, waiting)
        scene = DailyScene(app.ports)
        app.push(scene)
        monkeypatch.setattr(theme, "text", text)
        scene.full_redraw = True
        surface = pygame.Surface(size)
        with recording() as seen:
            scene.draw(surface)
        card = scene.board_card
        inside = {i.label for i in seen.items if i.kind == TEXT and card.contains(i.rect)}
        found = problems(seen, pygame.Rect(0, 0, *size))
    words = [(t, z) for t, z in said if t in inside and t != "Today's leaderboard"]
    return words, found


def states():
    from quiver.game.leaderboard_wire import OFFLINE, BoardState, BoardStatus

    return {
        "offline": (
            BoardState.offline(OFFLINE),
            "wait",
            1,
        ),  # (their count, at least)  # (offline, or cannot be reached)
        "offline, none waiting": (BoardState.offline(OFFLINE), "eaderboard", 0),
        "asking": (None, "Asking", 0),
        "no runs": (BoardState(BoardStatus.OK, {"runs": 0, "entries": []}), "No runs yet today", 0),
    }


@pytest.mark.parametrize("case", ["offline", "offline, none waiting", "asking", "no runs"])
@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_boards_line_is_whole_in_print_14(monkeypatch, tmp_path, size, case):
    state, gist, waiting = states()[case]
    words, found = board_words(monkeypatch, tmp_path, size, state, waiting)
    waits = [t for t, _z in words if t == "1 run waiting to be sent"]  # (the title row's)
    lines = [t for t, _z in words if t not in ("fewest mistakes, then fastest", *waits)]
    assert found == [] and (lines or waits), words
    assert gist in " ".join(lines or waits) and not any(
        t.endswith(("\u2026", "...")) and "Asking" not in t for t in lines
    )
    assert all(z >= 14 for _t, z in words), words
    assert case != "asking" or lines in (["Asking the leaderboard server..."], ["Asking the server..."])
    if size == (480, 360):
        assert len(lines) == 1 or waits, lines  # one line says it (runs waiting: their count)
        assert case != "offline" or lines in ([], ["Leaderboard offline: runs wait"])
        assert case != "offline, none waiting" or lines == ["Leaderboard offline"]
    else:
        assert " ".join(lines).startswith(
            ("The leaderboard server", "Asking the leaderboard", "No runs yet today:")
        )
        said = " ".join(lines)
        assert case != "offline" or said.endswith("your runs wait and go later.")
        assert case != "offline, none waiting" or said.endswith("no run waits to be sent.")


def test_a_servers_own_long_words_are_still_cut_not_shortened():
    from quiver.scenes.daily_board import board_line

    pygame.font.init()
    said = "The leaderboard said: " + "nope " * 40
    parts, size = board_line(said.strip(), 202, 1, 1.0)
    assert len(parts) == 1 and parts[0].endswith("\u2026") and size == 20
    assert board_line("Asking the leaderboard server...", 202, 1, 1.0) == (
        ["Asking the leaderboard server..."],
        18,  # (16 before s322's tighter print)
    )
    assert board_line("Asking the leaderboard server...", 150, 1, 1.0) == (["Asking the server..."], 22)
