"""The server's error log, throttled (issue 27, M5): one line per kind of error per
interval, with how many more there were, never a traceback per request. A database
outage under load is one line a minute, not a megabyte a second."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

__all__ = ["ThrottleFilter", "ThrottledLog", "one_line", "throttle_server_logs"]


def one_line(e: BaseException, n: int = 200) -> str:
    """The error's type and first words; for a database error the driver's own message,
    without the SQL or its parameters (names, token hashes)."""
    orig = getattr(e, "orig", None)
    text = " ".join(str(orig if orig is not None else e).split())
    return f"{type(e).__name__}: {text[:n]}"


class ThrottledLog:
    def __init__(
        self, logger: logging.Logger, every: float = 60.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.logger, self.every, self.clock = logger, every, clock
        self._last: dict[str, float] = {}
        self._held: dict[str, int] = {}
        self._lock = threading.Lock()

    def error(self, kind: str, text: str) -> bool:
        """Log `text` unless `kind` was logged less than `every` seconds ago (then count it).
        True when a line was written."""
        now = self.clock()
        with self._lock:
            last = self._last.get(kind)
            if last is not None and now - last < self.every:
                self._held[kind] = self._held.get(kind, 0) + 1
                return False
            self._last[kind] = now
            held = self._held.pop(kind, 0)
        more = f" ({held} more like it since the last line)" if held else ""
        self.logger.error("%s%s", " ".join(text.split())[:300], more)
        return True


class ThrottleFilter(logging.Filter):
    """For uvicorn's and asyncio's loggers: the same message at most once per `every`
    seconds, with no traceback (a flood of bad requests or refused connections is one line
    a minute)."""

    def __init__(self, every: float = 60.0, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.every, self.clock = every, clock
        self._last: dict[str, float] = {}
        self._lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:
        key = f"{record.name}:{record.msg}"[:200]
        now = self.clock()
        with self._lock:
            if now - self._last.get(key, -self.every) < self.every:
                return False
            if len(self._last) > 1000:
                self._last.clear()
            self._last[key] = now
        record.exc_info = None  # one line, not a traceback
        record.exc_text = None
        return True


def throttle_server_logs(every: float = 60.0) -> None:
    """Install :class:`ThrottleFilter` on uvicorn's and asyncio's loggers (once)."""
    for name in ("uvicorn.error", "asyncio"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, ThrottleFilter) for f in logger.filters):
            logger.addFilter(ThrottleFilter(every))
