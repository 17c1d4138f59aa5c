"""Where the local player's looks come from (issue 24 item 3, ADR 0006): the moves of
its playouts split by whether the arrow played is the one the previous move freed.

    python bench/local_moves.py [--size 16x20] [--arrows 65] [--seeds 10] [--first 300000]
                                [--runs 20] [--turn-oracle] [--dead-ends DROP,GAP,R2,NEAR] [--smoke]

For each difficulty it generates 2D rect boards and plays the local player of
`quiver.engine.player.local_playouts` (the same looks: nearest head first, a group of
equal distance counted exactly, the first move in random order, here from the project
PRNG's stream "local_moves"), and prints the mean looks per move; the share
of moves that play an arrow freed by the move just before ("chain") with its mean looks;
the other moves', split by whether the move before freed an arrow ("after a release":
it did, and another free arrow was nearer) or none ("after none"); and the chain moves
by where the freed arrow's ray crosses the arrow that freed it (its head, 1, 2, 3 or
more cells down its body) and by the distance between their heads. On hard boards the
moves after none cost several times the others: local scan follows their share.

Then why each kind costs what it does ("why" lines, means over the same moves, not
shares): for chain moves the head distance from the arrow removed to the arrow played and
the arrows still standing within 3 cells of the removed head (the looks a chain move
costs are about the arrows standing nearer than the arrow it plays); for moves after
none the free arrows and the random-order figure (left + 1) / (free + 1) at that move
(the local player's looks there against a player looking in random order); and the
share of freed arrows whose last blocker in play was their peel releaser (the deepest
arrow on the ray, the nearest of equal depth: what the generator steers on).
--turn-oracle: the hard boards as a greedy post-build pass of checked turns, judged on
the local player itself, leaves them (issue 24 item 3: a probe of what such edits can
give, about 20 times a build's time). Every hard build `generate` tries has, before it
is judged, each arrow in turn turned around (`finish.turned`, a checked edit), kept
when the local player's looks on the build state (`ORACLE_RUNS` local playouts from one
fixed stream) rise by more than 0.02 while neither the peel depth nor the free arrows at
the start fall. It prints, plain and turned, the median local scan of the boards
(`quiver check`'s playouts), their median depth, the boards with a gate broken, and the
turns kept and the CPU time of the pass a board.
--dead-ends DROP,GAP,R2,NEAR: the same report for a pass with no playout (issue 24 item 3,
a sixth round): each arrow in turn is turned around where that lowers its peel level by
DROP or more and leaves it a shallow arrow among deep ones (of the arrows whose heads lie
within sqrt(R2) cells of its new head and stand at its new level or later, NEAR or more,
none within GAP levels of it), kept if the depth and the free arrows hold.
--smoke: one seed of 11x13/30, two playouts (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import contextlib
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _local_common import local_parser, parsed, rect, size_of, smoke_board

from quiver.engine.board import Board
from quiver.engine.measures import local_scan
from quiver.engine.modes import Difficulty
from quiver.engine.peeling import peel
from quiver.engine.player import _neighbours, _tables, head_points, local_playouts, ways_of
from quiver.engine.rng import Rng
from quiver.generator import DIFFICULTIES, build, gates, generate
from quiver.generator.edits import replace
from quiver.generator.fairness import peel_levels
from quiver.generator.finish import turned
from quiver.generator.state import BuildState
from quiver.generator.tables import ray_at

ORACLE_RUNS = 8  # local playouts per judgement of a turn (a fixed stream: the same draws)


def _look(
    near: tuple[list[int], list[int]], gone: bytearray, is_free: bytearray, rng: Rng
) -> tuple[float, int]:
    """The local player's looks from the head its `near` list is of, and the arrow played."""
    order, ends = near
    looks, pos = 0.0, 0
    for end in ends:
        group = [k for k in order[pos:end] if not gone[k]]
        hit = [k for k in group if is_free[k]]
        if hit:
            return looks + (len(group) + 1) / (len(hit) + 1), hit[rng.below(len(hit))]
        looks += len(group)
        pos = end
    raise AssertionError("a free arrow is always found")


def _peel_releasers(board: Board, alive: list[int]) -> dict[int, int]:
    """For each waiting arrow (an index into `alive`), its peel releaser's index: the
    deepest arrow on its ray, the nearest of equal depth (engine.player.release's rule)."""
    level = peel(board).levels()
    index = {a: k for k, a in enumerate(alive)}
    out: dict[int, int] = {}
    for i in alive:
        best: tuple[tuple[int, int], int] | None = None
        for k, c in enumerate(board.rays[i]):
            o = board.owner[c]
            if o >= 0 and (best is None or (-level[o], k) < best[0]):
                best = ((-level[o], k), o)
        if best is not None:
            out[index[i]] = index[best[1]]
    return out


