"""What choosing among hard builds can reach within the time budget (issue 24 item 3, a
ninth round; ADR 0006): round 7's pick (bench/local_inside_out.py --again) with cheaper
estimates and with a perfect one, priced against today's hard build.

    python bench/local_budget.py [--size 16x20] [--arrows 65] [--seeds 40] [--first 300000]
                                 [--tries 6] [--out rows.jsonl]
    python bench/local_budget.py --report rows.jsonl ... [--boot 2000] [--budget 1.96]
    python bench/local_budget.py --spread N [--first 300000]
    python bench/local_budget.py --smoke

A probe, not in the generator. Each seed is built `--tries` times as bench/local_tunnels.py's
tunnels with straighter bodies (2 tunnels of 6 + 3 cells, the k-th build on seed + k *
1,000,000, as round 7's pick builds them) and once as today's hard build, in turns; for
every build it records the CPU of `generate` and the constructions it ran (a build that
breaks a gate is built again inside `generate`), local-scan estimates on 2, 4 and 8
playouts of stream 1 (the pick's) with their CPU, the converged local scan on the six
streams 0, 5, 9, 13, 17, 21 (their mean: the figure the pick is judged on) and on three
held-out streams 25, 29, 33 (their mean: a reading no choice has seen), depth and the
gates broken (forced moves also on the converged random playouts).

--report: every pick (a picker, a limit, at most K builds: build again while the picker
reads under the limit, keep the build it reads highest) over the recorded builds, for the
pickers est2, est4, est8 (their CPU counted) and `oracle`, the mean of six itself known at
no cost when a build ends (a bound no estimate of the finished board can beat), and
`early@Q`, the same oracle known after a share Q of a build's CPU, so a build it gives up
costs Q (a bound for a decision taken inside a build). Per picker: the cheapest pick whose
median reaches 4.5 on the mean of six and on the held-out mean, and the cheapest whose 5%
bootstrap end does on both; the CPU a board (builds and estimates, mean over seeds) against
today's hard build's and the tail (slowest board / median board). `--budget`: issue 24's
CPU allowance against today's build (1.3x quiver-gen/5's time over today's, measured with
bench/side_by_side.py --gen6); a pick over it says how much faster its builds and
estimates would have to be for it to fit (its CPU over the budget).
--early S: each tunnel construction also read part-way when a share S of its arrows is
placed (bench/_partial.py's `predict`), with the CPU spent to each read; the report adds
the pickers `pred` and `pred+est8`.
--spread N: 2 tunnel builds of N seeds from --first and N from --first + 10,000: where the
spread of local scan lies over the moves (thirds of the game), and the read part-way at
70% and 97% of the construction and on the finished board against the held-out mean.
--smoke: two seeds of 11x13/30, two builds each, the report and --spread 1
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["QUIVER_PURE"] = "1"  # the tunnels patch the generator's functions

import _local_common as common
from _partial import SNAP, predict, snapshots, spread
from local_tunnels import PLAN, patched, straight_tunnels

from quiver.engine.board import Board
from quiver.engine.measures import local_scan, playouts
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, build, gates, generate

SIX = (0, 5, 9, 13, 17, 21)  # the streams the pick is judged on (round 8's mean of six)
HELD = (25, 29, 33)  # streams no choice reads
RUNS = (2, 4, 8)  # the estimates' playouts (stream 1, as round 7's pick)
TARGET = 4.5
COUNTER = {"n": 0}
SHAPE = {"outer": 6, "inner": 3}  # the tunnels' cells (round 7's pick at 16x20/65)


@contextlib.contextmanager
def counted() -> Iterator[None]:
    """build.build_arrows (whichever is installed) counting its calls."""
    inner = build.build_arrows

    def build_arrows(*args: Any, **kw: Any) -> Any:
        COUNTER["n"] += 1
        return inner(*args, **kw)

    with patched(build, "build_arrows", build_arrows):
        yield


@contextlib.contextmanager
def tunnels(on: bool) -> Iterator[None]:
    if on:
        PLAN.update(k=2, outer=SHAPE["outer"], inner=SHAPE["inner"])
    with straight_tunnels(on), counted():
        yield


def record(spec: PuzzleSpec, on: bool, early: float = 0.0) -> dict[str, Any]:
    """One build and everything the report reads of it."""
    COUNTER["n"] = 0
    with tunnels(on), snapshots(early if on else 0.0):
        began = time.process_time()
        board = generate(spec)
        ms = 1000 * (time.process_time() - began)
    row: dict[str, Any] = {"seed": spec.seed, "ms": ms, "constructions": COUNTER["n"]}
    if on and early:  # --early: each construction read part-way, and the CPU to each read
        spent, row["preds"] = 0.0, []
        for snap in SNAP["snaps"]:
            t0 = time.process_time()
            value = predict(snap, runs=8, part=0.5)
            spent += 1000 * (time.process_time() - t0)
            row["preds"].append([value, 1000 * (snap["at"] - began) + spent])
        row["pred"], row["pred_ms"] = row["preds"][-1][0], spent
    if on:  # the last tunnels laid (the kept board's, unless an earlier try was kept)
        row["tunnels"] = [
            [board.space.coord(t[0][0]), board.space.coord(t[0][-1]), t[1]] for t in PLAN["last"]
        ]
    for runs in RUNS:
        began = time.process_time()
        row[f"est{runs}"] = local_scan(board, runs=runs, seed=1) or 0.0
        row[f"est{runs}_ms"] = 1000 * (time.process_time() - began)
    return row | measured(board)


def measured(board: Board) -> dict[str, Any]:
    m = board.metrics or {}
    broken = list(gates.failures(m))
    if playouts(board).forced_moves > gates.MAX_FORCED:
        broken.append("forced moves on the converged estimate")
    return {
        "six": statistics.mean(local_scan(board, seed=s) or 0.0 for s in SIX),
        "stream0": local_scan(board) or 0.0,
        "held": statistics.mean(local_scan(board, seed=s) or 0.0 for s in HELD),
        "depth": m["depth"],
        "broken": broken,
    }


def collect(args: argparse.Namespace) -> list[dict[str, Any]]:
    w, h = common.size_of(args.size)
    out = []
    for seed in range(args.first, args.first + args.seeds):
        today = record(common.rect((w, h), args.arrows, "hard", seed), False)
        builds = [
            record(spec, True, args.early) for spec in common.builds_of((w, h), args.arrows, seed, args.tries)
        ]
        row = {"size": f"{w}x{h}/{args.arrows}", "set": args.first, "seed": seed, "today": today}
        row |= {"builds": builds, "load": os.getloadavg()[0]}
        out.append(row)
        common.append_rows(args.out, [row])
    broken = sum(bool(b["broken"]) for r in out for b in [r["today"], *r["builds"]])
    print(
        f"{len(out)} seeds, {args.tries} tunnel builds each and today's: {broken} builds with a gate broken"
    )
    return out


def pick(
    builds: list[dict[str, Any]], picker: str, limit: Any, tries: int
) -> tuple[dict[str, Any], float, int]:
    """The build kept, the CPU spent (ms) and the builds begun. `est*`, `oracle`: build,
    read the finished board, build again while under `limit`, keep the highest read.
    `early@Q[~R]`: read after a share Q of a build (the oracle, or it blurred to R), a
    build under the limit given up there. `pred`: the real read part-way (bench/_partial.py)
    at each construction, a build given up at the first under the limit; `pred+est8`,
    `limit` a pair: given up part-way under the first, then round 7's pick on est8."""
    if picker.startswith("pred"):
        return _pick_pred(builds, picker, limit, tries)
    early = picker.startswith("early@")
    key = "six" if picker == "oracle" or (early and "~" not in picker) else picker
    key = "~" + picker.split("~")[1] if "~" in picker else key
    share = float(picker[6:].split("~")[0]) if early else 1.0
    best, cpu, k = None, 0.0, 0
    for k, b in enumerate(builds[:tries]):
        last = b[key] >= limit or k == tries - 1
        if early:  # a build given up part-way costs a share of one and is no board
            cpu += b["ms"] if last else share * b["ms"]
            best = b
        else:
            cpu += b["ms"] + (b[f"{key}_ms"] if key.startswith("est") else 0.0)
            best = b if best is None or b[key] > best[key] else best
        if last:
            break
    assert best is not None
    return best, cpu, k + 1


