"""The forms a play bar's title takes where the whole does not fit (codechip._titled,
hudfit's narrow bar): kept apart, codechip was at its 400 lines."""

from __future__ import annotations

import re

DATE_TAIL = re.compile(r"\s+\d{4}-\d{2}-\d{2}\b.*$")  # " 2026-12-02 (late)" of a daily's title
PARTS = "  \u2022  "  # between a title's parts: "Level 3  \u2022  Digit 4"
COUNT = re.compile(r"\bBoard (\d+) of (\d+)$")  # a lesson's board count, said "2/2" where short


def title_forms(title: str) -> list[str]:
    """`title`; that less its label, where it has more parts ("Tiny Square  \u2022  Board 2
    of 2" of a lesson's "Lesson: ...": s245, at 640x480 the board's count went with the
    second part; the lesson says it is one by its Skip lesson button); that with its count
    short ("Tiny Square  \u2022  2/2": s252: 520 to 560 wide, the bare name was all that fit); its
    first part; that part without its date: the forms _titled tries, longest first."""
    short = title.split(PARTS)[0]
    label, colon, name = title.partition(": ")
    bare = name if label and colon and PARTS in name else ""
    counted = COUNT.sub(r"\1/\2", bare) if bare else ""
    forms = (title, bare, counted, short, DATE_TAIL.sub("", short))
    return list(dict.fromkeys(t for t in forms if t))
