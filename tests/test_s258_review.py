"""s258: a review of the day's work (s244..s254): what it found wrong, pinned."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s249_daily_tabs import TODAY, key, make, opened  # noqa: E402, F401  (make: a fixture)


def test_the_daily_tabs_today_card_is_the_shown_modes_puzzle(make):
    """The today card's shape, counts and thumbnail come from code(), cached by the day
    alone: after a tab the 3D card named the 2D crown and drew its picture."""
    from quiver.game.daily import daily_code

    scene = opened(make((1280, 800)))
    assert scene.code() == daily_code(TODAY, "2d")
    for k, mode in ((pygame.K_2, "3d"), (pygame.K_3, "flat"), (pygame.K_1, "2d")):
        key(scene, k)
        assert scene.mode == mode and scene.code() == daily_code(TODAY, mode)