def _pick_pred(
    builds: list[dict[str, Any]], picker: str, limit: Any, tries: int
) -> tuple[dict[str, Any], float, int]:
    first, then = (limit, None) if picker == "pred" else limit
    best, cpu, k = None, 0.0, 0
    for k, b in enumerate(builds[:tries]):
        final = k == tries - 1
        low = next((at for value, at in b["preds"] if value < first), None)
        if low is not None and not final:
            cpu += low  # given up part-way
            continue
        cpu += b["ms"] + b["pred_ms"]
        if then is None:
            return b, cpu, k + 1
        cpu += b["est8_ms"]
        best = b if best is None or b["est8"] > best["est8"] else best
        if b["est8"] >= then:
            break
    if best is None:  # every build but the last given up, and the last read under too
        best = builds[min(tries, len(builds)) - 1]
    return best, cpu, k + 1


def add_noisy(rows: list[dict[str, Any]], pickers: list[str]) -> None:
    """For a picker `early@Q~R`: a predictor that reads the mean of six plus Gaussian
    noise, correlated with it at about R over the builds (the same draws for every Q)."""
    every = [b for r in rows for b in r["builds"]]
    sd = statistics.pstdev(b["six"] for b in every)
    for want in {p.split("~")[1] for p in pickers if "~" in p}:
        scale = sd * math.sqrt(1 / float(want) ** 2 - 1)
        rng = Rng(int(1000 * float(want))).stream("noise")
        for b in every:
            u, v = max(rng.random(), 1e-12), rng.random()
            b["~" + want] = b["six"] + scale * math.sqrt(-2 * math.log(u)) * math.cos(2 * math.pi * v)
        got = statistics.correlation([b["six"] for b in every], [b["~" + want] for b in every])
        print(f"a predictor at correlation {want} (drawn: {got:+.2f} with the mean of six)")