def _why(
    out: dict[str, list[float]], kind: str, prev: int, j: int, heads: list, gone: bytearray, free: list[int]
) -> None:
    """The "why" figures of one move (see the docstring)."""
    if kind == "chain":
        out["why: chain, head distance"].append(math.dist(heads[prev], heads[j]))
        near = sum(
            1 for k, h in enumerate(heads) if not gone[k] and k != j and math.dist(heads[prev], h) <= 3
        )
        out["why: chain, standing within 3"].append(near)
    elif kind == "other, after none":
        out["why: after none, free arrows"].append(len(free))
        out["why: after none, random-order"].append((len(gone) - sum(gone) + 1) / (len(free) + 1))


def moves(board: Board, runs: int, rng: Rng, out: dict[str, list[float]]) -> None:
    """Play `runs` local playouts of `board`; append each move's looks to `out` by kind."""
    alive, ways = ways_of(board)
    n = len(alive)
    heads = head_points(board, alive)
    count0, waiters, start = _tables(n, ways)
    near = _neighbours(heads)
    peel_by = _peel_releasers(board, alive)
    for _ in range(runs):
        count, is_free, gone = list(count0), bytearray(n), bytearray(n)
        free = list(start)
        for k in free:
            is_free[k] = 1
        freed_by: dict[int, int] = {}
        j = -1
        while free:
            if j < 0:
                looks = (n + 1) / (len(free) + 1)
                j = free[rng.below(len(free))]
            else:
                prev = j
                looks, j = _look(near[prev], gone, is_free, rng)
                if freed_by.get(j) == prev:
                    out["chain"].append(looks)
                    body = board.arrows[alive[prev]].cells
                    down = min(len(body) - 1 - body.index(c) for c in board.rays[alive[j]] if c in body)
                    out[f"chain, crossing {min(down, 3)}{'+' if down >= 3 else ''} down"].append(looks)
                    dist = math.dist(heads[prev], heads[j])
                    out[
                        "chain, heads " + ("<= 1.5" if dist <= 1.5 else "2-2.9" if dist < 3 else ">= 3")
                    ].append(looks)
                    _why(out, "chain", prev, j, heads, gone, free)
                elif prev in freed_by.values():
                    out["other, after a release"].append(looks)
                else:
                    out["other, after none"].append(looks)
                    _why(out, "other, after none", prev, j, heads, gone, free)
            out["all"].append(looks)
            free.remove(j)
            is_free[j], gone[j] = 0, 1
            for w in waiters[j]:
                count[w] -= 1
                if not count[w] and not is_free[w] and not gone[w]:
                    is_free[w] = 1
                    free.append(w)
                    freed_by[w] = j
                    out["why: freed by its peel releaser"].append(float(peel_by.get(w) == j))


def _state_looks(s: BuildState) -> float:
    """The local player's looks per move on a build state (ORACLE_RUNS playouts)."""
    owner, space = s.owner, s.space
    ways = [
        (i, sorted({owner[c] for c in ray_at(s.ray_t, space, a[-1], d) if owner[c] >= 0}))
        for i, (a, d) in enumerate(zip(s.arrows, s.dirs, strict=True))
    ]
    heads = [tuple(float(v) for v in space.coord(a[-1])) for a in s.arrows]
    return local_playouts(len(s.arrows), ways, heads, ORACLE_RUNS, Rng(7).stream("turn-oracle"))


def _depth_and_free(s: BuildState) -> tuple[int, int]:
    levels = peel_levels(s)
    free = sum(1 for a, d in zip(s.arrows, s.dirs, strict=True) if not ray_at(s.ray_t, s.space, a[-1], d))
    return (max(levels) if levels else 0), free


def oracle_turns(s: BuildState) -> int:
    """Each arrow in turn turned around, kept when the looks rise (see the docstring);
    the turns kept."""
    best = _state_looks(s)
    depth, free = _depth_and_free(s)
    floor = min(free, gates.free_target(len(s.arrows)))
    kept = 0
    for cells in [list(a) for a in s.arrows]:
        if cells not in s.arrows:
            continue
        part = turned(s, s.arrows.index(cells))
        if part is None or not s.space.ray(part[0][-1], part[1]):
            continue
        if not replace(s, s.arrows.index(cells), [part]):
            continue
        looks = _state_looks(s)
        new_depth, new_free = _depth_and_free(s)
        if looks > best + 0.02 and new_depth >= depth and new_free >= floor:
            best, kept = looks, kept + 1
            continue
        back = turned(s, s.arrows.index(part[0]))
        assert back is not None and replace(s, s.arrows.index(part[0]), [back]), "a turn undone"
    return kept


# --dead-ends: a turn is tried when it lowers the arrow's peel level by `drop` or more,
# and kept when the arrows whose heads lie within sqrt(`r2`) of its new head and stand at
# its new level or later are `near` or more, none of them within `gap` levels of it
DEAD = {"drop": 3, "gap": 3, "r2": 10, "near": 3}


