"""Puzzles kept when the game closes mid-level, and picked up where they were left.

``kept_puzzle.json`` in the data folder (storage.save_json: atomic, with a schema) holds
the puzzles left mid-way, newest first, each under where it came from: a campaign level
and a daily each its own, and one free puzzle (a code), MOST in all. So a random puzzle
left mid-way no longer puts out a kept daily, nor a level replayed from the list the
campaign's level left mid-way (s212; schema 1 held one puzzle, read as the only one).
Each holds the level code, where it came from (a campaign level, a daily, a free puzzle), the
session's log of counted taps (blocked ones too), which of them the hint chose, the hints
asked, the hearts it was played with and the time on its clock. Opened again, the board is
built from the code as always and the taps are replayed through the `Session` at their
logged times, so hearts, score, combo, turning arrows and stars come out as they were; a
replay that does not match (another Quiver's board, a hand-edited file) says one line and
the puzzle starts fresh. A hint lit and not tapped yet is lit again. A daily keeps its
leaderboard attempt's nonce: the clock stops while the game is closed, so the run's time
stays within the attempt's age on the server. A puzzle a keep puts out (the free one kept
before another, the oldest past MOST) is handed back to be said (s222: it went unsaid).
Which puzzle each is (its `where`) is a Slot, built and read here alone.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from quiver.engine.errors import count_of
from quiver.engine.modes import is_int
from quiver.game.data_dirs import PathLike, user_home
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.game.save_mends import keep_copy
from quiver.game.session import Session
from quiver.game.storage import load_json, peek_json, save_json

__all__ = [
    "Keeping",
    "KeptPuzzle",
    "Slot",
    "can_keep",
    "daily_where",
    "drop_kept",
    "keep_puzzle",
    "kept_path",
    "kept_puzzles",
    "kept_quietly",
    "load_kept",
    "replay_kept",
    "where_of",
]

SCHEMA = 2  # 1: one puzzle, its fields at the top (read as the only one)
FILE = "kept_puzzle.json"
MOST = 8  # puzzles kept (the oldest goes): a bound on the file, past what a player leaves
FIELDS = ("code", "where", "log", "hinted", "hints", "hearts", "elapsed_ms", "nonce", "lit")
KNOWN = ("puzzles", *FIELDS)  # (schema 1's fields known too: a file saved over drops them)


@dataclass(frozen=True)
class KeptPuzzle:
    """code: the level code; where: which puzzle ("level 2d 20", "daily 2d 2026-12-05",
    "free"); log: (arrow, ms[, head]) per counted tap; hinted: the log's moves the hint
    chose; hints: hints asked; hearts: the hearts it began with (None: zen); elapsed_ms: its
    clock; nonce: a daily's leaderboard attempt (None: none); lit: the arrow a hint lit and
    no tap took yet (None: none)."""

    code: str
    where: str
    log: tuple[tuple[int, ...], ...]
    hinted: tuple[int, ...] = ()
    hints: int = 0
    hearts: int | None = 3
    elapsed_ms: int = 0
    nonce: str | None = None
    lit: int | None = None

    def to_dict(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in FIELDS}
        d.update(log=[list(m) for m in self.log], hinted=list(self.hinted))
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
        elapsed, nonce, lit = d.get("elapsed_ms", 0), d.get("nonce"), d.get("lit")
        if not (
            isinstance(hinted, list) and all(is_int(k) for k in hinted) and is_int(hints) and is_int(elapsed)
        ):
            raise ValueError("its hints or its time are not whole numbers")
        if not (hearts is None or (is_int(hearts) and hearts > 0)) or not (
            nonce is None or isinstance(nonce, str)
        ):
            raise ValueError("its hearts or its attempt are not readable")
        lit = lit if is_int(lit) and lit >= 0 else None  # (a lit hint is a nicety: a bad one, none)
        return cls(code, where, tuple(moves), tuple(hinted), hints, hearts, elapsed, nonce, lit)


def _entries(data: dict[str, Any] | None) -> list[Any]:
    """The kept puzzles' dicts of a file's object, newest first (schema 1: its one puzzle)."""
    if not data:
        return []
    if data.get("schema", 1) == 1:
        return [data]
    puzzles = data.get("puzzles")
    return puzzles if isinstance(puzzles, list) else []


def _file(puzzles: list[Any]) -> dict[str, Any]:
    return {"schema": SCHEMA, "puzzles": puzzles}


def kept_path(home: PathLike | None = None) -> Path:
    return user_home(home) / FILE


FREE = "free"  # a free puzzle's `where` (one is kept)


@dataclass(frozen=True)
class Slot:
    """Which puzzle a kept one is, as its `where` writes it ("level 2d 20", "daily 2d
    2026-12-05", "free"): built and read here alone (the menu's Continue split the words
    again to name and open it). `at`: the level's number or the daily's day, as written."""

    kind: str  # "level", "daily", "free" (another word: a hand-edited file's)
    mode: str = ""
    at: str = ""

    @classmethod
    def read(cls, where: str) -> Slot:
        """A `where` as written (a hand edit's with a word missing: its kind alone)."""
        kind, *rest = where.split() or [""]
        return cls(kind, *rest) if len(rest) == 2 else cls(kind)

    @classmethod
    def level_of(cls, mode: str, level: int) -> Slot:
        return cls("level", mode, str(level))

    @classmethod
    def daily_of(cls, day: _dt.date, mode: str) -> Slot:
        return cls("daily", mode, day.isoformat())

    @classmethod
    def free(cls) -> Slot:
        return cls(FREE)

    def __str__(self) -> str:
        return " ".join(w for w in (self.kind, self.mode, self.at) if w)

    @property
    def named(self) -> bool:
        """A level or a daily, whole: named by its words (a free puzzle: by its code)."""
        return self.kind != FREE and bool(self.at)

    def level(self) -> int:
        """A level's number (ValueError: a hand edit's)."""
        return int(self.at)

    def day(self) -> _dt.date:
        """A daily's day (ValueError: a hand edit's)."""
        return _dt.date.fromisoformat(self.at)


def where_of(request: PuzzleRequest) -> str | None:
    """Which puzzle a request is, as kept (None: one that is not kept, a board file or a lesson)."""
    o = request.origin
    if isinstance(o, CampaignLevel):
        return str(Slot.level_of(o.mode, o.level))
    if isinstance(o, DailyPuzzle):
        return daily_where(o.day, request.mode)
    return str(Slot.free()) if isinstance(o, FreePuzzle) else None


def daily_where(day: _dt.date, mode: str) -> str:
    """A daily's `where` (the mid-end asks it before the daily's request is made)."""
    return str(Slot.daily_of(day, mode))


class Keeping(NamedTuple):
    """A puzzle kept, and the kept puzzles it put out of the file, to be said: another
    free puzzle kept before it (one is kept), the oldest past MOST."""

    kept: KeptPuzzle
    let_go: tuple[KeptPuzzle, ...] = ()


class _Spared(Exception):
    """The keep would put a kept puzzle out, and was asked to spare them: nothing written."""


def keep_puzzle(
    request: PuzzleRequest,
    code: object,
    s: Session,
    nonce: str | None = None,
    durable: bool = True,
    spare: bool = False,
) -> Keeping | None:
    """Keep the puzzle in play, the newest, in place of what was kept as the same `where`
    (StorageError: it could not be written); None, nothing written, for one with nothing
    to keep (untouched, over, at a dead end, no code) or where the file is one save_json
    leaves (a newer Quiver's, one that may not be read: its one read of the file says so).
    `durable` False: no fsync (a keep made while playing: save_json). `spare`: None, nothing
    written, where the keep would put a kept puzzle out (a keep made while playing leaves
    it to the keep as the puzzle is left, which says so): the same read, the same rule."""
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
        s.last_hint,
    )

    let_go: list[KeptPuzzle] = []

    def same(d: Any) -> bool:
        return isinstance(d, dict) and d.get("where") == kept.where

    def merge(old: dict[str, Any] | None) -> dict[str, Any]:  # (the others stay, after it)
        entries = _entries(old)
        puzzles = [kept.to_dict(), *(d for d in entries if not same(d))]
        free = kept.where == FREE  # (a level or a daily kept again is the same puzzle)
        replaced = [d for d in entries if free and same(d) and d.get("code") != kept.code]
        let_go[:] = _read(replaced + puzzles[MOST:])[0]
        if spare and let_go:
            raise _Spared
        return _file(puzzles[:MOST])

    try:
        if not save_json(kept_path(), _file([]), known=KNOWN, merge=merge, durable=durable):
            return None
    except _Spared:
        return None
    return Keeping(kept, tuple(let_go))


