"""A puzzle in the game (issue 26 item 4): click to board, and campaign levels.

    python bench/worker.py [--runs N] [--levels N] [--smoke]

1. Click to board, wall time from `start_generation(code)` to the job done, for the
   default puzzle (`quiver --seed 1`): a fresh worker process (what every build paid
   before issue 26) and the warm spare the menu keeps (`keep_warm()`; the bench waits
   until it has done its imports, as it has by the time a player clicks). Target: at
   most 50 ms with the spare. (The menu also builds its puzzle ahead once the choice
   settles, so Play usually finds the board already built.)
2. Campaign levels: CPU time of `level_board` (what the worker runs for a level) for
   levels spread over 1..300 in each mode, warm process. Target: median at most 0.15 s.

--smoke: one run, level 1 only, a short wait for the spare (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import statistics
import time
from types import SimpleNamespace

from _common import median_time

from quiver.game import worker
from quiver.game.campaign import level_board
from quiver.game.code import PuzzleSpec
from quiver.game.launch import initial_code

CLICK_TARGET_S = 0.050
LEVEL_TARGET_S = 0.150


def default_code() -> PuzzleSpec:
    code = initial_code(SimpleNamespace(seed=1))  # `quiver --seed 1`
    assert code is not None
    return code


def click_to_board(code: PuzzleSpec, warm: bool, look_s: float = 3.0) -> float:
    if warm:
        worker.keep_warm()
        time.sleep(look_s)  # the player looks at the menu: the spare has done its imports
    t = time.perf_counter()
    job = worker.start_generation(code)
    while not job.poll():
        time.sleep(0.001)
    took = time.perf_counter() - t
    job.result()
    worker.stop_warm()
    return took


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--levels", type=int, default=6, help="levels per mode, spread over 1..300")
    parser.add_argument("--smoke", action="store_true", help="one run of level 1, figures not judged")
    args = parser.parse_args()
    look_s = 3.0
    if args.smoke:
        args.runs, args.levels, look_s = 1, 1, 0.5
    code = default_code()
    print(f"click to board, wall, median of {args.runs} runs, {code}")
    cold = statistics.median(click_to_board(code, False) for _ in range(args.runs))
    warm = statistics.median(click_to_board(code, True, look_s) for _ in range(args.runs))
    inproc = median_time(lambda: worker.InlineJob(code).poll(), args.runs, time.process_time)
    print(f"  fresh worker process   {cold * 1000:7.1f} ms")
    verdict = "(smoke run)" if args.smoke else "OK" if warm <= CLICK_TARGET_S else "OVER"
    print(
        f"  warm spare             {warm * 1000:7.1f} ms   target {CLICK_TARGET_S * 1000:.0f} ms  {verdict}"
    )
    print(f"  in this process (CPU)  {inproc * 1000:7.1f} ms")
    levels = [1 + round(k * 299 / max(1, args.levels - 1)) for k in range(args.levels)]
    print(f"campaign levels {levels}, CPU s per level_board, warm process:")
    for mode in ("2d", "3d", "flat"):
        level_board(mode, 1)  # warm up
        times = []
        for n in levels:
            t = time.process_time()
            level_board(mode, n)
            times.append(time.process_time() - t)
        med = statistics.median(times)
        verdict = "(smoke run)" if args.smoke else "OK" if med <= LEVEL_TARGET_S else "OVER"
        print(
            f"  {mode:4s} median {med:6.3f} s  max {max(times):6.3f} s"
            f"   target median {LEVEL_TARGET_S:.2f} s  {verdict}"
            + "   ("
            + " ".join(f"{x:.2f}" for x in times)
            + ")",
            flush=True,
        )


if __name__ == "__main__":
    main()
