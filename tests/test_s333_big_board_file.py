"""s333 stranger pass: a 50 MB board file was refused as "the file is over 8388608 bytes;
refused unread", and the game's toast named it twice ("'big.json': /home/.../big.json:
the file is over 8388608 bytes..."). Said as a picture too big is: its size and the limit
in MB, the file named once."""

from __future__ import annotations

import pytest

from quiver import cli
from quiver.engine.codec import CodecError, load_board, load_board_file
from quiver.game.picture import board_file, picture_task


def big(path, megabytes: float):
    with open(path, "wb") as f:
        f.truncate(int(megabytes * 1024 * 1024))
    return path


def test_a_board_file_too_big_says_its_size_and_the_limit(tmp_path):
    with pytest.raises(CodecError) as e:
        load_board_file(big(tmp_path / "big.json", 50))
    assert str(e.value) == "the board file is 50 MB, over the limit of 8 MB"
    with pytest.raises(CodecError) as e:  # (just over: never "8 MB, over the limit of 8 MB")
        load_board_file(big(tmp_path / "big.json", 8.01))
    assert str(e.value) == "the board file is 8.1 MB, over the limit of 8 MB"
    with pytest.raises(CodecError) as e:  # (standard input: read to the limit, its size unknown)
        load_board(b" " * (8 * 1024 * 1024 + 1))
    assert str(e.value) == "the board is over 8 MB, the limit"


def test_the_command_line_and_the_game_name_the_file_once(tmp_path, capsys):
    path = big(tmp_path / "big.json", 50)
    assert cli.main(["check", str(path)]) == 2
    assert (
        capsys.readouterr().err == f"quiver: error: {path}: the board file is 50 MB, over the limit of 8 MB\n"
    )
    task = picture_task(str(path), "easy", 1.0, 0)
    with pytest.raises(ValueError) as e:
        board_file(task, lambda stage: None)
    assert str(e.value) == "'big.json': the board file is 50 MB, over the limit of 8 MB"