def can_keep() -> bool:
    """The file takes a puzzle: not a file save_json leaves (a newer Quiver's, one that
    may not be read)."""
    return not peek_json(kept_path(), SCHEMA, KNOWN)[1]


Current = Callable[[str], int]  # a mode's next level to play (Progress.current_level)


def kept_puzzles(
    today: _dt.date | None = None, current: Current | None = None
) -> tuple[list[KeptPuzzle], str | None]:
    """The kept puzzles, newest first, and one line when the file, or a puzzle in it, was
    not one (the file moved aside by load_json; a puzzle dropped here). `today`: the game's
    day, past which a kept daily cannot have been played; `current`: each mode's next level
    to play, past which a kept level is locked, not played yet (None: not asked)."""
    data, warning = load_json(kept_path(), SCHEMA, dict, known=KNOWN)
    kept, bad = _read(_entries(data), today, current)
    if bad:
        copy = keep_copy(kept_path())  # (the puzzle dropped was the player's: kept aside first)
        _rewrite(kept)
        aside = f"; the file as it was is kept as {copy.name}" if copy else ""
        return kept, f"the kept puzzle was unreadable ({bad[0]}): it starts fresh{aside}"
    return kept, warning


def load_kept(
    where: str | None = None, today: _dt.date | None = None, current: Current | None = None
) -> tuple[KeptPuzzle | None, str | None]:
    """The puzzle kept as `where` (None: the newest), or None; and kept_puzzles' line."""
    kept, warning = kept_puzzles(today, current)
    return next((k for k in kept if where in (None, k.where)), None), warning


