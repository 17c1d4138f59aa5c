"""A puzzle kept when the game closes mid-level, and picked up where it was left.

One slot, ``kept_puzzle.json`` in the data folder (storage.save_json: atomic, with a schema):
the level code, where it came from (a campaign level, a daily, a free puzzle), the
session's log of counted taps (blocked ones too), which of them the hint chose, the hints
asked, the hearts it was played with and the time on its clock. Opened again, the board is
built from the code as always and the taps are replayed through the `Session` at their
logged times, so hearts, score, combo, turning arrows and stars come out as they were; a
replay that does not match (another Quiver's board, a hand-edited file) says one line and
the puzzle starts fresh. A daily keeps its leaderboard attempt's nonce: the clock stops
while the game is closed, so the run's time stays within the attempt's age on the server.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quiver.engine.errors import count_of
from quiver.engine.modes import is_int
from quiver.game.data_dirs import PathLike, user_home
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.game.session import Session
from quiver.game.storage import load_json, peek_json, save_json

__all__ = [
    "KeptPuzzle",
    "can_keep",
    "daily_where",
    "drop_kept",
    "keep_puzzle",
    "kept_path",
    "load_kept",
    "replay_kept",
    "where_of",
]

SCHEMA = 1
FILE = "kept_puzzle.json"
KNOWN = ("code", "where", "log", "hinted", "hints", "hearts", "elapsed_ms", "nonce")


@dataclass(frozen=True)
class KeptPuzzle:
    """code: the level code; where: which puzzle ("level 2d 20", "daily 2d 2026-12-05",
    "free"); log: (arrow, ms[, head]) per counted tap; hinted: the log's moves the hint
    chose; hints: hints asked; hearts: the hearts it began with (None: zen); elapsed_ms: its
    clock; nonce: a daily's leaderboard attempt (None: none)."""

    code: str
    where: str
    log: tuple[tuple[int, ...], ...]
    hinted: tuple[int, ...] = ()
    hints: int = 0
    hearts: int | None = 3
    elapsed_ms: int = 0
    nonce: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in KNOWN}
        d.update(schema=SCHEMA, log=[list(m) for m in self.log], hinted=list(self.hinted))
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> KeptPuzzle:
        """ValueError (one line) for anything that is not a kept puzzle's."""
        code, where, log = d.get("code"), d.get("where"), d.get("log")
        if not (isinstance(code, str) and isinstance(where, str) and isinstance(log, list) and log):
            raise ValueError("it names no puzzle or no taps")
        moves = []
        for m in log:
            if not (isinstance(m, list) and len(m) in (2, 3) and all(is_int(v) and v >= 0 for v in m)):
                raise ValueError(f"a tap {m!r} is not [arrow, ms] or [arrow, ms, head]")
            moves.append(tuple(m))
        hinted, hints, hearts = d.get("hinted", []), d.get("hints", 0), d.get("hearts")
        elapsed, nonce = d.get("elapsed_ms", 0), d.get("nonce")
        if not (
            isinstance(hinted, list) and all(is_int(k) for k in hinted) and is_int(hints) and is_int(elapsed)
        ):
            raise ValueError("its hints or its time are not whole numbers")
        if not (hearts is None or (is_int(hearts) and hearts > 0)) or not (
            nonce is None or isinstance(nonce, str)
        ):
            raise ValueError("its hearts or its attempt are not readable")
        return cls(code, where, tuple(moves), tuple(hinted), hints, hearts, elapsed, nonce)


def kept_path(home: PathLike | None = None) -> Path:
    return user_home(home) / FILE


def where_of(request: PuzzleRequest) -> str | None:
    """Which puzzle a request is, as kept (None: one that is not kept, a board file or a lesson)."""
    o = request.origin
    if isinstance(o, CampaignLevel):
        return f"level {o.mode} {o.level}"
    if isinstance(o, DailyPuzzle):
        return daily_where(o.day, request.mode)
    return "free" if isinstance(o, FreePuzzle) else None


def daily_where(day: _dt.date, mode: str) -> str:
    """A daily's `where` (the mid-end asks it before the daily's request is made)."""
    return f"daily {mode} {day.isoformat()}"


def keep_puzzle(
    request: PuzzleRequest, code: object, s: Session, nonce: str | None = None
) -> KeptPuzzle | None:
    """Write the puzzle in play to the slot (StorageError: it could not be written); None,
    nothing written, for one with nothing to keep (untouched, over, at a dead end, no code)
    or where the slot is a file save_json leaves (a newer Quiver's, one that may not be read)."""
    where = where_of(request)
    if where is None or code is None or not s.at_stake or not s.log:
        return None
    kept = KeptPuzzle(
        str(code),
        where,
        tuple(s.log),
        tuple(s.hinted),
        s.hints_used,
        s.max_hearts,
        int(s.elapsed * 1000),
        nonce,
    )
    return kept if save_json(kept_path(), kept.to_dict(), known=KNOWN) else None


def can_keep() -> bool:
    """The slot takes a puzzle: not a file save_json leaves (a newer Quiver's, one that
    may not be read)."""
    return not peek_json(kept_path(), SCHEMA, KNOWN)[1]


def load_kept() -> tuple[KeptPuzzle | None, str | None]:
    """The kept puzzle (None: none), and one line when the file was not one (moved aside
    by load_json, or dropped here)."""
    data, warning = load_json(kept_path(), SCHEMA, dict, known=KNOWN)
    if not data:
        return None, warning
    try:
        return KeptPuzzle.from_dict(data), None
    except ValueError as e:
        drop_kept()
        return None, f"the kept puzzle was unreadable ({e}): it starts fresh"


def drop_kept() -> None:
    """Empty the slot (a file that cannot be removed is left: it is replaced on the next keep)."""
    with contextlib.suppress(OSError):
        kept_path().unlink(missing_ok=True)


def replay_kept(kept: KeptPuzzle, s: Session) -> str | None:
    """Play the kept taps through `s` (fresh) at their logged times, then set its clock
    going on from the kept time. None when every tap
    gave what was logged; else the one line that says why not, and `s` restarted."""
    hearts, s.max_hearts = s.max_hearts, kept.hearts
    s.restart()
    now = [0.0]
    real, s.clock = s.clock, lambda: now[0]
    s.start_clock()  # at 0: the log's times are since the start
    marks = set(kept.hinted)
    why = None
    try:
        for k, move in enumerate(kept.log):
            arrow, ms = move[0], move[1]
            if s.over or arrow not in s.board.alive:
                why = f"tap {k + 1} of {len(kept.log)} is not on this board"
                break
            now[0] = (ms + 0.5) / 1000  # (half a ms: the ms the session reads back is `ms`)
            s.last_hint = arrow if k in marks else None  # (a hinted clear starts no combo)
            s.fire(arrow, move[2] if len(move) > 2 else None)
            if tuple(s.log[-1]) != tuple(move):
                why = f"tap {k + 1} of {len(kept.log)} did not replay as it was played"
                break
        else:
            if s.over:
                why = "its taps end the puzzle"
    finally:
        s.clock = real
        s.last_hint = None
    if why is not None:  # fresh, with the hearts it was opened with (not the file's)
        s.max_hearts = hearts
        s.restart()
        return why
    s.hints_used = max(kept.hints, len(kept.hinted))
    s.go_on_from(max(kept.elapsed_ms, s.run_ms) / 1000)
    return None


def back_line(s: Session) -> str:
    """The toast of a puzzle picked up again."""
    cleared = s.arrows_total - s.arrows_left
    return f"Back where you left it: {cleared} of {count_of(s.arrows_total, 'arrow')} cleared"
