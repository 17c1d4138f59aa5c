"""Toasts over a turning 3D view are placed afresh only when the shape's box on screen
moves a few px (s143, toast_stack.DRIFT): at 480x360 two toasts placed afresh each frame
of a held-key turn took 7 of its 11 ms (bench/toasts_turning.py). Through the turn they
stay off the shape's middle, and once it stops they stand where a fresh placement puts them."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

TOASTS = [
    "Level 1: clear the board. Stuck? Hint shows a free arrow",
    "Lesson skipped. How to play can show it again.",
]


def _key(kind: int) -> None:
    pygame.event.post(pygame.event.Event(kind, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))


@pytest.mark.slow  # a window and OpenGL
def test_a_turn_places_the_toasts_afresh_only_as_the_shape_moves(monkeypatch, tmp_path):
    from quiver.scenes import toast
    from quiver.scenes.toast_hide import HEAVY, small_aims

    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(480, 360))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.level("3d")
        run_until(app, lambda: getattr(app.top, "ctl", None) is not None, what="level 1")
        run(app, 5)
        layer, play = app.toasts, app.top
        for text in TOASTS:
            layer.show(text, seconds=600)
        run(app, 3)
        whole, fresh = toast.placed_whole, []

        def counted(lay):
            was = lay._memo
            groups = whole(lay)
            fresh.append(lay._memo is not was)
            return groups

        monkeypatch.setattr(toast, "placed_whole", counted)
        _key(pygame.KEYDOWN)
        yaws = []
        for _ in range(60):
            run(app)
            yaws.append(play.ctl.camera.angles()[0])
            heavy = [a for a, n in small_aims(layer) if n > HEAVY]
            # (a card's edge may touch the middle's box: since s271 the second toast reads in
            # two lines under the shape, its top row on the box's bottom one, not in a 6-line
            # column beside it)
            assert layer._cards and all(c.inflate(-2, -2).collidelist(heavy) < 0 for c in layer._cards)
        assert len(set(yaws)) > 50, "the view did not turn"
        assert sum(fresh) <= len(fresh) // 3, f"placed afresh {sum(fresh)} of {len(fresh)} frames"
        _key(pygame.KEYUP)
        run(app, 40)  # (the turn eased to a stop)
        assert not play._view_moving()
        placed = [(tuple(s), [t.text for t in g]) for s, g in layer._placement()]
        layer._memo = layer._plan = None
        again = [(tuple(s), [t.text for t in g]) for s, g in layer._placement()]
        assert placed == again and sorted(t for _, g in placed for t in g) == sorted(TOASTS)