def kept_quietly(today: _dt.date | None = None, current: Current | None = None) -> list[KeptPuzzle]:
    """The kept puzzles that read, newest first, read quietly (the menu's Continue: a bad
    file is said, and moved aside, when a puzzle is opened; `today`, `current`: kept_puzzles')."""
    return _read(_entries(peek_json(kept_path(), SCHEMA, KNOWN)[0]), today, current)[0]


def _read(
    entries: list[Any], today: _dt.date | None = None, current: Current | None = None
) -> tuple[list[KeptPuzzle], list[str]]:
    """The puzzles of a file's entries that read, and why each of the others did not."""
    kept, bad = [], []
    for d in entries:
        try:
            kept.append(_played(KeptPuzzle.from_dict(d if isinstance(d, dict) else {}), today, current))
        except ValueError as e:
            bad.append(str(e))
    return kept, bad


def _played(kept: KeptPuzzle, today: _dt.date | None, current: Current | None) -> KeptPuzzle:
    """`kept`, or ValueError for one that cannot have been played: a daily after `today`,
    not out yet (s329: a 2099 daily was offered by Continue, each Continue "not out yet"),
    or a level past its mode's `current`, locked (s331: "level 2d 999" opened by Continue)."""
    slot = Slot.read(kept.where)
    try:
        ahead = slot.named and (
            (slot.kind == "daily" and today is not None and slot.day() > today)
            or (slot.kind == "level" and current is not None and slot.level() > current(slot.mode))
        )
    except ValueError:  # (a hand edit's day, level or mode: said when it is opened)
        return kept
    if ahead and slot.kind == "daily":
        raise ValueError(f"its daily, {slot.day().isoformat()}, is not out yet")
    if ahead:
        raise ValueError(f"its level, {slot.mode} level {slot.at}, is locked: not played yet")
    return kept


def drop_kept(where: str | None = None) -> None:
    """Drop the puzzle kept as `where` (None: all of them); a file that cannot be written is
    left (a puzzle that stays is found not to replay, or replaced on the next keep)."""
    kept, _ = kept_puzzles() if where is not None else ([], None)
    _rewrite([k for k in kept if k.where != where])


def _rewrite(kept: list[KeptPuzzle]) -> None:
    """The file holds `kept` (none: removed)."""
    with contextlib.suppress(OSError):  # (StorageError is one)
        if kept:
            save_json(kept_path(), _file([k.to_dict() for k in kept]), known=KNOWN)
        else:
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
    if kept.lit is not None and kept.lit in s.board.alive and s.can_escape(kept.lit):
        s.relight(kept.lit)  # lit again, asked again at no cost
    return None


def back_line(s: Session) -> str:
    """The toast of a puzzle picked up again."""
    cleared = s.arrows_total - s.arrows_left
    return f"Back where you left it: {cleared} of {count_of(s.arrows_total, 'arrow')} cleared"
