#!/usr/bin/env python3
"""Start many X servers at once and check each command reaches its own, again and again.

    python3 tools/xvfb_stress.py [--launcher xvfb_run|xvfb-run] [--at-once 6] [--rounds 10]

Each round starts --at-once launchers side by side; each runs a client that connects
--connects times in a row (`xdotool getdisplaygeometry`: connect, ask, disconnect, as
a game window opened after another closed) and must read its own server's screen (a
width no other launcher of the round has). Prints the failures and exits 1 on any.
`--launcher xvfb-run` is `xvfb-run -a` as the tests used it (it fails: docs/testing.md),
`xvfb_run` is tools/xvfb_run.py (tests/test_display_xvfb.py runs a short one).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

XVFB_RUN = Path(__file__).resolve().parent / "xvfb_run.py"
CLIENT = 'for i in $(seq 1 "$N"); do xdotool getdisplaygeometry 2>&1 || echo "no answer"; done'


def launch(launcher: str, width: int, connects: int) -> str | None:
    """One launcher and its client; None when every connection reached its own server."""
    screen = f"-screen 0 {width}x480x24"
    start = ["xvfb-run", "-a", "-n", "500"] if launcher == "xvfb-run" else [sys.executable, str(XVFB_RUN)]
    command = [*start, "-s", screen, "env", f"N={connects}", "sh", "-c", CLIENT]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return f"{width}: timed out"
    lines = done.stdout.split("\n")[:-1]
    bad = [line for line in lines if line != f"{width} 480"]
    if done.returncode or bad or len(lines) != connects:
        said = " | ".join(bad[:2]) or done.stderr.strip()[-200:]
        return f"{width}: status {done.returncode}, {len(bad)} of {connects} wrong: {said}"
    return None


def stress(launcher: str, at_once: int, rounds: int, connects: int) -> list[str]:
    """The failures of `rounds` rounds of `at_once` launchers started together."""
    failures: list[str] = []
    with ThreadPoolExecutor(at_once) as pool:
        for r in range(rounds):
            widths = [640 + r * at_once + k for k in range(at_once)]
            found = pool.map(lambda w: launch(launcher, w, connects), widths)
            failures += [f"round {r + 1}: {f}" for f in found if f is not None]
    return failures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--launcher", choices=["xvfb_run", "xvfb-run"], default="xvfb_run")
    ap.add_argument("--at-once", type=int, default=6, help="launchers started together (default 6)")
    ap.add_argument("--rounds", type=int, default=10, help="rounds (default 10)")
    ap.add_argument("--connects", type=int, default=5, help="connections a client makes (default 5)")
    args = ap.parse_args(argv)
    need = ["xdotool", "Xvfb"] + (["xvfb-run"] if args.launcher == "xvfb-run" else [])
    if missing := [t for t in need if shutil.which(t) is None]:
        print(f"xvfb_stress: needs {', '.join(missing)}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    failures = stress(args.launcher, args.at_once, args.rounds, args.connects)
    for failure in failures:
        print(failure)
    runs = args.at_once * args.rounds
    print(
        f"{args.launcher}: {len(failures)} of {runs} runs failed "
        f"({args.at_once} at once, {args.rounds} rounds, {args.connects} connections each) "
        f"in {time.perf_counter() - t0:.1f} s"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
