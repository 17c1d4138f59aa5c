"""s369, a stranger with a keyboard in a real window (Xvfb, openbox, xdotool).

* The 2D lesson, come to by Enter on the menu's Play: its bubble said "Tap this arrow";
  the stranger pressed Right (nothing: a small board does not pan) and Tab was nowhere on
  screen. After a keyboard's press the lessons' steps that say "tap" or "hold" name Tab
  and Enter, as they name the pad's X and A after a pad's press (s166).
* The Daily calendar with Left held: 30 days in 1.5 s, a month turned under the key and
  the day lit a month back. A held arrow key stops at the edge of the month shown; a
  fresh press goes on into the month before or after, as before.
"""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import app_maker, bubble_lines, post, run

pygame = pytest.importorskip("pygame")


def _key(app, key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run(app, 2)


def test_the_2d_lesson_come_to_by_enter_names_tab_and_enter(monkeypatch, tmp_path):
    from quiver.input_pad import no_press_yet

    lines = bubble_lines(monkeypatch)
    no_press_yet()
    try:
        with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 800)) as make:
            app = make()
            _key(app, pygame.K_RETURN)  # the big Play button: the 2D lesson
            run(app, 10)
            assert app.top.coach is not None
            assert lines, "no bubble"
            first = lines[-1]
            assert "Tab lights this arrow" in first and "Enter fires it" in first, first
            assert "Tap" not in first, first
    finally:
        no_press_yet()


def test_every_tap_or_hold_step_has_keyboard_words():
    """Each lesson step that says "tap" or "hold one" has a keyboard wording naming Tab
    (the 3D and Flat 3D lessons' too); the steps that already name keys stay as they are."""
    from quiver.game.lessons import lesson, step_forms
    from quiver.scenes.lesson_pad import KEY_LINES

    stages = [stage for mode in ("2d", "3d", "flat") for stage in lesson(mode)]
    steps = [text for stage in stages for step in stage.steps for text in step_forms(step)]
    asks = [t for t in steps if "Tap" in t or "tap a" in t or "Hold one" in t]
    assert asks
    for text in asks:
        assert text in KEY_LINES, text
        assert "Tab" in KEY_LINES[text] and "Tap" not in KEY_LINES[text], KEY_LINES[text]


def test_a_held_arrow_key_stops_at_the_edge_of_the_month():
    from quiver.scenes.daily_days import key_day

    first, today = _dt.date(2025, 1, 1), _dt.date(2026, 12, 7)
    lit = _dt.date(2026, 12, 3)
    for n in range(30):  # Left held: the press, then its repeats
        lit = key_day(lit, pygame.K_LEFT, first, today, repeat=n > 0)
    assert lit == _dt.date(2026, 12, 1)
    assert key_day(lit, pygame.K_LEFT, first, today) == _dt.date(2026, 11, 30)  # a fresh press goes on
    lit = _dt.date(2026, 11, 25)
    for n in range(10):  # Down held: a week a repeat, within November
        lit = key_day(lit, pygame.K_DOWN, first, today, repeat=n > 0)
    assert lit == today  # the press went on into December (the 2nd), its repeats up to today
    lit = _dt.date(2026, 11, 20)
    for n in range(10):
        lit = key_day(lit, pygame.K_DOWN, first, today, repeat=n > 0)
    assert lit == _dt.date(2026, 11, 27)  # a repeat a week on would leave November: it stays


def test_the_daily_screen_with_left_held_stays_in_this_month(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        _key(app, pygame.K_d)
        run(app, 3)
        scene = app.top
        today = scene.today
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)  # lights today
        run(app, 1)
        for _ in range(40):
            post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0, repeat=True)
            run(app, 1)
        assert scene.month == (today.year, today.month)
        assert scene.key_day == max(today.replace(day=1), scene._span()[0])


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_up_and_down_on_the_home_menu_go_where_the_screen_shows(monkeypatch, tmp_path, size):
    """A 2D puzzle kept mid-way puts Continue beside Play; the mode turned to 3D, Up from
    Daily (right under Play) went to Continue in the keyboard's order, and Enter played the
    2D puzzle, not the 3D lesson Play said. Up and Down go to the control over or under on
    screen (Down from Play: Daily; from the bottom row a press wraps to the top)."""
    from quiver.scenes.screen_steps import home_step

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        for key in (pygame.K_RETURN, None, pygame.K_TAB, pygame.K_RETURN, None, pygame.K_ESCAPE, pygame.K_m):
            _key(app, key) if key else run(app, 60)  # 2D level 1, an arrow fired, back to the menu
        menu.focus = 0
        _key(app, pygame.K_RIGHT)  # the mode: 3D, and Continue (2D level 1) beside Play
        assert app.top is menu and menu.kept_btn in menu.focus_order
        order = menu.focus_order
        daily = order.index(menu.daily_btn)
        play = next(k for k, w in enumerate(order) if w.rect.bottom <= order[daily].rect.top and k != 0)
        menu.focus = daily
        _key(app, pygame.K_UP)
        assert menu.focus == play
        _key(app, pygame.K_DOWN)
        assert menu.focus == daily
        rects = [w.rect for w in order]
        bottom = max(range(len(rects)), key=lambda k: (rects[k].top, -rects[k].left))
        assert home_step(rects[bottom], rects, 1, held=True) is None  # a held Down stops
        assert rects[home_step(rects[bottom], rects, 1, held=False)].top == min(r.top for r in rects)


def test_up_from_daily_lands_on_play_with_continue_beside_it():
    import pygame as pg

    from quiver.scenes.screen_steps import home_step

    mode = pg.Rect(250, 260, 380, 40)
    play, cont = pg.Rect(250, 330, 250, 60), pg.Rect(510, 330, 120, 60)
    daily, levels, custom = pg.Rect(250, 400, 120, 50), pg.Rect(380, 400, 120, 50), pg.Rect(510, 400, 120, 50)
    rects = [mode, play, cont, daily, levels, custom]
    assert home_step(daily, rects, -1, False) == 1  # Play, over it (the keyboard's order: Continue)
    assert home_step(levels, rects, -1, False) == 1
    assert home_step(custom, rects, -1, False) == 2  # Continue, over Custom
    assert home_step(play, rects, 1, False) == 3  # Down from Play: Daily (not Continue, beside it)
