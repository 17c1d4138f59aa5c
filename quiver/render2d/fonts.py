"""The UI's fonts: opened, kept and let go one at a time, and which characters they draw.

The UI font is pygame's bundled default font (``pygame.font.Font(None, size)``), nothing
downloaded, so every machine draws the same Latin, Greek and Cyrillic letters (it has
Latin Extended-A too; no Hebrew, CJK or emoji, and a few Arabic letters without their
joined forms): `draws` says which characters it shows. A character it lacks is looked up
on the system (s373: fallback.py), lazily, the first time one is met, never at start-up
and never for text the UI font draws: a Japanese, Hebrew or Arabic player's name reads in
its own script on every leaderboard whose machine has a font for it, not "????" (`shows`:
the UI font's or a system font's; textdraw draws such text in runs, mixed.py). So text
the UI font draws is drawn exactly as before on every machine; only what it cannot draw
depends on the machine. `drawable` gives what no font draws as "?" (`showable`: what a
system font draws kept), not the empty box a font draws for a glyph it lacks.

One font is opened or closed at a time, under `_opening`: pygame opens a font with the GIL
let go, FreeType's faces are listed in one shared list, and Settings' warm-up opens fonts
on a thread of its own (scenes/settings_warm.py) while the menu opens its own (two
threads opening at once crashed). A font is closed when its last holder lets it go, so a
font the cache drops waits in `_dropped` until one is let go under the lock with no
holder left (`_let_go`), never in whichever thread happened to hold it last.
"""

from __future__ import annotations

import functools
import io
import os
import sys
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from quiver.game.names import rides, shown_name

from .fontkern import closing_pairs_only
from .fontlock import opening

_opening = opening
_dropped: list[object] = []  # fonts the caches let go of, closed under the lock once unheld


def _held(fonts: list, i: int) -> int:
    return sys.getrefcount(fonts[i])


_ALONE = _held([object()], 0)  # the count where the list is a font's only holder


def _let_go() -> None:
    """Close each dropped font no one holds now (under `_opening`): its last reference is
    the list's, so it is freed here; one still held (a draw on another thread) waits."""
    i = 0
    while i < len(_dropped):
        if _held(_dropped, i) > _ALONE:
            i += 1
        else:
            del _dropped[i]


class Kept:
    """Fonts by key, the `most` used last kept; read and changed under `_opening` only."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._fonts: OrderedDict[Hashable, pygame.font.Font] = OrderedDict()

    def get(self, key: Hashable, open_it: Callable[[], pygame.font.Font]) -> pygame.font.Font:
        with _opening:
            f = self._fonts.get(key)
            if f is None:
                f = self._fonts[key] = open_it()
                if len(self._fonts) > self.most:
                    _dropped.append(self._fonts.popitem(last=False)[1])
            else:
                self._fonts.move_to_end(key)
            _let_go()
            return f

    def clear(self) -> None:
        with _opening:
            _dropped.extend(self._fonts.values())
            self._fonts.clear()
            _let_go()


_fonts = Kept(64)  # (75 sizes in tools/layout.py at two window sizes; all 306 held 67 MB)
_own = Kept(32)


def _open(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    data = _mended()
    if data is None:
        f = pygame.font.Font(None, int(size))
    else:  # (each font reads its own stream)
        f = pygame.font.Font(io.BytesIO(data), _points(size))
    f.set_bold(bold)
    return f


def _points(size: int) -> int:
    """The point size ``Font(None, size)`` opens the default font at (pygame scales it)."""
    return max(1, int(int(size) * 0.6875))


@functools.lru_cache(maxsize=1)
def _mended() -> bytes | None:
    """The UI font's file less its kerning that pushed letters apart (fontkern.py: "letter"
    read "let ter"); None where it cannot be read (``Font(None, size)`` then, as before)."""
    try:
        with open(font_file(), "rb") as file:
            return closing_pairs_only(file.read())
    except OSError:
        return None


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return _fonts.get((int(size), bool(bold)), lambda: _open(size, bold))


_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


def own_font(size: int, bold: bool, line_height: int, align: str) -> pygame.font.Font:
    """A font of its own for wrapped text: line size and alignment would change every text
    of `font()`'s."""

    def open_it() -> pygame.font.Font:
        f = _open(size, bold)
        f.set_linesize(line_height)
        f.align = _ALIGN[align]
        return f

    return _own.get((int(size), bool(bold), line_height, align), open_it)


