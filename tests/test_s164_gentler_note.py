"""A hard build the hard construction cannot cover is made with medium's (s149's
fallback) and keeps the label Hard, but plays like a medium board (ImageMagick's wizard
at 120x160, hard, seed 0: depth 44 and search 14, where medium's boards have 48-60 and
15-18 and hard's 110-128 and 35-42). s164: the player is told, on the puzzle's opening
note and in `quiver generate`'s notes; the board and its code are as they were."""

from __future__ import annotations

import shutil
import subprocess

import pytest

pygame = pytest.importorskip("pygame")

from test_s138_stray_dots import _png  # noqa: E402
from test_s149_uncoverable import _refusing  # noqa: E402

import quiver.generator.build as build  # noqa: E402
from quiver.cli import main  # noqa: E402
from quiver.engine.codec import dump_board  # noqa: E402
from quiver.engine.modes import Difficulty  # noqa: E402
from quiver.engine.spec import PuzzleSpec  # noqa: E402
from quiver.game.picture import build_task, picture_task  # noqa: E402

HEART = PuzzleSpec("2d", "heart", (16, 14), None, Difficulty.HARD, 3)
NOTE = "plays like Medium: Hard's arrows could not cover this shape"


def test_a_hard_board_made_with_mediums_construction_says_so(monkeypatch):
    _refusing(monkeypatch, {Difficulty.HARD})
    notes: list[str] = []
    board = build.generate(HEART, on_note=notes.append)
    assert notes == [NOTE] and board.params["difficulty"] == "hard"
    assert dump_board(board) == dump_board(build.generate(HEART))  # the same board, told or not


def test_a_board_its_own_construction_made_says_nothing():
    notes: list[str] = []
    build.generate(HEART, on_note=notes.append)
    build.generate(PuzzleSpec("2d", "heart", (16, 14), None, Difficulty.MEDIUM, 3), on_note=notes.append)
    assert notes == []


def test_the_cli_notes_it(monkeypatch, capsys):
    _refusing(monkeypatch, {Difficulty.HARD})
    args = ["generate", "--shape", "heart", "--size", "16x14", "--difficulty", "hard", "--seed", "3"]
    assert main(args) == 0
    assert capsys.readouterr().err == f"quiver: note: {NOTE}\n"


def test_the_pictures_opening_note_says_it_after_the_dots(monkeypatch, tmp_path):
    _refusing(monkeypatch, {Difficulty.HARD})
    path = _png(tmp_path / "dot.png", dots=[(35, 35)])
    built = build_task(str(picture_task(path, "hard", 1.0, 0)), lambda stage: None)
    assert built[2] == "1 stray dot left out: too small for an arrow. " + NOTE[0].upper() + NOTE[1:]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("convert") is None, reason="ImageMagick's convert makes the picture")
def test_imagemagicks_wizard_at_xl_hard_says_it_plays_like_medium(tmp_path):
    path = tmp_path / "wizard.png"
    subprocess.run(["convert", "wizard:", str(path)], check=True, timeout=60)
    built = build_task(str(picture_task(str(path), "hard", 2.5, 0)), lambda stage: None)
    assert built[2].endswith(". Plays like Medium: Hard's arrows could not cover this shape"), built[2]
