"""A combo count's place is found asking the live heads once (s178: comboplace asked the
scene for every live head at each side it tried, three times or more a placing, 24 ms a
tap's frame on a 64x64 board's 1000 arrows), and it is the place the per-side asking
found, over many head layouts round a flight."""

from __future__ import annotations

from functools import partial

import pytest

pygame = pytest.importorskip("pygame")

AREA = pygame.Rect(0, 72, 800, 464)
C = 37


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def old_place(fx, f, sides, w, h):
    """comboplace._place as it was, asking for the heads at each side it tried (also
    bench/big_taps.py's "before")."""
    from quiver.render2d import comboplace as cp

    def on_heads(r):
        kept = (fx.heads() if fx.heads else []) + (fx.flights() if fx.flights else [])
        return [x for x in kept if r.colliderect(x)]

    fits = [p for p in sides if cp._off_path(f, p, fx._kept(cp._beside(f, p, w, h, 0.0, fx.scale)))]
    for p in fits or sides:
        if not on_heads(fx._swept(f, p, w, h)):
            return p, (0, 0)
    for p in fits:
        r = fx._swept(f, p, w, h)
        near = on_heads(r.inflate(4 * r.w, 4 * r.h))
        moved = cp.clear_of(r, near, fx.area, allowed=partial(cp._off_path, f, p))
        if moved != r:
            return p, (moved.x - r.x, moved.y - r.y)
    return (fits or sides)[0], (0, 0)


def test_the_heads_are_asked_once_and_the_place_is_the_same():
    from quiver.engine import Rng
    from quiver.render2d.fx import Effects

    rng, asked, differ = Rng(178), [0], 0
    for _ in range(150):
        heads = [
            pygame.Rect(x, y, C, C)
            for x in range(0, 800, C)
            for y in range(72, 536 - C, C)
            if rng.below(3) == 0
        ]
        way = [(0, -1), (1, 0), (-1, 0), (0, 1)][rng.below(4)]
        fx = Effects()
        fx.area = AREA
        fx.heads = lambda heads=heads: asked.__setitem__(0, asked[0] + 1) or heads
        fx.combo((400, 300), 4, way, reach=22)
        f = fx.items[0]
        asked[0] = 0
        fx.combo_rect(f, 0.0, (46, 34))  # chooses its side and shift
        assert asked[0] == 1
        got = (f.side, f.shift)
        f.side = f.shift = None
        sides = [(way[1], -way[0]), (-way[1], way[0])]
        sides.sort(key=lambda p: p[1])
        if abs(way[0]) < 0.2:
            sides.sort(key=lambda p: -p[0] * (AREA.centerx - 400))
        differ += got != old_place(fx, f, sides, 46, 34)
    assert differ == 0
