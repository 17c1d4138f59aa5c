"""s233: `quiver shapes >&-` and `quiver check FILE >&-` (no standard output) wrote
nothing and said 0, as `quiver generate` did before s225: one line now, exit 2, before
any work. And `quiver --help` gave --seed no range where `quiver generate --help` did:
one wording for all three."""

from __future__ import annotations

import sys

import pytest

from quiver.cli import main
from quiver.cli_args import SEED_HELP


@pytest.mark.parametrize(
    "argv, lost",
    [
        (["shapes"], "the list"),
        (["shapes", "--json", "--mode", "3d"], "the list"),
        (["check", "-"], "the report"),  # (said before standard input is read)
        (["check", "no-such-board.json"], "the report"),
    ],
)
def test_a_report_with_stdout_closed_is_refused_in_one_line(argv, lost, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stdin", None)
    assert main(argv) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"quiver: error: standard output is closed: {lost} ")


def test_check_writes_its_report_when_stdout_is_there(tmp_path, capsys):
    board = tmp_path / "b.json"
    assert main(["generate", "--shape", "heart", "--seed", "1", "--out", str(board)]) == 0
    assert main(["check", str(board), "--taps", "0"]) == 0
    assert capsys.readouterr().out.startswith("{")


@pytest.mark.parametrize("argv", [["--help"], ["generate", "--help"], ["render", "--help"]])
def test_seed_help_gives_its_range_alike_everywhere(argv, capsys):
    assert main(argv) == 0
    assert " ".join(capsys.readouterr().out.split()).count(SEED_HELP) == 1
    assert "2**63-1" in SEED_HELP