def font_file() -> str:
    """The UI font's file (what ``Font(None, size)`` loads): pygame's freesansbold.ttf."""
    return os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())


_face: list = []  # the glyph face once opened (None: it cannot be), never closed


def _glyph_face():
    """The UI font opened with pygame.freetype, whose metrics say None for a glyph the font
    lacks (pygame.font's give the box it draws instead); None where it cannot be opened.
    Opened once, under `_opening` (FreeType's faces again)."""
    if not _face:
        with _opening:
            if not _face:
                _face.append(_open_face())
    return _face[0]


def _open_face():
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


def drawable(s: str, ok: Callable[[str], bool] = draws) -> str:
    """`s` as text pygame's fonts take: a NUL (a hand-edited file, a server) as a space, a
    lone surrogate (a file name's byte that is not UTF-8, as Python reads it) as '?'.
    Either raised (ValueError) and a name on the HUD or in a toast stopped the game. A
    character the UI does not draw (`draws`) is '?' too, one for one (a text field's caret
    counts characters), not the font's empty box. A letter and its combining marks (or
    an emoji and its skin tone) show as the Daily board shows them once the server has
    composed them (NFKC; game/names.py `shown_name`): "e" + U+0301 as "é", a mark with no
    composed glyph left off ("q́" reads "q"), one the font lacks as one '?', the marks
    drawn as nothing (s199: a decomposed "é" typed in a field showed "e?"). `ok`: which
    characters are kept (`shows`: those a system font draws too, `showable`)."""
    s = s.replace("\x00", " ").encode("utf-8", "replace").decode("utf-8")
    if s.isascii():
        return s
    shaped, out, k = _shapes(), [], 0
    while k < len(s):
        end = k + 1  # the cluster: a character and the marks riding on it
        while end < len(s) and rides(s[end]):
            end += 1
        c = s[k:end]
        out.append(_cluster(c, ok) if shaped else "".join(_one(ch, ok) for ch in c))
        k = end
    return "".join(out)


def _one(ch: str, ok: Callable[[str], bool] = draws) -> str:
    return ch if ok(ch) or (ch == ZERO_WIDTH and _shapes()) else "?"  # (a mark drawable left off)


def _cluster(c: str, ok: Callable[[str], bool]) -> str:
    """Cluster `c` as one for one text the shaped font draws as the board shows it."""
    if len(c) == 1:
        return _one(c, ok)
    composed = unicodedata.normalize("NFC", c)
    if len(composed) == 1 and ok(composed):  # (the font composes "e" + U+0301 into its "é";
        return c if draws(composed) else composed + ZERO_WIDTH * (len(c) - 1)  # a system font's whole)
    shown = shown_name(composed, ok)
    if len(shown) > len(c):
        return "".join(_one(ch, ok) for ch in c)
    return shown + ZERO_WIDTH * (len(c) - len(shown))


ZERO_WIDTH = "\u200b"  # a mark drawn as nothing: the font's shaping (HarfBuzz) shows no box


@functools.lru_cache(maxsize=1)
def _shapes() -> bool:
    """Whether the font's text is shaped (SDL_ttf with HarfBuzz, as pygame-ce's wheels
    build it): a base letter and its mark draw as their composed glyph, a zero-width space
    as nothing. Without it each would draw its own box: a mark is then '?' as before."""
    f = font(20)
    return f.size("e\u0301") == f.size("\u00e9") and f.size("e" + ZERO_WIDTH) == f.size("e")


@functools.lru_cache(maxsize=4096)
def shows(ch: str) -> bool:
    """Whether the UI shows `ch` as itself: the UI font draws it (`draws`), or a system
    font does (fallback.py: looked up the first time such a character is met), a
    right-to-left letter only where the font's text is shaped (mixed.py orders and joins
    it; without HarfBuzz an Arabic name would read apart and backwards: "?")."""
    if draws(ch):
        return True
    if unicodedata.bidirectional(ch) in _RTL and not _shapes():
        return False
    from . import fallback

    return fallback.path_for(ch) is not None


def showable(s: str) -> str:
    """`drawable` keeping what a system font draws (`shows`): what textdraw draws, in runs."""
    return drawable(s, shows)
