"""An arrow key that cannot pan the 2D board says how to play by keys, once a run (s371).

The arrow keys pan a board too big for the window (pointer2d.BoardPointer2D.view_key); on
one that fits, a press did nothing and said nothing (a stranger at 1366x768 pressed Right
on a small board, as the arrow keys move the light on the menus). Now the first such press
in a game's run toasts how arrows are played from the keys: Tab lights one, Enter fires it
(a pad's X and A after a D-pad's press). Not in a lesson (its bubbles name the keys), not
once Tab (or a hint) has lit an arrow on the board (that player plays by keys already: the
press was a slip), and none while lessons are off (midend.tell_once), as other teaching
toasts. A press at the edge of a board that pans says nothing: its edge is in view there.
"""

from __future__ import annotations

from typing import Any

from quiver.input_pad import by_input

TIP = "tip:keys-play"  # (midend.tell_once: told once a run)
SAID = {  # (whole, short) in the words of the player's input (short: one line at 480x360)
    "keys": ("Nothing to pan: Tab lights an arrow, Enter fires it", "Tab lights, Enter fires"),
    "pad": ("Nothing to pan: X lights an arrow, A fires it", "X lights, A fires"),
}


def words() -> tuple[str, str]:
    """The toast (whole, short) for the player's input: a pad's after its press."""
    return by_input(SAID["pad"], SAID["keys"], SAID["keys"])


def no_pan(board: Any) -> None:
    """An arrow key was pressed on `board` (the 2D play scene) whose whole board is in view:
    tell how to play by keys, the first time this run."""
    midend = getattr(board, "midend", None)
    if midend is None or getattr(board, "coach", None) is not None or getattr(board, "lesson_board", False):
        return
    if board.ptr.keyed is not None or not midend.tell_once(TIP):
        return
    long, short = words()
    board.feedback.toast(long, short=short)
