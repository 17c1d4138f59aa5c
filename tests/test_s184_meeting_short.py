"""A special arrow met untaught says so in a toast (special_levels.first_meeting). In 2D at
480x360 its whole card, two or three lines in 22 px, covered about a third of the
zoomed-in board for its 4 s: no place off the arrows held it, and it had no short form to
say instead. Each now has one, in the words of the player's input (toast_short.meeting_short,
given by the play scene with the whole through midend.say), said where the whole card
would hide the board; the whole where it fits off it. tools/layout.py --toasts now checks a
first meeting's card too (it reported 0 problems while three covered the board)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

from quiver import input_pad  # noqa: E402
from quiver.engine.modes import SpecialKind  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.special_levels import MEETING_TEXT, first_meeting  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

CODE = "2d-heart-16x14-40-hard-7-g9-sltr"  # padlocks, two heads and turning signs


@pytest.fixture
def words(monkeypatch):
    """Set whose words are said: "pad", "keys" or "mouse" (the last press's)."""

    def use(who: str) -> None:
        monkeypatch.setitem(input_pad._LAST, "pad", who == "pad")
        monkeypatch.setitem(input_pad._LAST, "keys", who == "keys")

    return use


@pytest.mark.parametrize("who", ["mouse", "keys", "pad"])
def test_each_first_meeting_has_a_short_form_in_the_players_words(words, who):
    from quiver.scenes.lesson_pad import said
    from quiver.scenes.toast_cards import lines, widest
    from quiver.scenes.toast_short import meeting_short

    pygame.font.init()
    words(who)
    for kind in MEETING_TEXT:
        whole = said(first_meeting(kind))
        short = meeting_short(kind)
        assert short and len(short) < len(whole) / 2, (kind, short)
        assert lines(short, widest(480) - 40) == 1  # one line at 480x360, in the toasts' print
    two = meeting_short(SpecialKind.TWO_HEADED)
    named = {"mouse": "tap", "keys": "Tab", "pad": "X"}  # (as its whole names the input)
    assert named[who] in two and all(w not in two for k, w in named.items() if k != who)


def _met(make, size):
    """The 2D code with every kind, opened at `size` with the 2D lesson had."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = make(size=size)
    app.midend.lesson_seen("2d")
    app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(CODE)))
    run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
    run(app, 2)
    return app


def _shown(app):
    """The lesson up, its card and how much of the board the card covers."""
    import layout

    app.render(force=True)
    cards = [c.inflate(-24, -24) for c in app.toasts._cards]
    lesson = next(t for t in app.toasts.toasts if t.kind == ToastKind.LESSON)
    return lesson, layout.board_covered(app.top, app.toasts, cards)


def test_at_480x360_each_first_meeting_covers_little_of_the_board(monkeypatch, tmp_path):
    from quiver.scenes.toast_short import meeting_short

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, (480, 360))
        said, kinds = [], {first_meeting(k): k for k in MEETING_TEXT}
        for _ in MEETING_TEXT:  # one at a time (s182): each tapped away brings the next
            lesson, share = _shown(app)
            assert lesson.text == lesson.short, lesson.text  # (before: the whole, in three lines)
            assert lesson.short == meeting_short(kinds[lesson.long])  # (its kind's, said by play)
            assert share <= 0.2, (lesson.text, share)  # (before: 28-30% of the board)
            said.append(lesson.long)
            app.toasts.toasts.remove(lesson)
            run(app, 2)
        assert sorted(said) == sorted(first_meeting(k) for k in MEETING_TEXT)  # none lost
        for whole in kinds:  # (a first meeting's short form is its own: none for other news)
            assert app.toasts.show(whole, ToastKind.INFO).short is None


def test_the_whole_is_said_where_it_fits_off_the_board(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        import layout

        from quiver.scenes.toast_hide import hidden, small_aims

        app = _met(make, (1280, 800))
        lesson, share = _shown(app)
        aims = small_aims(app.toasts)  # (s271: in two lines beside the board's lower rows, over the
        # empty corner of its box, where it took five in a column left of it: off its arrows still)
        assert lesson.text == lesson.long and share < layout.MOST_COVERED
        assert not any(hidden(r, aims) for r, _ in app.toasts._hits)


def test_layout_reports_a_first_meeting_over_much_of_the_board(monkeypatch, tmp_path):
    """--toasts raises a two-headed arrow's first meeting over each play view: its whole
    card at 480x360 in 2D (as before the short forms) is reported; the short one is not."""
    import layout

    from quiver.scenes import toast_short

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        met = dict(layout.screens(app))["met2d"]

        def report() -> list[str]:
            assert met() is not None
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            return [line for line in layout.with_toasts(app, picture, drawn) if "covers" in line]

        assert report() == []
        monkeypatch.setattr(toast_short, "meeting_short", lambda kind: None)  # (as before: no short form)
        assert [line.split(" of ")[-1] for line in report()] == ["the board"]


def test_a_first_meeting_over_the_title_at_480x360_stands_its_whole_time(monkeypatch, tmp_path):
    """s355 let a toast in the top bar stand 2.5 s at most (it hides the board's title), but a
    first meeting teaches a special arrow's mark and is read once: it keeps its whole time."""
    from quiver.scenes import toast_bar

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, (480, 360))
        lesson, _ = _shown(app)
        bar = toast_bar.bar_of(app.toasts)
        assert bar is not None and any(bar.contains(r) and t is lesson for r, t in app.toasts._hits)
        run(app, 30)
        assert lesson in app.toasts.toasts and lesson.seconds - lesson.age > toast_bar.BAR_SECONDS
