"""s280: at 640x480 the toast the menu says as a kept puzzle is left ("Puzzle kept: Continue (K)
goes on; so does Enter seed ...") stood over the menu's title, in the last of its places
(down to "Mode"). The title, "Mode" and the buttons are kept clear as toasts keep off the
words and controls of other screens (MenuScene.toast_controls): it stands above the title
(in a smaller print), or under the buttons, whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, run, run_until
from test_s207_kept_app import tap
from test_s276_kept_toast import key

from quiver.game.code import from_seed
from quiver.scenes.menu import MenuScene
from quiver.scenes.menu_home import home_controls
from quiver.scenes.play import PlayScene
from quiver.scenes.toast_cards import MOST_LINES


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_kept_toast_stands_off_the_menus_title_and_buttons(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.open_code(from_seed(7))
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="opened")
        tap(app, app.top, min(app.top.session.board.free_arrows()))
        key(pygame.K_ESCAPE)
        run(app)
        key(pygame.K_m)  # the pause card's Menu: the puzzle is kept, and that is said
        run(app, 3)
        menu, layer = app.top, app.toasts
        assert isinstance(menu, MenuScene) and [t for t in layer.texts() if t.startswith("Puzzle kept")]
        layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        cards = [r for r, _ in layer._hits]
        assert len(cards) == 1 and layer._most == MOST_LINES  # (whole: not cut short)
        title, *_ = home_controls(menu)
        assert title.h > 50 and title.w > 300  # (the logo, "Quiver", its tagline)
        for card in cards:
            assert card.collidelist(home_controls(menu)) < 0, (card, home_controls(menu))
            assert pygame.Rect(0, 0, *app.size).contains(card)
