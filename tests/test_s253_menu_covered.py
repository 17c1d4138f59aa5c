"""The menu under a puzzle is laid out once when shown again, not at every resize (s250
measured ~1 ms a resize of a drag for a menu nobody sees), and shows right at the new size."""

from __future__ import annotations

from app_helpers import app_maker, run

SIZES = ((1000, 700), (900, 640), (640, 480), (800, 600))


def test_a_covered_menu_is_laid_out_when_shown_again(monkeypatch, tmp_path):
    from quiver.game.code import complete
    from quiver.scenes.menu import MenuScene

    laid: list[tuple[int, int]] = []
    layout = MenuScene.layout

    def counting(self):
        laid.append(tuple(self.size))
        layout(self)

    monkeypatch.setattr(MenuScene, "layout", counting)
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run(app, 3)
        assert app.top is not menu
        laid.clear()
        for size in SIZES:
            app._resize(size)
            run(app)
        assert laid == []  # (one a resize before)
        app.pop()
        assert app.top is menu and laid == [SIZES[-1]]
        run(app, 2)
        assert laid == [SIZES[-1]]
        fresh = make(size=SIZES[-1])  # the same menu opened at that size
        assert [w.rect for w in menu.focus_order] == [w.rect for w in fresh.top.focus_order]
