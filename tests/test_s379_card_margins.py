"""s379 (s376's mouse pass, 131.png): at 1024x600 the win card spanned the window's width
over the top bar, a sheet with its words in the middle (s252's rule where a card fits
between the bars only without a toast's room under it). Where a toast has room either side
of the card (toast_cards.NARROWEST), it stands as a card with margins, clear of both bars;
800x600 (no such room) keeps the sheet."""

import pytest
from app_helpers import app_maker, run
from test_s252_card_clear_of_hud import peeking, won

from quiver.scenes.toast_cards import NARROWEST


@pytest.mark.parametrize("size", [(1024, 600), (1100, 600)])
def test_a_wide_short_windows_win_card_is_a_card_clear_of_the_bars(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = won(make, "2d", size)
        card, hud = app.top.panel, app.top.play.hud
        w, h = size
        assert card.x >= NARROWEST and w - card.right >= NARROWEST, card  # (not a sheet)
        assert card.top >= hud.top_h and card.bottom <= h - hud.bottom_h, card
        assert not peeking(app)
        assert app.top.scale >= 0.75  # (no smaller print for it: LEGIBLE)
        slots = [s for s in app.top.toast_slots() if s.w >= NARROWEST and s.h > 100]
        assert slots and not any(s.colliderect(card) for s in slots)


def test_800x600_keeps_the_sheet(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = won(make, "2d", (800, 600))
        run(app, 1)
        card = app.top.panel
        assert card.w >= 800 - 16 and not peeking(app)
