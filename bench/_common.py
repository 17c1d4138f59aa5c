"""Shared helpers for the benchmarks: pin to one core, take medians."""

from __future__ import annotations

import contextlib
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def pin_one_core() -> None:
    """Benchmarks are quoted for one core; pin when the OS lets us."""
    if hasattr(os, "sched_setaffinity"):
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def median_time(fn, runs: int, clock=time.perf_counter) -> float:
    """Median time of `fn()` in seconds over `runs` runs (wall time unless a clock is given)."""
    times = []
    for _ in range(runs):
        t = clock()
        fn()
        times.append(clock() - t)
    return statistics.median(times)


def cpu_seconds() -> float:
    """User + system CPU time of this process (from /proc/self/stat; else os.times)."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        t = os.times()
        return t.user + t.system
