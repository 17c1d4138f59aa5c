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
from typing import TYPE_CHECKING

from .modes import MODE_LABELS, mode_status, unavailable_reason
from .scene_modules import SCENES, warm_up

if TYPE_CHECKING:  # pragma: no cover
    from .base import Display
    from .play import PlayScene

__all__ = [
    "MODE_LABELS",
    "mode_status",
    "play_factory",
    "play_scene",
    "warm_up",
]  # and PLAY_SCENES (__getattr__)

_SCENES = SCENES  # mode -> (module, class) of its play scene (scene_modules.py)


def play_scene(mode: str) -> type[PlayScene]:
    """The play scene class of a mode (imported now, if it was not yet)."""
    module, name = _SCENES[mode]
    scene: type[PlayScene] = getattr(importlib.import_module(module), name)
    return scene


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
