"""Larger boards (issue 26 item 3, ADR 0006 "Larger boards"): the incremental safe
merges answer what the plain rule answers, the large-board path is taken only above
the old limits, and it still makes valid, fair boards."""

from __future__ import annotations

import functools
import itertools

import pytest
from generator_spies import spy_runs_and_mends

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.engine.space import make_space
from quiver.generator import large
from quiver.generator.construct import Builder
from quiver.generator.finish import _merge_pairs
from quiver.generator.merges import safe_merges
from quiver.generator.state import BuildState
from quiver.shapes import make_shape
from quiver.shapes.blocks import MAX_FLAT
from quiver.shapes.masks2d import MAX_SIDE
from quiver.shapes.solids3d import MAX_3D


def plain_safe_merges(s: BuildState, target: int) -> None:
    """merge_down_to's safe merges as quiver-gen/6 first wrote them: every pair listed
    again after each merge."""
    while len(s.arrows) > target:
        pairs = _merge_pairs(s)
        safe = [p for p in pairs if p[1] < p[2]]
        if not safe:
            return
        best = [p for p in safe if p[0] == safe[0][0]]
        _, i, j = best[s.rng.below(len(best))]
        later = s.arrows.pop(j)
        s.dirs.pop(j)
        s.levels.pop(j)
        del s.heads[later[-1]]
        s.arrows[i][:0] = later
        for c in later:
            s.owner[c] = i
        for n in range(j, len(s.arrows)):
            for c in s.arrows[n]:
                s.owner[c] = n


def built(mode: str, size: tuple[int, ...], points, count: int, seed: int) -> BuildState:
    space = make_space(mode, size, points)
    b = Builder(space, count, Difficulty.EASY, Rng(seed).stream("m"))
    b.run()
    return b.state


@functools.cache
def shape_space(mode: str, name: str, size: tuple[int, ...]):
    """A space with the box and mode of shape `name` at `size` as the generator builds on
    it (`shape_space.new_shape_space`: make_space(mode, shape.size, shape.points)), which is all
    `large.is_large`, `is_huge` and `is_vast` read. Made on one of the shape's points: the
    full space of a Flat cube 48 took 2 s of the fast tier, a Flat cube 32 0.6 s
    (`test_a_shape_box_is_the_box_of_the_generators_space` checks the box against the
    generator's own space). Made once while this module runs: these tests only read it."""
    shape = make_shape(mode, name, size)
    return make_space(mode, shape.size, shape.points[:1])


@pytest.fixture(autouse=True, scope="module")
def _spaces_let_go():
    """The spaces go with the module's last test (kept, the worker's later full garbage
    collections would walk their objects again and again)."""
    yield
    shape_space.cache_clear()


def box(*size: int):
    if len(size) == 2:
        return [(x, y) for x in range(size[0]) for y in range(size[1])]
    return [(x, y, z) for x in range(size[0]) for y in range(size[1]) for z in range(size[2])]


