"""Bad input of every kind on the command line (round s123): one line on stderr, exit
status 2, no traceback; a file name's or an argument's bytes that are not UTF-8 shown as
U+FFFD, as `bytes.decode(errors="replace")` shows them (Python's escape, `bad\\udcff.json`,
was said)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from quiver import cli

BOARD = Path(__file__).parent / "boards" / "2d_chain3.json"
BAD = os.fsdecode(b"bad\xff.json")  # as Python reads such a name from argv


@pytest.fixture
def files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    whole = BOARD.read_bytes()
    for name, data in {
        "empty.json": b"",
        "binary.json": bytes(range(256)),
        "truncated.json": whole[:120],
        "list.json": b"[1, 2]",
        "bom.json": b"\xef\xbb\xbf",
        "deep.json": b"[" * 100_000,
        "noformat.json": b'{"a": 1}',
        "huge.json": b'{"format":"quiver-board/1","mode":"2d","size":[99999999,2],"cells":[],"arrows":[]}',
        "pic.png": b"\x89PNG nothing more",
        "empty.png": b"",
        "empty.vox": b"",
    }.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / "a folder").mkdir()
    os.mkfifo(tmp_path / "fifo.json")
    return tmp_path


CASES = [
    ["--seed", "abc"],
    ["--seed", "-1"],
    ["--seed", "9" * 30],
    ["--seed", ""],
    ["--code", "bogus"],
    ["--code", ""],
    ["--code", "2d-heart-16x14-40-hard-7-zz"],
    ["--size", "0"],
    ["--size", "9999"],
    ["--size", "3x"],
    ["--size", "1e9"],
    ["--arrows", "-3"],
    ["--mode", "4d"],
    ["--shape", "no such shape"],
    ["--shape", "empty.png"],
    ["--shape", "pic.png"],
    ["--shape", "empty.vox"],
    ["--difficulty", "brutal"],
    ["--specials", "lots"],
    ["check", "empty.json"],
    ["check", "binary.json"],
    ["check", "truncated.json"],
    ["check", "a folder"],
    ["check", "list.json"],
    ["check", "bom.json"],
    ["check", "deep.json"],
    ["check", "noformat.json"],
    ["check", "huge.json"],
    ["check", "fifo.json"],
    ["check", ""],
    ["check", "--taps", "x", "noformat.json"],
    ["play", "empty.json"],
    ["play", "a folder"],
    ["play", "truncated.json"],
    ["generate", "--out", "a folder"],
    ["generate", "--out", "no folder/x.json"],
    ["generate", "--size", "2x2x2x2"],
    ["render", "--out", "x.txt"],
    ["render", "--board", "binary.json", "--out", "x.png"],
    ["no-such-command"],
]


@pytest.mark.parametrize("argv", CASES, ids=lambda a: " ".join(a) or "nothing")
def test_bad_input_is_one_line_and_status_2(files, capsys, argv):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("quiver: error: "), err
    assert "Traceback" not in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
@pytest.mark.parametrize("command", ["check", "play"])
def test_a_file_not_ours_to_read_is_one_line(files, capsys, command):
    (files / "mine.json").write_bytes(BOARD.read_bytes())
    os.chmod(files / "mine.json", 0)
    try:
        assert cli.main([command, "mine.json"]) == 2
    finally:
        os.chmod(files / "mine.json", stat.S_IRUSR | stat.S_IWUSR)
    err = capsys.readouterr().err
    assert err == "quiver: error: cannot read mine.json: Permission denied\n"


@pytest.mark.parametrize("command", ["check", "play"])
def test_a_missing_file_named_in_bytes_not_utf8_is_said_readably(files, capsys, command):
    assert cli.main([command, BAD]) == 2
    err = capsys.readouterr().err  # (s214: in a missing picture's words)
    assert err == f"quiver: error: no file 'bad\ufffd.json' in {files}\n", ascii(err)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--code", os.fsdecode(b"2d\xff")], "puzzle code '2d\ufffd' has 1 part"),  # (quoted with repr)
        (["--shape", os.fsdecode(b"cat\xe9")], "unknown 2d shape 'cat\ufffd'"),
        (["generate", "--out", os.fsdecode(b"gone\xff/x.json")], "no folder 'gone\ufffd'"),
    ],
)
def test_an_argument_in_bytes_not_utf8_is_said_readably(files, capsys, argv, said):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and "\\u" not in err and err.count("\n") == 1, ascii(err)


@pytest.mark.parametrize(
    "argv", [["--shape", "a folder"], ["render", "--shape", "a folder/", "--out", "x.png"]]
)
def test_a_folder_for_a_shape_is_said_to_be_a_folder(files, capsys, argv):
    """(said "unknown 2d shape 'a folder' (did you mean flower?)")"""
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "is a folder, not a picture" in err and err.count("\n") == 1, err
