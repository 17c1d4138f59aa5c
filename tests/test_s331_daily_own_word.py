"""s331: a failing line with --daily named any date-like word on it as the day --daily
does not take (`quiver --daily --seed 20261201` said "--daily takes no date
('20261201')"): only --daily's own word (after it, `--daily=DAY`) or one no option takes
is that day; another option's value is left to its own line."""

from __future__ import annotations

import pytest

from quiver.cli import main


@pytest.mark.parametrize(
    "argv, said",
    [
        (["--daily", "--seed", "20261201"], "not allowed with argument --daily"),
        (["--seed", "20261201", "--daily"], "not allowed with argument --seed"),
        (["--daily", "--arrows", "20261201", "bogus"], "invalid choice: 'bogus'"),
        (["--daily", "--shape", "today", "--frob"], "--frob"),
        (["render", "--daily", "--out", "r.png", "--yaw", "20261201", "--frob"], "--frob"),
        (["--daily", "--frob", "2026-12-01"], "--frob"),  # (an option not known: maybe its value)
    ],
)
def test_another_options_date_like_value_is_not_dailys(argv, said, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and said in lines[0], lines
    assert "--daily takes no date" not in lines[0]


@pytest.mark.parametrize(
    "argv, day",
    [
        (["--daily", "20261201", "--mode", "3d"], "20261201"),
        (["--mode", "3d", "--daily=today"], "today"),
        (["--daily", "--difficulty", "hard", "2026.12.01"], "2026.12.01"),  # (a word no option takes)
    ],
)
def test_dailys_own_word_is_still_named(argv, day, capsys):
    assert main(argv) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"quiver: error: --daily takes no date ({day!r})"), lines
