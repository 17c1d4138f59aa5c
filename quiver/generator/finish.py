"""The end of a build: covering stranded cells, and landing on the requested count.

Everything here either keeps the clear-order invariant by construction (the "safe"
edits: a later arrow joining an earlier one's tail, a back part split off behind its
front part when its ray allows) or is a checked edit (`edits.edit`), kept only if the
board stays solvable. The list is a clear order again afterwards.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Final

from quiver.engine.errors import count_of

from .edits import edit, first_waiter, replace
from .huge3d import is_huge_3d
from .large import is_large, is_vast
from .merges import safe_merges
from .pockets import absorb, pocket
from .rethread import mend_pocket
from .state import BuildState, Part, Stuck
from .tables import ray_at, ray_or_wall

__all__ = [
    "Stuck",
    "absorb_leftovers",
    "absorb_stray_pockets",
    "merge_down_to",
    "set_free",
    "split_up_to",
    "turned",
]

REGROW_TRIES: Final = 60  # random re-covers of a torn-up region before giving up
# the pockets stranded mid-build on a large board (large.py) get fewer: most of a
# 256x256 hard build went into pockets that 120 covers did not fit either (the
# leftovers at the end still get REGROW_TRIES)
REGROW_TRIES_LARGE: Final = 20
CHECKED_TRIES: Final = 40  # checked merges or splits tried per step


# -- stranded cells -----------------------------------------------------------------
def absorb_leftovers(s: BuildState) -> None:
    """Feed every unused cell to a neighbouring arrow, or give up."""
    progress = True
    mend = is_huge_3d(s.space) or is_vast(s.space)  # rethread.py: 3D over 48, 2D over 224
    while progress and s.used_count < s.n:
        progress = False
        for c in range(s.n):
            if not s.used[c] and (
                absorb(s, [c])
                or (mend and mend_pocket(s, c))
                or _checked_repair(s, c)
                or _regrow_around(s, c)
            ):
                progress = True
    if s.used_count < s.n:
        near = [s.owner[x] for c in range(s.n) if not s.used[c] for _, x, _ in s.walks[c] if s.owner[x] >= 0]
        s.stuck_near = min(near, default=None)
        raise Stuck(f"{count_of(s.n - s.used_count, 'cell')} left uncovered")


def absorb_stray_pockets(s: BuildState) -> None:
    """Cover every unused component of one or two cells (see absorb_leftovers)."""
    tries = REGROW_TRIES_LARGE if is_large(s.space) else REGROW_TRIES
    mend = is_huge_3d(s.space)  # rethread.py: 3D solids over 48 only
    for c in range(s.n):
        if not s.used[c] and pocket(s, c) is not None:
            absorb(s, [c]) or _checked_repair(s, c) or (mend and mend_pocket(s, c)) or _regrow_around(
                s, c, tries
            )


def _checked_repair(s: BuildState, c: int) -> bool:
    """Move a neighbour's head onto the cell, or cut a neighbour in two around it."""
    for _, x, _ in s.walks[c]:
        i = s.owner[x]
        if i < 0:
            continue
        body, d = s.arrows[i], s.dirs[i]
        k = body.index(x)
        step = next((u for _, y, u in s.walks[x] if y == c), None)
        changes: list[list[Part]] = []
        if k == len(body) - 1 and step is not None:
            changes.append([(body + [c], step)])
        if 0 < k < len(body) - 1:
            back = body[:k]
            if len(back) >= 3 and (into := s.direction_into(back)) is not None:
                changes.append([([c] + body[k:], d), (back, into)])
            if k + 1 <= len(body) - 3 and step is not None:
                changes.append([(body[k + 1 :], d), (body[: k + 1] + [c], step)])
        if any(replace(s, i, change) for change in changes):
            return True
    return False


