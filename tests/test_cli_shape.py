"""`--shape FILE` that no mode draws from (`quiver generate`, `render`, the game's own
options): every .json was "a board file, not a picture", a missing one and a settings file
too. Now one line says what the file is: a board (and `quiver play` plays it), JSON that
is no board, not JSON at all, or not there."""

from __future__ import annotations

import json
import pathlib

import pytest

from quiver.cli import main

BOARD = pathlib.Path(__file__).parent / "boards" / "2d_chain3.json"
KINDS = "--shape takes a shape name (`quiver shapes`), a .png picture or a .vox model"


@pytest.fixture(autouse=True)
def _a_display(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # the game's path asks for one first


def error_of(capsys, *argv: str) -> str:
    """The one line `quiver argv` ends with (exit status 2, nothing on stdout)."""
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert not out and len(lines) == 1 and lines[0].startswith("quiver: error: "), err
    return lines[0].removeprefix("quiver: error: ")


@pytest.mark.parametrize("command", [["generate"], ["render", "--out", "x.png"], []])
def test_each_kind_of_file_is_named_for_what_it_is(capsys, tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    files = {
        "board.json": BOARD.read_text(),
        "settings.json": json.dumps({"volume": 0.5, "hearts": "zen"}),
        "list.json": "[1, 2, 3]",
        "broken.json": "{not json",
        "latin1.json": b"\xff\xfe{}",
        "board.txt": BOARD.read_text(),  # a board by another name
    }
    for name, text in files.items():
        (tmp_path / name).write_bytes(text if isinstance(text, bytes) else text.encode())

    def said(name: str, mode: str = "2d") -> str:
        return error_of(capsys, *command, "--mode", mode, "--shape", name)

    for name in ("board.json", "board.txt"):
        assert said(name) == f"{name} is a board file, not a picture: `quiver play {name}` plays it"
    assert said("board.json", "3d").startswith("board.json is a board file")  # whatever the mode
    for name in ("settings.json", "list.json"):
        assert (
            said(name)
            == f'{name} is JSON but not a board file (no "format": "quiver-board/1"), nor a picture: {KINDS}'
        )
    for name in ("broken.json", "latin1.json"):
        assert said(name) == f"{name} is not valid JSON, nor a picture: {KINDS}"
    assert said("gone.json") == f"no such file: gone.json ({KINDS})"
    assert said("GONE.JSON") == f"no such file: GONE.JSON ({KINDS})"


def test_what_the_shapes_judge_is_left_to_them(capsys, tmp_path, monkeypatch):
    """A folder, a picture in the wrong mode, a text file: what the shapes say of them."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dir.json").mkdir()
    (tmp_path / "notes.txt").write_text("hello")
    for name in ("dir.json", "./dir.json"):
        assert "is not a file the game can open" in error_of(capsys, "generate", "--shape", name)
    assert "a .png picture is a 2d shape" in error_of(capsys, "generate", "--mode", "3d", "--shape", "x.png")
    assert (
        error_of(capsys, "generate", "--mode", "2d", "--shape", "notes.txt")
        == "'notes.txt' is not a PNG file"
    )


def test_a_shape_name_still_wins_over_a_file_of_that_name(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "heart").write_text(BOARD.read_text())  # a board file named like a shape
    assert main(["generate", "--mode", "2d", "--shape", "heart", "--arrows", "8"]) == 0
    assert json.loads(capsys.readouterr().out)["shape"] == "heart"
