"""News toasts over a play view's arrows (s195): right after the 2D lesson is skipped, the
level's words ("Level 1: clear the board. Stuck? Hint...") lay over the bottom of the heart
board's arrows at 640x480 (and "Lesson skipped..." with them), and at 480x360 a saved
file's path and Copy's lay over arrows too. News now takes the bar place over the HUD's top
bar where every place over the board hides arrows (area2d.banner, first meetings' since
s190), whole, in one or two lines of the toasts' print (never the compact form, never cut:
toast_bar.py), its card as wide as the place and as tall as the chips (the title's "H" and
the points' "0" peeked out beside the card at 480x360); a toast that would hide arrows
beside it waits its turn there."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker, click, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.scenes.lesson_skip import SKIPPED  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

LEVEL_WORDS = "Level 1: clear the board. Stuck? Hint shows a free arrow"
SHOT = "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03_04-30-00.png"
EXPORT = "Board exported to /home/a/exports/quiver-2d-heart-8x7-7-hard-3451074477919113744-g9.json"


def _skipped(make, size):
    """Level 1 of 2D opened as a new player gets it: its lesson skipped."""
    app = make(size=size)
    app.flow.level("2d")
    run(app, 3)
    click(app, app.top.coach.skip_btn.rect.center)
    run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
    run(app, 2)
    return app


def _drawn(app) -> list[pygame.Rect]:
    """The toasts' cards as drawn now, each less its shadow's margins (layout.py's measure)."""
    app.render(force=True)
    return [c.inflate(-24, -24) for c in app.toasts._cards]


def _bar_card(app):
    """The card drawn in the bar place, and its toast; (None, None) where none stands there."""
    from quiver.scenes.area2d import banner

    bar = banner(app.top)
    app.render(force=True)
    hit = [(r, t) for r, t in app.toasts._hits if bar is not None and bar.contains(r)]
    return hit[0] if hit else (None, None)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)])
def test_level_words_after_a_skipped_lesson_hide_no_arrow(monkeypatch, tmp_path, size):
    """Said short (flow.LEVEL_SHORT) off the board and off the top bar's counts (s327: in the
    bar place they lay over the points and the arrows left)."""
    import layout

    from quiver.flow import LEVEL_SHORT
    from quiver.scenes.toast_hide import aims_of, hidden

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _skipped(make, size)
        said = sorted(app.toasts.texts())  # (the whole where it hides nothing: s357's 7x7 heart at 640x480)
        assert said in (sorted([SKIPPED, LEVEL_SHORT]), sorted([SKIPPED, LEVEL_WORDS])), said
        assert size != (480, 360) or LEVEL_SHORT in said
        cards = _drawn(app)
        assert layout.covering(app, cards) == []  # (before: 18% of the board at 480x360, 8% at 640x480)
        assert not any(hidden(c, aims_of(app.toasts)) for c in cards)
        assert layout.over_bar(app, cards) == []  # (no count, clock nor heart under a card)
        _card, toast = _bar_card(app)
        assert toast is None or layout.in_bar(app) == []  # (whole, no compact card, no chip's edge beside it)


@pytest.mark.parametrize(
    "text, kind, short",
    [
        (SHOT, ToastKind.SAVED, None),
        (EXPORT, ToastKind.SAVED, None),
        ("Copied the puzzle code", ToastKind.INFO, "Copied"),
    ],
)
def test_saved_files_and_copy_hide_no_arrow_at_480x360(monkeypatch, tmp_path, text, kind, short):
    """F12, E and C on level 1 at 480x360 (said as feedback.py says them: a saved file's
    short form by `saved_short`): before, 18-20% of the board under the path's card. No
    arrow's row under a card now ("Copied" beside the board; s327: the others too, short, off
    the top bar's counts)."""
    import layout

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.flow.level("2d", 1)
        run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
        app.feedback.toast(text, kind, short=short)
        run(app, 2)
        from quiver.scenes.area2d import arrow_cells

        cards, rows = _drawn(app), arrow_cells(app.top.view, app.top.board)
        assert all(c.collidelist(rows) < 0 for c in cards), cards  # (no arrow's row under a card)
        assert layout.board_covered(app.top, app.toasts, cards) <= layout.MOST_COVERED
        assert layout.in_bar(app) == []  # (whole, no compact card, no chip's edge beside it)
        assert layout.over_bar(app, cards) == []  # (s327: no count under a card)


