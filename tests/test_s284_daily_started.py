"""Today's daily begun and left is not "Not played yet today" (s284, played as a stranger
in X): a 3D daily started, then Menu (or the window closed), kept mid-way; the Daily
screen's 3D tab said "Not played yet today" over "Play today's puzzle", which goes on
where it was left. It says it was started; a finished day still says how it went."""

from __future__ import annotations

import datetime as _dt
import json

import pytest

from quiver.game.kept_puzzle import SCHEMA, daily_where, kept_path
from tests.test_s248_daily_modes import TODAY, daily_texts, play

pygame = pytest.importorskip("pygame")

STARTED = "Started: Play goes on where you left it"


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def keep(mode: str, day: _dt.date = TODAY) -> None:
    """A daily kept mid-way, as the game leaves it (one tap made)."""
    entry = {"code": f"{mode}-x", "where": daily_where(day, mode), "log": [[0, 500]], "elapsed_ms": 900}
    kept_path().parent.mkdir(parents=True, exist_ok=True)
    kept_path().write_text(json.dumps({"schema": SCHEMA, "puzzles": [entry]}))


def test_a_daily_left_mid_way_says_it_was_started(monkeypatch, make):
    app = make((1280, 800))
    keep("2d")
    texts = daily_texts(monkeypatch, app)
    assert STARTED in texts and "Not played yet today" not in texts


def test_another_modes_or_days_kept_daily_leaves_this_one_unplayed(monkeypatch, make):
    app = make((1280, 800))
    keep("3d")
    assert "Not played yet today" in daily_texts(monkeypatch, app)
    keep("2d", TODAY - _dt.timedelta(days=1))  # yesterday's, played late and left
    assert "Not played yet today" in daily_texts(monkeypatch, app)


def test_a_day_already_cleared_says_how_it_went(monkeypatch, make):
    app = make((1280, 800))
    play(app.midend, "2d")
    keep("2d")  # played again, left mid-way: the clear stands
    texts = daily_texts(monkeypatch, app)
    assert any(t.startswith("Cleared in") for t in texts) and STARTED not in texts


@pytest.mark.parametrize("size", [(640, 480), (480, 360)])
def test_a_small_window_says_it_short(monkeypatch, make, size):
    app = make(size)
    keep("2d")
    texts = daily_texts(monkeypatch, app)
    assert "Not played yet today" not in texts and STARTED not in texts
    assert "Started: Play goes on" in texts or size == (480, 360)  # (no room for the line there)
