"""Tunnels into the deep core, and the gates left out (issue 24 item 3, a fifth and sixth
round; ADR 0006): what raises the local player's looks on hard boards, without changing
the generator.

    python bench/local_tunnels.py [--size 16x20] [--arrows 65] [--seeds 40] [--first 300000]
                                  [--tunnels 4] [--outer 6] [--inner 3] [--gap 0] [--moves]
                                  [--best-of 4] [--ungated] [--early N] [--smoke]

Prints, for today's hard boards and the same seeds built with tunnels (with and without
straighter bodies), the median `quiver check` local scan, the median depth, the boards
with a gate broken and the CPU time of a build.

A tunnel (a probe, not in the generator): before a hard build starts, `--tunnels`
straight segments reaching `--outer` + `--inner` cells from an edge inward are held back
and count as cleared ground (level 0) while the build covers the rest, so the deep
arrows are built around them and their rays may cross them. Then two straight arrows
fill each segment, both pointing out of the shape: the outer one (`--outer` cells, free
at the start) and the inner one behind it (`--inner` cells, freed by it). Both go first
in the clear order, so every arrow whose ray crosses them still comes after them. The
inner arrow is a shallow arrow in the deep core, and it frees nothing: once the player
removes it, everything around it still stands, and the next free arrow is far.

--moves: the local player's moves on the tunnel boards by kind (the outer and inner
arrows played, the move after an inner one, and the usual kinds), with today's beside;
the free arrows a search meets (the tunnel ones apart), and at which move the tunnel
arrows are played and for how many moves they were free before.
--best-of K: the tunnel boards with straighter bodies, the best of k consecutive builds
(k = 1, 2, K) by an 8-playout local-scan estimate from stream 1 (as bench/local_spread.py).
--ungated: today's construction with no fairness gate at all (every candidate accepted)
and hard rounds 1-4 arrows wide: whether the gates are what holds local scan down.
--gap G (sixth round): each tunnel's mouth G cells in from the edge, so its outer arrow
is not free at the start but waits on the arrows the build lays between the mouth and
the edge (the tunnel's arrows then go where a clear order puts them; a seed whose every
try cycles is built as today and counted).
--levelled (sixth round): the tunnel cells read as their arrows' levels (outer 1, inner
2) while the build covers the rest, not as level 0.
--sides (sixth round): tunnel k from side k % 4, so that the mouths and the inner arrows
lie apart.
--early N (sixth round): N tunnel builds (straighter), each first build estimated by the
local player (8 playouts, stream 1) on the arrows placed by 25, 50, 75 and 100% of its
construction; the correlation with the board's measured local scan, and what keeping
only the top half or quarter of the estimates would give and cost (a build given up at
that share of its CPU, plus the one kept).
--smoke: two seeds of 11x13/30, every report (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import contextlib
import heapq
import inspect
import os
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# before quiver is imported: the trials patch the generator's functions, which compiled
# callers would call past (and inspect.getsource cannot read a compiled one)
os.environ["QUIVER_PURE"] = "1"

from _local_common import local_parser, parsed, rect, size_of, smoke_board
from local_moves import _look

from quiver.engine.board import Board
from quiver.engine.measures import local_scan
from quiver.engine.modes import Difficulty
from quiver.engine.player import _neighbours, _tables, head_points, local_playouts, ways_of
from quiver.engine.rng import Rng
from quiver.generator import bodies, build, construct, counts, gates, generate, huge3d, steer
from quiver.generator.fairness import Verdict, peel_levels
from quiver.generator.finish import merge_down_to, set_free, split_up_to
from quiver.generator.free_order import snapshot
from quiver.generator.frontier import Lines
from quiver.generator.state import Stuck
from quiver.generator.tables import ray_at

Tunnel = tuple[list[int], int]  # cells from the edge inward, the direction out
PLAN: dict[str, Any] = {
    "k": 4,
    "outer": 6,
    "inner": 3,
    "gap": 0,
    "plain": 0,
    "levelled": False,
    "sides": False,
    "last": [],
}


@contextlib.contextmanager
def patched(obj: object, attr: str, value: object) -> Iterator[None]:
    old = getattr(obj, attr)
    setattr(obj, attr, value)
    try:
        yield
    finally:
        setattr(obj, attr, old)


def pick_tunnels(space: Any, rng: Rng) -> list[Tunnel]:
    """`PLAN["k"]` segments that do not overlap, each on a random axis line from a random end."""
    shared, gap = Lines.of(space), PLAN["gap"]
    length = gap + PLAN["outer"] + PLAN["inner"]
    out: list[Tunnel] = []
    taken: set[int] = set()
    for _ in range(200):
        if len(out) == PLAN["k"]:
            break
        li = rng.below(len(shared.lines))
        members, a = shared.lines[li], shared.line_axis[li]
        if len(members) < length + 4 or (PLAN["sides"] and a != len(out) % 4 // 2):
            continue  # --sides: tunnel k from side k % 4 (an axis, then its end)
        high = len(out) % 2 == 0 if PLAN["sides"] else rng.chance(0.5)
        cells, d = (members[::-1][:length], 2 * a) if high else (members[:length], 2 * a + 1)
        cells = cells[gap:]  # --gap: the mouth that many cells in from the edge
        if not taken & set(cells):
            taken |= set(cells)
            out.append((cells, d))
    return out


def tunnel_arrows(t: Tunnel) -> list[tuple[list[int], int]]:
    """The outer arrow (head on the edge) and the inner one behind it, tail first."""
    cells, d = t
    return [(cells[: PLAN["outer"]][::-1], d), (cells[PLAN["outer"] :][::-1], d)]


def _run_reserved(self: Any, prefix: Any = ()) -> None:
    """Builder.run with the tunnel cells used and unowned (cleared ground, level 0)."""
    s, cells = self.state, [c for t in self._tunnels for c in t[0]]
    s.frontier.start()
    for c in cells:
        s.used[c] = 1
    if PLAN["levelled"]:  # the outer cells read as level 1, the inner ones as 2
        for t in self._tunnels:
            for k, c in enumerate(t[0]):
                s.cell_level[c] = 1 if k < PLAN["outer"] else 2
    s.used_count += len(cells)
    s.frontier.mark(cells)
    with patched(s.frontier, "start", lambda: None):
        _PLAIN_RUN(self, prefix)


def _ordered(
    space: Any, rays: Any, arrows: list[tuple[list[int], int]]
) -> list[tuple[list[int], int, int]] | None:
    """The arrows in a clear order (each after every arrow on its ray; otherwise in the
    given order) with their peel levels; None if they block each other in a cycle. With
    `--gap` a tunnel's outer arrow waits on the arrows between its mouth and the edge."""
    owner = {c: i for i, (body, _) in enumerate(arrows) for c in body}
    on_ray = [{owner[c] for c in ray_at(rays, space, body[-1], d) if c in owner} for body, d in arrows]
    waiters: list[list[int]] = [[] for _ in arrows]
    for i, blockers in enumerate(on_ray):
        for b in blockers:
            waiters[b].append(i)
    count = [len(b) for b in on_ray]
    ready = [i for i, n in enumerate(count) if not n]
    heapq.heapify(ready)
    level = [0] * len(arrows)
    out: list[tuple[list[int], int, int]] = []
    while ready:
        i = heapq.heappop(ready)
        level[i] = 1 + max((level[b] for b in on_ray[i]), default=0)
        out.append((list(arrows[i][0]), arrows[i][1], level[i]))
        for w in waiters[i]:
            count[w] -= 1
            if not count[w]:
                heapq.heappush(ready, w)
    return out if len(out) == len(arrows) else None


