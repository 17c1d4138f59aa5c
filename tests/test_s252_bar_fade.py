"""A toast in the bar place (over a play view's top bar: toast_bar.py) fading out faded
as one, and the chips' labels under it showed through its words ("Level 1: clear the
board..." after the 2D lesson, "pts 0" read through it; since s327 a first meeting at
480x360). Its words now go first, on the card still solid, then the bare card (s252)."""

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
    from quiver.engine.modes import SpecialKind
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest, ToastKind
    from quiver.game.special_levels import first_meeting
    from quiver.scenes.toast_short import meeting_short

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))  # (s327: a first meeting there, the one toast left in the whole bar)
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9-sltr")))
        run(app, 10)
        app.toasts.toasts, app.toasts.later = [], []
        kind = SpecialKind.TWO_HEADED
        app.toasts.show(first_meeting(kind), ToastKind.LESSON, short=meeting_short(kind))
        run(app, 3)
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
