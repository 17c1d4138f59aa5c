"""Which play scene plays which mode: a plain map.

Every mode has its scene class here; importing them is importing the project's own
code, so a bug in one surfaces as that error, never as "not available". Whether a mode
can be played in this window (the 3D modes need OpenGL) is modes.py's answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiver.engine.modes import Mode

from .modes import MODE_LABELS, mode_status, unavailable_reason
from .play import PlayScene
from .play2d import Play2DScene
from .play3d import Play3DScene
from .playflat import PlayFlatScene

if TYPE_CHECKING:  # pragma: no cover
    from .base import Display

__all__ = ["MODE_LABELS", "PLAY_SCENES", "mode_status", "play_factory"]

PLAY_SCENES: dict[str, type[PlayScene]] = {
    Mode.TWO_D: Play2DScene,
    Mode.THREE_D: Play3DScene,
    Mode.FLAT: PlayFlatScene,
}


def play_factory(mode: str, display: Display | None = None) -> tuple[type[PlayScene] | None, str | None]:
    """(scene class, None) or (None, one line saying why `mode` cannot be played here).
    The class is called as cls(ports, board, code, label, request=...)."""
    why = unavailable_reason(mode, display)
    if why is not None or mode not in PLAY_SCENES:
        return None, why or f"unknown mode {mode!r}"
    return PLAY_SCENES[mode], None
