"""s357: the first levels' pictures read as what they are called (quiver/game/campaign_reads.py).

A stranger's 2D level 1, "Heart", was an 8x7 heart with no notch at the top: a blob. The
first READ_LEVELS levels of each mode now keep to sizes whose mask has the shape's feature;
the masks themselves are unchanged (every code's board as it was)."""

from __future__ import annotations

import pytest

from quiver.engine.modes import MODES
from quiver.engine.spec import PuzzleSpec
from quiver.game.campaign_plan import level_plan
from quiver.game.campaign_reads import READ_LEVELS, has_feature, reads
from quiver.shapes import make_shape

# level 1's code before s357 (quiver-gen/9): what a saved level in play may still hold
OLD_LEVEL_1 = "2d-heart-8x7-7-hard-3451074477919113744-g9"


def _rows(points) -> list[list[int]]:
    rows: dict[int, list[int]] = {}
    for x, y in points:
        rows.setdefault(y, []).append(x)
    return [sorted(rows[y]) for y in sorted(rows)]


def test_level_1s_heart_has_its_notch_at_the_top_and_its_point_at_the_bottom():
    plan = level_plan("2d", 1)
    rows = _rows(make_shape("2d", plan.shape, plan.size).points)
    top, bottom = rows[0], rows[-1]
    w = plan.size[0]
    assert plan.shape == "heart"
    gaps = [x for x in range(min(top), max(top)) if x not in top]  # between the lobes
    assert gaps and min(gaps) - 0.5 <= (w - 1) / 2 <= max(gaps) + 0.5, f"{plan.size}: no notch, {top}"
    assert len(bottom) <= 2 and abs(sum(bottom) / len(bottom) - (w - 1) / 2) <= 0.5, bottom


@pytest.mark.parametrize("mode", MODES)
def test_every_first_level_reads_as_its_name(mode):
    for n in range(1, READ_LEVELS + 1):
        plan = level_plan(mode, n)
        assert reads(mode, plan.shape, plan.size), f"{mode} level {n}: {plan.shape} at {plan.size}"


@pytest.mark.parametrize("mode", MODES)
def test_the_first_levels_keep_their_arrow_promise(mode):
    """The arrows stay within the plan's slack of the target (one or 8%), as every level's."""
    for n in range(1, READ_LEVELS + 1):
        plan = level_plan(mode, n)
        assert abs(plan.arrows - plan.target.arrows) <= max(1, round(0.08 * plan.target.arrows)), (mode, n)


@pytest.mark.parametrize(
    ("mode", "shape", "size", "want"),
    [
        ("2d", "heart", (8, 7), False),  # s354's level 1: the notch is lost at an even width
        ("2d", "heart", (7, 7), True),
        ("2d", "heart", (9, 8), True),
        ("2d", "heart", (16, 14), True),  # its default size
        ("2d", "star", (10, 9), False),  # a two-cell stub for a point
        ("2d", "star", (9, 8), True),
        ("2d", "star", (17, 16), True),
        ("3d", "snowman", (9,), False),  # a 3x9 pillar
        ("3d", "snowman", (13,), False),
        ("3d", "snowman", (16,), True),
        ("flat", "plus", (4,), False),  # an octagon
        ("flat", "plus", (5,), True),
        ("flat", "plus", (7,), True),  # its default size
        ("2d", "duck", (11, 11), True),  # no feature measured: reads
    ],
)
def test_the_features_measure_what_they_say(mode, shape, size, want):
    assert reads(mode, shape, size) is want
    assert has_feature(mode, shape) is (shape != "duck")


def test_a_level_kept_in_play_under_its_old_code_starts_fresh_with_one_line(tmp_path, monkeypatch):
    """Saves key a level by number and keep its code: the old 8x7 heart's taps are not
    replayed on the new board; the kept puzzle is dropped with the line that says so, which
    names the level as new in this version (s359: it said "another Quiver's board")."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.game.campaign import level_code
    from quiver.game.code import generate_board
    from quiver.game.journey import CampaignLevel, PuzzleRequest
    from quiver.game.kept_puzzle import keep_puzzle, kept_path
    from quiver.game.midend import Midend
    from quiver.game.session import Session

    old, new = PuzzleSpec.parse(OLD_LEVEL_1), level_code("2d", 1)
    assert str(new) != OLD_LEVEL_1 and str(new).startswith("2d-heart-7x7-")
    s = Session(generate_board(old), 3)
    s.fire(min(s.board.free_arrows()))
    level = PuzzleRequest(CampaignLevel("2d", 1))
    keep_puzzle(level, old, s)
    said: list[str] = []
    m = Midend(lessons=False)
    m._toast = lambda text, kind, short: said.append(text)
    s2 = Session(generate_board(new), 3)
    assert m.resume(level, new, s2) is None and not kept_path().exists() and s2.moves == 0
    assert said == ["Level 1 is new in this version of Quiver: a fresh start"]


@pytest.mark.parametrize(
    "kept, line",
    [
        (OLD_LEVEL_1, "Level 1 is new in this version of Quiver: a fresh start"),  # an older pick
        ("2d-heart-8x7-7-hard-12345-g9", None),  # a seed no campaign level 1 tries: foreign
        ("3d-cube-3x3x3-6-medium-688809105739266223-g9", None),  # 3D level 1's: another mode
        ("not a code", None),
    ],
)
def test_only_a_code_the_level_could_have_had_is_called_new(kept, line):
    from quiver.game.journey import CampaignLevel, FreePuzzle, PuzzleRequest
    from quiver.game.midend_kept import new_level_line

    assert new_level_line(PuzzleRequest(CampaignLevel("2d", 1)), kept) == line
    assert new_level_line(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(OLD_LEVEL_1)), kept) is None
