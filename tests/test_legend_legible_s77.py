"""s77: How to play's body was drawn at letter size 14 (9 px from ascender to descender)
at 600x800 and every smaller window, its last lines dropped where even that did not fit.
Now its body keeps BODY_LEAST (14 px) at every window size down to 480x360 and scrolls
where it does not fit (PgUp / PgDn, Home / End, the wheel); no line is dropped, and Esc
and the buttons' keys still work."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import menu_maker, scene_key

from quiver.render2d import drawn, theme
from quiver.scenes.legend import BODY_LEAST, LegendScene
from quiver.scenes.legend_words import NAMES_2D, NAMES_3D

SIZES = [(480, 360), (640, 480), (600, 800), (800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


def draw_card(card, monkeypatch) -> tuple[list[int], list[str]]:
    """Draw `card`: the letter sizes its body's lines were wrapped at (and its direction
    colours' names drawn at), and the texts drawn."""
    sizes: list[int] = []
    wrap = theme.wrap

    def spy(s, size, *a, **k):
        sizes.append(size)
        return wrap(s, size, *a, **k)

    text = theme.text
    names = {*NAMES_2D.values(), *NAMES_3D.values()}

    def said(surface, s, size, *a, **k):
        if s in names:  # the direction colours' names
            sizes.append(size)
        return text(surface, s, size, *a, **k)

    monkeypatch.setattr(theme, "wrap", spy)
    monkeypatch.setattr(theme, "text", said)
    card.full_redraw = True
    with drawn.recording() as seen:
        card.draw(pygame.Surface(card.size, pygame.SRCALPHA))
    monkeypatch.setattr(theme, "wrap", wrap)
    monkeypatch.setattr(theme, "text", text)
    return sizes, [i.label for i in seen.of(drawn.TEXT)]


def test_body_least_is_fourteen_pixels_high():
    assert theme.font(BODY_LEAST).get_height() >= 14


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["2d", "3d"])
def test_the_body_is_legible_and_whole_at_every_size(make, monkeypatch, size, mode):
    app = make(size)
    card = LegendScene(app.ports, mode)
    app.push(card)
    lines = [text for text, *_ in card._lines(app.midend.settings) if text]
    shown: set[str] = set()
    while True:
        sizes, texts = draw_card(card, monkeypatch)
        assert sizes and min(sizes) >= BODY_LEAST, (size, min(sizes))
        shown.update(texts)
        if card.scroll >= card.max_scroll:
            break
        before = card.scroll
        scene_key(card, pygame.K_PAGEDOWN)
        assert card.scroll > before
    assert [t for t in lines if t not in shown] == []  # every line, none dropped
    assert (card.max_scroll > 0) == (
        size in [(480, 360), (640, 480), (800, 600), (600, 800)]  # (s109: 2D's names its Copy key too)
    )
    assert card.card.bottom <= size[1] and card.lesson_btn.rect.bottom <= card.card.bottom


def test_the_keys_scroll_and_still_close(make):
    app = make((480, 360))
    card = LegendScene(app.ports, "2d")
    app.push(card)
    card.draw(pygame.Surface(card.size, pygame.SRCALPHA))
    assert card.scroll == 0 and card.max_scroll > 200
    scene_key(card, pygame.K_END)
    assert card.scroll == card.max_scroll
    scene_key(card, pygame.K_PAGEUP)
    assert 0 < card.scroll < card.max_scroll
    scene_key(card, pygame.K_HOME)
    assert card.scroll == 0
    card.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert card.scroll > 0
    scene_key(card, pygame.K_TAB)  # the buttons' focus moves as before
    assert card.keyboard and card.focus == 0
    scene_key(card, pygame.K_ESCAPE)
    assert app.top is not card
