"""s314: a board must not move as a card opens over it or closes. Seen in a real X window
(Xvfb + openbox): the 2D lesson's board went between left of centre and centred as Esc's
"Skip the lesson?" opened and closed. Not reproduced here (offscreen, nor in Xvfb with
openbox at 480x360 to 2560x1440, GL or not, F11, every step of both boards): these pin
that the board's place (2D: its view's area, origin, cell and minimap dock; 3D and Flat:
the shape's box on screen and the camera's band and side) stays the same under the skip
question and the pause card, and after each, every step of the 2D lesson."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, lesson_tap, post, run, run_until

pygame = pytest.importorskip("pygame")


def _key(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def place(play) -> tuple:
    """Where the board is drawn: what a jump would change."""
    ctl = getattr(play, "ctl", None)
    if ctl is None:
        v = play.view
        return v.area, v.origin(), v.cell, play.docked, play.board_area()
    box = tuple(round(t) for t in ctl.camera.outline_box(*play.size))
    return box, ctl.camera.band, getattr(ctl.camera, "side", None)


def under_cards(app, play) -> None:
    """Esc's question, then the pause card, over `play`: its place the same under each and after."""
    from quiver.scenes.pause import open_pause

    before = place(play)
    cards = [lambda: _key(pygame.K_ESCAPE)] if play.coach is not None else []
    for card in [*cards, lambda: open_pause(play)]:
        card()
        run(app, 20)
        assert app.top is not play and place(play) == before, app.top.name
        _key(pygame.K_ESCAPE)  # stays, or resumes
        run(app, 20)
        assert app.top is play and place(play) == before


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        yield make


@pytest.mark.slow
@pytest.mark.parametrize("size", [(480, 360), (1024, 709)])
def test_the_2d_lessons_board_stays_under_its_cards_at_every_step(make, size):
    app = make(size=size)
    app.flow.lesson("2d")
    run(app, 3)
    for _ in range(40):
        play = app.top
        coach = getattr(play, "coach", None)
        if coach is None:
            break
        if coach.beat is not None or not play.board.free_arrows():
            run(app, 20, dt=1 / 20)  # (a second on, as 60 frames of 1/60: the beat, or the next board)
            continue
        under_cards(app, play)
        play.fire(lesson_tap(play))
        run_until(app, lambda p=play: not p.busy(), dt=1 / 20, what="the flight")
    assert getattr(app.top, "coach", None) is None  # (both boards played through)


def test_a_normal_boards_place_stays_under_the_pause_card(make):
    app = make(size=(800, 600))
    app.flow.lesson("2d")
    run(app, 3)
    app.top.coach.skip()
    run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="level 1")
    under_cards(app, app.top)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("size", [(480, 360), (1024, 709)])
def test_a_3d_lessons_shape_stays_under_its_cards(monkeypatch, tmp_path, mode, size):
    with app_maker(monkeypatch, tmp_path, lessons=True) as make:
        app = make(size=size)
        app.flow.lesson(mode)
        run(app, 3)
        if getattr(app.top, "ctl", None) is None:
            pytest.skip("no 3D view here")
        under_cards(app, app.top)
