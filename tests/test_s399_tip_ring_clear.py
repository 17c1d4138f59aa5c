"""s399 (a leftover of s396): at 800x600, the 3D lesson's tip step zoomed in (+ held), the
ring round the arrow pointing at the eye (lesson_point.ring_tip) passed under the bubble,
its pale band cut by it as it pulsed. The bubble keeps off the ring (its band, at the
pulse's height: lesson_point.ring_room), and still points at the arrow."""

import pygame
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tip_ring_zoomed_in_stays_clear_of_the_bubble(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", size, step=2)  # "Tip: an arrow pointing at you..."
        coach = play.coach
        width = max(2, int(3 * play.hud.u))
        seen = 0
        for n in range(40):  # (+ held: the press, then its repeats; the ring pulses meanwhile)
            app.dispatch(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0, unicode="=", repeat=n > 0)
            )
            run(app, 2)
            app.render(force=True)
            if coach.ring is not None and coach.bubble is not None:
                seen += 1
                band = coach.ring.inflate(2 * width, 2 * width)  # (its pale band's outer edge)
                assert not band.colliderect(coach.bubble), (n, band, coach.bubble)
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_EQUALS, mod=0, unicode="="))
        run(app, 60)
        app.render(force=True)
        assert coach.step == 2 and coach.ring is not None and coach.tip and seen
        band = coach.ring.inflate(2 * width, 2 * width)
        assert not band.colliderect(coach.bubble), (band, coach.bubble)