def _with_tunnels(
    space: Any,
    count: int,
    difficulty: Difficulty,
    rng: Rng,
    wide: Any,
    keep: Any = (),
    steer: int = 1,
    before_free: Any = None,
    watch: int = 0,
) -> Any:
    """build.build_arrows with tunnels on hard 2D builds (a retry builds afresh: new tunnels;
    `watch`, build.EARLY_ABORT's, is 0 on 2D boards)."""
    if difficulty != Difficulty.HARD or space.mode != "2d":
        return _PLAIN_BUILD(space, count, difficulty, rng, wide, keep, steer, before_free, watch)
    tunnels = pick_tunnels(space, rng.stream("tunnel"))
    for attempt in range(build.MAX_ATTEMPTS):
        rest = count - 2 * len(tunnels)
        builder = construct.Builder(space, rest, difficulty, rng.stream(attempt), wide, steer)
        builder._tunnels = tunnels  # type: ignore[attr-defined]
        try:
            builder.run()
        except Stuck:
            continue
        s = builder.state
        first = [a for t in tunnels for a in tunnel_arrows(t)]
        order = _ordered(space, s.ray_t, first + list(zip(s.arrows, s.dirs, strict=True)))
        if order is None:  # --gap: an arrow at the mouth waits on the tunnel
            continue
        PLAN["last"] = tunnels
        return replayed(space, count, difficulty, rng, wide, steer, order, before_free)
    if PLAN["gap"]:  # every attempt cycled: today's build, counted
        PLAN["plain"] += 1
        return _PLAIN_BUILD(space, count, difficulty, rng, wide, keep, steer, before_free, watch)
    raise Stuck


