"""s375: an arrow key with nothing to pan *its* way on a 2D board.

A wide board zoomed in fits the window top to bottom: Left and Right panned it, and Up and
Down moved it about inside the window (docked, `held`) or did nothing, and said nothing.
Now such a key counts as one with nothing to pan (keys_tip, s371): it leaves the board
where it is and the first such press in a run toasts how to play by keys, under the same
quiet rules (not in a lesson, not once Tab or a hint lit an arrow, not with lessons off,
not on a held key's repeat). A shot that puts the Tab light out (the lit arrow flew) leaves
the player one who plays by keys: a Right press then stays quiet.
"""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")

KEYS = "Tab lights an arrow, Enter fires it"
WIDE = "2d-rect-40x10-60-easy-3"


def _key(app, key: int, **kw) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, **kw)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0, **kw)
    run(app, 2)


def _told(app) -> int:
    return sum(KEYS in t.long for t in app.toasts.toasts)


def _wide(make, **kw):
    """A 40x10 board at 1366x768, zoomed in a step: it overflows left and right, not top
    to bottom (docked: the minimap beside it)."""
    from quiver.generator import generate

    app = make(**kw)
    app.midend.lesson_seen("2d")
    app.flow.open_board(generate(spec(WIDE)), "x")
    run(app, 10)
    play = app.top
    _key(app, pygame.K_EQUALS)
    run(app, 30)
    view = play.view
    assert play.name == "play2d" and play.docked and view.pannable
    assert view.board_px[0] > view.area[2] and view.board_px[1] <= view.area[3]
    app.toasts.toasts = []
    return app, play


def test_up_on_a_wide_board_that_fits_top_to_bottom_says_the_keys_once(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        app, play = _wide(make)
        origin = play.view.origin()
        _key(app, pygame.K_UP)
        assert play.view.origin() == origin  # (nothing to pan that way: the board stays)
        assert _told(app) == 1
        _key(app, pygame.K_DOWN)
        assert play.view.origin() == origin and _told(app) == 1  # (once a run)
        _key(app, pygame.K_RIGHT)
        assert play.view.origin()[0] < origin[0] and play.view.origin()[1] == origin[1]  # (Right pans)


def test_the_quiet_rules_hold_that_way_too(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=False, window=False, size=(1366, 768)) as make:
        app, _ = _wide(make)  # (lessons off: no teaching toasts)
        _key(app, pygame.K_UP)
        assert _told(app) == 0
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        app, _ = _wide(make)
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0, repeat=True)
        run(app, 2)  # (a held key's repeat: no word)
        assert _told(app) == 0
        app, play = _wide(make)
        _key(app, pygame.K_TAB)
        assert play.ptr.keyed is not None
        _key(app, pygame.K_UP)  # (a slip of a player who plays by keys)
        assert _told(app) == 0


@pytest.mark.parametrize("wide", [False, True])
def test_a_shot_that_puts_the_light_out_leaves_right_quiet(monkeypatch, tmp_path, wide):
    """Tab to a free arrow, Enter: it flies and the light goes out (nothing lit). Right
    then says nothing on a board that fits (Up on the wide one), and Tab lights on."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        if wide:
            app, play = _wide(make)
        else:
            app = make()
            app.midend.lesson_seen("2d")
            _key(app, pygame.K_RETURN)  # the big Play button: level 1, all in view
            run(app, 10)
            play = app.top
            assert not play.view.pannable
        board = play.board
        for _ in range(len(board.alive) * 2):
            _key(app, pygame.K_TAB)
            if board.can_escape(play.ptr.keyed):
                break
        shot = play.ptr.keyed
        _key(app, pygame.K_RETURN)
        run(app, 60)
        assert shot not in board.alive and play.ptr.hover is None  # (flown: the light is out)
        app.toasts.toasts = []
        origin = play.view.origin()
        _key(app, pygame.K_UP if wide else pygame.K_RIGHT)
        assert _told(app) == 0 and play.view.origin() == origin
        _key(app, pygame.K_TAB)
        assert play.ptr.hover is not None and play.ptr.hover != shot  # (the next one lit)


def test_nothing_that_way_reads_each_axis_and_edge():
    from quiver.input import ViewAction
    from quiver.render2d.view import BoardView
    from quiver.scenes.keys_tip import nothing_that_way
    from quiver.scenes.pointer2d import PAN_STEPS

    view = BoardView(40, 10, (0, 0, 800, 600), cell=32)  # (1280 wide: overflows; 320 tall: fits)
    view.center()
    way = {a: nothing_that_way(view, PAN_STEPS[a]) for a in PAN_STEPS}
    assert way == {
        ViewAction.LEFT: False,
        ViewAction.RIGHT: False,
        ViewAction.UP: True,
        ViewAction.DOWN: True,
    }
    view.held, view.oy = True, -20.0  # (docked: a cell past the top)
    assert not nothing_that_way(view, PAN_STEPS[ViewAction.UP]) and nothing_that_way(
        view, PAN_STEPS[ViewAction.DOWN]
    )
