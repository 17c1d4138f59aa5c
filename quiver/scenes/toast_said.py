"""Toasts said of what a screen shows now, taken off together when that changes: a
lesson's step (why a tap did not fire, lesson_hold) or a Levels tab's mode (a level
locked there). Once the step moves on or the tab changes they no longer hold (s284:
"Level 4 is locked: ..." stood over another mode's tab, "Turn it first: ..." over the next
step's bubble)."""

from __future__ import annotations

from typing import Any

from quiver.game.journey import ToastKind


class Said:
    """The toasts said of the state shown, by their words (as GameFeedback withdraws them),
    with the feedback they were said through (nothing asked of it where nothing was said)."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._feedback: Any = None

    def say(
        self, feedback: Any, text: str, kind: ToastKind = ToastKind.INFO, short: str | None = None
    ) -> None:
        feedback.toast(text, kind, short=short)
        self.texts.append(text)
        self._feedback = feedback

    def unsay(self) -> None:
        """The state changed: every toast said of it is taken off."""
        for text in self.texts:
            self._feedback.withdraw(text)
        self.texts = []
