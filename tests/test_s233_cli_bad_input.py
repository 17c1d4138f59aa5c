"""s233, a stranger's pass over every subcommand with bad input: what was not one clear
line. A value that starts with '-' (`render --window -1x-1`, `--yaw -1e5`) said only
"expected one argument"; an --out through a link to a folder that is gone, or on a
read-only disk, said "permission denied"; an empty command (an unset variable) said
"invalid choice: ''"; standard input's refusals did not say they were about it."""

from __future__ import annotations

import io
import os
import sys
from types import SimpleNamespace

import pytest
from test_cli_stranger import _one_line_error  # one line, exit 2, no traceback: the line

from quiver import cli


@pytest.mark.parametrize(
    "argv, typed",
    [
        (["render", "--out", "x.png", "--window", "-1x-1"], "--window=-1x-1"),
        (["render", "--out", "x.png", "--mode", "3d", "--yaw", "-1e5"], "--yaw=-1e5"),
        (["generate", "--size", "-3x4"], "--size=-3x4"),
        (["--code", "-2d-heart"], "--code=-2d-heart"),
    ],
)
def test_a_value_that_starts_with_a_dash_says_how_to_give_it(argv, typed, capsys):
    says = _one_line_error(capsys, *argv)
    assert says.endswith(f"expected one argument: a value that starts with '-' goes after '=' ({typed})")


def test_a_value_left_out_before_another_option_gets_no_such_advice(capsys):
    says = _one_line_error(capsys, "generate", "--out", "--seed", "1")
    assert says == "argument --out: expected one argument"


def test_an_out_file_through_a_link_to_a_folder_that_is_gone(tmp_path, capsys):
    link = tmp_path / "b.json"
    link.symlink_to(tmp_path / "gone" / "x.json")
    says = _one_line_error(capsys, "generate", "--out", str(link))
    gone = str(tmp_path / "gone")
    assert says == f"argument --out: no folder {gone!r} to write 'x.json' in ({link} leads there)"


@pytest.mark.parametrize("argv", [["generate", "--out", "b.json"], ["render", "--out", "b.png"]])
def test_an_out_file_on_a_read_only_disk_says_so(argv, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(os, "access", lambda *a, **k: False)  # (root may write anywhere)
    monkeypatch.setattr(os, "statvfs", lambda p: SimpleNamespace(f_flag=os.ST_RDONLY), raising=False)
    says = _one_line_error(capsys, *argv)
    folder = "." if argv[0] == "render" else str(tmp_path.resolve())  # (generate's: through links)
    assert says == f"argument --out: cannot write in the folder {folder!r} (a read-only file system)"
    assert not os.listdir(tmp_path)


def test_an_out_file_in_a_folder_not_yours_says_permission_denied(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(os, "access", lambda *a, **k: False)
    says = _one_line_error(capsys, "render", "--out", "b.png")
    assert says == "argument --out: cannot write in the folder '.' (permission denied)"


def test_an_empty_command_says_where_the_commands_are_listed(capsys):
    assert _one_line_error(capsys, "") == "the command is empty: `quiver --help` lists the commands"


@pytest.mark.parametrize(
    "data, says",
    [(b"", "standard input: the board file is empty"), (b"[1]", "standard input: a board file holds")],
)
@pytest.mark.parametrize("command", ["check", "play"])
def test_standard_inputs_refusal_names_it(command, data, says, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert _one_line_error(capsys, command, "-").startswith(says)


@pytest.mark.parametrize("command, ext", [("generate", ".json"), ("render", ".png")])
def test_a_file_name_too_long_is_refused_before_the_work(command, ext, tmp_path, capsys):
    most = os.pathconf(tmp_path, "PC_NAME_MAX")
    out = tmp_path / ("a" * most + ext)
    says = _one_line_error(capsys, command, "--out", str(out))
    assert says == f"argument --out: the file name is too long: {most + len(ext)} bytes, over {most}"


def test_a_board_file_name_at_the_limit_is_written_whole(tmp_path, capsys):
    """Its NAME.tmpPID, written first, was over the limit: refused after the build."""
    out = tmp_path / ("b" * (os.pathconf(tmp_path, "PC_NAME_MAX") - 5) + ".json")
    assert cli.main(["generate", "--shape", "heart", "--size", "8", "--out", str(out)]) == 0
    assert out.read_text().startswith("{") and os.listdir(tmp_path) == [out.name]
