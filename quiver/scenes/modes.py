"""The modes as the screens show them: their names, and whether one can be played here.

A leaf module (scenes of every kind read it, the play scenes included), so it knows
which modes draw with OpenGL without importing their scenes; registry.py holds the
scene classes, and a test checks that the two agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiver.engine.modes import Mode

if TYPE_CHECKING:  # pragma: no cover
    from .base import Display

MODE_LABELS: dict[str, str] = {  # by text: a Mode is a str
    Mode.TWO_D: "2D",
    Mode.THREE_D: "3D",
    Mode.FLAT: "Flat 3D",
}
GL_MODES = frozenset({Mode.THREE_D, Mode.FLAT})  # their scenes draw with OpenGL 3.3


def unavailable_reason(mode: str, display: Display | None = None) -> str | None:
    """None when `mode` can be played (in `display`'s window, if given), else one line why."""
    if mode not in MODE_LABELS:
        return f"unknown mode {mode!r}"
    if mode in GL_MODES and display is not None and display.gl is None:
        reason = display.gl_error or "no OpenGL 3.3 context"
        return f"{MODE_LABELS[mode]} needs OpenGL 3.3, which is unavailable here: {reason}"
    return None


def bare_need(mode: str) -> str:
    """Why `mode` cannot play, without the driver's reason: one short line whole where the
    reason would be cut (s193: the Custom panel at 640x480 said "...: OpenGL was turned off (Q...")."""
    return f"{MODE_LABELS.get(mode, mode)} needs OpenGL 3.3, not available here"


def mode_status(display: Display | None = None) -> dict[str, str | None]:
    """mode -> None when playable, else one line saying why not."""
    return {m: unavailable_reason(m, display) for m in MODE_LABELS}
