"""The win card says how hard the board was in one count of tries. Stranger playtest: "1.3
tries/move" next to "1.4 looks a move" read as the same thing; named apart ("random
tries" beside "tries a move, nearest first") the two numbers still confused a player
(playtest round 8). The card shows the player model's count alone, in the line under the
run's figures, and the legend explains its words (issue 22 item 7)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("pygame")

from quiver.game.hardness import NEAREST_FIRST, how_hard
from quiver.scenes.legend import WORDS
from quiver.scenes.result import card_stats


def _ses(metrics):
    return SimpleNamespace(elapsed=61.0, hints_used=0, mistakes=1, board=SimpleNamespace(metrics=metrics))


def test_the_card_shows_one_count_of_tries():
    assert [k for k, _ in card_stats(_ses({"scan": 1.3}))] == ["time", "hints", "mistakes"]
    line = how_hard({"local_scan": 1.4, "release_touching": 0.9, "release_distance": 1.0})
    assert line is not None and "1.4 tries a move" in line
    assert NEAREST_FIRST in line and "random" not in line  # the player model: nearest first
    assert "looks" not in line


def test_every_hard_line_with_a_count_says_nearest_first():
    for m in (
        {"local_scan": 5.2, "release_touching": 0.4, "release_distance": 3.0},
        {"local_scan": 3.0, "release_touching": 0.9, "release_distance": 1.0},
        {"local_scan": 1.6, "release_touching": 0.9, "release_distance": 1.0},
    ):
        line = how_hard(m)
        assert line.endswith(f"{m['local_scan']:.1f} tries a move, {NEAREST_FIRST}"), line


def test_no_scan_no_figure():
    assert [k for k, _ in card_stats(_ses(None))] == ["time", "hints", "mistakes"]


def test_the_legend_explains_the_words_shown_on_the_card():
    lower = [w.lower() for w in WORDS]
    assert any(w.startswith(f"tries a move, {NEAREST_FIRST}") for w in lower)
    assert not any("random" in w for w in lower)  # no word for a figure the card lacks
