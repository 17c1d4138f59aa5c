"""A leader round a 3D shape (leader.around) to a pointer past the lane it runs along goes
straight on from the shape's near corner: s385, at 480x360 Flat's fold step pointed at the
block's top left arrow from above, and its leader ran along the lane over the block to the
window's left edge and back to the pointer."""

import pygame

from quiver.scenes.leader import around


def test_a_pointer_over_the_shape_is_reached_from_the_near_corner():
    bubble, shape = pygame.Rect(176, 172, 271, 100), [pygame.Rect(20, 128, 140, 157)]
    room = pygame.Rect(0, 72, 480, 224)
    route = around(bubble, (79, 104), shape, room, 14, 6)
    assert route == [(176, 179), (166, 122), (79, 104)], route


def test_a_pointer_on_the_far_side_still_goes_round():
    bubble, shape = pygame.Rect(176, 172, 271, 100), [pygame.Rect(20, 128, 140, 157)]
    room = pygame.Rect(0, 72, 480, 224)
    route = around(bubble, (8, 200), shape, room, 14, 6)
    assert route is not None and len(route) == 4 and route[2][0] < shape[0].x, route
