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


def _placed(layer) -> list[tuple]:
    return [(None if s is None else tuple(s), [t.text for t in g]) for s, g in layer._placement()]


def _placed_afresh(layer, play) -> list[tuple]:
    layer._aims_counted = layer._aims_small = layer._memo = layer._plan = None
    play._shape_aims = play._aimed = play._head_rows = None
    return _placed(layer)


@pytest.mark.slow  # a window and OpenGL
def test_a_still_view_counts_its_aims_once_and_places_the_toast_as_afresh(monkeypatch, tmp_path):
    """A still 3D view with a toast up counted every aim (its arrows' heads) again several
    times a frame: 940 ms a frame on a 3D cube 64 (s178). Now only when they change."""
    from collections import Counter

    from quiver.scenes import toast_hide

    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(640, 480))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.level("3d")
        run_until(app, lambda: getattr(app.top, "ctl", None) is not None, what="level 1")
        layer, play = app.toasts, app.top
        layer.show("Level 1: clear the board. Stuck? Hint shows a free arrow", seconds=600)
        run(app, 5)
        counts = []
        monkeypatch.setattr(toast_hide, "Counter", lambda items: counts.append(1) or Counter(items))
        run(app, 5)
        assert counts == [] and layer._cards  # a still view: its aims are not counted again
        still = _placed(layer)
        assert still and _placed_afresh(layer, play) == still

        counts.clear()
        play.ctl.camera.drag(60, 0, 480)  # the view moves: counted again, placed as afresh
        run(app)
        assert counts
        assert _placed(layer) == _placed_afresh(layer, play)

        play.session.fire(play.board.free_arrows()[0])  # a tap: the same
        run(app, 2)
        assert _placed(layer) == _placed_afresh(layer, play)
