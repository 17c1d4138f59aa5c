"""Build the menu's puzzle in the background while the player is still choosing.

The generator lands within a tolerance of the arrows asked for (and a shape may take fewer
than asked), so the menu can only say "about N" until the board exists. Once the menu's
choices have settled for a moment, the board is built in the generation worker
(quiver/game/worker.py); the menu then shows the exact count, and Play takes the board (or
the build still running) instead of starting another.

    prebuild = Prebuild(start, clock)          # start(code) -> a worker job
    prebuild.want(code)                        # every time the choice may have changed
    prebuild.update()                          # every frame: starts the build once settled
    prebuild.arrows                            # the exact count, None until known
    job = prebuild.take(code)                  # Play: the job building `code`, or None
    prebuild.cancel()                          # the menu goes away

Wanting another code cancels the build under way (its worker process is stopped), so
moving the slider across its range never leaves a queue of builds behind. Pure logic: no
pygame; the worker and the clock are passed in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

__all__ = ["SETTLE_S", "Prebuild"]

# How long the choice must stay the same before a build starts (a slider drag or a run of
# clicks changes it many times a second; each build is a process).
SETTLE_S = 0.35


class Job(Protocol):
    """What Prebuild needs of a worker job (quiver.game.worker._Job)."""

    code: Any

    @property
    def done(self) -> bool: ...

    def poll(self) -> bool: ...

    def result(self) -> Any: ...

    def cancel(self) -> None: ...


J = TypeVar("J", bound=Job)


class Prebuild(Generic[J]):
    """The background build of one puzzle code: wanted, settling, building or built
    (J: the kind of job `start` returns, handed over as it is by `take`)."""

    def __init__(
        self, start: Callable[[Any], J], clock: Callable[[], float], settle_s: float = SETTLE_S
    ) -> None:
        self._start = start
        self._clock = clock
        self._settle_s = settle_s
        self.code: Any = None  # the code wanted (a PuzzleSpec), None for nothing
        self.job: J | None = None  # its build, once started
        self._since = 0.0  # when the code was last changed
        self.arrows: int | None = None  # the built board's arrow count
        self.error: str | None = None  # why the build failed (one line)

    def want(self, code: Any) -> None:
        """The code the menu would play now (None: nothing can be played). The same code
        again changes nothing; another one cancels the build under way."""
        if code == self.code:
            return
        self.cancel()
        self.code = code
        self._since = self._clock()

    def update(self) -> bool:
        """Start the build once the choice has settled, and follow it. True when something
        the menu shows changed (the count became known, or the build failed)."""
        if self.code is None:
            return False
        if self.job is None:
            if self._clock() - self._since < self._settle_s:
                return False
            self.job = self._start(self.code)
        if self.arrows is not None or self.error is not None or not self.job.poll():
            return False
        try:
            board = self.job.result()
        except ValueError as exc:
            self.error = str(exc)
        else:
            self.arrows = len(board.arrows)
        return True

    @property
    def pending(self) -> bool:
        """A code is wanted and its count is not known yet."""
        return self.code is not None and self.arrows is None and self.error is None

    def take(self, code: Any) -> J | None:
        """The job building (or that built) ``code``, handed over to whoever plays it, or
        None if this is not the code being built. Prebuild forgets it either way it goes:
        a board is played once."""
        if self.job is None or code != self.code or self.error is not None:
            return None
        job, self.job = self.job, None
        self.code, self.arrows = None, None
        return job

    def cancel(self) -> None:
        """Stop the build under way (its process ends at once) and forget the code."""
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.code, self.arrows, self.error = None, None, None
