"""Colours, sizes and fonts shared by every pygame-drawn screen.

Fonts are pygame's bundled default font (``pygame.font.Font(None, size)``): nothing is
downloaded or looked up on the system, so every machine draws the same letters. It has
Latin (with Latin Extended-A), Greek and Cyrillic; no Hebrew, CJK or emoji, and a few
Arabic letters without their joined forms: `draws` says which characters it shows, and
`drawable` gives the others as "?" (names from a server, what is typed in a text field),
not the empty box the font draws for a glyph it lacks.
"""

from __future__ import annotations

import functools
import os
import threading
import unicodedata
from typing import NamedTuple

import pygame

from quiver.game.names import rides, shown_name
from quiver.render2d import drawn
from quiver.render2d.wordbreak import break_long_words
from quiver.style import palette as _palette

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


# One font opened or let go at a time: pygame opens a font with the GIL let go, FreeType's
# faces are listed in one shared list, and Settings' warm-up opens fonts on a thread of its
# own (scenes/settings_warm.py) while the menu opens its own.
_opening = threading.Lock()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    with _opening:  # (the cache's misses open one, and its evictions let one go)
        return _font(size, bold)


@functools.lru_cache(maxsize=64)
def _font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, int(size))
    f.set_bold(bold)
    return f


def font_file() -> str:
    """The UI font's file (what ``Font(None, size)`` loads): pygame's freesansbold.ttf."""
    return os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())


@functools.lru_cache(maxsize=1)
def _glyph_face():
    """The UI font opened with pygame.freetype, whose metrics say None for a glyph the font
    lacks (pygame.font's give the box it draws instead); None where it cannot be opened."""
    try:
        import pygame.freetype as freetype

        if not freetype.get_init():
            freetype.init()
        return freetype.Font(font_file(), 16)
    except (ImportError, OSError, RuntimeError, pygame.error):
        return None


# Right-to-left letters (Hebrew, Arabic...): the UI draws text left to right and unjoined,
# and its font has no Hebrew and a handful of Arabic letters only, so such a letter is not
# drawn as itself (a name would read backwards, its Arabic letters apart).
_RTL = ("R", "AL", "AN")


@functools.lru_cache(maxsize=4096)
def draws(ch: str) -> bool:
    """Whether the UI draws `ch` as itself: the font has its glyph and it reads left to
    right (the whitespace the font lacks draws as space: True)."""
    if " " <= ch <= "~" or ch.isspace():
        return True
    if unicodedata.bidirectional(ch) in _RTL:
        return False
    face = _glyph_face()
    if face is None:  # (no way to ask: as before, the font's own)
        return True
    try:
        return face.get_metrics(ch)[0] is not None
    except (ValueError, UnicodeError, pygame.error):
        return False


@functools.lru_cache(maxsize=64)
def caps_shift(size: int, bold: bool = False) -> int:
    """How far below a line's middle its capitals' middle is: text drawn centred at
    y + caps_shift sits with its capitals centred on y (the font's room for descenders
    left a title without any, "Cube", high in its pill)."""
    img = font(size, bold).render("H", True, (0, 0, 0))
    caps = img.get_bounding_rect()
    return round(img.get_height() / 2 - (caps.top + caps.bottom) / 2)


def text(
    surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False
) -> pygame.Rect:
    """Draw anti-aliased text; `anchor` is a pygame.Rect attribute name. Returns its rect."""
    try:
        img = font(size, bold).render(s, True, colour)
    except ValueError:  # a NUL, or a file name's undecodable byte: drawn as drawable() says
        s = drawable(s)
        img = font(size, bold).render(s, True, colour)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    drawn.note(drawn.TEXT, _ink(img, r), s, surface)
    return r


