"""The campaign: an endless, deterministic sequence of levels per mode (ADR 0008,
docs/adr/0008-campaign-curve.md). This module is its public level API, the board and the
code of a level; the parts behind it, each in its own module:

* campaign_targets.py: ``level_role(n)`` (every 10th level a "breather", every other 5th
  from level 15 on a "spike", the rest "ramp" levels that climb steadily) and
  ``level_target(mode, n)``, the arrows, depth and free share at start a level aims for.
* campaign_plan.py: ``level_plan(mode, n)``, the shape and size that hit the target
  (cheap, no generation), from the gallery's fixed order (``campaign_shapes``).
* campaign_search.py: ``search_level``, the candidate boards with seeds derived from
  ``(mode, n)``; a ramp level keeps one that lands on its whole-number depth (which never
  falls from level to level), a spike or breather the one nearest its target.
* campaign_picks.py: the table of what that search keeps (tools/campaign_picks.py), so
  a level's code is read rather than searched for.

Everything depends only on ``(mode, n)``, the shape library and the generator, never on
``random`` or Python's salted ``hash()``. Progress (stars, times) is keyed by the level
number, so it stays with its level. ``bench/campaign_curve.py`` writes the curve of levels
1-300 to ``bench/campaign_curve.csv``; tests/test_campaign_curve.py gates it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from quiver.engine.modes import Difficulty
from quiver.game.campaign_plan import level_plan
from quiver.game.campaign_search import candidate_code, candidate_seeds, level_seed, search_level
from quiver.game.campaign_targets import LevelRole

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.campaign_plan import Plan
    from quiver.game.code import PuzzleSpec

__all__ = ["level_board", "level_code", "level_spec"]


def level_spec(mode: str, level: int) -> dict[str, Any]:
    """The plan of a level as a dict: ``{"mode", "role", "shape", "size", "arrows",
    "difficulty", "seed"}``, where difficulty and seed are the first candidate's (the
    board :func:`level_code` keeps may use another candidate)."""
    plan = level_plan(mode, level)
    return {
        "mode": mode,
        "role": plan.role,
        "shape": plan.shape,
        "size": plan.size,
        "arrows": plan.arrows,
        "difficulty": (
            Difficulty.MEDIUM if plan.role == LevelRole.RAMP else candidate_seeds(mode, level, plan)[0][0]
        ),
        "seed": level_seed(mode, level),
    }


def level_board(mode: str, level: int) -> tuple[PuzzleSpec, Board]:
    """``(code, board)`` of campaign ``level``: the best candidate by ``campaign_search._score`` (a
    fresh board each call: a board in play changes). From the first special arrow's
    intro level on, some levels carry special arrows (special_levels.py); their
    candidates are built and measured with them."""
    plan = level_plan(mode, level)
    picked = _picked(mode, level, plan)
    if picked is not None:
        from quiver.game.code import generate_board

        return picked, generate_board(picked)
    return search_level(mode, level, plan)


def _picked(mode: str, level: int, plan: Plan) -> PuzzleSpec | None:
    """The code the search keeps for this level, from the table of picks
    (quiver/game/campaign_picks.py: the difficulty and candidate number of each level,
    written by tools/campaign_picks.py for one generator version); None where the table
    has no entry or was made by another generator version: the search runs then. The
    board is the search's own (the same code, generated the same way), without building
    the candidates it looked at."""
    from quiver.game.campaign_picks import GENERATOR, PICKS
    from quiver.generator.version import GENERATOR_VERSION

    row = PICKS.get(str(mode), "").split() if GENERATOR == GENERATOR_VERSION else []
    if level > len(row):
        return None
    letter, k = row[level - 1][0], int(row[level - 1][1:])
    difficulty = {"e": Difficulty.EASY, "m": Difficulty.MEDIUM, "h": Difficulty.HARD}[letter]
    return candidate_code(mode, level, plan, difficulty, level_seed(mode, level, k))


def level_code(mode: str, level: int) -> PuzzleSpec:
    """The puzzle code (:class:`quiver.game.code.PuzzleSpec`) of campaign ``level``.

    Deterministic, like :func:`level_plan`; read from the table of picks, else it
    generates a few candidate boards (as long as a few generations of the level; cached
    for the last few levels).

    >>> level_code("2d", 1).mode
    '2d'
    """
    return _level_code(mode, level)


@lru_cache(maxsize=64)
def _level_code(mode: str, level: int) -> PuzzleSpec:
    plan = level_plan(mode, level)  # (a level in the table of picks: its code, no board built)
    picked = _picked(mode, level, plan)
    return picked if picked is not None else search_level(mode, level, plan)[0]
