"""s225: `quiver generate >&-` (no standard output) built the board, wrote it nowhere and
said 0: the board was lost without a word. It is refused before the build, in one line;
--out still writes. (s233: shapes and check, which ran on printing nowhere, are refused
alike: tests/test_s233_cli_stdout.py.)"""

from __future__ import annotations

import sys

from quiver.cli import main


def test_generate_with_stdout_closed_says_so(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["generate", "--shape", "heart", "--seed", "1"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines == [
        "quiver: error: standard output is closed: the board would be lost (--out FILE writes it to a file)"
    ]


def test_generate_with_stdout_closed_writes_its_out_file(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "stdout", None)
    out = tmp_path / "b.json"
    assert main(["generate", "--shape", "heart", "--seed", "1", "--out", str(out)]) == 0
    assert out.read_text().startswith("{")
