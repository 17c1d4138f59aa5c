"""Arrows hidden inside a 3D shape (stranger s19: the HUD said nothing of them): no view
shows them until the cubes round them leave (engine/visibility.py `covered_arrows`). A
toast says so when the first of them is uncovered, with how many are still hidden, and
when the last one is; the top bar stays as it is (at 640x480 it has no room for more).
Under 800 px wide the toast stands in a corner beside the shape, 66-97 px of print wide:
there it says the same in short (`SHORT`: two lines, where the long form took five); so it
does in any window not 1.6 times as wide as tall (`in_short`), where a 3D shape fitted to
the room between the bars (s106) leaves corners under the long form's 215 px.
"""

from __future__ import annotations

from quiver.engine.visibility import covered_arrows, uncovered_by

__all__ = ["SHORT", "Inside", "in_short"]

LONG = (
    "An inner arrow is uncovered: {n} still hidden",
    "The arrow hidden inside is uncovered",
    "No arrows left hidden inside",
)
SHORT = ("Uncovered: {n} hidden", "Inner arrow uncovered", "All uncovered")  # (stranger s90)
WIDE = 1.6  # a window this many times as wide as tall holds the long form beside the shape


def in_short(size: tuple[int, int]) -> bool:
    """Whether the toasts say it in `SHORT` in a window of `size`: under 800 px wide, or
    too square for the long form's corner beside a shape that fills the height (800x600:
    the fitted sphere left 185 px a side and the toast went over its foot)."""
    w, h = size
    return w < 800 or w < WIDE * h


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
