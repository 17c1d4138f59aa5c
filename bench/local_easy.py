"""A gentle easy (issue 24 item 3, an eighth round; ADR 0006): the other side of the
hard / easy ratio. Easy exists to be gentle for a real player, and a real player looks
near the arrow just removed (the local player, engine/player.py). Can easy (and medium)
builds steered for that player lower easy's local scan, every gate and the easy <
medium < hard order of depth, free arrows at the start, forced moves and scan kept, far
enough that round 7's hard pick reaches 1.7x easy at 11x13/30 and 2x at 16x20/65? The
steers are patched in here; `free+short` became the generator's easy at quiver-gen/9
(construct.Profile.gentle; level 1 first only up to 7 arrows in 10, construct.
GENTLE_FREE_TENTHS), so `today` is that easy and `gen8` the easy it replaced.

    python bench/local_easy.py [--size 16x20] [--arrows 65] [--seeds 40] [--first 300000]
                               [--level easy] [--variants today,near,...] [--out rows.jsonl]
    python bench/local_easy.py --report rows.jsonl [more.jsonl ...] [--boot 2000]
    python bench/local_easy.py --smoke

Variants (comma-separated; `+` joins steers, e.g. near+free):
  today   the generator as it is (easy: quiver-gen/9's, `gen8+free+short` with a cap)
  gen8    easy as quiver-gen/8 built it (level 1 last at odds 0.5, long bodies); the steers
          below that change easy's level choice or body lengths act only joined with it
  near    the level's candidates weighed (up to build.STEER), the head NEAREST its releaser's
          head first (the releaser: the deepest arrow on its ray, the one the player has just
          removed when it comes free); the mirror of hard's `construct.Builder._place_steered`
  far     hard's own steer on easy (the head farthest from the heads freed about the same
          time first): free arrows spread out, so that one is near wherever the player is
  free    easy's level choice takes level 1 (rays straight out: free at the start) first
          every time (quiver-gen/8: last at odds 0.5), so more arrows are free at the start
          (on quiver-gen/9's easy: past its cap of 7 arrows in 10 too)
  firstNN level 1 first at odds NN% (quiver-gen/8 50%, `free` 100%; with gen8)
  freeNN  `free`, and the free-arrow pass turns blocked arrows free up to NN% of them
          (only arrows whose tail faces straight out can be turned: few more come of it)
  short   no long bodies (target_length's long kind drawn as the one about the mean;
          no-op on quiver-gen/9's easy: it does)
  pick    hard only: round 7's pick, bench/local_tunnels.py's tunnels with straighter bodies,
          built again (up to --tries builds, seed + k * 1,000,000) until an 8-playout local
          scan estimate (stream 1) reads --limit or more, the best estimate kept

Each row (a board): `quiver check`-grade figures, the local scan on the converged playouts
(stream 0) and on an independent stream (5), depth, free at the start (f0), forced moves,
mean choice and scan on the converged random playouts (stream 0), forced moves on a fresh
400-playout estimate (bench/craft_check.py's stream), the gates broken (on the
board's metrics, and forced moves over 10% on the converged estimate), builds and CPU ms
(builds and estimates); with --streams K,L,..., also the local scan as the mean of streams
0, 5, K, L, ... (a per-board figure with less noise). --report prints medians per
configuration, hard / easy with a bootstrap interval over seeds, and the easy < medium <
hard order.
--moves: instead, where the looks go on each variant's boards (20 seeds, 10 playouts a
board): bench/local_moves.py's kinds of move, with the free arrows and the random-order
figure at the moves after a removal that freed nothing.
--shapes N: instead, N seeds (0-) of every classic shape of every mode at its default
size, with the level's variants: the gates broken and the median local scan.
--smoke: two seeds of 11x13/30, every variant, the report and --moves (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["QUIVER_PURE"] = "1"  # the steers patch the generator's functions

import _local_common as common
from _local_common import AGAIN_SEED
from local_moves import moves as play_moves
from local_tunnels import PLAN, patched, straight_tunnels

from quiver.engine.board import Board
from quiver.engine.measures import local_scan, playouts
from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, bodies, build, construct, gates, generate, steer
from quiver.generator.tables import ray_at
from quiver.shapes import CLASSIC_SHAPES, default_size

INDEPENDENT = 5  # the local playouts' second stream (quiver check reads stream 0)
FRESH_RUNS, FRESH_STREAM = 400, 424242  # forced moves on a fresh estimate (bench/craft_check.py's)
MORE_STREAMS: list[int] = []  # --streams: local scan also as the mean over these and 0, 5
GENTLE: dict[str, Any] = {"level": Difficulty.EASY, "first": 1.0}  # the difficulty the gentle steers apply to
_PLAIN_INIT = construct.Builder.__init__
_PLAIN_STEERED = build._steered
_PLAIN_PLACE_STEERED = construct.Builder._place_steered
_PLAIN_LEVEL_ORDER = construct.Builder._level_order
_PLAIN_SET_FREE = build.set_free
_PLAIN_TARGET = bodies.target_length


def _init(self: Any, space: Any, count: int, difficulty: Difficulty, *rest: Any, **kw: Any) -> None:
    _PLAIN_INIT(self, space, count, difficulty, *rest, **kw)
    self._gentle = difficulty == GENTLE["level"]  # type: ignore[attr-defined]
    if GENTLE.get("gen8") and self.profile.gentle:  # easy as quiver-gen/8 built it
        self.profile = replace(self.profile, gentle=False)
        self.state.short_bodies = False


def near_score(b: Any, head: int, d: int) -> float:
    """Minus the squared distance from a candidate head to its releaser's head (the deepest
    arrow on its ray; of several at that level, the nearest): nearest first."""
    s, pts = b.state, b.points
    owner, levels = s.owner, s.levels
    top, best = 0, math.inf
    x, y, z = pts[head]
    for c in ray_at(s.ray_t, s.space, head, d):
        o = owner[c]
        if o < 0 or levels[o] < top:
            continue
        u, v, w = pts[s.arrows[o][-1]]
        e = (x - u) ** 2 + (y - v) ** 2 + (z - w) ** 2
        if levels[o] > top:
            top, best = levels[o], e
        elif e < best:
            best = e
    return -best


def _place_steered(self: Any, level: int) -> bool:
    if not getattr(self, "_gentle", False):
        return _PLAIN_PLACE_STEERED(self, level)
    if level <= 1:  # free at the start: no releaser (the plain search takes it)
        return False
    if GENTLE.get("far"):  # hard's own rule: far from the heads freed about the same time
        return steer.place_steered(self, level, construct.GROW_TRIES)
    return steer.place_steered(self, level, construct.GROW_TRIES, lambda h, d: near_score(self, h, d))


def _level_order(self: Any) -> Any:
    """Builder._level_order; for the gentle difficulty's "low" choice, level 1 first always."""
    order = _PLAIN_LEVEL_ORDER(self)
    if not getattr(self, "_gentle", False) or self.profile.levels != "low" or not isinstance(order, list):
        return order
    if 1 in order and order[0] != 1 and (GENTLE["first"] >= 1 or self.rng.chance(GENTLE["first"])):
        order.remove(1)
        order.insert(0, 1)
    return order


