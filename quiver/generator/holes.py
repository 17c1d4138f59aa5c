"""Holes: unused regions of a few cells that the frontier can no longer reach
(2D boards over 224, `large.is_vast`; ADR 0006, "Larger boards").

A build on a large board leaves small unused regions behind (three to a few dozen
cells, hundreds of them on a 256x256 board). Each lies on a row and a column, and
every cell beyond it on those lines waits for it: an unused cell is no head's ray
until it is covered. When the frontier dies, most of the cells left over sit in big
regions that are shut in only by such holes on their lines.

A hole is given to the arrows around it, each taking a path onto its tail, as a pocket
is (`pockets.absorb`): no ray crosses an unused cell, so a cell joining the back of an
arrow adds no blocking edge and the list stays a clear order without a check. Then
the lines through the hole are open again, and the frontier reaches what lay behind.
"""

from __future__ import annotations

from typing import Final

from .large import is_vast
from .pockets import absorb, pocket
from .state import BuildState

__all__ = ["HOLE_CELLS", "built_level_of_run", "fill_holes", "fill_vast_holes", "split_many"]

# the largest unused region given to the arrows around it (a bigger one is left to
# the frontier, which reaches it once the holes on its lines are filled)
HOLE_CELLS: Final = 64


def fill_vast_holes(s: BuildState) -> int:
    """`fill_holes` on a vast board (`large.is_vast`: 2D over 224), else nothing (0):
    the construction calls it whenever its frontier stops."""
    return fill_holes(s) if is_vast(s.space) else 0


def fill_holes(s: BuildState, most: int = HOLE_CELLS) -> int:
    """Give every unused region of 3 to `most` cells to the tails around it, as far as
    they take it (pockets of 1 or 2 cells left behind go to `pockets.absorb`). The
    number of cells covered."""
    before = s.used_count
    for region in _regions(s, most):
        _fill(s, region)
    return s.used_count - before


def _regions(s: BuildState, most: int) -> list[list[int]]:
    """The unused regions of 3 to `most` cells, each in the order found from its lowest
    cell (regions in the order of their lowest cells)."""
    used, nbrs = s.used, s.nbrs
    seen = bytearray(s.n)
    out: list[list[int]] = []
    for start in range(s.n):
        if used[start] or seen[start]:
            continue
        seen[start] = 1
        region, todo = [start], [start]
        while todo:
            c = todo.pop()
            for x in nbrs[c]:
                if not used[x] and not seen[x]:
                    seen[x] = 1
                    region.append(x)
                    todo.append(x)
        if 3 <= len(region) <= most:
            out.append(region)
    return out


def _fill(s: BuildState, region: list[int]) -> None:
    """Paths through the region onto the tails beside it, each grown toward the cells
    with the fewest unused neighbours (so it leaves the fewest cells cut off), until
    no tail beside the region can take more."""
    free = set(region)
    while free:
        start = _tail_beside(s, free)
        if start is None:
            break
        cell, i = start
        room = s.max_len - len(s.arrows[i])
        path = [cell]
        free.discard(cell)
        while len(path) < room:
            nxt = [x for x in s.nbrs[path[-1]] if x in free]
            if not nxt:
                break
            c = min(nxt, key=lambda x: (sum(1 for y in s.nbrs[x] if y in free), x))
            path.append(c)
            free.discard(c)
        s.arrows[i][:0] = path[::-1]
        s.claim(i, path)
    for c in sorted(free):  # pockets of 1 or 2 cells the paths cut off
        if not s.used[c] and (cells := pocket(s, c)) is not None:
            absorb(s, cells)


def _tail_beside(s: BuildState, free: set[int]) -> tuple[int, int] | None:
    """(a free cell, the arrow whose tail it touches) with the most room left, or None.
    Tails grow to `max_len` at most, not `cap`: an arrow at the cap takes no pocket
    later (a 256x256 build that filled up to the cap gave up on single cells beside
    such tails, 23 s)."""
    owner, arrows, nbrs, longest = s.owner, s.arrows, s.nbrs, s.max_len
    best: tuple[int, int, int] | None = None
    for c in sorted(free):
        for x in nbrs[c]:
            i = owner[x]
            if i >= 0 and arrows[i][0] == x and len(arrows[i]) < longest:
                key = (len(arrows[i]), c, i)
                if best is None or key < best:
                    best = key
    return None if best is None else (best[1], best[2])


def split_many(s: BuildState, target: int, tolerance: int) -> int:
    """`_split_pass` until `target` arrows or nothing more splits safely; the count the
    checked splits of `finish.split_up_to` should go on to: `target` less `tolerance`
    (each of them costs a cycle search over thousands of arrows on a 256x256 board, and
    most are refused: 200 s for the 236 splits a hard board still lacked; a count
    within the tolerance is one `build` accepts)."""
    while len(s.arrows) < target and _split_pass(s, target):
        pass
    return target - tolerance


def _split_pass(s: BuildState, target: int) -> bool:
    """Split long arrows toward `target` arrows in one pass (`finish.split_up_to` does
    one split a pass, renumbering every later arrow's cells each time: on a 256x256
    board that the holes left 900 arrows short, 47 s). The same safe split: a back
    part whose ray meets only its front part and arrows cleared before it becomes an
    arrow cleared right after its front. Within the pass the cells keep their old
    positions as owners, which order them as the new list does (a back part goes right
    after its front, and no arrow is split twice); the list is renumbered once at the
    end. What is still missing is left to `split_up_to`."""
    need = target - len(s.arrows)
    backs: dict[int, list[int]] = {}
    for i in sorted(range(len(s.arrows)), key=lambda i: -len(s.arrows[i])):
        body = s.arrows[i]
        if len(backs) >= need or len(body) < 6:
            break
        cuts = list(range(3, len(body) - 2))
        s.rng.shuffle(cuts)
        for k in cuts:
            back, front = body[:k], body[k:]
            if s.own_arrow_ok(back, i, front):
                s.arrows[i] = front
                d = s.direction_into(back)
                assert d is not None, "own_arrow_ok found its direction"
                s.heads[back[-1]] = d
                backs[i] = back
                break
    if not backs:
        return False
    arrows, dirs, levels = [], [], []
    for i, (a, d, level) in enumerate(zip(s.arrows, s.dirs, s.levels, strict=True)):
        arrows.append(a)
        dirs.append(d)
        levels.append(level)
        split = backs.get(i)
        if split is not None:
            into = s.direction_into(split)
            assert into is not None
            arrows.append(split)
            dirs.append(into)
            levels.append(level + 1)
            s.dir_count[into] += 1
            s.add_watch(split[-1], into)
    if s.first_strand is not None:
        s.first_strand += sum(1 for i in backs if i < s.first_strand)
    s.arrows, s.dirs, s.levels = arrows, dirs, levels
    for n, a in enumerate(arrows):
        s.set_body(n, a)
    return True


def built_level_of_run(s: BuildState, levels: list[int], start: int, run: int) -> int:
    """The lowest level as built of the arrows peeled in rounds `start` to `start + run`
    (a run of single rounds): where a retry of a vast board cuts (`kept.before_the_waist`).
    Its rounds as peeled lay hundreds past its levels as built (a 256x256 hard board:
    rounds 447-460, built at levels 97-108), so a cut by round kept the run itself, and
    eleven retries broke the gate again (seeds 19 and 29: the board handed out unfair)."""
    return min(s.levels[i] for i, lv in enumerate(levels) if start <= lv < start + run)
