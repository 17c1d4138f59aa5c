"""The 2D lesson's "Three hearts..." step shows which hearts it means: where its bubble
sits too far from them for a pointer (under the board at 480x360 and 800x600), a ring in
the bubble's ink goes round the HUD's hearts, over none of the board, and stays drawn when
a HUD button's hover redraws the bars alone (s236: nothing joined the bubble to them)."""

import pygame
import pytest
from app_helpers import app_maker, run

from quiver.game.lessons import Anchor
from quiver.render2d import theme
from quiver.scenes.bubble import cell_rects

pytestmark = pytest.mark.slow  # a window (its pixels are looked at)


def inked(app, ring: pygame.Rect) -> bool:
    """The ring's left edge, halfway down, is drawn in the bubble's ink on the window."""
    shot = app._grab()
    return tuple(shot.get_at((ring.x + 1, ring.centery)))[:3] == tuple(theme.INK)[:3]


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800)])
def test_the_hearts_step_points_or_rings_the_hearts(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=size)
        app.flow.lesson("2d")
        run(app, 3)
        play = app.top
        coach = play.coach
        coach._open(0, 2)
        run(app, 5)
        play = app.top
        assert coach.current.anchor == Anchor.HEARTS
        hearts = play.hud.top_bar(play.hud_info()).hearts
        if coach.tip:  # (a big window: the bubble beside the hearts, its pointer at them)
            assert coach.ring is None
            return
        ring = coach.ring
        assert ring is not None and ring.contains(hearts), (ring, hearts)
        board = [r for i in play.board.alive for r in cell_rects(play, i)]
        assert ring.collidelist(board) < 0
        assert inked(app, ring)
        hint = play.hud.buttons.get("hint")
        if hint is not None:  # a hover on a HUD button, on a still board
            app.dispatch(
                pygame.event.Event(pygame.MOUSEMOTION, pos=hint.center, rel=(0, 0), buttons=(0, 0, 0))
            )
            run(app, 3)
            assert play.hud.hover is not None
        assert inked(app, ring)


def test_no_ring_in_a_step_about_an_arrow(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(480, 360))
        app.flow.lesson("2d")
        run(app, 5)
        assert app.top.coach.current.anchor == Anchor.FREE and app.top.coach.ring is None
