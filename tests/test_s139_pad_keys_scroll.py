"""Settings' on-screen keys and its scrolling list (stranger pass s139): at 480x360 a pad
player with the name field's keys up turned the mouse wheel; the list scrolled the field
away under the footer and out of the window, and the keys followed it down past the
window's bottom edge, over Done, typing into a field no one could see. The wheel is the
mouse taking over, as a click outside the keys is: it puts them away (the text kept) and
scrolls. A on the field then scrolls it back into view before its keys come up."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import DPAD, A, button, focus_with_x, type_on_keys

pygame = pytest.importorskip("pygame")


def name_keys_at(app):
    """Settings opened by the pad, the name field's keys up (A on it)."""
    menu = app.top
    focus_with_x(app, menu, menu.settings_btn)
    button(app, A)
    card = app.top
    for _ in range(len(card.order)):
        if card.order[card.focus] == "leaderboard_name":
            break
        button(app, DPAD[(0, 1)])
    button(app, A)
    assert card.pad_keys is not None and card.pad_keys.shown
    return card


def wheel_up(app, clicks: int = 3) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=clicks, flipped=False, precise_x=0.0, precise_y=float(clicks))
    run(app, 2, dt=0.2)


def drawn(app) -> None:
    surface = pygame.Surface(app.size)
    for scene in app.visible():
        scene.full_redraw = True
        scene.draw(surface)


def test_the_wheel_puts_the_keys_away_and_scrolls_the_list(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = name_keys_at(app)
        keys = card.pad_keys
        type_on_keys(app, keys, "Jo")
        scroll = card.scroll
        for _ in range(3):
            wheel_up(app)
            drawn(app)
            window = pygame.Rect((0, 0), app.size)
            assert not keys.shown or window.contains(keys.rect), keys.rect  # (were at y 331-502)
        assert not keys.shown and card.scroll < scroll  # put away; the list scrolled
        assert keys.box.text == "Jo"  # (kept)


def test_a_on_a_field_scrolled_away_brings_it_back_with_its_keys(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = name_keys_at(app)
        for _ in range(3):
            wheel_up(app)
        assert not card.plan.view.contains(card.rows["leaderboard_name"])  # scrolled out of sight
        button(app, A)  # A on the field (still the focus): its keys
        drawn(app)
        keys = card.pad_keys
        assert keys.shown and card.plan.view.contains(card.rows["leaderboard_name"])
        assert pygame.Rect((0, 0), app.size).contains(keys.rect)
        assert not keys.rect.colliderect(keys.box.rect)
