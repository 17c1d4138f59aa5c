"""Two-headed arrows (RULES.md section 6): engine, board files, generator, 3D taps."""

from __future__ import annotations

import json
import pathlib

import pytest
from puzzle_codes import GV

from quiver.engine import Rng, dump_board, load_board, peel
from quiver.engine.board import end_for_cell
from quiver.engine.codec import CodecError
from quiver.engine.geometry import DIR_BY_NAME
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.generator.specials import _opens

BOARDS = pathlib.Path(__file__).parent / "boards"
ALL9 = [[x, y] for y in range(3) for x in range(3)]


def chain(**extra) -> dict:
    obj = json.loads((BOARDS / "2d_chain3.json").read_text())
    obj.pop("solution")
    obj["arrows"][0].update(extra)
    return obj


def test_a_second_head_round_trips_and_leaves_by_either_end():
    b = load_board(json.dumps(chain(dir2="-x")))  # A: (0,0) <- ... -> (2,0)
    assert b.arrows[0].dir2 == DIR_BY_NAME["-x"]
    assert '"dir2":"-x"' in dump_board(b)
    assert "dir2" not in dump_board(load_board(json.dumps(chain())))
    assert b.first_blocker(0, 0) is None and b.first_blocker(0, 1) is None
    assert peel(b).depth == 3


def test_free_when_either_ray_is_clear_and_a_tap_fires_the_nearer_end():
    # C (2): cells (1,2) (0,2) (0,1) flying -y into A; its tail (1,2) can fly +x? no:
    # the neck rule gives d2 = (1,2) - (0,2) = +x, whose ray (2,2) is B's cell.
    obj = chain()
    obj["arrows"][2]["dir2"] = "+x"
    b = load_board(json.dumps(obj))
    assert not b.can_escape(2)  # both ends blocked (A above, B to the right)
    assert b.first_blocker(2, 1)[1] == 1 and b.first_blocker(2, 0)[1] == 0
    a = b.arrows[2]
    assert end_for_cell(a, a.cells[0]) == 1 and end_for_cell(a, a.cells[-1]) == 0
    assert end_for_cell(a, a.cells[1]) == 0  # the middle of an odd body fires `dir`
    s = Session(b, hearts=3, clock=lambda: 0.0)
    assert s.fire(0).left  # A leaves: C's `dir` end opens
    r = s.fire(2, end=1)  # its `dir2` end is still blocked by B
    assert r.blocked and r.end == 1 and r.blocker == 1 and s.hearts == 2
    r = s.fire(2, end=0)
    assert r.left and r.end == 0


@pytest.mark.parametrize(
    "d2,words",
    [
        ("up", ['"dir2"', "one of"]),
        (3, ['"dir2"', "one of"]),
        ("+y", ["neck rule"]),
    ],
)
def test_bad_dir2_is_refused_with_one_line(d2, words):
    with pytest.raises(CodecError) as info:
        load_board(json.dumps(chain(dir2=d2)))
    msg = str(info.value)
    assert "\n" not in msg and all(w.lower() in msg.lower() for w in words), msg


def test_a_second_head_whose_ray_crosses_the_body_is_refused():
    obj = {
        "format": "quiver-board/1",
        "mode": "2d",
        "size": [3, 3],
        "cells": ALL9,
        "arrows": [{"cells": [[1, 1], [2, 1], [2, 2], [1, 2], [0, 2], [0, 1]], "dir": "-y", "dir2": "-x"}],
    }
    load_board(json.dumps({**obj, "arrows": [{k: v for k, v in obj["arrows"][0].items() if k != "dir2"}]}))
    with pytest.raises(CodecError, match="second head's escape ray crosses its own body"):
        load_board(json.dumps(obj))


@pytest.mark.parametrize("mode,shape", [("2d", "heart"), ("3d", "sphere"), ("flat", "cube")])
def test_generated_second_heads_open_at_different_times(mode, shape):
    found = 0
    for seed in range(3):
        b = generate(PuzzleSpec(mode, shape, seed=seed, specials="many", special_kinds=("two-headed",)))
        assert load_board(dump_board(b)).arrows == b.arrows
        b.check_solution(b.solution)
        levels = peel(b).levels()
        for i, a in enumerate(b.arrows):
            if a.dir2 is None:
                continue
            found += 1
            # the clearing order still meets a choice: the ends open in different rounds
            # (so tapping the end that is still blocked costs a heart)
            assert _opens(b, b.rays[i], levels) != _opens(b, b.rays2[i], levels)
    assert found


