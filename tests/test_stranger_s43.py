"""A stranger's round (s43): the Daily screen in a tall window (1024x1600) stood half empty
(its cards stretched to the window's height with nothing in them); a campaign level's
label says what the player sees."""

from __future__ import annotations

import datetime
import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


@pytest.mark.parametrize("size", [(1024, 1600), (900, 1200), (768, 1024)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_daily_page_is_a_centred_block_in_a_tall_window(app_at, size):
    from quiver.render2d.drawn import problems
    from quiver.scenes.daily import TALLEST, DailyScene

    app = app_at(size)
    scene = DailyScene(app.ports)
    app.push(scene)
    _, seen = layout.draw_recorded(app, picture=False)
    assert problems(seen, pygame.Rect(0, 0, *size)) == []
    inked = seen.items[0].rect.unionall([i.rect for i in seen.items])
    above, below = inked.y, size[1] - inked.bottom
    assert abs(above - below) <= 0.1 * size[1], (above, below)  # in the window's middle
    assert scene.left_card.h <= TALLEST * scene.k + 1  # no taller than its contents need
    cells = [r for _, r in scene._calendar_cells()]
    assert min(r.h for r in cells) >= int(54 * scene.k) - 8  # the calendar's days whole


def test_the_daily_page_keeps_its_place_in_a_wide_window(app_at):
    from quiver.scenes.daily import DailyScene

    app = app_at((1280, 800))
    scene = DailyScene(app.ports)
    app.push(scene)
    assert scene.back.rect.y == layout_top(scene)


def layout_top(scene) -> int:
    from quiver.scenes.base import page_frame

    return page_frame(scene.size, scene.midend.settings)[2].y


def test_the_first_levels_say_no_easy_where_their_code_says_hard():
    """2D levels 1 and 2 kept "hard" in their codes (the generator's setting for seven or
    eight arrows: "medium" fell a round short of the ramp) till s357 sized them to read
    (medium now lands); the title the player reads says how the level plays, in words that
    are not the code's (s112: "Easy" over "hard")."""
    from types import SimpleNamespace

    from quiver.game.campaign import level_code
    from quiver.game.campaign_targets import LevelRole, level_role
    from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, level_word
    from quiver.render2d.hud import puzzle_title

    for n in (1, 2):
        # (s357: the 7x7 heart and 9x9 star, sizes that read, land on their depth at medium)
        assert level_code("2d", n).difficulty == "medium"
        assert level_word(CampaignLevel("2d", n)) == "warm-up"
    board = SimpleNamespace(shape="heart", params={"difficulty": "hard"})
    title = puzzle_title(board, level_code("2d", 1), "Level 1", level_word(CampaignLevel("2d", 1)))
    assert title == "Level 1  \u2022  Heart  \u2022  Warm-up"
    for n in range(1, 61):
        word, role = level_word(CampaignLevel("2d", n)), level_role(n)
        assert word == {LevelRole.SPIKE: "hard", LevelRole.BREATHER: "short"}.get(
            role,
            "warm-up" if n <= 3 else None,  # (s295: a warm-up has under ten arrows)
        )
    assert level_word(FreePuzzle()) is None and level_word(DailyPuzzle(datetime.date(2026, 12, 1))) is None
