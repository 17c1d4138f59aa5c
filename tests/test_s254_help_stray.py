"""`quiver --help extra` printed the help and said 0: argparse's help action ends at the
option, before the stray word after it (s253 fixed the same for --version), and s254 made that
word an error. s265 turned it round: --help anywhere prints the help, whatever else is
wrong on the line (tests/test_s265_cli.py). Kept here: a command's --help shows its help
when what it requires (a board file, render's --out) is left out."""

from __future__ import annotations

import pytest

from quiver.cli import main

WHOLE = [
    (["--help"], "usage: quiver [-h]"),
    (["--seed", "3", "--help"], "usage: quiver [-h]"),
    (["--help", "shapes"], "usage: quiver shapes [-h]"),  # (s325: the command named, its help)
    (["shapes", "--help"], "usage: quiver shapes [-h]"),
    (["check", "--help"], "usage: quiver check [-h]"),
    (["play", "-h"], "usage: quiver play [-h]"),
    (["render", "--help"], "usage: quiver render [-h]"),
]


@pytest.mark.parametrize(("argv", "usage"), WHOLE, ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_help_with_a_whole_line_prints_it_and_says_0(argv, usage, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith(usage) and "show this help message and exit" in out and err == ""
