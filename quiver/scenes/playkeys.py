"""The play scene's keys, and the HUD buttons that do nothing for a moment: all of them
while a lesson's "Well done" card is up (playtest: Export, Hint and Restart lit up under
the pointer and a click on them moved the lesson on; then Pause did, which has nothing to
pause on a cleared board). Esc still skips the lesson."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.input import key_action

CTRL = pygame.KMOD_CTRL | pygame.KMOD_META
PLAY_KEYS = (
    (pygame.K_h, 0, "hint"),
    (pygame.K_r, 0, "restart"),
    (pygame.K_ESCAPE, 0, "menu"),
    (pygame.K_p, 0, "menu"),  # P pauses too (in a lesson the only key that does: Esc asks to skip it)
    (pygame.K_c, 0, "copy"),
    (pygame.K_e, 0, "export"),
    (pygame.K_o, 0, "settings"),
    (pygame.K_F1, 0, "legend"),
    (pygame.K_QUESTION, 0, "legend"),
    (pygame.K_SLASH, pygame.KMOD_SHIFT, "legend"),
)
COPY_KEY = {True: "C", False: "Ctrl+C"}  # the Copy chip's key, by `plain_c_copies` (2D: C copies too)
OFF_UNDER_CARD = frozenset({"export", "hint", "restart", "menu", "copy", "settings", "legend"})
NONE_OFF: frozenset[str] = frozenset()


def buttons_off(coach: Any) -> frozenset[str]:
    """The HUD's buttons that do nothing now (`coach`: the lesson's, or None)."""
    return OFF_UNDER_CARD if coach is not None and coach.beat is not None else NONE_OFF


def for_a_button_off(off: frozenset[str], hud: Any, event: pygame.event.Event) -> bool:
    """`event` is a click on, or the key of, one of the buttons `off`: it does nothing."""
    if not off:
        return False
    if event.type == pygame.KEYDOWN:  # Esc is the lesson's Skip, not Pause
        return not event.mod & CTRL and event.key != pygame.K_ESCAPE and key_action(PLAY_KEYS, event) in off
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return hud.hit(event.pos) in off
    return False
