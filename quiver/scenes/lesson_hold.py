"""What a lesson's bounce step does with a hint (quiver/scenes/coach.py).

"This one is blocked. Tap it" (2D) and "Anything in its line blocks it... Tap it and see"
(Flat) point at a blocked arrow. H or the Hint button lit a free arrow there, the opposite
of what the bubble asked (stranger, s22). While a blocked arrow is left to tap, a hint asked
for says what the step wants instead; the HUD's Hint press is kept from the play scene too,
so its button does not stay pressed.
"""

from __future__ import annotations

from typing import Any

import pygame

from quiver.game.lessons import Anchor, Until, anchor_arrows

from .playkeys import for_a_button_off

HINT = frozenset({"hint"})
HINT_ON_BOUNCE = "No hint here: tap the blocked arrow the pointer shows, and watch it bounce"


def holds_hint(coach: Any, event: pygame.event.Event) -> bool:
    """`event` asks for a hint (H, or a press or release on the Hint button) in a bounce
    step with a blocked arrow left: it is kept from the play scene, and a release or the
    key says what the step asks. False for anything else."""
    play = coach.play
    if play is None or coach.beat is not None or coach.current.until != Until.BLOCKED:
        return False
    if getattr(event, "button", 1) != 1 or not for_a_button_off(HINT, play.hud, event):
        return False  # (the left button only, as the HUD's)
    if not anchor_arrows(play.board, Anchor.BLOCKED):
        return False
    if event.type != pygame.MOUSEBUTTONDOWN:
        coach.ports.feedback.toast(HINT_ON_BOUNCE)
    return True
