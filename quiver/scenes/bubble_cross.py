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

from .lesson_edge import edge_kept, edge_state, try_unused
from .lesson_looks import looks, picked
from .lesson_point import point
from .pick_memo import keeps_picks, memo_of

OVER = 1000  # an arrow crossed weighs as this many looks over arrows (fewest arrows, then least over them)


def crossed(play, route: list[tuple[int, int]], mine: int | None) -> tuple[set[int], int]:
    """The arrows other than `mine` under `route` (lesson_looks: a look every STEP px, picked
    as a click picks) and how many looks lay over them."""
    points = looks(route)  # (once: the picks and the count read the same looks)
    seen = picked(play, points)
    over = [i for p in points if (i := seen.get(p)) is not None and i != mine]
    return set(over), len(over)


def crossing(
    coach, play, target: tuple[int, int], gap: int, skip
) -> Callable[[pygame.Rect, str], int] | None:
    """A weight of the leader from a bubble at a rectangle, on a side, to its pointer at
    `target` (`gap`: the pointer's, coach._layout's; `skip`: Skip lesson's place): the
    arrows it crosses, then its looks over them (0: none), as `tried` finds it. None where
    it is not weighed: 2D (lesson_route keeps it off the arrows), no pointer, the view moving."""
    if not weighed(play, gap):
        return None
    seen: dict[tuple, int] = {}

    def weigh(rect: pygame.Rect, side: str) -> int:
        key = (tuple(rect), side)
        if key not in seen:
            seen[key] = tried(coach, play, rect, side, target, gap, skip)[0]
        return seen[key]

    return weigh


def weighed(play, gap: int) -> bool:
    """Whether a leader is weighed: 3D or Flat 3D at rest, with a pointer (`crossing`)."""
    ctl = getattr(play, "ctl", None)
    return not (ctl is None or play.flat_view or not gap or ctl.input.busy or ctl.camera.turning)


def tried(coach, play, rect: pygame.Rect, side: str, target, gap: int, skip) -> tuple[int, bool]:
    """`crossing`'s weight of the leader from a bubble at `rect`, and whether the pointer
    found is the same for every try (lesson_edge.try_unused). The pointer and leader are
    found as drawn (lesson_point.point) and all that leaves on `coach` put back: its pointer,
    leader and try, and the edge pointer's way kept (lesson_edge.edge_kept: a weighing the
    player does not see must not change the pointer drawn). Weighed once a view for the same
    reads (`_tried_key`; s320: the step's other arrows laid out again weighed the same places)."""
    if not keeps_picks(play):  # (a fake scene's: worked out each time)
        return _tried(coach, play, rect, side, target, gap, skip)
    key = _tried_key(coach, play, rect, side, target, gap, skip)
    worked = memo_of(play).worked(play.ctl)
    if key not in worked:
        worked[key] = _tried(coach, play, rect, side, target, gap, skip)
    return worked[key]


def _tried_key(coach, play, rect: pygame.Rect, side: str, target, gap: int, skip) -> tuple:
    """All `_tried` reads beside the view (pick_memo.worked's, cleared when it changes): the
    place, the pointer's target and gap, what the coach aims at and keeps (its try, the
    edge pointer's way and whether it was the far one: lesson_edge), the HUD's bars."""
    hud = play.hud
    return (
        "tried",
        tuple(rect),
        side,
        tuple(target),
        gap,
        tuple(skip),
        coach.aimed,
        coach.current.anchor,
        tuple(map(tuple, coach.avoid)),
        tuple(map(tuple, coach.cells)),
        tuple(coach._way),
        bool(coach._prefer and coach._prefer[2]),
        edge_state(coach),
        hud.u,
        tuple(hud.top_rect),
        tuple(hud.bottom_rect),
    )


def _tried(coach, play, rect: pygame.Rect, side: str, target, gap: int, skip) -> tuple[int, bool]:
    """`tried`'s weight and whether the pointer is the same for every try, worked out."""
    kept = coach.tip, coach.route, coach.leader, list(coach._way)
    with edge_kept(coach):
        point(coach, play, rect, side, target, gap, skip)
        arrows, looks = crossed(play, coach.route, coach.aimed)
        unused = try_unused(coach)
    coach.tip, coach.route, coach.leader, coach._way[:] = kept
    return OVER * len(arrows) + looks, unused


TRIES = 9  # bubble.pointer's 3D tries: from the bubble's edge, then eight of its own round the arrow


def turn_pointer(
    coach, play, bubble: pygame.Rect, side: str, target: tuple[int, int], gap: int, skip
) -> None:
    """With the view at rest, the pointer the bubble keeps drawing (coach._way, bubble.pointer's
    `keep`) turned to the try whose leader crosses fewest other arrows, where the one kept
    crosses some (s287: kept from a turn before, the pointer at Flat 3D's folded arrow stood
    left of it, its leader across the green arrow, and one below it led under that arrow).
    The kept try is weighed once (it was again among the nine), and kept where none of the
    others crosses less (s311: ties went to the lowest try, so the pointer could hop between
    equally good places from one rest to the next); where the pointer found is the far edge
    one, which no try changes, none of the others (s304: nine weighed alike, the first taken)."""
    if not weighed(play, gap):
        return
    first, unused = tried(coach, play, bubble, side, target, gap, skip)
    if not first:
        return
    if unused:
        coach._way[:] = [0]
        return
    kept = list(coach._way)
    best = (first, kept)  # (a tie keeps the try shown: s311, it hopped between equals mid-turn)
    for k in range(TRIES):
        if kept != [k]:  # (the try kept, weighed already)
            coach._way[:] = [k]
            got = tried(coach, play, bubble, side, target, gap, skip)[0]
            if got < best[0]:  # (else the first of equals, as before)
                best = (got, [k])
                if not got:  # (none lighter: the rest not weighed, s320)
                    break
    coach._way[:] = best[1]
