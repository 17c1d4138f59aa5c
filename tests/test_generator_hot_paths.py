"""The generator's hot loops are shaped for speed (ADR 0006, "Same boards, less work");
each must still answer what its plain definition answers."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from quiver.engine.blocks import _joined_in_cube, _joined_in_cube_plain
from quiver.engine.measures import _side_by_side_grid
from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.engine.space import GridSpace, make_space
from quiver.generator.construct import Builder
from quiver.generator.frontier import Filer, LineFrontier
from quiver.generator.pockets import _free_tail, pocket, pockets_left
from quiver.generator.state import BuildState
from quiver.generator.tables import neck_at, neck_table, space_ray


def plain_pocket(s: BuildState, start: int) -> list[int] | None:
    """The unused component around `start` by a depth-first search, if under 3 cells."""
    comp, todo, seen = [start], [start], {start}
    while todo:
        for _, x, _ in s.walks[todo.pop()]:
            if not s.used[x] and x not in seen:
                seen.add(x)
                comp.append(x)
                todo.append(x)
    return comp if len(comp) < 3 else None


def plain_wide_order(b: Builder, levels: list[int]) -> list[int]:
    """The hard level order built whole, as quiver-gen/5 first wrote it."""
    count = b.state.level_count
    top = max(count, default=0)
    first = ([top] if count.get(top, 0) < b.wide else []) + [top + 1]
    first += [lv for lv in reversed(levels) if count.get(lv, 0) < 2]
    order: list[int] = []
    for lv in first + levels[::-1]:
        if lv in b.buckets and lv not in order:
            order.append(lv)
    if 1 in order and len(order) > 1:
        order.remove(1)
        order.append(1)
    return order


def plain_side_by_side(space: GridSpace, heads: set[tuple[int, int]]) -> int:
    """measures.side_by_side_heads' walk by space.shift, as it was."""
    best = 0
    for head, d in heads:
        for e in space.side_axes(head, d):
            back = space.shift(head, e ^ 1)
            if back is not None and (back, d) in heads:
                continue
            run, cur = 1, space.shift(head, e)
            while cur is not None and (cur, d) in heads:
                run += 1
                cur = space.shift(cur, e)
            best = max(best, run)
    return best


def test_pocket_matches_a_search_on_random_masks() -> None:
    space = make_space("2d", (7, 6), [(x, y) for x in range(7) for y in range(6)])
    rng = Rng(12)
    pockets = 0
    for _ in range(300):
        b = Builder(space, 8, Difficulty.HARD, rng.stream("build"))
        used = b.state.used
        for c in range(len(used)):
            used[c] = rng.chance(0.7)
        for c in range(len(used)):
            if not used[c]:
                found = pocket(b.state, c)
                assert found == plain_pocket(b.state, c)
                pockets += found is not None
    assert pockets > 100  # the masks do make small components


def test_lazy_wide_order_matches_the_whole_order() -> None:
    space = make_space("2d", (12, 10), [(x, y) for x in range(12) for y in range(10)])
    rng = Rng(5)
    for wide in (3, 4):
        b = Builder(space, 30, Difficulty.HARD, rng.stream(wide), wide)
        for trial in range(200):
            b.buckets = b.filer.buckets = {
                lv: [[1] if rng.chance(0.5) else [] for _ in range(6)]
                for lv in range(1, 2 + rng.below(12))
                if rng.chance(0.8)
            }
            b.filer.levels = sorted(b.buckets)  # what the filer keeps as levels come and go
            b.state.level_count = {lv: rng.below(5) for lv in range(1, 2 + rng.below(12))}
            b.filer.count = b.state.level_count
            b.filer.thin = [lv for lv in b.filer.levels if b.state.level_count.get(lv, 0) < 2]  # kept, too
            b.top = max(b.state.level_count, default=0)  # kept by the builder as it places
            levels = sorted(b.buckets)
            assert list(b._wide_order(True)) == plain_wide_order(b, levels), trial
            lazy = b._wide_order(True)
            assert list(itertools.islice(lazy, 1)) == plain_wide_order(b, levels)[:1]


