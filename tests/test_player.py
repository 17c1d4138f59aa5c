"""Player models (issue 24): converged playouts, the local player, release distance,
and which free arrows show on a 3D board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_helpers import KINDS, random_board
from test_engine_rules import grid_board

from quiver.engine import metrics, peel
from quiver.engine.geometry import VEC3
from quiver.engine.measures import playouts
from quiver.engine.nearest import neighbours
from quiver.engine.player import release, runs_for
from quiver.engine.visibility import AXES, eye, visible_free
from quiver.game.hardness import how_hard, player_metrics
from quiver.generator import PuzzleSpec, generate


def chain():
    """Three arrows in a row, all pointing +x: each waits on the next (every move forced)."""
    return grid_board("2d", (9, 1), [([(x, 0) for x in range(k, k + 3)], "+x") for k in (0, 3, 6)])


def test_a_chain_is_all_forced_and_the_local_player_follows_it():
    p = playouts(chain(), runs=5, local=True)
    assert p.forced_moves == 1.0 and p.mean_choice == 1.0
    assert p.scan == pytest.approx((4 / 2 + 3 / 2 + 2 / 2) / 3)  # (left + 1) / (free + 1)
    # first move: the random-order figure (3 + 1) / (1 + 1); then the nearest arrow is free
    assert p.local_scan == pytest.approx((2 + 1 + 1) / 3)
    assert release(chain()) == (1.0, 1.0)  # each released by the arrow at its head


def test_a_far_release_and_the_looks_past_blocked_arrows():
    # A (+x along row 1) waits on C (a column at x = 6, leaving up), four cells along its ray
    far = grid_board("2d", (9, 3), [([(0, 1), (1, 1), (2, 1)], "+x"), ([(6, 2), (6, 1), (6, 0)], "-y")])
    assert release(far) == (4.0, 0.0)
    assert playouts(far, runs=3, local=True).local_scan == pytest.approx((3 / 2 + 1) / 2)


def test_ties_in_distance_are_counted_in_random_order():
    """After the first arrow leaves, two arrows sit at the same distance from its head,
    one free: the expected looks are (2 + 1) / (1 + 1)."""
    board = grid_board(
        "2d",
        (7, 4),
        [
            ([(3, 3), (3, 2), (3, 1)], "-y"),  # X: head (3, 1), free; leaves first
            ([(0, 0), (1, 0), (2, 0)], "+x"),  # L: head (2, 0), its ray crosses R at (4, 0)
            ([(6, 1), (5, 1), (4, 1), (4, 0)], "-y"),  # R: head (4, 0), free
        ],
    )
    assert peel(board).rounds == [[0, 2], [1]]
    # first move 4/3 (3 left, 2 free). X first: L and R both sqrt(2) from X's head, R
    # free: 3/2 looks, then L: 1. R first: X is nearest and free: 1, then L: 1.
    expected = (4 / 3 + 0.5 * (3 / 2 + 1) + 0.5 * (1 + 1)) / 3
    p = playouts(board, runs=400, local=True)
    assert p.local_scan == pytest.approx(expected, abs=0.02)


def plain_neighbours(points):
    """neighbours' definition: each row sorted by distance (stable), cut where it changes."""
    flat = [(p[0], p[1], p[2] if len(p) > 2 else 0.0) for p in points]
    out = []
    for j, (px, py, pz) in enumerate(flat):
        d2 = [(x - px) * (x - px) + (y - py) * (y - py) + (z - pz) * (z - pz) for x, y, z in flat]
        order = sorted(range(len(flat)), key=d2.__getitem__)
        order.remove(j)
        ends = [k for k in range(1, len(order)) if d2[order[k]] != d2[order[k - 1]]]
        out.append((order, [*ends, len(order)]))
    return out


