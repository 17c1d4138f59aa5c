"""The arrow counts a shape allows (issue 13 item 10: out of build.py): the limits of a
shape's cells, the count a spec asks for (clamped with a note), a difficulty's default,
and the tolerance a build lands within. `generate` and the game's shown code ask them."""

from __future__ import annotations

import math
from typing import Final

from quiver.engine.errors import count_of
from quiver.engine.modes import Difficulty, Specials

from .spec import PuzzleSpec
from .specials import check_special_count

# Mean arrow length a difficulty aims for when no count is asked for.
DEFAULT_MEAN_LENGTH = {Difficulty.EASY: 6.0, Difficulty.MEDIUM: 5.5, Difficulty.HARD: 5.0}
# The counts the construction reliably lands on (measured over every shape): a mean
# arrow length from 4 to 7 cells. Requests outside are clamped with a note.
MIN_MEAN_LENGTH: Final = 4
MAX_MEAN_LENGTH: Final = 7


def count_limits(cells: int) -> tuple[int, int]:
    """The arrow counts a shape of `cells` cells allows."""
    return max(1, math.ceil(cells / MAX_MEAN_LENGTH)), max(1, cells // MIN_MEAN_LENGTH)


def clamp_count(count: int, cells: int) -> tuple[int, str | None]:
    """The count a shape of `cells` cells builds for `count` asked, and the one-line note
    when it had to change (None when kept): `generate` and the game's shown code."""
    lo, hi = count_limits(cells)
    if lo <= count <= hi:
        return count, None
    clamped = min(hi, max(lo, count))
    asked = count_of(count, "arrow")
    if count > hi:  # (too many: they do not fit, rather than "cannot fill")
        return clamped, f"{asked} do not fit in {cells} cells; using {clamped}"
    return clamped, f"{asked} cannot fill {cells} cells; using {clamped}"


def default_count(cells: int, difficulty: Difficulty) -> int:
    lo, hi = count_limits(cells)
    return max(lo, min(hi, round(cells / DEFAULT_MEAN_LENGTH[difficulty])))


def asked_count(spec: PuzzleSpec, cells: int) -> tuple[int, str | None]:
    """The count `spec` builds on a shape of `cells` cells (its default when it asks none,
    clamped by `clamp_count`) and the note when clamped. With special arrows, a count over
    their limit is refused here (SpecError, one line), before anything is built: the
    game's checks of a code ask it before a window or a worker (game/code.py)."""
    asked = spec.arrows if spec.arrows is not None else default_count(cells, spec.difficulty)
    count, note = clamp_count(asked, cells)
    if spec.specials != Specials.NONE:
        check_special_count(count)
    return count, note


def count_tolerance(count: int) -> int:
    return max(2, math.floor(0.05 * count))
