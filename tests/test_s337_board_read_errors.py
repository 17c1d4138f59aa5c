"""A board file the game cannot read names the file once (s337: "'x.json': cannot read
/the/whole/path/x.json: Permission denied"), whatever stopped the read."""

from __future__ import annotations

import errno
import os
import sys

import pytest

from quiver.engine.modes import Difficulty
from quiver.game.picture import PictureTask, board_file
from quiver.game.read_errors import board_read_error

BOARD = '{"format":"quiver-board/1","mode":"2d","size":[2,2],"cells":[],"arrows":[]}'


def said(path: str) -> str:
    """The one line the game says for the board file at `path`."""
    with pytest.raises(ValueError) as info:
        board_file(PictureTask(path, Difficulty.MEDIUM, 1.0, 0), lambda stage: None)
    return str(info.value)


def named_once(line: str, path: str) -> None:
    name = os.path.basename(path)
    assert line.count(name) == 1, line
    assert "\n" not in line


@pytest.mark.parametrize(
    ("err", "why"), [(errno.EACCES, "permission denied"), (errno.EIO, "input/output error")]
)
def test_an_os_refusal_names_the_file_once(tmp_path, monkeypatch, err: int, why: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(BOARD)
    real = os.open

    def refuse(p, *a, **k):  # (as a file without read permission, for a user not root)
        if os.fspath(p) == str(path):
            raise OSError(err, os.strerror(err), os.fspath(p))
        return real(p, *a, **k)

    monkeypatch.setattr(os, "open", refuse)
    line = said(str(path))
    named_once(line, str(path))
    assert line == f"cannot read 'x.json': {why}"
    assert str(tmp_path) not in line


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads a file without permission")
def test_a_file_without_read_permission(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_text(BOARD)
    path.chmod(0)
    assert said(str(path)) == "cannot read 'x.json': permission denied"


def test_a_file_removed_before_the_read_says_where_it_was_looked_for(tmp_path) -> None:
    path = tmp_path / "gone.json"
    line = said(str(path))
    named_once(line, str(path))
    assert line == f"no file 'gone.json' in {tmp_path}"


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="posix")
def test_a_device_or_a_pipe_named_json(tmp_path) -> None:
    (tmp_path / "dev.json").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "f.json")
    (tmp_path / "sub.json").mkdir()
    assert said(str(tmp_path / "dev.json")) == "'dev.json' is a device, not a board file"
    assert said(str(tmp_path / "f.json")) == "'f.json' is a pipe (FIFO), not a board file"
    assert said(str(tmp_path / "sub.json")) == "'sub.json' is a folder, not a board file"


def test_a_broken_file_still_names_itself_first(tmp_path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{nope")
    line = said(str(path))
    assert line.startswith("'bad.json': invalid JSON")
    named_once(line, str(path))


def test_a_relative_path_and_an_odd_line() -> None:
    assert board_read_error("x.json", "cannot read x.json: Permission denied") == (
        "cannot read 'x.json': permission denied"
    )
    assert board_read_error("/a/x.json", "oops /a/x.json went\nwrong") == "oops 'x.json' went wrong"


@pytest.mark.skipif(sys.platform == "win32", reason="posix paths")
def test_the_cli_keeps_its_line(tmp_path, monkeypatch, capsys) -> None:
    from quiver.cli_files import read_board
    from quiver.engine.codec import CodecError

    path = tmp_path / "x.json"
    path.write_text(BOARD)
    real = os.open
    monkeypatch.setattr(
        os,
        "open",
        lambda p, *a, **k: (
            (_ for _ in ()).throw(PermissionError(errno.EACCES, "Permission denied"))
            if os.fspath(p) == str(path)
            else real(p, *a, **k)
        ),
    )
    with pytest.raises(CodecError, match=rf"^cannot read {path}: Permission denied$"):
        read_board(str(path))
