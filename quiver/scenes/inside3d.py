"""Arrows hidden inside a 3D shape (stranger s19: the HUD said nothing of them): no view
shows them until the cubes round them leave (engine/visibility.py `covered_arrows`). A
toast says so when the first of them is uncovered, with how many are still hidden, and
when the last one is (its count said again where more are uncovered while it shows,
s208); the top bar stays as it is (at 640x480 it has no room for more). A puzzle picked
up again (game/kept_puzzle.py) whose play had uncovered one says only the last (s212).
Each comes with its short form
(`SHORT`: two lines in a corner beside the shape at 640x480, where the long form took
five), and the toast layer says it short where the long one finds no room clear of the
shape (toast_short.py: a rule of the window's shape chose it here before).
"""

from __future__ import annotations

from quiver.engine.visibility import covered_arrows, uncovered_by

__all__ = ["LONG", "SHORT", "Inside"]

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
        self.alive = len(self.board.alive)
        # a puzzle picked up again (game/kept_puzzle.py) whose play had uncovered one: its
        # first toast was said then; here it would greet the player as new (s212)
        self.any_uncovered = self.alive < len(self.board.arrows) and bool(
            covered_arrows(self.board, whole=True) - self.hidden
        )

    def restarted(self) -> str | None:
        """The board was restarted: count its hidden arrows afresh now (found only at the
        next clear, they were counted after it, and a first clear that uncovered one went
        unsaid, s165); returns the toast last said, which no longer holds (to withdraw)."""
        said, self.said = self.said, None
        self.reset()
        return said

    def on_clear(self, arrow: int) -> tuple[str, str] | None:
        """What to say after `arrow` left (None: nothing): its long form and its short one."""
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
        n = len(self.hidden)
        if not self.any_uncovered:
            self.any_uncovered = True
            k = 0 if n else 1
        elif n:
            return None
        else:
            k = 2
        return LONG[k].format(n=n), SHORT[k].format(n=n)

    def recount(self) -> tuple[str, str] | None:
        """The first toast's words with the count as it is now, where they differ from what
        was said (None: the same, or another toast was said since)."""
        if self.said is None or not self.hidden or self.said == LONG[0].format(n=len(self.hidden)):
            return None
        return LONG[0].format(n=len(self.hidden)), SHORT[0].format(n=len(self.hidden))
