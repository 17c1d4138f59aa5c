"""s246's stranger pass over the command line: `quiver SHAPES` (a command in capitals)
said argparse's "argument COMMAND: invalid choice: 'SHAPES' (choose from ...)"; and
`quiver render --window 100000x100000`, a size written WxH, said "use WxH" where a
smaller one too big said the range."""

from __future__ import annotations

import pytest

from quiver.cli import main


@pytest.mark.parametrize("argv, word", [(["SHAPES"], "shapes"), (["Generate", "--seed", "1"], "generate")])
def test_a_command_in_capitals_is_told_it_is_lower_case(argv, word, capsys):
    assert main(argv) == 2
    lines = capsys.readouterr().err.splitlines()
    said = f"{argv[0]!r} is not a command: commands are lower case (`quiver {word}`)"
    assert lines == [f"quiver: error: {said}"]


def test_a_word_that_is_no_command_still_lists_them(capsys):
    assert main(["shapez"]) == 2
    assert "(choose from 'shapes', 'check'" in capsys.readouterr().err


@pytest.mark.parametrize("window", ["100000x100000", "480x99999999999"])
def test_a_window_too_big_says_the_range(window, tmp_path, capsys):
    assert main(["render", "--out", str(tmp_path / "a.png"), "--window", window]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "from 480x360 (the game's smallest window) to 8192x8192" in lines[0]
