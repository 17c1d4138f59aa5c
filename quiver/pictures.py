"""Pictures of the play screen with no window (`quiver render`, tests, tools/screenshots.py).

A headless App (window=False) hosts one play scene; a 2D board is drawn on a pygame
Surface, a 3D or Flat-3D board through the EGL standalone context (render3d/headless.py).
"""

from __future__ import annotations

import functools
import io
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from quiver.app import DEFAULT_SIZE, App
from quiver.engine.modes import Mode
from quiver.game.atomic_write import write_bytes_atomic
from quiver.game.code import generate_board
from quiver.game.settings import Settings
from quiver.scenes.play2d import Play2DScene
from quiver.scenes.play3d import Play3DScene
from quiver.scenes.registry import PLAY_SCENES

__all__ = ["headless_renderer", "render_png", "render_scene_png", "save_png"]


def _headless_env() -> None:
    """Pick an SDL video driver that needs no display, when there is none."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["SDL_VIDEODRIVER"] = "dummy"


def render_scene_png(
    scene_class: type[Play3DScene],
    board: Any,
    out: Any,
    size: Sequence[int] = DEFAULT_SIZE,
    yaw: float | None = None,
    pitch: float | None = None,
    code: Any = None,
    label: str | None = None,
    settings: Settings | None = None,
) -> str:
    """The play screen of a GL play scene class (`Play3DScene` or a subclass) as a PNG,
    with no display: its `render_board_png` (the EGL standalone context) with the HUD the
    scene draws over it. `settings` (None: the defaults, not the saved ones) are the
    scene's and the picture's."""
    _headless_env()
    w, h = int(size[0]), int(size[1])
    app = App((w, h), window=False, sound=False, clock=lambda: 0.0)
    app.midend.settings = settings if settings is not None else Settings()
    scene = scene_class(app.ports, board, code, label, hearts=3)
    if yaw is not None or pitch is not None:  # the overlay (lock marks) sees what the picture shows
        scene.ctl.camera = scene.view_camera(board, yaw, pitch)
        scene.fit_view()  # between the HUD's bars, as the scene's own
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    scene.draw(layer)
    camera = scene.ctl.camera  # the board between the bars, not under them (s191)
    scene.render_board_png(board, out, w, h, yaw, pitch, layer, settings=app.midend.settings, camera=camera)
    return str(out)


def headless_renderer(mode: str) -> Callable[..., str]:
    """render(board, out, size, yaw=None, pitch=None, code=None, label=None, settings=None)
    -> path: the play screen of a 3D or Flat-3D puzzle drawn into a PNG with no display."""
    scene = PLAY_SCENES.get(mode)
    if scene is None or not issubclass(scene, Play3DScene):
        raise ValueError(f"no headless renderer for mode {mode!r}")
    return functools.partial(render_scene_png, scene)


def render_png(
    code: Any = None,
    out: Any = "quiver.png",
    size: Sequence[int] = DEFAULT_SIZE,
    board: Any = None,
    setup: Callable[[Any], None] | None = None,
    yaw: float | None = None,
    pitch: float | None = None,
) -> str:
    """Draw the play screen of a puzzle (a code, or a board) into a PNG, no window.
    yaw/pitch (degrees) choose the view of a 3D or Flat-3D shape (None: its home view).

    setup(scene) may change the scene before the picture (tests, demos)."""
    _headless_env()
    if board is None:
        board = generate_board(code)
    if board.space.mode != Mode.TWO_D:
        render = headless_renderer(board.space.mode)
        return render(board, str(out), tuple(size), yaw=yaw, pitch=pitch, code=code)
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    scene = Play2DScene(app.ports, board, code, hearts=3)
    app.stack.append(scene)
    if setup is not None:
        setup(scene)
    surface = pygame.Surface(tuple(size))
    scene.draw(surface)
    save_png(surface, out)
    return str(out)


def save_png(surface: pygame.Surface, out: Any) -> None:
    """`surface` as a PNG file, whole or not at all: a full disk printed pygame's OSError
    over and over, left a torn file and said no name (StorageError says one line)."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "png")
    write_bytes_atomic(out, buf.getvalue(), mode=0o644)
