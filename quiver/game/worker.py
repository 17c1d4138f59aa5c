"""Build a puzzle off the main loop, so the window keeps responding and Esc stops it.

    job = start_generation(code)      # a worker process (a thread if none can start)
    job = start_generation(LevelTask("2d", 12))   # a campaign level: its board is chosen
                                                  # among candidates in the worker too
    job.poll()                        # every frame: True once it is finished
    job.stage, job.elapsed()          # what it is doing, for the loading screen
    board = job.result()              # the Board, or ValueError with one line
    job.code                          # the code built (a level's chosen candidate)
    job.cancel()                      # Esc: the process is stopped at once

The generator runs unchanged in a fresh Python process (``python -m
quiver.game.worker CODE``; in a bundled game, whose executable is the game itself, that
executable in worker mode, ``quiver --quiver-worker CODE``, see quiver/__main__.py: no
fork next to a window, an OpenGL context and audio threads, and no re-import of the
caller's main script); the board comes back pickled
through the worker's stdout. A process, unlike a thread, can be stopped in the middle of a
long generation, so cancelling never leaves work running behind the menu.
``InlineJob`` does the same work synchronously (tests, headless pictures).
"""

from __future__ import annotations

import contextlib
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import IO, TYPE_CHECKING, Any

from quiver.game.tasks import PICTURE, STAGES, BuildStage, Built, LevelTask

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.code import PuzzleSpec
    from quiver.game.picture import PictureTask

# A job's end: (built, None) or (None, one-line error).
JobResult = tuple["Built | None", "str | None"]

__all__ = [
    "PICTURE",
    "STAGES",
    "WORKER_ARG",
    "BuildStage",
    "InlineJob",
    "Job",
    "LevelTask",
    "ProcessJob",
    "ThreadJob",
    "keep_warm",
    "start_generation",
    "stop_warm",
    "worker_command",
    "worker_main",
]


# The first argument that starts a bundled game (PyInstaller: sys.executable is the game,
# not a Python) as a worker instead of the game: quiver/__main__.py reads it.
WORKER_ARG = "--quiver-worker"
WARM = "--warm"  # the task of a warm spare: it reads its real task from stdin (issue 26)


def worker_command(task: str) -> list[str]:
    """The command line of a worker process building `task`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_ARG, task]
    return [sys.executable, "-m", "quiver.game.worker", task]


def worker_main(task: str) -> int:
    """A worker process's whole life: build `task`, pickle the result onto stdout."""
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the pickles
    return _warm_main(out) if task == WARM else _child_main(task, out)


def _quiet(stage: BuildStage) -> None:
    """A build's stages, said to no one."""


def _build(task: str, report: Callable[[BuildStage], None] = _quiet) -> Built:
    """(code, board) for a task's text (in whatever process runs it): a puzzle code,
    ``level:MODE:N`` for a campaign level (the code is the candidate it keeps), a picture."""
    from quiver.game.code import PuzzleSpec, generate_board

    if task.startswith(PICTURE):  # the player's own picture: read, sized, built
        from quiver.game.picture import build_task

        return build_task(task, report)
    report(BuildStage.BUILDING)
    if task.startswith(LevelTask.PREFIX):
        from quiver.game.campaign import level_board

        mode, _, level = task[len(LevelTask.PREFIX) :].partition(":")
        if not level.isdigit():
            raise ValueError(f"not a campaign level: {task[:40]!r}")
        return level_board(mode, int(level))
    code = PuzzleSpec.parse(task)
    return code, generate_board(code)


def _failure(exc: BaseException) -> str:
    if isinstance(exc, ValueError):
        from quiver.game.code import in_game

        return " ".join(in_game(exc).split())
    if isinstance(exc, MemoryError):
        return "not enough memory to build this puzzle"
    return f"internal error: {type(exc).__name__}: {' '.join(str(exc).split())}"


