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
