"""The turn mark's arc (render2d/turnmarks.py): its gap sits above the middle, as a refresh
icon's. With the gap on the side, a counter-clockwise mark read as a key's "C" on a big
board at a glance (stranger s360: a 40x50 2D board, a Flat 3D cube 15)."""

from __future__ import annotations

import math

import pytest

from quiver.render2d.turnmarks import turn_points


@pytest.mark.parametrize("clockwise", [True, False])
def test_the_gap_is_above_the_middle_and_on_the_turns_side(clockwise):
    pts = turn_points(0.0, 0.0, 1.0, clockwise)
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    gap_x, gap_y = (x0 + x1) / 2, (y0 + y1) / 2
    assert gap_y < -0.3, "the gap is not at the top (y down): the mark reads as a letter"
    # clockwise: the gap top right, the head at the top coming round from the left
    assert (gap_x > 0.3) == clockwise and (gap_x < -0.3) != clockwise
    # the head's way at the arc's end: turning the way it says (a positive cross product on
    # screen, y down, is clockwise)
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    cross = ax * (by - ay) - ay * (bx - ax)
    assert (cross > 0) == clockwise


def test_the_arc_still_sweeps_most_of_the_circle():
    pts = turn_points(0.0, 0.0, 1.0, True, steps=28)
    a0, a1 = math.atan2(pts[0][1], pts[0][0]), math.atan2(pts[-1][1], pts[-1][0])
    gap = (a0 - a1) % (2 * math.pi)
    assert 0.3 * math.pi < gap < 0.6 * math.pi
