"""`quiver --version extra` printed the version and said 0: argparse's version action
ends at the option, before the stray word after it, and s253 made that word an error. s265
turned it round: --version anywhere prints it, whatever else is wrong on the line
(tests/test_s265_cli.py)."""

from __future__ import annotations

import pytest

from quiver.cli import main
from quiver.generator.version import GENERATOR_VERSION


@pytest.mark.parametrize("argv", [["--version"], ["--version", "shapes"], ["--seed", "3", "--version"]])
def test_version_alone_or_with_a_whole_line_prints_it_and_says_0(argv, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith("quiver ") and GENERATOR_VERSION in out and err == ""
