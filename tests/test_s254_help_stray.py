"""`quiver --help extra` printed the help and said 0: argparse's help action ends at the
option, before the stray word after it (s253 fixed the same for --version). --help is said
once the whole line parses now, so a stray word after it is argparse's one-line error (exit
2), as anywhere else; a command's --help still shows its help when what it requires (a
board file, render's --out) is left out."""

from __future__ import annotations

import pytest

from quiver.cli import main

STRAY = [
    ["--help", "extra"],
    ["-h", "extra"],
    ["shapes", "--help", "extra"],
    ["check", "--help", "a.json", "extra"],
    ["render", "--help", "extra"],
    ["--help", "--no-such"],
]
WHOLE = [
    (["--help"], "usage: quiver [-h]"),
    (["--seed", "3", "--help"], "usage: quiver [-h]"),
    (["--help", "shapes"], "usage: quiver [-h]"),
    (["shapes", "--help"], "usage: quiver shapes [-h]"),
    (["check", "--help"], "usage: quiver check [-h]"),
    (["play", "-h"], "usage: quiver play [-h]"),
    (["render", "--help"], "usage: quiver render [-h]"),
]


@pytest.mark.parametrize("argv", STRAY, ids=" ".join)
def test_a_stray_word_with_help_is_an_error_in_one_line(argv, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1, err
    assert err.startswith("quiver: error: ") and argv[-1] in err


@pytest.mark.parametrize(("argv", "usage"), WHOLE, ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_help_with_a_whole_line_prints_it_and_says_0(argv, usage, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith(usage) and "show this help message and exit" in out and err == ""
