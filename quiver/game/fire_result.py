"""What one tap did: the record `Session.fire` returns and every view animates.

Apart from quiver.game.session, which applies the move rule and keeps the run's hearts,
clock and score, because it is the one thing the session hands the views (2D, 3D, Flat
3D, the coach's lessons): a frozen value, read by them and kept in `Session.history`.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FireResult"]


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
    dir:    the way that head pointed (a rotating arrow's turns with the phase)
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
    dir: int | None = None

    @property
    def blocked(self) -> bool:
        return not self.left and not self.ignored
