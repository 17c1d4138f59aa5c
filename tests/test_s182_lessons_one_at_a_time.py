"""Special arrows of several kinds met untaught (s182): a board with padlocks, two heads
and turning signs said all three first-meeting toasts at once, and at 640x480 their
cards covered much of the board (2D, 3D, Flat; in Flat one hid a blocked tap's ray).
Now one shows at a time, the next once it goes (its time up, or tapped away), so every
kind is still explained, each for its whole time; waiting ones go with the board."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import SpecialKind, Specials  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.special_levels import first_meeting  # noqa: E402

KINDS = (SpecialKind.LOCKS, SpecialKind.TWO_HEADED, SpecialKind.ROTATING)
CODE = "2d-heart-16x14-40-hard-7-g9"
DT = 0.1


def _open(make):
    """A Custom code with every kind at 640x480, the 2D lesson had: three kinds untaught."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = make()
    app.midend.lesson_seen("2d")
    app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(CODE).with_specials(Specials.SOME, KINDS)))
    run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
    run(app, 2)
    return app


def _lessons(app) -> list[str]:
    lessons = {first_meeting(k) for k in KINDS}  # (said whole, or short: s184)
    return [t.long for t in app.toasts.toasts if t.long in lessons]


def _cards(app) -> list[pygame.Rect]:
    app.render(force=True)
    return list(app.toasts._cards)


def test_one_lesson_at_a_time_each_for_its_whole_time(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = _open(make)
        shown: dict[str, int] = {}  # each lesson: the frames it was up
        for _ in range(int(3 * 4.0 / DT) + 20):
            up = _lessons(app)
            assert len(up) <= 1, up  # (before: all three at once)
            assert len(_cards(app)) <= 1  # one card over the board
            for text in up:
                shown[text] = shown.get(text, 0) + 1
            run(app, dt=DT)
        assert set(shown) == {first_meeting(k) for k in KINDS}  # no explanation lost
        assert all(n >= 4.0 / DT - 2 for n in shown.values()), shown  # each its whole time


def test_a_lesson_tapped_away_brings_the_next_and_leaving_drops_the_rest(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = _open(make)
        first = _lessons(app)
        assert len(first) == 1 and [t.kind for t in app.toasts.toasts] == [ToastKind.LESSON]
        click(app, _cards(app)[0].center)  # a press on the card: it goes, the board untouched
        run(app)
        assert app.top.session.history == [] and _lessons(app) and _lessons(app) != first
        assert len(app.toasts.later) == 1
        app.to_menu()  # the board left: its lessons go with it, none shown over the menu
        run(app, 3)
        assert not _lessons(app) and not app.toasts.later


def test_a_toast_keeps_off_a_blocked_taps_ray_and_mark(monkeypatch, tmp_path):
    """A tap that costs a heart shows why (its ray, the blocker's mark): a toast over them
    moves off them, or waits till they go (in Flat at 480x360 a lesson's card hid them)."""
    from quiver.scenes import play_toasts
    from quiver.scenes.play_toasts import _along, tap_marks

    monkeypatch.setattr(play_toasts, "banner", lambda play: None)  # (over the board, not the bar: s190)
    # (560x420: at 640x480 the card, narrower in s322's tighter print, lies over no tap's ray)
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(560, 420)) as make:
        app = _open(make)
        play, board = app.top, app.top.board
        card = _cards(app)[0]

        def under(i: int) -> int:  # how much of arrow i's blocked tap the card would hide
            hit = board.first_blocker(i)
            if hit is None or (board.locks[i] is not None and board.locks[i] in board.alive):
                return -1  # (free, or a shut lock: no ray, no mark)
            mark = pygame.Rect(0, 0, 40, 40)
            mark.center = tuple(map(int, play.where.cell(hit.cell)))
            ray = _along(play.where.head(i), mark.center)
            return card.collidelist([mark]) + 1 + len(card.collidelistall(ray))

        i = max(board.alive, key=under)
        assert under(i) > 1  # (the card would hide this tap's mark or ray)
        res = play.fire(i)
        assert not res.left and res.cell is not None
        run(app)
        marks = tap_marks(play)
        assert marks and _lessons(app)  # the ray and mark show; the lesson is still said...
        assert all(c.collidelist(marks) < 0 for c in _cards(app))  # ...off them, or waiting
        run(app, int(1.5 / DT), dt=DT)  # they go: the lesson shows
        assert not tap_marks(play) and _cards(app)
