"""How a puzzle ends in a play scene (scenes/play.py), once its last animation is over:
turning arrows that can no longer all get out put up the dead-end card; a won puzzle's
reveal gets its time (`PlayScene.reveal_time`); then the result card, or in a lesson the
coach's next board. The play scene calls `watch_end` from its `update`, every frame."""

from __future__ import annotations

import pygame

from .confirm import ConfirmScene
from .result import ResultScene

END_DELAY = 0.35  # seconds between the last animation and the result screen
DEAD_END_NOTE = "The turning arrows can no longer all get out."


def watch_end(play, dt: float) -> None:
    """The dead-end card, or the result once the animations and the reveal are over."""
    s = play.session
    if s.dead_end and not play.dead_end_shown and not play.busy() and play.stack.top is play:
        show_dead_end(play)
    if s.over and not play.result_shown:
        if play.busy():
            play.end_timer = None
        else:
            play.end_timer = (play.end_timer or 0.0) + dt
            if play.reveal_u() is not None and not play.flat_view:
                play.full_redraw = True  # the 3D reveal is drawn whole each frame (2D: what changed)
            due = max(END_DELAY, play.reveal_time() if play.reveals() else 0.0)
            if play.end_timer >= due and play.stack.top is play:  # never over a card (Settings)
                play.result_shown = True
                play.show_result()


def show_dead_end(play) -> None:
    """Rotating arrows turned so that no order clears the board: say so, offer a
    restart (the game has no undo; R restarts here as it does on the board and the pause
    card). Staying keeps the board to look at."""
    play.dead_end_shown = True
    play.feedback.sound("lose")
    play.stack.push(
        ConfirmScene(
            play.ports, "Dead end", "Restart", play.restart, note=DEAD_END_NOTE, again_key=pygame.K_r
        )
    )


def show_result(play) -> None:
    """The result card over `play` (a lesson: the coach's next board, no card)."""
    if play.coach is not None:  # a lesson: its next board, no result
        play.feedback.sound("win" if play.session.won else "lose")
        play.coach.on_over(play.session.won)
        return
    play.feedback.sound("sting" if play.session.won else "lose")  # the win sting (assets/music)
    outcome = play.outcome or play.midend.finished(play.request, play.session)
    play.stack.push(ResultScene(play.ports, play, outcome))
