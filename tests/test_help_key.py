"""How to play's `?` is recognised by the character typed, not only by the US key
position (a tester's layout types "?" with another key, e.g. Shift and the + key)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

# "?" on a Nordic layout: Shift and the key that types + (which zooms in 2D and 3D)
NORDIC = {"key": pygame.K_PLUS, "mod": pygame.KMOD_SHIFT, "unicode": "?", "scancode": 0}


def keydown(**kw):
    return pygame.event.Event(pygame.KEYDOWN, **{"mod": 0, "unicode": "", "scancode": 0, **kw})


def test_a_typed_question_mark_opens_how_to_play_on_the_menu_and_in_play():
    from quiver.input import help_key, key_action
    from quiver.scenes.menu import MENU_KEYS
    from quiver.scenes.play import PLAY_KEYS

    for table in (MENU_KEYS, PLAY_KEYS):
        assert key_action(table, keydown(**NORDIC)) == "legend"
        assert key_action(table, keydown(key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")) == "legend"
        assert key_action(table, keydown(key=pygame.K_PLUS, mod=pygame.KMOD_SHIFT, unicode="+")) != "legend"
    assert key_action(MENU_KEYS, keydown(key=pygame.K_SLASH, unicode="/")) == "search"
    assert help_key(keydown(**NORDIC)) and not help_key(keydown(key=pygame.K_PLUS, unicode="+"))


@pytest.mark.slow  # a window
def test_a_typed_question_mark_opens_and_closes_how_to_play_over_2d_play_and_pause(monkeypatch, tmp_path):
    from app_helpers import app_maker, post, run

    def key(app, **kw):
        ev = {"mod": 0, "unicode": "", "scancode": 0, **kw}
        post(pygame.KEYDOWN, **ev)
        post(pygame.KEYUP, **ev)
        run(app, 2)

    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        app = make(size=(800, 600))
        key(app, **NORDIC)  # on the menu
        assert app.top.name == "legend"
        key(app, **NORDIC)
        assert app.top.name == "menu"
        key(app, key=pygame.K_RETURN)  # Play: level 1
        run(app, 5)
        play = app.top
        assert play.name == "play2d"
        zoom = play.view.cell
        key(app, **NORDIC)  # How to play, not a zoom
        assert app.top.name == "legend" and play.view.cell == zoom
        key(app, key=pygame.K_ESCAPE)
        assert app.top is play
        key(app, key=pygame.K_ESCAPE)  # the pause card
        assert app.top.name == "pause"
        key(app, **NORDIC)
        assert app.top.name == "legend"
