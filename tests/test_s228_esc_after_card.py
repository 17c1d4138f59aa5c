"""s228: Esc, Esc pressed quickly on a win card: the first left the level for the menu,
the second asked "Quit Quiver?" there. The menu was on the stack under the card, so the
stray-key rule (input_keys.StrayKey) took it for the screen the player was on, though the
level hid it. A quick second press of the key is dropped on a screen its first revealed
from under a full screen (as from Levels or Daily); Esc, Esc still leaves How to play, a
card over the menu seen round it, and asks to quit; a later Esc is the player's."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, click, play_to_win_card, post, run, run_until

from quiver.input_keys import KEY_DOUBLE


def _esc(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app)
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    run(app)


def _names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack]


def _won(app) -> None:
    menu = app.top
    click(app, menu.widget_center("play"))
    run_until(app, lambda: hasattr(app.top, "board"), 400, dt=1 / 20, what="the level")
    play_to_win_card(app)


@pytest.fixture
def game(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        yield make()


def test_esc_esc_on_the_win_card_goes_to_the_menu_and_no_further(game):
    app = game
    _won(app)
    _esc(app)
    _esc(app)  # (two frames after the first: well inside KEY_DOUBLE)
    run(app, 3)
    assert _names(app) == ["MenuScene"], "the second Esc asked to quit on the menu"
    app.clock.t += KEY_DOUBLE
    _esc(app)
    assert _names(app) == ["MenuScene", "ConfirmScene"], "a later Esc is the player's"


@pytest.mark.parametrize("opener", [pygame.K_l, pygame.K_d])
def test_esc_esc_on_a_full_page_goes_to_the_menu_and_no_further(game, opener):
    app = game
    post(pygame.KEYDOWN, key=opener, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=opener, mod=0, unicode="", scancode=0)
    run(app, 3)
    app.clock.t += 1.0
    assert len(app.stack) == 2
    _esc(app)
    _esc(app)
    run(app, 3)
    assert _names(app) == ["MenuScene"]


def test_esc_esc_on_how_to_play_over_the_menu_still_asks_to_quit(game):
    app = game
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    run(app, 3)
    app.clock.t += 1.0
    _esc(app)
    _esc(app)
    run(app, 3)
    assert _names(app) == ["MenuScene", "ConfirmScene"]


def test_esc_esc_on_the_loss_card_goes_to_the_menu_and_no_further(game):
    from quiver.scenes.result import ResultScene

    app = game
    click(app, app.top.widget_center("play"))
    run_until(app, lambda: hasattr(app.top, "board"), 400, dt=1 / 20, what="the level")
    play = app.top
    blocked = [i for i in range(len(play.board.arrows)) if i not in set(play.board.free_arrows())]
    for _ in range(20):  # bounce a blocked arrow until the hearts are gone
        if isinstance(app.top, ResultScene):
            break
        play.fire(blocked[0])
        run(app, 30, dt=1 / 20)
    assert isinstance(app.top, ResultScene) and not app.top.won
    app.clock.t += 2.0
    _esc(app)
    _esc(app)
    run(app, 3)
    assert _names(app) == ["MenuScene"]
