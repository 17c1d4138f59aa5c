"""s328's stranger pass: a day typed after --daily (`quiver --daily 2026-12-01`) said
argparse's "argument COMMAND: invalid choice: '2026-12-01'", and after `render --daily`
"unrecognized arguments": --daily takes no day, and the line says where earlier days are."""

from __future__ import annotations

import pytest

from quiver.cli import main


@pytest.mark.parametrize(
    "argv, day",
    [
        (["--daily", "2099-01-01"], "2099-01-01"),
        (["--daily=2026-12-01"], "2026-12-01"),
        (["--daily", "--mode", "3d", "yesterday"], "yesterday"),
        (["render", "--daily", "2026/12/01", "--out", "r.png"], "2026/12/01"),
    ],
)
def test_a_day_after_daily_is_told_it_takes_none(argv, day, capsys):
    assert main(argv) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"quiver: error: --daily takes no date ({day!r})")
    assert "calendar" in lines[0]


def test_a_word_that_is_no_day_after_daily_keeps_the_commands_line(capsys):
    assert main(["--daily", "foo"]) == 2
    assert "(choose from 'shapes', 'check'" in capsys.readouterr().err