def evaluate(rows: list[dict[str, Any]], picker: str, limit: float, tries: int, boots: int) -> dict[str, Any]:
    kept, cpu, builds = [], [], []
    for r in rows:
        b, c, n = pick(r["builds"], picker, limit, tries)
        kept.append(b)
        cpu.append(c)
        builds.append(n)
    today = statistics.mean(r["today"]["ms"] for r in rows)
    six, held = [b["six"] for b in kept], [b["held"] for b in kept]
    rng = Rng(7).stream("boot")
    return {
        "picker": picker,
        "limit": limit,
        "tries": tries,
        "six": statistics.median(six),
        "held": statistics.median(held),
        "six_lo": common.median_interval(six, boots, rng)[1] if boots else 0.0,  # (the 5% ends)
        "held_lo": common.median_interval(held, boots, rng)[1] if boots else 0.0,
        "depth": statistics.median(b["depth"] for b in kept),
        "broken": sum(bool(b["broken"]) for b in kept),
        "builds": statistics.mean(builds),
        "cpu": statistics.mean(cpu) / today,
        "tail": max(cpu) / statistics.median(cpu),
    }


def _limit(limit: Any) -> str:
    return f"{limit:.2f}" if isinstance(limit, float) else f"{limit[0]:.2f} then {limit[1]:.2f}"