def replayed(
    space: Any,
    count: int,
    difficulty: Difficulty,
    rng: Rng,
    wide: Any,
    steer: int,
    order: list[tuple[list[int], int, int]],
    before_free: Any,
) -> Any:
    """A build state replaying `order` (a clear order with levels), finished as
    build.build_arrows finishes one: the count, then the free-arrow pass."""
    replay = construct.Builder(space, count, difficulty, rng.stream("replay"), wide, steer)
    replay.run(order)
    state = replay.state
    state.built = state.placed()
    merge_down_to(state, count)
    split_up_to(state, huge3d.split_target(state, count, counts.count_tolerance(count)))
    if before_free is not None:  # as build_arrows keeps it, for other free orders
        before_free.append(snapshot(state))
    set_free(state, gates.free_target(len(state.arrows)), reduce=True)
    return state


_PLAIN_RUN, _PLAIN_BUILD = construct.Builder.run, build.build_arrows


@contextlib.contextmanager
def tunnels_on() -> Iterator[None]:
    def run(self: Any, prefix: Any = ()) -> None:
        (_run_reserved if hasattr(self, "_tunnels") else _PLAIN_RUN)(self, prefix)

    with patched(construct.Builder, "run", run), patched(build, "build_arrows", _with_tunnels):
        yield


@contextlib.contextmanager
def straight_tunnels(on: bool = True) -> Iterator[None]:
    """The fifth round's tunnels with straighter bodies (tunnels_on, straighter: round 7's
    pick builds them so); not `on`, today's builds."""
    with contextlib.ExitStack() as ctx:
        if on:
            ctx.enter_context(tunnels_on())
            ctx.enter_context(straighter())
        yield


@contextlib.contextmanager
def straighter() -> Iterator[None]:
    """Bodies bend less (a straight step weighs 1, 3 instead of 0.12, 0.5: ADR 0006's
    "straighter bodies"): `bodies.grow`'s source with that one line changed."""
    line = "straight = 0.12 if run >= 2 else 0.5"
    source = inspect.getsource(bodies.grow)
    if line not in source:
        sys.exit("bench/local_tunnels.py: bodies.grow changed; update --straight's line")
    space = dict(vars(bodies))
    exec(source.replace(line, "straight = 1.0 if run >= 2 else 3.0"), space)
    with patched(construct, "grow", space["grow"]), patched(steer, "grow", space["grow"]):
        yield


def measured(size: tuple[int, int], arrows: int, seeds: range) -> list[tuple[float, Board, float]]:
    rows = []
    for seed in seeds:
        began = time.process_time()
        board = generate(rect(size, arrows, "hard", seed))
        rows.append((local_scan(board) or 0.0, board, time.process_time() - began))
    return rows


