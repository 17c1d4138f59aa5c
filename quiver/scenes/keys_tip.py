"""An arrow key that cannot pan the 2D board says how to play by keys, once a run (s371).

The arrow keys pan a board too big for the window (pointer2d.BoardPointer2D.view_key); on
one that fits, a press did nothing and said nothing (a stranger at 1366x768 pressed Right
on a small board, as the arrow keys move the light on the menus). Now the first such press
in a game's run toasts how arrows are played from the keys: Tab lights one, Enter fires it
(a pad's X and A after a D-pad's press). Not in a lesson (its bubbles name the keys), not
once Tab (or a hint) has lit an arrow on the board (that player plays by keys already: the
press was a slip), and none while lessons are off (midend.tell_once), as other teaching
toasts. A press at the edge of a board that pans says nothing: its edge is in view there.

s375: a key with nothing to pan *its* way counts too: Up or Down on a wide board, zoomed in,
that fits top to bottom (the board panned left and right, and Up and Down moved it about
inside the window, or did nothing, and said nothing). Such a key no longer moves the board.
A shot that puts the Tab light out leaves `ptr.keyed` set (Tab goes on from the flown
arrow's place), so a Right press after it stays quiet too: that player plays by keys.
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


def nothing_that_way(view: Any, step: tuple[int, int]) -> bool:
    """An arrow key's pan `step` (pointer2d.PAN_STEPS: the way it moves the board) has
    nothing to show: the board fits the window along that axis and its edge that the step
    would bring in is in view (a docked view, `held`, may leave a board that fits a cell
    past it: a press brings it in). An axis the board overflows is always panned (at its
    edge too: the clamp stops it, quietly)."""
    (sx, sy), (ox, oy), (bw, bh) = step, view.origin(), view.board_px
    ax, ay, aw, ah = view.area
    if sx:
        return bw <= aw and (ox >= ax if sx > 0 else ox + bw <= ax + aw)
    return bh <= ah and (oy >= ay if sy > 0 else oy + bh <= ay + ah)


def no_pan(board: Any) -> None:
    """An arrow key was pressed on `board` (the 2D play scene) with nothing to pan its way
    (`nothing_that_way`): tell how to play by keys, the first time this run."""
    midend = getattr(board, "midend", None)
    if midend is None or getattr(board, "coach", None) is not None or getattr(board, "lesson_board", False):
        return
    if board.ptr.keyed is not None or not midend.tell_once(TIP):
        return
    long, short = words()
    board.feedback.toast(long, short=short)
