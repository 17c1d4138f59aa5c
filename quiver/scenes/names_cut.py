"""A refusal's quoted file name cut short in its middle where the whole message does not
fit the lines a card gives it (s344: at 480x360 the picture card's three lines held a long
file name and lost the words after it, why it was refused: the end is what is cut).

>>> shorter_quoted("'a very long name for my picture indeed-fake.png' is a JPEG", 20)
"'a very lon\u2026-fake.png' is a JPEG"
>>> shorter_quoted("'cat.png' is a JPEG, not a PNG", 20)
"'cat.png' is a JPEG, not a PNG"
"""

from __future__ import annotations

import re
from collections.abc import Callable

CUTS = (48, 32, 20)  # the longest a quoted name is cut to, tried in turn
_QUOTED = re.compile(r"'([^'\n]+)'")


def shorter_quoted(text: str, most: int) -> str:
    """`text` with each quoted name longer than `most` characters cut to `most`: its start
    and its end (the extension) kept, "\u2026" between."""

    def cut(m: re.Match[str]) -> str:
        name = m.group(1)
        if len(name) <= most:
            return m.group(0)
        tail = (most - 1) // 2
        return f"'{name[: most - 1 - tail]}\u2026{name[-tail:]}'"

    return _QUOTED.sub(cut, text)


def fitted(text: str, fits: Callable[[str], bool]) -> str:
    """`text` as it fits (`fits`: whole in the lines it has), its quoted names cut shorter
    in turn (CUTS) until it does; the shortest tried where none does (the end then cut)."""
    if fits(text):
        return text
    for most in CUTS:
        shorter = shorter_quoted(text, most)
        if shorter == text or fits(shorter):
            return shorter
        text = shorter
    return text
