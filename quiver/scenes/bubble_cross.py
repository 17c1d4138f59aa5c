"""How many other arrows the lesson bubble's leader would cross from a place (coach.py
weighs it in placing the bubble, bubble_place.bubble_spot's `crossing`): zoomed in, the
first place that hid nothing led a dashed line across another arrow (s283: Flat 3D's "This
arrow folds over the edge" across the green arrow at 640x480 in 8 of 12 views, the 3D
lesson's step 3 across one to three at 800x600 and 1920x1080), though another place, as
clear of the arrows, led none across. 3D and Flat 3D, with the view at rest (a turn's
frames keep the place drawn last)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .lesson_looks import along, looks
from .lesson_point import point

OVER = 1000  # an arrow crossed weighs as this many looks over arrows (fewest arrows, then least over them)


def crossed(play, route: list[tuple[int, int]], mine: int | None) -> tuple[set[int], int]:
    """The arrows other than `mine` under `route` (lesson_looks: a look every STEP px, picked
    as a click picks) and how many looks lay over them."""
    seen = along(play, route)
    over = [i for p in looks(route) if (i := seen.get(p)) is not None and i != mine]
    return set(over), len(over)


def crossing(
    coach, play, target: tuple[int, int], gap: int, skip
) -> Callable[[pygame.Rect, str], int] | None:
    """A weight of the leader from a bubble at a rectangle, on a side, to its pointer at
    `target` (`gap`: the pointer's, coach._layout's; `skip`: Skip lesson's place): the
    arrows it crosses, then its looks over them (0: none). The pointer and leader are found
    as drawn (lesson_point.point) and what that leaves on `coach` put back. None where it
    is not weighed: 2D (lesson_route keeps it off the arrows), no pointer, the view moving."""
    ctl = getattr(play, "ctl", None)
    if ctl is None or play.flat_view or not gap or ctl.input.busy or ctl.camera.turning:
        return None
    seen: dict[tuple, int] = {}

    def weigh(rect: pygame.Rect, side: str) -> int:
        key = (tuple(rect), side)
        if key not in seen:
            kept = coach.tip, coach.route, coach.leader, list(coach._way)
            point(coach, play, rect, side, target, gap, skip)
            arrows, looks = crossed(play, coach.route, coach.aimed)
            seen[key] = OVER * len(arrows) + looks
            coach.tip, coach.route, coach.leader, coach._way[:] = kept
        return seen[key]

    return weigh


TRIES = 9  # bubble.pointer's 3D tries: from the bubble's edge, then eight of its own round the arrow


def turn_pointer(
    coach, play, bubble: pygame.Rect, side: str, target: tuple[int, int], gap: int, skip
) -> None:
    """With the view at rest, the pointer the bubble keeps drawing (coach._way, bubble.pointer's
    `keep`) turned to the try whose leader crosses fewest other arrows, where the one kept
    crosses some (s287: kept from a turn before, the pointer at Flat 3D's folded arrow stood
    left of it, its leader across the green arrow, and one below it led under that arrow).
    The kept try is weighed once (it was again among the nine)."""
    weigh = crossing(coach, play, target, gap, skip)
    if weigh is None or not (first := weigh(bubble, side)):
        return
    kept = list(coach._way)
    best: tuple[int, int, list[int]] | None = None
    for k in range(TRIES):
        if kept == [k]:  # (the try kept, weighed already)
            got = first
        else:
            coach._way[:] = [k]
            w = crossing(coach, play, target, gap, skip)
            got = 0 if w is None else w(bubble, side)
        if best is None or got < best[0]:
            best = (got, k, [k])
    coach._way[:] = kept if best is None else best[2]
