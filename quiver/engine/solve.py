"""Solving and metrics (RULES.md section 4): the one place to import them from. The peel
and the blocking graph live in `peeling.py`, the metrics of a position in `measures.py`
(named so that the package's `peel` and `metrics` functions do not shadow them).

All of these work from the board's *current* position and never change it.
"""

from __future__ import annotations

from .measures import (
    Metrics,
    Playouts,
    max_single_run,
    metrics,
    playouts,
    random_tap_win_rate,
    side_by_side_heads,
    ways_out,
)
from .peeling import PeelResult, blocking_graph, find_cycle, peel

__all__ = [
    "Metrics",
    "PeelResult",
    "Playouts",
    "blocking_graph",
    "find_cycle",
    "max_single_run",
    "metrics",
    "peel",
    "playouts",
    "random_tap_win_rate",
    "side_by_side_heads",
    "ways_out",
]
