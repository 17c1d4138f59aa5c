"""Hard 2D boards built inside out, and a playout-free predictor (issue 24 item 3, a
seventh round; ADR 0006): arrows placed in reverse clear order, so that the local
player's next look is known when an arrow is laid.

    python bench/local_inside_out.py [--size 16x20] [--arrows 65] [--seeds 40] [--first 300000]
                                     [--mode cost] [--fmax 4] [--top 12] [--close 1] [--margin 2]
                                     [--predictor N] [--again L1,L2 --tries K --tunnels T --keep P --plain]
                                     [--no-today] [--smoke]

A probe, not in the generator. The first arrow placed is the last one cleared; each new
arrow's ray may cross only unused cells (or leave the shape at once), and its body takes
unused cells, so an arrow placed later (cleared earlier) may cross a ray anywhere. When
arrow k is laid, the board the player faces after removing it in this clear order is
exactly the arrows placed before it, and the free ones among them are those whose rays
no arrow has crossed yet ("open"): the cost of that move for the local player (arrows
looked at, nearest head first, until a free one) is known from the head cell alone.
`--mode cost` weighs the `--top` heads with the highest such cost (a little noise between
equal ones), each with a grown body, and takes the best after a penalty of `--close` per
open arrow over `--fmax` (and one under 2, a forced move); `--mode random` takes a random
valid head (inside out, unsteered).

Full coverage: the inside-out build keeps `--margin` cells at the edge unused, refuses a
body that leaves a cell unable to see the edge along its row or column through unused
cells or a region of unused cells under 3 cells or with no valid head, and when nothing
fits gives the cells left to the tails beside them where the order allows (a cell joins
arrow b's tail if b was placed after every arrow whose ray crosses it). What is left (the
ring at the edge and a few cells inside) is covered by the generator's own construction,
outside in, as arrows cleared before the whole core: the core's cells count as cleared
ground and no head whose ray crosses them is taken. A try whose ring gets stuck starts
again; after 40, today's build (counted). The ring, then the core in reverse, is a clear
order; it is replayed into the generator's build state, so the count, free-arrow pass,
gates, repairs and rebuilds are the generator's own.

Prints easy and today's hard boards and the inside-out ones on the same seeds: median
`quiver check` local scan, depth, boards with a gate broken, forced moves, CPU a build;
the mean cost the build saw at each placement and how often the arrow placed before was
the nearest free one (the build's clear order is then the local player's).
--predictor N: idea 2, a playout-free walk (the local player's looks along the board's
own clear order) against an 8-playout estimate (stream 1), each ranked against `quiver
check`'s figure over N of today's hard boards (Spearman), with the CPU each costs.
--again L1,L2,... [--tries K] [--tunnels T --outer O --inner I] [--plain]: what an 8-playout
estimate of the finished board (stream 1) buys when it only decides whether to build
again: each seed is built up to K times (the k-th build on seed + k * 1,000,000), stopping
at the first whose estimate reaches the limit, and the one with the highest estimate is
kept; bench/local_tunnels.py's tunnels with straighter bodies (today's builds with
--plain). Prints, per limit, the median `quiver check` local scan and depth of the kept
boards, the builds a board, the boards with a gate broken and the CPU of the builds and
estimates a board (mean and median) against one build. --keep P: each build after the
first keeps the first board's arrows at peel levels under P% of its depth (as
quiver-gen/8's rebuild keeps its outer part, the tunnels' arrows with it: levels 1 and 2)
and builds the rest again by today's construction (straighter bodies).
--smoke: two seeds of 11x13/30: --again, --predictor and the inside-out build
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["QUIVER_PURE"] = "1"  # the trial patches build.build_arrows

from _local_common import AGAIN_SEED, local_parser, parsed, ranks, rect, size_of, smoke_board
from local_tunnels import PLAN, _ordered, patched, replayed, straight_tunnels

from quiver.engine.board import Board
from quiver.engine.measures import local_scan
from quiver.engine.modes import Difficulty
from quiver.engine.player import head_points, ways_of
from quiver.engine.rng import Rng
from quiver.generator import build, construct, gates, generate
from quiver.generator.state import Stuck
from quiver.generator.tables import ray_table

OPT: dict[str, Any] = {
    "margin": 2,
    "hidden": 0,
    "mode": "cost",
    "fmax": 4,
    "top": 12,
    "close": 1.0,
    "cross": 0.0,
    "closable": 0,
    "pairs": 0.0,
    "stuck": 0,
    "builds": 0,
}
SIDE = {0: (2, 3), 1: (2, 3), 2: (0, 1), 3: (0, 1)}  # the axis across each 2D direction


class InsideOut:
    """One inside-out construction of `count` arrows on a 2D space (see the module doc)."""

    def __init__(self, space: Any, count: int, rng: Rng) -> None:
        n = self.n = len(space)
        self.space, self.count, self.rng = space, count, rng
        self.used = bytearray(n)
        self.pts = [space.coord(c) for c in range(n)]
        self.rays = [[tuple(space.ray(c, d) or ()) for d in range(4)] for c in range(n)]
        self.necks = [[space.neck(c, d) for d in range(4)] for c in range(n)]
        self.shift = [[space.shift(c, d) for d in range(4)] for c in range(n)]
        self.nbrs = [space.neighbors(c) for c in range(n)]
        self.valid = bytearray(4 * n)  # (head, d) whose neck and ray are unused
        self.on_ray: list[list[int]] = [[] for _ in range(n)]  # cell -> pairs whose ray holds it
        for c in range(n):
            for d in range(4):
                if self.necks[c][d] is not None:
                    self.valid[4 * c + d] = 1
                    for x in self.rays[c][d]:
                        self.on_ray[x].append(4 * c + d)
        w, h = space.size[0], space.size[1]
        m = OPT["margin"]  # the ring left to the generator's construction
        self.inner = bytearray(
            1 if m <= x < w - m and m <= y < h - m else 0 for x, y in (self.pts[c][:2] for c in range(n))
        )
        self.lines = [line for a in (0, 1) for line in space.axis_lines(a)]
        self.arrows: list[list[int]] = []
        self.dirs: list[int] = []
        self.heads: dict[int, int] = {}
        self.open: list[int] = []  # arrows whose ray no arrow crosses yet
        self.watch: list[list[int]] = [[] for _ in range(n)]  # cell -> open arrows over it
        self.over: list[list[int]] = [[] for _ in range(n)]  # cell -> every arrow whose ray crosses it

    # -- the build ---------------------------------------------------------------------
    def run(self) -> list[tuple[list[int], int]] | None:
        while len(self.arrows) < 4 * self.count and not all(self.used):
            if not self._place_next():
                self._absorbed()
                break
        return list(zip(self.arrows, self.dirs, strict=True))

    def _absorbed(self) -> None:
        """When no arrow fits, the cells left join the tails beside them: cell c may join
        arrow b's tail if b was placed after every arrow whose ray crosses c (b then
        leaves before them) and c is not on b's own ray. None if some cell is left."""
        used, owner = self.used, {c: i for i, body in enumerate(self.arrows) for c in body}
        changed = True
        while changed:
            changed = False
            for c in range(self.n):
                if used[c] or not self.inner[c]:
                    continue
                over = max(self.over[c], default=-1)
                for y in self.nbrs[c]:
                    b = owner.get(y, -1)
                    body = self.arrows[b] if b >= 0 else None
                    if body is None or body[0] != y or b <= over:
                        continue
                    if c in self.rays[body[-1]][self.dirs[b]]:
                        continue
                    body.insert(0, c)
                    used[c], owner[c], changed = 1, b, True
                    break

    def _pairs(self) -> list[int]:
        used, necks, valid = self.used, self.necks, self.valid
        out = []
        for p in range(4 * self.n):
            if valid[p]:
                h, d = divmod(p, 4)
                nk = necks[h][d]
                if used[h] or nk is None or used[nk] or not self.inner[h] or not self.inner[nk]:
                    valid[p] = 0
                elif self._side_ok(h, d):
                    out.append(p)
        return out

    def _side_ok(self, h: int, d: int) -> bool:
        heads, shift = self.heads, self.shift
        run = 1
        for e in SIDE[d]:
            x = shift[h][e]
            while x is not None and heads.get(x) == d:
                run += 1
                x = shift[x][e]
        return run <= 3

    def cost(self, h: int) -> float:
        """The local player's looks from head `h` on the arrows placed so far (nearest
        first, a group of equal distance counted as the player counts it)."""
        px, py = self.pts[h]
        opened = set(self.open)
        best, free_at = None, 0
        for i in self.open:
            hx, hy = self.pts[self.arrows[i][-1]]
            d2 = (hx - px) ** 2 + (hy - py) ** 2
            if best is None or d2 < best:
                best, free_at = d2, 1
            elif d2 == best:
                free_at += 1
        if best is None:
            return 0.0
        nearer = tie = 0
        for i, body in enumerate(self.arrows):
            if i in opened:
                continue
            hx, hy = self.pts[body[-1]]
            d2 = (hx - px) ** 2 + (hy - py) ** 2
            if d2 < best:
                nearer += 1
            elif d2 == best:
                tie += 1
        return nearer + (tie + free_at + 1) / (free_at + 1)

    def _nearest_free(self, h: int) -> int:
        px, py = self.pts[h]
        return min(
            (self.arrows[i][-1] for i in self.open),
            key=lambda q: (self.pts[q][0] - px) ** 2 + (self.pts[q][1] - py) ** 2,
        )

    def _place_next(self) -> bool:
        pairs = self._pairs()
        if not pairs:
            return False
        rng = self.rng
        if OPT["closable"]:  # a ray with no inner cell stays open until the ring is built
            inner = self.inner
            keep = [p for p in pairs if sum(inner[x] for x in self.rays[p // 4][p % 4]) >= OPT["closable"]]
            pairs = keep or pairs
        if OPT["mode"] == "random" or not self.arrows:
            rng.shuffle(pairs)
            ranked, scores = pairs, {}
        else:
            scores = {}
            entry = OPT["pairs"] and len(self.arrows) % 2 == 1
            px, py = self.pts[self.arrows[-1][-1]]
            for p in pairs:
                h = p // 4
                if h not in scores:
                    if entry:  # --pairs: the entry, next to the dead end just laid
                        x, y = self.pts[h]
                        scores[h] = -((x - px) ** 2 + (y - py) ** 2) + rng.random() * 0.5
                    else:
                        scores[h] = self.cost(h) + rng.random() * 0.5
            ranked = sorted(pairs, key=lambda p: -scores[p // 4])
        best: tuple[float, list[int], int] | None = None
        tried = 0
        for p in ranked:
            if tried >= OPT["top"] and best is not None:
                break
            h, d = divmod(p, 4)
            for _ in range(2):
                body = self._grow(h, d)
                if body is None:
                    continue
                tried += 1
                closes = {i for c in body for i in self.watch[c]}
                free_after = len(self.open) - len(closes) + 1
                score = scores.get(h, 0.0)
                if OPT["pairs"] and len(self.arrows) % 2 == 1 and len(self.arrows) - 1 in closes:
                    score += OPT["pairs"]  # the entry crosses the dead end's ray: it frees it
                score -= OPT["close"] * max(0, free_after - OPT["fmax"]) + 5 * (
                    free_after < 2 and len(self.arrows) > 2
                )
                if best is None or score > best[0]:
                    best = (score, body, d)
                self._release(body)
        if best is None:
            return False
        _, body, d = best
        for c in body:
            self.used[c] = 1
        self._commit(body, d)
        return True

    def _length(self) -> int:
        left_cells = self.n - sum(self.used)
        left_arrows = max(1, self.count - len(self.arrows))
        mean = left_cells / left_arrows
        r = self.rng.random()
        scale = 0.65 if r < 0.35 else 1.0 if r < 0.75 else 1.45
        return max(3, round(mean * scale))

    def _grow(self, h: int, d: int) -> list[int] | None:
        """A body from the neck backward through unused cells off its own ray (marked
        used), checked for pockets; None if it does not fit."""
        used, rng = self.used, self.rng
        ray = set(self.rays[h][d])
        neck = self.necks[h][d]
        want = self._length()
        body = [h, neck]
        used[h] = used[neck] = 1
        back, run = d ^ 1, 1  # the direction the body runs from the head backward
        while len(body) < want:
            cur = body[-1]
            step = self.shift[cur]
            options = [
                (e, x)
                for e, x in enumerate(step)
                if x is not None and not used[x] and x not in ray and self.inner[x]
            ]
            if not options:
                break
            weights = []
            for e, x in options:
                free_nb = sum(1 for y in self.nbrs[x] if not used[y])
                w = (0.4 if run >= 2 else 1.0) if e == back else 1.0
                w *= 1 + OPT["cross"] * len(self.watch[x])  # crossing open rays closes them
                weights.append(w / (1 + free_nb))
            e, x = options[rng.weighted(weights)]
            run, back = (run + 1 if e == back else 1), e
            body.append(x)
            used[x] = 1
        body.reverse()
        if len(body) < 3 or not self._pockets_ok(body):
            self._release(body)
            return None
        return body

    def _release(self, body: list[int]) -> None:
        for c in body:
            self.used[c] = 0

    def _all_seen(self) -> bool:
        """Every unused cell sees the edge along its row or column through unused cells,
        or lies within OPT["hidden"] steps (through unused cells) of one that does: a
        cell further in could only be the tail of a body whose head sees the edge."""
        used = self.used
        if OPT["hidden"] < 0:  # orthogonally convex: each row's and column's used cells in one run
            for line in self.lines:
                runs, last = 0, 0
                for c in line:
                    if used[c] and not last:
                        runs += 1
                    last = used[c]
                if runs > 1:
                    return False
            return True
        seen = bytearray(self.n)
        front = []
        for line in self.lines:
            for way in (line, line[::-1]):
                for c in way:
                    if used[c]:
                        break
                    if not seen[c]:
                        seen[c] = 1
                        front.append(c)
        for _ in range(OPT["hidden"]):
            nxt = []
            for c in front:
                for y in self.nbrs[c]:
                    if not used[y] and not seen[y]:
                        seen[y] = 1
                        nxt.append(y)
            front = nxt
        return all(used[c] or seen[c] for c in range(self.n))

    def _pockets_ok(self, body: list[int]) -> bool:
        """Every unused cell still sees the edge, and every region of unused cells beside
        `body` keeps 3 cells or more and a head whose neck and ray are unused."""
        if not self._all_seen():
            return False
        used, seen = self.used, set()
        for c in body:
            for s in self.nbrs[c]:
                if used[s] or s in seen:
                    continue
                comp, stack = [s], [s]
                seen.add(s)
                while stack:
                    x = stack.pop()
                    for y in self.nbrs[x]:
                        if not used[y] and y not in seen:
                            seen.add(y)
                            comp.append(y)
                            stack.append(y)
                if len(comp) >= 3 and len(comp) >= self.n - sum(used):  # the whole rest
                    continue
                if len(comp) < 3 or not self._has_head(comp):
                    return False
        return True

    def _has_head(self, comp: list[int]) -> bool:
        used = self.used
        for h in comp:
            for d in range(4):
                nk = self.necks[h][d]
                if nk is not None and not used[nk] and not any(used[x] for x in self.rays[h][d]):
                    return True
        return False

    def _commit(self, body: list[int], d: int) -> None:
        i = len(self.arrows)
        if self.arrows:
            OPT.setdefault("costs", []).append(self.cost(body[-1]))
            prev = self.arrows[-1][-1]
            OPT.setdefault("follows", []).append(self._nearest_free(body[-1]) == prev)
        closes = {a for c in body for a in self.watch[c]}
        if closes:
            self.open = [a for a in self.open if a not in closes]
            for a in closes:
                for c in self.rays[self.arrows[a][-1]][self.dirs[a]]:
                    self.watch[c].remove(a)
        for c in body:
            self.used[c] = 1
            for p in self.on_ray[c]:
                self.valid[p] = 0
        self.arrows.append(body)
        self.dirs.append(d)
        self.heads[body[-1]] = d
        self.open.append(i)
        for c in self.rays[body[-1]][d]:
            self.watch[c].append(i)
            self.over[c].append(i)


def _inside_out(space: Any, count: int, difficulty: Difficulty, rng: Rng, wide: Any, *rest: Any) -> Any:
    """build.build_arrows with an inside-out construction on hard 2D builds (`rest`:
    its keep, steer, before_free and watch, as generate passes them)."""
    if difficulty != Difficulty.HARD or space.mode != "2d":
        return _PLAIN_BUILD(space, count, difficulty, rng, wide, *rest)
    before_free = rest[2] if len(rest) > 2 else None
    rays = ray_table(space)
    for attempt in range(build.MAX_ATTEMPTS):
        OPT["builds"] += 1
        core = InsideOut(space, count, rng.stream(f"inside-out/{attempt}"))
        placed = core.run()
        ring = _ring(space, count - len(placed), difficulty, rng.stream(f"ring/{attempt}"), core)
        if ring is None:
            OPT["stuck"] += 1
            continue
        order = _ordered(space, rays, ring + placed[::-1])
        assert order is not None, "the ring, then the core in reverse, is a clear order"
        return replayed(space, count, difficulty, rng, wide, 1, order, before_free)
    OPT["plain"] = OPT.get("plain", 0) + 1  # every try stuck: today's build, counted
    return _PLAIN_BUILD(space, count, difficulty, rng, wide, *rest)


def _ring(
    space: Any, count: int, difficulty: Difficulty, rng: Rng, core: InsideOut
) -> list[tuple[list[int], int]] | None:
    """The cells the inside-out build left (a ring at the edge), covered by the
    generator's own construction, outside in, as arrows cleared before the whole core:
    the core's cells count as cleared ground, and no head whose ray crosses them is taken
    (it would wait on the core). None if it got stuck."""
    cells = [c for c in range(core.n) if core.used[c]]
    if len(cells) == core.n:
        return []
    OPT["ring"] = OPT.get("ring", 0) + core.n - len(cells)
    builder = construct.Builder(space, max(1, count), difficulty, rng, "low", 1)
    s = builder.state
    taken = set(cells)
    s.frontier.start()
    for c in cells:
        s.used[c] = 1
    s.used_count += len(cells)
    s.frontier.mark(cells)
    plain_side_ok = s.side_ok

    def side_ok(head: int, d: int, heads: Any = None) -> bool:
        return not taken.intersection(core.rays[head][d]) and plain_side_ok(head, d, heads)

    s.side_ok = side_ok  # type: ignore[method-assign]
    try:
        with patched(s.frontier, "start", lambda: None):
            construct.Builder.run(builder)
    except Stuck:
        return None
    finally:
        s.side_ok = plain_side_ok  # type: ignore[method-assign]
    if s.used_count < s.n or any(c in taken for body in s.arrows for c in body):
        return None
    return list(zip(s.arrows, s.dirs, strict=True))


_PLAIN_BUILD = build.build_arrows


@contextlib.contextmanager
def inside_out_on() -> Iterator[None]:
    with patched(build, "build_arrows", _inside_out):
        yield


def measured(
    size: tuple[int, int], arrows: int, seeds: range, level: str = "hard"
) -> list[tuple[float, Board, float]]:
    rows = []
    for seed in seeds:
        began = time.process_time()
        board = generate(rect(size, arrows, level, seed))
        rows.append((local_scan(board) or 0.0, board, time.process_time() - began))
    return rows


def summary(name: str, rows: list[tuple[float, Board, float]]) -> float:
    metrics = [b.metrics or {} for _, b, _ in rows]
    scan = statistics.median(r[0] for r in rows)
    print(
        f"{name}: local scan {scan:.2f}, depth {statistics.median(m['depth'] for m in metrics)}, "
        f"{sum(bool(gates.failures(m)) for m in metrics)} of {len(rows)} with a gate broken, "
        f"forced {statistics.median(m['forced_moves'] for m in metrics):.3f}, "
        f"{1000 * statistics.median(r[2] for r in rows):.1f} ms CPU a build (median)",
        flush=True,
    )
    return scan


def main() -> None:
    parser = local_parser(__doc__)
    parser.add_argument("--mode", default="cost", choices=("cost", "random"))
    parser.add_argument("--fmax", type=int, default=4)
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--close", type=float, default=1.0, help="penalty per open arrow over --fmax")
    parser.add_argument("--cross", type=float, default=0.0, help="body weight per open ray a cell is on")
    parser.add_argument("--closable", type=int, default=0, help="heads whose ray has this many inner cells")
    parser.add_argument("--pairs", type=float, default=0.0, help="dead end, then its entry (bonus)")
    parser.add_argument(
        "--hidden", type=int, default=0, help="cells this many steps from one that sees the edge (-1: convex)"
    )
    parser.add_argument("--margin", type=int, default=2, help="the ring left to the generator's build")
    parser.add_argument("--predictor", type=int, default=0, help="N boards: idea 2's walk against 8 playouts")
    parser.add_argument("--again", default="", help="limits, comma-separated: build again under them")
    parser.add_argument("--tunnels", type=int, default=4, help="--again: bench/local_tunnels.py's")
    parser.add_argument("--outer", type=int, default=6)
    parser.add_argument("--inner", type=int, default=3)
    parser.add_argument("--tries", type=int, default=2, help="--again: at most this many builds")
    parser.add_argument("--keep", type=int, default=0, help="--again: rebuild only levels from this %%")
    parser.add_argument("--plain", action="store_true", help="--again on today's builds, not tunnels")
    parser.add_argument("--no-today", action="store_true", help="skip today's hard and easy boards")
    args = parsed(parser, "two seeds of 11x13/30")
    size, arrows, count = smoke_board(args, 2)
    w, h = size_of(size)
    seeds = range(args.first, args.first + count)
    if args.again or args.smoke:
        PLAN.update(k=args.tunnels, outer=args.outer, inner=args.inner)
        if args.smoke:
            PLAN.update(k=2, outer=3, inner=3)
        limits = [float(v) for v in (args.again or "3.5").split(",")]
        for keep in (args.keep, 60) if args.smoke else (args.keep,):
            again((w, h), arrows, seeds, limits, not args.plain, args.tries, keep)
        if not args.smoke:
            return
    if args.predictor or args.smoke:
        predictor((w, h), arrows, range(args.first, args.first + max(3, args.predictor)))
        if not args.smoke:
            return
    OPT.update(
        {
            k: getattr(args, k)
            for k in ("mode", "fmax", "top", "close", "margin", "cross", "closable", "pairs")
        }
    )
    shape = f"{w}x{h}/{arrows}"
    easy = 0.0
    if not args.no_today:
        easy = summary(f"{shape} easy", measured((w, h), arrows, seeds, "easy"))
        summary(f"{shape} hard, today", measured((w, h), arrows, seeds))
    with inside_out_on():
        scan = summary(
            f"{shape} hard, inside out ({args.mode}, fmax {args.fmax}, top {args.top}, close {args.close}, "
            f"margin {args.margin}, cross {args.cross}, closable {args.closable}, pairs {args.pairs})",
            measured((w, h), arrows, seeds),
        )
    if OPT.get("costs"):
        print(
            f"  canonical cost at placement {statistics.mean(OPT['costs']):.2f}, "
            f"previous arrow nearest free {statistics.mean(OPT['follows']):.2f}"
        )
    print(
        f"  builds {OPT['builds']}, stuck {OPT['stuck']}, built as today {OPT.get('plain', 0)}, "
        f"ring cells {OPT.get('ring', 0)}; load {os.getloadavg()}"
    )
    if easy:
        print(f"  hard / easy {scan / easy:.2f}")


def canonical_walk(board: Board) -> float:
    """The local player's looks along the board's own clear order (its arrow list), with
    no playout: at each step, from the head of the arrow just cleared, the arrows nearer
    than the nearest free one (of those left) plus one."""
    alive, ways = ways_of(board)
    heads = head_points(board, alive)
    n = len(alive)
    blockers: list[set[int]] = [set() for _ in range(n)]
    for k, on in ways:
        blockers[k].update(on)
    gone = bytearray(n)
    total = 0.0
    for j in range(n - 1):
        gone[j] = 1
        px, py = heads[j][0], heads[j][1]
        left = [k for k in range(n) if not gone[k]]
        dist = {k: (heads[k][0] - px) ** 2 + (heads[k][1] - py) ** 2 for k in left}
        free = [k for k in left if not any(not gone[b] for b in blockers[k])]
        if not free:
            break
        best = min(dist[k] for k in free)
        total += 1 + sum(1 for k in left if dist[k] < best)
    return total / max(1, n - 1)


def predictor(size: tuple[int, int], arrows: int, seeds: range) -> None:
    """Idea 2: how a playout-free walk ranks today's hard boards against an 8-playout
    estimate (stream 1), both against `quiver check`'s figure (Spearman, over the seeds)."""
    walk, est, real, cpu_walk, cpu_est = [], [], [], 0.0, 0.0
    for seed in seeds:
        board = generate(rect(size, arrows, "hard", seed))
        t0 = time.process_time()
        walk.append(canonical_walk(board))
        t1 = time.process_time()
        est.append(local_scan(board, runs=8, seed=1) or 0.0)
        t2 = time.process_time()
        cpu_walk, cpu_est = cpu_walk + t1 - t0, cpu_est + t2 - t1
        real.append(local_scan(board) or 0.0)
    rr = ranks(real)
    for name, xs, cpu in (("canonical walk", walk, cpu_walk), ("8-playout estimate", est, cpu_est)):
        rho = statistics.correlation(ranks(xs), rr)
        print(
            f"{name}: Spearman {rho:+.2f} with quiver check's local scan over {len(real)} boards, "
            f"{1000 * cpu / len(real):.1f} ms CPU a board"
        )


REBUILD: dict[str, Any] = {"prefix": None}


def outer_part(board: Board, pct: int) -> list[tuple[list[int], int, int]]:
    """The board's arrows at peel levels under `pct` percent of its depth, in a clear order
    with their levels (each arrow's blockers are shallower, so kept too)."""
    space = board.space
    order = _ordered(space, ray_table(space), [(list(a.cells), a.dir) for a in board.arrows])
    assert order is not None, "a generated board clears"
    top = max(level for _, _, level in order)
    return [x for x in order if x[2] < top * pct / 100]


def _rebuild(space: Any, count: int, difficulty: Difficulty, rng: Rng, wide: Any, *rest: Any) -> Any:
    """build.build_arrows whose first build (nothing kept) starts from REBUILD's prefix."""
    if REBUILD["prefix"] is not None and rest and not rest[0]:
        rest = (REBUILD["prefix"], *rest[1:])
        REBUILD["prefix"] = None
    return _PLAIN_BUILD(space, count, difficulty, rng, wide, *rest)


def again(
    size: tuple[int, int],
    arrows: int,
    seeds: range,
    limits: list[float],
    tunnels: bool,
    tries: int,
    keep: int = 0,
) -> None:
    """Idea 2's use: build a board, estimate its local scan on 8 playouts (stream 1), and
    build again (up to `tries` builds) only while the estimate is under the limit,
    keeping the build with the highest estimate (the fifth round's tunnels with
    straighter bodies when `tunnels`). Every try's build is made once and reused."""
    rows = []
    with straight_tunnels(tunnels):
        for seed in seeds:
            row: list[tuple[float, Board, float]] = []
            for k in range(tries):
                began = time.process_time()
                spec = rect(size, arrows, "hard", seed + k * AGAIN_SEED)
                if k and keep:  # --keep: the first board's outer part kept, the rest built again
                    REBUILD["prefix"] = outer_part(row[0][1], keep)
                    with patched(build, "build_arrows", _rebuild):
                        board = generate(spec)
                else:
                    board = generate(spec)
                est = local_scan(board, runs=8, seed=1) or 0.0
                row.append((est, board, time.process_time() - began))
            rows.append(row)
    name = f"{size[0]}x{size[1]}/{arrows} hard, {'tunnels, straighter' if tunnels else 'today'}"
    if keep:
        name += f", again keeping levels under {keep}% of the first"
    one = [local_scan(r[0][1]) or 0.0 for r in rows]
    depth = statistics.median((r[0][1].metrics or {})["depth"] for r in rows)
    print(f"{name}, one build: local scan {statistics.median(one):.2f}, depth {depth}", flush=True)
    for limit in limits:
        kept, builds, cpu, broken = [], 0, [], 0
        for row in rows:
            n = next((k + 1 for k, r in enumerate(row) if r[0] >= limit), len(row))
            board = max(row[:n], key=lambda r: r[0])[1]
            builds += n
            cpu.append(sum(r[2] for r in row[:n]))
            kept.append((local_scan(board) or 0.0, (board.metrics or {})["depth"]))
            broken += bool(gates.failures(board.metrics or {}))
        print(
            f"{name}, up to {tries} builds while under {limit:.2f}: local scan "
            f"{statistics.median(k[0] for k in kept):.2f}, depth {statistics.median(k[1] for k in kept)}, "
            f"{builds / len(rows):.2f} builds a board, {broken} with a gate broken, CPU (builds and "
            f"estimates) mean {1000 * statistics.mean(cpu):.1f} ms against "
            f"{1000 * statistics.mean(r[0][2] for r in rows):.1f} for one, median "
            f"{1000 * statistics.median(cpu):.1f} against "
            f"{1000 * statistics.median(r[0][2] for r in rows):.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
