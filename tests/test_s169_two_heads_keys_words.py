"""After a keyboard's press a two-headed arrow's words name the keys (s169: the lesson,
its toast and How to play said only "tap near the end"; Tab lighting each head, Enter
and Shift+Enter were in the README alone), as after a pad's press they name the pad's;
after a click, the mouse's way again. The lesson's bubble changes its words at the
press, through the app's real loop (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, bubble_lines, post, run

pygame = pytest.importorskip("pygame")


def press(kind: int, **kw) -> None:
    from quiver.input_pad import PadKeys

    PadKeys().keys([pygame.event.Event(kind, **kw)])


def test_after_a_keys_press_the_two_heads_words_name_tab_enter_and_shift_enter():
    from quiver.engine.modes import SpecialKind
    from quiver.game.special_levels import LESSON_TEXT, first_meeting
    from quiver.input_pad import no_press_yet
    from quiver.scenes import legend_words
    from quiver.scenes.lesson_pad import said

    kind = SpecialKind.TWO_HEADED

    def lines() -> tuple[str, str, str]:
        return legend_words.special(kind), said(LESSON_TEXT[kind]), said(first_meeting(kind))

    no_press_yet()
    try:
        press(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
        for line in lines():
            assert "tap" not in line and "Tab lights each head" in line and "Enter fires" in line, line
        assert all("Shift+Enter" in line for line in lines()[:2])  # How to play (s176) and the lesson
        press(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
        assert all("tap near" in line and "Tab" not in line for line in lines())
        press(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0, pad=True)  # a pad's A
        assert all("X lights each head" in line for line in lines())
    finally:
        no_press_yet()


def test_the_two_heads_lessons_bubble_names_the_keys_at_a_keys_press(monkeypatch, tmp_path):
    from quiver.engine.modes import SpecialKind

    lines = bubble_lines(monkeypatch)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)  # (a click: the mouse's words)
        post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
        run(app, 2)
        app.flow.lesson("2d", kind=SpecialKind.TWO_HEADED)
        run(app, 3)
        assert lines and "tap near the end" in lines[-1], lines[-1:]
        drawn = app.top.coach.key()  # (what the views redraw the bubble on: 3D caches it)
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)  # (a key that plays:
        post(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0)  # not a shortcut, s363)
        run(app, 2)
        assert "Tab lights each head in turn" in lines[-1] and "Shift+Enter" in lines[-1], lines[-1]
        assert app.top.coach.key() != drawn
