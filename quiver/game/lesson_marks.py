"""Where a player left a lesson of more than one board (progress.json's ``"lessons"``,
``{"2d": 1}``: the board to go on at, counted from 0). A cleared board is kept at once
(quiver/game/midend.py), so that a player who quit after the 2D lesson's board 1 goes on
at board 2 next time; the lesson's end (done or skipped) drops it. A file from before
has none; an entry that makes no sense is dropped (and said: quiver/game/save_mends.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quiver.engine.modes import is_int
from quiver.game.lessons import LESSON_MODES, lesson

__all__ = ["read_marks"]


def read_marks(raw: Any) -> dict[str, int]:
    """The boards reached, from the file's ``"lessons"``: a first-start lesson's key (a
    mode) and a board after its first one that the lesson has."""
    if not isinstance(raw, Mapping):
        return {}
    return {
        key: board
        for key, board in raw.items()
        if key in LESSON_MODES and is_int(board) and 1 <= board < len(lesson(key))
    }
