"""A daily's leaderboard attempts: the nonce the server gave when each began (it bounds
the run's time by its clock, docs/server.md), per (server, day, mode).

Shared by the main thread (a daily starts, resumes or is submitted) and the client's
thread (which asks the server for the nonces still wanted), so every call takes the lock.
"""

from __future__ import annotations

import threading

MAX_NONCE = 100  # longer than any nonce a Quiver server gives: refused (played without one)


class Attempts:
    def __init__(self) -> None:
        self._nonces: dict[tuple[str, str, str], str | None] = {}  # -> nonce (None: asking, "": none)
        self._lock = threading.Lock()

    def ask(self, server: str, day: str, mode: str) -> None:
        """A new attempt: its nonce is wanted from the server (any older one is dropped)."""
        with self._lock:
            self._nonces[(server, day, str(mode))] = None

    def resume(self, server: str, day: str, mode: str, nonce: str) -> None:
        """An attempt goes on under the nonce it began with (a puzzle kept on close)."""
        with self._lock:
            self._nonces[(server, day, str(mode))] = nonce

    def asking(self, server: str) -> list[tuple[str, str]]:
        """(day, mode) of the attempts on `server` whose nonce is still wanted."""
        with self._lock:
            return [(d, m) for (s, d, m), nonce in self._nonces.items() if s == server and nonce is None]

    def fill(self, server: str, day: str, mode: str, nonce: object) -> None:
        """The server's answer for an asked attempt ("" or anything but a short text: none).
        Only while still asking: one submitted meanwhile is gone, one resumed keeps its own."""
        key = (server, day, str(mode))
        with self._lock:
            if key in self._nonces and self._nonces[key] is None:
                self._nonces[key] = nonce if isinstance(nonce, str) and len(nonce) <= MAX_NONCE else ""

    def nonce(self, server: str, day: str, mode: str) -> str | None:
        """The attempt's nonce (None: none, or not come yet)."""
        with self._lock:
            return self._nonces.get((server, day, str(mode))) or None

    def take(self, server: str, day: str, mode: str) -> str | None:
        """The attempt is over (its run submitted): its nonce, if any, goes with the run."""
        with self._lock:
            return self._nonces.pop((server, day, str(mode)), None) or None
