"""The lesson bubble's pointer while the player turns the 3D view (coach.py): s303, turning
Flat 3D's "This arrow folds over the edge" at 800x600, the pointer kept the side of the arrow
it took at rest as the arrow came round to the top of the block, and its dashed leader ran
from the bubble up across the block and two other arrows in 31 of 60 frames. During a turn
the pointer and leader are not drawn where the leader leads across another arrow, or the
arrow's pixel aimed at is hidden (bubble.aim_kept's last resort: the head nearest the eye),
until the turn brings them clear or the view stops (at rest the bubble is placed again,
its leader weighed, bubble_cross, and bent round other arrows where that crosses fewer,
lesson_bend)."""

from __future__ import annotations

import pygame

from .bubble_cross import crossed, turn_pointer
from .lesson_bend import bend
from .lesson_point import point


def turning(play) -> bool:
    """The 3D view turns: a key held, a drag, or a turn the game eases."""
    ctl = getattr(play, "ctl", None)
    return ctl is not None and not play.flat_view and (ctl.input.busy or ctl.camera.turning)


def pointed(coach, play, bubble: pygame.Rect, side: str, target: tuple[int, int], gap: int, skip) -> list:
    """The pointer and leader found (lesson_point.point: coach.tip, coach.route), at rest for
    the try that crosses fewest other arrows (bubble_cross.turn_pointer), its leader bent round
    them where that crosses fewer (lesson_bend); during a turn, none
    where its leader crosses another arrow or `target` is not on the arrow aimed at (weighing
    the nine tries each turning frame found a clear one in none of 56 frames, s303). The
    leader's stretches over arrows (point's)."""
    turn_pointer(coach, play, bubble, side, target, gap, skip)  # (at rest)
    runs = point(coach, play, bubble, side, target, gap, skip)
    if not turning(play):
        if getattr(play, "ctl", None) is not None and not play.flat_view:
            bend(play, coach, bubble, skip)  # (3D at rest: round other arrows, lesson_bend)
        return runs
    if coach.tip and (play.arrow_at(target) != coach.aimed or _across(play, coach)):
        coach.tip, coach.route, coach.leader = [], [], None
        return []
    return runs


def _across(play, coach) -> bool:
    """The leader drawn runs over an arrow other than the one aimed at (bubble_cross.crossed)."""
    return bool(coach.route) and bool(crossed(play, coach.route, coach.aimed)[0])
