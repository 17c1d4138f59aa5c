"""Settings' on-screen keys keep the typed field's whole row clear (its name, the field and
the line under it) where the window has the room, else the field alone: at 480x360, with
the server's row at the top of the list, the keys came up under the field and hid
"Shared daily results. Empty: off, nothing is sent" (s159)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")


EDGE = 6  # px the keys keep from the window's edge (onscreen_keys.EDGE)


def keys_up(app, field: str, at_top: bool):
    """Settings with `field`'s keys up after a pad's A on it; `at_top`: its row scrolled to
    the top of the list first (the keys then go below it)."""
    from quiver.scenes.settings import SettingsScene

    app.to_menu()
    card = SettingsScene(app.ports)
    app.push(card)
    card.focus = card.order.index(field)
    if at_top:
        card.scroll_by(card.rows[field].y - card.plan.view.y)
    card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", pad=True))
    card.full_redraw = True
    card.draw(pygame.Surface(app.size))  # (drawn: the keys placed again as the card draws)
    assert card.pad_keys is not None and card.pad_keys.shown
    return card


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600), (1280, 800)], ids=str)
def test_the_keys_keep_the_fields_whole_row_clear(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        for field in ("leaderboard_server", "leaderboard_name"):
            for at_top in (False, True):
                card = keys_up(app, field, at_top)
                keys, row = card.pad_keys.rect, card.rows[field]
                assert not keys.colliderect(row), (field, at_top, keys, row)
                # centred on the field still (not on the row), unless the window's edge stops them
                field_x = card.text_boxes[field].rect.centerx
                assert keys.centerx == field_x or EDGE in (keys.left, size[0] - keys.right), (field, keys)
                app.pop()


def test_the_keys_fall_back_to_the_field_alone_where_the_row_leaves_no_room():
    from quiver.render2d.widgets import TextBox
    from quiver.scenes.onscreen_keys import OnScreenKeys

    pygame.font.init()
    box = TextBox((100, 150, 200, 32))
    row = pygame.Rect(0, 20, 480, 320)  # a row as tall as nearly the whole window
    keys = OnScreenKeys("address", box, lambda: None, lambda: None, around=lambda: [row])
    assert keys.place((480, 360), 0.6, keys.around())
    assert not keys.rect.colliderect(box.rect) and keys.rect.colliderect(row)
    keys.open()
    keys.redraw(pygame.Surface((480, 360)), 0.6)  # placed so again as drawn, not put away
    assert keys.shown and not keys.rect.colliderect(box.rect)
