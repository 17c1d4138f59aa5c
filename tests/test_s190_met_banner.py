"""A special arrow met untaught says so in a toast (its short form at small windows, s184):
at 480x360 its card still covered the top rows of the zoomed-in 2D board for its 4 s
(14-17% of it: every place over the board hid arrows). It now stands in one line over the
HUD's top bar, over its title and chips, off its hearts and buttons (area2d.banner), where
it covers no arrow; news keeps its places (the bar is offered to first meetings alone)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.special_levels import MEETING_TEXT  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

CODE = "2d-heart-16x14-40-hard-7-g9-sltr"  # padlocks, two heads and turning signs


def _met(make, size):
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = make(size=size)
    app.midend.lesson_seen("2d")
    app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(CODE)))
    run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
    run(app, 2)
    return app


def _card(app):
    """The first meeting up and its card (less its shadow's margins), as drawn."""
    app.render(force=True)
    (card,) = [c.inflate(-24, -24) for c in app.toasts._cards]
    return next(t for t in app.toasts.toasts if t.kind == ToastKind.LESSON), card


@pytest.mark.parametrize("size", [(480, 360)])  # (s327: at 640x480 beside the board, below)
def test_each_first_meeting_stands_over_the_top_bar_off_the_arrows(monkeypatch, tmp_path, size):
    import layout

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, size)
        play, hearts = app.top, app.top.hud.heart_centre(0, app.top.hud_info())
        for _ in MEETING_TEXT:  # one at a time (s182): each tapped away brings the next
            lesson, card = _card(app)
            assert layout.board_covered(play, app.toasts, [card]) == 0  # (before: 14-17% at 480x360)
            assert play.hud.top_rect.contains(card) and card.y >= 0, card  # (over the bar, in the window)
            assert card.collidelist([*play.hud.buttons.values()]) < 0 and not card.collidepoint(hearts)
            ((slot, _),) = app.toasts._placement()
            # (one line, or two of the toasts' print since s195: whole, in the print it is drawn in)
            assert app.toasts.lines_of(lesson.text, slot.w) <= 2 and app.toasts._text >= 14
            app.toasts.toasts.remove(lesson)
            run(app, 2)


def test_at_640x480_each_first_meeting_stands_off_the_arrows_and_the_counts(monkeypatch, tmp_path):
    """s327: from 560 px wide a first meeting keeps off the top bar's counts too (it stood
    over the points, the arrows left and the clock), beside the heart board's arrows."""
    import layout

    from quiver.scenes.toast_hide import aims_of, hidden

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, (640, 480))
        for _ in MEETING_TEXT:
            lesson, card = _card(app)
            assert layout.over_bar(app, [card]) == [] and layout.covering(app, [card]) == []
            assert not hidden(card, aims_of(app.toasts)), card
            app.toasts.toasts.remove(lesson)
            run(app, 2)


def test_news_keeps_off_the_top_bar(monkeypatch, tmp_path):
    """A toast of news with a first meeting up: the bar holds one of them at most, whole, in
    no compact card (a path in 11 px over the bar's chips at 800x600; s195: news may stand
    there too, as the first meetings do)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, (480, 360))
        app.feedback.toast("Copied the puzzle code")
        run(app, 2)
        app.render(force=True)
        bar = app.top.hud.top_rect
        from quiver.scenes.toast_bar import turns

        waiting = turns(app.toasts, app.toasts._placement())  # (its turn in the bar place: s195)
        assert len(app.toasts._cards) + waiting == 2
        assert sum(bar.contains(c.inflate(-24, -24)) for c in app.toasts._cards) <= 1
        assert not app.toasts._compact and app.toasts._text >= 14
