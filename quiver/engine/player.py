"""Player models over a position (RULES.md section 4, issue 24): seeded playouts that
converge, the *local* player, and where each arrow's release comes from.

- `random_playouts`: every move removes a uniformly random free arrow. At each move it
  counts the free arrows: `forced_moves` (share of moves with one), `mean_choice`, and
  `scan`, the expected arrows a player looking in random order checks,
  (left + 1) / (free + 1).
- `local_playouts`: the first move is a random one (cost: the random-order figure);
  after it the player looks at the arrows on the board in order of distance from the
  head of the arrow just removed (Euclidean, head cell to head cell; ties in random
  order) and plays the first free one. `local_scan` is the mean number looked at.
- `release`: for each arrow that waits at the start, how many cells along its way the
  arrow sat that left it last (the peel decides which: the deepest blocker, the nearest
  of equal depth), and the share released by an arrow touching its head.

The playouts are enough to converge: `runs_for(n)` gives about `PLAYOUT_MOVES` moves
in all (200 playouts at 65 arrows), so two estimates from different seed streams agree
to well within 0.01 on forced moves (bench/converge.py measures it). Every draw comes
from the project's PRNG, so a figure is the same on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import median
from typing import Any, Final

from .board import Board
from .draws import STEP, below, stream_draws
from .nearest import neighbours as _neighbours
from .peeling import peel
from .rng import NATIVE, Rng, plain_sum

PLAYOUT_MOVES: Final = 13_000  # moves per estimate: 200 playouts of a 65-arrow board
# a candidate the generator judges stops its playouts once its forced share is clearly
# over the limit: checked every CHECK_EVERY playouts from CHECK_FROM on, CHECK_Z
# standard errors
CHECK_FROM, CHECK_EVERY, CHECK_Z = 10, 5, 1.0
MIN_RUNS: Final = 10
MAX_RUNS: Final = 1_000
LOCAL_SHARE: Final = 4  # the local player varies less (only its first move and ties are random)
LOCAL_MAX_ARROWS: Final = 200  # past this the local player's distance tables cost more than a build

# A way out: (arrow, the arrows it waits on). An arrow is free when any of its ways
# waits on nothing (a two-headed arrow has two ways; a shut lock adds its key to each).
Ways = Sequence[tuple[int, Sequence[int]]]


def runs_for(arrows: int, share: int = 1) -> int:
    """Playouts for a converged estimate on `arrows` arrows (each playout has that many
    moves, and the spread of a share over moves shrinks with the moves)."""
    if arrows <= 0:
        return 0
    return max(MIN_RUNS, min(MAX_RUNS, math.ceil(PLAYOUT_MOVES / share / arrows)))


def ways_of(board: Board) -> tuple[list[int], list[tuple[int, list[int]]]]:
    """The alive arrows (sorted: index k is the k-th of them) and their ways out, in
    those indexes."""
    alive = sorted(board.alive)
    index = {a: k for k, a in enumerate(alive)}
    owner = board.owner
    ways: list[tuple[int, list[int]]] = []
    for k, i in enumerate(alive):
        key = board.locks[i]
        second = board.rays2[i]
        for ray in [board.rays[i]] + ([second] if second is not None else []):
            on = {owner[c] for c in ray if owner[c] >= 0}
            if key is not None and key in board.alive:
                on.add(key)
            ways.append((k, sorted(index[b] for b in on)))
    return alive, ways


def _tables(n: int, ways: Ways) -> tuple[list[int], list[list[int]], list[int]]:
    """Per way: how many arrows it waits on; per arrow: the ways waiting on it; the
    arrows free at the start."""
    count = [len(on) for _, on in ways]
    waiters: list[list[int]] = [[] for _ in range(n)]
    for w, (_, on) in enumerate(ways):
        for b in on:
            waiters[b].append(w)
    start = sorted({k for k, on in ways if not on})
    return count, waiters, start


def random_playouts(
    n: int,
    ways: Ways,
    runs: int,
    rng: Rng,
    stop_forced: float | None = None,
    looks: Sequence[tuple[int, float]] = (),
) -> tuple[float, float, float, int]:
    """(forced_moves, mean_choice, scan, playouts played) over up to `runs` random playouts
    of `n` arrows. `looks`: a sequential test, (playouts, limit) pairs: after that many,
    stop if the forced share (rounded as the metrics round it) is within the limit.
    `stop_forced`: stop once the share is surely over it (over that share of all the moves
    already forced) or clearly over it (`_clearly_over`): the share returned is over it."""
    count0, waiters, begin = _tables(n, ways)
    owner_of, single, first = _owners(n, ways, begin)
    owners = None if single else (owner_of, first)
    return _played(n, (count0, begin, waiters, owners), runs, rng, stop_forced, looks)


def one_way_playouts(
    n: int,
    tables: tuple[list[int], list[list[int]], list[int]],
    runs: int,
    rng: Rng,
    stop_forced: float | None = None,
    looks: Sequence[tuple[int, float]] = (),
) -> tuple[float, float, float, int]:
    """`random_playouts` where way k is arrow k's only way (no two-headed arrow, no lock:
    every board the generator judges), from the tables `_tables` makes of the ways: each
    arrow's count of arrows on its ray, the arrows whose ray meets each arrow (in
    increasing order), and the arrows free at the start (sorted). The judge makes them
    as it reads the rays, without the ways (a tuple and a sorted list per arrow)."""
    count0, waiters, begin = tables
    return _played(n, (count0, begin, waiters, None), runs, rng, stop_forced, looks)


def _played(
    n: int,
    tables: tuple[list[int], list[int], list[list[int]], tuple[list[int], bytearray] | None],
    runs: int,
    rng: Rng,
    stop_forced: float | None,
    looks: Sequence[tuple[int, float]],
) -> tuple[float, float, float, int]:
    """`random_playouts` from its tables (`_playout`'s, the first two copied for each
    playout)."""
    count0, begin, waiters, owners = tables
    total = runs * n
    stop = math.inf if stop_forced is None else stop_forced * total
    moves = forced = choice = d = 0  # d: the next draw; a playout draws at most n
    scan, start = 0.0, rng.next_u64()
    draws = stream_draws(start, 0)
    shares: list[float] = []  # per playout: its share of forced moves
    for r in range(1, runs + 1):
        before, d0 = forced, d
        if d + n > len(draws) // STEP:
            draws = stream_draws(start, d + n)
        fresh = None if owners is None else (owners[0], bytearray(owners[1]))
        used = (list(count0), list(begin), waiters, fresh)
        choice, forced, scan, d, stopped = _playout(n, used, draws, d, (choice, forced, scan), stop)
        if stopped:  # this move was forced and the share surely over: it counts, no scan
            moves += d - d0 + 1
            return forced / total, choice / moves, scan / moves, r
        moves += d - d0
        if n and (looks or stop_forced is not None):
            shares.append((forced - before) / n)
            if _settled(shares, forced / moves, looks, stop_forced):
                return forced / moves, choice / moves, scan / moves, r
    return (forced / moves, choice / moves, scan / moves, runs) if moves else (0.0, 0.0, 0.0, runs)


def _playout(
    n: int,
    tables: tuple[list[int], list[int], list[list[int]], tuple[list[int], bytearray] | None],
    draws: list[int],
    d: int,
    sums: tuple[int, int, float],
    stop: float,
) -> tuple[int, int, float, int, bool]:
    """One random playout from draw `d` on: (choice, forced, scan) added to `sums` in
    move order, the next draw, and whether it stopped at a forced move past `stop`.
    `tables`: each way's count of arrows it waits on and the free list (both used up),
    the ways waiting on each arrow, and (owner of each way, arrows listed free) unless
    way k is arrow k's only way (`_playout_one_way`)."""
    count, free, waiters, owners = tables
    if owners is None:
        return _playout_one_way(n, count, free, waiters, draws, d, sums, stop)
    owner_of, listed = owners
    choice, forced, scan = sums
    for left1 in range(n + 1, 1, -1):  # arrows left + 1, before this move
        f = len(free)
        if not f:
            break
        choice += f
        if f == 1:
            forced += 1
            if forced > stop:
                return choice, forced, scan, d, True
        scan += left1 / (f + 1)
        # the stream's next output (cached: `draws.stream_draws`), scaled to [0, f) by a multiply
        k = below(draws, d, f)
        d += 1
        j = free[k]
        free[k] = free[-1]
        free.pop()
        for w in waiters[j]:
            count[w] -= 1
            if not count[w]:
                i = owner_of[w]
                if not listed[i]:
                    listed[i] = 1
                    free.append(i)
    return choice, forced, scan, d, False


