"""Generator tails (issue 12 item 3): p50 / p90 / max CPU time per board, and max / p50.

    python bench/tails.py [--seeds N] [--only 3d|flat|2d|big]

Hard boards, default count, on one core. The rule: no board takes more than 3x the
median time for its size and mode. `big` is 2D 128x128 (slow: about 1.5 s a board),
where every seed must also succeed.
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
COUNTS = {(16, 20): 65}
LIMIT = 3.0


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
    args = parser.parse_args()
    pin_one_core()
    print(f"hard, default count, seeds 0..{args.seeds - 1}, CPU ms on one core")
    for name in args.only or ["2d", "3d", "flat"]:
        for mode, shape, size in SETS[name]:
            ms, failed = times(mode, shape, size, args.seeds)
            p50, p90 = statistics.median(ms), ms[int(0.9 * (len(ms) - 1))]
            ratio = ms[-1] / p50
            verdict = "OK" if ratio <= LIMIT and not failed else "OVER"
            label = f"{mode} {shape} {'x'.join(map(str, size))}"
            print(
                f"  {label:22s} p50 {p50 * 1000:8.1f}  p90 {p90 * 1000:8.1f}  max {ms[-1] * 1000:8.1f}"
                f"  max/p50 {ratio:4.1f}  failed {failed}  {verdict}",
                flush=True,
            )


if __name__ == "__main__":
    main()
