"""A pocket mended by re-threading two or three arrows together (3D solids over 48,
`huge3d.is_huge_3d`, and 2D boards over 224, `large.is_vast`; ADR 0006, "Larger
boards").

A 3D cube of 56 often ends its build with a cell or two that nothing takes: no tail
beside it (`pockets.absorb`), no one arrow that can run through it (`pockets._reroute`),
and the checked repairs (`finish._checked_repair`, `_regrow_around`) fail too: a random
cover of the arrows around it leaves a piece of one or two cells 19 times in 20. The
build then gave up and replayed its 35,000 arrows, once or twice (3-4 s of a board).

Here an arrow beside the pocket and one or two arrows touching it are laid again
through their own cells plus the pocket's, each keeping its head and neck (so its
direction and its ray): a depth-first search for paths that cover those cells exactly,
each path from its arrow's neck backward, the cells with the fewest free neighbours
first (as `_reroute`). Only the owners of cells change, so the rays that cross them
may now wait on another of these arrows: the result goes through the checked edit
(`edits.edit`, kept only if the blocking graph stays acyclic). On the cube 56 hard
seeds that gave up, the first cover found passed, in under 0.3 s.

`finish.absorb_leftovers` asks it before the checked repairs (for the cells left at
the end they search from an early arrow and fail); on a 3D solid
`finish.absorb_stray_pockets` after them (mid-build they take most pockets cheaply;
on a 2D board re-threading there made the boards shallower). A 2D 256x256 build gave
up at the end the same way (1 to 4 cells left, 1,500 to 10,000 arrows rebuilt each
time); there a pocket that no group of the arrows around it could take was taken by a
chain (`groups`, `chains`).
"""

from __future__ import annotations

from typing import Final

from .edits import edit
from .large import is_vast
from .pockets import pocket
from .state import BuildState

__all__ = ["STEPS", "TOTAL_STEPS", "groups", "mend_pocket", "rethread"]

STEPS: Final = 2000  # search steps per group of arrows
TOTAL_STEPS: Final = 300_000  # search steps per pocket, all groups together
TRIES: Final = 4  # covers offered to the checked edit per group


def mend_pocket(s: BuildState, c: int) -> bool:
    """Cover the pocket (1 or 2 unused cells) around `c` by re-threading a group of
    arrows beside it (`groups`); False when `c` is in no pocket or nothing fitted."""
    cells = None if s.used[c] else pocket(s, c)
    if cells is None:
        return False
    left = TOTAL_STEPS
    for group in groups(s, cells, chains=is_vast(s.space)):
        found, spent = rethread(s, cells, group)
        if found:
            return True
        left -= spent
        if left <= 0:
            break
    return False


def groups(s: BuildState, cells: list[int], chains: bool = False) -> list[tuple[int, ...]]:
    """The groups tried, in order: for each arrow beside the pocket (in the order of
    its cells' neighbours), that arrow with each arrow touching it, then with each two.
    With `chains` (2D boards over 224), then for each such pair (o, j) the chains
    (o, j, k), k touching j but not o: o takes the pocket, j the cells o gave up, k
    the cells j gave up (a 256x256 pocket between two heads and a body that only
    such a chain covered)."""
    owner = s.owner
    beside: list[int] = []
    for c in cells:
        for _, x, _ in s.walks[c]:
            o = owner[x]
            if o >= 0 and o not in beside:
                beside.append(o)
    out: list[tuple[int, ...]] = []
    touching = {o: _touching(s, o) for o in beside}
    for o in beside:
        touch = touching[o]
        out.extend((o, j) for j in touch)
        out.extend((o, j, k) for n, j in enumerate(touch) for k in touch[n + 1 :])
    if chains:
        for o in beside:
            near = set(touching[o])
            for j in touching[o]:
                out.extend((o, j, k) for k in _touching(s, j) if k != o and k not in near)
    return out


def _touching(s: BuildState, o: int) -> list[int]:
    """The arrows beside arrow `o`'s cells, in the order of its cells' neighbours."""
    walks, owner = s.walks, s.owner
    touch: list[int] = []
    for x in s.arrows[o]:
        for _, y, _ in walks[x]:
            j = owner[y]
            if j >= 0 and j != o and j not in touch:
                touch.append(j)
    return touch


def rethread(s: BuildState, extra: list[int], group: tuple[int, ...]) -> tuple[bool, int]:
    """Lay the arrows of `group` again through their cells plus `extra` (unused), each
    from its own head and neck; the first of up to TRIES covers that the checked edit
    keeps is kept. (kept, search steps spent)."""
    walks, arrows, dirs, cap = s.walks, s.arrows, s.dirs, s.cap
    cells = set(extra)
    for i in group:
        cells.update(arrows[i])
    paths = [[arrows[i][-1], arrows[i][-2]] for i in group]
    seen = {x for p in paths for x in p}
    if len(seen) != 2 * len(group):
        return False, 0
    total, last = len(cells), len(group) - 1
    steps = [0, 0]  # spent, covers refused

    def free(x: int) -> int:
        return sum(1 for _, y, _ in walks[x] if y in cells and y not in seen)

    def dfs(k: int, count: int) -> bool:
        steps[0] += 1
        if steps[0] > STEPS or steps[1] >= TRIES:
            return False
        path = paths[k]
        if count == total:
            if k < last or len(path) < 3:
                return False
            new = [(p[::-1], dirs[i]) for p, i in zip(paths, group, strict=True)]
            if edit(s, list(group), new):
                return True
            steps[1] += 1
            return False
        if len(path) < cap:
            nxt = sorted((x for _, x, _ in walks[path[-1]] if x in cells and x not in seen), key=free)
            for x in nxt:
                seen.add(x)
                path.append(x)
                if dfs(k, count + 1):
                    return True
                path.pop()
                seen.discard(x)
        return len(path) >= 3 and k < last and dfs(k + 1, count)

    return dfs(0, len(seen)), steps[0]
