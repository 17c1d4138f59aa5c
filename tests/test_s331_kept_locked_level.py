"""s331: a hand-edited kept puzzle `"where": "level 2d 999"` (any level past the player's
progress) was offered by Continue, which opened that locked level. A kept level past the
mode's next level to play cannot have been played: it is unreadable as the other bad
entries are (s328, s329: kept aside with its one line, never offered); an open level
stays kept."""

from __future__ import annotations

import datetime as _dt
import json

import pygame
from app_helpers import app_maker, post, run, unlock

from quiver.game.kept_puzzle import kept_path, kept_puzzles, kept_quietly
from quiver.game.progress import Progress

CODE = "2d-heart-16x14-34-hard-7-g9"
TODAY = _dt.date(2026, 12, 7)


def entry(where: str) -> dict:
    return {"code": CODE, "where": where, "log": [[1, 500]]}


def _write(*wheres: str) -> str:
    text = json.dumps({"schema": 2, "puzzles": [entry(w) for w in wheres]})
    kept_path().parent.mkdir(parents=True, exist_ok=True)
    kept_path().write_text(text)
    return text


def test_a_level_past_progress_is_kept_aside_and_never_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    text = _write("level 2d 999", "level 3d 4", "level 2d 3", "level zz 5")
    progress = Progress()
    progress.campaign("2d").current, progress.campaign("3d").current = 3, 4  # (the next to play)
    current = progress.current_level  # (ValueError for a mode not known)
    assert len(kept_quietly(TODAY)) == 4  # (no progress asked: as before)
    wheres = ["level 3d 4", "level 2d 3", "level zz 5"]  # (a hand edit's mode: said when opened)
    assert [k.where for k in kept_quietly(TODAY, current)] == wheres
    kept, line = kept_puzzles(TODAY, current)
    assert [k.where for k in kept] == wheres
    aside = tmp_path / "kept_puzzle.corrupt-1.json"
    assert aside.read_text() == text
    assert line is not None and len(line.splitlines()) == 1
    assert "2d level 999, is locked" in line and "it starts fresh" in line and aside.name in line
    assert kept_puzzles(TODAY, lambda m: 999) == (kept, None)  # gone from the file: said once


def test_continue_offers_no_locked_level_and_an_open_one_still(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        _write("level 2d 999")
        app = make()
        menu = app.top
        assert menu.kept_btn not in menu.focus_order, menu.kept_btn.sub  # (a new player: level 1)
        post(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k", scancode=0)
        run(app, 3)
        assert app.top is menu  # (K opened level 999)
    with app_maker(monkeypatch, tmp_path / "b", window=False, size=(800, 600)) as make:
        _write("level 2d 4")
        unlock("2d", 5)
        app = make()
        assert app.top.kept_btn in app.top.focus_order and "level 4" in app.top.kept_btn.sub