def _regrow_around(s: BuildState, c: int, tries: int = REGROW_TRIES) -> bool:
    """Tear up the arrows near a stranded cell and cover the region afresh."""
    walks = s.walks
    for radius in (1, 2):
        torn: set[int] = set()
        ring = {c}
        for _ in range(radius):
            nxt: set[int] = set()
            for cell in ring:
                for _, x, _ in walks[cell]:
                    o = s.owner[x]
                    if o >= 0 and o not in torn:
                        torn.add(o)
                        nxt.update(s.arrows[o])
            ring = nxt
        region = {c} | {x for o in torn for x in s.arrows[o]}
        region |= {y for x in list(region) for _, y, _ in walks[x] if not s.used[y]}
        removed = sorted(torn)
        lo = first_waiter(s, removed)
        for _ in range(tries):
            s.spend(len(region), near=removed[0] if removed else None)
            fresh = _cover(s, region, lo)
            # (no arrow torn: a piece nothing was laid on; edits.edit replaces arrows, and
            # with none it failed with "min() arg is an empty sequence" where it found no
            # cycle: s149, ImageMagick's wizard: at 77x102. Otherwise it refuses all the same)
            if fresh is not None and removed and edit(s, removed, fresh):
                return True
    return False


def _cover(s: BuildState, region: set[int], lo: int) -> list[Part] | None:
    """Random arrows exactly covering `region`, or None. Heads go first where the ray
    meets nothing but the region and arrows cleared before `lo` (the first arrow
    that waits on the region), which can never close a cycle."""
    space, walks, rng, owner, necks_of, rays = s.space, s.walks, s.rng, s.owner, s.necks_of, s.ray_t
    free = set(region)
    out: list[Part] = []

    known: dict[int, bool] = {}

    def ray_ok(h: int, d: int) -> bool:
        # asked for every head of the region again before each arrow of the cover; the
        # answer cannot change within a cover (region, owners and lo stay put), so it
        # is remembered
        key = h * 6 + d
        ok = known.get(key)
        if ok is None:
            ray = ray_or_wall(rays, space, h, d)
            ok = ray is not None and all(x in region or 0 <= owner[x] < lo for x in ray)
            known[key] = ok
        return ok

    def degree(x: int, taken: Container[int] = ()) -> int:
        return sum(1 for _, y, _ in walks[x] if y in free and y not in taken)

    while free:
        heads, fallback = [], []
        for h in sorted(free):
            options = [o for o in necks_of(h) if o[1] in free]
            good = [o for o in options if ray_ok(h, o[0])]
            if good:
                heads.append((degree(h), h, good))
            elif options:
                fallback.append((degree(h), h, options))
        heads = heads or fallback
        if not heads:
            return None
        heads.sort()
        _, head, options = heads[0] if rng.chance(0.7) else rng.choice(heads)
        d, neck = rng.choice(options)
        body, taken = [head, neck], {head, neck}
        target = rng.between(3, max(3, min(s.max_len, len(free))))
        while len(body) < target:
            nxt = sorted(
                (y for _, y, _ in walks[body[-1]] if y in free and y not in taken),
                key=lambda y: degree(y, taken),
            )
            if not nxt:
                break
            body.append(nxt[0] if rng.chance(0.7) else rng.choice(nxt))
            taken.add(body[-1])
        if len(body) < 3:
            return None
        free -= taken
        out.append((body[::-1], d))
    return out


# -- the count --------------------------------------------------------------------------
def merge_down_to(s: BuildState, target: int) -> None:
    """Merge until at most `target` arrows remain: first the always-safe merge (an
    arrow absorbs a later one whose head touches its tail), then checked merges."""
    while len(s.arrows) > target:
        safe_merges(s, target)  # merges.py: every safe merge, kept up to date
        if len(s.arrows) <= target:
            return
        pairs = _merge_pairs(s)  # none of them safe now
        if any(_checked_merge(s, i, j) for _, i, j in pairs[:CHECKED_TRIES]):
            continue
        tails = _merge_pairs(s, end=0)[:CHECKED_TRIES]
        if any(_checked_merge(s, i, j, reverse=True) for _, i, j in tails):
            continue
        if not any(_checked_head_merge(s, i, j) for _, i, j in _head_pairs(s)):
            return


