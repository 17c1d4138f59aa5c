"""s214: a missing board file and a missing picture were told in different words:
`quiver check x.json` said "cannot read x.json: No such file or directory" where
`quiver --shape x.png` says "no file 'x.png' in FOLDER" (the game's picture card too).
Both say it the picture's way: one line, the file's name first, the folder named."""

from __future__ import annotations

import pytest

from quiver.cli import main


def _said(capsys, *argv) -> str:
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1 and err.startswith("quiver: error: "), err
    return err.removeprefix("quiver: error: ").strip()


@pytest.mark.parametrize("command", ["check", "play"])
@pytest.mark.parametrize("where", ["", "gone/"])
def test_a_missing_board_file_is_said_as_a_missing_picture(tmp_path, capsys, monkeypatch, command, where):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    board = _said(capsys, command, str(tmp_path / f"{where}my board.json"))
    picture = _said(capsys, "--shape", str(tmp_path / f"{where}my board.png"))
    assert board == picture.replace(".png", ".json")
    assert "my board.json" in board and str(tmp_path) in board
