"""Warnings and notes for the player go through `logging` (the "quiver" logger), printed on
stderr as one line each: `quiver: warning: ...`, `quiver: error: ...`, or `quiver: ...` for
information. What a command prints as its result (JSON, `code: ...`) stays on stdout."""
from __future__ import annotations

import logging
import sys

ROOT = "quiver"


class _OneLine(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        text = " ".join(record.getMessage().split())
        if record.levelno >= logging.WARNING:
            return f"{ROOT}: {record.levelname.lower()}: {text}"
        return f"{ROOT}: {text}"


class _Stderr(logging.Handler):
    """Writes to whatever sys.stderr is at the time (pytest's capsys swaps it)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stderr.write(self.format(record) + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):            # a closed or broken stderr: stay quiet
            self.handleError(record)


def setup(level: int = logging.INFO) -> logging.Logger:
    """Give the "quiver" logger its one-line stderr handler (once; later calls only set
    the level). Returns the logger."""
    logger = logging.getLogger(ROOT)
    if not any(isinstance(h, _Stderr) for h in logger.handlers):
        handler = _Stderr()
        handler.setFormatter(_OneLine())
        logger.addHandler(handler)
        logger.propagate = False                 # the root logger would print it twice
    logger.setLevel(level)
    return logger