@given(
    st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=30),
    st.booleans(),
    st.booleans(),
)
def test_the_neighbour_lists_are_the_sorted_distances(cells, solid, halves):
    """The local player's looking order (engine/nearest.py, shaped for speed) is each
    row sorted by distance and cut into groups of equal distance: on a grid (many ties),
    in 3D, on Flat-3D half units, with two points in one place."""
    points = [(x + 0.5 * halves, float(y), float(x + y) if solid else None) for x, y in cells]
    points = [p[:2] if p[2] is None else p for p in points]
    assert neighbours(points) == plain_neighbours(points)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(KINDS), st.integers(0, 2**32))
def test_the_figures_stay_in_range_on_any_solvable_board(kind, seed):
    board = random_board(kind, seed, ordered=True)
    n = len(board.alive)
    if not n:
        return
    p = playouts(board, runs=5, seed=seed, local=True)
    assert 0.0 <= p.forced_moves <= 1.0
    assert 1.0 <= p.mean_choice <= n
    assert 1.0 <= p.scan <= (n + 1) / 2
    assert p.local_scan is not None and 1.0 <= p.local_scan <= n
    dist, share = release(board)
    if dist is not None:
        assert dist >= 1 and 0.0 <= share <= 1.0
    assert p == playouts(board, runs=5, seed=seed, local=True)  # seeded: the same again


def test_enough_playouts_that_two_seed_streams_agree():
    board = generate(PuzzleSpec("2d", "rect", (11, 13), 30, "hard", 4))
    a, b = (playouts(board, seed=s, local=True) for s in (11, 12))
    assert runs_for(30) > 10 * 10  # far more than the 10 playouts the gates once read
    assert abs(a.forced_moves - b.forced_moves) < 0.01
    assert abs(a.local_scan - b.local_scan) < 0.05


def _axis_brute_force(board, free):
    """Axis views by columns: a face along +x shows when nothing solid lies further +x
    on its line (the same for every axis)."""
    space = board.space
    if board.mode == "flat":
        solid = set(space.voxels)
        heads = {i: space.coord(board.arrows[i].head) for i in free}
        faces = {i: [(h[:3], h[3])] for i, h in heads.items()}
    else:
        solid = {space.coord(c) for c in range(len(space)) if board.owner[c] >= 0}
        faces = {i: [(space.coord(board.arrows[i].head), n) for n in range(6)] for i in free}
    out = []
    for d, v in enumerate(VEC3):
        a = d // 2
        seen = 0
        for fs in faces.values():
            for p, n in fs:
                if n != d:
                    continue
                line = [q for q in solid if all(q[b] == p[b] for b in range(3) if b != a)]
                if not any(q[a] * v[a] > p[a] * v[a] for q in line):
                    seen += 1
                    break
        out.append(seen)
    return out


@pytest.mark.parametrize(
    "mode,shape,seed", [("3d", "cube", 0), ("3d", "sphere", 1), ("flat", "stairs", 2), ("flat", "cube", 3)]
)
def test_axis_views_match_a_column_check(mode, shape, seed):
    board = generate(PuzzleSpec(mode, shape, None, None, "hard", seed))
    free = peel(board).rounds[0]
    assert visible_free(board, AXES, free) == _axis_brute_force(board, free)
    m = metrics(board)
    assert m.visible_free_axes == _axis_brute_force(board, free)
    assert 0 <= m.visible_free <= len(free)


def test_a_column_shows_its_top_from_above_and_not_from_below():
    column = grid_board("3d", (1, 3, 1), [([(0, 0, 0), (0, 1, 0), (0, 2, 0)], "+y")])
    assert visible_free(column, (eye(35, 25), *AXES), [0]) == [1, 1, 1, 1, 0, 1, 1]
    # seen from straight below, the bottom cube hides the head's lower face
    assert visible_free(column, [eye(35, -80)], [0]) == [1]  # its sides still show


def test_two_dimensional_boards_have_no_visibility_figure():
    m = metrics(generate(PuzzleSpec("2d", "heart", None, None, "easy", 1))).as_dict()
    assert "visible_free" not in m and m["local_scan"] >= 1.0 and m["release_distance"] >= 1


