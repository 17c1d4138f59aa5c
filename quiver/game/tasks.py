"""What the generator's worker (quiver/game/worker.py) is asked to build and what it
says back, kept apart from the worker: the player's picture (quiver/game/picture.py),
which the worker builds, says its stages with these and imports no worker (no cycle)."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.engine.spec import PuzzleSpec

__all__ = ["PICTURE", "STAGES", "BuildStage", "Built", "LevelTask"]

# What a worker sends back: the code (a campaign level's is the candidate it kept) and
# its board, and a line for the player where the build left something out (the player's
# picture without its stray dots: Job.note, said as the puzzle opens). A board file's
# board has no code: None (the job keeps its task as its code).
Built = tuple["PuzzleSpec | None", "Board"] | tuple["PuzzleSpec", "Board", str]

PICTURE = "picture:"  # a task's text: the player's picture (game/picture.py, PictureTask)


class BuildStage(enum.StrEnum):
    """What a job is doing, for the loading screen (STAGES says it in words)."""

    STARTING = "starting"
    READING = "reading"
    LOADING = "loading"  # a board file (.json) dropped or typed, read in the worker
    BUILDING = "building"
    DONE = "done"
    FAILED = "failed"


STAGES = {
    BuildStage.STARTING: "Starting the builder",
    BuildStage.READING: "Reading the picture",
    BuildStage.LOADING: "Reading the board file",
    BuildStage.BUILDING: "Placing the arrows",
    BuildStage.DONE: "Opening the puzzle",
    BuildStage.FAILED: "Failed",
}


class LevelTask:
    """A campaign level to build: choosing its board generates a few candidates (up to a
    second or more), so it runs in the worker like any build, never on the main loop."""

    PREFIX = "level:"

    def __init__(self, mode: str, level: int) -> None:
        self.mode, self.level = mode, int(level)

    def __str__(self) -> str:
        return f"{self.PREFIX}{self.mode}:{self.level}"
