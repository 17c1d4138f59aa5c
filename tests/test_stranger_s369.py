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
