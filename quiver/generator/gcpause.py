"""The cyclic garbage collector paused for the length of a build (issue 26).

A build allocates hundreds of thousands of small objects (rays, walks, candidate
bodies) that live as long as the build does; Python's collector, triggered by the
allocation count, then scans them again and again for cycles that are not there: up
to a tenth of a 128x128 build. Paused, the few cycles a build makes (each attempt's
builder and its frontier) are collected by the first collection after it. Reference
counting frees everything else at once, as always, and the boards are the same.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def gc_paused(fn: Callable[P, R]) -> Callable[P, R]:
    """`fn` with the collector paused while it runs (left as it was if already off)."""

    @functools.wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        if not gc.isenabled():
            return fn(*args, **kwargs)
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            gc.enable()

    return run
