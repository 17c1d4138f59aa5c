"""The layers chip's number and the peel's levels of a play session's position.

Without rotating arrows the peel is kept per removal (engine/peel_live.py) rather than
peeled again after every tap: on a 3D cube 64 (52,429 arrows) that peel was 0.2-0.4 s of
the tap's frame. With rotating arrows the rounds are the verifier's (ADR 0007), asked
once its search has answered; until then the last number stays up. There the number can
go up after a move, the arrows having turned: `rises` counts each time it does (the HUD's
"+1", the toast that says why: scenes/play_tips.py), `rose_by` the last step.
"""

from __future__ import annotations

from quiver.engine import Board, peel
from quiver.engine.peel_live import LiveLevels
from quiver.engine.rotating_rounds import clearing_rounds, tidy_order

from .deadend import PENDING, DeadEndWatch


class Layers:
    """What `Session.depth` and `Session.levels()` read; told of every removal (`left`)."""

    def __init__(self, board: Board, watch: DeadEndWatch | None) -> None:
        self.board = board
        self.watch = watch
        self._live: LiveLevels | None = None  # (no rotating arrows) the peel, kept
        self.rises, self.rose_by = 0, 0  # times the known depth went up, the last step (never reset)
        self.reset()

    def reset(self) -> None:
        """Forget what was worked out (a restart; the puzzle's part of `_live` is kept)."""
        self._levels: dict[int, int] | None = None
        self._depth: int | None = None
        self._shown_depth: int | None = 0
        self._known: int | None = None  # the last depth worked out since the start (a rise's base)

    def left(self, i: int) -> None:
        """Arrow i has left the board."""
        self._levels = self._depth = None
        if self._live is not None:
            self._live.left(i)

    def _peeled(self) -> LiveLevels:
        live = self._live
        if live is None or not live.tracks(self.board):  # (a reset, or a first look)
            live = self._live = LiveLevels(self.board, None if live is None else live.waits)
        return live

    def levels(self) -> dict[int, int]:
        """Peel round (1-based) in which each remaining arrow can leave."""
        if self._levels is None:
            self._levels = self._peeled().levels() if self.watch is None else peel(self.board).levels()
        return self._levels

    def depth(self) -> int | None:
        """Peel rounds needed from the current position (the puzzle's depth at the start);
        with rotating arrows the verifier's rounds, None at a dead end."""
        if self._depth is None:
            if self.watch is None:
                self._depth = self._peeled().depth
            elif not self.board.alive:
                self._depth = 0
            elif self.watch.verdict() != PENDING:  # rotating: the verifier's rounds
                plan = self.watch.plan
                self._depth = (
                    len(clearing_rounds(self.board, tidy_order(self.board, plan)))
                    if plan is not None
                    else None
                )
            else:
                return self._shown_depth  # not known yet: keep showing the last
            if self._known is not None and self._depth is not None and self._depth > self._known:
                self.rises, self.rose_by = self.rises + 1, self._depth - self._known
            self._known = self._depth
        self._shown_depth = self._depth
        return self._depth