def _merge_pairs(s: BuildState, end: int = -1) -> list[tuple[int, int, int]]:
    """(combined length, i, j) where arrow j's head (end=-1) or tail (end=0) touches
    arrow i's tail."""
    arrows, walks, cap = s.arrows, s.walks, s.cap
    tail_of = {a[0]: i for i, a in enumerate(arrows)}
    pairs = []
    # s.walks: the neighbours in space.neighbors() order, without building that table too
    for j, body in enumerate(arrows):
        for _, x, _ in walks[body[end]]:
            i = tail_of.get(x)
            if i is not None and i != j and len(arrows[i]) + len(body) <= cap:
                pairs.append((len(arrows[i]) + len(body), i, j))
    pairs.sort()
    return pairs


def _checked_merge(s: BuildState, i: int, j: int, reverse: bool = False) -> bool:
    """Checked: arrow j (reversed, when its tail is the end that touches) joins the
    front of arrow i."""
    front = s.arrows[j][::-1] if reverse else s.arrows[j]
    return edit(s, [i, j], [(front + s.arrows[i], s.dirs[i])])


def _head_pairs(s: BuildState) -> list[tuple[int, int, int]]:
    """(combined length, i, j) for arrows whose heads touch, i < j."""
    head_of = {a[-1]: i for i, a in enumerate(s.arrows)}
    pairs = []
    for i, body in enumerate(s.arrows):
        for _, x, _ in s.walks[body[-1]]:
            j = head_of.get(x)
            if j is not None and i < j and len(s.arrows[i]) + len(s.arrows[j]) <= s.cap:
                pairs.append((len(body) + len(s.arrows[j]), i, j))
    pairs.sort()
    return pairs[:CHECKED_TRIES]


def _checked_head_merge(s: BuildState, i: int, j: int) -> bool:
    """Checked: two arrows whose heads touch become one, running head to head and
    out through j's old tail, which is the new head."""
    for a, b in ((i, j), (j, i)):
        cells = s.arrows[a] + s.arrows[b][::-1]
        d = s.direction_into(cells)
        if d is None or d not in s.head_dirs[cells[-1]]:
            continue
        if edit(s, [i, j], [(cells, d)]):
            return True
    return False


def split_up_to(s: BuildState, target: int) -> None:
    """Split long arrows until `target` exist: safely when the back part's ray only
    crosses arrows cleared before it, else as a checked edit."""
    rng = s.rng
    while len(s.arrows) < target:
        checked: list[tuple[int, list[int], list[int]]] = []
        done = False
        for i in sorted(range(len(s.arrows)), key=lambda i: -len(s.arrows[i])):
            body = s.arrows[i]
            if len(body) < 6:
                break
            cuts = list(range(3, len(body) - 2))
            rng.shuffle(cuts)
            for k in cuts:
                back, front = body[:k], body[k:]
                if s.own_arrow_ok(back, i, front):
                    s.set_body(i, front)
                    s.insert_after(i, back)
                    done = True
                    break
                checked.append((i, back, front))
            if done:
                break
        if done:
            continue
        tries = checked[:CHECKED_TRIES]
        if not any(_checked_split(s, i, back, front) for i, back, front in tries):
            return


def _checked_split(s: BuildState, i: int, back: list[int], front: list[int]) -> bool:
    d = s.direction_into(back)
    return d is not None and replace(s, i, [(front, s.dirs[i]), (back, d)])


