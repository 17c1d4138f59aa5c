"""s323: a right click on a menu or a card is Esc, as on the desktop's (back: a card closed,
a question's Stay, Pause's Resume, the Custom panel left); the home menu, with no back,
leaves it alone, and so do the boards (a right drag pans a 2D board). A middle click does
nothing on these pages (it focused a Settings field, as a left click does)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, at_win_card, post, run

from quiver.input_back import RightBack

CENTRE, BESIDE = (400, 300), (12, 300)


def _key(app, k: int, ch: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0)
    run(app, 3)


def _click(app, button: int, pos=CENTRE) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    run(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    run(app, 3)


@pytest.fixture
def game(monkeypatch, tmp_path):
    """The game at its menu at 800x600, no window."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        yield make()


def _open(app, how: str):
    """The page `how` opens from the home menu: by its key, or the menu's own opener."""
    menu = app.top
    if how == "seed":
        menu.open_custom()
        run(app, 2)
        menu.enter_seed()
    else:
        keys = {"legend": pygame.K_F1, "settings": pygame.K_o, "daily": pygame.K_d, "levels": pygame.K_l}
        _key(app, keys[how])
    run(app, 3)
    assert app.top is not menu, how
    return menu, app.top


@pytest.mark.parametrize("how", ["legend", "settings", "daily", "levels", "seed"])
@pytest.mark.parametrize("where", [CENTRE, BESIDE])
def test_a_right_click_on_a_page_goes_back_as_esc_does_and_a_middle_one_does_nothing(game, how, where):
    app = game
    menu, page = _open(app, how)
    _click(app, 2, where)
    assert app.top is page, f"a middle click closed {how}"
    _click(app, 3, where)
    assert app.top is menu, f"a right click left {type(app.top).__name__} up"
    assert app.running


def test_a_middle_click_on_a_settings_field_leaves_the_focus_where_it_was(game):
    app = game
    _menu, page = _open(app, "settings")
    focus = page.focus
    field = next(k for k in page.order if type(page.widgets.get(k)).__name__ == "TextBox")
    page.scroll_to(field)
    _click(app, 2, page.widget_center(field))
    assert page.focus == focus and app.top is page


def test_the_home_menu_leaves_a_right_click_alone_and_the_custom_panel_goes_back(game):
    from quiver.scenes.confirm import ConfirmScene

    app = game
    menu = app.top
    _click(app, 3)
    _click(app, 2)
    assert app.top is menu and not menu.custom, "a right click on the home menu did something"
    menu.open_custom()
    run(app, 2)
    assert menu.custom
    _click(app, 3, BESIDE)
    assert app.top is menu and not menu.custom, "a right click on Custom did not go home"
    _key(app, pygame.K_ESCAPE, "\x1b")  # Quit? (Stay ringed)
    card = app.top
    assert isinstance(card, ConfirmScene)
    _click(app, 3, card.yes.rect.center)  # on Quit itself: still Esc, so Stay
    assert app.top is menu and app.running


def test_a_right_press_whose_page_closed_before_its_release_goes_back_from_nothing(game):
    app = game
    menu, _page = _open(app, "settings")
    post(pygame.MOUSEBUTTONDOWN, pos=CENTRE, button=3)
    run(app)
    _key(app, pygame.K_ESCAPE, "\x1b")
    assert app.top is menu and menu.custom is False
    post(pygame.MOUSEBUTTONUP, pos=CENTRE, button=3)
    run(app, 3)
    assert app.top is menu and menu.custom is False and app.running


def test_on_a_board_the_right_button_is_the_boards_and_on_its_pause_card_it_resumes(game):
    from quiver.game.code import complete
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.play import PlayScene

    app = game
    app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
    run(app, 10)
    play = app.top
    assert isinstance(play, PlayScene)
    _click(app, 3)
    assert app.top is play, "a right click on the board opened a card"
    _key(app, pygame.K_ESCAPE, "\x1b")
    card = app.top
    assert isinstance(card, PauseScene)
    restart = next(b for b in card.buttons if b.label.startswith("Restart"))
    _click(app, 3, restart.rect.center)  # on Restart: Esc's Resume, never Restart
    assert app.top is play and play.session.moves == 0


def test_on_the_win_card_a_right_click_goes_to_the_menu_as_esc(monkeypatch, tmp_path):
    from quiver.scenes.menu import MenuScene

    with at_win_card(monkeypatch, tmp_path) as app:
        _click(app, 3)
        assert isinstance(app.top, MenuScene)


def test_right_back_passes_what_is_not_a_pages_right_or_middle_button():
    class Page:
        right_back = True

        def back_by_right_click(self) -> bool:
            return True

    class Board:
        right_back = False

    backs, page = RightBack(), Page()
    left = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)
    wheel = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=4)
    assert backs.events(left, page) == [left] and backs.events(wheel, page) == [wheel]
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=3)
    assert backs.events(right, Board()) == [right]
    assert backs.events(right, page) == []
    (esc,) = backs.events(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1, 1), button=3), page)
    assert esc.type == pygame.KEYDOWN and esc.key == pygame.K_ESCAPE
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1, 1), button=3)
    assert backs.events(up, page) == []  # (no press before it)


def test_a_right_click_on_the_building_card_cancels_the_build_as_esc(game):
    from test_s307_help_cards import _building

    from quiver.engine.modes import Mode
    from quiver.scenes.menu import MenuScene

    app = game
    loading, _job = _building(app, Mode.TWO_D)
    assert app.top is loading
    _click(app, 2)
    assert app.top is loading
    _click(app, 3)
    assert isinstance(app.top, MenuScene) and app.running