def _ink(img: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
    """Where the letters are: the text's rect less the font's empty leading (what a
    layout check compares). Only asked while recording."""
    if not drawn.listening():
        return r
    return img.get_bounding_rect().move(r.x, r.y)


def fit_size(s: str, size: int, width: int, bold: bool = False, least: int = 14) -> int:
    """The largest font size up to `size` (down to `least`) at which `s` fits `width` pixels.

    A text's width grows with its print near enough in proportion, so the size is guessed
    from the width at `size` and settled a size or two from there: trying each size down
    opened and measured each one's font (the Custom panel's first frame measured its card
    names in 5 to 10 sizes each, bench/hitches.py). The same answer as trying each size down
    (a larger print is never narrower: tests/test_s218_first_frames.py)."""
    wide = text_size(s, size, bold)[0] if size > least else 0
    if wide <= width:
        return size
    guess = max(least, min(size - 1, size * width // max(1, wide)))
    if text_size(s, guess, bold)[0] <= width:
        while guess + 1 < size and text_size(s, guess + 1, bold)[0] <= width:
            guess += 1
        return guess
    while guess > least and text_size(s, guess, bold)[0] > width:
        guess -= 1
    return guess


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
    choice = getattr(settings, "ui_scale", "auto") if settings is not None else "auto"
    try:
        factor = 1.0 if choice == "auto" else float(choice)
    except (TypeError, ValueError):
        factor = 1.0
    return max(0.6, min(4.0 * d, d * fit * factor))


def text_size(s: str, size: int, bold: bool = False) -> tuple[int, int]:
    """`s`'s size in pixels at `size`, measured once (the UI's one font never changes):
    a layout measures the same labels again and again (Settings' search of its columns
    1 566 times on the frame it opened, 164 of them different; fit_size a size or two each)."""
    return _measured(s, int(size), bool(bold))


@functools.lru_cache(maxsize=8192)
def _measured(s: str, size: int, bold: bool) -> tuple[int, int]:
    try:
        return font(size, bold).size(s)
    except ValueError:
        return font(size, bold).size(drawable(s))


def drawable(s: str) -> str:
    """`s` as text pygame's fonts take: a NUL (a hand-edited file, a server) as a space, a
    lone surrogate (a file name's byte that is not UTF-8, as Python reads it) as '?'.
    Either raised (ValueError) and a name on the HUD or in a toast stopped the game. A
    character the UI does not draw (`draws`) is '?' too, one for one (a text field's caret
    counts characters), not the font's empty box. A letter and its combining marks (or
    an emoji and its skin tone) show as the Daily board shows them once the server has
    composed them (NFKC; game/names.py `shown_name`): "e" + U+0301 as "é", a mark with no
    composed glyph left off ("q́" reads "q"), one the font lacks as one '?', the marks
    drawn as nothing (s199: a decomposed "é" typed in a field showed "e?")."""
    s = s.replace("\x00", " ").encode("utf-8", "replace").decode("utf-8")
    if s.isascii():
        return s
    shaped, out, k = _shapes(), [], 0
    while k < len(s):
        end = k + 1  # the cluster: a character and the marks riding on it
        while end < len(s) and rides(s[end]):
            end += 1
        out.append(_cluster(s[k:end]) if shaped else "".join(map(_one, s[k:end])))
        k = end
    return "".join(out)


def _one(ch: str) -> str:
    return ch if draws(ch) else "?"


def _cluster(c: str) -> str:
    """Cluster `c` as one for one text the shaped font draws as the board shows it."""
    if len(c) == 1:
        return _one(c)
    composed = unicodedata.normalize("NFC", c)
    if len(composed) == 1 and draws(composed):
        return c  # (the font composes "e" + U+0301 into its "é")
    shown = shown_name(composed, draws)
    if len(shown) > len(c):
        return "".join(map(_one, c))
    return shown + ZERO_WIDTH * (len(c) - len(shown))


ZERO_WIDTH = "\u200b"  # a mark drawn as nothing: the font's shaping (HarfBuzz) shows no box


@functools.lru_cache(maxsize=1)
def _shapes() -> bool:
    """Whether the font's text is shaped (SDL_ttf with HarfBuzz, as pygame-ce's wheels
    build it): a base letter and its mark draw as their composed glyph, a zero-width space
    as nothing. Without it each would draw its own box: a mark is then '?' as before."""
    f = font(20)
    return f.size("e\u0301") == f.size("\u00e9") and f.size("e" + ZERO_WIDTH) == f.size("e")


class Wrapped(NamedTuple):
    """Text wrapped by pygame: `image` is `width` wide and `lines * line_height` high."""

    image: pygame.Surface
    lines: int
    ink_width: int  # from the left edge to the end of the widest line's ink


_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


def wrap(
    s: str,
    size: int,
    colour,
    width: int,
    line_height: int,
    *,
    bold: bool = False,
    align: str = "left",
    most: int = 0,
) -> Wrapped:
    """`s` wrapped at `width` pixels (Font.render's `wraplength`: at spaces; a word longer
    than a line breaks after a `/` or a `-`, wordbreak.py), lines `line_height` apart.
    most > 0: at most that many lines, the last one cut short with '...'."""
    f = _wrap_font(size, bold, line_height, align)
    # SDL_ttf wraps a piece again, leaving a blank line, unless the line also holds the
    # "\n" after it and the next character: keep that much room
    s = break_long_words(drawable(s), width, lambda t: f.size(t)[0], f.size("\nW")[0])

    def render(text: str) -> pygame.Surface:
        return f.render(text, True, colour, None, width)

    image = render(s)
    if most and _lines(image, line_height) > most:
        lo, hi = 0, len(s)  # the longest cut that fits, with '...'
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if _lines(render(s[:mid].rstrip() + "..."), line_height) <= most:
                lo = mid
            else:
                hi = mid - 1
        image = render(s[:lo].rstrip() + "...")
    ink = image.get_bounding_rect()
    return Wrapped(image, _lines(image, line_height), ink.right if align == "left" else ink.w)


def _wrap_font(size: int, bold: bool, line_height: int, align: str) -> pygame.font.Font:
    """A font of its own: line size and alignment would change every text of `font()`'s."""
    with _opening:
        return _own_font(size, bold, line_height, align)


@functools.lru_cache(maxsize=32)
def _own_font(size: int, bold: bool, line_height: int, align: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, int(size))
    f.set_bold(bold)
    f.set_linesize(line_height)
    f.align = _ALIGN[align]
    return f


def _lines(image: pygame.Surface, line_height: int) -> int:
    return max(1, round(image.get_height() / line_height))