def dead_end_turns(s: BuildState) -> int:
    """Each arrow in turn turned around where that makes it a shallow arrow among deep
    ones (DEAD; no playout), kept if the depth and the free arrows hold; the turns kept."""
    depth, free = _depth_and_free(s)
    floor = min(free, gates.free_target(len(s.arrows)))
    levels, space, owner, kept = peel_levels(s), s.space, s.owner, 0
    for cells in [list(a) for a in s.arrows]:
        if cells not in s.arrows:
            continue
        i = s.arrows.index(cells)
        part = turned(s, i)
        if part is None or not space.ray(part[0][-1], part[1]):
            continue
        on = {owner[c] for c in ray_at(s.ray_t, space, part[0][-1], part[1])} - {i, -1}
        new = 1 + max((levels[o] for o in on), default=0)
        if new > levels[i] - DEAD["drop"]:
            continue
        x, y = space.coord(part[0][-1])[:2]
        near = [
            levels[k]
            for k, a in enumerate(s.arrows)
            if k != i and levels[k] >= new and _d2(space.coord(a[-1]), x, y) <= DEAD["r2"]
        ]
        if len(near) < DEAD["near"] or min(near, default=new + DEAD["gap"]) < new + DEAD["gap"]:
            continue
        if not replace(s, i, [part]):
            continue
        if _depth_and_free(s)[0] >= depth and _depth_and_free(s)[1] >= floor:
            levels, kept = peel_levels(s), kept + 1
            continue
        back = turned(s, s.arrows.index(part[0]))
        assert back is not None and replace(s, s.arrows.index(part[0]), [back]), "a turn undone"
    return kept


def _d2(c: tuple[int, ...], x: int, y: int) -> int:
    return (c[0] - x) * (c[0] - x) + (c[1] - y) * (c[1] - y)


@contextlib.contextmanager
def turn_oracle(tally: dict[str, float], turns: Callable[[BuildState], int] = oracle_turns) -> Iterator[None]:
    """While open, every hard build is passed through `turns` before it is judged."""
    plain = build.build_arrows

    def passed(*args: object, **kw: object) -> BuildState:
        s = plain(*args, **kw)  # type: ignore[arg-type]
        if args[2] == Difficulty.HARD:
            began = time.process_time()
            tally["kept"] += turns(s)
            tally["cpu"] += time.process_time() - began
        return s

    build.build_arrows = passed  # type: ignore[assignment]
    try:
        yield
    finally:
        build.build_arrows = plain  # type: ignore[assignment]


def oracle_report(
    size: tuple[int, int], arrows: int, seeds: range, turns: Callable[[BuildState], int] = oracle_turns
) -> None:
    """Hard boards with and without the turn pass: local scan, depth, turns, CPU."""
    for name in ("plain", "turn oracle" if turns is oracle_turns else f"dead-end turns {DEAD}"):
        tally = {"kept": 0.0, "cpu": 0.0}
        scans, depths, broken = [], [], 0
        with turn_oracle(tally, turns) if name != "plain" else contextlib.nullcontext():
            for seed in seeds:
                board = generate(rect(size, arrows, "hard", seed))
                assert board.metrics is not None
                broken += bool(gates.failures(board.metrics))
                scans.append(local_scan(board) or 0.0)
                depths.append(board.metrics["depth"])
        print(
            f"{size[0]}x{size[1]}/{arrows} hard, {name}: local scan {statistics.median(scans):.2f}, "
            f"depth {statistics.median(depths)}, {broken} of {len(seeds)} boards with a gate broken, "
            f"turns kept {tally['kept'] / len(seeds):.1f} and pass {1000 * tally['cpu'] / len(seeds):.0f} ms "
            "CPU a board (every build tried)"
        )


def main() -> None:
    parser = local_parser(__doc__, seeds=10)
    parser.add_argument("--runs", type=int, default=20, help="local playouts per board")
    parser.add_argument("--turn-oracle", action="store_true", help="hard boards after the turn oracle")
    parser.add_argument("--dead-ends", default="", help="DROP,GAP,R2,NEAR: hard boards after dead-end turns")
    args = parsed(parser, "one seed of 11x13/30, two playouts")
    (size, arrows, seeds), runs = smoke_board(args, 1), 2 if args.smoke else args.runs
    w, h = size_of(size)
    if args.turn_oracle:
        oracle_report((w, h), arrows, range(args.first, args.first + seeds))
        return
    if args.dead_ends:
        DEAD.update(
            zip(("drop", "gap", "r2", "near"), (int(v) for v in args.dead_ends.split(",")), strict=True)
        )
        oracle_report((w, h), arrows, range(args.first, args.first + seeds), dead_end_turns)
        return
    rng = Rng(0).stream("local_moves")
    for difficulty in DIFFICULTIES:
        out: dict[str, list[float]] = defaultdict(list)
        for seed in range(args.first, args.first + seeds):
            moves(generate(rect((w, h), arrows, difficulty, seed)), runs, rng, out)
        total = len(out["all"])
        print(
            f"{size}/{arrows} {difficulty}: {statistics.mean(out['all']):.2f} looks a move over {total} moves"
        )
        for key in sorted(k for k in out if k != "all" and not k.startswith("why")):
            print(f"  {key:24s} share {len(out[key]) / total:.2f}  looks {statistics.mean(out[key]):.2f}")
        for key in sorted(k for k in out if k.startswith("why")):
            print(f"  {key:34s} mean {statistics.mean(out[key]):.2f}")


if __name__ == "__main__":
    main()
