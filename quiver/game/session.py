"""A play session without pixels: hearts, moves, hints, timer, stars.

The session owns a board position and applies the move rule through the engine's one
implementation (`Board.fire`). Every renderer (2D, 3D, Flat 3D) drives the same
`Session`; the views only animate what `fire()` reports.

    s = Session(board, hearts=3)          # hearts=None: zen (no hearts, no losing)
    r = s.fire(i)                         # FireResult: left, or blocked at a cell
    s.hint()                              # a free arrow (counted), or None when over
    s.won, s.lost, s.stars, s.elapsed
    s.log                                 # [(arrow, ms since start)] of every counted tap
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from quiver.engine import Board, peel
from quiver.engine.modes import is_count

__all__ = ["FireResult", "Session"]


@dataclass(frozen=True)
class FireResult:
    """What one tap did.

    arrow:   the arrow that was fired
    left:    True when it flew off the board (it is removed)
    cell:    the blocking cell (None when it left)
    blocker: the arrow owning that cell (None when it left)
    heart_lost: a heart was taken (blocked, and not zen)
    won / lost: the session ended with this tap
    ignored: the tap did nothing (game over, or no such arrow on the board)
    locked: blocked by its lock (the key, `blocker`, is still on the board; `cell` is None)
    end:    which head fired: 0 the `dir` head, 1 a two-headed arrow's `dir2` head
    """

    arrow: int
    left: bool
    cell: int | None = None
    blocker: int | None = None
    heart_lost: bool = False
    won: bool = False
    lost: bool = False
    ignored: bool = False
    locked: bool = False
    end: int = 0

    @property
    def blocked(self) -> bool:
        return not self.left and not self.ignored


class Session:
    """One attempt at one board. `clock` returns seconds (monotonic); inject it in tests."""

    def __init__(self, board: Board, hearts: int | None = 3,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if hearts is not None and not is_count(hearts):
            raise ValueError(f"hearts must be a positive integer or None (zen), got {hearts!r}")
        self.board = board
        self.max_hearts = hearts
        self.clock = clock
        self.restart()

    # -- lifecycle -------------------------------------------------------------------
    def restart(self) -> None:
        """Back to the start: every arrow, full hearts, clock and counters reset."""
        self.board.reset()
        self.hearts = self.max_hearts
        self.mistakes = 0
        self.hints_used = 0
        self.assisted = False     # the blocker-marking assist was on during play
        self.moves = 0
        self.won = False
        self.lost = False
        self.last_hint: int | None = None
        self.history: list[FireResult] = []
        # (arrow, ms since the clock started) per counted tap: what a leaderboard replays
        self.log: list[tuple[int, int]] = []
        self._started: float | None = None
        self._stopped: float | None = None
        self._paused_at: float | None = None
        self._paused_total = 0.0
        self._levels: dict[int, int] | None = None
        self._depth: int | None = None

    @property
    def hearts(self) -> int | None:
        """Hearts left (None: zen); kept in the board's position."""
        return self.board.position.hearts

    @hearts.setter
    def hearts(self, value: int | None) -> None:
        self.board.position.hearts = value

    @property
    def zen(self) -> bool:
        return self.max_hearts is None

    @property
    def over(self) -> bool:
        return self.won or self.lost

    # -- timer -----------------------------------------------------------------------
    def start_clock(self) -> None:
        """Start the timer (the first fire or hint starts it too)."""
        if self._started is None:
            self._started = self.clock()

    def pause(self) -> None:
        if self._started is not None and self._paused_at is None and self._stopped is None:
            self._paused_at = self.clock()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._paused_total += self.clock() - self._paused_at
            self._paused_at = None

    @property
    def elapsed(self) -> float:
        """Seconds played (paused time excluded; frozen when the session ends)."""
        if self._started is None:
            return 0.0
        end = self._stopped
        if end is None:
            end = self._paused_at if self._paused_at is not None else self.clock()
        paused = self._paused_total
        return max(0.0, end - self._started - paused)

    def _stop_clock(self) -> None:
        if self._stopped is None:
            self.resume()
            self._stopped = self.clock()

    # -- the move --------------------------------------------------------------------
    def fire(self, i: int, end: int | None = None) -> FireResult:
        """Tap arrow i. Blocked taps change nothing on the board and cost a heart.

        `end`: which head of a two-headed arrow fires (0 `dir`, 1 `dir2`; the views pass
        `end_for_cell` of the tapped cell). None: any head that can leave, else `dir`'s."""
        board = self.board
        if self.over or i not in board.alive:
            return FireResult(i, False, ignored=True)
        self.start_clock()
        self.moves += 1
        self.log.append((i, int(self.elapsed * 1000)))
        if board.arrows[i].dir2 is None:
            end = 0
        elif end is None:
            end = board.free_end(i) or 0
        shot = board.fire(i, end)
        if shot.left:
            self._levels = None
            self._depth = None
            if self.last_hint == i:
                self.last_hint = None
            won = not board.alive
            if won:
                self.won = True
                self._stop_clock()
            result = FireResult(i, True, won=won, end=end)
        else:
            self.mistakes += 1
            lost = False
            if self.hearts is not None:
                self.hearts -= 1
                if self.hearts <= 0:
                    self.hearts = 0
                    self.lost = True
                    lost = True
                    self._stop_clock()
            result = FireResult(i, False, None if shot.locked else shot.cell, shot.blocker,
                                heart_lost=self.hearts is not None, lost=lost,
                                locked=shot.locked, end=end)
        self.history.append(result)
        return result

    def can_escape(self, i: int) -> bool:
        return self.board.can_escape(i)

    # -- hints and solving info ----------------------------------------------------------
    def hint(self) -> int | None:
        """A free arrow to tap next (counted). Prefers the one that frees the most others."""
        if self.over:
            return None
        free = self.board.free_arrows()
        if not free:
            return None
        self.start_clock()
        waiters: dict[int, int] = {}
        for j in self.board.alive:
            hit = self.board.first_blocker(j)
            if hit is not None:
                waiters[hit.arrow] = waiters.get(hit.arrow, 0) + 1
        best = max(free, key=lambda j: (waiters.get(j, 0), -j))
        self.hints_used += 1
        self.last_hint = best
        return best

    def levels(self) -> dict[int, int]:
        """Peel round (1-based) in which each remaining arrow can leave."""
        if self._levels is None:
            self._levels = peel(self.board).levels()
        return self._levels

    @property
    def depth(self) -> int:
        """Peel rounds needed from the current position (the puzzle's depth at the start)."""
        if self._depth is None:
            self._depth = peel(self.board).depth
        return self._depth

    @property
    def arrows_left(self) -> int:
        return len(self.board.alive)

    @property
    def arrows_total(self) -> int:
        return len(self.board.arrows)

    @property
    def stars(self) -> int:
        """0 until won; then 3 for a clear with no mistake and no hint, one star less for
        each mistake or hint, never below 1 for a clear (zen counts mistakes the same way)."""
        if not self.won:
            return 0
        return max(1, 3 - self.mistakes - self.hints_used)

    @property
    def stars_reason(self) -> str:
        """One line that says why the stars are what they are ("" until won)."""
        if not self.won:
            return ""
        lost = []
        if self.mistakes:
            lost.append(f"{self.mistakes} mistake{'s' if self.mistakes != 1 else ''}")
        if self.hints_used:
            lost.append(f"{self.hints_used} hint{'s' if self.hints_used != 1 else ''}")
        if not lost:
            return "No mistakes, no hints: all three stars"
        cost = self.mistakes + self.hints_used
        line = " and ".join(lost) + f": -{min(2, cost)} star{'s' if min(2, cost) != 1 else ''}"
        return line + (" (a clear keeps 1)" if cost > 2 else "")
