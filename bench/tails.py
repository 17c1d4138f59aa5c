"""Generator tails (issue 12 item 3): p50 / p90 / max CPU time per board, and max / p50.

    python bench/tails.py [--seeds N] [--only 3d|flat|2d|big] [--smoke]

Hard boards, default count, on one core. The rule: no board takes more than 3x the
median time for its size and mode. `big` is 2D 128x128 (slow: about 1.5 s a board),
where every seed must also succeed. --smoke: two seeds of one small board per mode, not
judged (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import statistics
import time

from _common import pin_one_core

from quiver.generator import PuzzleSpec, SpecError, generate

SETS = {
    "3d": [("3d", s, (17,)) for s in ("cube", "sphere", "torus", "pyramid", "octahedron", "heart")],
    "flat": [("flat", s, (12,)) for s in ("cube", "brick", "tower", "plus", "stairs", "ziggurat")],
    "2d": [("2d", "rect", (16, 20)), ("2d", "rect", (40, 40)), ("2d", "rect", (64, 64))],
    "big": [("2d", "rect", (128, 128))],
}
SMOKE = {"2d": [("2d", "rect", (16, 20))], "3d": [("3d", "cube", (5,))], "flat": [("flat", "cube", (4,))]}
COUNTS = {(16, 20): 65}
LIMIT = 3.0
# issue 26's median targets (CPU, one core), where it names one
TARGETS = {
    ("2d", "rect", (16, 20)): 0.006,
    ("2d", "rect", (40, 40)): 0.040,
    ("2d", "rect", (64, 64)): 0.100,
    ("2d", "rect", (128, 128)): 0.600,
    ("3d", "cube", (17,)): 0.060,
    ("flat", "cube", (12,)): 0.060,
}


def times(mode: str, shape: str, size: tuple[int, ...], seeds: int) -> tuple[list[float], int]:
    out, failed = [], 0
    generate(PuzzleSpec(mode, shape, size, COUNTS.get(size), "hard", 10**6))  # warm up
    for seed in range(seeds):
        t = time.process_time()
        try:
            generate(PuzzleSpec(mode, shape, size, COUNTS.get(size), "hard", seed))
        except SpecError:
            failed += 1
        out.append(time.process_time() - t)
    return sorted(out), failed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--only", choices=sorted(SETS), action="append")
    parser.add_argument("--smoke", action="store_true", help="small boards, two seeds, not judged")
    args = parser.parse_args()
    sets = SETS
    if args.smoke:
        sets, args.seeds = SMOKE, 2
    pin_one_core()
    print(f"hard, default count, seeds 0..{args.seeds - 1}, CPU ms on one core")
    for name in args.only or ["2d", "3d", "flat"]:
        for mode, shape, size in sets.get(name, []):
            ms, failed = times(mode, shape, size, args.seeds)
            p50, p90 = statistics.median(ms), ms[int(0.9 * (len(ms) - 1))]
            ratio = ms[-1] / p50
            target = TARGETS.get((mode, shape, size))
            verdict = "OK" if ratio <= LIMIT and not failed and (target is None or p50 <= target) else "OVER"
            if args.smoke:
                verdict = "(smoke run, not judged)"
            label = f"{mode} {shape} {'x'.join(map(str, size))}"
            wanted = f"p50 target {target * 1000:4.0f}" if target is not None else " " * 14
            print(
                f"  {label:22s} p50 {p50 * 1000:8.1f}  p90 {p90 * 1000:8.1f}  max {ms[-1] * 1000:8.1f}"
                f"  max/p50 {ratio:4.1f} (target {LIMIT:.0f})  {wanted}  failed {failed}  {verdict}",
                flush=True,
            )


if __name__ == "__main__":
    main()
