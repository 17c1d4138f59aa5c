"""s329: a kept daily dated in the far future (2099: a hand edit, or a clock that was
wrong) showed Continue "2D daily Jan 1" and each Continue answered "That daily is not out
yet". A daily not out yet cannot have been played: it is unreadable, kept aside as the
other bad entries (s328) with its one line, and Continue never offers it. A daily of
another year says its year on Continue."""

from __future__ import annotations

import datetime as _dt
import json

from quiver.game.kept_puzzle import KeptPuzzle, kept_path, kept_puzzles, kept_quietly
from quiver.scenes import menu_kept

CODE = "2d-heart-16x14-34-hard-7-g9"
TODAY = _dt.date(2026, 12, 7)


def entry(where: str) -> dict:
    return {"code": CODE, "where": where, "log": [[1, 500]]}


def test_a_daily_not_out_yet_is_kept_aside_and_never_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    ahead, today, level = (entry(w) for w in ("daily 2d 2099-01-01", "daily 2d 2026-12-07", "level 2d 3"))
    text = json.dumps({"schema": 2, "puzzles": [ahead, today, level]})
    kept_path().write_text(text)
    assert len(kept_quietly()) == 3  # (no day asked: as before s329)
    assert [k.where for k in kept_quietly(TODAY)] == ["daily 2d 2026-12-07", "level 2d 3"]  # (the menu's)
    kept, line = kept_puzzles(TODAY)
    assert [k.where for k in kept] == ["daily 2d 2026-12-07", "level 2d 3"]
    aside = tmp_path / "kept_puzzle.corrupt-1.json"
    assert aside.read_text() == text
    assert line is not None and len(line.splitlines()) == 1
    assert "2099-01-01, is not out yet" in line and "it starts fresh" in line and aside.name in line
    assert kept_puzzles(TODAY) == (kept, None)  # gone from the file: said once


def test_a_hand_edited_day_is_left_to_the_opening_to_say(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    kept_path().write_text(json.dumps({"schema": 2, "puzzles": [entry("daily 2d 12-01")]}))
    assert [k.where for k in kept_puzzles()[0]] == ["daily 2d 12-01"]  # (as before s329)


def test_continue_says_the_year_of_another_years_daily():
    last_year = KeptPuzzle(CODE, "daily 3d 2025-12-31", ((0, 1),))
    this_year = KeptPuzzle(CODE, "daily 3d 2026-01-02", ((0, 1),))
    assert menu_kept.kept_names(last_year, TODAY.year) == ["3D daily Dec 31 2025", "3D Dec 31 2025"]
    assert menu_kept.kept_names(this_year, TODAY.year) == ["3D daily Jan 2", "3D Jan 2"]
