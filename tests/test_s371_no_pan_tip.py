"""s371: an arrow key on a 2D board that has nowhere to pan.

A stranger playing by keyboard (s369, 1366x768) pressed Right on a 2D board that fits the
window: the arrow keys pan big boards, and here nothing happened, with no word. The first
such press in a game's run now toasts how to play by keys (a pad's words after a D-pad's
press); not in a lesson, whose bubbles name the keys, nor once Tab has lit an arrow. And the
keyboard's hearts-lost step read "Now Tab lights a free arrow, Enter fires it" (news, not
what to do): it says "Now Tab to a free arrow and press Enter".
"""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

KEYS = "Tab lights an arrow, Enter fires it"
PAD = "X lights an arrow, A fires it"


def _key(app, key: int, **kw) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, **kw)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0, **kw)
    run(app, 2)


def _said(app) -> list[str]:
    return [t.long for t in app.toasts.toasts]  # (the whole: the short one is chosen by room)


def _level_one(make, lesson_seen: bool = True):
    """The app at 1366x768 with lessons on, in 2D level 1 by Enter on Play (the 2D lesson
    marked seen: the level itself; else the lesson)."""
    app = make()
    if lesson_seen:
        app.midend.lesson_seen("2d")
    _key(app, pygame.K_RETURN)  # the big Play button
    run(app, 10)
    play = app.top
    assert play.name == "play2d" and not play.view.pannable
    assert (play.coach is None) is lesson_seen
    app.toasts.toasts = []
    return app, play


def test_right_on_a_board_all_in_view_says_tab_and_enter_once_a_run(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        app, play = _level_one(make)
        origin = play.view.origin()
        _key(app, pygame.K_RIGHT)
        assert play.view.origin() == origin  # (nothing to pan)
        said = _said(app)
        assert any(KEYS in t for t in said), said
        app.toasts.toasts = []
        for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT):
            _key(app, key)
        assert not any(KEYS in t for t in _said(app))  # once a run, not on every press


def test_a_d_pad_press_says_the_pads_buttons(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        app, _ = _level_one(make)
        _key(app, pygame.K_RIGHT, pad=True)  # (a D-pad's press: input_pad)
        said = _said(app)
        assert any(PAD in t for t in said) and not any("Tab" in t for t in said), said


def test_not_in_the_lesson_nor_once_tab_lit_an_arrow(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1366, 768)) as make:
        app, _ = _level_one(make, lesson_seen=False)  # the 2D lesson: its bubble names Tab
        _key(app, pygame.K_RIGHT)
        assert not any(KEYS in t for t in _said(app))
        app, play = _level_one(make)
        _key(app, pygame.K_TAB)
        assert play.ptr.keyed is not None
        _key(app, pygame.K_RIGHT)  # (a slip of a player who plays by keys)
        assert not any(KEYS in t for t in _said(app))


def test_the_hearts_step_says_what_to_do_in_keys_and_pad_words():
    from quiver.game.lessons import HEARTS_LOST
    from quiver.scenes.lesson_pad import KEY_LINES, PAD_LINES

    for line in HEARTS_LOST:
        assert KEY_LINES[line].endswith(". Now Tab to a free arrow and press Enter"), KEY_LINES[line]
        assert PAD_LINES[line].endswith(". Now light a free arrow with X, then press A"), PAD_LINES[line]