def summary(name: str, rows: list[tuple[float, Board, float]]) -> None:
    metrics = [b.metrics or {} for _, b, _ in rows]
    if PLAN["plain"]:  # --gap
        name, PLAN["plain"] = f"{name} ({PLAN['plain']} builds without tunnels: every try cycled)", 0
    print(
        f"{name}: local scan {statistics.median(r[0] for r in rows):.2f}, depth "
        f"{statistics.median(m['depth'] for m in metrics)}, {sum(bool(gates.failures(m)) for m in metrics)} "
        f"of {len(rows)} with a gate broken, {1000 * statistics.mean(r[2] for r in rows):.1f} ms CPU a build"
    )


def move_kinds(boards: list[tuple[Board, list[Tunnel]]], runs: int, out: dict[str, list[float]]) -> None:
    """The local player's looks by kind of move; the tunnels' arrows found by their cells."""
    rng = Rng(0).stream("local_tunnels")
    for board, tunnels in boards:
        alive, ways = ways_of(board)
        mark = {frozenset(c): k for t in tunnels for (c, _), k in zip(tunnel_arrows(t), "oi", strict=True)}
        kind = {n: mark.get(frozenset(board.arrows[a].cells)) for n, a in enumerate(alive)}
        near, (count0, waiters, start) = _neighbours(head_points(board, alive)), _tables(len(alive), ways)
        for _ in range(runs):
            count, free = list(count0), list(start)
            is_free, gone = bytearray(len(alive)), bytearray(len(alive))
            for k in free:
                is_free[k] = 1
            j, freed, since, move = -1, set(), dict.fromkeys(start, 0), 0
            while free:
                move += 1
                if j < 0:
                    looks, j, what = (len(alive) + 1) / (len(free) + 1), free[rng.below(len(free))], "first"
                else:
                    last = kind[j]
                    looks, j = _look(near[j], gone, is_free, rng)
                    what = (
                        "after an inner one" if last == "i" else
                        {"o": "play an outer one", "i": "play an inner one"}.get(kind[j] or "") or
                        ("chain" if j in freed else "after a release" if freed else "after none")
                    )  # fmt: skip
                    if what == "play an inner one" and j in freed:
                        what = "play an inner one, its outer one just played"
                    if what in ("after none", "play an outer one", "play an inner one"):  # a search
                        SEARCHED["free"].append(len(free))
                        SEARCHED["tunnel"].append(sum(kind[k] is not None for k in free))
                out[what].append(looks)
                out["all"].append(looks)
                if kind[j] is not None:  # when a tunnel arrow is played, and how long it was free
                    SEARCHED[f"{kind[j]} at"].append(move)
                    SEARCHED[f"{kind[j]} free for"].append(move - since[j])
                free.remove(j)
                is_free[j], gone[j], freed = 0, 1, set()
                for w in waiters[j]:
                    count[w] -= 1
                    if not count[w] and not is_free[w] and not gone[w]:
                        is_free[w] = 1
                        free.append(w)
                        freed.add(w)
                        since[w] = move


SEARCHED: dict[str, list[int]] = defaultdict(list)  # --moves


def moves_report(size: tuple[int, int], arrows: int, seeds: range, runs: int) -> None:
    for name, ctx in (("today", contextlib.nullcontext()), ("tunnels", tunnels_on())):
        boards = []
        with ctx:
            for seed in seeds:
                PLAN["last"] = []
                boards.append((generate(rect(size, arrows, "hard", seed)), PLAN["last"]))
        out: dict[str, list[float]] = defaultdict(list)
        move_kinds(boards, runs, out)
        total = len(out.pop("all"))
        print(f"{name}, the local player's moves: share, looks")
        for key in sorted(out):
            print(f"  {key:20s} {len(out[key]) / total:.3f}  {statistics.mean(out[key]):.2f}")
        free, tunnel = (statistics.mean(SEARCHED[k]) for k in ("free", "tunnel"))
        print(
            f"  free arrows at a search (after a removal that freed nothing): {free:.2f}, tunnel {tunnel:.2f}"
        )
        if SEARCHED["o at"]:
            o_at, o_for, i_at, i_for = (
                statistics.mean(SEARCHED[k]) for k in ("o at", "o free for", "i at", "i free for")
            )
            print(
                f"  outer arrows played at move {o_at:.1f}, free {o_for:.1f}; inner {i_at:.1f}, {i_for:.1f}"
            )
        SEARCHED.clear()


