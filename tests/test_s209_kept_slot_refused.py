"""s209: a kept_puzzle.json that this Quiver will not write over (a newer Quiver's, after
going back a version) takes no puzzle: leaving a level mid-way said "Level 1 kept: open it
again to go on" though nothing was written (save_json refused it), and the pause card's
Menu left without its question, the level's progress gone. Now the question is asked and
nothing claims it was kept; the newer file stays as it was."""

from __future__ import annotations

import json

import pygame

from tests.app_helpers import app_maker, post, run
from tests.test_s207_kept_app import play_level, tap, toasts

NEWER = {"schema": 3, "code": "2d-rect-8x8-10-easy-1-g99", "where": "level 2d 1", "log": [[0, 0]]}


def test_a_newer_quivers_slot_is_not_claimed_and_leaving_asks(monkeypatch, tmp_path):
    from quiver.scenes.confirm import ConfirmScene

    home = tmp_path / "home"
    home.mkdir()
    slot = home / "kept_puzzle.json"
    slot.write_text(json.dumps(NEWER))
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        assert "this one will not save the kept puzzle" in " ".join(toasts(app))
        tap(app, play, min(play.session.board.free_arrows()))
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app)
        post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="", scancode=0)  # the pause card's Menu
        run(app, 3)
        assert isinstance(app.top, ConfirmScene)  # "Leave this puzzle?": it cannot be kept
        assert not any("kept: open it again" in t for t in toasts(app))


def test_keep_puzzle_says_none_where_the_file_was_not_written(monkeypatch, tmp_path):
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.code import generate_board
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.game.kept_puzzle import keep_puzzle, kept_path
    from quiver.game.session import Session

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    kept_path().write_text(json.dumps(NEWER))
    code = PuzzleSpec.parse("2d-heart-8x7-7-hard-3451074477919113744-g9")
    s = Session(generate_board(code), 3)
    s.fire(min(s.board.free_arrows()))
    assert keep_puzzle(PuzzleRequest(FreePuzzle(), code), code, s) is None
    assert json.loads(kept_path().read_text()) == NEWER
