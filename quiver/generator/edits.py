"""Checked edits: any local change to the arrows, kept only if the board stays fair play.

An edit replaces some arrows by new ones; it is kept only if the new arrows are valid
and the blocking graph stays acyclic. The check and the renumbering that follows look
only at the neighbourhood of the edit, so their cost does not grow with the board
(issue 17: large boards used to rebuild and re-check the whole board for every edit).
The list is a clear order again afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from .huge3d import is_huge_3d
from .state import BuildState, Part
from .tables import ray_at


def first_waiter(s: BuildState, removed: list[int]) -> int:
    """The earliest arrow (not removed) whose ray crosses a removed arrow's cell."""
    watch, heads, owner, arrows = s.watchers(), s.heads, s.owner, s.arrows
    gone = set(removed)
    lo = len(arrows)
    for i in removed:
        for c in arrows[i]:
            for key in watch[c]:
                h = key // 6
                if heads.get(h, -1) == key % 6:  # an int: get(h) == is a generic compare compiled
                    o = owner[h]
                    if o < lo and o not in gone:
                        lo = o
    return lo


def replace(s: BuildState, i: int, parts: list[Part]) -> bool:
    """Checked: arrow i becomes `parts` (one or more arrows)."""
    return edit(s, [i], parts)


def edit(s: BuildState, removed: list[int], new: list[Part]) -> bool:
    """Checked: the arrows at `removed` become `new`, if every new arrow is valid, the
    new rays cross only covered cells, the new heads keep the side-by-side rule and
    the blocking graph stays acyclic."""
    new_owner = _new_owners(s, removed, new)
    if new_owner is None:
        return False
    rays = _new_rays(s, new, new_owner)
    if rays is None:
        return False
    in_place = _in_place(s, removed, rays)  # huge 3D only; it needs no first waiter
    lo = first_waiter(s, removed) if in_place is None else 0
    heads = s.heads
    old_heads = {s.arrows[i][-1]: s.dirs[i] for i in removed}
    for h in old_heads:
        del heads[h]
    heads.update((a[-1], d) for a, d in new)
    order = None
    if all(s.side_ok(a[-1], d) for a, d in new):
        order = in_place or _reorder(s, lo, removed, rays, new_owner)
    if order is None:
        for a, _ in new:
            del heads[a[-1]]
        heads.update(old_heads)
        return False
    _adopt(s, order, min(removed), new, rays)
    return True


def _new_owners(s: BuildState, removed: list[int], new: list[Part]) -> dict[int, int] | None:
    """cell -> index in `new`, if the new arrows have valid lengths, cover exactly the
    removed arrows' cells plus unused ones, and do not overlap; else None."""
    owner, used = s.owner, s.used
    if any(not 3 <= len(a) <= s.cap for a, _ in new):
        return None
    gone = set(removed)
    new_owner: dict[int, int] = {}
    for j, (a, _) in enumerate(new):
        for c in a:
            if c in new_owner or (used[c] and owner[c] not in gone):
                return None
            new_owner[c] = j
    if any(c not in new_owner for i in removed for c in s.arrows[i]):
        return None
    return new_owner


def _new_rays(s: BuildState, new: list[Part], new_owner: dict[int, int]) -> list[tuple[int, ...]] | None:
    """The new arrows' rays, if each arrow is valid and its ray crosses only covered cells."""
    rays = []
    for a, d in new:
        ray = s.valid_ray(a, d)  # check_arrow's rules, from the build's tables
        if ray is None:
            return None
        # the safe edits rely on no ray crossing a cell that is still unused
        if any(not s.used[c] and c not in new_owner for c in ray):
            return None
        rays.append(ray)
    return rays


def _in_place(s: BuildState, removed: list[int], rays: list[tuple[int, ...]]) -> tuple[list[int], int] | None:
    """huge3d.py: on a 3D solid over 48, one arrow replaced by one whose ray meets only
    arrows before it takes its place (the order `_reorder` returns for `_adopt`), or
    None. `_reorder` puts it after the arrows up to its first waiter, renumbering them
    all: most of `set_free` on a 3D cube of 64 (a turned arrow, free at the start, moved
    past thousands). Its place is a clear order too: it waits on earlier arrows only,
    and every arrow that waits on it waited on the one it replaces."""
    if len(removed) != 1 or len(rays) != 1 or not is_huge_3d(s.space):
        return None
    i, owner = removed[0], s.owner
    if all(0 <= owner[c] < i for c in rays[0]):
        return [len(s.arrows)], i + 1
    return None


