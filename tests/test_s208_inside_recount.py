"""The "An inner arrow is uncovered: N still hidden" toast keeps its count true while it
shows (s208, from s202's pass): more arrows uncovered during its four seconds left it
saying 5 while 3 were hidden. Uncovered while it shows, it says the count again; once it
has gone, the player is not told again until the last one."""

from __future__ import annotations

from types import SimpleNamespace

from quiver.engine.visibility import covered_arrows
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.feel import say_inside
from quiver.scenes.inside3d import Inside


class Toasts:
    """The feedback's toasts as a list of what shows (long forms)."""

    def __init__(self) -> None:
        self.up: list[str] = []

    def toast(self, text, kind=None, seconds=None, short=None) -> None:
        self.up.append(text)

    def withdraw(self, text: str) -> None:
        self.up = [t for t in self.up if t != text]

    def showing(self, text: str) -> bool:
        return text in self.up


def _play(expire_after_first: bool) -> tuple[list[str], Toasts, object]:
    board = generate(PuzzleSpec("3d", "sphere", None, None, "hard", 3))
    feedback = Toasts()
    scene = SimpleNamespace(
        board=board, inside=Inside(board), feedback=feedback, session=SimpleNamespace(over=False)
    )
    said: list[str] = []
    while board.alive:
        i = board.free_arrows()[0]
        board.remove(i)
        scene.session.over = not board.alive
        shown = list(feedback.up)
        say_inside(scene, i)
        said += [t for t in feedback.up if t not in shown]
        if expire_after_first and said:
            feedback.up = []  # (its four seconds are over before the next clear)
    return said, feedback, board


def test_more_uncovered_while_it_shows_says_the_count_again():
    said, feedback, _ = _play(expire_after_first=False)
    counts = [int(t.split(": ")[1].split()[0]) for t in said if t.startswith("An inner arrow is uncovered")]
    assert len(counts) > 2 and counts == sorted(counts, reverse=True)  # each a true, falling count
    assert said[-1] == "No arrows left hidden inside"
    assert feedback.up == []  # the win takes the last off


def test_once_it_has_gone_it_is_not_said_again_until_none_are_left():
    said, _, board = _play(expire_after_first=True)
    assert said[0].startswith("An inner arrow is uncovered")
    assert said[1:] == ["No arrows left hidden inside"]  # (no count between: its time was over)
    assert covered_arrows(board) == set()
