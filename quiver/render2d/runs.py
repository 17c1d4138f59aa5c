"""Text split into runs, each drawn in one font and one direction, in the order they are
placed left to right (mixed.py draws them): "Ana 山田" is "Ana " in the UI font then
"山田" in a system font (fallback.py).

Right-to-left letters (Hebrew, Arabic) are drawn right to left and shaped (SDL_ttf's
HarfBuzz joins Arabic letters), in a line that reads left to right as the UI does, by
the Unicode bidirectional algorithm's rules for a left-to-right paragraph, simplified:
a right-to-left letter is at level 1, a digit after one (before any left-to-right letter)
at level 2, a space or punctuation between two right-to-left letters or numbers at level
1, everything else at level 0; each stretch above level 0 is placed reversed (its digits
still read left to right). So "Dan שלום" is "Dan " then "שלום" drawn right to left, and
"שלום 12 עולם" places "עולם", "12", "שלום" from the left. Not done: explicit direction
marks and isolates (left as they are drawn), mirrored brackets, a right-to-left line. A
text field's caret stands after the letter it follows, inside a right-to-left run too
(caretruns.py, s383); a selection across one is still shaded by the count from the left."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import NamedTuple

from quiver.game.names import rides

_R = ("R", "AL")
_NUM = ("EN", "AN")


class Run(NamedTuple):
    text: str  # in logical order (a right-to-left run's font reverses it)
    face: str | None  # its font file (None: the UI font)
    rtl: bool
    start: int = 0  # its first character's place in the text (a caret's count, s383)


def levels(s: str) -> list[int]:
    """Each character's embedding level (0, 1, 2), as the module says."""
    kinds = [unicodedata.bidirectional(ch) for ch in s]
    out = [0] * len(s)
    prev = "L"  # the last strong direction: "L" or "R"
    for i, k in enumerate(kinds):
        if k in _R:
            out[i], prev = 1, "R"
        elif k == "L":
            out[i], prev = 0, "L"
        elif k in _NUM:
            out[i] = 2 if prev == "R" else 0
        elif k == "NSM":
            out[i] = out[i - 1] if i else 0
    for i, k in enumerate(kinds):  # spaces and punctuation: by the strong ones around them
        if k in _R or k == "L" or k in _NUM or k == "NSM":
            continue
        if _side(kinds, out, i, -1) and _side(kinds, out, i, 1):
            out[i] = 1
    return out


def _side(kinds: list[str], out: list[int], i: int, step: int) -> bool:
    """Whether the first strong character or number from `i` towards `step` is
    right-to-left (or a number among right-to-left letters)."""
    j = i + step
    while 0 <= j < len(kinds):
        k = kinds[j]
        if k in _R or (k in _NUM and out[j] == 2):
            return True
        if k == "L" or k in _NUM:
            return False
        j += step
    return False


def runs(s: str, face_of: Callable[[str], str | None], has: Callable[[str | None, str], bool]) -> list[Run]:
    """`s`'s runs in the order they are placed left to right: `face_of(ch)` is the font a
    character is drawn in (None: the UI font), `has(face, ch)` whether a font has a
    character (a space between two Hebrew letters is drawn in their font, in one run)."""
    lv = levels(s)
    faces: list[str | None] = []
    for ch in s:  # a mark (or an emoji's skin tone) in its letter's font: "e" + U+0301 is
        faces.append(faces[-1] if faces and rides(ch) else face_of(ch))  # the UI font's "é"
    for i, ch in enumerate(s):  # a neutral inside a right-to-left stretch joins its letters' font
        if lv[i] == 1 and faces[i] is None:
            near = next((faces[j] for j in range(i - 1, -1, -1) if faces[j] is not None), None)
            if near is not None and has(near, ch):
                faces[i] = near
    logical: list[tuple[str, str | None, int, int]] = []
    for i, (ch, face, level) in enumerate(zip(s, faces, lv, strict=False)):
        if logical and logical[-1][1:3] == (face, level):
            logical[-1] = (logical[-1][0] + ch, face, level, logical[-1][3])
        else:
            logical.append((ch, face, level, i))
    return _placed(logical)


def _placed(logical: list[tuple[str, str | None, int, int]]) -> list[Run]:
    """The runs placed left to right: each stretch above level 0 reversed, the level-2
    runs in it (a number, in one font or two) kept in their order."""
    out: list[Run] = []
    i = 0
    while i < len(logical):
        if logical[i][2] == 0:
            text, face, _, start = logical[i]
            out.append(Run(text, face, False, start))
            i += 1
            continue
        j = i
        while j < len(logical) and logical[j][2] > 0:
            j += 1
        groups: list[list[Run]] = []
        for text, face, level, start in logical[i:j]:
            run = Run(text, face, level == 1, start)
            if level == 2 and groups and not groups[-1][-1].rtl:
                groups[-1].append(run)
            else:
                groups.append([run])
        for group in reversed(groups):
            out.extend(group)
        i = j
    return out
