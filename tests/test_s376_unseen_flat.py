"""s376: in Flat 3D, a view that rests with every arrow left on the faces turned away (the
cube's last arrow on its bottom face) says so once, and how to turn the block; the mouse's
only other way to find them was Hint, a star. Driven through a real FlatBoardController
(its camera, no GL)."""

from types import SimpleNamespace

import pytest
from gl_helpers import settle

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_controller import FlatBoardController
from quiver.scenes import unseen_flat
from quiver.scenes.unseen_flat import in_sight, watch

pytest.importorskip("pygame")

SIZE = (640, 400)
BELOW = (1.5, -60.0, 1.5)  # far under a 3x3x3 block: only its bottom face (-y) turns to it


def flat_board(seed=4):
    return generate(PuzzleSpec("flat", "cube", (3,), None, "hard", seed))


def faces_of(board, i) -> set[int]:
    return {board.space.coord(c)[3] for c in board.arrows[i].cells}


def test_in_sight_is_a_cell_of_an_arrow_left_turned_to_the_eye():
    board = flat_board()
    under = {i for i in board.alive if 3 in faces_of(board, i)}  # (3: -y, the bottom face)
    elsewhere = set(board.alive) - under
    assert under and elsewhere
    board.alive = set(elsewhere)
    assert not in_sight(board, BELOW)  # sides seen edge-on from far below: out of sight too
    board.alive = {min(under)}
    assert in_sight(board, BELOW)
    board.alive = set()
    assert in_sight(board, BELOW)  # (none left: nothing to look for)


class Toasts:
    def __init__(self):
        self.said: list[tuple[str, str | None]] = []

    def toast(self, text, short=None):
        self.said.append((text, short))


class Play:
    """A Flat play scene's parts that unseen_flat.watch reads (a weak reference's key)."""

    def __init__(self, board):
        self.board, self.lesson_board, self.feedback = board, False, Toasts()
        self.ctl = FlatBoardController(Session(board, hearts=3), SIZE)
        self.session = self.ctl.session
        self.stack = SimpleNamespace(top=self)
        settle(self.ctl)


def scene(board):
    return Play(board)


def turned_away(play) -> set[int]:
    """The arrows none of whose cells the view now turns to the eye."""
    eye = play.ctl.camera.eye(SIZE[0] / SIZE[1])
    board, every = play.board, set(play.board.alive)
    away = set()
    for i in every:
        board.alive = {i}
        if not in_sight(board, eye):
            away.add(i)
    board.alive = every
    return away


def test_a_view_at_rest_with_every_arrow_left_turned_away_says_so_once():
    board = flat_board()
    play = scene(board)
    watch(play)
    assert play.feedback.said == []  # the first view shows arrows: nothing to say

    away = turned_away(play)
    shown = set(board.alive) - away
    assert away and shown
    board.alive = set(away)  # (the ones in front cleared)
    watch(play)
    assert len(play.feedback.said) == 1
    text, short = play.feedback.said[0]
    assert "out of sight" in text and "drag to turn the block" in text and "drag" in short
    watch(play)
    board.alive.discard(min(away))  # another cleared round the back: still said only once
    watch(play)
    assert len(play.feedback.said) == 1

    board.alive = set(away) | {min(shown)}  # one in sight again (a restart, a turn) ...
    watch(play)
    board.alive = set(away)  # ... and out of sight once more: said again
    watch(play)
    assert len(play.feedback.said) == 2


@pytest.mark.parametrize("case", ["lesson", "covered", "over", "turning"])
def test_nothing_is_said_in_a_lesson_under_a_card_at_the_end_or_mid_turn(case):
    board = flat_board()
    play = scene(board)
    board.alive = turned_away(play)
    if case == "lesson":
        play.lesson_board = True
    elif case == "covered":
        play.stack.top = object()  # (the pause card)
    elif case == "over":
        play.session = SimpleNamespace(over=True)
    else:
        play.ctl.camera.look_from(play.ctl.hint_view(min(board.alive)), duration=1.0)
        play.ctl.update(1 / 60)
        assert play.ctl.camera.turning
    watch(play)
    assert play.feedback.said == []


def test_words_name_the_last_arrow():
    assert unseen_flat.words(1)[0].startswith("The last arrow is out of sight")
    assert unseen_flat.words(3)[0].startswith("The arrows left are out of sight")
