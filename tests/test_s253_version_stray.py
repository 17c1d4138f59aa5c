"""`quiver --version extra` printed the version and said 0: argparse's version action
ends at the option, before the stray word after it. --version is said once the whole
line parses now, so a stray word after it is argparse's one-line error (exit 2), as
anywhere else."""

from __future__ import annotations

import pytest

from quiver.cli import main
from quiver.generator.build import GENERATOR_VERSION


@pytest.mark.parametrize("argv", [["--version", "extra"], ["extra", "--version"], ["--version", "--no-such"]])
def test_a_stray_word_with_version_is_an_error_in_one_line(argv, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    stray = next(a for a in argv if a != "--version")
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1, err
    assert err.startswith("quiver: error: ") and stray in err


@pytest.mark.parametrize("argv", [["--version"], ["--version", "shapes"], ["--seed", "3", "--version"]])
def test_version_alone_or_with_a_whole_line_prints_it_and_says_0(argv, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith("quiver ") and GENERATOR_VERSION in out and err == ""
