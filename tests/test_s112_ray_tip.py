"""A blocked tap's ray is drawn only ahead of the bounced arrow's tip (s112: it ran from
the head's middle, over the moving arrow's centre line behind its tip, and went on
over the head once the arrow was home)."""

from __future__ import annotations

import math

import pytest
from app_helpers import run
from test_s105_blocked import _blocked, _ink, _open, _touched

from quiver.render2d.fx import Effects
from quiver.render2d.tiles import HEAD_TIP, VEC

pygame = pytest.importorskip("pygame")


def _behind(start, tip, way, gap=3.0):
    """Points every 2 px on the line from `start` to `gap` px short of `tip`."""
    n = (tip[0] - start[0]) * way[0] + (tip[1] - start[1]) * way[1] - gap
    return [(start[0] + way[0] * d, start[1] + way[1] * d) for d in range(0, max(0, int(n)), 2)]


@pytest.mark.parametrize("vertical", [False, True])
def test_the_ray_stays_ahead_of_the_bouncing_tip(monkeypatch, tmp_path, vertical):
    maker, app, play = _open(monkeypatch, tmp_path)
    try:
        i = _blocked(play, vertical)
        play.fire(i)
        way = VEC[play.renderer.head_dir(i)]
        ray = next(f for f in play.fx.items if f.kind == "ray")
        head, end = ray.pos, ray.end
        home = (head[0] + way[0] * HEAD_TIP * play.view.cell, head[1] + way[1] * HEAD_TIP * play.view.cell)
        ahead = 0
        for frame in range(40):  # the bounce and the second after it
            tips = play.moving.tips()
            tip = tips[0][0] if tips else home
            ink = _ink(play.fx)
            for p in _behind(head, tip, way):
                assert not _touched(ink, p, 1), f"frame {frame}: the ray behind the tip at {p}"
            ahead += bool(_touched(ink, ((tip[0] + end[0]) / 2, (tip[1] + end[1]) / 2), 1))
            if "ray" not in play.fx.kinds():
                break
            run(app, 1)
        assert ahead >= 10  # it still shows the way to the blocker
    finally:
        maker.__exit__(None, None, None)


def test_no_tip_given_keeps_the_ray_from_the_head():
    """3D and Flat give no tips: the ray and its dot start at the head, as before."""
    fx = Effects(motion=True)
    fx.blocked((100, 200), (300, 200), (300, 200))
    ink = _ink(fx, (400, 400))
    assert _touched(ink, (100, 200), 3) and _touched(ink, (150, 200), 1)
    assert math.dist(fx.items[0].pos, (100, 200)) == 0
