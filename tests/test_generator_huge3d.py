"""3D solids over 48 (issue 26 item 3, ADR 0006 "Larger boards", huge3d.py): the
steps that make a 3D build of 56 affordable apply only there, make valid fair boards,
and the tables the build reads are the ones it read before."""

from __future__ import annotations

from collections import Counter

import pytest
from generator_spies import spy_runs_and_mends

from quiver.engine.rng import Rng
from quiver.engine.space import GridSpace, make_space
from quiver.generator import huge3d, large
from quiver.generator.tables import walks_of
from quiver.shapes import make_shape


def space(mode: str, name: str, size: tuple[int, ...]):
    shape = make_shape(mode, name, size)
    return make_space(mode, shape.size, shape.points)


def test_only_3d_solids_over_48_take_the_huge_3d_path():
    assert not huge3d.is_huge_3d(space("3d", "cube", (48,)))
    assert not huge3d.is_huge_3d(space("3d", "sphere", (44,)))
    column = [(0, y, 0) for y in range(49)] + [(1, y, 0) for y in range(49)]
    assert not huge3d.is_huge_3d(make_space("flat", (2, 49, 1), column))
    assert not huge3d.is_huge_3d(space("2d", "rect", (200, 20)))
    # a box shape over 48 on one side only (the cube's w x h x d form)
    assert huge3d.is_huge_3d(
        make_space("3d", (49, 2, 2), [(x, y, z) for x in range(49) for y in range(2) for z in range(2)])
    )


def test_only_the_smaller_huge_solids_build_their_first_try_narrow():
    assert huge3d.narrow_first(space("3d", "sphere", (56,)))  # 92,000 cells
    assert not huge3d.narrow_first(space("3d", "cube", (56,)))  # 175,616
    assert not huge3d.narrow_first(space("3d", "sphere", (48,)))  # not huge: as it was
    assert not huge3d.narrow_first(make_space("2d", (200, 3), [(x, y) for x in range(200) for y in range(3)]))


@pytest.mark.pure_only
def test_a_huge_3d_solid_over_the_narrow_cells_starts_wide(monkeypatch):
    from quiver.generator import PuzzleSpec, build, generate

    monkeypatch.setattr(large, "HUGE_SIDE", {"2d": 192, "3d": 4, "flat": 48})
    widths: list[int | str] = []
    real = build.build_arrows

    def spy(space, count, difficulty, rng, wide, *rest):
        widths.append(wide)
        return real(space, count, difficulty, rng, wide, *rest)

    monkeypatch.setattr(build, "build_arrows", spy)
    spec = PuzzleSpec("3d", "cube", (7,), None, "hard", 2)
    generate(spec)
    assert widths[0] == 3  # 343 cells: as narrow as at 48
    monkeypatch.setattr(huge3d, "NARROW_CELLS", 300)
    widths.clear()
    generate(spec)
    assert widths[0] == large.HUGE_WIDE


def test_lazy_shuffle_is_a_permutation_drawn_uniformly():
    items = [1, 2, 3, 5, 8]
    firsts: Counter[int] = Counter()
    rng = Rng(7)
    for _ in range(2000):
        order = list(huge3d.lazy_shuffle(items, rng))
        assert sorted(order) == items
        firsts[order[0]] += 1
    assert set(firsts) == set(items)
    assert all(300 <= n <= 500 for n in firsts.values()), firsts  # 400 each expected
    for _ in range(50):
        order = list(huge3d.lazy_shuffle(items, rng, one_last=True))
        assert sorted(order) == items and order[-1] == 1
    assert list(huge3d.lazy_shuffle([4, 2], rng, one_last=True)) in ([4, 2], [2, 4])
    assert list(huge3d.lazy_shuffle([], rng)) == []