def _set_free(s: Any, want: int, reduce: bool, *rest: Any, **kw: Any) -> bool:
    if not reduce and GENTLE.get("free_share"):
        want = max(want, math.ceil(GENTLE["free_share"] * len(s.arrows)))
    return _PLAIN_SET_FREE(s, want, reduce, *rest, **kw)


def _target_short(s: Any, rng: Rng) -> int:
    """target_length with the long kind drawn as the one about the mean (the same draws)."""
    length = _PLAIN_TARGET(s, rng)
    mean = max(3.0, (s.n - s.used_count) / max(1, s.count - len(s.arrows)))
    return min(length, max(3, round(mean * 1.2)))


@contextlib.contextmanager
def steered(variant: str, level: Difficulty) -> Iterator[None]:
    """The patches of `variant` (steers joined by `+`) for builds of `level`."""
    parts = set(variant.split("+")) - {"today", "pick"}
    shares = [int(p[4:]) for p in parts if p.startswith("free") and p[4:].isdigit()]
    firsts = [int(p[5:]) for p in parts if p.startswith("first") and p[5:].isdigit()]
    known = (
        {"near", "far", "free", "short", "gen8"}
        | {f"free{n}" for n in shares}
        | {f"first{n}" for n in firsts}
    )
    unknown = parts - known
    if unknown:
        sys.exit(f"bench/local_easy.py: unknown steer(s) {sorted(unknown)}")
    # level 1 first at odds `first` where today's put it last (today: first at odds 0.5)
    first = max(firsts) / 100 if firsts else 1.0
    GENTLE.update(level=level, free_share=max(shares, default=0) / 100, first=max(0.0, 2 * first - 1))
    GENTLE["far"] = "far" in parts
    GENTLE["gen8"] = "gen8" in parts
    with contextlib.ExitStack() as stack:
        stack.enter_context(patched(construct.Builder, "__init__", _init))
        if parts & {"near", "far"}:

            def steered_too(space: Any, count: int, difficulty: Difficulty) -> bool:
                gentle = difficulty == level and space.mode == "2d"
                return gentle or _PLAIN_STEERED(space, count, difficulty)

            stack.enter_context(patched(build, "_steered", steered_too))
            stack.enter_context(patched(construct.Builder, "_place_steered", _place_steered))
        if "free" in parts or shares or firsts:
            stack.enter_context(patched(construct.Builder, "_level_order", _level_order))
        if shares:
            stack.enter_context(patched(build, "set_free", _set_free))
        if "short" in parts:
            stack.enter_context(patched(bodies, "target_length", _target_short))
        yield


