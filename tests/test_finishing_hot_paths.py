"""The finished board's and the judge's hot loops are shaped for speed (issue 26, the cube
17 build; ADR 0006, "Same boards, less work"); each must still answer what its plain
definition answers. Compiled-safe: plain functions and values only."""

from __future__ import annotations

import functools

from quiver.engine.arrows import Arrow
from quiver.engine.board import Board
from quiver.engine.geometry import DIR_BY_NAME, VEC3
from quiver.engine.measures import _density, alive_lengths
from quiver.engine.orders import clears_in_order, rays_meet_earlier
from quiver.engine.peeling import _peel_plain, peel
from quiver.engine.player import _tables, one_way_playouts, random_playouts, ways_of
from quiver.engine.rng import Rng
from quiver.engine.space import Space, make_space
from quiver.engine.visibility import AXES, HOME, Vec, _clear, _faces, _solid, eye, visible_heads
from quiver.generator import PuzzleSpec, generate


def plain_peel(board: Board) -> tuple[list[list[int]], list[int]]:
    """RULES.md 4 as written: round by round, every arrow on the board whose ray meets
    no arrow on the board leaves; (the rounds, the arrows left when none can)."""
    alive = set(board.alive)
    owner = list(board.owner)
    rounds: list[list[int]] = []
    while True:
        free = sorted(i for i in alive if all(owner[c] < 0 for c in board.rays[i]))
        if not free:
            break
        rounds.append(free)
        for i in free:
            alive.discard(i)
            for c in board.arrows[i].cells:
                owner[c] = -1
    return rounds, sorted(alive)


def boards() -> list[Board]:
    """Generated boards of each mode, at the start and part-played (random arrows fired,
    the blocked ones staying), and a board that cannot be cleared: each a position of its
    own over puzzles built once for the module (the seven tests built the same four
    boards each, 0.1 s of CPU a test; a puzzle holds nothing a test could warm)."""
    return [board.copy() for board in _boards()]


