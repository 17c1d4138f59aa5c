"""s366: keys typed in a text field say nothing of how the player plays. After s363 only
Tab, Enter, Space and the arrow keys made the words the keyboard's, but Enter and the arrow
keys typed in the seed box, the Settings name field or the shape search still did: a mouse
player who typed a seed and pressed Enter was told "Tab lights each head" after. The
screen on top now says whether a field of it has the focus (`typing_here`), and there no
key changes the words; on menus and boards Tab, Enter and the arrows still do."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.input_heard import in_a_field
from quiver.input_pad import PadKeys, by_input, keys_last, no_press_yet

CLICK = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)


def key(k: int, mod: int = 0, **kw) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, **kw)


def words() -> str:
    return by_input("pad", "keys", "mouse")


@pytest.fixture
def pad():
    pygame.init()
    no_press_yet()
    yield PadKeys()
    no_press_yet()


FIELD_KEYS = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_TAB]


@pytest.mark.parametrize("k", FIELD_KEYS, ids=pygame.key.name)
def test_a_key_in_a_field_keeps_the_mouse_words(pad, k):
    pad.keys([CLICK])
    pad.keys([key(k)], in_field=True)
    assert words() == "mouse" and not keys_last()
    pad.keys([key(k)])  # the same key off the field (a menu, a board): the keyboard's
    assert words() == "keys"


def test_a_pads_press_then_a_key_in_a_field_is_the_keyboards(pad):
    """After a pad's press a keyboard key is the keyboard's, field or not (the chips name
    its keys again, and the on-screen keys go): as before s366."""
    pad.keys([key(pygame.K_RETURN, pad=True)])
    assert words() == "pad"
    pad.keys([key(pygame.K_LEFT)], in_field=True)
    assert words() == "keys"


def test_in_a_field_asks_the_screen_on_top():
    class Field:
        def __init__(self, on):
            self.on = on

        def typing_here(self):
            return self.on

    assert in_a_field(Field(True)) and not in_a_field(Field(False))
    assert not in_a_field(None) and not in_a_field(object())  # (no screen, none with fields)


def _enter_key(k: int = pygame.K_RETURN) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="\r" if k == pygame.K_RETURN else "", scancode=0)


@pytest.fixture
def app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        no_press_yet()
        yield app
        no_press_yet()


def test_a_seed_typed_and_entered_keeps_the_mouse_words(app, monkeypatch):
    app.top.enter_seed()  # (as a click on Enter seed opens it)
    run(app, 2)
    card = app.top
    assert card.typing_here()
    opened = []
    monkeypatch.setattr(card.journeys, "open", lambda request: opened.append(request.code.seed))
    post(pygame.TEXTINPUT, text="7")
    run(app)
    for k in (pygame.K_LEFT, pygame.K_RIGHT):
        _enter_key(k)
        run(app)
    assert words() == "mouse"
    _enter_key()
    run(app)
    assert opened == [7] and words() == "mouse"


def test_tab_off_the_seed_box_then_enter_on_play_is_the_keyboards(app, monkeypatch):
    app.top.enter_seed()
    run(app, 2)
    card = app.top
    monkeypatch.setattr(card.journeys, "open", lambda request: None)
    post(pygame.TEXTINPUT, text="7")
    _enter_key(pygame.K_TAB)  # (in the field: the focus goes to Play)
    run(app)
    assert not card.typing_here() and words() == "mouse"
    _enter_key()  # Enter on Play: a key that plays
    run(app)
    assert words() == "keys"


def test_the_settings_name_field_keeps_the_mouse_words(app):
    from quiver.scenes.settings import SettingsScene

    card = SettingsScene(app.ports)
    app.push(card)
    run(app, 2)
    card.focus = card.order.index("leaderboard_name")  # (as a click in the field)
    post(pygame.TEXTINPUT, text="a")
    run(app)
    for k in (pygame.K_LEFT, pygame.K_RETURN):
        _enter_key(k)
        run(app)
    assert words() == "mouse"
    assert not card.typing_here()  # (Enter: on to the next row, a switch)
    _enter_key(pygame.K_DOWN)
    run(app)
    assert words() == "keys"  # (an arrow key on the card's rows: the keyboard's)


def test_the_shape_search_keeps_the_mouse_words_and_the_menu_keys_do_not(app):
    menu = app.top
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0)
    run(app)
    assert menu.grid.typing and menu.typing_here()
    post(pygame.TEXTINPUT, text="d")
    run(app)
    for k in (pygame.K_LEFT, pygame.K_RETURN):
        _enter_key(k)
        run(app)
    assert words() == "mouse" and not menu.typing_here()
    _enter_key(pygame.K_TAB)  # Tab on the menu: the keyboard's
    run(app)
    assert words() == "keys"
