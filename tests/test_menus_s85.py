"""s85, the menus and cards at every window size and through a resize (a stranger's
round): Settings kept its scroll through a resize from large to small ..."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402


def _top_row(card) -> str:
    """The first row whose top shows in the card's list."""
    return next(k for k, r in card.rows.items() if r.y >= card.plan.view.y)


@pytest.mark.parametrize("size", [(640, 480), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings_keeps_its_place_through_a_resize(monkeypatch, tmp_path, size):
    """Scrolled down to the Leaderboard rows, the window made 2560x1440 (every row shown,
    nothing scrolls) and back: the list was at its top again, Colour-blind palette first."""
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        card = SettingsScene(app.ports)
        app.push(card)
        card.scroll_to("leaderboard_name")
        run(app, 2)
        before = _top_row(card)
        assert before != "colorblind"
        for step in [(2560, 1440), (480, 360), (2560, 1440), size]:
            app._resize(step)
            run(app, 1)
        assert _top_row(card) == before
        assert card.rows["leaderboard_name"].bottom <= card.plan.view.bottom
