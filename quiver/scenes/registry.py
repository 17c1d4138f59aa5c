"""Which play scene plays which mode: a plain map.

Every mode has its scene class here; importing them is importing the project's own
code, so a bug in one surfaces as that error, never as "not available". Whether a mode
can be played in this window (the 3D modes need OpenGL) is modes.py's answer.

A scene's module is imported when its mode is first played (`play_factory`), not at
start-up: the 3D scenes bring numpy and PyGLM, which the menu never draws with
(issue 26). `PLAY_SCENES`, the whole map, imports all three.
"""

from __future__ import annotations

import importlib
import sys
import threading
from typing import TYPE_CHECKING

from quiver.engine.modes import Mode

from .modes import MODE_LABELS, mode_status, unavailable_reason

if TYPE_CHECKING:  # pragma: no cover
    from .base import Display
    from .play import PlayScene

__all__ = ["MODE_LABELS", "mode_status", "play_factory", "play_scene"]  # and PLAY_SCENES (__getattr__)

# mode -> (module, class) of its play scene
_SCENES: dict[str, tuple[str, str]] = {
    Mode.TWO_D: ("quiver.scenes.play2d", "Play2DScene"),
    Mode.THREE_D: ("quiver.scenes.play3d", "Play3DScene"),
    Mode.FLAT: ("quiver.scenes.playflat", "PlayFlatScene"),
}


def play_scene(mode: str) -> type[PlayScene]:
    """The play scene class of a mode (imported now, if it was not yet)."""
    module, name = _SCENES[mode]
    scene: type[PlayScene] = getattr(importlib.import_module(module), name)
    return scene


def warm_up(mode: str) -> threading.Thread | None:
    """Import `mode`'s play scene on a thread of its own while its board builds in the
    worker (loading.py): numpy, PyGLM and the 3D renderer's modules took 0.2 to 0.3 s of
    the frame the first 3D board showed on, 2D's 40 ms (bench/hitches.py). The loading
    screen's frames go on meanwhile (the import hands the GIL back between them); the
    scene's own import (play_scene) then finds it done, or waits on the module's import
    lock for the rest. The thread, or None when there is nothing to import."""
    module = _SCENES.get(mode, ("",))[0]
    if not module or module in sys.modules:
        return None
    thread = threading.Thread(target=_import_quietly, args=(module,), name="quiver-warm-scene", daemon=True)
    thread.start()
    return thread


def _import_quietly(module: str) -> None:
    try:
        importlib.import_module(module)
    except Exception:  # (the scene's own import says what is wrong, on the main loop)
        return


def __getattr__(name: str) -> dict[str, type[PlayScene]]:
    if name == "PLAY_SCENES":
        return {mode: play_scene(mode) for mode in _SCENES}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def play_factory(mode: str, display: Display | None = None) -> tuple[type[PlayScene] | None, str | None]:
    """(scene class, None) or (None, one line saying why `mode` cannot be played here).
    The class is called as cls(ports, board, code, label, request=...)."""
    why = unavailable_reason(mode, display)
    if why is not None or mode not in _SCENES:
        return None, why or f"unknown mode {mode!r}"
    return play_scene(mode), None
