"""The win card cut across the play view's top bar at 480x360, 640x480 and 800x600: the
pills beside it, or their tops above it, peeked out (s247's Flat level at 640x480: the
clock showed beside the card). The card now sits clear of a bar, or spans it whole (s252)."""

import pytest
from app_helpers import app_maker, play_to_win_card, run, run_until

from quiver.scenes.result import ResultScene

SIZES = [(480, 360), (640, 480), (800, 600), (1024, 768), (1280, 800), (1920, 1080)]


def peeking(app) -> list[tuple]:
    """The HUD's pieces (hud.pieces: its top row of pills, its buttons) the card covers
    only in part, more than the HUD's margin showing beside, over or under it."""
    card, hud = app.top.panel, app.top.play.hud
    edge = hud.px(16)
    return [
        (tuple(p), tuple(card))
        for p in hud.pieces()
        if card.colliderect(p)
        and max(card.left - p.left, p.right - card.right, card.top - p.top, p.bottom - card.bottom) > edge
    ]


def won(make, mode: str, size):
    app = make(size=size)
    app.midend.lesson_seen(mode, None)
    app.flow.level(mode, 1)
    run_until(app, lambda: getattr(app.top, "session", None) is not None, 3000, what="the level")
    play_to_win_card(app)
    run(app, 3)
    assert isinstance(app.top, ResultScene)
    return app


def test_the_win_card_leaves_no_hud_pill_peeking_at_any_size(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = won(make, "2d", SIZES[0])
        seen = {}
        for size in SIZES:
            app._resize(size)
            run(app, 2)
            seen[size] = peeking(app)
        assert not any(seen.values()), seen


@pytest.mark.slow  # an OpenGL window
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_3d_win_card_at_640x480_leaves_no_hud_pill_peeking(monkeypatch, tmp_path, mode):
    with app_maker(monkeypatch, tmp_path) as make:
        app = won(make, mode, (640, 480))
        if getattr(app.top.play, "ctl", None) is None:
            pytest.skip("no 3D view here")
        assert not peeking(app)
