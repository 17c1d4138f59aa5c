"""The picture card stays up under its build (s138): Play closed the card first, and the
loading panel (SHOW_AFTER_S, so that a quick build never flashes one) left the menu bare
and unchanged for 0.3 s, as if the press had been lost. Now the build waits over the
card: a quick one opens from it, a longer one's panel comes over it after 0.3 s, and Esc
or a refusal is this very card again, as typed. A build from the menu waits as before."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

from test_s134_picture_worker import Held, _disc  # noqa: E402

import quiver.scenes.picture as picture_scene  # noqa: E402
from quiver.game.worker import ThreadJob  # noqa: E402


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


def test_play_on_the_card_leaves_it_up_under_a_quick_build(make, monkeypatch, tmp_path):
    held = Held(monkeypatch)
    app = make()
    card = picture_scene.PictureScene(app.ports)
    app.push(card)
    card.box.text = _disc(tmp_path / "disc.png")
    card.submit()
    loading = app.top
    assert [s.name for s in app.stack] == ["menu", "picture", "loading"]
    assert loading.stack.scenes[-2] is card
    assert not loading.at_once  # its panel after SHOW_AFTER_S, the card seen meanwhile
    assert isinstance(held.jobs[0], ThreadJob)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app)
    assert app.top is card and card.box.text.endswith("disc.png")  # the very card, as typed
    held.finish(app)
    assert app.top is card and app.toasts.texts() == []
    card.submit()
    held.finish(app)
    assert app.top.name == "play2d" and [s.name for s in app.stack] == ["menu", "play2d"]


def test_a_build_from_another_screen_still_shows_its_panel_at_once(make, monkeypatch, tmp_path):
    """(s88) Over a screen that gives way (a puzzle a file is dropped on), the panel comes
    at once, never the menu between."""
    app = make()
    app.flow.drop_files([_disc(tmp_path / "first.png")])
    run(app, 3)
    assert app.top.name == "play2d"
    held = Held(monkeypatch)
    app.flow.drop_files([_disc(tmp_path / "second.png")])
    assert app.top.name == "loading" and app.top.at_once
    held.finish(app)
