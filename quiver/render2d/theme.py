"""Colours, sizes and the UI scale shared by every pygame-drawn screen, and its text: the
fonts (fonts.py: opened and let go one at a time, which characters they draw) and the
text drawn and measured in them (textdraw.py), named here too, as every screen calls them.
"""

from __future__ import annotations

from quiver.game.names import rides as rides  # (a caret's marks: widgets.py reads it here)
from quiver.style import palette as _palette

from .fonts import ZERO_WIDTH as ZERO_WIDTH
from .fonts import drawable as drawable
from .fonts import draws as draws
from .fonts import font as font
from .fonts import font_file as font_file
from .fonts import showable as showable
from .fonts import shows as shows
from .textdraw import Wrapped as Wrapped
from .textdraw import caps_shift as caps_shift
from .textdraw import fit_size as fit_size
from .textdraw import render as render
from .textdraw import text as text
from .textdraw import text_size as text_size
from .textdraw import wrap as wrap
from .textdraw import wrap_lines as wrap_lines

# -- palette ---------------------------------------------------------------------------
# Text colours hold WCAG AA (4.5:1) on the backgrounds they are drawn on, and white does
# on ACCENT (primary buttons; s126 measured white on the old (235, 120, 40) at 2.9:1 and
# INK_SOFT on BG_BOTTOM at 3.6:1): tests/test_s126_contrast.py lists the pairs.
BG_TOP = (247, 242, 233)
BG_BOTTOM = (234, 226, 212)
CELL = (226, 218, 203)  # a cell of the picture (visible once its arrow has left)
CELL_EDGE = (214, 205, 189)
INK = (46, 52, 64)  # main text
INK_SOFT = (86, 90, 102)  # secondary text
PANEL = (255, 253, 249)
PANEL_EDGE = (221, 212, 197)
SECONDARY = (241, 233, 220)  # a secondary button's fill: it shows its edge on a white card
ACCENT = (190, 72, 0)
ACCENT_DARK = (156, 58, 0)
BLUE = (66, 120, 230)
DANGER = (189, 54, 61)
GOOD = (39, 118, 73)
STAR = (255, 190, 40)
STAR_EMPTY = (222, 214, 200)
HEART = (232, 72, 92)
HEART_EMPTY = (220, 208, 200)
SHADOW = (0, 0, 0, 40)
HINT = (255, 196, 0)

# Direction colours: orange tones along x, blues along y, a distinct tone per sign.
#   +x (right): warm orange     -x (left): deep red-orange
#   +y (down):  royal blue      -y (up):   sky blue (as up in 3D: palette.SCREEN_2D)
# The colour-blind palette (Okabe-Ito, with a glyph on every arrow body) and the choice
# between them live in quiver/style/palette.py; `dir_colours(settings)` answers for a screen.
DIR_COLOURS = _palette.direction_colours(None, 2)


def dir_colours(settings=None) -> dict:
    """The 2D direction colours for these settings (standard or colour-blind)."""
    return _palette.direction_colours(settings, 2)


def shade(c, f: float):
    """Darken (f < 1) or lighten toward white (f > 1) a colour."""
    if f <= 1:
        return tuple(max(0, min(255, int(v * f))) for v in c[:3])
    t = f - 1
    return tuple(max(0, min(255, int(v + (255 - v) * t))) for v in c[:3])


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# -- sizes ------------------------------------------------------------------------------
MIN_CELL = 24  # cells are never drawn smaller than this (big boards pan instead)...
WHOLE_CELL = 16  # ...unless this size shows the whole board: the least that reads (arrows, a
# lock's letter) in a small window. It was 20: at 640x480 campaign levels 12, 17, 21, 24, 25
# and 29 (18 or 19 px whole) and Custom's default 16x20 opened panned at 24 with a minimap
PLAIN_WHOLE_CELL = 12  # ...or this on a board with no lock, no letter to read: arrows and heads
# still read, and a stranger meets the whole picture (s83: a 64x64 picture at 1920x1080, 13 px
# whole, opened at 24 zoomed in, the whole of it only in the minimap)
MAX_CELL = 96
HUD_H = 72  # top bar
BAR_H = 64  # bottom bar (buttons)
MARGIN = 24


# -- the UI scale ---------------------------------------------------------------------------
REFERENCE = (1280, 800)  # the window the screens were drawn for at scale 1 (in points)
# ... and the narrowest they lay out in at scale 1 given more height: a tall window
# (700x900) scales by what fits in it, not by its width alone (it drew at 0.6, as 640x480)
TALL = (960, 1000)
UI_SCALES = ("auto", "0.75", "1", "1.25", "1.5", "2")  # Settings' choices
STANDARD_DPI = 96.0  # the pixels per inch a density of 1 means

_density = 1.0  # the open window's, set by quiver/window.py (`set_density`)


def pixel_density(window_size, pixel_size=None, dpi=None) -> float:
    """How many of the window's units make one point of a standard (96 dpi) screen: the
    window's measured density, in steps of a quarter, 1 .. 4.

    `window_size` is the window in SDL's units (what the game draws in), `pixel_size` the
    drawable in pixels and `dpi` the display's pixels per inch, either None when unknown.
    A HiDPI (Retina) drawable bigger than the window is drawn by the system: the window's
    units are points already, so the display's pixels per inch count divided by that
    ratio. A display that reports no DPI, or one that cannot be true (a projector's
    0 mm, a 40 dpi guess), reads 1."""
    ratio = 1.0
    if pixel_size and window_size and window_size[0] > 0 and pixel_size[0] > 0:
        ratio = max(1.0, pixel_size[0] / window_size[0])
    if dpi is None or not 72.0 <= float(dpi) <= 640.0:
        return 1.0
    d = float(dpi) / STANDARD_DPI / ratio
    return max(1.0, min(4.0, round(d * 4) / 4))


def set_density(density: float) -> None:
    """The open window's pixel density (quiver/window.py measures it)."""
    global _density
    _density = max(1.0, min(4.0, float(density)))


def density() -> float:
    return _density


def ui_scale(size, settings=None, density: float | None = None) -> float:
    """How big the menus draw in a window of `size` units: the window's pixel density
    (`pixel_density`: a HiDPI screen draws bigger letters) times how the window, in
    points, compares with the 1280x800 the screens were drawn for (a small window draws
    smaller, never below legible; a big one uses its room), times the player's choice in
    Settings ("auto": 1). `density` None: the open window's."""
    d = _density if density is None else max(1.0, float(density))
    w, h = size[0] / d, size[1] / d  # the window in points
    fit = max(0.6, min(3.0, max(min(w / REFERENCE[0], h / REFERENCE[1]), min(w / TALL[0], h / TALL[1]))))
    return max(0.6, min(4.0 * d, d * fit * chosen(settings)))


def chosen(settings=None) -> float:
    """The player's "Size of menus" as a factor of Auto's: 1 for Auto (or a value the settings
    file had wrong), 1.5 for 150%. Above 1 a screen grows and scrolls rather than stop at what
    its window holds (s374)."""
    choice = getattr(settings, "ui_scale", "auto") if settings is not None else "auto"
    try:
        return 1.0 if choice == "auto" else float(choice)
    except (TypeError, ValueError):
        return 1.0