def test_grid_rays_from_the_flat_table_match_the_coordinate_walk() -> None:
    """GridSpace rays and steps read a flat box table when the box is small; a sparse
    shape in a huge box walks coordinates; the generator slices the axis lines. All give
    the same cells in the same order."""
    rng = Rng(3)
    for dims in (2, 3):
        for _ in range(40):
            size = tuple(2 + rng.below(9) for _ in range(dims))
            points = [p for p in itertools.product(*(range(s) for s in size)) if rng.chance(0.6)]
            if not points:
                continue
            mode = "2d" if dims == 2 else "3d"
            table, walk = make_space(mode, size, points), make_space(mode, size, points)
            assert isinstance(walk, GridSpace)
            walk._grid = []  # as for a box too big for a table
            necks = neck_table(table)
            for h in range(len(table)):
                for d in table.directions(h):
                    # and the generator's, read from the axis lines (tables.space_ray)
                    assert table.ray(h, d) == walk.ray(h, d) == space_ray(table, h, d)
                    # the neck read from the step table (neck_table fills a grid's at once)
                    # as the space's own
                    neck = table.neck(h, d)
                    assert neck_at(necks, table, h, d) == (-1 if neck is None else neck)
            steps = [
                tuple((d, s[0]) for d in table.directions(c) if (s := table.step(c, d)) is not None)
                for c in range(len(table))
            ]
            assert table.step_table() == steps == walk.step_table()
            for a in range(dims):
                assert table.axis_lines(a) == walk.axis_lines(a)


