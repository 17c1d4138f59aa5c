"""What a rebuild keeps of an earlier build (out of build.py): the arrows before the
waist of a board that broke the single-round gate, half of a keep that failed again, and
where a stuck large build backs up to."""

from __future__ import annotations

from typing import Final

from . import gates, huge3d
from .early_abort import WAIST_MARGIN, kept_below
from .fairness import longest_single_run, peel_levels, round_sizes
from .state import BuildState

# large.py: the first LOCAL_BACKTRACKS give-ups (build.py) with at most LAST_CELLS cells
# left back up to the latest arrow beside them rather than the earliest
LAST_CELLS: Final = 16


def before_the_waist(state: BuildState, levels: list[int] | None = None) -> list[tuple[list[int], int, int]]:
    """What the next try keeps of this build: when the board breaks the single-round
    gate, the arrows built in rounds before its longest run of single rounds (less a
    margin); the rest is rebuilt. Otherwise nothing (the next try starts afresh). On
    large boards the run is often near the end, so the retry is a fraction of a build.
    An arrow is kept only if its ray crosses kept arrows alone, so the kept list is a
    clear order by itself."""
    levels = peel_levels(state) if levels is None else levels
    if levels is None:
        return []
    run, start = longest_single_run(round_sizes(levels))
    if run <= gates.MAX_SINGLE_RUN:
        return []
    cut = huge3d.waist_cut(state, levels, start, run) - WAIST_MARGIN
    return kept_below(state, state.built, cut)


def next_keep(
    keep: list[tuple[list[int], int, int]], waist: list[tuple[list[int], int, int]], built: int, cut: int = 2
) -> list[tuple[list[int], int, int]]:
    """What the next try keeps: the waist; but a retry that would keep just what the
    last one kept (and failed with) keeps half of it instead (`cut`: all but 1/cut of
    it; huge3d.kept_again): the trouble lies in what it keeps. On a large board (large.py;
    `built` its arrows as built, else 0) so does one that would keep every arrow it built."""
    if keep and len(waist) == len(keep):
        return keep[: len(keep) * (cut - 1) // cut]
    if built and len(waist) >= built:
        return waist[: len(waist) // 2]
    return waist


def last_beside_leftovers(s: BuildState) -> int | None:
    """large.py: when a build gives up with at most LAST_CELLS cells left over, the
    latest arrow beside them (the one that shut them in), else None. Backtracking to
    just before it rebuilds a tail, where the earliest neighbour (`stuck_near`) rebuilt
    nearly the whole board (a 192x192 hard build: 7,000 arrows for 3 cells)."""
    if s.n - s.used_count > LAST_CELLS:
        return None
    owner, used = s.owner, s.used
    beside = [owner[x] for c in range(s.n) if not used[c] for _, x, _ in s.walks[c] if owner[x] >= 0]
    return max(beside, default=None)
