"""One table of a board's heads (s188): the pointer's walk (`head_cells`), the Tab cull
(`headcull`) and keyboard picking (`keypick3d._ends`) each gathered the heads per space
their own way, the first Tab building two of them. Now `headcells.head_table` is built
once when the puzzle opens and read by all three, giving what each gathered before."""

from __future__ import annotations

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import headcells, headcull, picking
from quiver.scenes import keypick3d


def controller(mode: str, shape: str, size: int, **extra):
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = generate(PuzzleSpec(mode, shape, (size,), None, "hard", 3, **extra))
    cls = BoardController if mode == "3d" else FlatBoardController
    ctl = cls(Session(board, hearts=None), (640, 400))
    ctl.fit_between(40, 360)
    return ctl


def _old_ends(board, i):
    a = board.arrows[i]
    return ((0, a.head), (1, a.cells[0])) if a.dir2 is not None else ((0, a.head),)


@pytest.mark.parametrize(("mode", "shape"), [("3d", "sphere"), ("3d", "cube"), ("flat", "cube")])
def test_the_table_gives_each_reader_what_it_gathered_before(mode, shape):
    ctl = controller(
        mode, shape, 8 if shape == "sphere" else 6, specials="many", special_kinds=("two-headed",)
    )
    board, table = ctl.board, headcells.head_table(ctl.board)
    assert any(a.dir2 is not None for a in board.arrows)
    for i in range(len(board.arrows)):
        assert keypick3d._ends(board, i) == _old_ends(board, i)
    assert table.first.tolist() == [a.head for a in board.arrows]
    assert table.second.tolist() == [a.cells[0] if a.dir2 is not None else -1 for a in board.arrows]
    for c in range(len(board.space)):  # each cell's arrow and kind, as the owner list says at the start
        a = board.owner[c]
        assert table.arrow_of[c] == (len(board.arrows) if a < 0 else a)
        head = a >= 0 and board.arrows[a].head == c
        second = a >= 0 and board.arrows[a].dir2 is not None and board.arrows[a].cells[0] == c
        assert table.kind[c] == (1 if head else 2 if second else 0)
    if mode == "3d":
        box = picking.occupied_box(board.space)
        assert (tuple(table.lo_box), tuple(table.size_box)) == box
        heads, near = headcells.head_cells(board, box)
        cells = {a.head for a in board.arrows} | {a.cells[0] for a in board.arrows if a.dir2 is not None}
        assert heads == {tuple(board.space.coord(c)): c for c in cells}
        assert near == headcells.near_grid(heads, *box)
        for c, v in enumerate(board.space.cells):  # the grid: each voxel's cell
            assert table.grid[tuple(v - table.lo_grid)] == c
        assert (table.grid >= 0).sum() == len(board.space)


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_table_is_built_once_when_the_puzzle_opens_not_on_the_first_tab(monkeypatch, mode):
    built = []
    real = headcells._build

    def counted(arrows, space):
        built.append(space)
        return real(arrows, space)

    monkeypatch.setattr(headcells, "_build", counted)
    ctl = controller(mode, "cube", 6)  # (the controller prepares its picks as it opens)
    assert len(built) == 1
    keypick3d.shown_heads(ctl)
    ctl.camera.set_angles(2.0, -0.3)
    keypick3d.shown_heads(ctl)
    assert len(built) == 1


def test_the_first_tab_on_a_3d_board_picks_no_ray_one_by_one(monkeypatch):
    """pick_arrow, one ray at a time in Python, ran some 2 400 times a first Tab on a
    cube 64; the batch walk now runs them all (it is the same: test_s188_batch_picks)."""
    ctl = controller("3d", "cube", 6)
    calls = []
    real = picking.pick_arrow
    monkeypatch.setattr(
        "quiver.render3d.controller.pick_arrow", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    assert keypick3d.shown_heads(ctl)
    assert calls == []


def test_the_cell_s_arrow_read_from_the_table_follows_the_owner_list_as_arrows_leave():
    """headcull.live_arrows: a cell's owner is its arrow while that is on the board,
    else -1, and the kept sorted alive arrows follow each move (and an undo's new set)."""
    ctl = controller("3d", "sphere", 8)
    board, table = ctl.board, headcells.head_table(ctl.board)
    for _ in range(3):
        ctl.fire(min(board.free_arrows()))
        while ctl.animating:
            ctl.update(1 / 30)
        live = headcull.live_arrows(board)
        assert [c for c in range(len(board.space)) if board.owner[c] >= 0] == [
            c for c in range(len(board.space)) if live[table.arrow_of[c]]
        ]
        assert headcull.alive_sorted(board).tolist() == sorted(board.alive)
    board.alive = set(board.alive) | {len(board.arrows) - 1}  # (a new set: not the one kept)
    assert headcull.alive_sorted(board).tolist() == sorted(board.alive)
