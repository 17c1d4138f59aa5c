"""s78's stranger round off the main path (a fresh data folder, 1280x800 and 640x480):
the player's own picture and the seed and code entry, with bad input and Esc at every
step; what it found, each kept fixed."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _disc(path, w=40, h=30):
    """A black disc on white: a round 2D picture."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((255, 255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0, 255), (w // 2, h // 2), min(w, h) // 2 - 2)
    pygame.image.save(s, str(path))
    return str(path)


def test_esc_on_the_build_of_a_typed_picture_gives_the_card_back(monkeypatch, tmp_path):
    """Custom, Your picture, a path typed, Enter: Esc on the build's panel went on to the
    menu, the card gone (the seed box comes back since s54, with what was typed). Esc
    goes back one step here too: the picture card, the path as typed, its caret at the
    end; Esc there goes on to the menu."""
    from app_helpers import app_maker, post, run

    typed = _disc(tmp_path / "cat.png")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        menu.open_picture()
        run(app, 2)
        app.top.box.text = ""
        app.top.box.insert(typed)
        app.top.submit()
        assert app.top.name == "loading", app.top.name
        app.top.cancel()  # Esc on the panel, before the build is done
        run(app, 2)
        assert app.top.name == "picture", app.top.name
        assert app.top.box.text == typed and app.top.box.line.caret == len(typed)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)
        assert app.top is menu


def test_esc_on_the_build_of_a_dropped_picture_opens_no_card(monkeypatch, tmp_path):
    """A picture dropped on the window was typed nowhere: Esc on its build is the menu."""
    from app_helpers import app_maker, run

    dropped = _disc(tmp_path / "cat.png")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        app.flow.drop_file(dropped)
        assert app.top.name == "loading", app.top.name
        app.top.cancel()
        run(app, 2)
        assert app.top is menu