def test_a_parked_head_waits_twice_as_long_each_time():
    lot = huge3d.ParkingLot(4)
    filed: list[tuple[int, int, int]] = []

    def file(head: int, d: int, level: int) -> None:
        filed.append((head, d, level))

    waits = []
    now = 0
    for _ in range(5):
        lot.park([(3, 10, 2)], now)
        start = now
        while not filed:
            now += 1
            lot.release(now, file)
        waits.append(now - start)
        assert filed == [(10, 2, 3)] and not lot
        filed.clear()
    assert waits == [4, 8, 16, 32, 64]
    # another direction of the same head has a count of its own; release_all files every head
    lot.park([(1, 10, 3), (2, 11, 0)], now)
    assert lot
    lot.release(now + 3, file)
    assert filed == []
    lot.release_all(file)
    assert sorted(filed) == [(10, 3, 1), (11, 0, 2)] and not lot
    lot.park([(1, 12, 0)], 0)
    lot.clear()
    assert not lot


@pytest.mark.parametrize(
    ("mode", "name", "size"),
    [("3d", "cube", (6,)), ("3d", "torus", (11,)), ("3d", "sphere", (9,)), ("2d", "heart", (12, 10))],
)
def test_grid_tables_match_the_step_table(mode, name, size):
    """The walks and shifts the build reads (now from the box's flat table) are the
    ones step_table gives, in its order."""
    sp = space(mode, name, size)
    assert isinstance(sp, GridSpace)
    steps = sp.step_table()
    assert walks_of(sp) == [tuple((t, x, t) for t, x in row) for row in steps]
    shifts = [-1] * (6 * len(sp))
    for c, row in enumerate(steps):
        for e, x in row:
            shifts[c * 6 + e] = x
    assert sp.shift_table() == shifts


@pytest.mark.pure_only
def test_the_huge_3d_path_makes_valid_fair_boards(monkeypatch):
    """Small 3D solids taken down the huge 3D path (its threshold lowered) are full,
    solvable and fair, at every difficulty, and the same twice."""
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    monkeypatch.setattr(large, "OLD_MAX_SIDE", {"2d": 160, "3d": 4, "flat": 32})
    monkeypatch.setattr(large, "HUGE_SIDE", {"2d": 192, "3d": 4, "flat": 48})
    import quiver.generator.construct as construct

    monkeypatch.setattr(construct, "PARK_EVERY", 4)
    parked: list[int] = []
    original = huge3d.ParkingLot.park

    def counting_park(self, heads, now):
        parked.append(len(heads))
        original(self, heads, now)

    monkeypatch.setattr(huge3d.ParkingLot, "park", counting_park)
    for spec in (
        PuzzleSpec("3d", "cube", (8,), None, "hard", 2),
        PuzzleSpec("3d", "cube", (8,), None, "medium", 1),
        PuzzleSpec("3d", "sphere", (10,), None, "easy", 4),
        PuzzleSpec("3d", "torus", (12,), None, "medium", 3),
    ):
        board = generate(spec)
        assert board.density == 1.0
        board.check_solution(board.solution)
        assert not failures(board.metrics), spec
        assert dump_board(generate(spec)) == dump_board(board)
    assert sum(parked) > 0  # the lot was used


