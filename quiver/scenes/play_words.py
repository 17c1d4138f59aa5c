"""Play's toasts that name the way to restart: R on a keyboard (and the mouse's Restart
button beside the board); after a pad's press, the pause card's Restart (s263: a pad
player read "R restarts", and a pad has no R)."""

from __future__ import annotations

from quiver.input_pad import by_input

__all__ = ["DEAD_END_TOAST", "HEARTS_LATER", "SHORTER", "all_forms", "restart_toast"]

DEAD_END_TOAST = "Dead end: no order of moves clears the board now. R restarts."
HEARTS_LATER = "Hearts: from your next try (R restarts). This puzzle keeps the hearts it began with."
SHORTER = {
    DEAD_END_TOAST: "Dead end: R restarts",
    HEARTS_LATER: "Hearts: from your next try",
}  # (toast_short.py)
PAD = {
    DEAD_END_TOAST: (
        "Dead end: no order of moves clears the board now. Start, then Restart.",
        "Dead end: Start, then Restart",
    ),
    HEARTS_LATER: (
        "Hearts: from your next try (Start, then Restart). This puzzle keeps the hearts it began with.",
        SHORTER[HEARTS_LATER],
    ),
}


def restart_toast(text: str) -> tuple[str, str]:
    """`text` (DEAD_END_TOAST, HEARTS_LATER) and its short form, in the words of the
    player's last press."""
    return by_input(PAD[text], (text, SHORTER[text]), (text, SHORTER[text]))


def all_forms(text: str) -> tuple[str, ...]:
    """Every wording of `text` (to take it back whichever was said)."""
    return text, PAD[text][0]
