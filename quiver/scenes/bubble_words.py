"""A lesson bubble's words kept together where they wrap (quiver/scenes/bubble_place.py):
a key's name or a symbol never starts or ends a line away from the words it goes with
(s231: at 480x360 the 3D lesson's "Scroll, pinch or press" / "+ to zoom" put the key at
the start of a line, read as a list's mark). The spaces either side of one become
no-break spaces, which the renderer (SDL_ttf) does not wrap at, where the words it joins
fit a line whole."""

from __future__ import annotations

import functools
from collections.abc import Callable

__all__ = ["NBSP", "is_key", "kept_together"]

NBSP = "\u00a0"
# the keys' and buttons' names a lesson or a toast says (lesson_pad.py, lesson_hold.py)
KEY_NAMES = frozenset(
    {"Tab", "Enter", "Esc", "Shift", "Space", "Home", "End", "Ctrl", "Alt", "Backspace", "Delete", "D-pad"}
)
_ENDS = ".,;:!)"  # a mark ending a clause: the words on either side of it go apart


def is_key(word: str) -> bool:
    """`word` (less a clause's mark after it, a bracket before) names a key or is a symbol:
    "+", "-", "/", "?", "Tab", "F1", "X", "Shift+Enter"."""
    core = word.lstrip("(").rstrip(_ENDS)
    if not core:
        return False
    if not any(c.isalnum() for c in core):
        return True  # a symbol ("+", "/", "?")
    return all(part in KEY_NAMES or _cap(part) for part in core.split("+"))


def _cap(part: str) -> bool:
    """A key cap's name: one to three capitals or figures with a capital first ("X", "F1", "LT")."""
    return 0 < len(part) <= 3 and part[0].isupper() and all(c.isupper() or c.isdigit() for c in part)


def kept_together(line: str, width: int, measure: Callable[[str], int]) -> str:
    """`line` with a no-break space each side of a key or symbol, joining it to the word
    before it (unless that word ends a clause: "away. X lights") and the word after it
    (unless it ends one itself: "+ and -."), where the words joined fit `width` (as
    `measure` says); else the spaces as they were (a line too narrow breaks them)."""
    words = line.split(" ")
    if len(words) < 2:
        return line
    glue = [False] * (len(words) - 1)  # glue[k]: the space after words[k]
    for k, w in enumerate(words):
        if not is_key(w):
            continue
        if k > 0 and not words[k - 1].endswith(tuple(_ENDS)):
            glue[k - 1] = True
        if k + 1 < len(words) and not w.endswith(tuple(_ENDS)):
            glue[k] = True
    out, run = [], [words[0]]
    for k, g in enumerate(glue):
        if g:
            run.append(words[k + 1])
            continue
        out.append(_joined(run, width, measure))
        run = [words[k + 1]]
    out.append(_joined(run, width, measure))
    return " ".join(out)


def _joined(run: list[str], width: int, measure: Callable[[str], int]) -> str:
    together = NBSP.join(run)
    return together if len(run) == 1 or measure(together) <= width else " ".join(run)


def wrap_said(line: str, size: int, width: int, th: int, most: int = 0):
    """A bubble's `line` wrapped as theme.wrap wraps it (white, bold, lines `th` apart,
    `most` lines at most), keys and symbols `kept_together` with their words."""
    from quiver.render2d import theme

    kept = kept_together(line, width, lambda s: theme.text_size(s, size, True)[0])
    return theme.wrap(kept, size, (255, 255, 255), width, th, bold=True, most=most)


@functools.lru_cache(maxsize=4096)
def said_lines(line: str, size: int, width: int, th: int, most: int = 0) -> int:
    """`wrap_said`'s count of lines, kept: a bubble's fit asks it of the same line at the
    same widths frame after frame (its sizes, its column, the narrowest even width), each
    ask a render (s372)."""
    return wrap_said(line, size, width, th, most).lines
