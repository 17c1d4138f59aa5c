"""The Daily screen's right card at 640x480 (s47): your best dailies' rows dropped their
stars, and with a leaderboard server the note of your runs not sent yet ("2 runs waiting
to be sent") was dropped for want of room beside the title. The rows keep their stars
(shorter days, "28 Nov"); the note goes on the card's last line."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_stranger_deep import _Board  # noqa: E402 - a leaderboard client whose server answered

DAY = _dt.date(2026, 12, 1)


class _Waiting(_Board):
    """Ten runs today, none of them ours yet: two of ours wait to be sent."""

    def board(self, day: str, mode: str = "2d"):
        state = super().board(day)
        state.data.pop("you")
        return state

    def pending(self, mode: str | None = None) -> int:
        return 2

    def stop(self) -> None:
        pass


make = menus_on(DAY)


def _drawn(app):
    from quiver.render2d.drawn import recording
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    surface = pygame.Surface(app.size)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(surface)
    return scene, seen


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_best_dailies_keep_their_stars(make, monkeypatch, size):
    from quiver.game.progress_records import DailyResult
    from quiver.render2d.drawn import problems
    from quiver.scenes import daily_board

    app = make(size)
    for i in range(6):
        day = (DAY - _dt.timedelta(days=3 * i)).isoformat()
        app.midend.progress.dailies("2d")[day] = DailyResult(
            won=True, mistakes=i, time_s=600 + 61 * i, stars=3
        )
    stars = []
    real = daily_board.rating_star
    monkeypatch.setattr(daily_board, "rating_star", lambda *a: stars.append(a) or real(*a))
    scene, seen = _drawn(app)
    rows = (scene.board_card.h - 64) // 34
    assert len(stars) >= 3 * min(2, rows), "the rows dropped their stars"
    assert problems(seen, pygame.Rect(0, 0, *size)) == []


@pytest.mark.parametrize("size", [(640, 480), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_runs_waiting_to_be_sent_are_said(make, size):
    from quiver.render2d.drawn import TEXT, problems

    app = make(size)
    app.midend.leaderboard = _Waiting()
    scene, seen = _drawn(app)
    said = [i for i in seen.items if i.kind == TEXT and "2 runs waiting to be sent" in i.label]
    assert said and scene.board_card.contains(said[0].rect)
    assert problems(seen, pygame.Rect(0, 0, *size)) == []


def test_a_six_week_months_days_are_tall_enough_to_read_and_hit_at_640x480(make):
    """November 2026 takes six rows: at 640x480 each day's cell was 9 px of its 15 px row
    (3 px kept above and below it), its number in the smallest print. Now 13 px."""
    app = make((640, 480))
    scene, _ = _drawn(app)
    scene._light(_dt.date(2026, 11, 23), (2026, 11))
    cells = [r for _, r in scene._calendar_cells()]
    assert len({r.y for r in cells}) == 6 and min(r.h for r in cells) >= 12


def test_a_days_line_says_the_day_as_a_person_does():
    """The line under the month said "2026-11-23: not played" (ISO, no weekday, and the
    weekday sets the difficulty) and "2026-12-10: not yet"."""
    from quiver.scenes.daily_days import day_line

    assert day_line(_dt.date(2026, 11, 23), None, DAY).startswith("Mon 23 Nov: not played")
    assert day_line(_dt.date(2026, 12, 10), None, DAY) == "Thu 10 Dec: not out yet"
    assert day_line(_dt.date(2025, 12, 31), None, DAY).startswith("Wed 31 Dec 2025: ")
