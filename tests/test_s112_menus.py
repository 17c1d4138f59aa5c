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


def test_a_slider_press_moves_one_and_a_held_key_speeds_up():
    from quiver.render2d.widgets import Slider

    s = Slider(119, 208, 150)
    assert s.key(pygame.K_RIGHT) and s.value == 151  # a press: one
    assert s.key(pygame.K_LEFT) and s.value == 150
    s._set(119)
    moves = []
    for n in range(30):  # Right held: its press, then its repeats
        before = s.value
        s.key(pygame.K_RIGHT, repeat=n > 0)
        moves.append(s.value - before)
    assert moves[:12] == [1] * 12  # the first half second: one at a time (a fine adjustment)
    assert moves == sorted(moves) and max(moves) == (208 - 119) // 20  # then up to a PgUp's step
    s.key(pygame.K_LEFT)  # a new press: one again
    assert s.value == 119 + sum(moves) - 1


def _hold(app, key, repeats: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    run(app)
    for _ in range(repeats):
        post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, repeat=True)
        run(app)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run(app)


def test_holding_right_on_customs_arrows_crosses_size_l_in_two_seconds(monkeypatch, tmp_path):
    """Size L's arrows, 119 to 208 for a rect: 89 presses, or 3.9 s held at one a
    repeat (0.35 s, then 25 a second); now under 2 s (40 repeats), and a press is one."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        menu = app.top
        _key(app, pygame.K_c)
        menu.size_seg.set(2)  # L
        slider = menu.slider
        menu.focus = menu.focus_order.index(slider)
        slider._set(slider.lo)
        _key(app, pygame.K_RIGHT)
        assert slider.value == slider.lo + 1
        _hold(app, pygame.K_RIGHT, 40)
        assert (slider.lo, slider.hi) == (119, 208) and slider.value == slider.hi, slider.value
        _key(app, pygame.K_LEFT)
        assert slider.value == slider.hi - 1
