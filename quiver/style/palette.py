"""Direction colours and motion choices, read from the player's settings.

Pure Python (no pygame): the 2D board, the 3D and Flat-3D renderers, thumbnails and the
settings preview all ask here, so one switch changes every view the same way.

    direction_colours(settings)            # {PX: (r, g, b), NX: ..., PY: ..., NY: ...}
    direction_colours(settings, dims=3)    # the six 3D directions
    glyphs_on(settings)                    # draw a direction glyph on every arrow body
    motion_speed(settings)                 # animation speed factor (reduced motion: faster)
    shake_on(settings) / blink_on(settings)

``settings`` may be a :class:`quiver.game.settings.Settings`, anything with the same
attributes, a plain bool (colour-blind on/off) or None (the defaults).

The colour-blind palette is Okabe & Ito's (2008) set of eight colours (one deepened), which
stay apart for protan, deutan and tritan vision. Each direction gets its own colour, and the
opposite directions of one axis are always a warm/cool or light/dark pair; colour is
never the only cue, because the glyph on every body cell (a chevron pointing the way
the arrow flies) says the direction too.
"""

from __future__ import annotations

from typing import Any

from quiver.engine.geometry import NX, NY, NZ, PX, PY, PZ

__all__ = [
    "COLORBLIND",
    "DEEP_PURPLE",
    "GLYPH_NAMES",
    "NORMAL",
    "OKABE_ITO",
    "REDUCED_SPEED",
    "SCREEN_2D",
    "blink_on",
    "colorblind_on",
    "direction_colours",
    "glyphs_on",
    "motion_speed",
    "reduced_motion",
    "shake_on",
]

# The standard palette: oranges along x, blues along y, greens along z; the + sign is
# the lighter / warmer tone of each pair (the 2D and 3D views share it).
NORMAL = {
    PX: (247, 148, 36),  # +x warm orange
    NX: (226, 84, 44),  # -x deep red-orange
    PY: (52, 170, 226),  # +y sky blue (up in 3D; a 2D board's up, see SCREEN_2D)
    NY: (62, 92, 214),  # -y royal blue (down)
    PZ: (156, 217, 78),  # +z lime
    NZ: (23, 154, 106),  # -z jade
}

# Okabe-Ito, by name (sRGB).
OKABE_ITO = {
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
    "black": (0, 0, 0),
}

# Okabe-Ito's reddish purple, deepened: to a deuteranope the standard one is a plain mid grey,
# the same as the Flat-3D block it lies on (CIE76 9 under Machado's simulation, the arrows
# all but vanished); this one stays >= 19 from the block and from every other direction
# under deutan, protan and tritan simulation (tests/test_s126_palette.py).
DEEP_PURPLE = (160, 80, 130)

# One distinct Okabe-Ito colour per direction. In 2D the four colours differ in both hue
# and lightness (orange / blue / bluish green / reddish purple), so they stay apart for
# every common colour-vision deficiency and in greyscale.
COLORBLIND = {
    PX: OKABE_ITO["orange"],  # right
    NX: OKABE_ITO["blue"],  # left
    PY: OKABE_ITO["bluish_green"],  # +y: up (a 2D board's up, see SCREEN_2D)
    NY: DEEP_PURPLE,  # -y: down (Okabe-Ito's reddish purple, deepened)
    PZ: OKABE_ITO["vermillion"],  # +z
    NZ: OKABE_ITO["sky_blue"],  # -z
}

# What the glyph on a body cell looks like, per direction (for legends and the README).
GLYPH_NAMES = {
    PX: "chevron right",
    NX: "chevron left",
    PY: "chevron down",
    NY: "chevron up",
    PZ: "chevron toward +z",
    NZ: "chevron toward -z",
}

REDUCED_SPEED = 2.5  # animations run this much faster with reduced motion


def _get(settings: Any, name: str, default: bool) -> bool:
    if settings is None:
        return default
    if isinstance(settings, bool):
        return settings if name == "colorblind" else default
    return bool(getattr(settings, name, default))


def colorblind_on(settings: Any) -> bool:
    return _get(settings, "colorblind", False)


# A colour names the way an arrow flies on screen. A 2D board's +y runs down the screen and
# a 3D shape's +y up, so a 2D direction takes the colour of the 3D one that looks the same
# (up is sky blue in both; a stranger saw them swapped between 2D and 3D).
SCREEN_2D = {PX: PX, NX: NX, PY: NY, NY: PY}


def direction_colours(settings: Any = None, dims: int = 2) -> dict[int, tuple[int, int, int]]:
    """Direction -> sRGB colour for the 2D (dims=2: PX NX PY NY) or 3D (dims=3) views."""
    table = COLORBLIND if colorblind_on(settings) else NORMAL
    if dims == 2:
        return {d: table[SCREEN_2D[d]] for d in (PX, NX, PY, NY)}
    return {d: table[d] for d in (PX, NX, PY, NY, PZ, NZ)}


def glyphs_on(settings: Any) -> bool:
    """Glyphs on the arrow bodies: on with the colour-blind palette."""
    return colorblind_on(settings)


def reduced_motion(settings: Any) -> bool:
    return _get(settings, "reduced_motion", False)


def motion_speed(settings: Any) -> float:
    """Multiply animation speeds by this (1.0 normally; faster with reduced motion)."""
    return REDUCED_SPEED if reduced_motion(settings) else 1.0


def shake_on(settings: Any) -> bool:
    """Shake a blocker that was hit (off with reduced motion)."""
    return not reduced_motion(settings)


def blink_on(settings: Any) -> bool:
    """Blink the hint and the hit blocker (off with reduced motion: they glow steadily)."""
    return not reduced_motion(settings)
