"""The arrows' heads a toast over a 3D view keeps off (play_toasts._heads) are kept while
the board, the view and the window stay (s178): a toast's place is weighed several times
a frame, and each weighing projected every head afresh, 0.4 s a time on a 3D cube 64's
52 000 arrows (a tap's frame took 2 s; bench/big_taps.py). What is kept is what a fresh
weighing finds, after a tap and after a turn alike; after a tap on a board with no
rotating arrow the heads left are not asked for again."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")


def _fresh(play) -> list[tuple]:
    from quiver.scenes.play_toasts import _heads

    play._aimed = play._head_rows = None
    return [tuple(r) for r in _heads(play)]


@pytest.mark.slow  # a window and OpenGL
def test_the_heads_are_kept_till_the_board_or_the_view_changes(monkeypatch, tmp_path):
    from quiver.scenes.play_toasts import _heads

    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(480, 360))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.level("3d")
        run_until(app, lambda: getattr(app.top, "ctl", None) is not None, what="level 1")
        run(app, 5)
        play = app.top
        asked = []
        point = type(play).head_point
        monkeypatch.setattr(
            type(play), "head_point", lambda self, i, end=0: asked.append(i) or point(self, i, end)
        )

        first = [tuple(r) for r in _heads(play)]
        assert len(first) == len(play.board.alive) and len(asked) == len(first)
        assert [tuple(r) for r in _heads(play)] == first and len(asked) == len(first)  # kept
        assert _fresh(play) == first

        play.ctl.camera.drag(40, 10, 360)  # the view turns: projected again, from the kept points
        asked.clear()
        turned = [tuple(r) for r in _heads(play)]
        assert asked == [] and turned != first and turned == _fresh(play)

        assert not play.board.turns  # (no rotating arrow: the heads left stand where they stood)
        play.session.fire(play.board.free_arrows()[0])  # a tap: the kept points less the one gone
        run(app, 2)
        asked.clear()
        tapped = [tuple(r) for r in _heads(play)]
        assert asked == [] and len(play.board.alive) == len(tapped) == len(first) - 1
        assert tapped == _fresh(play)

        play.session.restart()  # a new try: every arrow back
        assert len(_heads(play)) == len(first)