def best_of(size: tuple[int, int], arrows: int, seeds: range, top: int) -> None:
    with tunnels_on(), straighter():
        rows = measured(size, arrows, seeds)
    picked = [(local_scan(b, runs=8, seed=1) or 0.0, scan, b) for scan, b, _ in rows]
    for k in sorted({1, 2, top}):
        picks = [max(picked[g : g + k], key=lambda r: r[0]) for g in range(0, len(picked) - k + 1, k)]
        depth = statistics.median((p[2].metrics or {})["depth"] for p in picks)
        scan = statistics.median(p[1] for p in picks)
        print(f"tunnels, straighter, best of {k}: local scan {scan:.2f}, depth {depth}")


def ungated(size: tuple[int, int], arrows: int, seeds: range) -> None:
    def judge(s: Any, *_: Any, **__: Any) -> Verdict:
        return Verdict(0, 0.0, levels=peel_levels(s))

    for wide in (1, 2, 3, 4):
        with (
            patched(build, "judge", judge),
            patched(gates, "failures", lambda m: []),
            patched(build, "WIDE_STEPS", (wide,) + ("low",) * 9),
            patched(build, "SMALL_EXTRA_STEPS", ()),
        ):
            rows = [(b, local_scan(b) or 0.0) for _, b, _ in measured(size, arrows, seeds)]
        m = [b.metrics or {} for b, _ in rows]
        print(
            f"ungated, rounds {wide} wide: local scan {statistics.median(s for _, s in rows):.2f}, depth "
            f"{statistics.median(x['depth'] for x in m)}, "
            f"forced {statistics.median(x['forced_moves'] for x in m):.3f}"
        )


EARLY_AT = (0.25, 0.5, 0.75, 1.0)  # --early: the shares of the first build's arrows
EARLY: dict[str, Any] = {"builder": None, "at": [], "spent": 0.0}


def _prefix_scan(s: Any, m: int) -> float:
    """The local player (8 playouts, stream 1) on the first `m` arrows of a build: the
    outer part, peeled first, with the cells not yet covered left out."""
    space, owner = s.space, s.owner
    ways = []
    for k in range(m):
        head, d = s.arrows[k][-1], s.dirs[k]
        ways.append((k, sorted({owner[c] for c in ray_at(s.ray_t, space, head, d) if 0 <= owner[c] < m})))
    heads = [tuple(float(v) for v in space.coord(s.arrows[k][-1])) for k in range(m)]
    return local_playouts(m, ways, heads, 8, Rng(1).stream("local-playout"))


def _place_watched(self: Any, body: list[int], d: int, level: int) -> None:
    """Builder._place, and on the first build of a board a prefix estimate at each share."""
    _PLAIN_PLACE(self, body, d, level)
    if EARLY["builder"] is None and (hasattr(self, "_tunnels") or not tunnels_active()):
        EARLY["builder"] = self
    if EARLY["builder"] is not self:
        return
    at, placed = EARLY["at"], len(self.state.arrows)
    if len(at) < len(EARLY_AT) and placed >= EARLY_AT[len(at)] * self.state.count:
        began = time.process_time()
        at.append((placed, began - EARLY["spent"], _prefix_scan(self.state, placed)))
        EARLY["spent"] += time.process_time() - began


def tunnels_active() -> bool:
    return build.build_arrows is not _PLAIN_BUILD


_PLAIN_PLACE = construct.Builder._place