def test_generated_3d_boards_show_free_arrows_from_home():
    for mode, shape in (("3d", "cube"), ("flat", "cube")):
        m = generate(PuzzleSpec(mode, shape, None, None, "hard", 5)).metrics
        assert m["visible_free"] >= 2


def test_the_win_line_names_what_made_the_board_hard():
    # the generator's record leaves the player model out; the win screen plays it
    hard_board = generate(PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 0))
    assert "local_scan" not in (hard_board.metrics or {})
    hard = player_metrics(hard_board)
    easy = player_metrics(generate(PuzzleSpec("2d", "rect", (16, 20), 65, "easy", 0)))
    assert hard["local_scan"] == metrics(hard_board).local_scan  # as `quiver check` says
    assert how_hard(hard) != how_hard(easy)
    assert "nearest" in how_hard(easy)
    assert how_hard({"local_scan": 3.0, "visible_free": 1}) == "At the start only 1 free arrow was in sight"


def test_the_home_view_is_the_cameras():
    """The generator judges visibility from the view the game's camera starts in."""
    from quiver.engine.visibility import HOME
    from quiver.render3d.camera import DEFAULT_PITCH, DEFAULT_YAW, default_view
    from quiver.shapes.solids3d import SHAPES_3D, home_view

    assert HOME == (DEFAULT_YAW, DEFAULT_PITCH)
    for name in (*SHAPES_3D, "stairs", "cube", None):
        assert home_view(name) == default_view(name)


def test_the_cached_draws_are_the_streams_outputs_and_scale_as_one_multiply() -> None:
    """The playouts' draws are cached as Rng.next_u64's outputs: compiled, in three pieces
    under 2**30 (a larger product is a generic multiply on objects), made from the
    signed 64-bit form, and in pure Python as the outputs themselves (both forms checked
    here); `below` scales either to [0, f) exactly as (x * f) >> 64, at the edges too."""
    from quiver.engine import draws as cache
    from quiver.engine.draws import below as _below
    from quiver.engine.draws import pieces as _pieces
    from quiver.engine.draws import pieces_below as _pieces_below
    from quiver.engine.draws import stream_draws as _draws
    from quiver.engine.rng import Rng

    step = cache.STEP
    start = Rng(3).next_u64()
    draws = _draws(start, 300)
    plain = Rng(start)
    outputs = [plain.next_u64() for _ in range(len(draws) // step)]
    assert len(outputs) >= 300
    if step == 3:
        assert [
            draws[3 * d] << 34 | draws[3 * d + 1] << 4 | draws[3 * d + 2] for d in range(len(outputs))
        ] == outputs
        assert all(0 <= piece < 2**30 for piece in draws)
    else:
        assert draws == outputs
    # the signed path (compiled: the i64 form of each output) and the int path
    # give the same pieces, the high bit set or not (an arithmetic shift masked)
    for x in [*outputs[:50], 2**64 - 1, 2**63, 2**63 - 1, 0]:
        w = x - 2**64 if x >> 63 else x
        assert ((w >> 34) & cache.PIECE, (w >> 4) & cache.PIECE, w & 15) == _pieces(x)
    # the stream continued from a grown list's end is the same stream
    cache._DRAWS.pop(start, None)
    assert _draws(start, 10)[: 10 * step] == draws[: 10 * step]
    assert _draws(start, len(draws) // step + 5)[: len(draws)] == draws
    rng = Rng(4)
    cases = [(x, f) for x in outputs[:50] for f in (1, 2, 3, 7, 1000, rng.between(1, 2**30 - 1))]
    cases += [(2**64 - 1, 2**30 - 1), (2**64 - 1, 1), (2**32 - 1, 2**30 - 1), (2**63, 3), (0, 5)]
    cases += [(2**34 - 1, 2**30 - 1), (2**64 - 16, 2**30 - 1), (15, 2**30 - 1), (2**64 - 2**34, 7)]
    for x, f in cases:
        assert _pieces_below(list(_pieces(x)), 0, f) == (x * f) >> 64, (x, f)
        assert _below(list(_pieces(x)) if step == 3 else [x], 0, f) == (x * f) >> 64, (x, f)