def line(e: dict[str, Any]) -> str:
    return (
        f"{e['picker']:>9} under {_limit(e['limit'])}, at most {e['tries']}: six {e['six']:.2f} "
        f"[{e['six_lo']:.2f}], held-out {e['held']:.2f} [{e['held_lo']:.2f}], depth {e['depth']}, "
        f"{e['builds']:.2f} builds, CPU {e['cpu']:.2f}x today's, tail {e['tail']:.2f}x, broken {e['broken']}"
    )


def report(paths: list[str], boots: int, budget: float, pickers: list[str]) -> None:
    rows = common.read_rows(paths)
    tries = min(len(r["builds"]) for r in rows)
    today = [r["today"] for r in rows]
    first = [r["builds"][0] for r in rows]
    load = statistics.mean(r["load"] for r in rows)
    print(f"{len(rows)} seeds ({rows[0]['size']}), up to {tries} builds each, load average {load:.1f}")
    for name, bs in (("today's hard", today), ("one tunnel build", first)):
        print(
            f"{name}: six {_med(bs, 'six'):.2f}, held-out {_med(bs, 'held'):.2f}, stream 0 "
            f"{_med(bs, 'stream0'):.2f}, depth {_med(bs, 'depth')}, "
            f"{statistics.mean(b['ms'] for b in bs):.1f} ms, "
            f"{statistics.mean(b['constructions'] for b in bs):.2f} constructions"
        )
    for runs in RUNS:
        ms = statistics.mean(b[f"est{runs}_ms"] for r in rows for b in r["builds"])
        print(f"est{runs}: {ms:.2f} ms; Spearman with the held-out mean {_spearman(rows, f'est{runs}'):+.2f}")
    print(f"the mean of six: Spearman with the held-out mean {_spearman(rows, 'six'):+.2f}")
    places(rows)
    add_noisy(rows, pickers)
    if "pred" in rows[0]["builds"][0]:
        pickers = [*pickers, "pred", "pred+est8"]
        every = [b for r in rows for b in r["builds"]]
        share = statistics.mean(b["preds"][0][1] / b["ms"] for b in every)
        print(
            f"pred: first read at {share:.2f} of a build's CPU (its own "
            f"{statistics.mean(b['pred_ms'] for b in every):.2f} ms included); Spearman with the held-out "
            f"mean {_spearman(rows, 'pred'):+.2f}"
        )
    for picker in pickers:
        key = {"oracle": "six"}.get(picker, picker if picker.startswith(("est", "pred")) else "six")
        key = "pred" if picker.startswith("pred") else key
        key = "~" + picker.split("~")[1] if "~" in picker else key
        vals = sorted(b[key] for r in rows for b in r["builds"])
        limits: list[Any] = [vals[int(q * len(vals) / 20)] for q in range(2, 20)]  # the 10%, ..., 95% points
        if picker == "pred+est8":
            ests = sorted(b["est8"] for r in rows for b in r["builds"])
            limits = [(lim, ests[int(q * len(ests) / 20)]) for lim in limits[:11] for q in range(4, 20, 2)]
        grid = [evaluate(rows, picker, lim, k, 0) for lim in limits for k in range(2, tries + 1)]
        print(f"{picker}:")
        for want, name in ((False, "median"), (True, "5% end")):
            ok = [e for e in grid if _meets(e, rows, boots, want)]
            if not ok:
                print(f"  {name} 4.5 on both: none within {tries} builds")
                continue
            e = min(ok, key=lambda e: e["cpu"])
            e = evaluate(rows, e["picker"], e["limit"], e["tries"], boots)
            fits = "within" if e["cpu"] <= budget else f"over; fits {e['cpu'] / budget:.2f}x faster"
            print(f"  cheapest with the {name} at 4.5 on both: {line(e)} ({fits} {budget:.2f}x)")
        within = [e for e in grid if e["cpu"] <= budget]
        if within:
            e = max(within, key=lambda e: min(e["six"], e["held"]))
            e = evaluate(rows, e["picker"], e["limit"], e["tries"], boots)
            print(f"  best within {budget:.2f}x: {line(e)}")