def _playout_one_way(
    n: int,
    count: list[int],
    free: list[Any],
    waiters: list[list[Any]],
    draws: list[int],
    d: int,
    sums: tuple[int, int, float],
    stop: float,
) -> tuple[int, int, float, int, bool]:
    """`_playout` where way k is arrow k's only way (no two-headed arrow, no lock: every
    board the generator judges): a way freed is its arrow, once, so no owner or listed
    look-ups. (`free` and `waiters` hold ints, typed Any: compiled, their items move
    from list to list as the int objects they are, where an int-typed item was unboxed
    and boxed again, a new object for every arrow over 256, twice a move.)"""
    # The hottest loop of a hard build (the judge plays 10-80 playouts a candidate):
    # `left + 1` comes from the loop's range, the moves from the draws used and the free
    # count is kept in `f` rather than asked of the list; about 10% less per move than
    # the loop that counted all three (bench: the judge's playouts of 16x20/65 boards).
    # The sums add up in the same order: the same floats.
    choice, forced, scan = sums
    f = len(free)
    for left1 in range(n + 1, 1, -1):
        if not f:
            break
        choice += f
        if f == 1:
            forced += 1
            if forced > stop:
                return choice, forced, scan, d, True
        scan += left1 / (f + 1)
        if NATIVE:  # draws.below(draws, d, f) inlined: three pieces, C arithmetic
            e = d * 3
            t = ((draws[e + 2] * f) >> 4) + draws[e + 1] * f
            k = ((t >> 30) + draws[e] * f) >> 30
        else:  # pure Python: the output itself, one multiply (a quarter of a move less)
            k = (draws[d] * f) >> 64
        d += 1
        f -= 1
        j: int = free[k]  # (an int variable: the lists are indexed in C)
        free[k] = free[f]  # the last one (the list holds f + 1 until the pop)
        free.pop()
        for w in waiters[j]:
            # one read of count[x], and free.append as a call (compiled, a bound
            # `push = free.append` is a generic call where the append is a C call)
            x: int = w
            waits = count[x] - 1
            count[x] = waits
            if not waits:
                free.append(w)
                f += 1
    return choice, forced, scan, d, False


