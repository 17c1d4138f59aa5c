"""Where a word too long for a line breaks: a file path after a `/`, a code after a `-`,
not wherever the line ends (a toast's path broke as ".jso" / "n"). Pure: the caller
passes how wide a text is.

    text = break_long_words(text, width, lambda s: font.size(s)[0])  # "\n" in long words
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["break_long_words"]

BREAK_AFTER = ("/\\", "-_", ".,;:")  # the places a word breaks after, the best first


def break_long_words(text: str, width: int, measure: Callable[[str], int], slack: int = 0) -> str:
    """`text` with a line break ("\\n") inside each word wider than `width`, after a
    path's `/` where one fits, else after a `-` or `_`, else a `.`, else where the line
    is full less `slack` (the room the renderer needs beside a piece). Words that fit are
    left alone (wrapping them is the renderer's)."""
    return " ".join(
        w if measure(w) <= width else "\n".join(_pieces(w, width - slack, measure)) for w in text.split(" ")
    )


def _pieces(word: str, width: int, measure: Callable[[str], int]) -> list[str]:
    pieces = []
    while len(word) > 1 and measure(word) > width:
        cut = _cut(word, width, measure)
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def _cut(word: str, width: int, measure: Callable[[str], int]) -> int:
    """How many characters of `word` the line takes: the longest part that fits, ended at
    the best break place in its last two thirds, or one after which the rest fits whole
    (a file's name on a line of its own); a `-` or `_` between two digits (a date in a
    file's name) only where no other fits, and there where the two lines are most even (a
    path broke as "...-04-30-" / "00.png")."""
    lo, hi = 1, len(word) - 1  # the longest prefix that fits (at least one character)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(word[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = lo
    for marks, numeric in _ORDER:
        at = max((i + 1 for i in range(lo) if word[i] in marks and _in_number(word, i) == numeric), default=0)
        if at and (at * 3 >= lo or measure(word[at:]) <= width):
            cut = at
            break
    if _in_number(word, cut - 1) or (cut < len(word) and word[cut - 1 : cut + 1].isdigit()):
        # in a number: rather after the last mark outside one, however early ("quiver-" / "2026-...")
        marks = BREAK_AFTER[0] + BREAK_AFTER[1]  # (not a '.': "png" alone on a line)
        early = max((i + 1 for i in range(lo) if word[i] in marks and not _in_number(word, i)), default=0)
        # else between two numbers where the lines are most even, the rest whole ("2026-12-03-"
        # / "04-30-00.png", not "...-04-30-" / "00.png": a narrow column beside a card)
        even = [i + 1 for i in range(lo) if word[i] in marks and measure(word[i + 1 :]) <= width]
        return early or min(even, key=lambda at: abs(measure(word[:at]) - measure(word[at:])), default=cut)
    return cut


_ORDER = [(BREAK_AFTER[0], False), (BREAK_AFTER[1], False), (BREAK_AFTER[1], True), (BREAK_AFTER[2], False)]


def _in_number(word: str, i: int) -> bool:
    """The mark at `i` stands between two digits ("12-03")."""
    return 0 < i < len(word) - 1 and word[i - 1].isdigit() and word[i + 1].isdigit()
