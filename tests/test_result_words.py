"""The win card's two difficulty figures read apart (stranger playtest: "1.3 tries/move"
next to "1.4 looks a move" read as the same thing). Both count the arrows a player tries
per move before one can leave; the card names how each picks them (at random, or nearest
the last one first), and the legend explains both words (issue 22 item 7)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("pygame")

from quiver.game.hardness import NEAREST_FIRST, how_hard
from quiver.scenes.legend import WORDS
from quiver.scenes.result import card_stats


def _ses(metrics):
    return SimpleNamespace(elapsed=61.0, hints_used=0, mistakes=1, board=SimpleNamespace(metrics=metrics))


def test_the_card_names_how_each_figure_picks_its_arrows():
    stats = dict(card_stats(_ses({"scan": 1.3})))
    label = next(k for k, v in stats.items() if v == "1.3")
    assert "random" in label  # the board's search figure: picking at random
    line = how_hard({"local_scan": 1.4, "release_touching": 0.9, "release_distance": 1.0})
    assert line is not None and "1.4" in line
    assert NEAREST_FIRST in line and "random" not in line  # the player model: nearest first
    # the same unit in the same word on both, so the two numbers compare
    assert "tries" in label and "tries" in line
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


def test_the_legend_explains_both_words_shown_on_the_card():
    label = next(k for k, v in card_stats(_ses({"scan": 2.0})) if v == "2.0")
    lower = [w.lower() for w in WORDS]
    assert any(w.startswith(label.lower()) and "random" in w for w in lower)
    assert any(w.startswith(NEAREST_FIRST) for w in lower)