def measure(board: Board) -> dict[str, Any]:
    """`quiver check`-grade figures of a board (converged playouts)."""
    m = board.metrics or {}
    random = playouts(board)
    broken = list(gates.failures(m))
    if random.forced_moves > gates.MAX_FORCED:
        broken.append(f"forced {random.forced_moves:.3f} on the converged estimate")
    local = local_scan(board) or 0.0
    ind = local_scan(board, seed=INDEPENDENT) or 0.0
    more = {}
    if MORE_STREAMS:
        each = [local, ind] + [local_scan(board, seed=k) or 0.0 for k in MORE_STREAMS]
        more["local_streams"] = statistics.mean(each)
    return more | {
        "local": local,
        "local_ind": ind,
        "depth": m["depth"],
        "f0": m["free_at_start"] / max(1, m["arrows"]),
        "forced": random.forced_moves,
        "forced_fresh": playouts(board, runs=FRESH_RUNS, seed=FRESH_STREAM).forced_moves,
        "choice": random.mean_choice,
        "scan": random.scan,
        "broken": broken,
    }


def one(spec: PuzzleSpec) -> tuple[Board, int, float]:
    began = time.process_time()
    board = generate(spec)
    return board, 1, time.process_time() - began


def picked(spec: PuzzleSpec, limit: float, tries: int) -> tuple[Board, int, float]:
    """Round 7's pick: build again until the 8-playout estimate reads `limit` or more."""
    began, best = time.process_time(), None
    for k in range(tries):
        board = generate(
            PuzzleSpec(spec.mode, spec.shape, spec.size, spec.arrows, "hard", spec.seed + k * AGAIN_SEED)
        )
        est = local_scan(board, runs=8, seed=1) or 0.0
        if best is None or est > best[0]:
            best = (est, board)
        if est >= limit:
            break
    assert best is not None
    return best[1], k + 1, time.process_time() - began


def rows_for(args: argparse.Namespace, variant: str) -> Iterator[dict[str, Any]]:
    w, h = common.size_of(args.size)
    level = Difficulty(args.level)
    ctx: contextlib.AbstractContextManager[Any] = steered(variant, level)
    if variant == "pick":
        PLAN.update(k=args.tunnels, outer=args.outer, inner=args.inner)
        ctx = straight_tunnels()
    with ctx:
        for seed in range(args.first, args.first + args.seeds):
            spec = common.rect((w, h), args.arrows, args.level, seed)
            board, builds, cpu = picked(spec, args.limit, args.tries) if variant == "pick" else one(spec)
            name = f"pick{args.limit:g}x{args.tries}" if variant == "pick" else variant
            row = {"size": f"{w}x{h}/{args.arrows}", "level": args.level, "variant": name}
            row |= {"set": args.first, "seed": seed, "builds": builds, "ms": 1000 * cpu}
            yield row | measure(board)


def collect(args: argparse.Namespace) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for variant in args.variants.split(","):
        rows = list(rows_for(args, variant))
        out += rows
        common.append_rows(args.out, rows)
        show(f"{rows[0]['size']} {args.level} {variant}, seeds {args.first}-", rows)
    return out


FIELDS = ("local", "local_ind", "local_streams")
KEYS = ("local", "local_ind", "scan", "depth", "f0", "forced", "choice", "builds", "ms")


def show(name: str, rows: list[dict[str, Any]]) -> None:
    med = {k: statistics.median(r[k] for r in rows) for k in KEYS}
    broken = sum(bool(r["broken"]) for r in rows)
    print(
        f"{name}: local {med['local']:.2f} (independent {med['local_ind']:.2f}), scan {med['scan']:.2f}, "
        f"depth {med['depth']}, f0 {med['f0']:.3f}, forced {med['forced']:.3f}, choice {med['choice']:.2f}; "
        f"{broken} of {len(rows)} with a gate broken;{_fresh(rows)} "
        f"builds {statistics.mean(r['builds'] for r in rows):.2f}, "
        f"CPU {statistics.mean(r['ms'] for r in rows):.1f} ms mean, {med['ms']:.1f} median; "
        f"load {os.getloadavg()[0]:.1f}{_streams(rows)}",
        flush=True,
    )