def test_the_bar_card_covers_the_chips_it_stands_over(monkeypatch, tmp_path):
    """At 480x360 a first meeting's card in the bar was as wide as its words: the title's
    "H" and the points' "0" peeked out either side of it. Each chip it reaches into lies
    wholly under it now (a first meeting's card, and news's)."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.render2d.drawn import recording

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make(size=(480, 360))
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9-sltr")))
        run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
        run(app, 2)
        for _ in range(1):  # the first meeting up (news keeps off the counts since s327)
            card, _ = _bar_card(app)
            play = app.top
            with recording() as d:
                play.hud.draw(pygame.Surface(play.size, pygame.SRCALPHA), play.hud_info(), play.clock())
            chips = [i.rect for i in d.items if i.rect.bottom <= play.hud.top_h and i.rect.colliderect(card)]
            assert chips and all(card.contains(c) for c in chips), (card, chips)
            app.toasts.toasts, app.toasts.later = [], []  # (the other first meetings too)
            app.feedback.toast(LEVEL_WORDS)
            run(app, 2)


def test_no_path_squeezed_into_the_bar(monkeypatch, tmp_path):
    """A path with no short form, too long for two lines there, keeps out of the bar
    (s190: one in three lines of 11 px over the chips at 800x600): no compact card stands
    in it, none cut short."""
    from quiver.scenes.area2d import banner

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.flow.level("2d", 1)
        run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
        app.feedback.toast(SHOT, ToastKind.INFO)  # (news, no short form: its folder and all)
        run(app, 2)
        _drawn(app)
        bar = banner(app.top)
        assert not any(bar.contains(r) for r, _ in app.toasts._hits)


def test_a_long_saved_name_is_said_by_its_folder():
    """An exported board's name is its code (on the HUD's chip already): its short form
    leaves it out (at 480x360 the name took three lines over the board); a screenshot's
    name, its time, too (s327: no place off the board and the bar's counts held it there)."""
    from quiver import feedback

    assert feedback.saved_short(EXPORT) == "Board exported"  # (s327: "... to the exports folder",
    assert feedback.saved_short(SHOT) == "Screenshot saved"  # and the screenshot's name, two lines)


def test_layout_reports_a_lone_news_toast_over_the_board(monkeypatch, tmp_path):
    """tools/layout.py --toasts weighs a lone toast over a play view, not only a first
    meeting (s195): with the bar place taken away the level's words cover arrows, said."""
    import layout

    from quiver.scenes import play_toasts

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))  # (s198: at 640x480 a corner off the arrows holds it now)
        app.flow.level("2d", 1)
        run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
        monkeypatch.setattr(play_toasts, "banner", lambda play: None)
        app.feedback.toast(LEVEL_WORDS)
        run(app, 2)
        found = layout.covering(app, _drawn(app))
        assert any("of the board" in line for line in found), found


def test_a_whole_in_the_bar_is_not_said_short_over_the_arrows(monkeypatch, tmp_path):
    """A toast standing whole in the bar goes short there (a first meeting's one line, in
    bigger print), unless said short it would stand over the arrows: at 640x480 "Board
    exported to the exports folder" went over the heart board's lowest arrow in 22 px, its
    whole in two lines of 14 px in the bar; it keeps its whole there. (s198: said short, it
    stands in 18 px in the corner below the board now, off the arrows: in either form it
    hides none.)"""
    import layout

    from quiver import feedback

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        app.flow.level("2d", 1)
        run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
        app.feedback.toast(EXPORT, ToastKind.SAVED)  # (its short form given by feedback.saved_short)
        run(app, 2)
        from quiver.scenes.area2d import arrow_cells

        [toast] = app.toasts.toasts
        assert toast.short == feedback.saved_short(EXPORT)
        cards, rows = _drawn(app), arrow_cells(app.top.view, app.top.board)
        assert cards and all(c.collidelist(rows) < 0 for c in cards), cards  # (no arrow's row under it)
        assert layout.board_covered(app.top, app.toasts, cards) <= layout.MOST_COVERED
