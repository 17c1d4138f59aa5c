"""Arrows hidden inside a 3D shape (stranger s19: the HUD said nothing of them): no view
shows them until the cubes round them leave (engine/visibility.py `covered_arrows`). A
toast says so when the first of them is uncovered, with how many are still hidden, and
when the last one is; the top bar stays as it is (at 640x480 it has no room for more).
Under 800 px wide the toast stands in a corner beside the shape, 66-97 px of print wide:
there it says the same in short (`SHORT`: two lines, where the long form took five).
"""

from __future__ import annotations

from quiver.engine.visibility import covered_arrows, uncovered_by

__all__ = ["SHORT", "Inside"]

LONG = (
    "An inner arrow is uncovered: {n} still hidden",
    "The arrow hidden inside is uncovered",
    "No arrows left hidden inside",
)
SHORT = ("Uncovered: {n} hidden", "Inner arrow uncovered", "All uncovered")  # (stranger s90)


class Inside:
    """The board's covered arrows, kept up to date clear by clear (only the cubes beside
    the arrow that left are looked at, not the whole shape)."""

    def __init__(self, board) -> None:
        self.board = board
        self.said: str | None = None  # the toast last shown of these (scenes/feel.py withdraws it)
        self.reset()

    def reset(self) -> None:
        self.hidden = covered_arrows(self.board)
        self.any_uncovered = False
        self.alive = len(self.board.alive)

    def on_clear(self, arrow: int, short: bool = False) -> str | None:
        """What to say after `arrow` left (None: nothing), in `SHORT` where `short`."""
        board = self.board
        if len(board.alive) >= self.alive:  # a restart since the last clear
            self.reset()
            return None
        self.alive = len(board.alive)
        self.hidden.discard(arrow)
        freed = uncovered_by(board, board.arrows[arrow].cells, self.hidden)
        if not freed:
            return None
        self.hidden -= freed
        n, say = len(self.hidden), SHORT if short else LONG
        if not self.any_uncovered:
            self.any_uncovered = True
            return say[0].format(n=n) if n else say[1]
        return None if n else say[2]