def _fresh(rows: list[dict[str, Any]]) -> str:
    fresh = [r["forced_fresh"] for r in rows if "forced_fresh" in r]  # (rows written before it: none)
    if not fresh:
        return ""
    return f" forced on a fresh {FRESH_RUNS}: median {statistics.median(fresh):.3f}, max {max(fresh):.3f};"


def _streams(rows: list[dict[str, Any]]) -> str:
    if not all("local_streams" in r for r in rows):
        return ""
    return f"; local scan, mean of streams {statistics.median(r['local_streams'] for r in rows):.2f}"


def ratio_interval(
    hard: dict[Any, float], easy: dict[Any, float], boots: int, rng: Rng
) -> tuple[float, float, float]:
    """Median hard / median easy over the seeds both have, and a 5-95% bootstrap interval
    (the seeds drawn with replacement, the same draw for both)."""
    seeds = sorted(set(hard) & set(easy))
    point = statistics.median(hard[s] for s in seeds) / statistics.median(easy[s] for s in seeds)
    draws = []
    for _ in range(boots):
        pick = [seeds[rng.below(len(seeds))] for _ in seeds]
        draws.append(statistics.median(hard[s] for s in pick) / statistics.median(easy[s] for s in pick))
    draws.sort()
    return point, draws[int(0.05 * boots)], draws[int(0.95 * boots) - 1]


def report(paths: list[str], boots: int) -> None:
    rows = common.read_rows(paths)
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[(r["size"], r["level"], r["variant"])].append(r)
    for key in sorted(groups):
        for first in sorted({r["set"] for r in groups[key]}):
            show(f"{' '.join(key)}, seeds {first}-", [r for r in groups[key] if r["set"] == first])
    rng = Rng(2026).stream("bootstrap")
    for key in sorted(k for k in groups if k[1] == "hard"):
        for field in FIELDS:
            if all(field in r for r in groups[key]):
                vals = [r[field] for r in groups[key]]
                p, lo, hi = common.median_interval(vals, boots, rng)
                print(f"{' '.join(key)} median {field} over {len(vals)} seeds: {p:.2f} [{lo:.2f}, {hi:.2f}]")
    for size in sorted({k[0] for k in groups}):
        hards = [k for k in groups if k[0] == size and k[1] == "hard"]
        easies = [k for k in groups if k[0] == size and k[1] == "easy"]
        for hk, ek, field in ((h, e, f) for h in hards for e in easies for f in FIELDS):
            said = ratios(groups[hk], groups[ek], field, boots, rng)
            if said != "-":
                print(f"{size} {hk[2]} / easy {ek[2]} ({field}): {said}")
        order(size, groups)


def ratios(
    hards: list[dict[str, Any]], easies: list[dict[str, Any]], field: str, boots: int, rng: Rng
) -> str:
    """hard / easy per seed set and over both, each with its bootstrap interval."""
    out: list[str] = []
    if not all(field in r for r in hards + easies):
        return "-"
    for first in [*sorted({r["set"] for r in hards} & {r["set"] for r in easies}), None]:
        hard = {(r["set"], r["seed"]): r[field] for r in hards if first in (None, r["set"])}
        easy = {(r["set"], r["seed"]): r[field] for r in easies if first in (None, r["set"])}
        if set(hard) & set(easy):
            p, lo, hi = ratio_interval(hard, easy, boots, rng)
            out.append(f"{first or 'all'}- {p:.2f} [{lo:.2f}, {hi:.2f}]")
    return "; ".join(out)


def order(size: str, groups: dict[tuple[str, str, str], list[dict[str, Any]]]) -> None:
    """Whether each easy variant sits under each medium and each medium under each hard,
    on the medians of depth, forced moves, scan and local scan, and over on f0."""
    by = {lv: [k for k in groups if k[0] == size and k[1] == lv] for lv in ("easy", "medium", "hard")}
    med = {k: {f: statistics.median(r[f] for r in groups[k]) for f in KEYS} for k in groups}
    for e in by["easy"]:
        for m in by["medium"]:
            for h in by["hard"]:
                a, b, c = med[e], med[m], med[h]
                bad = [f for f in ("depth", "forced", "scan", "local") if not a[f] < b[f] < c[f]]
                bad += ["f0"] if not a["f0"] > b["f0"] > c["f0"] else []
                said = "kept" if not bad else "broken on " + ", ".join(bad)
                print(f"{size} order easy {e[2]} < medium {m[2]} < hard {h[2]}: {said}")


