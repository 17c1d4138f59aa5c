"""s367: with rotating arrows (ADR 0007) the top bar's "layers" can go up after a clear,
the arrows having turned; a stranger read that as a bug. The number means what it meant;
each rise is marked (the figure in the accent colour and a "+1" badge on the chip, still
with reduced motion), and the first in a save says why in a toast."""

import pygame
import pytest
from app_helpers import app_maker, run
from test_rotating_session import board

from quiver.engine.modes import SpecialKind
from quiver.game.session import Session
from quiver.game.settings import LAYERS_TIP, Settings
from quiver.render2d import theme
from quiver.render2d.hud import Hud, HudInfo
from quiver.render2d.hudrise import RISE_CUE

SEED = 11  # the 2D heart, "many" turning arrows: the first hinted move takes the layers 7 -> 8


def test_the_layers_count_each_rise_and_a_restart_is_none():
    s = Session(board(SEED), hearts=None)
    start = s.depth
    s.fire(s.hint())
    assert s.depth == start + 1  # (what the number means did not change: it rose)
    assert (s.layers.rises, s.layers.rose_by) == (1, 1)
    s.restart()
    assert s.depth == start and s.layers.rises == 1  # back to the start: no rise
    s.fire(s.hint())
    assert s.depth == start + 1 and s.layers.rises == 2


def _info(rise, depth=8):
    return HudInfo(3, 3, 33, 34, 5.0, depth, "c", "Heart", show_timer=True, score=100, rise=rise)


@pytest.mark.parametrize("reduced", [False, True])
def test_the_hud_marks_a_rise_for_a_while(monkeypatch, reduced):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    hud = Hud()
    hud.layout((1280, 800), Settings(reduced_motion=reduced))
    surface = pygame.Surface((1280, 800))
    hud.draw(surface, _info((3, 1), 7), 10.0)  # the first drawn: where it stands, no cue
    assert not hud.animating(10.1)
    hud.draw(surface, _info((4, 1)), 11.0)  # one more rise
    assert hud.animating(11.0) and hud.animating(11.0 + RISE_CUE - 0.05)
    chip = next(c.rect for c in hud.top_bar(_info((4, 1))).chips if c.label == "layers")
    early = hud.rise.draw(surface, chip, hud, 11.05)
    late = hud.rise.draw(surface, chip, hud, 12.0)
    assert (
        early is not None and late is not None and late.centery == chip.top and chip.contains(late.clip(chip))
    )
    assert (early.y == late.y) == reduced  # it rises into place, or stands still
    assert hud.rise.ink(11.5) == theme.ACCENT_DARK
    assert hud.rise.ink(11.0 + RISE_CUE) == theme.INK
    assert not hud.animating(11.0 + RISE_CUE) and hud.rise.draw(surface, chip, hud, 13.5) is None
    hud.draw(surface, _info((4, 1), 5), 20.0)  # it fell: no cue
    assert not hud.animating(20.0)


def _rise(app, taught=True):
    """Open the board with its arrows' lesson had (no first meeting to wait behind), make
    the move that raises its layers; the play scene."""
    if taught:
        app.midend.lesson_seen("2d", SpecialKind.ROTATING)
    app.flow.open_board(board(SEED), label="rotating")
    run(app, 3)
    play = app.top
    play.fire(play.session.hint())
    run(app, 3)
    return play


def _told(app):
    return [t for t in [*app.toasts.texts(), *(t.text for t in app.toasts.later)] if "arrows turned" in t]


def test_the_first_rise_in_a_save_says_why_once(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make(size=(1280, 800))
        play = _rise(app)
        assert play.hud.rise.at is not None
        said = "The arrows turned: one more layer. Layers counts the rounds of taps still needed."
        assert _told(app) == [said]
        assert LAYERS_TIP in app.midend.settings.seen_lessons
        run(app, 600)
        play.restart()
        run(app, 2)
        play.fire(play.session.hint())
        run(app, 3)
        assert play.hud.rise.age(app.clock()) is not None and _told(app) == []  # marked, not said again
        again = make(size=(1280, 800))  # the next run, on the same save
        assert _rise(again).hud.rise.at is not None and _told(again) == []


def test_no_word_where_lessons_are_off(monkeypatch, tmp_path):
    """Lessons off: no first meeting either. (At 640x480, where the layers' chip gives way,
    the news is said in other words since s388: test_s388_layers_small.py.)"""
    with app_maker(monkeypatch, tmp_path, lessons=False, window=False) as make:
        app = make(size=(1280, 800))
        play = _rise(app, taught=False)
        assert play.hud.rise.at is not None and _told(app) == []
        assert LAYERS_TIP not in app.midend.settings.seen_lessons


def test_the_tip_once_told_is_kept_in_settings():
    kept = Settings.from_dict({"schema": 1, "seen_lessons": ["2d", LAYERS_TIP, "tip:nonsense"]})
    assert kept.seen_lessons == ("2d", LAYERS_TIP)


@pytest.mark.slow
@pytest.mark.parametrize("mode, seed", [("3d", 1), ("flat", 3)])
def test_the_3d_and_flat_bars_mark_a_rise_and_say_why(monkeypatch, tmp_path, mode, seed):
    """The same HUD over the GL views: the hinted moves that raise the layers (the 4-cube's
    first, the Flat cube's fourth) mark the chip, and the toast says why."""
    with app_maker(monkeypatch, tmp_path, lessons=True) as make:
        app = make(size=(1280, 800))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.midend.lesson_seen(mode, SpecialKind.ROTATING)
        app.flow.open_board(board(seed, mode), label="rotating")
        run(app, 3)
        play = app.top
        for _ in range(8):
            play.ctl.fire(play.session.hint())
            run(app, 10, dt=0.05)  # (its half second in 10 frames, each a GL frame at 1280x800, not 30)
            if play.hud.rise.at is not None:
                break
        assert play.hud.rise.at is not None and _told(app), play.session.layers.rises
