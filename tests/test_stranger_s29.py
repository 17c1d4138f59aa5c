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