@functools.cache
def _boards() -> tuple[Board, ...]:
    out = []
    for spec in (
        PuzzleSpec("2d", "rect", (12, 10), None, "hard", 3),
        PuzzleSpec("2d", "rect", (9, 9), None, "easy", 1),
        PuzzleSpec("3d", "cube", (5,), None, "hard", 2),
        PuzzleSpec("flat", "cube", (4,), None, "medium", 4),
    ):
        board = generate(spec)
        out.append(board)
        rng = Rng(spec.seed or 0)
        for _ in range(3):
            part = board.copy()
            for _ in range(len(board.arrows) // 2):
                i = sorted(part.alive)[rng.below(len(part.alive))]
                part.fire(i)
            out.append(part)
    space = make_space("2d", (6, 2), [(x, y) for x in range(6) for y in range(2)])
    at = space.id_of
    facing = [
        Arrow((at((0, 0)), at((1, 0)), at((2, 0))), DIR_BY_NAME["+x"]),  # these two wait
        Arrow((at((5, 0)), at((4, 0)), at((3, 0))), DIR_BY_NAME["-x"]),  # on each other
        Arrow((at((0, 1)), at((1, 1)), at((2, 1))), DIR_BY_NAME["+x"]),  # free
    ]
    out.append(Board(space, facing))
    return tuple(out)


def test_the_plain_peel_matches_the_rule() -> None:
    seen_stuck = False
    for board in boards():
        result = peel(board)
        rounds, stuck = plain_peel(board)
        assert (result.rounds, result.stuck) == (rounds, stuck)
        assert (_peel_plain(board).rounds, _peel_plain(board).stuck) == (rounds, stuck)
        seen_stuck = seen_stuck or bool(stuck)
    assert seen_stuck


def plain_visible_heads(space: Space, owner: list[int], heads: list[int], eyes: list[Vec]) -> list[int]:
    """visibility.visible_heads as first written: every face of every head asked again
    for each eye."""
    solid, lo, hi = _solid(space, owner)
    out = []
    for e in eyes:
        seen = 0
        for h in heads:
            for (x, y, z), nrm in _faces(space.cells, h):
                v = VEC3[nrm]
                if v[0] * e[0] + v[1] * e[1] + v[2] * e[2] <= 1e-9:
                    continue
                if (x + v[0], y + v[1], z + v[2]) in solid:
                    continue
                start = (x + 0.5 + 0.5 * v[0], y + 0.5 + 0.5 * v[1], z + 0.5 + 0.5 * v[2])
                start = (start[0] + 1e-6 * e[0], start[1] + 1e-6 * e[1], start[2] + 1e-6 * e[2])
                if _clear(start, e, solid, lo, hi):
                    seen += 1
                    break
        out.append(seen)
    return out


def test_the_visible_heads_match_every_face_asked_for_every_eye() -> None:
    eyes = [eye(*HOME), eye(10.0, 60.0), *AXES]
    counted = 0
    for board in boards():
        if board.space.mode == "2d":
            continue
        owner = list(board.owner)
        for heads in (
            [board.arrows[i].cells[-1] for i in sorted(board.alive)],
            list(range(len(board.space))),
        ):
            want = plain_visible_heads(board.space, owner, heads, eyes)
            assert visible_heads(board.space, owner, heads, eyes) == want
            counted += sum(want)
    assert counted


def test_the_one_way_playouts_from_tables_play_as_the_playouts_from_the_ways() -> None:
    """The judge hands the playouts their tables (player.one_way_playouts) where the
    metrics hand them the ways out: the same figures, stopped early or not."""
    for board in boards():
        alive, ways = ways_of(board)
        n = len(alive)
        if not n:
            continue
        for stop, looks in ((None, ()), (0.05, ((10, 0.2), (20, 0.3))), (0.0, ())):
            want = random_playouts(n, ways, 30, Rng(0).stream("playout"), stop, looks)
            got = one_way_playouts(n, _tables(n, ways), 30, Rng(0).stream("playout"), stop, looks)
            assert got == want


def test_a_finished_board_lists_its_arrows_by_head_cell_and_its_solution_clears_it() -> None:
    """to_board.finished_board numbers the arrows by head cell without a sort (sorted by head,
    as first written) and its solution is the clear order renumbered."""
    for board in boards()[::4][:4]:  # the generated ones, at their start
        heads = [a.cells[-1] for a in board.arrows]
        assert heads == sorted(heads) and len(set(heads)) == len(heads)
        assert board.solution is not None and sorted(board.solution) == list(range(len(heads)))
        board.check_solution(board.solution)


def test_the_lengths_counted_from_the_owners_are_the_arrows_lengths() -> None:
    for board in boards():
        want = [len(board.arrows[i].cells) for i in board.alive]
        assert alive_lengths(board.owner, len(board.arrows), board.alive) == want


def test_the_density_counted_from_the_start_owners_is_the_boards() -> None:
    for board in boards():
        assert _density(board) == board.density


def fired_clear(board: Board, order: list[int]) -> bool:
    """Whether firing `order` from the start clears the board (check_solution's rule)."""
    b = board.copy()
    b.reset()
    return all(b.fire(i).left for i in order) and not b.alive


def test_the_compiled_order_check_answers_as_firing_the_order() -> None:
    rng = Rng(7)
    answers = set()
    for board in boards()[::4][:4]:
        n = len(board.arrows)
        rank = [0] * n
        p = board.puzzle
        tables = (p.rays, p.start_owner, p.locks, p.rays2)
        orders: list[list] = [list(board.solution or ())]
        for _ in range(5):
            order = list(orders[0])
            for _ in range(1 + rng.below(3)):  # a few swaps: some still clear, most not
                a, b = rng.below(n), rng.below(n)
                order[a], order[b] = order[b], order[a]
            orders.append(order)
        for order in orders:
            for step, i in enumerate(order):
                rank[i] = step
            clears = fired_clear(board, order)
            assert rays_meet_earlier(board.rays, board.puzzle.start_owner, rank) == clears
            assert clears_in_order(order, *tables) == clears
            answers.add(clears)
        # not an order of every arrow once: refused (check_solution then fires it for the message)
        for bad in (orders[0][:-1], orders[0][:-1] + orders[0][:1], [True, *orders[0][1:]]):
            assert not clears_in_order(bad, *tables)
    assert answers == {True, False}
