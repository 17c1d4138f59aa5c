"""`quiver --help shapes` printed the game's help, not the shapes command's, and `quiver
help shapes` was refused (stranger s325): both now print the command's own help, as
`quiver shapes --help` does; `quiver help` alone prints the game's."""

import pytest

from quiver import cli


def _help(capsys, *argv: str) -> str:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0 and not err, err
    return out


@pytest.mark.parametrize("command", ["shapes", "render", "play"])
@pytest.mark.parametrize("asked", [("--help",), ("-h",), ("help",)])
def test_help_on_a_command_prints_that_commands_help(capsys, asked, command):
    own = _help(capsys, command, "--help")
    assert own.startswith(f"usage: quiver {command} ")
    assert _help(capsys, *asked, command) == own


@pytest.mark.parametrize("argv", [("help",), ("--help",), ("--help", "nope"), ("--help", "--seed")])
def test_help_with_no_command_named_prints_the_games_help(capsys, argv):
    out = _help(capsys, *argv)
    assert out.startswith("usage: quiver [-h]") and "list the shapes of each mode" in out


def test_help_on_a_word_that_is_no_command_names_the_commands(capsys):
    code = cli.main(["help", "nope"])
    out, err = capsys.readouterr()
    assert code == 2 and not out and "Traceback" not in err
    assert err.strip() == (
        "quiver: error: no help on 'nope': the commands are shapes, check, generate, render, play, serve"
    )


def test_a_board_file_named_help_is_still_played_not_helped(capsys, tmp_path, monkeypatch):
    """`quiver play help`: "help" there is the board file's name (none here: one line)."""
    monkeypatch.chdir(tmp_path)
    code = cli.main(["play", "help"])
    out, err = capsys.readouterr()
    assert code == 2 and not out and "usage:" not in err and "help" in err
