"""s396: the 3D lesson's "Tip: an arrow pointing at you" step pointed at one cube's pyramid at
the tower's foot, about 31 px at 640x480, easy to miss. A ring in the bubble's ink (on a pale
band) goes round the tip it talks about, pulsing as the step is reached, then still; the
board is the same (lesson_boards are frozen)."""

import math

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.game.lessons import Anchor
from quiver.render2d import theme
from quiver.scenes.lesson_point import RING_PULSE, TIP_LEAST

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def _ink(pixel) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(pixel[:3], theme.INK, strict=True))


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_ring_goes_round_the_tip_the_step_talks_about(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", size)
        coach = play.coach
        step = next(k for k, s in enumerate(coach.stages[0].steps) if s.anchor == Anchor.FREE)
        coach._open(0, step)
        sizes = []
        for _ in range(int(RING_PULSE * 60) + 30):
            run(app)
            if coach.ring is not None:
                sizes.append(coach.ring.w)
        assert coach.current.line.startswith("Tip:")
        ring, i = coach.ring, coach.aimed
        assert ring is not None and i is not None, "no ring round the tip"
        assert ring.collidepoint(play.arrow_pixel(i)), (ring, play.arrow_pixel(i))  # (round its head)
        assert ring.w >= 2 * TIP_LEAST * play.hud.u
        assert max(sizes) > min(sizes) and sizes[-1] == min(sizes)  # (it pulsed, then rests)
        assert not coach.animating()
        frame = app._grab()
        inked = [
            any(
                _ink(
                    frame.get_at(
                        (round(ring.centerx + r * math.cos(a)), round(ring.centery + r * math.sin(a)))
                    )
                )
                for r in range(ring.w // 2 - 4, ring.w // 2)
            )
            for a in (k * math.pi / 8 for k in range(16))
        ]
        assert sum(inked) >= 8, inked  # (drawn: the bubble may cover a little of it)
