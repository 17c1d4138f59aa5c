"""s258: a review of the day's work (s244..s254): what it found wrong, pinned."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s249_daily_tabs import TODAY, key, opened  # noqa: E402


def test_the_daily_tabs_today_card_is_the_shown_modes_puzzle(monkeypatch, tmp_path):
    """The today card's shape, counts and thumbnail come from code(), cached by the day
    alone: after a tab the 3D card named the 2D crown and drew its picture."""
    from app_helpers import menu_maker

    from quiver.game.daily import daily_code

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as make:
        scene = opened(make((1280, 800)))
        assert scene.code() == daily_code(TODAY, "2d")  # (drawn first on the 2D tab: cached)
        for k, mode in ((pygame.K_2, "3d"), (pygame.K_3, "flat"), (pygame.K_1, "2d")):
            key(scene, k)
            assert scene.mode == mode and scene.code() == daily_code(TODAY, mode)


def test_a_toast_faded_to_nothing_stays_unseen_as_it_moves():
    """toast_glide took a card's alpha 0 (the last frame of its fade) for none set, 255:
    a toast that moved as it went flashed whole where it went and where it left."""
    from types import SimpleNamespace

    from quiver.game.journey import ToastKind
    from quiver.scenes.toast_glide import crossing, ghost
    from quiver.scenes.toast_note import Toast

    now = [10.0]
    layer = SimpleNamespace(clock=lambda: now[0], size=(640, 480), top_scene=None, _left=[])
    t = Toast("Saved", ToastKind.INFO, 4.0, 0.0)
    card = pygame.Surface((120, 40), pygame.SRCALPHA)
    card.set_alpha(0)
    crossing(layer, t, card, pygame.Rect(10, 10, 120, 40), pygame.Rect(10, 10, 120, 40))
    now[0] += 1 / 60
    moved = card.copy()
    moved.set_alpha(0)
    crossing(
        layer, t, moved, pygame.Rect(300, 300, 120, 40), pygame.Rect(300, 300, 120, 40)
    )  # (moved: a cross-fade)
    now[0] += 1 / 60
    again = card.copy()
    again.set_alpha(0)
    crossing(
        layer, t, again, pygame.Rect(300, 300, 120, 40), pygame.Rect(300, 300, 120, 40)
    )  # (its next frame, half way in)
    assert t.left is not None and again.get_alpha() == 0
    ghost(layer, t, pygame.Surface((640, 480), pygame.SRCALPHA), [])
    assert t.left[0].get_alpha() == 0
