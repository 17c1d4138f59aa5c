"""The win card says how hard the board was in one count of tries. Stranger playtest: "1.3
tries/move" next to "1.4 looks a move" read as the same thing; named apart ("random
tries" beside "tries a move, nearest first") the two numbers still confused a player
(playtest round 8). The card shows the player model's count alone, in the line under the
run's figures, and the legend explains its words (issue 22 item 7)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("pygame")

from quiver.game.hardness import NEXT, how_hard
from quiver.scenes.legend import WORDS
from quiver.scenes.result import card_stats


def _ses(metrics):
    return SimpleNamespace(elapsed=61.0, hints_used=0, mistakes=1, board=SimpleNamespace(metrics=metrics))


def test_the_card_shows_one_count_of_tries():
    assert [k for k, _ in card_stats(_ses({"scan": 1.3}))] == ["time", "hints", "mistakes"]
    line = how_hard({"local_scan": 1.4, "release_touching": 0.9, "release_distance": 1.0})
    assert line is not None and line.endswith(f"{NEXT} usually the nearest"), line  # (1.4: under 1.5)
    assert "random" not in line and "looks" not in line and "tries" not in line


def test_every_hard_line_with_a_count_says_which_arrow_out_from_the_last_was_free():
    for m, which in (
        ({"local_scan": 5.2, "release_touching": 0.4, "release_distance": 3.0}, "about the 5th nearest"),
        ({"local_scan": 3.0, "release_touching": 0.9, "release_distance": 1.0}, "about the 3rd nearest"),
        ({"local_scan": 1.6, "release_touching": 0.9, "release_distance": 1.0}, "about the 2nd nearest"),
        ({"local_scan": 1.25, "release_touching": 0.9, "release_distance": 1.0}, "usually the nearest"),
    ):
        line = how_hard(m)
        assert line.endswith(which), line
        assert "nearest first" not in line and "tries" not in line  # (jargon to a stranger)
        assert "look at" not in line and "." not in line  # (s104: no fraction of an arrow)


def test_no_scan_no_figure():
    assert [k for k, _ in card_stats(_ses(None))] == ["time", "hints", "mistakes"]


def test_the_legend_explains_the_words_shown_on_the_card():
    lower = [w.lower() for w in WORDS]
    assert any("nearest" in w and "win card" in w for w in lower)
    assert not any("random" in w for w in lower)  # no word for a figure the card lacks


def test_the_line_fits_a_640x480_win_card_in_its_own_print():
    """The longest line, split for a narrow card, fits the card's width at 640x480 in the
    print the card draws it in (never shrunk)."""
    from quiver.game.hardness import split_line
    from quiver.render2d import theme

    line = how_hard({"local_scan": 12.3, "release_touching": 0.4, "release_distance": 3.0})
    s = min(theme.ui_scale((640, 480), None), (640 - 16) / 660)  # (as ResultScene.layout)
    for row in split_line(line):
        assert theme.text_size(row, max(14, int(22 * s)))[0] <= int(660 * s) - 32, row
