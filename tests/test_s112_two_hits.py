"""A blocker hit twice at once shakes along both hits (s112: it shook only the latest
hit's way, the earlier hit's too, since the way was kept per blocker at each tap)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

from quiver.render2d.tiles import VEC

pygame = pytest.importorskip("pygame")


def _two_ways(board):
    """A blocker two arrows hit flying across each other, and those two arrows."""
    hits: dict[int, dict[tuple[int, int], int]] = {}
    for i in sorted(board.alive):
        fb = board.first_blocker(i)
        if board.can_escape(i) or not fb or board.arrows[i].dir2 is not None:
            continue
        hits.setdefault(fb[1], {})[VEC[board.direction(i)]] = i
    for b, ways in sorted(hits.items()):
        across = [(w, v) for w in ways for v in ways if w[0] * v[0] + w[1] * v[1] == 0 and w < v]
        if across:
            w, v = across[0]
            return b, ways[w], ways[v]
    raise AssertionError("no blocker hit from two ways across (the test's premise)")


def test_two_hits_at_once_shake_along_both(monkeypatch, tmp_path):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run(app, 5)
        play = app.top
        blocker, i, j = _two_ways(play.board)
        seen = []
        draw = play.renderer.draw_arrow

        def spy(surface, k, variant, offset=(0, 0), *a, **kw):
            if k == blocker and k in play.flashes:
                seen.append(tuple(offset))
            return draw(surface, k, variant, offset, *a, **kw)

        monkeypatch.setattr(play.renderer, "draw_arrow", spy)
        play.fire(i)
        run(app, 3)
        play.fire(j)
        run(app, 60)
    assert any(dx and dy for dx, dy in seen)  # along both hits at once: off both lines
    assert max(abs(dx) + abs(dy) for dx, dy in seen) <= 6  # two hits' worth, no more
