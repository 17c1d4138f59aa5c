"""Special arrows met outside the campaign (s129): a Custom board, a code or a board file
with a kind the player was not taught opens with no lesson forced, but one short toast
names the kind, says what it does and that F1 shows its lesson (How to play over the
board plays it). Said once; never for a kind whose lesson was had, nor in a lesson."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import SpecialKind, Specials  # noqa: E402
from quiver.game import special_levels  # noqa: E402
from quiver.game.special_levels import first_meeting  # noqa: E402

LOCKS, TURNING = SpecialKind.LOCKS, SpecialKind.ROTATING


def test_each_kinds_words_name_it_say_what_it_does_and_the_way_to_its_lesson():
    words = {k: first_meeting(k) for k in special_levels.INTRO_LEVEL}
    assert words[LOCKS].startswith("Padlocks") and "key" in words[LOCKS]
    two = words[SpecialKind.TWO_HEADED]
    assert two.startswith("Two heads") and "either end" in two
    assert words[TURNING].startswith("Turning") and "turns" in words[TURNING]
    assert all(w.endswith("F1 or ? shows its lesson.") and len(w) < 90 for w in words.values())


def _app(make, **kw):
    """An app whose toasts said are kept in `app.said` (a toast goes with its screen)."""
    app = make(**kw)
    app.midend.lesson_seen("2d")  # the mode's own lesson had: only the special arrows are new
    app.said = []
    say = app.midend.say
    app.midend.say = lambda text, *a: (app.said.append(text), say(text, *a))[1]
    return app


def _told(app) -> list[str]:
    return [t for t in app.said if "shows its lesson" in t]


def test_a_board_file_with_padlocks_says_so_once_and_how_to_play_plays_their_lesson(monkeypatch, tmp_path):
    make_board, _ = special_levels.lesson("2d", LOCKS)
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 800)) as make:
        app = _app(make)
        app.flow.open_board(make_board(), "locks.json")
        run(app, 3)
        play = app.top
        assert play.name == "play2d" and play.coach is None  # no lesson forced
        assert _told(app) == [first_meeting(LOCKS)] and first_meeting(LOCKS) in app.toasts.texts()
        play.restart()
        app.flow.open_board(make_board(), "locks.json")  # opened again: not said again
        run(app, 3)
        assert _told(app) == [first_meeting(LOCKS)]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
        run(app, 2)
        assert app.top.name == "legend" and app.top.lesson_btn.label == "Padlock lesson"
        app.top.play_lesson()  # (nothing at stake: no question)
        run(app, 3)
        assert app.top.coach is not None and app.top.coach.kind == LOCKS


def test_a_custom_code_with_turning_arrows_says_so_and_a_kind_taught_is_not_said(monkeypatch, tmp_path):
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.legend_words import special_kinds

    code = PuzzleSpec.parse("2d-heart-8x7-7-hard-3451074477919113744-g9").with_specials(
        Specials.MANY, (LOCKS, TURNING)
    )
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 800)) as make:
        app = _app(make)
        app.midend.lesson_seen("2d", LOCKS)  # the padlock lesson had (the campaign's level 12)
        app.flow.open(PuzzleRequest(FreePuzzle(), code))
        run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
        run(app, 2)
        assert special_kinds(app.top.board) == [LOCKS, TURNING] and app.top.coach is None
        assert _told(app) == [first_meeting(TURNING)]


def test_nothing_said_in_a_lesson_nor_with_lessons_off(monkeypatch, tmp_path):
    make_board, _ = special_levels.lesson("2d", LOCKS)
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 800)) as make:
        app = _app(make)
        app.flow.lesson("2d", kind=LOCKS)
        run(app, 3)
        assert app.top.coach is not None and not _told(app)
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = _app(make, lessons=False)  # (as QUIVER_LESSONS=0: the game teaches nothing)
        app.flow.open_board(make_board(), "locks.json")
        run(app, 3)
        assert app.top.name == "play2d" and not _told(app)
