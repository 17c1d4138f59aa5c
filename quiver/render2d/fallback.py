"""A system font for the characters the UI font lacks (fonts.py): a player's name in
Japanese, Hebrew or Arabic, an emoji, drawn in a font the machine has rather than as "?".

Looked up lazily, the first time a character the UI font lacks is met (never at start-up,
never for text the UI font draws): the font files in the system's font folders are
listed once (`font_dirs`: fontconfig's usual ones, macOS's, Windows'), ranked (`rank`:
bold sans first, as the UI font is; italic, symbol and math fonts never), and each
character is asked of them in that order, its answer kept (`path_for`). A face is opened
with pygame.freetype, whose metrics say None for a glyph the font lacks, once, under
fontlock's `opening` (FreeType's faces are listed in one shared list). `finder` is what
lists the fonts: a test sets it to one that finds none (a bare machine, where "?" stays)
and calls text_kept.forget_fallback."""

from __future__ import annotations

import functools
import os
import sys
import threading
import unicodedata
from collections.abc import Callable

import pygame

from .fontlock import opening

_EXTS = (".ttf", ".otf", ".ttc")
_NEVER = ("italic", "oblique", "symbol", "math", "dingbat", "wingding", "webdings", "freesans")
_LOW = ("mono", "serif", "condensed", "narrow", "light", "thin")


def font_dirs() -> list[str]:
    """The folders a system keeps its fonts in (fontconfig's usual ones on Linux and the
    BSDs, macOS's, Windows' own and its user's)."""
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA", os.path.join(home, "AppData", "Local"))
        return [
            os.path.join(os.environ.get("WINDIR", "C:\\Windows"), "Fonts"),
            os.path.join(local, "Microsoft", "Windows", "Fonts"),
        ]
    if sys.platform == "darwin":
        return ["/System/Library/Fonts", "/Library/Fonts", os.path.join(home, "Library", "Fonts")]
    data = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return [
        "/usr/share/fonts",
        "/usr/local/share/fonts",
        os.path.join(data, "fonts"),
        os.path.join(home, ".fonts"),
    ]


def system_fonts() -> list[str]:
    """The font files in `font_dirs`: read from the folders, no process started (fc-list
    took 10 ms and its list is the same files; pygame.sysfont starts it too)."""
    found: list[str] = []
    for top in font_dirs():
        for folder, _dirs, files in os.walk(top):
            found.extend(os.path.join(folder, f) for f in files)
    return found


finder: Callable[[], list[str]] = system_fonts  # (a test: lambda: [], a bare machine)


def rank(paths: list[str]) -> list[str]:
    """`paths` that may draw a name, best first: a sans (as the UI font) before others, a
    bold one (the UI font is one) before a regular one, a mono, serif, condensed or light
    one after; italic, symbol and math fonts (their letters are not the character's usual
    look) and the UI font left out; one file a family (its name before a "-": a machine
    with every weight of a hundred Noto families would open each to ask it, and keep
    each open). The order is the path's otherwise, so every run ranks alike."""

    def key(p: str) -> tuple:
        name = os.path.basename(p).lower()
        return (
            "sans" not in name and "gothic" not in name,
            any(w in name for w in _LOW),
            "bold" not in name,
            p,
        )

    seen = {os.path.realpath(p) for p in paths}
    good = [p for p in sorted(seen) if p.lower().endswith(_EXTS)]
    ranked = sorted((p for p in good if not any(w in os.path.basename(p).lower() for w in _NEVER)), key=key)
    families: dict[str, str] = {}
    for p in ranked:
        families.setdefault(os.path.basename(p).lower().split("-")[0].rsplit(".", 1)[0], p)
    return list(families.values())


_finding = threading.Lock()  # one search at a time (Settings' warm-up thread draws too)
_faces: dict[str, object] = {}  # path -> its freetype face (None: it cannot be opened)


@functools.lru_cache(maxsize=1)
def candidates() -> tuple[str, ...]:
    """The ranked fonts, listed once (the first character the UI font lacks)."""
    return tuple(rank(finder()))


def _face(path: str):
    if path not in _faces:
        with opening:
            _faces[path] = _open_face(path)
    return _faces[path]


def _open_face(path: str):
    """`path`'s freetype face: at 16 px, or at its own size where it has only fixed ones
    (a colour emoji font's pictures: Noto Color Emoji's are 109 px); None where it cannot
    be opened."""
    try:
        import pygame.freetype as freetype

        if not freetype.get_init():
            freetype.init()
        face = freetype.Font(path, 16)
        return face if face.scalable else freetype.Font(path, 0)
    except (ImportError, OSError, RuntimeError, pygame.error):
        return None


def fixed(path: str) -> bool:
    """Whether the font at `path` has pictures of fixed sizes only (a colour emoji font:
    SDL_ttf draws them at that size whatever the print, mixed.py scales the picture)."""
    face = _face(path)
    return face is not None and not face.scalable


def has(path: str, ch: str) -> bool:
    """Whether the font at `path` has a glyph for `ch`."""
    face = _face(path)
    if face is None:
        return False
    try:
        return face.get_metrics(ch)[0] is not None
    except (ValueError, UnicodeError, pygame.error):
        return False


def emoji(ch: str) -> bool:
    """An emoji (a symbol from U+1F000 on, a skin tone too): an emoji font's first."""
    return ord(ch) >= 0x1F000 and unicodedata.category(ch) in ("So", "Sk")


@functools.lru_cache(maxsize=8192)
def path_for(ch: str) -> str | None:
    """The best-ranked system font that draws `ch` (None: none does, it shows as "?");
    for an emoji, a font named for emoji first (a colour one), where the machine has one."""
    with _finding:
        order = candidates()
        if emoji(ch):  # (Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji)
            order = tuple(p for p in order if "emoji" in os.path.basename(p).lower()) + order
        for path in order:
            if has(path, ch):
                return path
    return None


def forget() -> None:
    """Every answer and face let go (a test's `finder` changed: text_kept.forget_fallback)."""
    with _finding:
        path_for.cache_clear()
        candidates.cache_clear()
        _faces.clear()
