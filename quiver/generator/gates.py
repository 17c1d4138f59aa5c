"""The fairness gates every generated board must pass (issue 12, RULES.md section 4).

A hard board is deep, but not a hunt for one needle after another: several arrows free
at the start, no long run of rounds that free a single arrow, few forced moves.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

MAX_SINGLE_RUN = 3  # longest run of peel rounds that each free one arrow
MAX_FORCED = 0.10  # share of moves with exactly one free arrow (seeded playouts)
MAX_L_OVER_A = 0.6  # depth / arrows


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
    if m.get("forced_moves", 1.0) > MAX_FORCED:
        out.append(f"forced moves {m.get('forced_moves', 1.0):.0%} (at most {MAX_FORCED:.0%})")
    if m["l_over_a"] is None or m["l_over_a"] > MAX_L_OVER_A:
        out.append(f"L/A {m['l_over_a']} (at most {MAX_L_OVER_A})")
    return out
