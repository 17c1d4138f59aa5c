"""A board file's name on the play bar's code chip (hudchip.code_fit): on two lines at
most, as a puzzle code is (s121), never three (s136: at 480x360 a picture's long name took
three lines of print 11-14, and at 600x900 three of 17). Whole where two lines hold it in
print NAME_LEAST or more, else its start and its end on the two lines with an ellipsis
between (a file is told by both: "my_holiday_..." and "...beach.png"). A name has nothing
to copy (no Copy control says "Copy code" for it): the top bar's title names the file too."""

from __future__ import annotations

from . import theme
from .codechip import CODE_LEAST, ONE_LINE_LEAST, fit_code, need, split_code

NAME_LEAST = 14  # a name's least print on two lines (as a code's: hudchip.TWO_LEAST)
ELLIPSIS = "\u2026"


def fit_name(
    name: str, room: int, label_w: int, bar_h: int, u: float = 1.0, seps: str = "-_. "
) -> tuple[int, list[str], int]:
    """codechip.fit_code's (print, lines, label's width: negative without it) for a file's
    `name` in `room` pixels: on one line without its label where fit_code's would take
    more (a name breaks badly: "b." over "json" at 480x360) and one holds it in print
    ONE_LINE_LEAST; fit_code's answer where it is at most two lines in print CODE_LEAST or
    more; else the name whole on two lines without the label, in print down
    to NAME_LEAST; else cut in its middle (`cut_middle`) in print CODE_LEAST."""
    size, lines, lw = fit_code(name, room, label_w, bar_h, u, seps)
    bare = -int(10 * u)
    if len(lines) > 1:  # one line without the label before a short name's two ("b." "json")
        z, one, _lw = fit_code(name, room, bare, bar_h, u, "")
        if z >= int(ONE_LINE_LEAST * u) and need(z, bare, one, u) <= room:
            return z, one, bare
    if len(lines) <= 2 and size >= int(CODE_LEAST * u):
        return size, lines, lw
    two = split_code(name, 2, seps)
    for z in range(int(CODE_LEAST * u), int(NAME_LEAST * u) - 1, -1):
        if len(two) == 2 and need(z, bare, two, u) <= room:
            return z, two, bare
    z = int(CODE_LEAST * u)
    return z, cut_middle(name, z, room - need(z, bare, [""], u)), bare


def cut_middle(name: str, size: int, width: int) -> list[str]:
    """`name` on two lines of `width` pixels in bold print `size`: as much of its start as
    the first holds, then an ellipsis and as much of its end as the second holds (the
    whole name where it fits so)."""

    def fits(text: str) -> bool:
        return theme.text_size(text, size, True)[0] <= width

    head = _longest(len(name), lambda n: fits(name[:n]))
    rest = name[head:]
    if fits(rest):
        return [name[:head], rest] if rest else [name]
    tail = _longest(len(rest), lambda n: fits(ELLIPSIS + rest[len(rest) - n :]))
    return [name[:head], ELLIPSIS + rest[len(rest) - tail :]]


def _longest(most: int, ok) -> int:
    """The largest n in 0..`most` with ok(n), ok holding for every smaller n: a binary
    search (a hostile file name may be thousands of characters)."""
    lo, hi = 0, most
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo
