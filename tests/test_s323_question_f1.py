"""s323: F1 on a yes/no card did nothing, and nothing said so. A question is answered
first (s307: no How to play over it), so F1 there (`?`, a pad's View) says the keys that
answer it, after the card's words; a card too narrow for both says the keys alone."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.scenes.confirm import LEAVE_NOTE, ConfirmScene
from quiver.scenes.lesson_skip import SKIP_NOTE


def _ask(app, note: str, stay_first: bool) -> ConfirmScene:
    card = ConfirmScene(
        app.ports, "Leave this puzzle?", "Leave", lambda: None, note=note, stay_first=stay_first
    )
    app.push(card)
    run(app, 2)
    return card


def _lines(app, monkeypatch) -> list[str]:
    """The note's words as the card draws them next."""
    from quiver.scenes import confirm

    said: list[str] = []
    real = confirm.theme.text

    def spy(surface, text, *a, **kw):
        said.append(text)
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(confirm.theme, "text", spy)
    app.top.full_redraw = True
    run(app)
    monkeypatch.setattr(confirm.theme, "text", real)
    return said


@pytest.mark.parametrize("size", [(1600, 1000), (800, 600), (480, 360)])
@pytest.mark.parametrize(("note", "stay_first"), [(LEAVE_NOTE, False), (SKIP_NOTE, True)])
def test_f1_on_a_question_says_its_keys_and_opens_nothing(monkeypatch, tmp_path, size, note, stay_first):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        card = _ask(app, note, stay_first)
        assert not [t for t in _lines(app, monkeypatch) if card.key_line in t]  # (the words alone)
        post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
        run(app, 2)
        assert app.top is card and app.running  # no page over the question
        drawn = _lines(app, monkeypatch)
        keys = card.key_line
        assert "Esc" in keys and "Enter" in keys
        line = next(t for t in drawn if keys in t)
        from quiver.render2d import theme

        assert theme.text_size(line, 14)[0] <= card.card.w - 40, "the line ran past the card"
        if size == (1600, 1000):
            assert note in line  # the words stay where there is room
