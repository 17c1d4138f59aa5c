"""Text fields select as a desktop's do (s142): the "Your picture" card opened with the
last picture's path, and a new path typed went on its end; Ctrl+A selected nothing.
Now Ctrl+A selects the whole text, a remembered text opens selected, and typing, a
paste or Backspace replaces it; arrows drop it; the selection is drawn."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import menu_maker, scene_key

from quiver.render2d import widgets
from quiver.render2d.caret import EditLine
from quiver.render2d.widgets import TextBox

CTRL = pygame.KMOD_CTRL


def _key(box: TextBox, k: int, mod: int = 0) -> bool:
    return box.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def _type(box: TextBox, text: str) -> None:
    box.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_ctrl_a_selects_the_text_and_typing_replaces_it():
    box = TextBox(text="/tmp/old.png")
    assert _key(box, pygame.K_a, CTRL) and box.line.selected() == "/tmp/old.png"
    _type(box, "~/new.png")
    assert box.text == "~/new.png" and box.line.caret == 9 and box.line.selection() is None


@pytest.mark.parametrize("k", [pygame.K_BACKSPACE, pygame.K_DELETE])
def test_backspace_or_delete_takes_the_selection(k):
    box = TextBox(text="Player 1a2b")
    box.select_all()
    _key(box, k)
    assert box.text == "" and box.line.caret == 0


def test_arrows_home_and_end_drop_the_selection_and_move_the_caret():
    line = EditLine("quiver")
    for k, caret in ((pygame.K_LEFT, 0), (pygame.K_RIGHT, 6), (pygame.K_HOME, 0), (pygame.K_END, 6)):
        line.select_all()
        assert line.key(k) and line.selection() is None and line.caret == caret
    line.insert("!")  # typed at the caret, nothing replaced
    assert line.text == "quiver!"


def test_shift_arrows_extend_the_selection():
    box = TextBox(text="quiver")
    _key(box, pygame.K_LEFT, pygame.KMOD_SHIFT)
    _key(box, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert box.line.selected() == "er"
    _key(box, pygame.K_HOME, pygame.KMOD_SHIFT)
    assert box.line.selected() == "quiver"
    _type(box, "Q")
    assert box.text == "Q"


def test_a_paste_replaces_the_selection_and_the_fields_rules_still_hold(monkeypatch):
    monkeypatch.setattr(widgets, "clipboard_text", lambda: "42")
    box = TextBox(text="7", allowed="0123456789", max_len=3)
    box.select_all()
    _key(box, pygame.K_v, CTRL)
    assert box.text == "42"
    box.select_all()
    _type(box, "z")  # not taken: the selection stays for the next key
    assert box.text == "42" and box.line.selected() == "42"
    _type(box, "9876")  # the whole room freed by the selection, no more
    assert box.text == "987"


def test_a_click_places_the_caret_and_drops_the_selection():
    box = TextBox(rect=(0, 0, 400, 60), text="quiver")
    box.select_all()
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(13, 30), button=1))
    assert box.line.selection() is None and box.line.caret == 0


def _selected_columns(box: TextBox) -> list[int]:
    surf = pygame.Surface((box.rect.right + 20, box.rect.bottom + 20))
    box.draw(surf)
    y = box.rect.centery - max(20, box.rect.h // 2) * 3 // 5 + 2  # the band's top, over the letters
    return [x for x in range(surf.get_width()) if tuple(surf.get_at((x, y)))[:3] == widgets.SELECTED]


@pytest.mark.parametrize("size", [(480, 360), (1920, 1080)])
def test_the_picture_card_opens_with_the_last_path_selected_and_drawn_so(monkeypatch, tmp_path, size):
    from quiver.scenes.picture import PictureScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make(size)
        app.midend.settings.last_picture = "/tmp/holiday/cat.png"
        card = PictureScene(app.ports)
        app.push(card)
        box = card.box
        band = _selected_columns(box)
        font = box._font()
        assert len(band) >= font.size("/tmp/holiday/cat.png")[0] - 2  # the whole path on blue
        assert band[0] >= box.rect.x  # (inside the field)
        card.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="~"))
        assert box.text == "~" and not _selected_columns(box)


def test_the_pads_on_screen_keys_type_over_the_selection(monkeypatch, tmp_path):
    from quiver.scenes.picture import PictureScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((640, 480))
        app.midend.settings.last_picture = "/tmp/cat.png"
        card = PictureScene(app.ports)
        app.push(card)
        card.pad_keys._act("type", "d")
        assert card.box.text == "d"


def test_tab_into_a_settings_field_selects_its_text_and_ctrl_a_works_there(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((640, 480))
        app.midend.settings.leaderboard_name = "Player 1a2b"
        card = SettingsScene(app.ports)
        app.push(card)
        name = card.order.index("leaderboard_name")
        card.focus = name - 1
        scene_key(card, pygame.K_TAB)
        box = card.text_boxes["leaderboard_name"]
        assert card.focus == name and box.line.selected() == "Player 1a2b"
        card.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
        assert box.text == "Ann"
        scene_key(card, pygame.K_a, CTRL)
        scene_key(card, pygame.K_BACKSPACE)
        assert box.text == ""
