"""s292 (from s291's play of 2D levels 1-12): every small board's win card said "Most
blocked arrows were freed by clearing the one in front", only its count changing; after
three levels it read flat. A board played close at hand says the most telling of its
figures (over half free at the start, its longest chain, its free arrows a move), each
the board's own measured figure; with none standing out (or the figures missing) the
old words stay."""

from __future__ import annotations

import re

from quiver.game.campaign import level_board
from quiver.game.hardness import how_hard, player_metrics, split_line

CLOSE = {"local_scan": 1.4, "release_touching": 1.0, "release_distance": 1.0}


def test_each_fact_says_the_boards_own_figure():
    assert how_hard({**CLOSE, "arrows": 7, "free_at_start": 4, "depth": 2}).startswith(
        "4 of 7 arrows were free at the start: the next free arrow was"
    )
    chain = how_hard({**CLOSE, "arrows": 13, "free_at_start": 5, "depth": 6, "mean_choice": 4.4})
    assert chain.startswith("The longest chain was 6 arrows, each freed by the one before:")
    many = how_hard({**CLOSE, "arrows": 11, "free_at_start": 5, "depth": 3, "mean_choice": 3.6})
    assert many.startswith("About 4 arrows were free at each move:")
    plain = how_hard({**CLOSE, "arrows": 9, "free_at_start": 4, "depth": 3, "mean_choice": 2.8})
    assert plain.startswith("Most blocked arrows were freed by clearing the one in front:")


def test_the_first_twelve_2d_levels_do_not_read_the_same():
    lines = [how_hard(player_metrics(level_board("2d", n)[1])) for n in range(1, 13)]
    heads = [split_line(line)[0] for line in lines]
    assert len({re.sub(r"\d+", "#", h) for h in heads}) == 4, heads  # every kind of line
    assert all(len(split_line(line)) == 2 for line in lines)  # each row fits a narrow card's split
    assert max(len(h) for h in heads) <= 62, heads
