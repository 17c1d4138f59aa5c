"""s226: the Enter-seed card's question ("Play 70 without the '.'? Enter again plays
it", s222) stood in the red of a refusal, as if Enter had failed. It is drawn in the
card's ink, as the game's other questions are (the confirm cards); a refusal stays red."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, enter, run, typed

from quiver.render2d import theme


def _line_colours(card) -> set[tuple[int, int, int]]:
    """The colours of the line under the field, as drawn."""
    surface = pygame.Surface(card.size, pygame.SRCALPHA)
    card.full_redraw = True
    card.draw(surface)
    p, top = card.panel, card.box.rect.bottom + 2
    band = pygame.Rect(p.x + 8, top, p.w - 16, card.ok.rect.y - 4 - top)
    xs, ys = range(band.x, band.right), range(band.y, band.bottom, 2)
    return {tuple(surface.get_at((x, y)))[:3] for x in xs for y in ys}


def _near(colours, ink) -> bool:
    return any(sum((a - b) ** 2 for a, b in zip(c, ink, strict=True)) < 12**2 for c in colours)


@pytest.fixture
def card(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        monkeypatch.setattr(app.top.journeys, "open", lambda request: None)
        yield app, app.top


def test_the_question_is_in_ink_and_the_refusal_before_it_in_red(card):
    app, seed = card
    typed(app, "7.0")
    assert seed.error and "'.'" in seed.error
    refusal = _line_colours(seed)
    assert _near(refusal, theme.DANGER), "a character refused is said in red"
    enter(app)
    assert seed.error and seed.error.startswith("Play 70 without")
    question = _line_colours(seed)
    assert _near(question, theme.INK), "the question in the card's ink"
    assert not _near(question, theme.DANGER), "the question drawn in the errors' red"


def test_a_refusal_after_the_question_is_red_again(card):
    app, seed = card
    typed(app, "7.0")
    enter(app)
    seed.refuse("the seed must be a whole number")  # (any refusal that follows)
    assert _near(_line_colours(seed), theme.DANGER)
