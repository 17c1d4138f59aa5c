"""Which play scene draws which mode, and why a mode may be unavailable.

2D is built in. The 3D and Flat-3D scenes come from ``quiver.render3d``: when that
package provides a module ``quiver.render3d.scene`` with a function

    create_play_scene(app, board, code=None, label=None) -> Scene

(a `quiver.scenes.play.PlayScene` subclass with ``uses_gl = True``, see
quiver/scenes/base.py) or a ``PLAY_SCENES = {"3d": cls, "flat": cls}`` mapping of such
classes, those modes light up in the menu. They need the app's OpenGL context; without
one the menu says why they are unavailable and 2D still plays.
"""
from __future__ import annotations

import importlib

MODE_LABELS = {"2d": "2D", "3d": "3D", "flat": "Flat 3D"}


def _render3d():
    try:
        return importlib.import_module("quiver.render3d.scene"), None
    except ImportError as e:
        return None, f"the 3D renderer is not available yet ({e.name or e})"
    except Exception as e:                      # a broken module must not kill the menu
        return None, f"the 3D renderer failed to load: {type(e).__name__}: {e}"


def play_factory(mode: str, app=None):
    """(factory, None) or (None, reason). factory(app, board, code, label) -> Scene."""
    if mode == "2d":
        from .play2d import Play2DScene
        return Play2DScene, None
    if mode not in ("3d", "flat"):
        return None, f"unknown mode {mode!r}"
    module, why = _render3d()
    if module is None:
        return None, why
    scenes = getattr(module, "PLAY_SCENES", None)
    if isinstance(scenes, dict) and mode in scenes:
        factory = scenes[mode]
    elif hasattr(module, "create_play_scene"):
        factory = module.create_play_scene
    else:
        return None, f"{MODE_LABELS[mode]} has no play scene yet"
    if app is not None and getattr(app, "gl", None) is None:
        reason = getattr(app, "gl_error", None) or "no OpenGL 3.3 context"
        return None, f"{MODE_LABELS[mode]} needs OpenGL 3.3, which is unavailable here: {reason}"
    return factory, None


def mode_status(app=None) -> dict[str, str | None]:
    """mode -> None when playable, else one line saying why not."""
    return {m: play_factory(m, app)[1] for m in MODE_LABELS}


def headless_renderer(mode: str):
    """render(board, out, size, yaw=None, pitch=None, code=None) -> path: the play screen
    of a 3D or Flat-3D puzzle drawn into a PNG with no display (EGL standalone context)."""
    if mode == "3d":
        from .play3d import render_play_png
        return render_play_png
    if mode == "flat":
        from .playflat import render_play_png
        return render_play_png
    raise ValueError(f"no headless renderer for mode {mode!r}")
