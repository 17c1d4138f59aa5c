"""A campaign level's title and its Levels line never say a difficulty its code does not
(s112: level 1 was titled "Easy" while its code said hard: the code's easy, medium or
hard is the generator's setting the campaign picks to land on the level's depth, and it
must stay to build the same board; 13 of 2D's first 20 levels with a word disagreed)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver.game.campaign import level_code
from quiver.game.campaign_plan import level_plan
from quiver.game.journey import CampaignLevel, level_word
from quiver.render2d.hud import puzzle_title

GRADES = ("easy", "medium", "hard")


def _said(text: str) -> set[str]:
    words = text.lower().replace("\u2022", " ").replace("\u00b7", " ").split()
    return {g for g in GRADES if g in words}


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_the_title_never_says_a_difficulty_its_code_does_not(mode):
    worded = graded = 0
    for n in range(1, 301):
        word = level_word(CampaignLevel(mode, n))
        board = SimpleNamespace(shape=level_plan(mode, n).shape, params={})
        title = puzzle_title(board, "(the code)", f"Level {n}", word)  # (a level's title reads no code)
        said = _said(title)
        if said:  # (a title that names no grade cannot disagree: only these build their code)
            code = level_code(mode, n)
            assert said <= {str(code.difficulty)}, (n, title, code.difficulty)
        worded += word is not None
        graded += bool(said)
    assert worded >= 60  # (the first ten, the breathers and the spikes have a word)
    assert graded >= 20  # (the spikes say "hard": their codes are built and read)


def test_the_levels_line_says_the_same(monkeypatch, tmp_path):
    from app_helpers import app_maker

    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        for n in range(1, 61):
            record_level(app.midend.progress, "2d", n, 3, 20.0)
        scene = LevelsScene(app.ports, "2d")
        lines = {n: scene._describe(n) for n in range(1, 61)}
    for n, line in lines.items():
        assert _said(line.split(":", 1)[1]) <= {str(level_code("2d", n).difficulty)}, line
    assert lines[1].endswith("a warm-up  \u00b7  best 0:20")
