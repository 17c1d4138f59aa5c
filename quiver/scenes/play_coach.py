"""A lesson's coach (scenes/coach.py) as its play scene (scenes/play.py) sees it: a
protocol, so that neither module imports the other's class. `play` is that play scene
(typed loosely: this module lies below it)."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from quiver.game.session import FireResult
from quiver.render2d.widgets import Button

from .lesson_pace import Pace


class Coach(Protocol):
    """A lesson's coach (scenes/coach.py) as its play scene sees it."""

    done: bool
    skip_btn: Button  # "Skip lesson" (the 3D views keep a press on it from the camera)
    bubble: pygame.Rect | None  # where its words were drawn last (toasts keep off them)
    beat: tuple[float, Any] | None  # the "Well done" beat after a cleared board: (until, then)
    pace: Pace  # when its step began (a step whose arrow is gone moves on: feel.idle_wake)

    def on_fire(self, res: FireResult) -> None: ...
    def holds_fire(self, i: int) -> bool: ...
    def on_over(self, won: bool) -> None: ...
    def update(self, play: Any) -> None: ...
    def key(self) -> tuple[Any, ...]: ...
    def animating(self) -> bool: ...
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def looks(self, play: Any) -> tuple[Any, Any]: ...  # (laid out, what that shows: s308)
    def draw(self, surface: pygame.Surface, play: Any, laid: Any = None) -> list[pygame.Rect]: ...
