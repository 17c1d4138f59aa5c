"""s226: SDL sends each wheel notch as a press of button 4 or 5 too (and a MOUSEWHEEL).
How to play closed on any press beside its card: a stranger turning the wheel with the
pointer beside the card, to read on ("More: PgDn or the wheel"), lost it; a confirm card
("Quit Quiver?", "Skip the lesson?") took a turn beside it as its answer. Only a left
click beside a card closes it (as on Settings); the wheel scrolls How to play. A right click
is Esc on every card since s323 (test_s323_right_click.py): a question's Stay, a page closed."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, click, post, run

BESIDE = (12, 300)  # left of every card at 800x600


def _notch(app, down: bool = True) -> None:
    """One wheel notch with the pointer at BESIDE, as SDL sends it."""
    post(pygame.MOUSEMOTION, pos=BESIDE, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=BESIDE, button=5 if down else 4)
    post(pygame.MOUSEBUTTONUP, pos=BESIDE, button=5 if down else 4)
    post(pygame.MOUSEWHEEL, x=0, y=-1 if down else 1, flipped=False, precise_x=0.0, precise_y=-1.0)
    run(app, 2)


def _right_click(app) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=BESIDE, button=3)
    run(app)
    post(pygame.MOUSEBUTTONUP, pos=BESIDE, button=3)
    run(app, 2)


@pytest.fixture
def game(monkeypatch, tmp_path):
    """The game at its menu at 800x600, no window (named so: an `app` fixture is slow)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        yield make()


def test_the_wheel_beside_how_to_play_scrolls_it_and_a_left_click_closes_it(game):
    from quiver.scenes.legend import LegendScene

    app = game

    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    run(app, 3)
    card = app.top
    assert isinstance(card, LegendScene) and card.max_scroll > 0
    assert not card.card.collidepoint(BESIDE)
    _notch(app)
    assert app.top is card, "a wheel notch beside the card closed it"
    assert card.scroll > 0, "the notch scrolled the words"
    click(app, BESIDE)
    assert app.top is not card, "a left click beside the card closes it"


@pytest.mark.parametrize("opens", ["quit", "skip"])
def test_a_wheel_turn_beside_a_question_answers_nothing(game, opens):
    from quiver.scenes.confirm import ConfirmScene

    app = game

    if opens == "skip":  # the first lesson's "Skip the lesson?"
        app.flow.lesson("2d")
        run(app, 3)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app, 3)
    card = app.top
    assert isinstance(card, ConfirmScene) and not card.card.collidepoint(BESIDE)
    _notch(app)
    _notch(app, down=False)
    assert app.top is card, "the question was answered by the wheel"
    click(app, BESIDE)
    assert app.top is not card, "a left click beside it says no"
    app.clock.t += 1.0  # (a second click, not a double click's stray one: input.StrayClick)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app, 3)
    card, under = app.top, app.stack[-2]
    assert isinstance(card, ConfirmScene)
    _right_click(app)  # (s323: Esc, so Stay, however the question started)
    assert app.top is under and app.running