def _med(bs: list[dict[str, Any]], key: str) -> float:
    return statistics.median(b[key] for b in bs)


def _meets(e: dict[str, Any], rows: list[dict[str, Any]], boots: int, margin: bool) -> bool:
    if min(e["six"], e["held"]) < TARGET:
        return False
    if not margin:
        return True
    full = evaluate(rows, e["picker"], e["limit"], e["tries"], boots)
    return min(full["six_lo"], full["held_lo"]) >= TARGET


def _spearman(rows: list[dict[str, Any]], key: str) -> float:
    bs = [b for r in rows for b in r["builds"]]
    return statistics.correlation(common.ranks([b[key] for b in bs]), common.ranks([b["held"] for b in bs]))


def places(rows: list[dict[str, Any]]) -> None:
    """How the tunnels' places rank the builds against the held-out mean (Spearman)."""
    bs = [b for r in rows for b in r["builds"] if len(b.get("tunnels", ())) == 2]
    w, h = common.size_of(rows[0]["size"].split("/")[0])
    mid = ((w - 1) / 2, (h - 1) / 2)
    y = common.ranks([b["held"] for b in bs])
    for name, f in (
        ("inner ends from the middle", lambda t: sum(math.dist(x[1][:2], mid) for x in t)),
        ("inner ends apart", lambda t: math.dist(t[0][1][:2], t[1][1][:2])),
        ("mouths apart", lambda t: math.dist(t[0][0][:2], t[1][0][:2])),
        ("on one axis", lambda t: float(t[0][2] // 2 == t[1][2] // 2)),
        ("on the long axis", lambda t: float(sum(x[2] // 2 for x in t))),
    ):
        rho = statistics.correlation(common.ranks([f(b["tunnels"]) for b in bs]), y)
        print(f"tunnels' places: {name}, Spearman {rho:+.2f}")


def _spread(args: argparse.Namespace, seeds: int) -> None:
    """Where the spread lies, and the read part-way (bench/_partial.py), on 2 tunnel builds
    of `seeds` seeds from --first and from --first + 10,000."""
    size, firsts = common.size_of(args.size), (args.first, args.first + 10_000)
    seeds_of = (seed for f in firsts for seed in range(f, f + seeds))
    specs = [s for seed in seeds_of for s in common.builds_of(size, args.arrows, seed, 2)]
    spread(
        specs, lambda: tunnels(True), lambda b: statistics.mean(local_scan(b, seed=s) or 0.0 for s in HELD)
    )


def main() -> None:
    parser = common.local_parser(__doc__, rows=True)
    parser.add_argument("--tries", type=int, default=6, help="tunnel builds a seed")
    parser.add_argument("--budget", type=float, default=1.96, help="CPU allowed against today's build")
    parser.add_argument(
        "--pickers",
        default="est2,est4,est8,oracle,early@0.5,early@0.3,early@0.3~0.9,early@0.3~0.7,early@0.5~0.9",
    )
    parser.add_argument(
        "--early", type=float, default=0.0, help="read each tunnel build at this share of its arrows"
    )
    parser.add_argument("--spread", type=int, default=0, help="N seeds from --first and +10000: the spread")
    args = common.parsed(parser, "two seeds of 11x13/30, two builds each")
    pickers = args.pickers.split(",")
    if args.report is not None:
        report(args.report, args.boot, args.budget, pickers)
        return
    if args.spread and not args.smoke:
        _spread(args, args.spread)
        return
    if not args.smoke:
        collect(args)
        return
    SHAPE.update(outer=3, inner=3)
    with common.smoke_rows(args, seeds=2, tries=2, early=0.7):
        collect(args)
        report([args.out], 20, args.budget, pickers)
    _spread(args, 1)


if __name__ == "__main__":
    main()