def test_removal_stays_monotone_with_two_headed_arrows_over_many_boards():
    boards = 0
    for mode, shape in (("2d", "heart"), ("2d", "star"), ("3d", "cube"), ("flat", "stairs")):
        for seed in range(25):
            b = generate(PuzzleSpec(mode, shape, seed=seed, specials="many", difficulty="easy"))
            boards += 1
            rng = Rng(seed).stream("clear")
            pos = b.copy()
            pos.reset()
            while pos.alive:  # any order of free arrows, any free end
                free = pos.free_arrows()
                assert free
                i = free[rng.below(len(free))]
                assert pos.fire(i, pos.free_end(i)).left
    assert boards == 100


def test_3d_tap_on_the_second_head_fires_that_end(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene

    board = generate_board(PuzzleSpec.parse(f"3d-sphere-9x9x9-60-hard-3-g{GV}-mt"))
    scene = Play3DScene(
        App((900, 700), window=False, sound=False, clock=lambda: 0.0).ports, board, None, None, hearts=3
    )
    for i in peel(board).order():  # clear until a second head can fly
        if board.arrows[i].dir2 is not None and board.free_end(i) == 1:
            break
        board.remove(i)
    res = scene.ctl.fire(i, 1)
    assert res.left and res.end == 1
    anim = next(a for a in scene.ctl.animator.anims if a.arrow == i)
    assert anim.dir == board.arrows[i].dir2


def test_flat_second_head_flight_and_aim_line_start_from_that_end(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.render3d.flat_arrows import FlatMesh
    from quiver.scenes.playflat import PlayFlatScene

    def leaves_by_its_second_end(seed):
        """The board, and a position on it where a two-headed arrow is free by its
        second end only (not every seed has one; this finds the first that does)."""
        board = generate_board(PuzzleSpec.parse(f"flat-cube-4x4x4-30-hard-{seed}-g{GV}-mt"))
        for i in peel(board).order():
            if board.arrows[i].dir2 is not None and board.free_end(i) == 1:
                return seed, i, set(board.alive)
            board.remove(i)
        return None

    seed, i, position = next(found for s in range(3, 40) if (found := leaves_by_its_second_end(s)))
    board = generate_board(PuzzleSpec.parse(f"flat-cube-4x4x4-30-hard-{seed}-g{GV}-mt"))
    mesh = FlatMesh(board)
    two = [i for i, a in enumerate(board.arrows) if a.dir2 is not None]
    assert two and all(i in mesh.paths2 for i in two)
    # the second head is one more resting piece, in its own direction's colour (the
    # arrow's own shade of it: flat_shades.py)
    from quiver.render3d.flat_shades import toned
    from quiver.render3d.mesh import PALETTE

    for i in two:
        pieces = mesh.ribbons[mesh.ribbons["arrow"] == i]
        own = toned(PALETTE, board.arrows[i].dir2, mesh.shades[i])
        assert any((p["color"] == own).all() for p in pieces)
    scene = PlayFlatScene(
        App((900, 700), window=False, sound=False, clock=lambda: 0.0).ports, board, None, None, hearts=3
    )
    for j in sorted(set(board.alive) - position):
        board.remove(j)
    assert board.free_end(i) == 1
    res = scene.ctl.fire(i, 1)
    assert res.left and res.end == 1
    anim = next(a for a in scene.ctl.animator.anims if a.arrow == i)
    assert anim.path.dir == board.arrows[i].dir2


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_two_headed_lesson_board(mode):
    from quiver.game.special_levels import lesson

    make, text = lesson(mode, "two-headed")
    b = make()
    assert any(a.dir2 is not None for a in b.arrows) and peel(b).solvable and "end" in text


def test_a_2d_second_head_along_z_is_refused_with_one_line():
    with pytest.raises(CodecError, match="not possible at its tail"):
        load_board(json.dumps(chain(dir2="+z")))


@pytest.mark.parametrize("mode, shape", [("2d", "heart"), ("3d", "cube"), ("flat", "stairs")])
def test_playout_metrics_see_locks_and_second_heads_as_the_engine_does(mode, shape):
    """forced moves, mean choice and scan (solve.playouts) read the blocking relation
    through ways_out; at every step of the solution it frees exactly the arrows the
    engine lets leave."""
    from quiver.engine.solve import playouts, ways_out

    board = generate(PuzzleSpec(mode, shape, None, None, "medium", 3, "many", ("locks", "two-headed")))
    assert any(a.lock is not None for a in board.arrows)
    assert any(a.dir2 is not None for a in board.arrows)
    for i in board.solution:
        ends = ways_out(board)
        assert {j for j, es in ends.items() if any(not bs for bs in es)} == {
            j for j in board.alive if board.can_escape(j)
        }
        board.remove(i)
    p = playouts(generate(PuzzleSpec(mode, shape, None, None, "medium", 3, "many", ("locks", "two-headed"))))
    assert 0.0 <= p.forced_moves <= 1.0 and p.mean_choice >= 1.0
