"""Warnings and notes for the player go through `logging` (the "quiver" logger), printed on
stderr as one line each: `quiver: warning: ...`, `quiver: error: ...`, or `quiver: ...` for
information. What a command prints as its result (JSON, `code: ...`) stays on stdout.

The game (not the tools) also keeps warnings and errors in a rotating log file
(`add_file`), with the time and, for an internal error, the traceback: a game started
from a desktop icon has no terminal to show stderr."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
from pathlib import Path
from typing import Any, Literal, TextIO

from quiver.engine.errors import readable

ROOT = "quiver"
LOG_NAME = "quiver.log"
LOG_BYTES = 1_000_000  # a file is rotated at this size ...
LOG_BACKUPS = 2  # ... keeping this many older ones: quiver.log.1, quiver.log.2


class _OneLine(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        text = readable(" ".join(record.getMessage().split()))  # (a file name's bad byte: not \udcff)
        if record.levelno >= logging.WARNING:
            return f"{ROOT}: {record.levelname.lower()}: {text}"
        return f"{ROOT}: {text}"


class _Stderr(logging.Handler):
    """Writes to whatever sys.stderr is at the time (pytest's capsys swaps it)."""

    def emit(self, record: logging.LogRecord) -> None:
        if sys.stderr is None:  # a windowed build (no console): the log file has it
            return
        try:
            sys.stderr.write(self.format(record) + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):  # a closed or broken stderr: stay quiet
            self.handleError(record)


def setup(level: int = logging.INFO) -> logging.Logger:
    """Give the "quiver" logger its one-line stderr handler (once; later calls only set
    the level). Returns the logger."""
    logger = logging.getLogger(ROOT)
    if not any(isinstance(h, _Stderr) for h in logger.handlers):
        handler = _Stderr()
        handler.setFormatter(_OneLine())
        logger.addHandler(handler)
        logger.propagate = False  # the root logger would print it twice
    logger.setLevel(level)
    return logger


class _File(logging.Handler):
    """The log file, rotated (LOG_BYTES, LOG_BACKUPS); never raises into the game (a full
    disk loses log lines, not play). The rotating handler behind it is made at the first
    record: most runs write none, and `logging.handlers` (socket, pickle, ...) would cost
    every start-up about 6 ms (issue 26)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.baseFilename = os.path.abspath(path)
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._file is None:
                import logging.handlers

                class Rotating(logging.handlers.RotatingFileHandler):
                    def handleError(self, record: logging.LogRecord) -> None:
                        pass

                self._file = Rotating(
                    self.baseFilename,
                    maxBytes=LOG_BYTES,
                    backupCount=LOG_BACKUPS,
                    encoding="utf-8",
                    errors="backslashreplace",  # (a file name's bad byte lost the whole line)
                    delay=True,
                )
                self._file.setFormatter(self.formatter)
            self._file.emit(record)
        except Exception:  # the game goes on without the line
            pass

    def handleError(self, record: logging.LogRecord) -> None:
        pass

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


def add_file(folder: Path, level: int = logging.WARNING) -> Path | None:
    """Also write records of `level` and above to `folder`/quiver.log (rotated at
    LOG_BYTES, LOG_BACKUPS old files kept; the folder is created). Once per process: a
    second call returns the same path. None (and a one-line warning on stderr) when the
    folder cannot be written."""
    logger = logging.getLogger(ROOT)
    if not logger.handlers:
        setup()
    for h in logger.handlers:
        if isinstance(h, _File):
            return Path(h.baseFilename)
    path = Path(folder) / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # the file is made when the first line comes, not at every start
        handler = _File(path)
    except OSError as e:
        logger.warning("no log file (%s: %s)", path, e.strerror or e)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return path


def remove_file() -> None:
    """Close and drop the log file handler (tests; a second game in one process)."""
    logger = logging.getLogger(ROOT)
    for h in [h for h in logger.handlers if isinstance(h, _File)]:
        logger.removeHandler(h)
        h.close()


class quiet_stderr:
    """Silence file descriptor 2 for a moment (C libraries write there directly).

    ALSA, PulseAudio and SDL print several lines to the process's stderr when there is
    no sound device, the first time the mixer opens, libpng its own about a broken
    picture, and libwayland one when SDL tries Wayland with no XDG_RUNTIME_DIR; the
    player should see at most our one line. Only C's lines go: Python's own, any
    thread's (a warning logged while a picture loads on another), reach the terminal
    (_Loud). The descriptor is restored on the way out whatever happens, by the last
    block out when several are open at once; where descriptors cannot be juggled (no fd
    2, an odd platform) this does nothing.
    """

    def __enter__(self):
        self._on = _SILENCE.enter()
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        if self._on:
            _SILENCE.leave()
        return False


_LOCK = threading.RLock()  # fd 2, sys.stderr and _Loud's writes change hands under it


class _Loud:
    """sys.stderr while fd 2 is silenced: Python's lines go to the descriptor kept aside
    (they went to the null device with C's: s233, a warning another thread logged during
    a picture's load reached the log file only). After the block, to the stream it stood
    in for (a thread that took it as sys.stderr just before)."""

    def __init__(self, stream: TextIO, fd: int) -> None:
        self.stream = stream
        self.fd: int | None = fd

    def write(self, text: str) -> int:
        with _LOCK:
            if self.fd is None:
                return self.stream.write(text)
            data = text.encode(getattr(self.stream, "encoding", None) or "utf-8", "backslashreplace")
            while data:
                data = data[os.write(self.fd, data) :]
        return len(text)

    def flush(self) -> None:
        with _LOCK:
            if self.fd is None:
                self.stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class _Silence:
    """fd 2 on the null device while any quiet_stderr block is open, in one thread or
    several (two at once left it silenced for good: the second kept the first's null
    device aside, and put it back last)."""

    def __init__(self) -> None:
        self.depth = 0
        self.saved: int | None = None
        self.loud: _Loud | None = None

    def enter(self) -> bool:
        with _LOCK:
            if self.depth == 0 and not self._start():
                return False
            self.depth += 1
            return True

    def leave(self) -> None:
        with _LOCK:
            self.depth -= 1
            if self.depth == 0:
                self._stop()

    def _start(self) -> bool:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                saved = os.dup(2)
                try:
                    os.dup2(devnull, 2)
                except OSError:
                    os.close(saved)
                    raise
            finally:
                os.close(devnull)
        except OSError:
            return False
        self.saved = saved
        if _on_fd2(sys.stderr):
            self.loud = _Loud(sys.stderr, saved)
            sys.stderr = self.loud
        return True

    def _stop(self) -> None:
        loud, self.loud = self.loud, None
        if loud is not None:
            loud.fd = None  # (under the lock: no write reaches the descriptor closed below)
            if sys.stderr is loud:
                sys.stderr = loud.stream
        if self.saved is not None:
            with contextlib.suppress(OSError):
                os.dup2(self.saved, 2)
            os.close(self.saved)
            self.saved = None


def _on_fd2(stream: object) -> bool:
    """Whether Python's `stream` writes to fd 2 (pytest's capsys, a windowed build: not)."""
    try:
        return stream is not None and stream.fileno() == 2  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return False


_SILENCE = _Silence()
