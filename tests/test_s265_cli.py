"""s265: a player who types --help wants the help. `quiver --help --seed` (an option left
without its value after it, or before it: `quiver --seed --help`) said argparse's error
about --seed, and s253/s254 made a stray word beside --help or --version an error (exit
2). Now -h/--help anywhere on the line (before a `--`) prints the help, a command's own
after its name, and --version the version, whatever else is wrong on the line; the first
of the two given wins. One mechanism answers both (Parser.asked), for every command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from quiver.cli import build_parser, main, version_text
from quiver.cli_parser import subcommands

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = sorted(subcommands(build_parser()))


def _valued_option(command: str | None) -> str:
    """An option of the command (None: the game's) that takes a value, or a made-up one."""
    parser = build_parser() if command is None else subcommands(build_parser())[command]
    taking = [a.option_strings[0] for a in parser._actions if a.option_strings and a.nargs is None]
    return taking[0] if taking else "--no-such"


def _lines(command: str | None) -> list[list[str]]:
    """Lines with --help and something wrong with them, for one command (None: the game)."""
    head = [] if command is None else [command]
    option = _valued_option(command)
    return [
        [*head, "--help", option],  # (the option's value left out, after --help)
        [*head, option, "--help"],  # (before it: argparse took --help for no value)
        [*head, "-h", option],
        [*head, "--help", "--no-such"],
        [*head, "--no-such", "--help"],
        [*head, "--help", "extra", "words"],
        ["--no-such", *head, "--help"],
    ]


HELP_LINES = [line for command in [None, *COMMANDS] for line in _lines(command)]


def _usage(argv: list[str]) -> str:
    command = next((a for a in argv if a in COMMANDS), None)
    return "usage: quiver [-h]" if command is None else f"usage: quiver {command} [-h]"


@pytest.fixture(autouse=True)
def _home(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))


def test_every_command_is_covered():
    assert {"shapes", "check", "generate", "render", "play", "serve"} <= set(COMMANDS)


@pytest.mark.parametrize("argv", HELP_LINES, ids=" ".join)
def test_help_anywhere_prints_the_help_and_says_0(argv, capsys):
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith(_usage(argv)) and "show this help message and exit" in out
    assert err == ""


@pytest.mark.parametrize(
    "argv",
    [
        ["--version", "--seed"],
        ["--seed", "--version"],
        ["--version", "extra"],
        ["extra", "--version"],
        ["--version", "--no-such"],
        ["--vers"],
        *[[command, "--version"] for command in COMMANDS],
        *[[command, _valued_option(command), "--version"] for command in COMMANDS],
    ],
    ids=" ".join,
)
def test_version_anywhere_prints_it_and_says_0(argv, capsys):
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out == version_text() + "\n" and err == ""


@pytest.mark.parametrize(
    ("argv", "help_wins"),
    [
        (["--help", "--version"], True),
        (["--version", "--help"], False),
        (["shapes", "--help", "--version"], True),
        (["shapes", "--version", "-h"], False),
        (["--seed", "--version", "--help"], False),
    ],
    ids=lambda a: " ".join(a) if isinstance(a, list) else "",
)
def test_the_first_of_help_and_version_wins(argv, help_wins, capsys):
    assert main(argv) == 0
    out, _ = capsys.readouterr()
    assert out.startswith(_usage(argv)) if help_wins else out == version_text() + "\n"


@pytest.mark.parametrize(
    "argv", [["check", "--", "--help"], ["play", "--", "-h"], ["--seed=--help"]], ids=" ".join
)
def test_after_a_double_dash_or_as_a_value_it_is_no_option(argv, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and err.startswith("quiver: error: ")


def test_closed_stdout_is_still_said_for_help_anywhere(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["--seed", "--help"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("quiver: error: standard output is closed: the help")


@pytest.mark.slow
def test_the_command_itself_prints_help_with_no_traceback(tmp_path):
    env = {**os.environ, "QUIVER_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "quiver", "--help", "--seed"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert run.returncode == 0 and run.stdout.startswith("usage: python -m quiver [-h]")
    assert run.stderr == ""
