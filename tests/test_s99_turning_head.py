"""A rotating arrow's 2D head mid-turn reads as a head (s99): pointing obliquely, the
head's back corner sank into its neck band and head plus neck filled a square for about
half the quarter turn. The head's own pixels must form a triangle apart from the band."""

from __future__ import annotations

import math

import pytest

from tests.test_rotating_render import board, one_move

pygame = pytest.importorskip("pygame")


def head_component(r, view, j, angle):
    """The pixels of the head's fill colour joined to a point just inside its tip, within
    the head cell: (their count, their bounding box's area, the mask)."""
    from quiver.render2d.tiles import TileVariant, variant_colours

    surf = pygame.Surface((600, 600))
    surf.fill((240, 240, 240))
    r.draw_turning(surf, j, angle)
    c = view.cell
    x, y = r.arrow_coords[j][-1]
    cx, cy = view.cell_center(x, y)
    cell = pygame.Rect(0, 0, c, c)
    cell.center = (round(cx), round(cy))
    fill = variant_colours(r.colours[j], TileVariant.NORMAL)[0]
    mask = pygame.mask.from_threshold(surf.subsurface(cell), fill, (2, 2, 2, 255))
    seed = (round(cx + math.cos(angle) * 0.2 * c) - cell.x, round(cy + math.sin(angle) * 0.2 * c) - cell.y)
    assert mask.get_at(seed), "the head is drawn where it points"
    part = mask.connected_component(seed)
    box = part.get_bounding_rects()[0]
    return part.count(), box.w * box.h


@pytest.mark.parametrize("fraction", [0.375, 0.5, 0.625])
def test_a_turning_head_mid_turn_is_a_triangle_not_a_square(monkeypatch, fraction):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d.anim import TurnAnim
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.tiles import VEC
    from quiver.render2d.view import BoardView

    b = board("2d")
    view = BoardView(*b.space.size, (0, 0, 600, 600))
    r = BoardRenderer(b, view)
    j = min(b.turns)
    one_move(b)
    old = r.turn(j)
    vx, vy = VEC[old]
    anim = TurnAnim.quarter(j, math.atan2(vy, vx), b.arrows[j].turn)
    anim.t = anim.duration * fraction
    count, box = head_component(r, view, j, anim.angle())
    # a triangle fills about half its bounding box; head merged with its neck, nearly all
    assert count < 0.7 * box, (count, box)
    assert count > 0.25 * view.cell**2 * 0.4  # and it is a head-sized piece, not a sliver


@pytest.mark.parametrize("cell", [16, 24, 40])
@pytest.mark.parametrize("neck, head", [("PX", "PY"), ("NY", "PX"), ("PY", "NX")])
def test_a_head_turned_off_its_neck_at_rest_is_its_own_triangle(cell, neck, head):
    """A rotating arrow at rest, its head turned a quarter off its neck: of one colour,
    the head's back corner sank into the neck's band and head plus neck read as a head
    pointing the neck's way (a down head on a neck from the right read as pointing left).
    The head's fill pixels must stop short of the neck's side of the cell."""
    from quiver.engine import geometry
    from quiver.render2d.tiles import BIT, VEC, TileSet, variant_colours

    n, h = getattr(geometry, neck), getattr(geometry, head)
    colour = (60, 90, 215)
    tile = TileSet(cell).arrow(colour, BIT[n], h)
    fill = variant_colours(colour, "normal")[0]
    mask = pygame.mask.from_threshold(tile, fill, (2, 2, 2, 255))
    c = cell / 2
    (hx, hy), (nx, ny) = VEC[h], VEC[n]
    seed = (round(c + hx * 0.2 * cell - 0.5), round(c + hy * 0.2 * cell - 0.5))
    assert mask.get_at(seed)
    part = mask.connected_component(seed)
    edge = [  # the cell's edge on the neck's side, where the band comes in
        (round(c + nx * (c - 1) + ny * k - 0.5), round(c + ny * (c - 1) + nx * k - 0.5))
        for k in range(-cell // 6, cell // 6 + 1)
    ]
    assert not any(part.get_at(p) for p in edge)
    box = part.get_bounding_rects()[0]
    assert part.count() < 0.7 * box.w * box.h
