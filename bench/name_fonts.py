"""System fonts for names (s373): what finding one costs the first time a character the
UI font lacks is met, and what a leaderboard row's name costs to draw with one and without.

    .venv/bin/python bench/name_fonts.py [--runs 30] [--smoke]

"first use": the machine's font folders listed and ranked, and "山" asked of the fonts in
turn until one has it (render2d/fallback.py), from nothing kept (`forget`, faces closed:
as a fresh game meets its first Japanese name); "next char": one more character once the
fonts are open. Then one row's name drawn (mixed.render; the UI font's own render for
Latin; "kept": theme.render, as theme.text draws it each frame, its picture kept) and
measured (mixed.size, uncached), Latin in the UI font alone, and a name with a CJK or a
Hebrew run. Medians and p90s in ms; the load average beside them.
--smoke: a few runs, not judged (tests/test_bench_smoke.py)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import load_average, percentile, pin_one_core

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

NAMES = {"latin": "Ana Smith", "cjk": "Ana \u5c71\u7530", "hebrew": "Dan \u05e9\u05dc\u05d5\u05dd"}


def timed(fn, runs: int, before=None) -> list[float]:
    out = []
    for _ in range(runs):
        if before is not None:
            before()
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def say(label: str, ms: list[float]) -> None:
    mid, tail = percentile(ms, 0.5), percentile(ms, 0.9)
    print(f"{label:<22} median {mid:8.3f} ms  p90 {tail:8.3f} ms  ({len(ms)} runs)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--smoke", action="store_true")
    args = ap.parse_args()
    runs = 3 if args.smoke else args.runs
    pin_one_core()
    import pygame

    pygame.init()
    from quiver.render2d import fallback, mixed, text_kept, theme

    print(f"load average {load_average()}")
    say("first use", timed(lambda: fallback.path_for("\u5c71"), runs, text_kept.forget_fallback))
    fallback.path_for("\u5c71")
    chars = iter(chr(0x4E00 + k) for k in range(10_000))
    say("next char", timed(lambda: fallback.path_for(next(chars)), runs * 10))
    if fallback.path_for("\u5c71") is None:
        print("no system font here draws \u5c71: the cjk row is drawn with '?'")
    for kind, name in NAMES.items():
        shown = theme.showable(name)
        two = mixed.needs(shown)
        draw = mixed.render if two else (lambda s, z, c: theme.font(z).render(s, True, c))
        measure = mixed.size if two else (lambda s, z: theme.font(z).size(s))
        draw(shown, 22, (0, 0, 0))
        say(f"draw {kind}", timed(lambda s=shown, d=draw: d(s, 22, (0, 0, 0)), runs * 10))
        say(f"draw {kind}, kept", timed(lambda s=shown: theme.render(s, 22, (0, 0, 0)), runs * 10))
        say(f"measure {kind}", timed(lambda s=shown, m=measure: m(s, 22), runs * 10))


if __name__ == "__main__":
    main()
