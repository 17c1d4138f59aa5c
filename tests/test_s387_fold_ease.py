"""The Flat lesson's fold step ("This arrow folds over the edge") eases the view round to a
fold (s382's lesson_fold.show_fold), about 0.45 s. s387, from the last session's stranger:

* Tab then Enter while that ease ran fired nothing: the head Tab lit hid mid-turn, and
  Enter, finding nothing lit, lit another arrow. The lesson's own turn is not the
  player's: what is lit stays lit through it, as through a hint's turn, and Enter fires it.
* At 480x360 (and 640x480) the bubble's pointer showed another arrow during the ease, then
  hopped to the one the view turned to: it points at that one, or shows none, till it rests.
* A drag held still (or a press held) with every fold out of sight let the view ease under
  the held pointer after 0.6 s: it eases only once the pointer is let go and the view rests.
"""

from __future__ import annotations

import math

import pytest
from app_helpers import app_maker, post, run
from lesson_helpers import open_lesson
from test_stranger_s20 import lesson_app  # noqa: F401  (the fixture: a lesson at 640x480)

from quiver.game.lessons import Anchor, Until, anchor_arrows

pygame = pytest.importorskip("pygame")
pytestmark = pytest.mark.slow  # an OpenGL window


def _key(app, k, frames: int = 1) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    run(app)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


def _flown(app) -> None:
    """A second on after a fire, in frames of 1/20 s (as 60 of 1/60: the flight over; the
    frame rate is not what these tests are about, the ease's frames before it are)."""
    run(app, 20, dt=1 / 20)


@pytest.mark.parametrize("gap", [1, 2, 6, 12])
def test_tab_then_enter_while_the_lesson_eases_fires_the_arrow_lit(lesson_app, gap):  # noqa: F811
    """test_stranger_s24's keyboard player: Tab, Enter and H in the turn step (each said
    "Turn it first"), a turn, then Tab and Enter at once, while the fold step's ease ran."""
    app, coach, play = lesson_app("flat")
    for first in (pygame.K_TAB, pygame.K_h):
        _key(app, first, 2)
        _key(app, pygame.K_RETURN)
        run(app, 10, dt=1 / 20)  # (half a second: "Turn it first" said, as 30 frames of 1/60)
    play.ctl.camera.rotate_local(math.radians(40), 0)
    run(app, 3)
    assert coach.current.anchor == Anchor.EDGE and play.ctl.camera.turning  # (the ease runs)
    edge = set(anchor_arrows(play.board, Anchor.EDGE))
    _key(app, pygame.K_TAB, gap)
    picked = play.keys.lit.arrow  # (what Tab lit: Enter fires it, though its head hides mid-turn)
    _key(app, pygame.K_RETURN)
    assert play.ctl.camera.turning  # (still easing: Tab and Enter came during it)
    _flown(app)
    gone = set(range(len(play.board.arrows))) - set(play.board.alive)
    assert gone == {picked} and picked in edge, (gone, picked)  # the step's arrow, by the one Enter
    assert play.session.hearts == 3 and coach.current.until == Until.BLOCKED


@pytest.mark.parametrize(("size", "yaw"), [((480, 360), 90), ((640, 480), 40)])
def test_the_pointer_shows_no_other_arrow_while_the_view_eases_to_a_fold(monkeypatch, tmp_path, size, yaw):
    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, size=size, mode="flat", step=0)
        play, coach = app.top, app.top.coach
        play.ctl.camera.rotate_local(math.radians(yaw), 0)  # (turned: on to the fold step)
        shown = []
        for _ in range(60):
            run(app)
            if play.ctl.camera.turning and coach.tip:
                shown.append(coach.aimed)
        assert coach.current.anchor == Anchor.EDGE and not play.ctl.camera.turning
        assert coach.tip and coach.aimed is not None
        assert shown and set(shown) == {coach.aimed}, (shown, coach.aimed)


def _face_on(play) -> None:
    play.ctl.camera.set_angles(0.0, 5.0, home=False)  # (the front face only: no fold shows)


@pytest.mark.parametrize("moved", [True, False], ids=["drag held still", "press held"])
def test_a_held_pointer_is_never_turned_under_then_the_view_eases_once_let_go(monkeypatch, tmp_path, moved):
    from quiver.scenes.lesson_fold import REST, fold_shows

    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "flat", (1280, 720), 1)
        play, coach = app.top, app.top.coach
        spot = (640, 700)  # (under the block, over no arrow and no button)
        post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
        if moved:
            post(pygame.MOUSEMOTION, pos=(spot[0] + 30, spot[1]), rel=(30, 0), buttons=(1, 0, 0))
        run(app)
        assert play.ctl.input.dragging == moved
        _face_on(play)  # (what the drag turned to: every fold out of sight)
        rot = tuple(play.ctl.camera.rot)
        for _ in range(int(3 * REST * 20)):  # (three rests held, in frames of 1/20 s: an ease
            run(app, dt=1 / 20)  # started under the held pointer turns the view for good)
            assert not play.ctl.camera.turning and tuple(play.ctl.camera.rot) == rot
        post(pygame.MOUSEBUTTONUP, pos=(spot[0] + 30 * moved, spot[1]), button=1)
        run(app, int(REST * 20) - 2, dt=1 / 20)  # (0.1 s short of a rest)
        assert not play.ctl.camera.turning  # (let go: not at once, the view rests first)
        _flown(app)  # (the rest, then the ease)
        assert coach.current.anchor == Anchor.EDGE and coach.aimed is not None
        assert fold_shows(play, coach.aimed)


@pytest.mark.parametrize(("size", "yaw"), [((480, 360), 90), ((640, 480), 40), ((1280, 720), 40)])
@pytest.mark.parametrize("after", [2, 12])
def test_tab_in_the_ease_lights_the_arrow_the_pointer_shows_and_enter_fires_it(
    monkeypatch, tmp_path, size, yaw, after
):
    from quiver.scenes.lesson_fold import easing

    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, size=size, mode="flat", step=0)
        play, coach = app.top, app.top.coach
        play.ctl.camera.rotate_local(math.radians(yaw), 0)  # (turned: on to the fold step)
        run(app, after)
        eased = easing(coach, play)
        assert eased is not None and coach.aimed == eased
        _key(app, pygame.K_TAB)
        assert play.keys.lit is not None and play.keys.lit.arrow == eased
        _key(app, pygame.K_RETURN)
        _flown(app)
        assert set(range(len(play.board.arrows))) - set(play.board.alive) == {eased}
        assert play.session.hearts == 3
