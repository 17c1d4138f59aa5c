"""The 3D lesson's "This one is blocked" step points at an arrow flying across the home
view, whose bounce reads, not at one flying toward or away from the eye (s388's tower put
one flying away, its crosses showing, among the blocked, and the step pointed at it)."""

from quiver.engine.geometry import VEC3
from quiver.engine.visibility import HOME, eye
from quiver.game.lessons import SIDE_ON, Anchor, anchor_arrows, lesson


def _cos(board, i: int) -> float:
    return abs(sum(a * b for a, b in zip(VEC3[board.arrows[i].dir], eye(*HOME), strict=True)))


def test_the_3d_lessons_blocked_step_points_only_at_arrows_flying_across_the_view():
    for stage in lesson("3d"):
        board = stage.make_board()
        blocked = [i for i in sorted(board.alive) if not board.can_escape(i)]
        across = [i for i in blocked if _cos(board, i) < SIDE_ON]
        assert across, "the tower keeps a blocked arrow flying across the home view"
        assert anchor_arrows(board, Anchor.BLOCKED) == across
        assert len(across) < len(blocked)  # (some fly toward or away: left out)


def test_the_flat_lessons_blocked_step_still_takes_its_own_rule():
    for stage in lesson("flat"):
        board = stage.make_board()
        blocked = [i for i in sorted(board.alive) if not board.can_escape(i)]
        assert set(anchor_arrows(board, Anchor.BLOCKED)) <= set(blocked)
        assert anchor_arrows(board, Anchor.BLOCKED)
