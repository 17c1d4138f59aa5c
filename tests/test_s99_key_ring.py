"""The arrow Tab lights on a 2D board wears a ring round its head (s99): only a lighter
shade told it from its neighbours of its colour, and the first Tab lights a top-row
arrow whose path out is a chevron's length. A pointer's hover needs none (the pointer
is on it)."""

from __future__ import annotations

import math
import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _open(size=(800, 600)):
    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    return Play2DScene(app.ports, generate_board(complete("2d", "heart", 12, None, "easy", 3)), None)


def _ring_share(play, i):
    """The share of points round arrow i's head, at the ring's radius, drawn white by the
    scene's moving layer and over its HUD; and the colour at the ring's top."""
    from quiver.scenes.paint2d import key_ring_radius
    from quiver.scenes.where import head_of

    surf = pygame.Surface(play.size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    play.moving.draw(surf)
    play.over_hud(surf)  # (the ring: over the HUD, whole at the board area's edge)
    x, y = play.board.space.coord(head_of(play.board, i, 0)[0])
    cx, cy = (int(v) for v in play.view.cell_center(x, y))
    r = key_ring_radius(play.view.cell) - 1
    pts = [
        (cx + round(r * math.cos(k * math.pi / 12)), cy + round(r * math.sin(k * math.pi / 12)))
        for k in range(24)
    ]
    inside = [p for p in pts if surf.get_rect().collidepoint(p)]
    return sum(surf.get_at(p)[:3] == (255, 255, 255) for p in inside) / len(inside), surf.get_at(pts[18])


def test_tab_rings_the_lit_arrow_and_a_hover_does_not():
    from quiver.scenes.keypick2d import key_pick
    from quiver.scenes.paint2d import key_ring_radius

    play = _open()
    assert key_pick(play, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    i = play.ptr.keyed
    assert i is not None and play.ptr.hover == i
    share, top = _ring_share(play, i)
    assert share > 0.8
    x, y = play.board.space.coord(play.board.arrows[i].head)
    assert play.view.cell_center(x, y)[1] - play.view.area[1] < key_ring_radius(play.view.cell)  # out of it
    assert top[:3] == (255, 255, 255)  # whole there too (over the HUD, as the hint ring)
    play.ptr.keyed = None  # the pointer took it over
    assert _ring_share(play, i)[0] < 0.2
