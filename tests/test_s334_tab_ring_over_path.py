"""s334: with the path preview on (settings ray_preview), Tab's lit path redraws the
arrows on it over the path, and the next arrow along it was drawn over a piece of Tab's
ring round the lit head (s332's test turned the preview off). The ring is drawn after the
path and its arrows, whole, and the path's chevron once more over it."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, hint_ring_gaps, run


@pytest.mark.slow
def test_tabs_ring_is_whole_over_its_lit_path_and_the_arrows_on_it(monkeypatch, tmp_path):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(800, 600))
        app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
        run(app, 30)
        play = app.top
        assert app.midend.settings.ray_preview
        for i in (4, 19, 22):  # (arrows whose path's next arrow lies a cell past the head)
            play.ptr.keyed = play.ptr.hover = i  # (lit by Tab)
            play.full_redraw = True
            run(app, 2)
            assert play.moving.lit == i
            app.render(force=True, toasts=False, capture=True)
            assert hint_ring_gaps(play, app._captured, i, key=True) == [], i
