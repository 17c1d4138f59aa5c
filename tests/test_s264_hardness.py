"""The win card's "how the board was hard" line in a stranger's words (s264): "Most
arrows were freed by the one in front: 3 in 4 arrows near the last one cleared could
leave" (s104's) was lost on one. The line says what the player met, then which arrow,
counted out from the one just cleared, was the next that could leave: the figures as
the player model measured them (its mean looks a move, the nearest first)."""

from __future__ import annotations

import pytest

from quiver.game.hardness import how_hard, nearest, ordinal

# every line the player model's count gives, its figures at the edges of each form
LINES = [
    {"local_scan": 12.3, "release_touching": 0.4, "release_distance": 3.0},
    {"local_scan": 4.0, "release_touching": 0.9, "release_distance": 1.0},
    {"local_scan": 3.0, "release_touching": 0.9, "release_distance": 1.0},
    {"local_scan": 1.6, "release_touching": 0.9, "release_distance": 1.0},
    {"local_scan": 1.49, "release_touching": 0.9, "release_distance": 1.0},
    {"local_scan": 1.04, "release_touching": 0.9, "release_distance": 1.0},
    {"local_scan": 1.0, "release_touching": None, "release_distance": None},
]


@pytest.mark.parametrize("m", LINES)
def test_no_line_says_the_old_share(m):
    line = how_hard(m)
    assert "could leave" not in line and " in " not in line.split(": ")[1], line
    assert "near the last one cleared" not in line, line


def test_the_figure_is_which_arrow_out_from_the_last_one_was_free():
    assert [nearest(x) for x in (1.0, 1.04, 1.2, 1.49, 1.5, 2.4, 2.5, 5.2, 12.3, 21.0)] == [
        "always the nearest",
        "nearly always the nearest",
        "usually the nearest",  # (a mean under 1.5 looks: the nearest more often than not)
        "usually the nearest",
        "about the 2nd nearest",
        "about the 2nd nearest",
        "about the 3rd nearest",
        "about the 5th nearest",
        "about the 12th nearest",
        "about the 21st nearest",
    ]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "22nd", "101st", "111th"
    ]  # fmt: skip


def test_the_lines_say_why_in_the_players_terms():
    far, many, few, close = (how_hard(LINES[k]) for k in (0, 1, 2, 3))
    assert far == "The next free arrow was often far from the last one: about the 12th nearest"
    assert many.startswith("The next free arrow was often far") and many.endswith("the 4th nearest")
    assert few == "The next free arrow was often a few arrows off: about the 3rd nearest"
    assert close == (
        "Most blocked arrows were freed by clearing the one in front:"
        " the next free arrow was about the 2nd nearest"
    )
    assert how_hard(LINES[6]) == "No arrow stood in another's way: the next free arrow was always the nearest"


def test_the_legend_explains_the_cards_figure():
    from quiver.scenes.legend_words import WORDS

    said = [w for w in WORDS if "win card" in w]
    assert len(said) == 1 and "nearest" in said[0] and "just cleared" in said[0], said
    assert "could leave next" not in said[0]  # (the old share's words)
