"""s332: a blocked tap's ring round a blocker in the board's top (or bottom) row was cut
flat at the bar's edge as it popped (at 480x360 all its life): it may reach the foot of
the top bar's chips, and pops no bigger than its room there."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d.fx import MARK, Effects
from quiver.render2d.fx_room import mark_radius, place
from quiver.render2d.hud import Hud


def test_the_ring_pops_as_big_as_its_room_and_shrinks_no_further_than_most_of_its_size():
    room = pygame.Rect(0, 63, 480, 400)
    assert mark_radius(34, 20, lambda r: (200, 300), room, 4) == 34  # room: the whole pop
    assert mark_radius(34, 20, lambda r: (200, 90), room, 4) == 23  # 27 px to the chips, its rim 4
    assert mark_radius(20, 20, lambda r: (200, 78), room, 4) == 14  # 70% of its size, cut past that
    assert mark_radius(34, 20, lambda r: (200, 110 - 0.6 * r), room, 4) == 26  # past the contact: 1.6 r


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_blocked_taps_ring_by_the_top_bar_is_whole_as_it_pops(size):
    hud = Hud()
    hud.layout(size)
    fx = Effects()
    place(fx, hud, size)
    fx.scale = hud.u
    assert fx.marks_room.top == hud.pieces()[0].bottom and fx.area.top == hud.top_h
    y = hud.top_h + 8 + 10  # a blocker in the top row, hit from below
    fx.blocked((200, y + 60), (200, y), (200, y), contact=(200, y + 4))
    fx.update(0.01)  # popping
    surface = pygame.Surface(size)
    surface.fill((255, 255, 255))
    fx.draw(surface)
    red = [(x, yy) for yy in range(size[1]) for x in range(150, 250) if surface.get_at((x, yy))[:3] == MARK]
    assert red, "no ring"
    box = pygame.Rect(red[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in red])
    rad = (box.w - 1) / 2  # (the ring is whole across: open at its foot, toward the hit)
    assert box.top <= y + 4 - 0.6 * rad - rad + 1  # and at its top: not cut flat at a bar's edge
    assert box.top > fx.marks_room.top  # (clear of the chips)
