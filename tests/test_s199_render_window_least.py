"""`quiver render --window` takes the sizes the game itself lays out: from its smallest
window, 480x360 (quiver/window_sizes.py SMALL_SCREEN). It took 320x240, and the picture showed
what no player sees (s199: the HUD's Hint at x=9, in the bottom bar's left margin): a
smaller one is refused in one line naming the least, before anything is drawn."""

from __future__ import annotations

import pytest

from quiver import cli


@pytest.mark.parametrize("size", ["320x240", "479x360", "480x359", "400×300"])
def test_a_window_below_the_games_smallest_is_refused_naming_it(size, capsys, tmp_path):
    out = tmp_path / "x.png"
    assert cli.main(["render", "--seed", "1", "--mode", "2d", "--window", size, "--out", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: bad --window"), err
    assert "480x360 (the game's smallest window)" in err[0], err
    assert not out.exists()


def test_the_games_smallest_window_is_taken():
    from quiver.cli_args import window_size
    from quiver.window_sizes import SMALL_SCREEN

    assert window_size("480x360") == (480, 360) == SMALL_SCREEN
    assert window_size("8192X8192") == (8192, 8192)


def test_the_least_is_the_games_smallest_window():
    pytest.importorskip("pygame")
    from quiver import window
    from quiver.window_sizes import SMALL_SCREEN

    assert SMALL_SCREEN == window.SMALL_SCREEN == (480, 360)


def test_the_least_has_one_name():
    """s331: cli_args.LEAST_WINDOW was only another name for window_sizes.SMALL_SCREEN;
    the command line reads that one name, and `render --help` says it."""
    from quiver import cli_args, window_sizes

    assert not hasattr(cli_args, "LEAST_WINDOW")
    assert cli_args.SMALL_SCREEN is window_sizes.SMALL_SCREEN
