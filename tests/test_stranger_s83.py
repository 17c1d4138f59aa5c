"""Stranger s83, the 2D game's first ten minutes: a picture opens showing the whole of it
wherever its cells stay legibly large (PLAIN_WHOLE_CELL, 12 px, on a board with no lock;
WHOLE_CELL, 16 px, where a lock's letter must read); a 64x64 heart at 1920x1080 (13 px
whole) opened at 24 px zoomed in, the whole picture only in the minimap."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _open(size, dims, specials=False):
    from quiver.app import App
    from quiver.engine.spec import SPECIAL_KINDS
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    code = complete("2d", "heart", dims, None, "easy", 3)
    if specials:
        code = code.with_specials("many", SPECIAL_KINDS)
    return Play2DScene(app.ports, generate_board(code), None)


@pytest.mark.parametrize(
    "size, dims, cell",
    [((1920, 1080), (64, 64), 13), ((1920, 1080), (48, 48), 18), ((800, 600), (32, 32), 14)],
)
def test_a_big_picture_opens_whole_where_its_cells_read(size, dims, cell):
    play = _open(size, dims)
    assert play.view.fits() and play.view.cell == cell
    assert play.minimap_rect() is None and not play.docked


@pytest.mark.parametrize("size, dims", [((1024, 600), (40, 40)), ((800, 600), (64, 64))])
def test_a_picture_whose_cells_would_be_specks_opens_whole_and_a_tap_looks_closer(size, dims):
    play = _open(size, dims)  # (11 and 7 px whole: since s342 its first look, whole)
    assert play.view.fits() and play.view.tap_zooms() and play.minimap_rect() is None
    play.controls.look_closer(play.view.area_center())
    assert play.view.cell == 24 and play.view.pannable and play.minimap_rect() is not None


def test_a_picture_with_locks_is_tapped_whole_only_where_their_letters_read():
    play = _open((1920, 1080), (64, 64), specials=True)  # 13 px: a lock's letter would not read
    assert play.view.cell == 13 and play.view.fits() and play.view.tap_zooms()
    play = _open((1920, 1080), (48, 48), specials=True)  # 18 px: it does
    assert play.view.fits() and play.view.cell == 18 and not play.view.tap_zooms()


def test_a_blocked_tap_before_the_bounce_step_costs_no_heart_and_says_why(monkeypatch, tmp_path):
    """The first lesson's "Tap this arrow: nothing is in its way": a stranger who tapped one
    of the board's blocked arrows instead lost a heart the lesson had not spoken of yet (two
    such taps, two hearts, and the bounce step took the third's turn). It stays, and says it
    is blocked; the bounce step, and play after it, still bounce and cost a heart."""
    from app_helpers import app_maker, click, run

    from quiver.game.lessons import Anchor, Until, anchor_arrows
    from quiver.scenes.lesson_hold import BLOCKED_EARLY

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play, coach = app.top, app.top.coach
        assert coach.current.until == Until.LEFT

        def tap(i):
            x, y = play.board.space.coord(play.board.arrows[i].head)
            click(app, tuple(int(v) for v in play.view.cell_center(x, y)))
            run(app, 40)

        blocked = anchor_arrows(play.board, Anchor.BLOCKED)
        tap(blocked[0])
        assert play.session.hearts == 3 and coach.current.until == Until.LEFT
        assert BLOCKED_EARLY in app.toasts.texts()
        tap(anchor_arrows(play.board, Anchor.FREE)[0])  # the one the pointer shows: it flies
        run(app, 60)
        assert coach.current.until == Until.BLOCKED
        tap(anchor_arrows(play.board, Anchor.BLOCKED)[0])  # the bounce the step teaches
        assert play.session.hearts == 2 and coach.current.until == Until.LEFT