def moves_report(args: argparse.Namespace, seeds: int = 20, runs: int = 10) -> None:
    """Where the looks go on each variant's boards (bench/local_moves.py's kinds of move)."""
    w, h = common.size_of(args.size)
    for variant in args.variants.split(","):
        out: dict[str, list[float]] = defaultdict(list)
        rng = Rng(0).stream("local_moves")
        with steered(variant, Difficulty(args.level)):
            for seed in range(args.first, args.first + seeds):
                board = generate(common.rect((w, h), args.arrows, args.level, seed))
                play_moves(board, runs, rng, out)
        total = len(out["all"])
        kinds = ("chain", "other, after a release", "other, after none")
        said = "; ".join(
            f"{k} {len(out[k]) / total:.2f}, {statistics.mean(out[k] or [0]):.2f}" for k in kinds
        )
        why = ("why: after none, free arrows", "why: after none, random-order")
        print(
            f"{args.size}/{args.arrows} {args.level} {variant}, moves (share, looks): {said}; after none "
            f"{statistics.mean(out[why[0]] or [0]):.2f} free, "
            f"random order {statistics.mean(out[why[1]] or [0]):.2f}"
        )


def shapes_report(args: argparse.Namespace, seeds: int) -> None:
    """The classic shapes (every mode, default sizes): easy boards of each variant, the
    gates broken and the median local scan (3D and Flat boards have the visibility gate)."""
    for variant in args.variants.split(","):
        broken, scans = 0, []
        with steered(variant, Difficulty(args.level)):
            for mode, shapes in CLASSIC_SHAPES.items():
                for shape, seed in ((sh, k) for sh in shapes for k in range(seeds)):
                    board = generate(
                        PuzzleSpec(mode, shape, default_size(mode, shape), None, args.level, seed)
                    )
                    broken += bool(gates.failures(board.metrics or {}))
                    scans.append(local_scan(board) or 0.0)
        print(
            f"classic shapes {args.level} {variant}, seeds 0-{seeds - 1}: {len(scans)} boards, {broken} with "
            f"a gate broken; local scan median {statistics.median(scans):.2f}"
        )


def main() -> None:
    parser = common.local_parser(__doc__, rows=True)
    parser.add_argument("--level", default="easy", choices=("easy", "medium", "hard"))
    parser.add_argument("--variants", default="today,near")
    parser.add_argument("--limit", type=float, default=4.0, help="pick: build again under this estimate")
    parser.add_argument("--tries", type=int, default=3, help="pick: at most this many builds")
    parser.add_argument("--tunnels", type=int, default=2, help="pick: bench/local_tunnels.py's")
    parser.add_argument("--outer", type=int, default=6)
    parser.add_argument("--inner", type=int, default=3)
    parser.add_argument("--shapes", type=int, default=0, help="N seeds of every classic shape")
    parser.add_argument("--moves", action="store_true", help="the kinds of move (20 seeds, 10 runs)")
    parser.add_argument("--streams", default="", help="more local playout streams, e.g. 9,13,17,21")
    args = common.parsed(parser, "two seeds of 11x13/30, every variant")
    MORE_STREAMS[:] = [int(v) for v in args.streams.split(",") if v]
    if args.report is not None:
        report(args.report, args.boot)
        return
    if args.shapes and not args.smoke:
        shapes_report(args, args.shapes)
        return
    if args.moves and not args.smoke:
        moves_report(args)
        return
    if not args.smoke:
        collect(args)
        return
    with common.smoke_rows(args, seeds=2, outer=3, inner=3, limit=2.8):
        for level, variants in (
            ("easy", "today,gen8,near+gen8+free+short,gen8+first75+free60"),
            ("medium", "near"),
            ("hard", "pick"),
        ):
            args.level, args.variants = level, variants
            MORE_STREAMS[:] = [9] if level == "hard" else []
            collect(args)
        report([args.out], 50)
    moves_report(args, 2, 2)
    if args.shapes:  # (tests/test_bench_smoke.py runs it beside the plain smoke)
        args.level, args.variants = "easy", "free+short"
        shapes_report(args, 1)


if __name__ == "__main__":
    main()
