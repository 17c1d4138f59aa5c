"""The 3D and Flat lessons' far pointer ends at the edge of the arrow it points at (s132,
quiver/scenes/lesson_edge.py): at 640x480 the Flat lesson's "Lower steps block it too"
pointer lay on the green arrow's head it asked the player to tap, at 600x900 the Flat
"This arrow folds over the edge" one lay on its arrow, and the 3D "This one is blocked"
one on the tower's front arrow it meant (its leader across the tower). No tap inside the
pointer picks an arrow now."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def _covered(play, tip) -> set:
    """The arrows a tap inside the pointer's triangle `tip` would pick (every 2 px)."""
    layer = pygame.Surface(play.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (255, 255, 255, 255), tip)
    box = layer.get_bounding_rect()
    return {
        a
        for x in range(box.x, box.right, 2)
        for y in range(box.y, box.bottom, 2)
        if layer.get_at((x, y)).a and (a := play.arrow_at((x, y))) is not None
    }


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(
    ("mode", "size", "anchor"),
    [
        ("flat", (640, 480), "blocked"),
        ("flat", (600, 900), "edge"),
        ("flat", (600, 900), "blocked"),
        ("3d", (480, 360), "blocked"),
        ("3d", (640, 480), "blocked"),
    ],
)
def test_a_far_pointer_stands_off_the_arrow_it_points_at(lesson_app, mode, size, anchor):
    from app_helpers import run
    from lesson_helpers import lesson_at_anchor

    app, play, coach = lesson_at_anchor(lesson_app, mode, size, anchor)
    run(app, 5)
    for frame in range(2):  # (the second: the way kept from the first, as a turn's frames)
        play.full_redraw = True
        run(app)
        assert coach.aimed is not None and coach.tip, (frame, coach.aimed, coach.tip)
        covered = _covered(play, coach.tip)
        assert not covered, f"frame {frame}: the pointer {coach.tip} lies on arrows {covered}"
