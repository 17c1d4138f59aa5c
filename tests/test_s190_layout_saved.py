"""tools/layout.py --toasts raises a screenshot's path over each screen: as INFO it was
(news, no short form squeezed out of it, a card that went with its screen), where the game
raises it as SAVED (feedback.save_picture: a path stays its time and goes short only where
the whole finds no room): the tool checked a case harsher than the game's, not the game's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


def test_layout_raises_the_screenshot_path_as_the_game_does(monkeypatch, tmp_path):
    import layout

    from quiver.game import services

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        assert dict(layout.screens(app))["play2d"]() is not None
        path = layout.TOASTS[0].removeprefix("Screenshot saved to ")
        monkeypatch.setattr(services, "save_screenshot", lambda data, when: Path(path))
        app.toasts.toasts = []
        assert app.feedback.save_picture(pygame.Surface((4, 4))) == Path(path)
        (game,) = app.toasts.toasts
        layout.raise_toasts(app)
        tool = next(t for t in app.toasts.toasts if t.long == game.long)
        assert (tool.kind, tool.short) == (game.kind, game.short)  # (before: INFO where the game's is SAVED)
