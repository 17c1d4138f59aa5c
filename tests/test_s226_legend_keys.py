"""s226: How to play at 800x600 scrolls (its words do not fit), and a stranger held Down
to read on: the ring moved to Close and the words never moved (only PgDn, Home / End
and the wheel scrolled them). Where the body scrolls, Up and Down scroll it, held too;
where all of it shows, they still move the ring between the buttons."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, ringed, run, run_until


def _hold(app, monkeypatch, key, frames: int, until=None, then: int = 0) -> None:
    """`key` held for `frames` frames (the game's own key repeat), then let go; with
    `until`, held till it holds (within `frames`, else the test fails) and `then` frames
    on (a 2 s hold drew 120 frames of the card, most of them at the end: 0.6 s of CPU)."""
    import quiver.window as win

    held = {key}
    monkeypatch.setattr(win, "key_held", lambda k: k in held)
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    if until is None:
        run(app, frames)
    else:
        run_until(app, until, frames, what=f"{pygame.key.name(key)} held")
        run(app, then)
    held.clear()
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run(app, 2)


@pytest.fixture
def legend(monkeypatch, tmp_path):
    """Yields `go(size)`: the game at that size, How to play opened from the menu (F1)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:

        def go(size):
            app = make(size=size)
            post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
            run(app, 3)
            assert type(app.top).__name__ == "LegendScene"
            return app, app.top

        yield go


@pytest.mark.parametrize("size", [(480, 360), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_held_down_reads_on_where_the_body_scrolls_and_up_comes_back(legend, monkeypatch, size):
    app, card = legend(size)
    assert card.max_scroll > 0, "the body scrolls here"
    focus = card.focus
    # (held on past the end for the key's delay and a dozen repeats: the ring stays put)
    _hold(app, monkeypatch, pygame.K_DOWN, 120, until=lambda: card.scroll == card.max_scroll, then=45)
    assert card.scroll == card.max_scroll, "a held Down scrolled to the end"
    assert card.focus == focus, "the ring stayed where it was"
    _hold(app, monkeypatch, pygame.K_UP, 1)
    assert 0 < card.scroll < card.max_scroll, "one Up: a step back"
    _hold(app, monkeypatch, pygame.K_UP, 120, until=lambda: card.scroll == 0)
    assert card.scroll == 0


def test_where_all_of_it_shows_up_and_down_move_the_ring(legend, monkeypatch):
    app, card = legend((1920, 1080))
    assert card.max_scroll == 0
    _hold(app, monkeypatch, pygame.K_UP, 2)
    assert ringed(card, card.lesson_btn)
    _hold(app, monkeypatch, pygame.K_DOWN, 2)
    assert ringed(card, card.close_btn)
