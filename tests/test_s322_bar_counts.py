"""The top bar's counts stay in sight of the toasts (s322): at 640x480 a toast in the bar
place stood over the points, the arrows left and the clock for its whole life. Now the
bar place offers the title's room first; s327: only that, but for a first meeting over a 2D
board under 560 px wide, which reaches over the counts, never over the hearts, and goes as
soon as one of them changes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from app_helpers import app_maker, run  # noqa: E402

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.scenes.toast_note import FADE  # noqa: E402

NEWS = "Level 1: clear the board. Stuck? Hint shows a free arrow"


def _level_one(make, size):
    app = make(size=size)
    app.flow.level("2d", 1)
    run(app, 10)
    return app, app.top


def _over(play, cards):
    plan = play.hud.top_bar(play.hud_info())
    told = [("hearts", plan.hearts)] + [(c.label or c.value, c.rect) for c in plan.chips]
    return {what for card in cards for what, r in told if card.colliderect(r)}


@pytest.mark.slow  # (1-2 s each: every news and first-meeting screen)
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_in_a_window_800_wide_and_up_no_toast_stands_over_the_bars_counts(monkeypatch, tmp_path, size):
    import layout

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        for name, go in layout.screens(app):
            if not name.startswith(("news", "met")) or go() is None:
                continue
            layout.raise_toasts(app)
            layout.draw_recorded(app, picture=False)
            cards = [r for r, _ in app.toasts._hits]
            assert not _over(app.top, cards), (name, cards)


def test_a_toast_over_a_small_bars_counts_goes_when_one_changes(monkeypatch, tmp_path):
    """s327: only a first meeting over a 2D board under 560 px wide reaches over the counts
    (every place over the zoomed-in board hides arrows): it goes once one changes."""
    from quiver.engine.modes import SpecialKind
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.game.special_levels import first_meeting
    from quiver.scenes.toast_short import meeting_short

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9-sltr")))
        run(app, 10)
        play = app.top
        app.toasts.toasts, app.toasts.later = [], []
        kind = SpecialKind.TWO_HEADED
        app.toasts.show(first_meeting(kind), ToastKind.LESSON, short=meeting_short(kind))
        run(app, 2)
        ((card, toast),) = app.toasts._hits
        over = _over(play, [card])
        assert over and "hearts" not in over, over  # (over the counts: the whole bar place)
        run(app, 30)  # half a second: still up, nothing changed
        assert toast in app.toasts.toasts
        i = play.board.free_arrows()[0]
        assert play.fire(i).left  # an arrow gone: "left" counts one less
        run(app, int(FADE * 60) + 3)
        assert toast not in app.toasts.toasts  # gone, the counts in sight (before: its 4 s)


def test_a_toast_in_the_titles_room_stays_its_time(monkeypatch, tmp_path):
    """Where the title's room holds it, a move changes nothing of the toast."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _level_one(make, (1280, 800))
        app.feedback.toast(NEWS, ToastKind.INFO)
        run(app, 2)
        assert not _over(play, [r for r, _ in app.toasts._hits])
        i = play.board.free_arrows()[0]
        assert play.fire(i).left
        run(app, int(FADE * 60) + 3)
        assert [t.text for t in app.toasts.toasts] == [NEWS]
