"""Benchmark: what a wrapped text costs now that its lines are worked out first (s244).

    .venv/bin/python bench/wrap_text.py [--runs 5] [--smoke]

textdraw.wrap works out SDL_ttf's lines (wraplines.py: a few measurements a line) to mend
a line that would open with a space, then draws as Font.render's `wraplength` does. Over
a sample of texts, prints and widths (left-aligned, bold and not) it prints the CPU
microseconds a wrap took before (break the long words, render) and now, medians of
--runs passes, and how many of the sample's wraps now break their lines differently
(each one SDL_ttf opened a line with a space in, or left blank). No target.
--smoke: a few wraps, one pass (tests/test_bench_smoke.py: figures meaningless).
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import time

import _common

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from quiver.render2d import textdraw
from quiver.render2d.fonts import drawable, own_font
from quiver.render2d.wordbreak import break_long_words
from quiver.render2d.wraplines import mended_lines

TEXTS = [
    "Tap an arrow: if nothing stands on its escape ray it flies away, otherwise it bounces back and started"
    " fresh",
    "Saved to /home/player/pictures/quiver-2026-12-03-04-30-00.png and the board is kept for later",
    "The server could not be reached: check your connection and try again in a moment, please.",
    "Lose all 3 hearts and the level starts over; hints cost nothing but your pride.",
    "Zoom first: scroll or pinch, or + and -. Then tap arrows to send them flying off the board",
    "Daily puzzle done in 12 moves! Come back tomorrow for a new one, or play the campaign.",
    "A first flight: fill the board, find the free ones, and fire them off before the hearts run out",
]
WHITE = (255, 255, 255)


def broken(s: str, size: int, width: int, bold: bool) -> tuple[pygame.font.Font, str]:
    """wrap's font and its text, long words broken (as wrap breaks them)."""
    f = own_font(size, bold, size + 2, "left")
    return f, break_long_words(drawable(s), width, lambda t: f.size(t)[0], f.size("\nW")[0])


def before(s: str, size: int, width: int, bold: bool) -> pygame.Surface:
    """What wrap drew before s244: SDL_ttf's lines, as Font.render wraps them."""
    f, text = broken(s, size, width, bold)
    return f.render(text, True, WHITE, None, width)


def now(s: str, size: int, width: int, bold: bool) -> pygame.Surface:
    return textdraw.wrap(s, size, WHITE, width, size + 2, bold=bold).image


def per_wrap_us(draw, sample, runs: int) -> float:
    """Median CPU microseconds a wrap of `sample` took with `draw`, over `runs` passes."""
    times = []
    for _ in range(runs):
        t = time.process_time()
        for case in sample:
            draw(*case)
        times.append((time.process_time() - t) / len(sample) * 1e6)
    return statistics.median(times)


def changed(sample) -> tuple[int, int]:
    """How many wraps of `sample` now draw other pixels, and how many of them mended."""
    moved = mends = 0
    for s, size, width, bold in sample:
        a, b = before(s, size, width, bold), now(s, size, width, bold)
        if a.get_size() != b.get_size() or pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA"):
            moved += 1
            f, text = broken(s, size, width, bold)
            mends += mended_lines(text, width, lambda t, f=f: f.size(t)[0])[1]
    return moved, mends


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--smoke", action="store_true", help="a few wraps, one pass: figures meaningless")
    args = ap.parse_args()
    pygame.font.init()
    _common.pin_one_core()
    sizes, widths = (range(12, 21), range(60, 421, 9)) if not args.smoke else ([14], [80, 200])
    sample = list(itertools.product(TEXTS[: 2 if args.smoke else None], sizes, widths, (False, True)))
    runs = 1 if args.smoke else args.runs
    for draw in (before, now):  # (warm: the fonts opened)
        per_wrap_us(draw, sample[:50], 1)
    was, is_ = per_wrap_us(before, sample, runs), per_wrap_us(now, sample, runs)
    moved, mends = changed(sample)
    print(f"load average {_common.load_average()}; {len(sample)} wraps, {runs} passes (CPU time, medians)")
    print(f"before  {was:7.1f} us a wrap")
    print(f"now     {is_:7.1f} us a wrap  (+{is_ - was:.1f} us: the lines worked out)")
    print(
        f"changed {moved} of {len(sample)} wraps,"
        f" {mends} of them mended (a line opening with a space, or blank)"
    )


if __name__ == "__main__":
    main()
