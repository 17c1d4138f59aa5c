"""How to play opened by its keys (`F1`, `?` as typed on any layout, Shift+/; a pad's
View) from a screen without a button for it: Levels, Daily and the win card open it for
the mode they show, as the menu's keys and the board's do (s278: F1 there did nothing),
each through `opened_help`, the first look of its keys (s295: each had hooked the keys
its own way, a key table's row, an elif and a first look)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from quiver.engine.modes import Mode
from quiver.input import KeyTable, key_action

if TYPE_CHECKING:
    from .base import Scene

HELP_KEYS: KeyTable = (
    (pygame.K_F1, 0, "legend"),
    (pygame.K_SLASH, pygame.KMOD_SHIFT, "legend"),
    (pygame.K_QUESTION, 0, "legend"),  # (also "?" typed: key_action)
)


def help_asked(event: pygame.event.Event) -> bool:
    """A KEYDOWN asking for How to play."""
    return key_action(HELP_KEYS, event) is not None


def mode_shown(scene: Scene) -> str:
    """The mode of the puzzle or screen under `scene` (its own where it shows one), else the
    menu's, else 2D: what Settings' and the entry cards' F1 open How to play for."""
    for under in reversed(scene.stack.scenes):
        mode = under.shown_mode()
        if mode is not None:
            return mode
    return Mode.TWO_D


def open_legend(scene: Scene, mode: str) -> None:
    """How to play for `mode` over `scene` (its lesson button leaves nothing in progress:
    these screens have no puzzle under them, or a finished one)."""
    from .legend import LegendScene  # (imported when opened, as the menu's)

    scene.feedback.sound("click")
    scene.stack.push(LegendScene(scene.ports, mode))


def opened_help(scene: Scene, event: pygame.event.Event, mode: str) -> bool:
    """How to play opened for `mode` where `event` asks for it (a screen's keys' first look)."""
    if event.type == pygame.KEYDOWN and help_asked(event):
        open_legend(scene, mode)
        return True
    return False
