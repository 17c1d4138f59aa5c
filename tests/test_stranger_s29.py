"""Stranger round s29 (3D and Flat 3D play, their lessons, the command line): pure logic."""

from quiver.game.lessons import Anchor, Until, anchor_arrows, lesson, lesson_board


def test_the_flat_fold_step_points_at_an_arrow_whose_leaving_keeps_one_blocked():
    """The Flat lesson's "This arrow folds over the edge" step is followed by "Anything in
    its line blocks it, a lower step too. Tap it and see", which waits for a bounce. The
    fold step pointed at the one arrow blocking all three blocked arrows; tapping it, as
    asked, left none blocked and the bounce step was skipped unseen."""
    steps = lesson("flat")[0].steps
    fold = [s.anchor for s in steps].index(Anchor.EDGE)
    assert steps[fold + 1].until == Until.BLOCKED  # the step this protects
    board = lesson_board("flat", 0)
    pointed = anchor_arrows(board, Anchor.EDGE)
    assert pointed
    space = board.space
    for i in pointed:
        assert len({space.coord(c)[3] for c in board.arrows[i].cells}) > 1, "it folds over an edge"
        after = board.copy()
        after.remove(i)
        assert anchor_arrows(after, Anchor.BLOCKED), f"arrow {i} frees every blocked arrow"


def test_a_vox_model_asked_for_in_2d_says_it_is_a_3d_shape(tmp_path):
    """`quiver --seed 1 --mode 2d --shape duck.vox` said "'duck.vox' is not a PNG file"
    (while --mode flat said what was wrong): both name the model's mode now."""
    import pytest

    from quiver.shapes import ShapeError, make_shape

    model = tmp_path / "duck.vox"
    model.write_bytes(b"VOX \x96\x00\x00\x00")
    for mode in ("2d", "flat"):
        with pytest.raises(ShapeError, match=r"a \.vox model is a 3d shape \(--mode 3d\), not a"):
            make_shape(mode, str(model))


def test_a_head_pointing_into_a_cube_is_flush_so_no_rim_sticks_out_of_the_shape():
    """The 3D lesson's tower showed loose bars of an arrow's colour across its neighbours
    (on top beside a notch, on the left beside the red arrow): the flared base (1.2 cells
    across) of a pyramid buried in the cube ahead of it, its rim standing out of the
    shape. A head whose next cell is filled is now as wide as its cube; a head with room
    ahead keeps the big flared pyramid."""
    import numpy as np
    import pytest

    from quiver.engine.geometry import VEC3
    from quiver.render3d.mesh import HEAD_FLARE, HEAD_FLUSH, BoardMesh

    board = lesson_board("3d", 0)
    mesh = BoardMesh(board)
    _faces, heads = mesh.build(np.asarray(board.owner, dtype=np.int32))
    space = board.space
    kinds = set()
    for h in heads:
        a = board.arrows[int(h["arrow"])]
        x, y, z = space.coord(a.head)
        dx, dy, dz = VEC3[a.dir]
        ahead = space.index.get((x + dx, y + dy, z + dz))
        filled = ahead is not None and board.owner[ahead] >= 0
        half = float(max(np.abs(h["u"]).max(), np.abs(h["v"]).max()))
        assert half == pytest.approx(HEAD_FLUSH if filled else HEAD_FLARE), (a.head, filled, half)
        kinds.add(filled)
    assert kinds == {True, False}  # both kinds are on the board