@pytest.mark.parametrize(
    ("mode", "size", "count"),
    [("2d", (14, 11), 60), ("3d", (5, 4, 5), 40), ("flat", (4, 4, 4), 30)],
)
def test_safe_merges_match_the_plain_rule(mode, size, count):
    merged = 0
    for seed in range(6):
        s = built(mode, size, box(*size), count, seed)
        for target in (len(s.arrows) - 3, len(s.arrows) // 2, 1):
            # two builds, not deep copies: a compiled (mypyc) BuildState cannot be copied
            a, b = (built(mode, size, box(*size), count, seed) for _ in range(2))
            plain_safe_merges(a, target)
            safe_merges(b, target)
            assert (a.arrows, a.dirs, a.levels, a.heads, a.owner) == (
                b.arrows,
                b.dirs,
                b.levels,
                b.heads,
                b.owner,
            )
            assert a.rng.next_u64() == b.rng.next_u64()  # the same draws
            merged += len(s.arrows) - len(a.arrows)
    assert merged > 100  # the builds overshoot their count, so there is merging to do


def test_a_shape_box_is_the_box_of_the_generators_space():
    """shape_space's one-point space has the size and mode of the space the generator
    builds the board on (a Flat tower and a 2D heart, whose boxes are not their sizes)."""
    from quiver.generator import PuzzleSpec
    from quiver.generator.shape_space import new_shape_space

    for mode, name, size in (("flat", "tower", (2, 9, 2)), ("2d", "heart", (30, 20)), ("3d", "sphere", (9,))):
        space = new_shape_space(PuzzleSpec(mode, name, size, None, "easy", 1))[0]
        box = shape_space(mode, name, size)
        assert (box.size, box.mode, type(box)) == (space.size, space.mode, type(space))


def test_only_shapes_above_the_old_limits_are_large():
    """The large-board path (parking, fewer mid-build regrows) never touches a size
    the old limits allowed, so those boards keep their bytes."""

    assert not large.is_large(shape_space("2d", "rect", (160, 160)))
    assert not large.is_large(shape_space("2d", "heart", (160, 100)))
    assert large.is_large(shape_space("2d", "rect", (161, 20)))
    assert not large.is_large(shape_space("3d", "cube", (40,)))
    assert large.is_large(shape_space("3d", "sphere", (41,)))
    assert not large.is_large(shape_space("flat", "cube", (32,)))
    assert not large.is_large(shape_space("flat", "stairs", (32,)))
    assert large.is_large(shape_space("flat", "tower", (2, 33, 2)))
    assert (MAX_SIDE, MAX_3D, MAX_FLAT) > (160, 40, 32)


def test_the_large_path_makes_valid_fair_boards(monkeypatch):
    """Small boards taken down the large path (its threshold lowered) are still full,
    solvable, in clear order and fair."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    monkeypatch.setattr(large, "OLD_MAX_SIDE", {"2d": 4, "3d": 4, "flat": 4})
    monkeypatch.setattr(large, "PARK_EVERY", 4)
    import quiver.generator.construct as construct

    monkeypatch.setattr(construct, "PARK_EVERY", 4)
    for spec in (
        PuzzleSpec("2d", "rect", (20, 20), None, "hard", 3),
        PuzzleSpec("2d", "heart", (24, 22), None, "medium", 1),
        PuzzleSpec("3d", "cube", (7,), None, "hard", 2),
        PuzzleSpec("flat", "cube", (6,), None, "easy", 4),
    ):
        board = generate(spec)
        assert board.density == 1.0
        board.check_solution(board.solution)
        assert not failures(board.metrics), spec


def test_the_size_help_names_the_largest_sizes():
    from quiver.cli_args import SIZE_HELP

    assert f"2D sides up to {MAX_SIDE}" in SIZE_HELP
    assert f"3D edges up to {MAX_3D}" in SIZE_HELP and f"Flat 3D up to {MAX_FLAT}" in SIZE_HELP


def test_a_long_thin_board_over_the_old_limit_generates_fair_and_the_same_twice():
    """The real threshold: a 2D rect 190 cells long (over the old 160) takes the large
    path at a few thousand cells, builds a full fair board, and the same one again."""
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    spec = PuzzleSpec("2d", "rect", (190, 12), None, "hard", 5)
    board = generate(spec)
    assert large.is_large(board.space) and board.density == 1.0
    board.check_solution(board.solution)
    assert not failures(board.metrics)
    assert dump_board(generate(spec)) == dump_board(board)


def test_only_shapes_above_the_first_raised_limits_are_huge():
    """The huge-board steps (a wider first hard build) never touch a size the limits
    allowed when they were first raised (2D 192, 3D 48, Flat 48): those boards keep
    their bytes."""

    assert large.is_large(shape_space("2d", "rect", (192, 192)))
    assert not large.is_huge(shape_space("2d", "rect", (192, 192)))
    assert not large.is_huge(shape_space("2d", "heart", (192, 120)))
    assert large.is_huge(shape_space("2d", "rect", (193, 12)))
    assert not large.is_huge(shape_space("3d", "cube", (48,)))
    assert not large.is_huge(shape_space("flat", "cube", (48,)))
    assert large.HUGE_SIDE["2d"] < MAX_SIDE  # the 2D limit rose past them


@pytest.mark.pure_only
def test_the_huge_path_makes_valid_fair_boards(monkeypatch):
    """Boards taken down the huge path (its threshold lowered) are full, solvable and
    fair, and a hard one's first build is the wider one (large.HUGE_WIDE)."""
    from quiver.generator import PuzzleSpec, build, generate
    from quiver.generator.gates import failures

    monkeypatch.setattr(large, "HUGE_SIDE", {"2d": 4, "3d": 4, "flat": 4})
    widths = []
    real = build.build_arrows

    def spy(space, count, difficulty, rng, wide, *rest):
        widths.append(wide)
        return real(space, count, difficulty, rng, wide, *rest)

    monkeypatch.setattr(build, "build_arrows", spy)
    for spec in (
        PuzzleSpec("2d", "rect", (24, 20), None, "hard", 3),
        PuzzleSpec("2d", "circle", (22, 22), None, "easy", 1),
        PuzzleSpec("3d", "cube", (7,), None, "hard", 2),
    ):
        widths.clear()
        board = generate(spec)
        assert board.density == 1.0
        board.check_solution(board.solution)
        assert not failures(board.metrics), spec
        # a huge 3D solid of at most huge3d.NARROW_CELLS cells starts as narrow as at 48
        assert widths[0] == (3 if spec.mode == "3d" else large.HUGE_WIDE)


def test_only_2d_shapes_above_224_are_vast():
    """The vast-board steps (holes.py: the holes filled, the safe splits in passes)
    never touch a size the 2D limit allowed before them (224), nor a 3D or Flat 3D
    board: those keep their bytes."""

    assert large.is_huge(shape_space("2d", "rect", (224, 224)))
    assert not large.is_vast(shape_space("2d", "rect", (224, 224)))
    assert not large.is_vast(shape_space("2d", "heart", (224, 150)))
    assert large.is_vast(shape_space("2d", "rect", (225, 12)))
    assert not large.is_vast(shape_space("3d", "cube", (MAX_3D,)))
    assert not large.is_vast(shape_space("flat", "cube", (MAX_FLAT,)))
    assert large.VAST_SIDE["2d"] < MAX_SIDE  # the 2D limit rose past it


def test_the_vast_path_makes_valid_fair_boards(monkeypatch):
    """Small 2D boards taken down the vast path (every threshold lowered) are full,
    solvable and fair. (A board this small rarely leaves a hole when its frontier
    stops: the next test fills some by hand, the slow one below a 256x256 board's.)"""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    for name in ("OLD_MAX_SIDE", "HUGE_SIDE", "VAST_SIDE"):
        monkeypatch.setattr(large, name, {"2d": 4})
    for spec in (
        PuzzleSpec("2d", "rect", (40, 40), None, "hard", 3),
        PuzzleSpec("2d", "heart", (44, 40), None, "hard", 1),
        PuzzleSpec("2d", "circle", (30, 30), None, "easy", 1),
    ):
        board = generate(spec)
        assert large.is_vast(board.space) and board.density == 1.0
        board.check_solution(board.solution)
        assert not failures(board.metrics), spec


def _holes_punched(seed: int) -> tuple[BuildState, int]:
    """A full easy build with holes punched in it: the back three cells of arrows
    whose back no ray crosses (as the frontier leaves a hole: nothing waits on it)."""
    s = built("2d", (30, 24), box(30, 24), 120, seed)
    crossed = {c for a, d in zip(s.arrows, s.dirs, strict=True) for c in s.space.ray(a[-1], d)}
    punched = 0
    for i, a in enumerate(s.arrows):
        back = a[:3]
        if len(a) >= 6 and not crossed & set(back) and all(s.used[y] for c in back for y in s.nbrs[c]):
            s.arrows[i] = a[3:]
            for c in back:
                s.used[c], s.owner[c], s.cell_level[c] = 0, -1, 0
            s.used_count -= 3
            punched += 3
    return s, punched


def _assert_clear_order(s: BuildState) -> None:
    from quiver.engine.board import Arrow, Board, Puzzle

    assert all(s.owner[c] == i for i, a in enumerate(s.arrows) for c in a)
    assert all(y in s.nbrs[x] for a in s.arrows for x, y in itertools.pairwise(a))
    arrows = tuple(Arrow(tuple(a), d) for a, d in zip(s.arrows, s.dirs, strict=True))
    Board.of(Puzzle(s.space, arrows)).check_solution(list(range(len(arrows))))


def test_fill_holes_gives_each_hole_to_the_tails_around_it():
    """holes.fill_holes: the holes go onto the tails beside them, no tail past the usual
    longest arrow, and the list stays a clear order (no ray crossed a hole)."""
    from quiver.generator.holes import fill_holes

    filled = 0
    for seed in range(4):
        s, punched = _holes_punched(seed)
        longest = max(len(a) for a in s.arrows)
        covered = fill_holes(s)
        assert covered == s.used_count - (s.n - punched)
        filled += covered
        assert all(len(a) <= max(longest, s.max_len) for a in s.arrows)
        _assert_clear_order(s)
    assert filled >= 9  # some holes were there, and filled


def test_split_many_keeps_a_clear_order_and_reaches_more_arrows():
    """The vast path's safe splits in passes: more arrows, every cell owned by the
    arrow that lists it, and the list still clears in order."""
    from quiver.generator.holes import split_many

    s = built("2d", (30, 24), box(30, 24), 60, 4)
    before = len(s.arrows)
    assert split_many(s, before + 40, 5) == before + 35
    assert before < len(s.arrows) <= before + 40
    _assert_clear_order(s)


def test_256x256_full_and_fair_at_every_difficulty():
    """The real size (issue 26 item 3): 2D 256x256, the largest allowed, down the vast
    path (its frontier stops with thousands of cells in holes and behind them)."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    assert MAX_SIDE == 256
    for difficulty in ("hard", "medium", "easy"):
        board = generate(PuzzleSpec("2d", "rect", (256, 256), None, difficulty, 7))
        assert large.is_vast(board.space) and board.density == 1.0
        board.check_solution(board.solution)
        assert not failures(board.metrics), difficulty


def test_a_vast_waist_cuts_before_the_single_runs_own_arrows(monkeypatch):
    """kept.before_the_waist: on a vast board a retry keeps only the arrows built
    before the run of single rounds' own arrows (its rounds as peeled can lie hundreds
    past their levels as built, and a cut by round kept the run itself); elsewhere the
    cut is by round, as before."""
    from quiver.generator.early_abort import WAIST_MARGIN
    from quiver.generator.kept import before_the_waist

    b = Builder(make_space("2d", (30, 24), box(30, 24)), 120, Difficulty.HARD, Rng(1).stream("m"), 1)
    b.run()  # one arrow wide: about 50 levels
    s = b.state
    s.built = s.placed()
    # peel rounds as the levels built, but for eight arrows of the middle levels that
    # become one arrow a round past all the rest (the longest run of single rounds)
    top = max(s.levels)
    run = [i for i, lv in enumerate(s.levels) if lv >= top // 2][:8]
    levels = list(s.levels)
    for k, i in enumerate(run):
        levels[i] = top + 1 + k
    plain = before_the_waist(s, levels)
    monkeypatch.setattr(large, "VAST_SIDE", {"2d": 4})
    vast = before_the_waist(s, levels)
    cut = min(s.levels[i] for i in run) - WAIST_MARGIN
    assert vast and all(level < cut for _, _, level in vast)
    assert len(vast) < len(plain)
    assert not {tuple(s.arrows[i]) for i in run} & {tuple(b) for b, _, _ in vast}


def test_chain_groups_come_after_the_plain_groups_on_a_vast_board_only():
    """rethread.groups with `chains` (2D over 224): the plain groups first, unchanged,
    then chains (o, j, k) with o beside the pocket, j touching o and k touching j but
    not o; without it (3D over 48) the plain groups alone."""
    from quiver.generator import rethread

    s = built("2d", (20, 16), box(20, 16), 50, 2)
    cells_of = {i: set(a) for i, a in enumerate(s.arrows)}

    def touches(i: int, j: int) -> bool:
        return any(y in cells_of[j] for x in cells_of[i] for _, y, _ in s.walks[x])

    checked = 0
    for i, a in enumerate(s.arrows):
        if len(a) < 4:
            continue
        t = a[0]  # a tail cell taken off its arrow: a pocket
        s.arrows[i], s.used[t], s.owner[t] = a[1:], 0, -1
        cells_of[i] = set(a[1:])
        plain = rethread.groups(s, [t])
        chained = rethread.groups(s, [t], chains=True)
        assert chained[: len(plain)] == plain
        beside = {s.owner[x] for _, x, _ in s.walks[t] if s.owner[x] >= 0}
        for o, j, k in chained[len(plain) :]:
            assert o in beside and touches(o, j) and touches(j, k)
            assert k != o and not touches(o, k)
            checked += 1
        s.arrows[i], s.used[t], s.owner[t] = a, 1, i
        cells_of[i] = set(a)
    assert checked > 0


@pytest.mark.pure_only
def test_a_vast_hard_board_mends_its_last_pockets_without_giving_up(monkeypatch):
    """2D over 224 (issue 26 item 3): a 256x64 hard build (seed 21) that gave up twice at
    the very end with one cell left, and rebuilt from an early arrow each time, now
    mends those cells by re-threading (rethread.py) and never gives up; the board is
    full and fair. (256x256 hard seeds 7 and 10 gave up 4 and 2 times.)"""
    from quiver.generator import PuzzleSpec, generate
    from quiver.generator.gates import failures

    runs, mends = spy_runs_and_mends(monkeypatch)
    board = generate(PuzzleSpec("2d", "rect", (256, 64), None, "hard", 21))
    assert False not in runs and True in mends
    assert large.is_vast(board.space) and board.density == 1.0
    board.check_solution(board.solution)
    assert not failures(board.metrics)
