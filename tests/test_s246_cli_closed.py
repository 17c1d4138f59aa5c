"""s246: `quiver --help`, `--version` and `--paths` with standard output closed (`>&-`)
printed nowhere and said 0, where `shapes`, `check` and `generate` say one line and exit
2 (s225, s233). They say it alike now. The game itself is never refused for a missing
standard output: a windowed build (Windows: no console) starts it with none, which is
why s46 made no stdout no error (`tests/test_stranger_s46.py`)."""

from __future__ import annotations

import sys

import pytest

from quiver import cli
from quiver.cli import main


@pytest.mark.parametrize(
    "argv, lost",
    [
        (["--help"], "the help"),
        (["generate", "--help"], "the help"),
        (["--version"], "the version"),
        (["--paths"], "the folders"),
    ],
)
def test_what_would_print_nowhere_is_refused_in_one_line(argv, lost, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "stdout", None)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"quiver: error: standard output is closed: {lost} would be lost (")
    assert " > FILE` keeps " in err


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["--paths"]])
def test_with_stdout_there_they_print_and_say_0(argv, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.strip() and err == ""


def test_the_game_starts_with_no_stdout_as_a_windowed_build_does(monkeypatch):
    started = []
    monkeypatch.setattr(cli, "run_game", lambda args: started.append(args) or 0)
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["--seed", "3"]) == 0 and len(started) == 1
