"""s362: "Size of menus" set to 125% at 1366x768 seemed to do nothing: the Settings card in
front of the player already filled the window (its rows capped there), and only the menu
behind it grew. The line under the choice now says what the window made of it; and 200%
at 1280x720 no longer shrinks the card to a scrolling list at 60% (smaller than Auto's).
s374: a bigger choice now draws the card (and the menu) bigger and scrolls it where the
window cannot hold it whole, and the line says so."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.scenes.settings_layout import card_plan  # noqa: E402
from quiver.scenes.settings_scale_note import scale_note  # noqa: E402


def _st(choice: str) -> SimpleNamespace:
    return SimpleNamespace(ui_scale=choice)


def test_a_bigger_choice_the_window_cannot_show_whole_is_said_so():
    said = scale_note((1366, 768), _st("1.25"))
    assert said is not None and "125%" in said and "scroll" in said
    assert scale_note((1366, 768), _st("auto")) is None
    assert scale_note((1366, 768), _st("0.75")) is None  # (the card does shrink: seen)
    assert scale_note((1366, 768), _st("1")) is None


def test_a_choice_the_window_holds_whole_says_nothing_and_a_floored_one_its_size():
    for choice in ("1.5", "2"):  # (s362: "the menu at 138%" for both; s374: they scroll)
        said = scale_note((1280, 720), _st(choice))
        assert said is not None and "scroll" in said, said
    # at 480x360 nothing can be smaller
    assert "shown at 100%" in (scale_note((480, 360), _st("0.75")) or "")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("choice", ["1.25", "1.5", "2"])
def test_a_bigger_choice_draws_the_card_bigger_than_auto(size, choice):
    auto, chosen = card_plan(size, _st("auto")), card_plan(size, _st(choice))
    assert chosen.scale > auto.scale, (chosen.scale, auto.scale)  # (s374: it stood at Auto's)


def _row_words(monkeypatch, scene) -> list[str]:
    from quiver.scenes import settings_draw

    seen: list[str] = []
    real = settings_draw.text

    def spy(surface, words, *a, **kw):
        seen.append(words)
        return real(surface, words, *a, **kw)

    monkeypatch.setattr(settings_draw, "text", spy)
    surf = pygame.Surface(scene.size, pygame.SRCALPHA)
    scene.full_redraw = True
    scene.draw(surf)
    monkeypatch.setattr(settings_draw, "text", real)
    return seen


def test_the_card_says_it_at_once_by_mouse_and_by_keys(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(1366, 768))
        card = SettingsScene(app.ports)
        app.push(card)
        run(app, 2)
        assert not [w for w in _row_words(monkeypatch, card) if "scroll" in w]
        pos = card.widget_center("ui_scale:1.25")  # the mouse
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            card.handle_event(pygame.event.Event(kind, pos=pos, button=1))
        run(app, 2)
        assert app.midend.settings.ui_scale == "1.25"
        said = "125%: menus and pages scroll here (wheel, drag, Home / End)"
        assert said in _row_words(monkeypatch, card)
        card.focus = card.order.index("ui_scale")  # the keys: Right to 150%
        card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        run(app, 2)
        assert app.midend.settings.ui_scale == "1.5"
        words = _row_words(monkeypatch, card)
        assert [w for w in words if w.startswith("150%: menus and pages scroll here")], words
