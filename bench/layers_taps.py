"""The layers chip's number after a tap on the biggest boards (s181): CPU seconds of a
tap's move and of the depth the HUD then reads (`Session.fire` then `Session.depth`).

Before s181 every removal dropped the depth and the next read peeled the whole position
again (0.2-0.4 s on the 3D cube 64's 52,429 arrows); now the peel's levels are kept and
only the rounds that waited on the arrow that left are looked at again
(engine/peel_live.py). "before" is a session whose layers peel afresh as they did
(_Repeeled), on a copy of the same board playing the same taps; each tap's two depths
must agree. Also the one-off cost at the start (the first depth: a peel then, now a
peel and whom each arrow may wait on).

    python bench/layers_taps.py [--taps 15] [--smoke]
        [--shapes 3d:cube:64,flat:cube:48,2d:rect:64x64/1500]

--smoke: a cube 6, a Flat cube 4 and a 10x10 board, 3 taps (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from _common import load_average, percentile


class _Repeeled:
    """A session's layers as they were before s181: a full peel after every removal."""

    def __init__(self, board) -> None:
        self.board, self._depth = board, None

    def reset(self) -> None:
        self._depth = None

    def left(self, i: int) -> None:
        self._depth = None

    def depth(self) -> int:
        from quiver.engine import peel

        if self._depth is None:
            self._depth = peel(self.board).depth
        return self._depth


def _board(mode: str, shape: str, n: str):
    from quiver.game.code import complete, generate_board

    if mode == "2d":  # WxH/arrows
        (w, h), count = map(int, n.split("/")[0].split("x")), int(n.split("/")[1])
        return generate_board(complete(mode, shape, (w, h), count, "hard", 1))
    return generate_board(complete(mode, shape, (int(n),), None, "hard", 1))


def _cpu(fn) -> tuple[float, object]:
    t = time.process_time()
    out = fn()
    return time.process_time() - t, out


def run(spec: str, taps: int) -> str:
    from quiver.engine import Rng
    from quiver.game.session import Session

    mode, shape, n = spec.split(":")
    built, board = _cpu(lambda: _board(mode, shape, n))
    now, before = Session(board, hearts=None), Session(board.copy(), hearts=None)
    before.layers = _Repeeled(before.board)
    start_now, d_now = _cpu(lambda: now.depth)
    start_before, d_before = _cpu(lambda: before.depth)
    assert d_now == d_before, (spec, d_now, d_before)
    rng = Rng(1)
    spent: dict[str, list[float]] = {"before": [], "now": []}
    for _ in range(taps):
        free = board.free_arrows()  # (not timed)
        if not free:
            break
        i = rng.choice(free)
        got = {}
        for name, s in (("before", before), ("now", now)):
            t, got[name] = _cpu(lambda s=s, i=i: (s.fire(i).left, s.depth))
            spent[name].append(t * 1000)
        assert got["before"] == got["now"] and got["now"][0], (spec, i, got)
    b, w = spent["before"], spent["now"]
    return (
        f"  {mode} {shape} {n:10s} {len(board.arrows):6d} arrows, depth {d_now}: a tap's move and depth, "
        f"ms CPU: before median {statistics.median(b):8.2f} p95 {percentile(b, 0.95):8.2f}, "
        f"now median {statistics.median(w):6.2f} p95 {percentile(w, 0.95):6.2f} "
        f"({statistics.median(b) / max(statistics.median(w), 1e-6):.0f}x); "
        f"the first depth {start_before * 1000:.0f} -> {start_now * 1000:.0f} ms "
        f"(built in {built:.1f} s)"
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--taps", type=int, default=15)
    shapes = "3d:cube:64,flat:cube:48,2d:rect:64x64/1500"
    ap.add_argument("--shapes", default=shapes, help="mode:shape:size,...")
    ap.add_argument("--smoke", action="store_true", help="small shapes, 3 taps: figures meaningless")
    args = ap.parse_args(argv)
    if args.smoke:
        args.taps, args.shapes = 3, "3d:cube:6,flat:cube:4,2d:rect:10x10/20"
    print(f"the layers chip after a tap, {args.taps} taps a shape, ms of CPU (load {load_average()})")
    for spec in args.shapes.split(","):
        print(run(spec, args.taps), flush=True)
    if args.smoke:
        print("smoke run: figures meaningless")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
