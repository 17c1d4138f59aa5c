"""What the lesson coach (quiver/scenes/coach.py) watches of the 3D view: a turn or a zoom
that moves the lesson on, and a zoom that would leave the step's arrow out of view.

A step pointing at an arrow keeps one of its arrows in view (s226, s231: at 480x360 three
wheel notches up in the 3D lesson's blocked step pushed the arrow under the bottom bar,
and the bubble lost its pointer): a zoom that leaves none of them where a tap reaches it,
whole in the room the bubble leaves, is taken back to the last view that showed one; a step
that begins with none in view, zoomed in (the zoom step before it), backs out towards
the home view a little each frame until one shows. A zoom taken back says so (s236: at
480x360, beside the bubble's column, a wheel notch did nothing a player could see)."""

from __future__ import annotations

import pygame

from quiver.game.lessons import ARROW_ANCHORS, Until, anchor_arrows

from .bubble import body_pixels
from .bubble_fit import board_bottom, bubble_left
from .lesson_fold import show_fold
from .lesson_hold import spared
from .lesson_keep2d import keep_taught
from .lesson_pace import angle_between, game_turning
from .lesson_zoom import say_limit, stage_zoom

TURN_DEGREES = 20  # a turn of the 3D view that counts as "turned"
BACK_OUT = 1.15  # a step begun zoomed in with its arrows out of view: the zoom out per frame
# a zoom taken back says so, with its short form (s236: at 480x360, beside the bubble's
# column, a wheel notch in an arrow's step did nothing the player could see)
ZOOMED_BACK = "Zoomed back out: this step's arrow stays in view"
ZOOMED_BACK_SHORT = "Zoomed back: the arrow stays in view"


def watch_view(coach, play) -> None:
    """The 3D view kept showing the step's arrow (`keep_in_view`), the zoom step given room
    and a zoom in at the nearest said (lesson_zoom), then a turn past TURN_DEGREES or a zoom
    since the step began told to the coach (Until.TURNED, ZOOMED)."""
    if play.view_pose() is None:  # (2D: the taught arrow kept on screen)
        keep_taught(coach, play)
        return
    show_fold(coach, play, anchor_arrows(play.board, coach.current.anchor))  # (Flat's fold step)
    keep_in_view(coach, play)
    staged = stage_zoom(coach, play)  # (the zoom step's room to zoom in: lesson_zoom)
    say_limit(coach, play)
    rot, zoom = pose = play.view_pose()
    if coach._view0 is None or game_turning(play) or coach.pace.held_over() or staged:
        coach._view0 = pose  # a turn the game eases (a hint, Home) is not the player's,
        # nor a zoom a key held since an earlier step repeats, nor the zoom step's backing out
    rot0, zoom0 = coach._view0
    if abs(zoom - zoom0) > 0.05:
        coach.event(Until.ZOOMED)
    if angle_between(rot0, rot) > TURN_DEGREES:
        coach.event(Until.TURNED)


def keep_in_view(coach, play) -> None:
    """Take back a zoom that left none of the step's arrows in view (to the zoom and pan
    of the last frame of this step that showed one), or back a step begun without one in
    view out towards home. Steps about no arrow leave the view alone."""
    if coach.current.anchor not in ARROW_ANCHORS:
        return
    arrows = spared(coach, anchor_arrows(play.board, coach.current.anchor))
    if not arrows:
        return
    camera, now = play.ctl.camera, (coach.stage, coach.step, play.size)
    pose = _pose(camera)
    last = coach.view_seen
    if last is not None and last[0] == now and last[1] == pose:
        return  # (looked at already: the picks cost)
    if in_view(play, arrows):
        coach.view_seen, coach.view_kept = (now, pose), (now, pose)
        return
    kept = coach.view_kept
    if kept is not None and kept[0] == now and camera.zoom != kept[1][1]:
        camera.zoom, camera.pan = kept[1][1], type(camera.pan)(*kept[1][2])  # (the turn stays)
        if not (feedback := coach.ports.feedback).showing(ZOOMED_BACK):  # (once for a run of notches)
            feedback.toast(ZOOMED_BACK, short=ZOOMED_BACK_SHORT)
    elif camera.zoom < 1.0:
        camera.zoom, camera.pan = min(1.0, camera.zoom * BACK_OUT), camera.pan * 0.8
    coach.view_seen = (now, _pose(camera))


def _pose(camera) -> tuple:
    """The camera's turn, zoom and pan, as values (its own are changed in place)."""
    return tuple(camera.rot), camera.zoom, tuple(camera.pan)


def in_view(play, arrows: list[int]) -> bool:
    """A pixel of one of `arrows` a tap hits in the room the bubble leaves (between the
    top bar and the bubble's band, or the bottom bar beside a bubble in its own column,
    and left of that column); beside a bubble in its column, that arrow whole there and
    the shape's outline too (s231: a zoom into the column pushed the arrow under the
    bottom bar and the bubble over the top bar, cut to "This one is bl...")."""
    top, left = play.hud.top_rect.bottom, bubble_left(play)
    bottom = play.hud.bottom_rect.y if left else board_bottom(play)
    room = pygame.Rect(0, top, left or play.size[0], bottom - top)
    camera = play.ctl.camera
    if left and camera.outline is not None:  # (in a band under the shape, the bubble finds room
        # round a shape zoomed into it: s57's; a column beside it holds no other place)
        x0, y0, x1, y1 = camera.outline_box(*play.size)
        if x0 < room.x - 2 or y0 < room.y - 2 or x1 > room.right + 2 or y1 > room.bottom + 2:
            return False
    for i in arrows:
        points = [play.arrow_pixel(i), *body_pixels(play, i)]
        whole = not left or all(room.collidepoint(p) for p in points)  # (band: a tap's pixel does)
        if whole and any(room.collidepoint(p) and play.arrow_at(p) == i for p in points):
            return True
    return False
