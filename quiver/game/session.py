"""A play session without pixels: hearts, moves, hints, timer, stars.

The session owns a board position and applies the move rule through the engine's one
implementation (`Board.fire`). Every renderer (2D, 3D, Flat 3D) drives the same
`Session`; the views only animate what `fire()` reports.

    s = Session(board, hearts=3)          # hearts=None: zen (no hearts, no losing)
    s = Session(board, hearts, ranked=True)   # a daily: scored as the leaderboard ranks it
    r = s.fire(i)                         # FireResult: left, or blocked at a cell
    s.hint()                              # a free arrow (counted), or None when over
    s.won, s.lost, s.stars, s.elapsed
    s.log                                 # [(arrow, ms since start[, head])] of every counted tap
    s.dead_end                            # rotating arrows: no order clears it any more
    s.score, s.combo, s.last_step         # combo scoring (game/score.py, docs/scoring.md)

With rotating arrows (ADR 0007) a `DeadEndWatch` judges each position after a move;
`threaded=True` runs its search off the caller's thread (the play scenes).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from quiver.engine import Board
from quiver.engine.errors import count_of
from quiver.engine.modes import is_count

from .deadend import DEAD_END, SOLVABLE, DeadEndWatch
from .fire_result import FireResult
from .layers import Layers
from .score import Combo, ComboStep, Score, final_score, ranked_hearts_left, tap_ms

__all__ = ["FireResult", "Session"]


class Session:
    """One attempt at one board. `clock` returns seconds (monotonic); inject it in tests."""

    def __init__(
        self,
        board: Board,
        hearts: int | None = 3,
        clock: Callable[[], float] = time.monotonic,
        threaded: bool = False,
        ranked: bool = False,
    ) -> None:
        """ranked: a daily, whose score counts its hearts bonus as the leaderboard does (three
        hearts less the mistakes, game/score.py's ranked_hearts_left) whatever the hearts
        it is played with, so the card, the day's best and the server give one number."""
        if hearts is not None and not is_count(hearts):
            raise ValueError(f"hearts must be a positive integer or None (zen), got {hearts!r}")
        self.board = board
        self.max_hearts = hearts
        self.clock = clock
        self.ranked = ranked
        self.watch = DeadEndWatch(board, threaded) if board.turns else None
        self.layers = Layers(board, self.watch)  # the layers chip's number, kept per move
        self.restart()

    # -- lifecycle -------------------------------------------------------------------
    def restart(self) -> None:
        """Back to the start: every arrow, full hearts, clock and counters reset."""
        self.board.reset()
        self.hearts = self.max_hearts
        self.mistakes = 0
        self.hints_used = 0
        self.assisted = False  # the blocker-marking assist was on during play
        self.moves = 0
        self.won = False
        self.lost = False
        self.last_hint: int | None = None
        self._hint_moves = -1  # `moves` when last_hint was given
        self.history: list[FireResult] = []
        # (arrow, ms since the clock started) per counted tap, and for a two-headed arrow the
        # head that fired (0 `dir`, 1 `dir2`): the moves a leaderboard replays (docs/server.md)
        self.log: list[tuple[int, ...]] = []
        self.hinted: list[int] = []  # the log's moves the hint chose (their clears start no combo)
        self.combo = Combo()  # the running combo and the clear points (game/score.py)
        self.last_step: ComboStep | None = None  # the last clear's combo and points
        self._started: float | None = None
        self._stopped: float | None = None
        self._paused_at: float | None = None
        self._paused_total = 0.0
        self.layers.reset()
        if self.watch is not None:
            self.watch.reset(self.board.alive)

    def offer_hearts(self, hearts: int | None) -> bool:
        """The hearts a changed setting asks for (None: zen): taken at once while nothing
        was tapped or hinted yet; False when the run keeps its own until the next try (the
        player is told: a stranger switched to Zen mid-puzzle and still lost it)."""
        if hearts == self.max_hearts:
            return True
        if self.moves or self.hints_used or self.over:
            return False
        self.max_hearts = self.hearts = hearts
        return True

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
        """Seconds played (paused time excluded). Once the session ends, the run's time,
        `run_ms`: what the result card, the records, the score and the leaderboard read."""
        if self._started is None:
            return 0.0
        if self._stopped is not None:
            return self.run_ms / 1000
        end = self._paused_at if self._paused_at is not None else self.clock()
        return max(0.0, end - self._started - self._paused_total)

    def go_on_from(self, seconds: float) -> None:
        """The clock goes on from `seconds` played (a kept puzzle picked up again: the time
        the game was closed is not counted, as a pause's is not)."""
        self._started, self._paused_at, self._paused_total = self.clock() - seconds, None, 0.0

    def next_second(self) -> float | None:
        """The clock's time when `elapsed` next reaches a whole second (None: not running)."""
        if self._started is None or self._stopped is not None or self._paused_at is not None:
            return None
        return self.clock() + 1.0 - self.elapsed % 1.0

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
        # no sooner than MIN_MOVE_MS after the last tap: the time a leaderboard counts it at
        ms = tap_ms(int(self.elapsed * 1000), self.log[-1][1] if self.log else None)
        if board.arrows[i].dir2 is None:
            end = 0
            self.log.append((i, ms))
        else:  # the head tapped: the other may be free while this one bounces
            end = (board.free_end(i) or 0) if end is None else end
            self.log.append((i, ms, end))
        hinted = i == self.last_hint  # the arrow a hint lit (and still lights: _drop_stale_hint)
        if hinted:
            self.hinted.append(len(self.log) - 1)
        d = board.arrows[i].dir2 if end == 1 else board.direction(i)
        shot = board.fire(i, end)
        if shot.left:
            self.last_step = self.combo.clear(ms, hinted)
            self.layers.left(i)
            won = not board.alive
            if self.watch is not None:
                self.watch.moved(i, board.alive)
            if won:
                self.won = True
                self._stop_clock()
            result = FireResult(i, True, won=won, end=end, dir=d)
        else:
            self.combo.bounce(ms)
            self.mistakes += 1
            lost = False
            if self.hearts is not None:
                self.hearts -= 1
                if self.hearts <= 0:
                    self.hearts = 0
                    self.lost = True
                    lost = True
                    self._stop_clock()
            result = FireResult(
                i,
                False,
                None if shot.locked else shot.cell,
                shot.blocker,
                heart_lost=self.hearts is not None,
                lost=lost,
                locked=shot.locked,
                end=end,
                dir=d,
            )
        self._drop_stale_hint(i)
        self.history.append(result)
        return result

    def _drop_stale_hint(self, fired: int) -> None:
        """Forget a hint the views no longer show: its arrow was tapped (left, or bounced as 2D
        drops it) or turned into a blocked way. Kept, a later clear of it scored as the hint's."""
        h = self.last_hint
        if h is not None and (h == fired or not self.board.can_escape(h)):  # (gone: not alive)
            self.last_hint = None

    def can_escape(self, i: int) -> bool:
        return self.board.can_escape(i)

    @property
    def dead_end(self) -> bool:
        """Proven: no order of moves clears the board from here (rotating arrows only;
        a search that gave up is never a dead end)."""
        return self.watch is not None and not self.over and self.watch.verdict() == DEAD_END

    @property
    def at_stake(self) -> bool:
        """Leaving or restarting would lose something: moves made on a board that can
        still be cleared (not finished, not at a dead end, where it is lost already)."""
        return bool(self.moves) and not self.over and not self.dead_end

    @property
    def verdict(self) -> str:
        """The watch's word on this position: solvable, dead end, unknown or pending."""
        return SOLVABLE if self.watch is None else self.watch.verdict()

    def close(self) -> None:
        """Stop the watch's worker thread (the scene is leaving)."""
        if self.watch is not None:
            self.watch.close()

    # -- hints and solving info ----------------------------------------------------------
    def hint(self, shows: Callable[[int], bool] | None = None) -> int | None:
        """A free arrow to tap next (counted). Prefers the one that frees the most others,
        of those `shows` says the view can show (3D: a head no view reaches is passed
        over; all of them where it shows none). Asked again before any move, the same
        arrow, not counted again (a second press while the view still turns to it must
        not cost a star)."""
        if self.over:
            return None
        if self.last_hint is not None and self._hint_moves == self.moves:
            return self.last_hint  # (a tap that made it stale counted a move: _drop_stale_hint)
        free = self.board.free_arrows()
        if not free:
            return None
        if self.watch is not None:  # phases: only a move that keeps it solvable
            return self._rotating_hint()
        self.start_clock()
        waiters: dict[int, int] = {}
        for j in self.board.alive:
            hit = self.board.first_blocker(j)
            if hit is not None:
                waiters[hit.arrow] = waiters.get(hit.arrow, 0) + 1
        order = sorted(free, key=lambda j: (-waiters.get(j, 0), j))
        best = next((j for j in order if shows is None or shows(j)), order[0])
        self.hints_used += 1
        self.last_hint, self._hint_moves = best, self.moves
        return best

    def relight(self, arrow: int) -> None:
        """Light `arrow` as the hint already given for this move (a kept puzzle's lit hint,
        picked up again): asking again costs nothing, as after `hint`."""
        self.last_hint, self._hint_moves = arrow, self.moves

    def _rotating_hint(self) -> int | None:
        watch = self.watch
        assert watch is not None
        if watch.verdict(wait=True) != SOLVABLE or not watch.plan:
            return None  # a dead end (or unproven): no move to hint
        self.start_clock()
        self.hints_used += 1
        self.last_hint, self._hint_moves = watch.plan[0], self.moves
        return self.last_hint

    def levels(self) -> dict[int, int]:
        """Peel round (1-based) in which each remaining arrow can leave."""
        return self.layers.levels()

    @property
    def depth(self) -> int | None:
        """Peel rounds needed from the current position (the puzzle's depth at the start);
        with rotating arrows the verifier's rounds, None at a dead end (game/layers.py)."""
        return self.layers.depth()

    @property
    def arrows_left(self) -> int:
        return len(self.board.alive)

    @property
    def arrows_total(self) -> int:
        return len(self.board.arrows)

    @property
    def run_ms(self) -> int:
        """The run's time: the last counted tap's, as logged (pause excluded, a tap no sooner
        than MIN_MOVE_MS after the one before: score.tap_ms), 0 before any. The one time of
        a run: its score, the log a leaderboard replays, and `elapsed` once it ends (the
        card's and the records' time; it read the clock, a quick tap's 50 ms short)."""
        return self.log[-1][1] if self.log else 0

    @property
    def score(self) -> Score:
        """The score so far (game/score.py): the clears with their combo multipliers, and
        once the board is cleared the hearts-left and time bonuses, at `run_ms`."""
        return final_score(
            self.combo.points, self.combo.best, self.won, self.hearts_scored, self.arrows_total, self.run_ms
        )

    @property
    def hearts_scored(self) -> int | None:
        """The hearts the score's bonus counts as left: a ranked daily's from its mistakes
        (as the server replays them), else the hearts left (None: zen, no bonus)."""
        return ranked_hearts_left(self.mistakes) if self.ranked else self.hearts

    def combo_alive(self) -> bool:
        """The combo can still grow (a clear now would raise it)."""
        return self.combo.alive(int(self.elapsed * 1000))

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
            lost.append(count_of(self.mistakes, "mistake"))
        if self.hints_used:
            lost.append(count_of(self.hints_used, "hint"))
        if not lost:
            return "No mistakes, no hints: all three stars"
        cost = self.mistakes + self.hints_used
        line = " and ".join(lost) + f": -{count_of(min(2, cost), 'star')}"
        return line + (" (a clear keeps 1)" if cost > 2 else "")
