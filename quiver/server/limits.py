"""Rate limits: a token bucket per key (an address, or a player).

* :class:`RateLimiter` keeps the buckets in this process's memory (one server process);
  stale buckets are dropped so a flood of addresses cannot grow the table without bound.
* :class:`SharedLimiter` keeps them in the database's ``rate_limits`` table, updated by
  one atomic ``INSERT ... ON CONFLICT DO UPDATE ... RETURNING`` per request, so any
  number of server processes (and hosts) on one PostgreSQL share each limit: three
  processes allow what one does, not three times as much. Keys are stored hashed, and a
  row is deleted two minutes after its last request, and PostgreSQL does not wait for the disk for them
  (``synchronous_commit = off``: a bucket lost in a crash only refills early).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the CLI imports Limits; SQLAlchemy loads only when a server runs
    from sqlalchemy.engine import Engine

__all__ = ["Limits", "RateLimiter", "SharedLimiter"]


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


_UPSERT = """
INSERT INTO rate_limits (key, level, at, ok) VALUES (:k, :burst - 1, :now, TRUE)
ON CONFLICT (key) DO UPDATE SET
  level = CASE WHEN {fill} >= 1 THEN {fill} - 1 ELSE {fill} END,
  ok = ({fill} >= 1),
  at = :now
RETURNING ok
"""


class SharedLimiter:
    """The same buckets as :class:`RateLimiter`, kept in the database (see above)."""

    PRUNE_EVERY_S = 60.0

    def __init__(
        self, engine: Engine, name: str, per_minute: int, clock: Callable[[], float] = time.time
    ) -> None:
        from sqlalchemy import text

        self._text = text
        self.engine, self.name, self.clock = engine, name, clock
        self.rate = per_minute / 60.0
        self.burst = float(per_minute)
        self.pg = engine.dialect.name == "postgresql"
        least, greatest = ("LEAST", "GREATEST") if self.pg else ("MIN", "MAX")
        # refilled since the last request; clocks of several hosts may disagree a little
        fill = f"{least}(:burst, rate_limits.level + {greatest}(0, :now - rate_limits.at) * :rate)"
        self.sql: Any = text(_UPSERT.format(fill=fill))
        self._pruned = 0.0

    def key(self, key: str) -> str:
        import hashlib  # here, not at the top: the game's CLI imports this module (start-up)

        return hashlib.sha256(f"quiver-limit:{self.name}:{key}".encode()).hexdigest()[:40]

    def allow(self, key: str) -> bool:
        if self.burst <= 0:
            return True
        now = self.clock()
        with self.engine.begin() as c:
            if self.pg:
                c.execute(self._text("SET LOCAL synchronous_commit = off"))
            ok = c.execute(
                self.sql, {"k": self.key(key), "burst": self.burst, "now": now, "rate": self.rate}
            ).scalar()
            if now - self._pruned > self.PRUNE_EVERY_S and _one_in(4):
                self._pruned = now  # full buckets are forgotten (about one process a minute)
                c.execute(self._text("DELETE FROM rate_limits WHERE at < :old"), {"old": now - 120.0})
        return bool(ok)


def _one_in(n: int) -> bool:
    """True about once in `n` calls (system randomness; `secrets` is imported only here:
    the game's CLI imports this module, and start-up need not pay for hmac and hashlib)."""
    import secrets

    return secrets.randbelow(n) == 0
