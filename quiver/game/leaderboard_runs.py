"""What became of a cleared daily's run, for the win card (docs/server.md): sending,
waiting to be sent (a round failed: the server is away, or its date is behind the run's),
ranked (#N of M), refused by the server (why, in its words), or not sent (too many
mistakes to rank). And the client's log throttle."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any

from quiver.game.leaderboard_wire import cap

SENDING = "sending"
WAITING = "waiting"
RANKED = "ranked"
REFUSED = "refused"
UNSENT = "unsent"  # not sent at all: cleared with RANKED_HEARTS mistakes or more (zen, scaled)


@dataclass(frozen=True)
class RunState:
    kind: str  # one of the five above
    rank: int = 0
    runs: int = 0
    message: str = ""  # REFUSED: the server's reason (checked and capped by the wire); UNSENT: why


def run_key(run: dict[str, Any]) -> tuple[str, str]:
    """(date, mode) of a queued run: its code starts with its mode ("2d-cross-...")."""
    return str(run.get("date")), str(run.get("code")).split("-")[0]


def queued(runs: list[dict[str, Any]], server: str, key: tuple[str | None, str] | None = None) -> int:
    """How many of the queue's `runs` are for `server` (and, given, that (date, mode); a
    date None: that mode's, of any day: the Daily screen's tab counts its own)."""
    return sum(1 for q in runs if q.get("server") == server and _matches(run_key(q["run"]), key))


def _matches(got: tuple[str, str], key: tuple[str | None, str] | None) -> bool:
    return key is None or (key[1] == got[1] and key[0] in (None, got[0]))


class LogOnce:
    """One log line per kind of trouble per `every` seconds: a dead server is not news
    every round."""

    def __init__(self, log: logging.Logger, every: float = 600.0) -> None:
        self.log, self.every = log, every
        self.at: dict[str, float] = {}  # kind -> when last logged

    def __call__(self, kind: str, text: str) -> None:
        now = time.monotonic()
        if now - self.at.get(kind, -self.every) >= self.every:
            self.at[kind] = now
            self.log.warning("leaderboard: %s", cap(text, 200))
