"""Random boards for the engine tests (no tests here), built with the engine's own PRNG.

`random_board(kind, seed, ordered)`:
- ordered=True builds in clearing order (RULES.md section 5): each new arrow's head has a
  ray that crosses only cells already used, so the build order clears the board;
- ordered=False drops random snakes anywhere, so the board may hold cycles.
Neither tries to fill the shape: the rules must hold on any valid board.
"""

from __future__ import annotations

from quiver.engine import Arrow, Board, BoardError, Rng, check_arrow, make_space
from quiver.engine.space import Space

KINDS = ("2d", "3d", "flat")


def stairs(steps: int, depth: int) -> list[tuple[int, int, int]]:
    """Steps rising along +x: column x holds heights 0..x."""
    return [(x, y, z) for x in range(steps) for y in range(x + 1) for z in range(depth)]


def box(w: int, h: int, d: int) -> list[tuple[int, int, int]]:
    return [(x, y, z) for x in range(w) for y in range(h) for z in range(d)]


def plus(arm: int, height: int) -> list[tuple[int, int, int]]:
    """A plus sign in the xz-plane, `arm` voxels each side of the centre, `height` tall."""
    n = 2 * arm + 1
    return [(x, y, z) for x in range(n) for y in range(height) for z in range(n) if x == arm or z == arm]


def ziggurat(levels: int) -> list[tuple[int, int, int]]:
    """Square terraces shrinking by one on each side per level."""
    n = 2 * levels - 1
    return [(x, y, z) for y in range(levels) for x in range(y, n - y) for z in range(y, n - y)]


def tower(w: int, h: int) -> list[tuple[int, int, int]]:
    """A w x w base with a narrower column on top (a two-tier tower)."""
    base = box(w, 1, w)
    top = [(x, y, z) for x in range(1, w - 1) for y in range(1, h) for z in range(1, w - 1)]
    return base + top


BLOCKS = {
    "cube1": box(1, 1, 1),
    "cube2": box(2, 2, 2),
    "cube3": box(3, 3, 3),
    "brick": box(3, 1, 2),
    "slab": box(4, 1, 3),
    "stairs3": stairs(3, 2),
    "stairs4": stairs(4, 1),
    "plus": plus(1, 2),
    "ziggurat": ziggurat(3),
    "tower": tower(3, 3),
    # convex blocks with concave corners: a 3-cube less one corner, a 2-cube less two
    # opposite corners (the two pits meet at the centre point only)
    "notch": [p for p in box(3, 3, 3) if p != (2, 2, 2)],
    "pits": [p for p in box(2, 2, 2) if p not in ((0, 0, 0), (1, 1, 1))],
}


def size_of(voxels) -> tuple[int, int, int]:
    return tuple(max(p[i] for p in voxels) + 1 for i in range(3))


def random_space(kind: str, rng: Rng) -> Space:
    if kind == "2d":
        w, h = rng.between(3, 8), rng.between(3, 8)
        keep = 1.0 if rng.chance(0.4) else 0.8
        cells = [(x, y) for y in range(h) for x in range(w) if rng.chance(keep)]
        if len(cells) < 3:
            cells = [(x, y) for y in range(h) for x in range(w)]
        return make_space("2d", (w, h), cells)
    if kind == "3d":
        w, h, d = rng.between(2, 4), rng.between(2, 4), rng.between(2, 4)
        keep = 1.0 if rng.chance(0.4) else 0.85
        cells = [p for p in box(w, h, d) if rng.chance(keep)]
        if len(cells) < 3:
            cells = box(w, h, d)
        return make_space("3d", (w, h, d), cells)
    name = rng.choice(sorted(BLOCKS))
    voxels = BLOCKS[name]
    return make_space("flat", size_of(voxels), voxels)


def _grow(space: Space, cells: list[int], used: set[int], length: int, rng: Rng) -> None:
    """Extend `cells` backward from its tail through unused cells, up to `length`."""
    while len(cells) < length:
        options = [c for c in space.neighbors(cells[0]) if c not in used and c not in cells]
        if not options:
            return
        cells.insert(0, rng.choice(options))


def ordered_arrows(space: Space, rng: Rng, tries: int | None = None) -> list[Arrow]:
    """Arrows in clearing order: each ray crosses only cells used by earlier arrows."""
    used: set[int] = set()
    arrows: list[Arrow] = []
    n = len(space)
    for _ in range(tries if tries is not None else 12 * n):
        if len(used) >= n - 2:
            break
        head = rng.below(n)
        if head in used:
            continue
        dirs = list(space.directions(head))
        rng.shuffle(dirs)
        for d in dirs:
            ray = space.ray(head, d)
            if ray is None or any(c not in used for c in ray):
                continue
            if not ray and rng.chance(0.7):
                continue  # prefer heads that wait on someone: deeper
            neck = space.neck(head, d)
            if neck is None or neck in used:
                continue
            cells = [neck, head]
            _grow(space, cells, used, rng.between(3, 7), rng)
            if len(cells) >= 3:
                arrows.append(Arrow(tuple(cells), d))
                used.update(cells)
                break
    return arrows


def scattered_arrows(space: Space, rng: Rng) -> list[Arrow]:
    """Random snakes anywhere (valid arrows, but the board may be unsolvable)."""
    used: set[int] = set()
    arrows: list[Arrow] = []
    n = len(space)
    for _ in range(4 * n):
        start = rng.below(n)
        if start in used:
            continue
        cells = [start]
        length = rng.between(3, 6)
        while len(cells) < length:
            options = [c for c in space.neighbors(cells[-1]) if c not in used and c not in cells]
            if not options:
                break
            cells.append(rng.choice(options))
        if len(cells) < 3:
            continue
        head, prev = cells[-1], cells[-2]
        for d in space.directions(head):
            if space.neck(head, d) == prev:
                arrow = Arrow(tuple(cells), d)
                try:
                    check_arrow(space, arrow)
                except BoardError:
                    break  # flies into a wall or through its own body
                arrows.append(arrow)
                used.update(cells)
                break
    return arrows


def random_board(kind: str, seed: int, ordered: bool) -> Board:
    rng = Rng(seed).stream(kind)
    space = random_space(kind, rng)
    arrows = ordered_arrows(space, rng) if ordered else scattered_arrows(space, rng)
    return Board(space, arrows)
