"""s376: the Flat lesson's last step said only "Clear the block"; a stranger cleared the
arrows in front and looked at a bare grey block and "2 left", the rest on the faces turned
away. It now says they lie on every face and to turn the block (true of its board: arrow
cells on all six faces)."""

from quiver.game.lessons import Anchor, Until, lesson, lesson_board


def test_the_flat_lessons_last_step_says_to_turn_the_block_for_every_face():
    last = lesson("flat")[0].steps[-1]
    assert last.anchor == Anchor.BOARD and last.until == Until.WON
    assert last.line.startswith("Clear the block") and "every face" in last.line and "turn it" in last.line
    board = lesson_board("flat", 0)
    faces = {board.space.coord(c)[3] for a in board.arrows for c in a.cells}
    assert faces == set(range(6))  # (the words stay true of the board)
