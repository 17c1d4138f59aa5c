"""s348: the Custom panel's wheel scrolls the shape picker where the pointer is over it
(menu_input). The pointer's place was the one its last move told the menu; a move over a
toast, which takes the motion (no hover through it), told it nothing: moved from off the
picker onto a toast over it, the wheel scrolled nothing (s346 found the same on a 2D board).
The menu hears of it as a board does (Scene.pointer_under_toast)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _move(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    run(app, 2)


def _notch(app, dy: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
    run(app, 2)


def _toast_over(app, menu, spot: pygame.Rect) -> pygame.Rect:
    """A toast shown at `spot` (a place of the menu's), and the card it drew."""
    menu.toast_slots = lambda: [spot]
    menu.toast_queue_places = menu.toast_lent = menu.toast_controls = lambda: []
    app.feedback.toast("A toast over the shapes for a while")
    run(app, 3)
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    (card,) = [r.inflate(-20, -20) for r in layer._cards]
    return card


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wheel_over_a_toast_over_the_picker_scrolls_it(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        menu = app.top
        menu.open_custom()
        run(app, 2)
        grid = menu.grid.rect
        assert menu.grid.max_scroll > 0, "the picker scrolls here"
        card = _toast_over(app, menu, grid.inflate(-grid.w // 2, -grid.h // 2))
        at = card.center
        assert grid.collidepoint(at) and app.toasts.takes(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        ), "the toast lies on the picker and takes the pointer's hover"
        off = (grid.x // 2, grid.bottom - 4)  # (left of the picker, on no widget's wheel)
        assert not grid.collidepoint(off)
        _move(app, off)
        _move(app, at)  # (over the toast: the menu hears of it all the same)
        _notch(app, -1)
        assert menu.grid.scroll > 0, "the wheel over the toast on the picker scrolled it"
        assert menu.grid.hover < 0  # (the toast hides the card under it: none hovered)
        _move(app, off)
        _notch(app, 1)
        assert menu.grid.scroll > 0, "off the picker, the wheel leaves it"


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wheel_over_a_toast_over_a_volume_slider_moves_it(monkeypatch, tmp_path, size):
    """Settings' wheel (settings_wheel, s323) kept its pointer the same way: moved from the
    card onto a toast over the volume slider, a notch scrolled the card instead."""
    from quiver.scenes.settings_wheel import WHEEL_HOLD

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        post(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o", scancode=0)
        run(app, 3)
        card = app.top
        assert type(card).__name__ == "SettingsScene"
        slider = card.volume.rect
        toast = _toast_over(app, card, slider.inflate(120, 80))
        assert toast.colliderect(slider)
        at = toast.clip(slider).center
        assert app.toasts.takes(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        off = (card.plan.view.x + 8, card.plan.view.y + 8)  # (in the card, on no slider)
        assert not (slider.collidepoint(off) or card.music.rect.collidepoint(off))
        _move(app, off)
        _move(app, at)
        app.clock.t += 2 * WHEEL_HOLD
        value = card.volume.value
        _notch(app, -1)
        assert card.volume.value == value - card.volume.page(), "the wheel over the toast on it left it"