def _owners(n: int, ways: Ways, begin: list[int]) -> tuple[list[int], bool, bytearray]:
    """Each way's arrow; whether each arrow has one way, way k being arrow k's (no
    two-headed arrow, no lock: every board the generator judges), which spares the
    playouts' hot path the owner and listed look-ups (a tenth of their time); and the
    arrows listed free at the start."""
    owner_of = [k for k, _ in ways]
    first = bytearray(n)
    for k in begin:
        first[k] = 1
    return owner_of, owner_of == list(range(n)), first


def _settled(
    shares: list[float], mean: float, looks: Sequence[tuple[int, float]], stop_forced: float | None
) -> bool:
    """The sequential test after len(shares) playouts (`mean`: the forced share so far):
    a look passes (the rounded mean within its limit), or it is clearly over `stop_forced`."""
    r = len(shares)
    for at, limit in looks:
        if at == r and round(mean, 6) <= limit:
            return True
    if stop_forced is None or r < CHECK_FROM or r % CHECK_EVERY:
        return False
    return _clearly_over(plain_sum(shares), plain_sum(x * x for x in shares), r, stop_forced)


def _clearly_over(s1: float, s2: float, r: int, limit: float) -> bool:
    """Whether the mean of `r` shares (sum `s1`, sum of squares `s2`) is more than
    CHECK_Z standard errors over `limit`."""
    mean = s1 / r
    spread = math.sqrt(max(0.0, s2 / r - mean * mean) * r / (r - 1) / r)
    return mean - CHECK_Z * spread > limit


