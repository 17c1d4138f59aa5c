"""Settings made ready before it first opens (flow.PuzzleFlow.warm_settings runs `warm`
on a thread of its own, scene_modules.warm_module): its modules imported, its card
planned for the window and drawn once off screen, which keeps the card's backdrop and
its lines' pictures (settings_draw) and loads its controls' print. The frame it first
opened on did all of that, 26-51 ms of CPU (bench/hitches.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pygame

from .base import Feedback
from .settings import SettingsScene
from .settings_controls import done_button, make_controls, place
from .settings_draw import Shown, draw_card
from .settings_layout import ROWS, card_plan

__all__ = ["SettingsScene", "warm"]


def warm(size, settings, feedback: Feedback) -> None:
    """Draw the card a window of `size` opens with `settings` (and `feedback`'s note on
    sound) off screen: its controls as SettingsScene makes them, changing nothing."""
    plan = card_plan(size, settings)
    made = make_controls(settings, lambda key, value: None)
    done = done_button(lambda: None)
    rows = place(made.widgets, done, plan, 0)
    order = [key for key, _, _ in ROWS] + ["done"]
    card = SimpleNamespace(
        plan=plan, card=plan.card, size=size, order=order, focus=0, keyboard=False, rows=rows,
        widgets=made.widgets,
        back=done, feedback=feedback, midend=SimpleNamespace(settings=settings), preview_tiles=None,
        scroll=0, max_scroll=0,
    )  # fmt: skip
    draw_card(pygame.Surface(size, pygame.SRCALPHA), cast(Shown, card))
