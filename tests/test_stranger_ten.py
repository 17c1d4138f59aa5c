"""Leftovers a playtester met (round ten: lessons from the keyboard, small windows, odd
files and hand-edited saves): each test failed before its fix."""

from __future__ import annotations

import os

import pytest


@pytest.fixture
def make(monkeypatch, tmp_path):
    """`make()`: the game at 640x480 on a fresh data folder, no window (so no OpenGL:
    2D only), at the menu."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        yield make


def _drop(app, path) -> list[str]:
    """Drop `path` on the window; the toasts it raised."""
    import pygame
    from app_helpers import post, run

    app.toasts.toasts = []
    post(pygame.DROPFILE, file=str(path))
    run(app, 3)
    return [t.text for t in app.toasts.toasts]


@pytest.mark.skipif(not os.path.exists("/dev/null") or not hasattr(os, "mkfifo"), reason="POSIX files")
def test_a_dropped_device_or_pipe_is_not_a_file_the_game_can_open(make, tmp_path, capsys):
    """Dropping /dev/null said "unknown 2d shape '/dev/null'" (it was read as a shape's
    name); a pipe named .png or .json would wait for ever for its bytes."""
    from quiver.cli import main

    app = make()
    pipe = tmp_path / "cat.png"
    os.mkfifo(pipe)
    board = tmp_path / "board.json"
    os.mkfifo(board)
    for path, name in (("/dev/null", "null"), (pipe, "cat.png"), (board, "board.json")):
        said = _drop(app, path)
        assert said == [f"'{name}' is not a file the game can open (a device or a pipe)"], said
        assert [s.name for s in app.stack] == ["menu"]
    assert main(["--shape", "/dev/null"]) == 2
    assert "'/dev/null' is not a file the game can open" in capsys.readouterr().err