def local_playouts(n: int, ways: Ways, heads: Sequence[Sequence[float]], runs: int, rng: Rng) -> float:
    """`local_scan`: the mean number of arrows the local player looks at per move.
    Within a group of equal distance holding `g` arrows on the board, `h` of them free,
    the expected looks are (g + 1) / (h + 1) and the one played is a random free one
    (ties in random order, counted exactly rather than drawn)."""
    count0, waiters, start = _tables(n, ways)
    owner_of = [k for k, _ in ways]
    near = _neighbours(heads)
    moves = 0
    looks = 0.0
    for _ in range(runs):
        count = list(count0)
        # each arrow's state in one look-up: 0 gone, 1 on the board, 2 free
        state = bytearray(b"\x01") * n
        free = list(start)
        for k in free:
            state[k] = 2
        left = n
        j = -1
        while free:
            moves += 1
            if j < 0:  # the first move: no arrow removed yet, look in random order
                looks += (left + 1) / (len(free) + 1)
                j = free[rng.below(len(free))]
            else:
                order, ends = near[j]
                pos = 0
                for end in ends:
                    g = 0
                    hit = None
                    for q in range(pos, end):
                        k = order[q]
                        on = state[k]
                        if on:
                            g += 1
                            if on == 2:
                                if hit is None:
                                    hit = [k]
                                else:
                                    hit.append(k)
                    if hit is not None:
                        looks += (g + 1) / (len(hit) + 1)
                        j = hit[rng.below(len(hit))] if len(hit) > 1 else hit[0]
                        break
                    looks += g
                    pos = end
            free.remove(j)
            state[j] = 0
            left -= 1
            for w in waiters[j]:
                count[w] -= 1
                if not count[w]:
                    i = owner_of[w]
                    if state[i] == 1:
                        state[i] = 2
                        free.append(i)
    return looks / moves if moves else 0.0


def head_points(board: Board, alive: Sequence[int]) -> list[tuple[float, ...]]:
    """Where each arrow's head sits: a grid cell's coordinates; on Flat 3D the middle of
    the face (the voxel's centre moved half a unit out along the face's normal)."""
    space = board.space
    out: list[tuple[float, ...]] = []
    for i in alive:
        c = space.coord(board.arrows[i].head)
        out.append(face_point(c) if len(c) == 4 else tuple(float(v) for v in c))
    return out


def face_point(c: tuple[int, ...]) -> tuple[float, float, float]:
    """The middle of a Flat-3D face (x, y, z, normal): the voxel's centre moved half a
    unit out along the normal (normals 0..5 are +x, -x, +y, -y, +z, -z)."""
    v = [float(c[0]), float(c[1]), float(c[2])]
    v[c[3] // 2] += 0.5 if c[3] % 2 == 0 else -0.5
    return v[0], v[1], v[2]


def release(board: Board) -> tuple[float | None, float | None]:
    """(median release distance, share released by the arrow touching the head) over
    the arrows that wait at the start; (None, None) when none waits or it is stuck."""
    result = peel(board)
    if not result.solvable:
        return None, None
    level = result.levels()
    owner = board.owner
    dists = []
    for i in sorted(board.alive):
        best: tuple[int, int] | None = None  # (-level, distance)
        for k, c in enumerate(board.rays[i]):
            o = owner[c]
            if o >= 0 and (best is None or (-level[o], k + 1) < best):
                best = (-level[o], k + 1)
        if best is not None:
            dists.append(best[1])
    if not dists:
        return None, None
    return float(median(dists)), sum(d == 1 for d in dists) / len(dists)
