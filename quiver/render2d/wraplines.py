"""The lines SDL_ttf wraps a text in (Font.render's `wraplength`), worked out here so that
its one fault can be mended: a line that is one word filling the line, all but its space,
ends after the word and the space opens the next line (a toast read " and started fresh").
Pure: the caller passes how wide a text is.

SDL_ttf's rule (2.24, pygame-ce's wheels), measured against its pictures: a line takes the
characters whose text is at most `width` wide, counted in glyphs (the font draws "fi" and
"fl" as one glyph each, so a line holding one takes a character less); it ends at a "\\n"
among them, else after the last space among them (the space kept at its end), else where
they end (inside a word, or before its space: the fault).

    lines = sdl_lines(text, width, lambda s: font.size(s)[0])  # (mended_lines: less its fault)
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["LIGATURES", "mended_lines", "sdl_lines"]

# Pairs the UI font draws as one glyph ("ffi": f + fi). Every font drawn is that one
# (fonts.py: pygame's freesansbold.ttf, bold or not), so one list serves all (s259). With
# a font that has none, a line holding one would be worked out a character short: never
# wider than `width`, so what could go wrong is the "needs mending" answer, textdraw then
# drawing SDL_ttf's own lines unmended, or these with a word wrapped a line early.
LIGATURES = ("fi", "fl")
_DELIMITERS = " \t\r\n"


def sdl_lines(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """The lines SDL_ttf wraps `text` in at `width` pixels, as it wraps them (spaces and
    all), each without the "\\n" that ended it."""
    return _wrapped(text, width, measure, False)[0]


def mended_lines(text: str, width: int, measure: Callable[[str], int]) -> tuple[list[str], bool]:
    """`sdl_lines` mended: no line opens with a space, nor is left blank by a "\\n" it was
    cut before. Where SDL_ttf cut a line before a word's space (or between two spaces),
    the spaces, and a "\\n" after them, are dropped and the rest wraps from the next
    word. With whether that changed anything (if not, SDL_ttf's own lines are right)."""
    return _wrapped(text, width, measure, True)


def _wrapped(text: str, width: int, measure: Callable[[str], int], mend: bool) -> tuple[list[str], bool]:
    lines, mended = [], False
    while text:
        n = _taken(text, width, measure)
        newline = text.find("\n", 0, n)
        if newline >= 0:
            lines.append(text[:newline])
            text = text[newline + 1 :]
            continue
        if n >= len(text):
            lines.append(text)
            break
        space = max(text.rfind(d, 0, n) for d in _DELIMITERS[:3])
        cut = space + 1 if space >= 0 else n
        lines.append(text[:cut])
        text = text[cut:]
        if mend and text[:1] in (" ", "\n"):
            mended = True
            text = text.lstrip(" ")
            text = text[1:] if text[:1] == "\n" else text
    return lines, mended


def _taken(text: str, width: int, measure: Callable[[str], int]) -> int:
    """How many characters SDL_ttf looks at for the line `text` starts: as many glyphs as
    fit `width` (at least one), a ligature's second character left out of the count."""
    whole = measure(text)
    if whole <= width:
        return len(text)  # (the rest fits whole: its last line)
    lo, hi = _bracket(text, width, measure, len(text) * width // max(1, whole))
    while lo < hi:  # the longest prefix at most `width` wide
        mid = (lo + hi + 1) // 2
        if measure(text[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    fits = text[:lo]
    return max(1, lo - sum(fits.count(pair) for pair in LIGATURES))


def _bracket(text: str, width: int, measure: Callable[[str], int], guess: int) -> tuple[int, int]:
    """Bounds on the longest prefix at most `width` wide, found from `guess` (where the
    text's average letter puts it) in steps doubling each time: a line is measured a
    few times near its end, not halved down from the whole rest of the text."""
    step, at = 4, max(1, min(guess, len(text) - 1))
    if measure(text[:at]) <= width:
        while at + step < len(text) and measure(text[: at + step]) <= width:
            at, step = at + step, step * 2
        return at, min(len(text) - 1, at + step - 1)
    while at - step > 0 and measure(text[: at - step]) > width:
        at, step = at - step, step * 2
    return max(0, at - step), at - 1
