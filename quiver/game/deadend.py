"""Dead-end watch for boards with rotating arrows (ADR 0007): after every successful
move, is the position still solvable?

The verifier (`solve_rotating`) is exact but a search; on the boards the game makes it
takes milliseconds, with a worst case near a tenth of a second, so a play scene runs it
on a worker thread (`threaded=True`) and polls; tests and the server run it inline.
Two things keep most checks instant: the last proven clearing order (a move that
follows it leaves the rest of the order valid, phases included), and the hopeless
positions found so far (they stay hopeless for the whole game).

    watch = DeadEndWatch(board)                # proves the start (the generator did too)
    watch.moved(i, board.alive)                # after each successful move
    watch.verdict()                            # SOLVABLE, DEAD_END, UNKNOWN or PENDING
    watch.plan                                 # a clearing order from here, when proven
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

from quiver.engine import Board
from quiver.engine.rotating import RotatingRules, SearchLimit, solve_rotating

SOLVABLE, DEAD_END, UNKNOWN, PENDING = "solvable", "dead end", "unknown", "pending"


class DeadEndWatch:
    """The verdict on the current position of one board with rotating arrows."""

    def __init__(self, board: Board, threaded: bool = False) -> None:
        self.board = board
        self.rules = RotatingRules(board)
        self.dead: set[int] = set()
        self.threaded = threaded
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self._job: Future[None] | None = None
        self._ticket = 0
        self.plan: list[int] | None = None
        self._verdict = PENDING
        self.last_ms = 0.0  # how long the last search took (measured)
        self.reset(board.alive)

    def reset(self, alive: set[int]) -> None:
        """A new start (restart): the plan is the board's solution when it has one."""
        solution = self.board.solution
        if solution is not None and len(alive) == len(self.board.arrows):
            self._settle(self._next_ticket(), list(solution), SOLVABLE)
        else:
            self._check(alive)

    def moved(self, arrow: int, alive: set[int]) -> None:
        """Arrow `arrow` has just left; judge the position with `alive` left."""
        with self._lock:
            plan = self.plan
        if plan and plan[0] == arrow:  # followed the proven order: the rest holds
            self._settle(self._next_ticket(), plan[1:], SOLVABLE)
        else:
            self._check(alive)

    def verdict(self, wait: bool = False) -> str:
        job = self._job
        if wait and job is not None:
            job.result()
        with self._lock:
            return self._verdict

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- inside ----------------------------------------------------------------------
    def _next_ticket(self) -> int:
        with self._lock:
            self._ticket += 1
            return self._ticket

    def _settle(self, ticket: int, plan: list[int] | None, verdict: str) -> None:
        with self._lock:
            if ticket == self._ticket:  # a newer position has been asked about
                self.plan, self._verdict = plan, verdict

    def _check(self, alive: set[int]) -> None:
        ticket = self._next_ticket()
        with self._lock:
            self.plan, self._verdict = None, PENDING
        work = frozenset(alive)
        if not self.threaded:
            self._search(ticket, work)
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiver-verifier")
        self._job = self._pool.submit(self._search, ticket, work)

    def _search(self, ticket: int, alive: frozenset[int]) -> None:
        t0 = time.perf_counter()
        try:
            plan = solve_rotating(self.board, self.rules, set(alive), dead=self.dead)
            verdict = SOLVABLE if plan is not None else DEAD_END
        except SearchLimit:
            plan, verdict = None, UNKNOWN  # never called a dead end
        self.last_ms = (time.perf_counter() - t0) * 1000
        self._settle(ticket, plan, verdict)