def proven_tables(s: BuildState, order: list[int]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The escape rays and the cell owners of the arrows listed in `order`, for
    Puzzle.proven: the rays from the build's table; AssertionError (a bug) unless
    every cell is owned once and every ray leaves."""
    owner = [-1] * len(s.owner)
    rays = []
    for i, old in enumerate(order):
        body = s.arrows[old]
        for c in body:
            if owner[c] >= 0:
                raise AssertionError("generator placed two arrows on one cell")
            owner[c] = i
        ray = ray_or_wall(s.ray_t, s.space, body[-1], s.dirs[old])
        if ray is None:
            raise AssertionError("generator headed an arrow into a wall")
        rays.append(ray)
    # (not `-1 in owner`: compiled, `in` compares each boxed int as an object)
    if not all(o >= 0 for o in owner):
        raise AssertionError("generator produced a partial board")
    return tuple(rays), tuple(owner)


# -- difficulty polish -----------------------------------------------------------------
def _free_now(s: BuildState) -> list[int]:
    """Arrows free at the start: on a full board, those whose ray meets no cell."""
    space, rays = s.space, s.ray_t
    return [
        i for i, (a, d) in enumerate(zip(s.arrows, s.dirs, strict=True)) if not ray_at(rays, space, a[-1], d)
    ]


def turned(s: BuildState, i: int) -> Part | None:
    """Arrow i turned around (tail becoming head), if that is a valid arrow."""
    cells = s.arrows[i][::-1]
    d = s.direction_into(cells)
    if d is None or d not in s.head_dirs[cells[-1]]:
        return None
    return cells, d


def set_free(s: BuildState, want: int, reduce: bool, tries: int = 6, room: int = 0) -> bool:
    """Leave at least `want` arrows free at the start (hard: about `want`). Beyond it, turn free
    arrows around when that leaves them blocked (each try is a checked edit, so only
    the first few are tried); below it, turn blocked arrows whose tail faces straight
    out of the shape (an arrow free already is not one: turned, it frees nothing; until
    quiver-gen/7 it was turned and counted). `room`: how many arrows may be split in two
    for a free front part when no turn is left (`split_free`). Whether any arrow changed."""
    changed = False
    free = _free_now(s) if reduce else []
    for a in [s.arrows[i] for i in free[want : want + tries]]:
        i = s.arrows.index(a)
        part = turned(s, i)
        if part is not None and ray_or_wall(s.ray_t, s.space, part[0][-1], part[1]) and replace(s, i, [part]):
            changed = True
    missing = want - len(free if reduce and not changed else _free_now(s))  # the same list if nothing moved
    i = 0
    walks, space, rays, head_dirs = s.walks, s.space, s.ray_t, s.head_dirs
    while missing > 0 and i < len(s.arrows):
        # turned(s, i) when its tail faces straight out, without reversing every body
        # (this walk visits most arrows on every call: a loop, not next() over a
        # generator, and the rays from the build's table, not the pure space's method)
        a = s.arrows[i]
        tail = a[0]
        d = -1
        for _, y, u in walks[a[1]]:
            if y == tail:
                d = u
                break
        if (
            d >= 0
            and d in head_dirs[tail]
            and ray_or_wall(rays, space, tail, d) == ()
            and ray_at(rays, space, a[-1], s.dirs[i])  # blocked now
            and replace(s, i, [(a[::-1], d)])
        ):
            missing -= 1
            changed = True
        i += 1
    if missing > 0 and room > 0:
        changed = split_free(s, min(missing, room)) > 0 or changed
    return changed


def split_free(s: BuildState, most: int) -> int:
    """Up to `most` blocked arrows split in two where the body steps straight out of the
    shape at an edge cell: the part from the tail to that cell becomes a free arrow, the
    rest keeps the head (both at least 3 cells; checked edits). How many were split."""
    done = 0
    space, rays, head_dirs = s.space, s.ray_t, s.head_dirs
    for i in range(len(s.arrows)):
        body = s.arrows[i]
        if done >= most:
            break
        if not ray_at(rays, space, body[-1], s.dirs[i]):  # free already
            continue
        for k in range(2, len(body) - 3):
            front = body[: k + 1]
            d = s.direction_into(front)
            if (
                d is not None
                and d in head_dirs[body[k]]
                and ray_or_wall(rays, space, body[k], d) == ()
                and replace(s, i, [(body[k + 1 :], s.dirs[i]), (front, d)])
            ):
                done += 1
                break
    return done
