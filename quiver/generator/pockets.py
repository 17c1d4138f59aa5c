"""Pockets: unused components of one or two cells, too small for an arrow of their own.

A pocket is given to a neighbouring arrow: onto its tail, by re-threading its body, or
by cutting it around the pocket. None of these adds a blocking edge (no ray ever
crosses a cell that was unused when the ray's arrow was placed), so the arrow list
stays a clear order.
"""

from __future__ import annotations

from typing import Final

from .state import BuildState

REROUTE_BUDGET: Final = 4000  # DFS steps allowed when re-threading a body around a pocket


def pocket(s: BuildState, start: int) -> list[int] | None:
    """The unused component around `start` if it has fewer than 3 cells."""
    # Called for every unused cell beside every body tried (a hot loop): a component
    # of at most two cells needs no search, only the neighbours of `start` and of its
    # one unused neighbour.
    used, nbrs = s.used, s.nbrs
    other = -1
    for x in nbrs[start]:
        if not used[x] and x != start and x != other:
            if other >= 0:
                return None
            other = x
    if other < 0:
        return [start]
    for x in nbrs[other]:
        if not used[x] and x != start and x != other:
            return None
    return [start, other]


def pockets_left(s: BuildState, body: list[int]) -> int:
    """How many pockets this (claimed) body would leave, each with a tail of its own to
    join (each tail can take one pocket); -1 when one has none (the body is refused).
    With 0 the body's `absorb_pockets` would find nothing: it looks at the same cells,
    which nothing between the two changes, and the builder then skips it (most bodies
    leave none, so they are looked at first without the count's two sets)."""
    used, nbrs = s.used, s.nbrs
    for k in range(len(body)):
        for x in nbrs[body[k]]:
            if not used[x] and pocket(s, x) is not None:
                return _count_pockets(s, body, k)
    return 0


def _count_pockets(s: BuildState, body: list[int], first: int = 0) -> int:
    """`pockets_left` for a body beside at least one pocket, the first beside body[first]
    (the cells before it have none beside them: the count starts there, the same count)."""
    used, nbrs, owner, arrows = s.used, s.nbrs, s.owner, s.arrows
    tail = body[0]
    taken: set[int] = set()
    seen: set[int] = set()
    for k in range(first, len(body)):
        for x in nbrs[body[k]]:
            if used[x] or x in seen:
                continue
            found = pocket(s, x)
            if found is None:
                continue
            seen.update(found)
            free_tail = _free_tail(found, nbrs, owner, arrows, tail, taken)
            if free_tail < 0:
                return -1
            taken.add(free_tail)
    return len(taken)


def _free_tail(
    found: list[int],
    nbrs: list[tuple[int, ...]],
    owner: list[int],
    arrows: list[list[int]],
    tail: int,
    taken: set[int],
) -> int:
    """The first tail beside a pocket not yet taken (`tail`: the new body's), or -1."""
    for p in found:
        for y in nbrs[p]:
            if y in taken:
                continue
            if y == tail:
                return y
            o = owner[y]
            if o >= 0 and arrows[o][0] == y:
                return y
    return -1


def absorb_pockets(s: BuildState, body: list[int]) -> None:
    """Cover the pockets next to a body just placed."""
    used, nbrs = s.used, s.nbrs
    for c in body:
        for x in nbrs[c]:
            if not used[x]:
                found = pocket(s, x)
                if found is not None:
                    absorb(s, found)


def absorb(s: BuildState, cells: list[int]) -> bool:
    """Give a pocket (1 or 2 connected unused cells) to a neighbour: onto its tail,
    by re-threading its body, or by cutting it around the pocket."""
    walks, owner, arrows = s.walks, s.owner, s.arrows
    for first in cells:
        # the path starts next to a tail; a second cell chains on from the first
        path = [first] + [c for c in cells if c != first]
        for _, x, _ in walks[path[0]]:
            o = owner[x]
            if o >= 0 and arrows[o][0] == x and len(arrows[o]) + len(path) <= s.cap:
                _prepend(s, o, path)
                return True
    for p in cells:
        for _, x, _ in walks[p]:
            o = owner[x]
            if o >= 0 and _reroute(s, o, cells):
                return True
    return _cut(s, cells)


def _cut(s: BuildState, cells: list[int]) -> bool:
    """Cut the arrow beside the pocket at the cell it touches: the pocket becomes the
    new tail of the front part, and the cut-off back part either joins the tail of an
    earlier arrow or, when its own ray is clear of everything cleared after, becomes
    an arrow of its own, cleared right after the front part."""
    walks, owner = s.walks, s.owner
    for first in cells:
        path = [first] + [c for c in cells if c != first]
        for _, x, _ in walks[first]:
            i = owner[x]
            if i < 0:
                continue
            body = s.arrows[i]
            k = body.index(x)
            if k == 0 or k >= len(body) - 1:
                continue
            back = body[:k]
            front = path[::-1] + body[k:]
            if len(front) > s.cap:
                continue
            j = _tail_home(s, back, i)
            if j is not None:
                s.set_body(i, front)
                _join_tail(s, j, back)
            elif len(back) >= 3 and s.own_arrow_ok(back, i, front):
                s.set_body(i, front)
                s.insert_after(i, back)
            else:
                continue
            s.claim(i, path)
            return True
    return False


def _tail_home(s: BuildState, cells: list[int], before: int) -> int | None:
    """An arrow placed before `before` whose tail touches an end of `cells`."""
    for end in (cells[-1], cells[0]):
        for _, y, _ in s.walks[end]:
            j = s.owner[y]
            if 0 <= j < before and s.arrows[j][0] == y and len(s.arrows[j]) + len(cells) <= s.cap:
                return j
    return None


def _join_tail(s: BuildState, j: int, cells: list[int]) -> None:
    tail = s.arrows[j][0]
    if not any(y == tail for _, y, _ in s.walks[cells[-1]]):
        cells = cells[::-1]
    s.set_body(j, cells + s.arrows[j])


def _reroute(s: BuildState, i: int, extra: list[int]) -> bool:
    """Re-thread arrow i's body through its own cells plus `extra` (unused cells),
    keeping its neck and head. Ownership changes only for unused cells, which no ray
    crosses, so the blocking graph is untouched."""
    body = s.arrows[i]
    if len(body) + len(extra) > s.cap:
        return False
    cells = set(body) | set(extra)
    walks = s.walks
    path = [body[-1], body[-2]]
    seen = set(path)
    budget = [REROUTE_BUDGET]

    def dfs(cur: int) -> bool:
        if len(path) == len(cells):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        nxt = [x for _, x, _ in walks[cur] if x in cells and x not in seen]
        nxt.sort(key=lambda x: sum(1 for _, y, _ in walks[x] if y in cells and y not in seen))
        for x in nxt:
            seen.add(x)
            path.append(x)
            if dfs(x):
                return True
            path.pop()
            seen.discard(x)
        return False

    if not dfs(body[-2]):
        return False
    path.reverse()
    s.arrows[i] = path
    s.claim(i, list(extra))
    return True


def _prepend(s: BuildState, i: int, path: list[int]) -> None:
    """path[0] touches arrow i's tail; the path joins the front of its body."""
    s.arrows[i][:0] = path[::-1]
    s.claim(i, path)
