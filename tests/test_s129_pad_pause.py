"""A game pad unplugged mid-puzzle pauses it, as consoles do (s129): the pause card opens,
saying why, and the clock stops. Not on a screen that is not a puzzle, not over a pause
card already open, not over a finished puzzle. The input layer posts PAD_GONE (it cannot
see screens); the play scene on top reads it."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")


def unplug(app, iid: int = 3) -> None:
    post(pygame.JOYDEVICEREMOVED, instance_id=iid)
    run(app, 2)


def test_the_input_layer_says_a_pad_went_after_letting_go_of_its_keys():
    from quiver.input_pad import PAD_GONE, PadKeys

    pads = PadKeys()
    held = pads.keys([pygame.event.Event(pygame.JOYAXISMOTION, instance_id=3, joy=0, axis=0, value=0.9)])
    assert [(e.type, e.key) for e in held] == [(pygame.KEYDOWN, pygame.K_RIGHT)]
    out = pads.keys([pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=3)])
    assert [e.type for e in out] == [pygame.KEYUP, PAD_GONE] and out[1].instance_id == 3


def _played_2d(make):
    """A 2D puzzle with a move made: its clock runs."""
    from quiver.scenes.play2d import Play2DScene

    app = make()
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="2D play")
    play = app.top
    play.fire(play.board.free_arrows()[0])
    run(app, 40)
    assert play.session.moves and app.top is play
    return app, play


def test_a_pad_unplugged_mid_puzzle_opens_the_pause_card_and_stops_the_clock(monkeypatch, tmp_path):
    from quiver.scenes.pause import PAD_NOTE, PauseScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app, play = _played_2d(make)
        unplug(app)
        card = app.top
        assert isinstance(card, PauseScene) and card.play is play and card.note == PAD_NOTE
        at = play.session.elapsed
        run(app, 60, dt=0.5)  # half a minute under the card
        assert play.session.elapsed == at
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)
        assert app.top is play  # Esc resumes, the clock runs on
        run(app, 10, dt=0.5)
        assert play.session.elapsed > at


def test_not_on_a_menu_nor_over_a_pause_card_already_open(monkeypatch, tmp_path):
    from quiver.scenes.pause import NOTE, PauseScene, open_pause

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu, depth = app.top, len(app.stack)
        unplug(app)
        assert app.top is menu and len(app.stack) == depth  # not a puzzle: nothing opens
        app, play = _played_2d(make)
        open_pause(play)
        run(app, 2)
        card, depth = app.top, len(app.stack)
        unplug(app)
        assert app.top is card and len(app.stack) == depth and isinstance(card, PauseScene)
        assert card.note == NOTE  # the card already open is left as it was


def test_not_over_a_finished_puzzle(monkeypatch, tmp_path):
    from quiver.scenes.pause import PauseScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app, play = _played_2d(make)
        play.session.won = True  # (cleared: its reveal, then its card)
        unplug(app)
        assert not isinstance(app.top, PauseScene)


@pytest.mark.slow  # a window and OpenGL
def test_the_3d_view_pauses_too(monkeypatch, tmp_path):
    from app_helpers import board_opener

    from quiver.game import special_levels
    from quiver.scenes.pause import PAD_NOTE, PauseScene

    make_board, _ = special_levels.lesson("3d", special_levels.SpecialKind.LOCKS)
    with board_opener(monkeypatch, tmp_path) as go:
        app, play = go(make_board(), "cube")
        assert play.name == "play3d" and play.coach is None
        unplug(app)
        assert isinstance(app.top, PauseScene) and app.top.note == PAD_NOTE
