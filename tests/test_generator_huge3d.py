"""3D solids over 48 (issue 26 item 3, ADR 0006 "Larger boards", huge3d.py): the
steps that make a 3D build of 56 affordable apply only there, make valid fair boards,
and the tables the build reads are the ones it read before."""

from __future__ import annotations

from collections import Counter

import pytest

from quiver.engine.rng import Rng
from quiver.engine.space import GridSpace, make_space
from quiver.generator import huge3d, large
from quiver.generator.state import walks_of
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