def _reorder(
    s: BuildState, lo: int, removed: list[int], rays: list[tuple[int, ...]], new_owner: dict[int, int]
) -> tuple[list[int], int] | None:
    """The clear order after an edit, as old positions (and len(arrows) + j for new
    arrow j), or None when the edit closes a cycle: (part, keep), the order being
    0 .. min(removed) - 1, then `part`, then keep .. len(arrows) - 1.

    Arrow i waits only on arrows before it. A cycle after the edit passes through a
    new arrow, and every old arrow on it waits (through old arrows) on `lo` or a later
    waiter of a removed arrow; so a depth-first search from the new arrows among old
    arrows at or after `lo` finds any cycle. Its post-order is a dependency order for
    what it reached; old arrows before `lo` go first and the rest keep their places."""
    owner, arrows, dirs, space, ray_t = s.owner, s.arrows, s.dirs, s.space, s.ray_t
    base = len(arrows)
    gone = [0] * base  # a list: faster to index than a bytearray (BuildState.used)
    for i in removed:
        gone[i] = 1
    # For the search, each cell of the new arrows reads as its new arrow's node (base +
    # j) in `owner` itself, so every ray is one gather: no other cell of a ray is unused
    # or a removed arrow's (no ray crosses an unused cell; `_new_owners` gave every
    # removed arrow's cell a new arrow). The owners are put back before returning.
    saved = [(c, owner[c]) for c in new_owner]
    for c, j in new_owner.items():
        owner[c] = base + j
    at = owner.__getitem__

    def out(node: int) -> list[int]:
        ray = rays[node - base] if node >= base else ray_at(ray_t, space, arrows[node][-1], dirs[node])
        # every node base + j is past lo (lo <= base): a new arrow always counts
        return [t for t in map(at, ray) if t >= lo]

    try:
        found = _search(out, range(base, base + len(rays)))
    finally:
        for c, o in saved:
            owner[c] = o
    if found is None:
        return None
    state, post = found
    # Positions before min(removed) keep their arrows; when the edit swaps as many
    # arrows as it takes, so do positions from `keep` on (past `lo`, every removed and
    # every reached arrow, nothing moved). Only the part between is listed: these
    # lists and `_adopt`'s walk over them cost O(arrows) per edit when they spanned the
    # whole tail (a fifth of `set_free` on a 3D cube 17, which edits early arrows).
    first = min(removed)
    keep = base
    if len(rays) == len(removed):
        reached = max((p for p in state if p < base), default=-1)
        keep = min(base, max(lo, max(removed) + 1, reached + 1))
    part = (
        [p for p in range(first, min(lo, base)) if not gone[p]]
        + post
        + [p for p in range(lo, keep) if not gone[p] and p not in state]
    )
    return part, keep


def _search(out: Callable[[int], list[int]], roots: Iterable[int]) -> tuple[dict[int, int], list[int]] | None:
    """Depth-first from `roots` along `out`: (state of each node reached, post-order),
    or None on reaching a node still on the stack (a cycle).

    The search visits every arrow that waits on the edit (thousands on a big board,
    millions of edges per build): each node's targets are a list built at once and
    walked by one iterator that a `for` resumes where it stopped, not a generator
    advanced by next() per edge."""
    state: dict[int, int] = {}  # 1: on the stack, 2: done
    post: list[int] = []
    for root in roots:
        if root in state:
            continue
        state[root] = 1
        stack: list[tuple[int, Iterator[int]]] = [(root, iter(out(root)))]
        while stack:
            node, it = stack[-1]
            for t in it:
                seen = state.get(t)
                if seen is None:
                    state[t] = 1
                    stack.append((t, iter(out(t))))
                    break
                if seen == 1:
                    return None
            else:
                state[node] = 2
                post.append(node)
                stack.pop()
    return state, post


def _adopt(
    s: BuildState, order: tuple[list[int], int], first: int, new: list[Part], rays: list[tuple[int, ...]]
) -> None:
    """Take the new order (`_reorder`'s); renumber from `first` (min(removed)), the
    first position that moved."""
    # An old arrow that lands on its own position again already has its owner and
    # level written: only the rest is rewritten; one that moves gets its new owner
    # only (its level does not change). Checked over the 329 hash boards: every
    # skipped arrow's cells had their owner and used mark, and during the
    # construction (the one reader of `cell_level`: the frontier) their level.
    part, keep = order
    arrows, dirs, levels = s.arrows, s.dirs, s.levels
    base = len(arrows)
    # in place: only the positions from `first` to `keep` change (a copy of the whole
    # lists per edit cost O(arrows): most of `set_free` on a 3D cube of 56)
    arrows[first:keep] = [arrows[p] if p < base else new[p - base][0] for p in part]
    dirs[first:keep] = [dirs[p] if p < base else new[p - base][1] for p in part]
    levels[first:keep] = [levels[p] if p < base else 0 for p in part]
    owner, used, cell_level = s.owner, s.used, s.cell_level
    for i, p in enumerate(part, first):
        if p < base:
            if p != i:  # an old arrow moved: its cells keep their level and used mark
                for c in arrows[i]:
                    owner[c] = i
            continue  # (an old arrow in its old place keeps everything)
        a = arrows[i]
        # new: one past the deepest arrow its ray meets
        ray = ray_at(s.ray_t, s.space, a[-1], dirs[i])
        levels[i] = 1 + max((levels[owner[c]] for c in ray), default=0)
        for c in a:
            owner[c] = i
            cell_level[c] = levels[i]
            if not used[c]:
                used[c] = 1
                s.used_count += 1
    for a, d in new:
        s.add_watch(a[-1], d)