def early(size: tuple[int, int], arrows: int, seeds: range) -> None:
    """How well a local-scan estimate on the part of a build placed so far predicts the
    board's measured local scan, and what building until one reads high would cost."""
    rows = []
    with tunnels_on(), straighter(), patched(construct.Builder, "_place", _place_watched):
        for seed in seeds:
            EARLY.update(builder=None, at=[], spent=0.0)
            began = time.process_time()
            board = generate(rect(size, arrows, "hard", seed))
            total = time.process_time() - began - EARLY["spent"]
            at = [(cpu - began) / total for _, cpu, _ in EARLY["at"]]
            rows.append((local_scan(board) or 0.0, [e for _, _, e in EARLY["at"]], at))
    final = [r[0] for r in rows]
    median = statistics.median(final)
    print(f"early estimates, {len(rows)} tunnel builds (straighter): local scan median {median:.2f}")
    for n, share in enumerate(EARLY_AT):
        got = [(r[0], r[1][n], r[2][n]) for r in rows if len(r[1]) > n]
        x, cpu = [g[1] for g in got], statistics.median(g[2] for g in got)
        rho = statistics.correlation(x, [g[0] for g in got]) if len(got) > 2 else 0.0
        print(f"  at {share:.0%} of the first build ({cpu:.0%} of its CPU): correlation {rho:+.2f}")
        for keep in (0.5, 0.25):
            cut = sorted(x)[int(len(x) * (1 - keep))]
            kept = [g[0] for g in got if g[1] >= cut]
            cost = 1 + (1 / keep - 1) * cpu  # the builds given up, each at that share of one
            got_scan = statistics.median(kept)
            print(f"    keep the top {keep:.0%}: local scan median {got_scan:.2f}, ~{cost:.2f} builds")


def main() -> None:
    parser = local_parser(__doc__)
    parser.add_argument("--tunnels", type=int, default=4)
    parser.add_argument("--outer", type=int, default=6)
    parser.add_argument("--inner", type=int, default=3)
    parser.add_argument("--gap", type=int, default=0, help="tunnel mouths this many cells in from the edge")
    parser.add_argument(
        "--levelled", action="store_true", help="tunnel cells read as levels 1, 2 in the build"
    )
    parser.add_argument("--sides", action="store_true", help="each tunnel from the next side of the four")
    parser.add_argument("--moves", action="store_true", help="the local player's moves by kind")
    parser.add_argument("--best-of", type=int, default=0, help="best of k builds (k = 1, 2, K)")
    parser.add_argument("--ungated", action="store_true", help="today's construction with no gate")
    parser.add_argument("--early", type=int, default=0, help="N builds: the prefix estimates' reach")
    args = parsed(parser, "two seeds of 11x13/30, every report")
    size, arrows, count = smoke_board(args, 2)
    if args.smoke:
        args.tunnels, args.outer = 2, 3
    w, h = size_of(size)
    seeds = range(args.first, args.first + count)
    PLAN.update(
        k=args.tunnels,
        outer=args.outer,
        inner=args.inner,
        gap=args.gap,
        levelled=args.levelled,
        sides=args.sides,
    )
    shape = f"{w}x{h}/{arrows} hard, tunnels {args.tunnels} x ({args.outer} + {args.inner} cells)"
    summary(f"{shape}: today", measured((w, h), arrows, seeds))
    with tunnels_on():
        summary(f"{shape}: tunnels", measured((w, h), arrows, seeds))
        with straighter():
            summary(f"{shape}: tunnels, straighter", measured((w, h), arrows, seeds))
    if args.moves or args.smoke:
        moves_report((w, h), arrows, seeds[:20], 2 if args.smoke else 10)
    if args.best_of or args.smoke:
        top = max(2, args.best_of)
        best_of((w, h), arrows, range(args.first, args.first + count * top), top)
    if args.ungated or args.smoke:
        ungated((w, h), arrows, seeds)
    if args.early or args.smoke:
        early((w, h), arrows, range(args.first, args.first + max(4, args.early)))


if __name__ == "__main__":
    main()
