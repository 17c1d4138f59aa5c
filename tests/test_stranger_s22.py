"""Command line, HUD and How-to-play leftovers found by stranger playthroughs (s22's
round): each test failed before its fix."""

from __future__ import annotations

import pytest

from quiver.cli import main


# -- 1: `quiver --board FILE` and `quiver FILE.json` ----------------------------------------------
@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--board", "b.json"], "unrecognized option --board; `quiver play b.json` plays a board file"),
        (["b.json"], "'b.json' is not a command: `quiver play b.json` plays a board file"),
        (["--fast", "3"], "unrecognized option --fast"),
    ],
)
def test_a_board_file_on_the_command_line_says_how_to_play_it(capsys, argv, says):
    """`quiver --board broken.json` (the option `quiver render` has) said only "argument
    COMMAND: invalid choice: 'broken.json' (choose from ...)": neither that --board is
    unknown nor how a board file is played."""
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.splitlines() == [f"quiver: error: {says}"]


def test_a_mistyped_command_still_lists_the_commands(capsys):
    assert main(["sahpes"]) == 2
    assert "choose from 'shapes'" in capsys.readouterr().err
