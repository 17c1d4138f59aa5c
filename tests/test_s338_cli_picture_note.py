"""A picture opened from the command line (`quiver --seed 1 --shape dots.png`) says its note
in the game window too (s338): stderr had "dots.png: 2 stray dots left out..." but the game
opened on the puzzle with no word, where the same picture dropped on the window (or opened
from the Your picture card) toasts it as it opens."""

from __future__ import annotations

import logging

import pytest
from app_helpers import app_maker, run, run_until
from test_s138_stray_dots import _png  # a black block on white, lone dots at `dots`

pygame = pytest.importorskip("pygame")

import quiver.app  # noqa: E402
from quiver import cli, cli_system  # noqa: E402

STRAYS = "2 stray dots left out: too small for arrows"


def _launched(monkeypatch, caplog, png: str) -> dict:
    """What `quiver --seed 1 --shape png` hands the game window (app.run's arguments)."""
    asked: dict = {}
    monkeypatch.setattr(cli_system, "game_start", lambda: None)
    monkeypatch.setattr(quiver.app, "run", lambda options=None, **kw: asked.update(kw) or 0)
    with caplog.at_level(logging.INFO, logger="quiver.cli"):
        args = cli.build_parser("quiver").parse_args(["--seed", "1", "--shape", png])
        assert cli.launch_game(cli.game_options(args)) == 0
    return asked


def test_the_command_lines_picture_toasts_its_note_as_the_dropped_one_does(monkeypatch, tmp_path, caplog):
    png = _png(tmp_path / "dots.png", dots=[(35, 35), (1, 38)])
    asked = _launched(monkeypatch, caplog, png)
    assert f"note: dots.png: {STRAYS}" in caplog.text  # stderr's line stays
    assert asked["note"] == STRAYS[:1].upper() + STRAYS[1:] and asked["label"] == "dots.png"
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        app = make()
        app.flow.drop_files([png])  # the window's own path: its toast
        run_until(app, lambda: app.top.name == "play2d", what="the dropped picture's puzzle")
        dropped = app.toasts.texts()
        app = make()
        app.flow.open_first(None, asked["board"], asked["label"], asked["note"])
        run(app, 3)
        assert app.top.name == "play2d" and app.top.label == "dots.png"
        assert app.toasts.texts() == dropped == [STRAYS]


def test_a_plain_picture_opens_with_no_note(monkeypatch, tmp_path, caplog):
    asked = _launched(monkeypatch, caplog, _png(tmp_path / "block.png"))
    assert asked["note"] is None and "note:" not in caplog.text