def test_shift_table_and_the_side_by_side_count_match_the_plain_walk() -> None:
    """GridSpace.shift_table holds shift(c, e) for every cell and direction, and the
    metrics' side-by-side count read from it matches the walk by `space.shift` (the
    generic path, which Flat 3D still takes) on random heads."""
    rng = Rng(5)
    for dims in (2, 3):
        for _ in range(30):
            size = tuple(2 + rng.below(7) for _ in range(dims))
            points = [p for p in itertools.product(*(range(s) for s in size)) if rng.chance(0.8)]
            if not points:
                continue
            space = make_space("2d" if dims == 2 else "3d", size, points)
            assert isinstance(space, GridSpace)
            table = space.shift_table()
            for c in range(len(space)):
                for e in range(2 * dims):
                    x = space.shift(c, e)
                    assert table[c * 6 + e] == (-1 if x is None else x)
            heads = {(rng.below(len(space)), rng.below(2 * dims)) for _ in range(len(space) // 2)}
            cells, dirs = [h for h, _ in heads], [d for _, d in heads]
            assert _side_by_side_grid(space, cells, dirs) == plain_side_by_side(space, heads)


def test_flat_face_tables_match_the_rule() -> None:
    """FlatSpace reads a face's directions and side axes from tables by its normal: the
    directions off the normal's axis, the side axes off both axes."""
    space = make_space("flat", (3, 2, 2), [(x, y, z) for x in range(3) for y in range(2) for z in range(2)])
    for cid, (_, _, _, n) in enumerate(space.cells):
        dirs = space.directions(cid)
        assert dirs == tuple(t for t in range(6) if t // 2 != n // 2)
        for d in range(6):
            assert space.side_axes(cid, d) == tuple(2 * a for a in range(3) if a not in (d // 2, n // 2))


def test_a_corner_joined_in_its_cube_matches_a_search_for_every_cube() -> None:
    """Every subset of a 2x2x2 cube's other six voxels, for all eight diagonals."""
    p = (0, 0, 0)
    for q in itertools.product((-1, 1), repeat=3):
        others = [c for c in itertools.product(*[(0, v) for v in q]) if c not in (p, q)]
        for mask in range(1 << len(others)):
            vs = {p, q} | {others[i] for i in range(len(others)) if mask >> i & 1}
            assert _joined_in_cube(p, q, vs) == _joined_in_cube_plain(p, q, vs), (q, vs)


def test_built_in_shapes_share_their_space_and_files_are_read_afresh(tmp_path) -> None:
    """generate() keeps the spaces of the last few built-in shapes (a space never changes,
    so a kept one gives the same board); a picture file is read every time (it may
    have changed), and the oldest kept space goes once SPACE_CACHE others came after."""
    from quiver.generator import shape_space as spaces
    from quiver.generator.spec import PuzzleSpec

    heart = PuzzleSpec("2d", "heart", (12, 11), None, "hard", 1)
    first, _, _ = spaces.shape_space(heart)
    assert spaces.shape_space(PuzzleSpec("2d", "heart", (12, 11), None, "easy", 9))[0] is first
    for k in range(spaces.SPACE_CACHE):
        spaces.shape_space(PuzzleSpec("2d", "rect", (6 + k, 6), None, "hard", 1))
    assert spaces.shape_space(heart)[0] is not first  # evicted, built again

    assert not spaces.built_in(PuzzleSpec("2d", str(tmp_path / "cat.png"), None, None, "hard", 1))
    assert spaces.built_in(PuzzleSpec("2d", "fish-mirrored", None, None, "hard", 1))
    assert spaces.built_in(PuzzleSpec("flat", "stairs", None, None, "hard", 1))


def test_a_generated_puzzle_made_without_its_rule_checks_equals_the_checked_one() -> None:
    """to_board.finished_board makes the puzzle by Puzzle.proven (the builder proved each arrow's
    rules); the same arrows put through every check (Puzzle's constructor) give the same
    puzzle, rays and cell owners included, in every mode and with special arrows made
    on top of it."""
    import pytest

    from quiver.engine.board import Arrow, Board, Puzzle
    from quiver.engine.spec import PuzzleSpec
    from quiver.generator import generate

    specs = [
        PuzzleSpec("3d", "cube", (6,), None, "hard", 3),
        PuzzleSpec("3d", "sphere", (8,), None, "easy", 1),
        PuzzleSpec("flat", "cube", (5,), None, "medium", 2),
        PuzzleSpec("2d", "rect", (12, 12), None, "hard", 4),
        PuzzleSpec("2d", "heart", (12, 11), None, "hard", 0, specials="many"),
    ]
    for spec in specs:
        board = generate(spec)
        puzzle = board.puzzle
        checked = Board(board.space, board.arrows, board.shape, board.seed, board.params, board.solution)
        for name in ("arrows", "rays", "rays2", "locks", "start_owner", "turns", "phase_rays", "solution"):
            assert getattr(checked.puzzle, name) == getattr(puzzle, name), (spec, name)
    space = make_space("2d", (4, 1), [(x, 0) for x in range(4)])
    arrow = Arrow((0, 1, 2), 0, dir2=2)
    with pytest.raises(ValueError, match="plain arrows"):
        Puzzle.proven(space, (arrow,), ((3,),), (0, 0, 0, -1))


def test_the_builds_arrow_check_answers_as_check_arrow_does() -> None:
    """BuildState.valid_ray (the checked edits' rule check, from the build's tables)
    gives check_arrow's ray or refuses where check_arrow raises, on valid and broken
    candidates in every mode; head_dirs_of is space.directions; Arrow.plain is Arrow."""
    import pickle

    from quiver.engine.board import Arrow, BoardError, check_arrow
    from quiver.generator.frontier import Filer
    from quiver.generator.tables import head_dirs_of

    rng = Rng(11)
    spaces = [
        make_space("2d", (7, 5), [(x, y) for x in range(7) for y in range(5) if (x, y) != (3, 2)]),
        make_space("3d", (4, 4, 3), [p for p in itertools.product(*map(range, (4, 4, 3))) if sum(p) != 4]),
        make_space("flat", (3, 3, 2), list(itertools.product(range(3), range(3), range(2)))),
    ]
    for space in spaces:
        s = BuildState.new(space, max(1, len(space) // 5), rng, Filer({}))
        assert head_dirs_of(space) == [space.directions(c) for c in range(len(space))]
        refused = 0
        for _ in range(600):
            cells = [rng.below(len(space))]
            for _ in range(rng.between(1, 5)):  # a walk, now and then a jump or a step back
                nxt = rng.choice(s.nbrs[cells[-1]]) if rng.chance(0.9) else rng.below(len(space))
                cells.append(nxt)
            d = rng.below(6)
            try:
                want: tuple[int, ...] | None = check_arrow(space, Arrow(tuple(cells), d))
            except BoardError:
                want, refused = None, refused + 1
            assert s.valid_ray(cells, d) == want, (space.mode, cells, d)
        assert 0 < refused < 600
    (plain,), made = Arrow.plain_all([((4, 5, 6), 2)]), Arrow((4, 5, 6), 2)
    assert plain == made and hash(plain) == hash(made) and repr(plain) == repr(made)
    assert pickle.dumps(plain) == pickle.dumps(made)
    both = Arrow.plain_all([((4, 5, 6), 2), ((1, 2, 3, 9), 0)])
    assert both == (made, Arrow((1, 2, 3, 9), 0))
    assert pickle.dumps(both) == pickle.dumps((made, Arrow((1, 2, 3, 9), 0)))


class _PlainLineFrontier:
    """LineFrontier.mark as quiver-gen/8 first wrote it: every cell of a body compares
    the pointers of its lines' six ends (the build's reads one `ends` bit mask). It wraps
    a LineFrontier for its tables and pointers rather than subclassing it: compiled, a
    class defined here cannot inherit from it."""

    def __init__(self, space: GridSpace, cell_level: list[int], filer: Filer) -> None:
        self.front = LineFrontier(space, cell_level, filer)

    def start(self) -> None:
        self.front.start()

    def reoffer(self) -> None:
        self.front.reoffer()

    def mark(self, cells: Sequence[int]) -> None:
        f = self.front
        used, level, lines, filer = f.used, f.cell_level, f.lines, f.filer
        for c in cells:
            used[c] = 1
        for c in cells:
            for li, k, d in f.on[c]:
                if f.hi[li] == k:
                    members, p, best = lines[li], k, f.hi_max[li]
                    while p >= 0 and used[members[p]]:
                        best, p = max(best, level[members[p]]), p - 1
                    f.hi[li], f.hi_max[li] = p, best
                    if p >= 0:
                        filer.file(members[p], d, best + 1)
                if f.lo[li] == k:
                    members, p, best = lines[li], k, f.lo_max[li]
                    while p < len(members) and used[members[p]]:
                        best, p = max(best, level[members[p]]), p + 1
                    f.lo[li], f.lo_max[li] = p, best
                    if p < len(members):
                        filer.file(members[p], d + 1, best + 1)


def test_line_frontier_files_the_heads_the_plain_pointer_walk_files() -> None:
    """mark's `ends` bits give the same heads, directions and levels in the same order
    as comparing every pointer, with bodies of random cells (some marked twice)."""
    rng = Rng(21)
    spaces = [
        make_space("2d", (9, 7), [(x, y) for x in range(9) for y in range(7) if (x + y) % 11]),
        make_space(
            "3d", (5, 4, 6), [p for p in itertools.product(range(5), range(4), range(6)) if sum(p) % 7]
        ),
    ]
    for space in spaces:
        assert isinstance(space, GridSpace)
        for trial in range(20):
            filed: list[dict[int, list[list[int]]]] = [{}, {}]
            levels = [[0] * len(space), [0] * len(space)]
            fronts = [
                LineFrontier(space, levels[0], Filer(filed[0])),
                _PlainLineFrontier(space, levels[1], Filer(filed[1])),
            ]
            for f in fronts:
                f.start()
            cells = list(range(len(space)))
            rng.shuffle(cells)
            cells += [rng.below(len(space)) for _ in range(5)]  # marked again: no event
            while cells:
                take = rng.between(1, 7)
                body, cells = cells[:take], cells[take:]
                level = rng.between(1, 9)
                for f, lv in zip(fronts, levels, strict=True):
                    for c in body:
                        lv[c] = lv[c] or level
                    f.mark(body)
                assert filed[0] == filed[1], (space.mode, trial)
            for f in fronts:
                f.reoffer()
            assert filed[0] == filed[1] and any(filed[0].values())


def test_pick_draws_as_weighted_does() -> None:
    """BuildState.pick's weighted draw, spelled out, takes the heads rng.weighted takes
    and leaves the stream where it leaves it (a plain pick beside it)."""
    space = make_space("3d", (4, 4, 4), list(itertools.product(range(4), repeat=3)))
    rng = Rng(8)
    for trial in range(300):
        s = BuildState.new(space, 10, Rng(trial), Filer({}))
        plain_rng = Rng(trial)
        s.dir_count = [rng.below(30) for _ in range(6)]
        bucket = [[rng.below(64) for _ in range(rng.below(3))] if rng.chance(0.6) else [] for _ in range(6)]
        plain_bucket = [list(h) for h in bucket]
        while True:
            got = s.pick(bucket)
            if not any(plain_bucket):
                assert got is None
                break
            counts = s.dir_count
            weights = [1.0 / (1 + counts[d]) ** 2 if h else 0.0 for d, h in enumerate(plain_bucket)]
            d = plain_rng.weighted(weights)
            heads = plain_bucket[d]
            k = plain_rng.below(len(heads))
            head = heads[k]
            heads[k] = heads[-1]
            heads.pop()
            assert got == (head, d)
            assert bucket == plain_bucket
        assert s.rng.next_u64() == plain_rng.next_u64()


def test_the_filer_keeps_its_levels_sorted_as_a_build_files_and_drops_them() -> None:
    """Filer.levels (the hard order's walk) is sorted(buckets) and Filer.thin the levels
    of it with fewer than 2 arrows placed after every placement of a build, in 2D and 3D,
    easy and hard, and the hard order is the whole order built plainly (the builder
    driven here placement by placement: compiled, its methods cannot be wrapped)."""
    spaces = [
        make_space("2d", (9, 8), [(x, y) for x in range(9) for y in range(8)]),
        make_space("3d", (5, 5, 5), list(itertools.product(range(5), repeat=3))),
    ]
    for space, difficulty in itertools.product(spaces, (Difficulty.HARD, Difficulty.EASY)):
        b = Builder(space, len(space) // 5, difficulty, Rng(2))
        b.state.frontier.start()
        placed = 0
        count = b.state.level_count
        while b.state.used_count < b.state.n and b._place_next():
            assert b.filer.levels == sorted(b.buckets)
            assert b.filer.thin == [lv for lv in sorted(b.buckets) if count.get(lv, 0) < 2]
            if difficulty is Difficulty.HARD:
                assert list(b._wide_order(True)) == plain_wide_order(b, sorted(b.buckets))
            placed += 1
        assert placed > 10 and b.filer.levels == sorted(b.buckets)


def test_the_filers_bisection_matches_bisect_left() -> None:
    """frontier._at, the filer's native bisection, is bisect_left on sorted ints."""
    from bisect import bisect_left

    from quiver.generator.frontier import _at

    rng = Rng(11)
    for _ in range(300):
        xs = sorted({rng.below(40) for _ in range(rng.below(12))})
        for v in range(-1, 42):
            assert _at(xs, v) == bisect_left(xs, v)


def plain_pockets_left(s: BuildState, body: list[int]) -> int:
    """pockets_left as first written: every pocket beside the body counted from its first
    cell, each given a tail of its own (-1: one has none)."""
    taken: set[int] = set()
    seen: set[int] = set()
    for c in body:
        for x in s.nbrs[c]:
            if s.used[x] or x in seen:
                continue
            found = pocket(s, x)
            if found is None:
                continue
            seen.update(found)
            free_tail = _free_tail(found, s.nbrs, s.owner, s.arrows, body[0], taken)
            if free_tail < 0:
                return -1
            taken.add(free_tail)
    return len(taken)


def test_pockets_left_counts_from_the_first_pocket_as_the_plain_count() -> None:
    """pockets_left starts its count at the first body cell beside a pocket: the same
    answer as the count over the whole body, on builds stopped part way and random
    bodies of used cells (2D and 3D)."""
    spaces = [
        make_space("2d", (9, 8), [(x, y) for x in range(9) for y in range(8)]),
        make_space("3d", (5, 5, 5), list(itertools.product(range(5), repeat=3))),
    ]
    rng = Rng(21)
    nonzero = 0
    for space in spaces:
        b = Builder(space, len(space) // 5, Difficulty.HARD, Rng(4))
        b.state.frontier.start()
        s = b.state
        while s.used_count < s.n and b._place_next():
            cells = [c for c in range(s.n) if s.used[c]]
            for _ in range(5):
                s.used[cells[rng.below(len(cells))]] = 0  # holes: pockets beside the body
            body = [cells[rng.below(len(cells))] for _ in range(2 + rng.below(8))]
            got = pockets_left(s, body)
            assert got == plain_pockets_left(s, body)
            nonzero += got != 0
            for c in cells:
                s.used[c] = 1
    assert nonzero > 5


def test_half_even_rounds_as_round_does() -> None:
    """bodies.half_even, target_length's round(), on halves, near-halves and random
    non-negative floats."""
    from quiver.generator.bodies import half_even

    rng = Rng(13)
    xs = [k / 2 for k in range(200)] + [k / 2 + e for k in range(200) for e in (1e-9, -1e-9)]
    xs += [rng.random() * 10.0 ** rng.below(9) for _ in range(5000)] + [0.0, 2.0**51 + 0.5]
    xs += [float(k) + 0.5 - 2.0**-40 for k in range(50)]
    for x in xs:
        if x >= 0:
            assert half_even(x) == round(x), x