def _child_main(code_text: str, out: IO[bytes]) -> int:
    """The worker process: write ("stage", "building") (a picture: "reading" first), then
    ("board", (code, board)) or ("error", text), each pickled onto `out` (its stdout)."""

    def report(stage: BuildStage) -> None:
        pickle.dump(("stage", stage.value), out)  # plain text on the pipe
        out.flush()

    message: tuple[str, Any]
    try:
        message = ("board", _build(code_text, report))
    except BaseException as exc:
        message = ("error", _failure(exc))
    pickle.dump(message, out, protocol=pickle.HIGHEST_PROTOCOL)
    out.flush()
    return 0


class Job:
    """What every job shares: stage, elapsed time, the result or the error."""

    def __init__(self, code: PuzzleSpec | LevelTask | PictureTask) -> None:
        self.code: PuzzleSpec | LevelTask | PictureTask = code
        self.stage = BuildStage.STARTING
        self.started = time.monotonic()
        self.finished: float | None = None
        self._board: Board | None = None
        self._error: str | None = None
        self.note: str | None = None  # a line the build adds (tasks.Built), said as it opens

    @property
    def done(self) -> bool:
        return self.finished is not None

    def elapsed(self) -> float:
        end = self.finished if self.finished is not None else time.monotonic()
        return end - self.started

    def stage_text(self) -> str:
        return STAGES[self.stage]

    def _finish(self, built: Built | None = None, error: str | None = None) -> None:
        """`built`: (code, board) on success."""
        if built is not None:
            code, self._board, *said = built
            self.code = self.code if code is None else code  # (a board file's: its task)
            self.note = said[0] if said else None
        self._error = error
        self.stage = BuildStage.FAILED if error is not None else BuildStage.DONE
        self.finished = time.monotonic()

    def result(self) -> Board:
        """The board; ValueError (one line) when the build failed or is not finished."""
        if not self.done:
            raise ValueError("the puzzle is not built yet")
        if self._error is not None:
            raise ValueError(self._error)
        assert self._board is not None  # finished without an error: built
        return self._board

    def build_now(self) -> Built:
        """The build itself, in this process: (code, board) of the code or task."""
        return _build(str(self.code), self._report)

    def _report(self, stage: BuildStage) -> None:
        self.stage = stage

    def poll(self) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError

    def cancel(self) -> None:
        pass


class InlineJob(Job):
    """Build on the first poll, in this thread (tests and pictures want no concurrency)."""

    def poll(self) -> bool:
        if not self.done:
            self.stage = BuildStage.BUILDING
            try:
                self._finish(built=self.build_now())
            except Exception as exc:
                self._finish(error=_failure(exc))
        return True


