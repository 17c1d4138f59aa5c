"""F11's words where it cannot do as asked (s322): over the 2D lesson at 480x360, "The screen
is too small for a window: the game stays fullscreen" wrapped to six lines of a word or two
beside the board. Now each says its short form where the whole finds no room ("Screen too
small", "Fullscreen refused"), and a notice of more than two lines a word or two each goes
in the smaller print that reads it in two (toast_hide.sparse), off the lesson's bubble."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from app_helpers import app_maker  # noqa: E402

from quiver import app_fullscreen as full  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402

SAID = ((full.STAYS_FULLSCREEN, full.STAYS_SHORT), (full.FULLSCREEN_REFUSED, full.REFUSED_SHORT))


def _lesson_cards(monkeypatch, tmp_path, size: tuple[int, int], steps: int):
    """For each of the 2D lesson's first `steps` screens and each of F11's two lines: the
    lines each card takes, the cards and the lesson's bubble and Skip button."""
    import layout

    out = []
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        lessons = [(n, go) for n, go in layout.screens(app) if n.startswith("lesson2d")][:steps]
        for _name, go in lessons:
            assert go() is not None
            coach = app.top.coach
            for text, short in SAID:
                layer = app.toasts
                layer.toasts = []
                layer.show(text, ToastKind.NOTICE, short=short)
                layer.update(0.0)
                layout.draw_recorded(app, picture=False)
                layer.update(0.0)
                lines = [
                    layer.lines_of(t.text, slot.w)
                    for slot, shown in layer._placement()
                    if slot
                    for t in shown
                ]
                cards = [r for r, _ in layer._hits]
                out.append((lines, cards, coach.bubble, coach.skip_btn.rect))
            layer.toasts = []
    return out


def test_the_lines_are_short_and_each_has_a_short_form():
    assert len(full.STAYS_FULLSCREEN) < 50 and len(full.FULLSCREEN_REFUSED) < 52
    assert "too small" in full.STAYS_FULLSCREEN.lower() and "too small" in full.STAYS_SHORT.lower()
    assert "refused" in full.REFUSED_SHORT and len(full.STAYS_SHORT) < 20 and len(full.REFUSED_SHORT) < 20


def test_f11s_words_over_the_first_lesson_screen_at_480x360_read_in_two_lines(monkeypatch, tmp_path):
    for lines, cards, bubble, skip in _lesson_cards(monkeypatch, tmp_path, (480, 360), 1):
        assert lines and max(lines) <= 2, lines  # (six lines before)
        assert not any(c.colliderect(bubble) or c.colliderect(skip) for c in cards), (cards, bubble)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_f11s_words_over_every_2d_lesson_screen_read_in_two_lines(monkeypatch, tmp_path, size):
    for lines, cards, bubble, skip in _lesson_cards(monkeypatch, tmp_path, size, 9):
        assert lines and max(lines) <= 2, lines
        assert not any(c.colliderect(bubble) or c.colliderect(skip) for c in cards), (cards, bubble)


def test_fullscreen_says_its_short_form_with_the_whole(monkeypatch):
    """Both lines are said with their short forms (what the layer says where the whole
    finds no room)."""
    said = []

    class App:
        fullscreen, _fullscreen_asked = True, None

        class feedback:
            @staticmethod
            def toast(text, kind, short=None):
                said.append((text, kind, short))

    monkeypatch.setattr(full.win, "too_small_for_a_window", lambda: True)
    monkeypatch.setattr(full, "remember", lambda app: None)
    full.toggle(App())
    full.refused(App())
    assert said == [
        (full.STAYS_FULLSCREEN, ToastKind.NOTICE, full.STAYS_SHORT),
        (full.FULLSCREEN_REFUSED, ToastKind.NOTICE, full.REFUSED_SHORT),
    ]
