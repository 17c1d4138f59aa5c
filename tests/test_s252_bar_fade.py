"""A toast in the bar place (over a play view's top bar: toast_bar.py) fading out faded
as one, and the chips' labels under it showed through its words ("Level 1: clear the
board..." after the 2D lesson, "pts 0" read through it). Its words now go first, on
the card still solid, then the bare card (s252)."""

import pygame
from app_helpers import app_maker, run

from quiver.scenes.toast_bar import in_bar


def layer_at(app, left: float):
    """The toast layer drawn afresh `left` seconds before its toast goes; its card's rect."""
    t = app.toasts.toasts[0]
    app.clock.t = t.born + t.seconds - left - 1 / 60
    run(app)
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    app.toasts.full_redraw = True
    app.toasts.draw(surface)
    return surface, app.toasts._hits[0][0]


def test_a_bar_toast_fading_never_shows_the_chips_through_its_words(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make(size=(640, 480))
        app.flow.level("2d", 1)
        run(app, 5)
        app.top.coach.finish()
        run(app, 3)
        assert "Level 1: clear the board" in app.toasts.toasts[0].text
        slot = app.toasts._placement()[0][0]
        assert in_bar(app.toasts, slot), slot  # (the case: in the bar place)

        words, card = layer_at(app, 0.25)  # (alpha 0.71: the words fading on a solid card)
        inner = card.inflate(-40, -16)
        assert {words.get_at((x, inner.y))[3] for x in range(inner.x, inner.right)} == {255}

        bare, card = layer_at(app, 0.1)  # (alpha 0.29: the bare card fading, no words left)
        inner = card.inflate(-40, -16)
        seen = {
            tuple(bare.get_at((x, y)))
            for x in range(inner.x, inner.right)
            for y in range(inner.y, inner.bottom)
        }
        assert len(seen) == 1, len(seen)
