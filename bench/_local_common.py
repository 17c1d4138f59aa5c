"""What the local-scan benches (bench/local_*.py) share: their arguments (the boards they
build: --size WxH, --arrows, how many seeds from --first; the rows they keep: --out,
--report, --boot; --smoke), the smoke's small board, their rows (JSON lines, appended and
read back), the boards' specs and the bootstrap of a median over seeds."""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from quiver.generator import PuzzleSpec  # (a bench sets QUIVER_PURE before it imports this)

SMOKE_SIZE, SMOKE_ARROWS = "11x13", 30  # the smoke's boards
AGAIN_SEED = 1_000_000  # a seed built again (round 7's pick): its k-th build is on seed + k times this


def rect(size: tuple[int, int], arrows: int, level: str, seed: int) -> PuzzleSpec:
    """The boards these benches build: 2D rectangles."""
    return PuzzleSpec("2d", "rect", size, arrows, level, seed)


def builds_of(size: tuple[int, int], arrows: int, seed: int, tries: int) -> list[PuzzleSpec]:
    """A seed's `tries` hard builds, the k-th on seed + k * AGAIN_SEED."""
    return [rect(size, arrows, "hard", seed + k * AGAIN_SEED) for k in range(tries)]


def local_parser(doc: str | None, seeds: int = 40, count: str = "--seeds", rows: bool = False):
    """A bench's parser (its docstring the description) with the boards' arguments: --size,
    --arrows, `count` (how many: `seeds`) and --first; with `rows`, also --out, --report
    and --boot (the rows kept and the report on them)."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--size", default="16x20")
    parser.add_argument("--arrows", type=int, default=65)
    parser.add_argument(count, type=int, default=seeds)
    parser.add_argument("--first", type=int, default=300_000, help="first seed (reports use 0-39)")
    if rows:
        parser.add_argument("--out", default="", help="append the rows (JSON lines) to this file")
        parser.add_argument("--report", nargs="*", default=None, help="rows files: the summary")
        parser.add_argument("--boot", type=int, default=2000, help="bootstrap draws")
    return parser


def parsed(parser: argparse.ArgumentParser, smoke: str) -> argparse.Namespace:
    """The arguments, with --smoke (`smoke`: what it runs) last."""
    parser.add_argument("--smoke", action="store_true", help=smoke)
    return parser.parse_args()


def smoke_board(args: argparse.Namespace, seeds: int) -> tuple[str, int, int]:
    """The size, arrows and seed count to run: the arguments', or the smoke's."""
    return (SMOKE_SIZE, SMOKE_ARROWS, seeds) if args.smoke else (args.size, args.arrows, args.seeds)


def size_of(text: str) -> tuple[int, int]:
    """(w, h) of "WxH"."""
    w, h = (int(v) for v in text.split("x"))
    return w, h


def append_rows(path: str, rows: Iterable[dict[str, Any]]) -> None:
    """Append `rows` to the rows file `path` (none: kept nowhere)."""
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.writelines(json.dumps(r) + "\n" for r in rows)


def read_rows(paths: list[str]) -> list[dict[str, Any]]:
    """The rows of the rows files `paths`, in order."""
    return [json.loads(s) for p in paths for s in Path(p).read_text().splitlines() if s.strip()]


@contextlib.contextmanager
def smoke_rows(args: argparse.Namespace, **smaller: Any) -> Iterator[str]:
    """The smoke's run: its small boards (and `smaller` arguments) set on `args`, a rows
    file (args.out) that goes after."""
    args.size, args.arrows = SMOKE_SIZE, SMOKE_ARROWS
    for name, value in smaller.items():
        setattr(args, name, value)
    with tempfile.TemporaryDirectory() as tmp:
        args.out = str(Path(tmp) / "rows.jsonl")
        yield args.out


def ranks(xs: list[float]) -> list[float]:
    """Each value's rank (0 the smallest; ties in the order given), for a Spearman
    correlation: `statistics.correlation(ranks(xs), ranks(ys))`."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    out = [0.0] * len(xs)
    for r, i in enumerate(order):
        out[i] = float(r)
    return out


def median_interval(vals: list[float], boots: int, rng: Any) -> tuple[float, float, float]:
    """The median and a 5-95% bootstrap interval (`boots` draws from `rng`: the bench's stream)."""
    draws = sorted(statistics.median(vals[rng.below(len(vals))] for _ in vals) for _ in range(boots))
    return statistics.median(vals), draws[int(0.05 * boots)], draws[int(0.95 * boots) - 1]
