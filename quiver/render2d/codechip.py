"""The puzzle code on the play screen's bottom bar, always whole and legible: one line
when it can be read there, else broken after its dashes onto two or three lines (a code
is never cut: a player copies it by eye as well as with Copy)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from . import theme

CODE_LEAST = 16  # the code's smallest font: it breaks onto more lines before it shrinks more


def need(size: int, label_w: int, lines: list[str]) -> int:
    """The chip's width for `lines` at font `size` after a label `label_w` wide."""
    return label_w + max(theme.text_size(t, size, True)[0] for t in lines) + 40


def line_h(size: int) -> int:
    """The step between two lines of the code at font `size`."""
    return max(10, theme.font(size, True).get_linesize() - 2)


def fit_code(code: str, room: int, label_w: int, bar_h: int) -> tuple[int, list[str], int]:
    """(font size, lines, label width: -10 without the label) for `code` in `room` pixels
    of a bar `bar_h` high: one line if it reads there, else two or three lines broken at
    dashes, then without the label; the smallest size as a last resort (a window
    narrower than the game allows)."""
    two = min(22, (bar_h - 16) // 2)  # two lines fill the bar's height
    tops = {1: 24, 2: two, 3: min(two, (bar_h - 16) // 3 + 4)}
    for lw in (label_w, -10):
        for n in (1, 2, 3):
            lines = split_code(code, n)
            size = tops[n]
            while size > CODE_LEAST and need(size, lw, lines) > room:
                size -= 1
            if need(size, lw, lines) <= room:
                return size, lines, lw
    return CODE_LEAST, split_code(code, 3), -10


def split_code(code: str, n: int) -> list[str]:
    """`code` on `n` lines broken after dashes, the widest line as narrow as it can be
    (each line keeps its dash: the lines read back as the code)."""
    parts = [p + "-" for p in code.split("-")]
    parts[-1] = parts[-1][:-1]
    if n <= 1 or len(parts) < 2:
        return [code]
    n = min(n, len(parts))
    best: list[str] = [code]
    best_w = theme.text_size(code, 20, True)[0] + 1

    def cuts(start: int, k: int) -> Iterator[list[int]]:  # k cut points after `start`
        if k == 0:
            yield []
            return
        for c in range(start + 1, len(parts) - k + 1):
            for rest in cuts(c, k - 1):
                yield [c, *rest]

    for cut in cuts(0, n - 1):
        bounds = [0, *cut, len(parts)]
        lines = ["".join(parts[a:b]) for a, b in itertools.pairwise(bounds)]
        w = max(theme.text_size(t, 20, True)[0] for t in lines)
        if w < best_w:
            best, best_w = lines, w
    return best
