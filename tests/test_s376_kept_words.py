"""s376: a level or daily left mid-way is named by the toast as the menu's Continue names it
(the walk read "Daily 2026-12-07 kept: open it again to go on" under Continue's "3D daily Dec
7", and "Level 1 kept" under "Flat 3D level 1": which mode's was not said)."""

import datetime as dt
from types import SimpleNamespace

from quiver.engine.modes import Mode
from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.scenes.play_kept import kept_lines

TODAY = dt.date(2026, 12, 7)


def play_of(origin, mode="3d", code="3d-mug-11x12x8-97-easy-1841899722390478806-g9"):
    spec = PuzzleSpec(mode, "mug", (11, 12, 8), 97, "easy", 1)
    request = PuzzleRequest(origin, code=spec)
    return SimpleNamespace(request=request, code=code, midend=SimpleNamespace(today=lambda: TODAY))


def test_a_daily_and_a_level_kept_are_named_as_continue_names_them():
    assert kept_lines(play_of(DailyPuzzle(TODAY)), "K") == ["3D daily Dec 7 kept: open it again to go on"]
    last_year = play_of(DailyPuzzle(dt.date(2025, 12, 31), late=True))
    assert kept_lines(last_year, "K") == ["3D daily Dec 31 2025 kept: open it again to go on"]
    level = play_of(CampaignLevel(Mode.FLAT, 1), mode="flat", code="flat-cube-3x3x3-8-medium-3-g9")
    assert kept_lines(level, "K") == ["Flat 3D level 1 kept: open it again to go on"]


def test_a_free_puzzle_still_says_how_to_open_it():
    free = play_of(FreePuzzle())
    assert kept_lines(free, "K", "") == [
        "Puzzle kept: Continue (K) goes on; so does Enter seed 3d-mug-11x12x8-97-easy-1841899722390478806-g9",
        "Puzzle kept: Continue goes on; so does Enter seed 3d-mug-11x12x8-97-easy-1841899722390478806-g9",
    ]
