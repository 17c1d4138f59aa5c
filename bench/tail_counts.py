"""Deterministic work per seed (issue 26, the 16x20/65 tail): builds, judges, free-arrow
repairs, playouts and pure-Python call counts per board, and max / median of the calls
per set of 20 seeds. Counts do not move with the load, so switches are compared on them.

    python bench/tail_counts.py [--size 16x20/65] [--seeds 200] [--first 0] [--set K=V ...]

Pure modules (QUIVER_PURE=1: the counts wrap module functions). --set build.NAME=VALUE
sets a generator switch before the runs (an int, or True/False).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
from collections import Counter
from typing import Any

os.environ["QUIVER_PURE"] = "1"  # before quiver is imported

from quiver.generator import PuzzleSpec, build, fairness, generate

SIZES = {
    "16x20/65": ("2d", "rect", (16, 20), 65),
    "11x13/30": ("2d", "rect", (11, 13), 30),
    "40x40": ("2d", "rect", (40, 40), None),
    "64x64": ("2d", "rect", (64, 64), None),
    "cube17": ("3d", "cube", (17,), None),
    "flatcube12": ("flat", "cube", (12,), None),
    "flattower12": ("flat", "tower", (12,), None),
}


def _counting(counts: Counter[str]) -> None:
    """Wrap build's and fairness's names so that each call is counted."""

    def wrap(owner: Any, name: str, key: str, after: Any = None) -> None:
        inner = getattr(owner, name)

        def counted(*args: Any, **kw: Any) -> Any:
            counts[key] += 1
            out = inner(*args, **kw)
            if after is not None:
                after(out)
            return out

        setattr(owner, name, counted)

    def played(out: Any) -> None:
        counts["playouts"] += out[3]

    wrap(build, "build_arrows", "builds")
    wrap(build, "judge", "judges")
    wrap(build, "set_free", "set_free")
    wrap(fairness, "_playouts", "playout_sets", played)


def _value(text: str) -> Any:
    return {"True": True, "False": False}.get(text, int(text) if text.lstrip("-").isdigit() else text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="16x20/65", choices=sorted(SIZES))
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--difficulty", default="hard")
    parser.add_argument("--set", action="append", default=[], help="module.NAME=VALUE")
    args = parser.parse_args()
    from quiver.generator import construct, finish

    modules = {"build": build, "construct": construct, "finish": finish, "fairness": fairness}
    for item in args.set:
        key, value = item.split("=", 1)
        mod, name = key.split(".")
        assert hasattr(modules[mod], name), key
        setattr(modules[mod], name, _value(value))
    counts: Counter[str] = Counter()
    _counting(counts)
    mode, shape, size, count = SIZES[args.size]
    calls: dict[int, int] = {}
    depths: list[int] = []
    for seed in range(args.first, args.first + args.seeds):
        counts.clear()
        prof = cProfile.Profile()
        prof.enable()
        board = generate(PuzzleSpec(mode, shape, size, count, args.difficulty, seed))
        prof.disable()
        calls[seed] = pstats.Stats(prof).total_calls  # type: ignore[attr-defined]
        m = board.metrics or {}
        depths.append(m.get("depth", 0))
        print(
            f"seed {seed:4d} calls {calls[seed]:7d} builds {counts['builds']} judges {counts['judges']}"
            f" set_free {counts['set_free']} playouts {counts['playouts']} depth {m.get('depth')}"
            f" forced {m.get('forced_moves')}",
            flush=True,
        )
    seeds = sorted(calls)
    for i in range(0, len(seeds), 20):
        part = seeds[i : i + 20]
        med = statistics.median(calls[s] for s in part)
        worst = max(part, key=calls.__getitem__)
        print(
            f"set {part[0]}-{part[-1]}: median {med / 1000:.1f}k"
            f"  max {calls[worst] / 1000:.1f}k (seed {worst})  max/median {calls[worst] / med:.2f}"
        )
    print(
        f"all: median {statistics.median(calls.values()) / 1000:.1f}k  sum {sum(calls.values()) / 1e6:.2f}M"
        f"  median depth {statistics.median(depths)}  mean depth {statistics.mean(depths):.2f}"
    )


if __name__ == "__main__":
    main()
