"""Round s112: the menus in small windows. Custom at 480x360 named no theme over its
shapes (its view was too short for a header and a row of cards, so the headers went):
now a compact header names each theme over cards made a little shorter."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


def _key(app, k, n: int = 1) -> None:
    for _ in range(n):
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
        run(app)


def _drawn(monkeypatch, menu) -> list[tuple[str, int, pygame.Rect]]:
    """Each text the menu draws: the string, its size and where."""
    from quiver.render2d import theme

    out = []
    plain = theme.text

    def text(surface, s, size, *a, **k):
        r = plain(surface, s, size, *a, **k)
        out.append((s, size, pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "text", text)
    menu.full_redraw = True
    menu.draw(pygame.Surface(menu.size))
    monkeypatch.setattr(theme, "text", plain)
    return out


@pytest.mark.parametrize("size", [(480, 360), (520, 380), (560, 400)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_themes_are_named_over_their_cards_in_a_small_window(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        menu = app.top
        _key(app, pygame.K_c)
        grid = menu.grid
        for step in range(12):  # on through the themes, a card at a time
            group = grid.theme_of(grid.value)
            drawn = [(z, r) for s, z, r in _drawn(monkeypatch, menu) if s.startswith(group.title() + "  ·")]
            card = grid.cards[grid.index]
            assert grid.view.contains(card)  # the picked card whole, its theme named over it:
            over = [(z, r) for z, r in drawn if 0 <= card.y - r.bottom < r.h]
            assert over, f"{grid.value}: no header names {group!r} over it"
            cards = [c for c in grid.cards if c.colliderect(grid.view)]
            for z, r in over:
                assert z >= 11 and grid.view.contains(r)
                assert r.collidelist(cards) < 0  # over the cards, not on them
            menu.focus = menu.focus_order.index(grid)
            _key(app, pygame.K_RIGHT, 3 if step % 2 else 5)
