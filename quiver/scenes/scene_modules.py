"""Where each mode's play scene lives, and importing one ahead of its first use (the
registry's map, apart from the registry, which imports the play scenes: the menu warms a
mode as it is chosen without importing them)."""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Callable
from typing import Any

from quiver.engine.modes import Mode

__all__ = ["SCENES", "SETTINGS", "warm_module", "warm_up"]

# mode -> (module, class) of its play scene
SCENES: dict[str, tuple[str, str]] = {
    Mode.TWO_D: ("quiver.scenes.play2d", "Play2DScene"),
    Mode.THREE_D: ("quiver.scenes.play3d", "Play3DScene"),
    Mode.FLAT: ("quiver.scenes.playflat", "PlayFlatScene"),
}
WARM_THREAD = "quiver-warm-scene"  # the threads' name (tests wait for them)
SETTINGS = "quiver.scenes.settings_warm"  # Settings' scene, and its warm-up (flow.warm_settings)


def warm_up(mode: str) -> threading.Thread | None:
    """Import `mode`'s play scene on a thread of its own while its board builds in the
    worker (loading.py) or as the menu's mode is chosen (menu_choice.py): numpy, PyGLM and
    the 3D renderer's modules took 0.2 to 0.3 s of the frame the first 3D board showed on,
    2D's 40 ms (bench/hitches.py). The frames go on meanwhile (the import hands the GIL
    back between them); the scene's own import (registry.play_scene) then finds it done,
    or waits on the module's import lock for the rest. The thread, or None when there is
    nothing to import."""
    return warm_module(SCENES.get(mode, ("",))[0])


def warm_module(module: str, then: Callable[[Any], object] | None = None) -> threading.Thread | None:
    """Import `module` on a thread of its own (`warm_up`), then call `then` with it there
    (flow.warm_settings: Settings' card planned and drawn ahead); None when the module is
    imported already and there is nothing else to do."""
    if not module or (module in sys.modules and then is None):
        return None
    thread = threading.Thread(target=_import_quietly, args=(module, then), name=WARM_THREAD, daemon=True)
    thread.start()
    return thread


def _import_quietly(module: str, then: Callable[[Any], object] | None = None) -> None:
    try:
        imported = importlib.import_module(module)
        if then is not None:
            then(imported)
    except Exception:  # (the scene's own import, its own drawing, says what is wrong, on the main loop)
        return
