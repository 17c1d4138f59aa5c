"""Rate limits: a token bucket per key (an address, or a player's token).

Kept in this process's memory: behind a load balancer each server process limits on its
own (docs/server.md). Stale buckets are dropped so a flood of addresses cannot grow the
table without bound.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Limits", "RateLimiter"]


@dataclass(frozen=True)
class Limits:
    """Requests allowed per minute (0 turns a limit off)."""

    per_address: int = 300  # any request from one address
    per_token: int = 20  # run submissions with one token
    registrations: int = 10  # new players from one address


class RateLimiter:
    """`allow(key)` is True while `key` has budget: `per_minute` a minute, bursts up to that."""

    MAX_KEYS = 100_000

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(per_minute)
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        if self.burst <= 0:
            return True
        now = self.clock()
        with self._lock:
            level, then = self._buckets.get(key, (self.burst, now))
            level = min(self.burst, level + (now - then) * self.rate)
            if len(self._buckets) >= self.MAX_KEYS:
                self._prune(now)
            if level < 1.0:
                self._buckets[key] = (level, now)
                return False
            self._buckets[key] = (level - 1.0, now)
            return True

    def _prune(self, now: float) -> None:
        full = self.burst / self.rate if self.rate else 0.0
        for key, (_, then) in list(self._buckets.items()):
            if now - then >= full:  # refilled by now: forget it
                del self._buckets[key]
        if len(self._buckets) >= self.MAX_KEYS:  # still full: start over
            self._buckets.clear()
