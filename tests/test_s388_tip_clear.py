"""s388: the 3D lesson's "Tip: an arrow pointing at you. Cross: pointing away" step, in the
home view: the one arrow flying at the eye had its head at the tower's foot right beside
another head (a blue arrow flying down), its tip half behind that head's pyramid, 0.6 of
a cube from it on screen. That blue arrow now has its head at its other end (flying back,
into the arrow behind it: its cubes beside the tip show crosses, the step's other word),
and the tip stands clear, the bubble off it."""

import math

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.engine.geometry import VEC3
from quiver.game.lessons import Anchor, lesson, lesson_board


def _head(board, i: int) -> tuple[int, int, int]:
    x, y, z = board.space.coord(board.arrows[i].cells[-1])[:3]
    return x, y, z


def test_the_tip_arrows_head_has_no_head_beside_it_on_the_front_face():
    board = lesson_board("3d", 0)
    at_eye = [i for i in board.free_arrows() if VEC3[board.arrows[i].dir] == (0, 0, 1)]
    assert len(at_eye) == 1  # (the home view looks from +z, a little right and above)
    x, y, z = _head(board, at_eye[0])
    heads = {_head(board, i) for i in range(len(board.arrows)) if i != at_eye[0]}
    beside = {(x + dx, y + dy, z) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert not heads & beside, heads & beside
    assert lesson("3d")[0].steps[2].anchor == Anchor.FREE  # (the step that points at it)


@pytest.mark.slow  # an offscreen window (the 3D view needs one)
@pytest.mark.parametrize(
    "size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_tip_stands_clear_in_the_home_view(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", size, step=2)
        coach = play.coach
        run(app, 10)
        assert coach.current.line.startswith("Tip: an arrow pointing at you")
        a = coach.aimed
        assert a is not None and coach.tip
        camera = play.ctl.camera
        d = VEC3[play.board.arrows[a].dir]
        assert sum(b * v for b, v in zip(camera.back, d, strict=True)) > 0.5  # it flies at the eye
        hx, hy = play.arrow_pixel(a)
        x, y, z = _head(play.board, a)
        (x0, y0, _), (x1, y1, _) = camera.project((x, y, z), *size), camera.project((x + 1, y, z), *size)
        cell = math.hypot(x1 - x0, y1 - y0)
        nearest = min(math.dist((hx, hy), play.arrow_pixel(i)) for i in play.board.alive if i != a)
        assert nearest >= 1.5 * cell, f"{size}: another head {nearest / cell:.2f} of a cube from the tip"
        assert play.arrow_at((hx, hy)) == a  # the tip itself shows, and a tap there fires it
        assert not coach.bubble.collidepoint(hx, hy)