class ThreadJob(Job):
    """Build in a daemon thread: the fallback where no process can be started. Cancelled,
    its result is dropped and it stops at its next stage (a picture read is not built)."""

    def __init__(self, code: PuzzleSpec | LevelTask | PictureTask) -> None:
        super().__init__(code)
        self._outcome: JobResult | None = None
        self.stage = BuildStage.BUILDING
        self._thread = threading.Thread(target=self._run, name="quiver-generate", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._outcome = (self.build_now(), None)
        except BaseException as exc:
            self._outcome = (None, _failure(exc))

    def _report(self, stage: BuildStage) -> None:
        if self.done:  # (finished before its build returned: cancelled) its outcome is dropped
            raise RuntimeError("cancelled")
        super()._report(stage)

    def poll(self) -> bool:
        if not self.done and self._outcome is not None:
            self._finish(*self._outcome)
        return self.done

    def cancel(self) -> None:
        if not self.done:
            self._finish(error="cancelled")


# -- the warm spare (issue 26) ----------------------------------------------------------
# A worker started ahead (`keep_warm()`, from the menu) that has imported the generator
# and waits for its one task on stdin: a build then skips the interpreter's start and the
# imports (about 0.1 s of a default puzzle's 0.12). Each process still builds exactly one
# puzzle and is killed on cancel, as before; taking the spare starts the next one. The
# spare exits by itself when its stdin closes (the game quit).
_spare: subprocess.Popen[bytes] | None = None
_keep_warm = False


def _spawn(task: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        worker_command(task),
        stdin=subprocess.PIPE if task == WARM else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )


def keep_warm() -> None:
    """Keep a spare worker ready from now on (where worker processes are used at all)."""
    global _spare, _keep_warm
    _keep_warm = True
    if _spare is None or _spare.poll() is not None:
        try:
            _spare = _spawn(WARM)
        except OSError:
            _spare = None


def stop_warm() -> None:
    """Stop the spare and start no other (tests; the game's exit closes it anyway)."""
    global _spare, _keep_warm
    _keep_warm = False
    spare, _spare = _spare, None
    if spare is not None and spare.poll() is None:
        spare.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            spare.wait(2.0)


def _take_spare(task: str) -> subprocess.Popen[bytes] | None:
    """The spare, given `task`, or None (no spare, or it died); a new spare starts."""
    global _spare
    spare, _spare = _spare, None
    if spare is not None:
        try:
            assert spare.stdin is not None  # spawned with stdin=PIPE
            spare.stdin.write(task.encode("utf-8") + b"\n")
            spare.stdin.close()
        except (OSError, ValueError):
            spare.kill()
            spare = None
    if _keep_warm:
        keep_warm()
    return spare


def _warm_main(out: IO[bytes]) -> int:
    """The spare: import the generator now, then build the one task stdin brings (none:
    the game quit, exit quietly)."""
    import importlib

    # the imports are the point: the build after the task arrives pays for none of them
    for name in (
        "quiver.game.code",
        "quiver.game.campaign",
        "quiver.generator",
        "quiver.game.picture",
        "quiver.shapes.png",
    ):
        importlib.import_module(name)

    task = sys.stdin.readline().strip()
    return _child_main(task, out) if task else 0


class ProcessJob(Job):
    """Build in a worker process (``python -m quiver.game.worker CODE``, or the warm
    spare) that cancel() terminates at once. A reader thread unpickles what the worker
    writes to its stdout."""

    def __init__(self, code: PuzzleSpec | LevelTask | PictureTask) -> None:
        super().__init__(code)
        self._outcome: JobResult | None = None
        self._process = _take_spare(str(code)) or _spawn(str(code))
        self._reader = threading.Thread(target=self._read, name="quiver-generate-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        stream = self._process.stdout
        assert stream is not None  # opened with stdout=PIPE
        try:
            while True:
                kind, value = pickle.load(stream)
                if kind == "stage":
                    self.stage = BuildStage(value)
                    continue
                self._outcome = (value, None) if kind == "board" else (None, str(value))
                return
        except Exception:
            self._process.wait()
            self._outcome = (None, self._death())
        finally:
            stream.close()

    def _death(self) -> str:
        code = self._process.returncode
        why = f" (exit status {code})" if code not in (None, 0) else ""
        return f"the puzzle builder stopped unexpectedly{why}; not enough memory?"

    def poll(self) -> bool:
        if not self.done and self._outcome is not None:
            self._finish(*self._outcome)
            self._stop()
        return self.done

    def cancel(self) -> None:
        if not self.done:
            self._finish(error="cancelled")
        self._stop()

    def _stop(self) -> None:
        proc = self._process
        if proc.poll() is None:
            proc.kill()  # nothing to save: the work is thrown away
        with contextlib.suppress(subprocess.TimeoutExpired):  # pragma: no cover - a stuck kernel
            proc.wait(2.0)


def start_generation(code: PuzzleSpec | LevelTask | PictureTask, inline: bool = False) -> Job:
    """A job building the board of `code` (a PuzzleSpec, a level, a picture): inline,
    else in a worker process (a bundled game starts itself in worker mode), else (no
    process can start here) in a thread."""
    if inline:
        return InlineJob(code)
    try:
        return ProcessJob(code)
    except OSError:
        return ThreadJob(code)


if __name__ == "__main__":  # the worker process
    sys.exit(worker_main(sys.argv[1]))
