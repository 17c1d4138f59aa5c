"""s332: Tab's focus brackets round a head by a bar were cut by it (level 1's cube at
640x480: the head at the top of the shape had its brackets' top arms cut off under the
top bar, two bare strokes left). They shrink to the room between the bars, then move in."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from quiver.scenes.keypick3d_mark import MARK, draw_mark


def _ink(x: int, y: int, cube: float) -> pygame.Rect:
    ctl = SimpleNamespace(size=(640, 480), camera=SimpleNamespace(band_rows=lambda h: (72, 416)))
    surface = pygame.Surface((640, 480))
    surface.fill((200, 200, 200))
    drawn = draw_mark(surface, ctl, x, y, cube)
    ink = [(px, py) for py in range(480) for px in range(640) if surface.get_at((px, py))[:3] == MARK]
    box = pygame.Rect(ink[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in ink])
    assert pygame.Rect(0, 72, 640, 344).contains(drawn[0])
    return box


@pytest.mark.parametrize(("x", "y"), [(308, 105), (320, 400), (8, 240), (330, 74)])
def test_the_brackets_by_a_bar_or_the_window_edge_are_whole(x, y):
    box = _ink(x, y, 90.0)
    assert abs(box.w - box.h) <= 1  # all four corners: square, no arm cut
    assert box.top > 72 and box.bottom < 416 and box.left >= 0 and box.right <= 640


def test_brackets_with_room_keep_their_size():
    assert _ink(320, 240, 90.0).w == _ink(320, 240, 200.0).w > 90  # (48 px out at most, as before)
