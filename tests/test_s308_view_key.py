"""The 3D lesson's bent leader (lesson_bend.bend) and the part of a hidden arrow that shows
(lesson_hidden._part) kept what they found under a key holding the view itself
(pick_memo.view_with_matrices: the camera's matrices at the window size, made about once a frame).
They now key on what the view is found from (pick_memo.reads_of, by lesson_bend.view_key,
which holds what it names by id), the check pick_memo makes (s305): the matrices are not
made for them at all, and each change of the view still finds them again (a stale one
would lead the pointer to where the arrow was). Counted, not timed (s308)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_s305_view_check import CHANGES, _ctl, _gone, _hits  # noqa: E402

from quiver.render3d.camera import OrbitCamera  # noqa: E402
from quiver.scenes import lesson_bend, lesson_hidden  # noqa: E402


class _Play:  # (weakly referenced, as lesson_hidden keeps what it found)
    def __init__(self, ctl) -> None:
        self.ctl = ctl
        w, h = self.size = ctl.size
        top, bottom = pygame.Rect(0, 0, w, 40), pygame.Rect(0, h - 40, w, 40)
        self.hud = SimpleNamespace(top_rect=top, bottom_rect=bottom)


class _Coach:  # (weakly referenced, as lesson_bend keeps what it found)
    def __init__(self) -> None:
        self.route, self.tip, self.aimed = [(20, 60), (120, 160)], [(120, 160), (130, 170), (110, 175)], 1


def _counted(monkeypatch) -> dict[str, int]:
    """The bends and parts found afresh, and the camera's matrices made for them."""
    found = {"bend": 0, "part": 0, "view": 0}

    def best(play, coach, bubble, skip):
        found["bend"] += 1
        return list(coach.route)

    def box(play, arrows):
        found["part"] += 1
        return pygame.Rect(0, 0, 0, 0)  # (no row looked along: none shows)

    matrices = OrbitCamera.matrices

    def made(camera, *size):
        found["view"] += 1
        return matrices(camera, *size)

    monkeypatch.setattr(lesson_bend, "_best", best)
    monkeypatch.setattr(lesson_hidden, "_box", box)
    monkeypatch.setattr(lesson_hidden, "board_bottom", lambda play: 0)
    monkeypatch.setattr(OrbitCamera, "matrices", made)
    return found


def _look(play, coach) -> None:
    lesson_bend.bend(play, coach, pygame.Rect(10, 20, 100, 40), pygame.Rect(500, 5, 80, 30))
    lesson_hidden._part(play, [1, 2])


@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("why", list(CHANGES))
def test_a_still_view_finds_them_once_and_each_change_again(mode, why, monkeypatch):
    ctl = _ctl(mode)
    if why == "move undone, another made":
        _gone(ctl, _hits(ctl)[0])  # (the move to undo)
    p = _hits(ctl)[0]
    found, play, coach = _counted(monkeypatch), _Play(ctl), _Coach()
    for _ in range(3):  # (frames at rest)
        _look(play, coach)
    assert (found["bend"], found["part"]) == (1, 1)
    assert found["view"] == 0, "the camera's matrices made for a key (pick_memo.reads_of says as much)"
    play.ctl = CHANGES[why](ctl, p) or ctl
    _look(play, coach)
    assert (found["bend"], found["part"]) == (2, 2), f"{mode}: a {why} kept what was found before it"