def _built_cube(edge: int, seed: int):
    from quiver.engine.modes import Difficulty
    from quiver.generator.construct import Builder

    sp = space("3d", "cube", (edge,))
    b = Builder(sp, len(sp) // 5, Difficulty.EASY, Rng(seed).stream("rethread"))
    b.run()
    assert b.state.used_count == b.state.n
    return b.state


def _assert_clear_order(s) -> None:
    from quiver.engine.board import Arrow, Board, Puzzle

    assert s.used_count == s.n and all(s.used)
    assert all(s.owner[c] == i for i, a in enumerate(s.arrows) for c in a)
    assert sum(len(a) for a in s.arrows) == s.n
    arrows = tuple(Arrow(tuple(a), d) for a, d in zip(s.arrows, s.dirs, strict=True))
    Board.of(Puzzle(s.space, arrows)).check_solution(list(range(len(arrows))))


def test_rethread_covers_a_pocket_keeping_each_head_and_a_clear_order():
    """rethread.py: a pocket (here an arrow's tail cell taken off it) goes to a group of
    arrows laid again through their cells and its own; each keeps its head, neck and
    direction, the list stays a clear order, and a refused group changes nothing."""
    from quiver.generator import rethread

    mended = refused = 0
    for seed in range(3):
        s = _built_cube(6, seed)
        for i in range(0, len(s.arrows), 7):
            a = s.arrows[i]
            if len(a) < 4 or s.used_count < s.n:
                continue
            t = a[0]
            s.arrows[i] = a[1:]  # the tail cell becomes a pocket (no ray crosses it: a tail)
            if any(t in s.space.ray(b[-1], d) for b, d in zip(s.arrows, s.dirs, strict=True)):
                s.arrows[i] = a  # a ray crosses it: not a pocket the build could leave
                continue
            s.used[t], s.owner[t], s.cell_level[t] = 0, -1, 0
            s.used_count -= 1
            groups = rethread.groups(s, [t])
            assert groups and all(len(set(g)) == len(g) in (2, 3) for g in groups)
            g = groups[0]
            before = {(s.arrows[j][-1], s.arrows[j][-2], s.dirs[j]) for j in g}
            snapshot = ([list(x) for x in s.arrows], list(s.dirs), list(s.owner))
            ok, spent = rethread.rethread(s, [t], g)
            assert spent > 0
            if ok:
                mended += 1
                heads = {(b[-1], b[-2], d) for b, d in zip(s.arrows, s.dirs, strict=True)}
                assert before <= heads  # every arrow of the group kept its head, neck, direction
                _assert_clear_order(s)
            else:
                refused += 1
                assert ([list(x) for x in s.arrows], list(s.dirs), list(s.owner)) == snapshot
                s.arrows[i] = a  # put the tail back
                s.used[t], s.owner[t], s.cell_level[t] = 1, i, s.levels[i]
                s.used_count += 1
    assert mended >= 5, (mended, refused)


def test_a_pocket_with_no_group_to_take_it_is_left_alone():
    from quiver.generator import rethread

    s = _built_cube(5, 1)
    assert not rethread.mend_pocket(s, 0)  # a used cell is in no pocket
    c = s.arrows[3][-1]
    assert not rethread.rethread(s, [], (3, 3))[0]  # the same arrow twice: no group
    assert s.used[c]


@pytest.mark.pure_only
def test_a_huge_3d_build_mends_its_pockets_by_rethreading_and_no_other_build_does(monkeypatch):
    """finish.py asks rethread.py to mend a pocket only on a huge 3D solid (here the
    threshold lowered), when the cheaper repairs fail (here made to fail: a board this
    small rarely leaves a pocket they cannot take); the board is full, fair and the same
    twice. Without the lowered threshold it is never asked."""
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, finish, generate
    from quiver.generator.gates import failures

    _, calls = spy_runs_and_mends(monkeypatch)
    monkeypatch.setattr(finish, "absorb", lambda s, cells: False)
    monkeypatch.setattr(finish, "_checked_repair", lambda s, c: False)
    spec = PuzzleSpec("3d", "cube", (16,), None, "easy", 1)
    generate(spec)
    assert calls == []  # a 16 cube is not huge: its board keeps its bytes
    monkeypatch.setattr(large, "OLD_MAX_SIDE", {"2d": 160, "3d": 4, "flat": 32})
    monkeypatch.setattr(large, "HUGE_SIDE", {"2d": 192, "3d": 4, "flat": 48})
    board = generate(spec)
    assert calls.count(True) >= 1
    assert board.density == 1.0
    board.check_solution(board.solution)
    assert not failures(board.metrics)
    assert dump_board(generate(spec)) == dump_board(board)


@pytest.mark.pure_only
def test_cube_56_hard_mends_its_last_cells_without_giving_up(monkeypatch):
    """The real size (issue 26 item 3): the cube 56 hard seed that gave up twice at the
    very end and replayed its 35,000 arrows each time (seed 6) now mends the cells left
    by re-threading and builds once; the board is full and fair."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    runs, mends = spy_runs_and_mends(monkeypatch)
    board = generate(PuzzleSpec("3d", "cube", (56,), None, "hard", 6))
    assert runs == [True] and True in mends
    assert board.density == 1.0
    board.check_solution(board.solution)
    assert not failures(board.metrics)


@pytest.mark.pure_only  # a stand-in for BuildState: the compiled waist_cut checks its type
def test_a_huge_3d_retry_cuts_at_the_runs_levels_as_built():
    """A retry for the single-round gate keeps the arrows built under the run's lowest
    level as built on a 3D solid over 48 (and a 2D board over 224), under the run's
    first peel round elsewhere (huge3d.waist_cut)."""
    from types import SimpleNamespace

    peeled = [1, 2, 3, 4, 5, 6]  # the run: peel rounds 3-5 (arrows 2, 3, 4)
    built = [1, 4, 9, 7, 12, 14]  # their levels as built: 9, 7, 12
    huge = make_space("3d", (49, 2, 2), [(x, y, z) for x in range(49) for y in range(2) for z in range(2)])
    small = make_space("3d", (4, 2, 2), [(x, y, z) for x in range(4) for y in range(2) for z in range(2)])
    assert huge3d.waist_cut(SimpleNamespace(space=huge, levels=built), peeled, 3, 3) == 7
    assert huge3d.waist_cut(SimpleNamespace(space=small, levels=built), peeled, 3, 3) == 3


def test_a_huge_3d_forced_move_test_looks_first_after_two_playouts():
    from quiver.generator import gates

    huge = make_space("3d", (49, 2, 2), [(x, y, z) for x in range(49) for y in range(2) for z in range(2)])
    small = space("3d", "cube", (8,))
    for n in (65, 18_419, 52_429):
        assert huge3d.forced_looks(small, n) == gates.forced_looks(n)
        looks = huge3d.forced_looks(huge, n)
        assert looks[0] == (huge3d.FIRST_LOOK, gates.forced_limit(n, huge3d.FIRST_LOOK))
        assert looks[1:] == gates.forced_looks(n)
    # the limit after two playouts keeps a wider margin for their noise
    assert gates.forced_limit(65, 2) < gates.forced_limit(65, 10)


def test_a_huge_3d_retry_that_failed_again_keeps_all_but_an_eighth():
    from quiver.generator import kept

    huge = make_space("3d", (49, 2, 2), [(x, y, z) for x in range(49) for y in range(2) for z in range(2)])
    assert huge3d.kept_again(huge) == huge3d.KEPT_AGAIN == 8
    assert huge3d.kept_again(space("3d", "cube", (8,))) == 2
    keep = [([3 * k, 3 * k + 1, 3 * k + 2], 0, 1) for k in range(41)]
    assert kept.next_keep(keep, list(keep), 0) == keep[:20]  # half, rounded down, as before
    assert kept.next_keep(keep, list(keep), 0, 8) == keep[:35]
    assert kept.next_keep(keep, keep[:30], 0, 8) == keep[:30]  # a new waist is kept as it is


def test_a_3d_solid_at_the_3d_limit_builds_full_and_fair():
    """The real size (issue 26 item 3, MAX_3D 64): the cheapest solid there (a torus,
    2 s) builds a full, fair board; the cube and the sphere are timed by
    bench/huge3d.py, not here (the suite is slow enough)."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures
    from quiver.shapes.solids3d import MAX_3D

    assert MAX_3D == 64
    board = generate(PuzzleSpec("3d", "torus", (MAX_3D,), None, "medium", 0))
    assert max(board.space.size) == MAX_3D and board.density == 1.0
    board.check_solution(board.solution)
    assert not failures(board.metrics)
