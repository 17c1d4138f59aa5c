"""Scenes and the scene stack (after Tuxemon's state machine).

A scene has `enter` / `exit` (pushed or popped), `pause` / `resume` (covered or
uncovered by another scene, window minimised), `handle_event` (returns the event when
it did not use it, None when it did), `update(dt)` and `draw(surface)`; the app also
calls `apply_settings`, `refresh`, `stop_work` and `shown_mode` on every scene. Every
hook is declared here, so the app calls them without probing. A scene sees the game
through `Host` (host.py), never the app module itself.

Drawing is layered: every scene owns a pygame Surface the size of the window (its
*layer*). `draw(layer)` paints into it and returns what changed: a list of rects,
``True`` for everything, or an empty list for nothing, so that the window only uploads
changed pixels. An opaque scene hides the scenes below it; an ``overlay`` scene has a
transparent layer and is composited over them.

A scene that renders with OpenGL itself (the 3D play scene) sets ``uses_gl = True``
and implements ``draw_gl(ctx)``: the app calls it into the window's framebuffer first,
then composites the scene's pygame layer (its HUD, drawn on a transparent surface) on
top. Such scenes are only started when the app has a GL context (``app.gl``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from quiver.render2d import theme
from quiver.render2d.board import vertical_gradient

if TYPE_CHECKING:                                   # pragma: no cover
    from quiver.game.settings import Settings

    from .host import Host

Dirty = "list[pygame.Rect] | bool"


def hover_state(widgets) -> tuple:
    """How some widgets look under the pointer (their ``hover`` / ``hover_index``):
    a mouse move needs a redraw only when this changes."""
    return tuple((getattr(w, "hover", None), getattr(w, "hover_index", None)) for w in widgets)


class Scene:
    overlay = False          # True: transparent layer drawn over the scene below
    uses_gl = False          # True: draw_gl(ctx) renders before the layer is composited
    name = "scene"

    def __init__(self, app: Host) -> None:
        self.app = app
        self.size = app.size
        self.full_redraw = True
        self._background: pygame.Surface | None = None

    def paint_background(self, surface: pygame.Surface) -> None:
        """The calm gradient behind full-screen scenes, made once per window size."""
        if self._background is None or self._background.get_size() != tuple(self.size):
            self._background = vertical_gradient(self.size, theme.BG_TOP, theme.BG_BOTTOM)
        surface.blit(self._background, (0, 0))

    # -- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Covered by another scene, or the window was minimised."""

    def resume(self) -> None:
        """Uncovered again."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.full_redraw = True

    def apply_settings(self, settings: Settings) -> None:
        """The player changed a setting: follow it now (also while covered)."""

    def refresh(self) -> None:
        """Something outside the scene changed (F11's fullscreen setting): show it."""

    def shown_mode(self) -> str | None:
        """The mode this scene shows (a puzzle's, the menu's choice), None for none."""
        return None

    def stop_work(self) -> None:
        """The game is closing: stop any background work (a puzzle being built)."""

    # -- per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        return event

    def update(self, dt: float) -> None:
        pass

    def layer_regions(self):
        """The rectangles of a transparent layer that may hold anything (None: all of it);
        only these are composited."""
        return None

    def needs_frame(self) -> bool:
        """A GL scene: True when its picture must be drawn and presented this frame."""
        return self.animating()

    def animating(self) -> bool:
        """True while the scene needs frames without input (animations, a pulsing hint)."""
        return False

    def draw(self, surface: pygame.Surface):
        """Paint the layer; return changed rects, True (all) or [] (nothing)."""
        return []

    def draw_gl(self, ctx: Any) -> None:            # pragma: no cover - 3D scenes
        """A GL scene: render into the window's framebuffer (`ctx`, a moderngl context)."""

    def take_full_redraw(self) -> bool:
        f = self.full_redraw
        self.full_redraw = False
        return f
