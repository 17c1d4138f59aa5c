"""s222: engine/codec.load_board_file said "cannot read X: No such file or directory" to API
callers where the CLI and the game's picture card say "no file 'x.json' in FOLDER": the
engine now says it the game's way (one line, the file's name first), still a CodecError."""

from __future__ import annotations

import pytest

from quiver.cli import main
from quiver.engine.codec import CodecError, load_board_file


@pytest.mark.parametrize(
    "where, said",
    [
        ("my board.json", "no file 'my board.json' in {tmp}"),
        ("gone/my board.json", "no folder 'gone' in {tmp} (on the way to 'my board.json')"),
        ("a file/my board.json", "'a file' in {tmp} is a file, not a folder (on the way to 'my board.json')"),
    ],
)
def test_a_missing_board_file_is_said_in_the_games_words(tmp_path, capsys, where, said):
    (tmp_path / "a file").write_text("x")
    with pytest.raises(CodecError) as e:
        load_board_file(tmp_path / where)
    assert str(e.value) == said.format(tmp=tmp_path) and isinstance(e.value, ValueError)
    assert main(["check", str(tmp_path / where)]) == 2  # the CLI says the same line
    assert capsys.readouterr().err == f"quiver: error: {e.value}\n"


def test_a_folder_is_still_said_as_unreadable(tmp_path):
    with pytest.raises(CodecError, match=r"^cannot read .*: not a regular file \(a folder\)$"):
        load_board_file(tmp_path)
