"""The fairness gates every generated board must pass (issue 12, RULES.md section 4).

A hard board is deep, but not a hunt for one needle after another: several arrows free
at the start, no long run of rounds that free a single arrow, few forced moves.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from quiver.engine.player import runs_for

MAX_SINGLE_RUN: Final = 3  # longest run of peel rounds that each free one arrow
MAX_FORCED: Final = 0.10  # share of moves with exactly one free arrow: the promise
# The gate reads the playouts the board was judged on (engine/player.py; the generator
# stops at the first look of its sequential test that passes) and keeps a margin for
# the noise left, so that an estimate of CHECK_RUNS playouts from any other seed stream
# stays within MAX_FORCED: Z standard errors of the difference of the two estimates,
# with a playout's forced share spreading about SPREAD / sqrt(arrows) (measured on the
# quality report's boards: 0.19-0.27). At 65 arrows: 6.8% after 10 playouts, 9.0% on
# the converged count.
FORCED_MARGIN: Final = 0.01  # the least margin
CHECK_RUNS: Final = 400
SPREAD: Final = 0.27
Z: Final = 3.0


# The generator's sequential test: looks after 10, 20, 40 and 80 playouts; a candidate
# not clearly fair by the last is rebuilt rather than measured at length (a rebuild costs
# less than the playouts that would settle a borderline board).
LOOKS: Final = (10, 20, 40, 80)


def forced_limit(arrows: int, runs: int | None = None) -> float:
    """The most forced moves `runs` playouts (default: the converged count) may read on
    a board of `arrows`: fewer playouts leave more noise, so a lower limit."""
    if arrows <= 0:
        return MAX_FORCED - FORCED_MARGIN
    runs = runs_for(arrows) if runs is None else max(1, runs)
    noise = SPREAD / math.sqrt(arrows) * math.sqrt(1 / runs + 1 / CHECK_RUNS)
    return round(MAX_FORCED - max(FORCED_MARGIN, Z * noise), 4)


def forced_looks(arrows: int) -> list[tuple[int, float]]:
    """The generator's sequential test (engine.player.random_playouts `looks`): after
    each count of LOOKS playouts (up to the converged count), the board passes if its
    forced share so far is within the limit for that many playouts. Most fair boards
    stop at the first look, and an independent estimate still reads within MAX_FORCED
    (each limit keeps Z standard errors of both estimates' noise)."""
    most = runs_for(arrows)
    out = [(r, forced_limit(arrows, r)) for r in LOOKS if r < most]
    if not out or out[-1][0] < min(most, LOOKS[-1]):
        out.append((min(most, LOOKS[-1]), forced_limit(arrows, min(most, LOOKS[-1]))))
    return out


MIN_VISIBLE: Final = 2  # 3D, Flat 3D: free arrows visible from the home view at the start
MAX_L_OVER_A: Final = 0.6  # depth / arrows


def min_free(arrows: int) -> int:
    """The fewest arrows free at the start: 2, or 3 from 40 arrows."""
    return 3 if arrows >= 40 else 2


def free_target(arrows: int) -> int:
    """How many free arrows a hard board keeps at the start (F0 about 0.045)."""
    return max(min_free(arrows), math.ceil(0.045 * arrows))


def failures(m: Mapping[str, Any]) -> list[str]:
    """The gates a board's metrics break (empty: a fair board)."""
    out = []
    if m["free_at_start"] < min_free(m["arrows"]):
        out.append(f"{m['free_at_start']} free at the start (at least {min_free(m['arrows'])})")
    if m["max_single_run"] > MAX_SINGLE_RUN:
        out.append(f"{m['max_single_run']} single-arrow rounds in a row (at most {MAX_SINGLE_RUN})")
    limit = forced_limit(m["arrows"], m.get("playout_runs"))
    if m.get("forced_moves", 1.0) > limit:
        out.append(f"forced moves {m.get('forced_moves', 1.0):.1%} (at most {limit:.1%})")
    if m.get("visible_free") is not None and m["visible_free"] < MIN_VISIBLE:
        out.append(f"{m['visible_free']} free arrows visible from the home view (at least {MIN_VISIBLE})")
    if m["l_over_a"] is None or m["l_over_a"] > MAX_L_OVER_A:
        out.append(f"L/A {m['l_over_a']} (at most {MAX_L_OVER_A})")
    return out
