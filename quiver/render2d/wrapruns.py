"""The lines text drawn in runs wraps in (s383: text with characters only a system font
draws, mixed.py; textdraw.wrap draws each line as textdraw.render draws it). A line breaks
before a space, as SDL_ttf breaks the UI font's text (its spaces not drawn at either end of
a line), and between two ideographs (Chinese and Japanese text has no spaces: a line of it
ends where it is full, not at the next space), never before a closing mark ("。", "」") nor
after an opening one; a word longer than a line breaks where wordbreak.py breaks it. Pure:
the caller passes how wide a text is.

    lines = wrapped(text, width, lambda s: textdraw.text_size(s, size)[0])
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from quiver.game.names import rides

from .wordbreak import break_long_words

__all__ = ["breaks_between", "wrapped"]

# (kinsoku shori, in short) a line opens with none of these, nor ends with an opener
_NO_START = frozenset("、。，．・：；？！ー）」』】〕〉》’”々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ,.!?:;)")
_NO_END = frozenset("（「『【〔〈《‘“(")


def _wide(ch: str) -> bool:
    """An ideograph, kana or a full-width mark: text written without spaces."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def breaks_between(s: str, i: int) -> bool:
    """Whether a line may end between s[i - 1] and s[i]: before a space, or where either
    side is an ideograph (kana...) and neither mark forbids it."""
    if not 0 < i < len(s):
        return False
    a, b = s[i - 1], s[i]
    if b == " ":
        return a != " "
    if a == " " or rides(b) or b in _NO_START or a in _NO_END:
        return False
    return _wide(a) or _wide(b)


def wrapped(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """`text`'s lines at `width` pixels, one more at each "\\n", without the spaces a
    line broke at (a line's width is `measure(line)`, at most `width` but where one
    character alone is wider)."""
    out: list[str] = []
    for para in text.split("\n"):
        out.extend(_lines(para, width, measure))
    return out


def _lines(s: str, width: int, measure: Callable[[str], int]) -> list[str]:
    out = []
    while measure(s.rstrip(" ")) > width:
        n = _fits(s, width, measure)
        cut = max((i for i in range(1, n + 1) if breaks_between(s, i)), default=0)
        if not cut:  # (a word longer than the line: where wordbreak.py breaks it)
            word = s.split(" ", 1)[0]
            cut = max(1, len(break_long_words(word, width, measure).split("\n", 1)[0]))
            if cut >= len(s):
                break
        out.append(s[:cut].rstrip(" "))
        s = s[cut:].lstrip(" ")
    return [*out, s.rstrip(" ")]


def _fits(s: str, width: int, measure: Callable[[str], int]) -> int:
    """The length of the longest start of `s` at most `width` wide (its spaces at the end
    not counted: they are not drawn), 0 where none is."""
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(s[:mid].rstrip(" ")) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo
