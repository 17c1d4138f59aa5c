"""Pointer and keys -> camera moves and taps, for the 3D modes (no GL: tests drive it with
injected pygame events).

A press and release that moved less than `TAP_SLOP` pixels is a tap; anything more is a
drag that turns the camera and never fires. The wheel (or a pinch) zooms about the
pointer (pointer_zoom.py), arrow keys / WASD turn the view while held, Home / C / 0 resets
it, +/- zoom about the middle. `BoardController`
(controller.py) turns the taps into moves.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from types import ModuleType

import numpy as np

from quiver.input import DRAG_THRESHOLD, Input, InputKind, ViewAction, chorded, view_key
from quiver.input import read as read_input

from .camera import OrbitCamera
from .framing import near_distance, outline_distance, voxel_corners
from .pointer_zoom import bounds_of, clamp_pan, zoom_about
from .zoom_bump import ZoomBump

__all__ = ["LESSON_FILL", "TAP_SLOP", "Action", "ActionKind", "CameraController", "far_zoom", "near_zoom"]

TAP_SLOP = DRAG_THRESHOLD  # pixels a press may wander and still be a tap (quiver/input.py)
ZOOM_OUT = 1.25  # the farthest zoom out: the whole shape from any side, this much room round it


def far_zoom(camera: OrbitCamera, aspect: float) -> float:
    """The farthest a player may zoom out: ZOOM_OUT past the zoom at which the whole shape
    fits the view from where it is seen now (MAX_ZOOM's 3 left a shape a fifth of the
    window, nothing to see or tap). A camera fitted to the bounding sphere shows it whole
    from any side at zoom 1; one fitted to its outline from home (Flat 3D) needs the
    outline from this side fitted."""
    if camera.outline is None:
        return ZOOM_OUT
    band = 1.0 - camera.band[0] - camera.band[1]
    here = outline_distance(camera.outline, camera.target, camera.rot, camera.fov, aspect, band=band)
    fit = camera.fit_distance(aspect)  # (the target's plane pan_depth beyond the pivot's)
    return min(camera.MAX_ZOOM, ZOOM_OUT * max(1.0, here / fit) - camera.pan_depth / fit)


ZOOM_IN_FILL = 1.5  # the nearest zoom in: the shape's outline this many times the play area each way
CUBE_PX = 40  # ... or nearer, until a cube at the shape's front is this many pixels (a big shape)
# the 3D lesson's nearest: its small shape's outline whole in the play area, between the top bar
# and the bubble's band (s388: + held zoomed the tower 1.5 of that high, its top under the title)
LESSON_FILL = 1.0


def near_zoom(
    camera: OrbitCamera, size: tuple[int, int], corners: np.ndarray | None = None, fill: float = ZOOM_IN_FILL
) -> float:
    """The nearest a player may zoom in, at this window `size` and from where the shape is
    seen now: the nearer of the zoom where its outline on screen is ZOOM_IN_FILL times the
    play area between the HUD's bars (a look closer, most of the shape still round the
    middle: MIN_ZOOM's 0.3 left four cubes of a sphere 8 on the window, the rest under
    the bars and off it) and the zoom where a cube at its front is CUBE_PX pixels (a
    sphere 30 at 640x480, its cubes 10 px at home, may come close enough to tap them);
    never nearer than MIN_ZOOM. `corners`: the shape's (framing.voxel_corners), where the
    camera has no outline (a 3D one fitted to the sphere round it); without: MIN_ZOOM.
    `fill` 1 or less (the lesson's, LESSON_FILL): the outline's fill alone, no cube nearer."""
    corners = camera.outline if camera.outline is not None else corners
    if corners is None or not len(corners):
        return camera.MIN_ZOOM
    w, h = size
    aspect = w / max(1, h)
    band = 1.0 - camera.band[0] - camera.band[1]
    cube_px = CUBE_PX if fill > 1 else 1e-6  # (a cube this small: never the nearer)
    near = near_distance(corners, camera.target, camera.rot, camera.fov, aspect, band, (fill, cube_px, h))
    return min(1.0, max(camera.MIN_ZOOM, (near - camera.pan_depth) / camera.fit_distance(aspect)))


class ActionKind(enum.StrEnum):
    TAP = "tap"
    HOVER = "hover"
    CAMERA = "camera"  # the view changed or a drag is going on
    PRESS = "press"  # a button went down; nothing decided yet


@dataclass(frozen=True)
class Action:
    """What an input event meant."""

    kind: ActionKind
    pos: tuple[float, float] | None = None


def lazy_pygame() -> ModuleType:
    """pygame, imported on first use (this module imports without a display library)."""
    import pygame

    return pygame


def buttons_down(pg: ModuleType) -> bool:
    """A mouse button is down as SDL last heard (none without a display): a pointer that
    leaves the window with none down was let go outside it, its release never sent here."""
    try:
        return pg.display.get_init() and any(pg.mouse.get_pressed())
    except pg.error:  # (no video system after all: no button held either)
        return False


def mouse_now(pg: ModuleType) -> tuple[float, float] | None:
    """Where the mouse is over the window, None when it is not: a wheel turned before any
    motion came (a board opened under a resting pointer) zooms about it, not the middle
    (s69)."""
    if not pg.display.get_init() or not pg.mouse.get_focused():
        return None
    x, y = pg.mouse.get_pos()
    return float(x), float(y)


class CameraController:
    """Turns pointer/keyboard input into camera moves and taps."""

    ROTATE_KEYS: dict[int, ViewAction] | None = None  # filled lazily from pygame key codes

    def __init__(self, camera: OrbitCamera, size: tuple[int, int] = (1280, 800), voxels=None) -> None:
        self.camera = camera
        self.voxels = voxels  # the shape's voxels (x, y, z, ...): its corners bound a zoom in
        # found now, as the board opens (found on the first zoom in, a sphere 64's took
        # 27-55 ms of that frame: the first wheel turn stalled, s55); a camera with an
        # outline (Flat's, for_outline) bounds it with that instead
        self._corners = voxel_corners(voxels) if voxels is not None and camera.outline is None else None
        self.bounds = bounds_of(camera.outline if camera.outline is not None else self._corners)
        self.size = (size[0], size[1])
        self.pointer: tuple[float, float] | None = None  # where the wheel zooms about (None: the middle)
        self.left = False  # the pointer left the window: the wheel zooms about the middle
        self._press: tuple[float, float] | None = None
        self._last: tuple[float, float] | None = None
        self._button = 0
        self._travel = 0.0
        self.dragging = False
        self._gesture = False
        self.held: set[ViewAction] = set()
        self.fill = ZOOM_IN_FILL  # near_zoom's (a lesson's board: LESSON_FILL)
        self.bump = ZoomBump()  # a zoom in at the nearest: counted, and a lesson's view bumps (s396)
        self.springs = False  # the view bumps there (a lesson's, without reduced motion)

    def resize(self, size: tuple[int, int]) -> None:
        """The window's new size. The pan is kept in reach after, once the HUD's bars are
        placed for it (BoardController.fit_between -> keep_near): kept here too, at the new
        aspect with the old bars, a zoomed-in resize measured the home fit twice (s110)."""
        self.size = (size[0], size[1])

    # -- pointer ---------------------------------------------------------------------
    def press(self, pos, button: int = 1) -> Action:
        self._press = self._last = (float(pos[0]), float(pos[1]))
        self._button = button
        self._travel = 0.0
        self.dragging = False
        self._gesture = False
        return Action(ActionKind.PRESS, self._press)

    def motion(self, pos) -> Action:
        p = (float(pos[0]), float(pos[1]))
        if self._press is None:
            return Action(ActionKind.HOVER, p)
        if self._gesture:
            self._last = p
            return Action(ActionKind.CAMERA, p)
        self._travel = max(self._travel, math.hypot(p[0] - self._press[0], p[1] - self._press[1]))
        if not self.dragging and self._travel >= TAP_SLOP:
            self.dragging = True
        if self.dragging:
            assert self._last is not None  # set with the press
            dx, dy = p[0] - self._last[0], p[1] - self._last[1]
            self.camera.drag(dx, dy, self.size[1])
            self.keep_near()  # (a block zoomed in face on, turned to its long side)
            self._last = p
            return Action(ActionKind.CAMERA, p)
        return Action(ActionKind.PRESS, p)

    def release(self, pos, button: int = 1) -> Action | None:
        if self._press is None:
            return None
        p = (float(pos[0]), float(pos[1]))
        self.motion(p)
        was_drag = self.dragging or self._gesture or button != self._button
        self._press = self._last = None
        self.dragging = False
        self._gesture = False
        if was_drag:
            return Action(ActionKind.CAMERA, p)
        return Action(ActionKind.TAP, p) if button == 1 else Action(ActionKind.CAMERA, p)

    def cancel(self) -> None:
        """Forget a press (focus lost, a gesture took over)."""
        self._press = self._last = None
        self.dragging = False

    def wheel(self, dy: float, pos: tuple[float, float] | None = None) -> Action:
        """dy wheel notches away from the user: closer, about `pos` (None: the last place
        the pointer was seen; none: the middle)."""
        self.zoom_by(1.0 / Input(InputKind.WHEEL, notches=dy).zoom, pos or self.pointer)
        return Action(ActionKind.CAMERA)

    def zoom_by(self, factor: float, pos: tuple[float, float] | None = None) -> None:
        """The camera's zoom_by (factor > 1 moves away), out no farther than far_zoom (a
        view zoomed out past it, to show a hint, is not pushed in) and in no nearer than
        near_zoom (nor pushed out by a step in), about window pixel `pos` (the wheel, a
        pinch: what is under it stays there) or, None, the middle of the view (the keys). A
        lesson's (`fill` LESSON_FILL) zooms about the middle whatever `pos`: its shape fills
        about the room between the bars at the nearest, so a pan would cut it (s392)."""
        camera = self.camera
        pos = pos if self.fill > 1 else None
        before = camera.zoom
        camera.zoom_by(factor)
        if factor > 1:
            camera.zoom = max(before, min(camera.zoom, far_zoom(camera, self.size[0] / max(1, self.size[1]))))
        elif factor < 1:
            camera.zoom = min(before, max(camera.zoom, self.near_zoom()))
            if camera.zoom >= before:  # (at the nearest already: a bump says so, zoom_bump.py)
                self.bump.start(camera, self.springs and camera.turn_scale > 0)  # (reduced motion: none)
        after, camera.zoom = camera.zoom, before
        zoom_about(camera, self.size, after, pos, self.bounds)

    def near_zoom(self) -> float:
        """near_zoom with the shape's corners (found as the board opened)."""
        if self._corners is None and self.voxels is not None and self.camera.outline is None:
            self._corners = voxel_corners(self.voxels)  # (a camera whose outline went)
        return near_zoom(self.camera, self.size, self._corners, self.fill)

    def keep_near(self) -> None:
        """A window resized, its bars moved or the view turned (a Flat stairs block zoomed
        in to the limit and turned reached 1.85 play areas): a zoom nearer than near_zoom
        there backs out to it, the orbit point kept in reach (pointer_zoom.clamp_pan)."""
        self.camera.zoom = max(self.camera.zoom, self.near_zoom())
        clamp_pan(self.camera, self.size[0] / max(1, self.size[1]), self.bounds)

    def pinch(self, amount: float, pos: tuple[float, float] | None = None) -> Action:
        """SDL multigesture `pinched`: > 0 when the fingers spread (zoom in), about `pos`
        (the fingers' middle; None: the view's)."""
        self._gesture = True
        self.zoom_by(1.0 / Input(InputKind.PINCH, amount=amount).zoom, pos)
        return Action(ActionKind.CAMERA)

    # -- keys ------------------------------------------------------------------------
    def _key_name(self, key: int) -> ViewAction | None:
        if CameraController.ROTATE_KEYS is None:  # the 3D keys on top of the shared ones
            pg = lazy_pygame()
            CameraController.ROTATE_KEYS = {
                pg.K_a: ViewAction.LEFT,
                pg.K_d: ViewAction.RIGHT,
                pg.K_w: ViewAction.UP,
                pg.K_s: ViewAction.DOWN,
                pg.K_HOME: ViewAction.RESET,
                pg.K_c: ViewAction.RESET,
                pg.K_KP0: ViewAction.RESET,
                pg.K_PAGEUP: ViewAction.ZOOM_IN,
                pg.K_PAGEDOWN: ViewAction.ZOOM_OUT,
            }
        return view_key(key, CameraController.ROTATE_KEYS)

    def key_down(self, key: int) -> bool:
        name = self._key_name(key)
        if name is None:
            return False
        if name is ViewAction.RESET:
            self.camera.reset()
        elif name is ViewAction.ZOOM_IN:
            self.zoom_by(0.85)
        elif name is ViewAction.ZOOM_OUT:
            self.zoom_by(1 / 0.85)
        else:
            self.held.add(name)
        return True

    def key_up(self, key: int) -> bool:
        name = self._key_name(key)
        if name is None:
            return False
        self.held.discard(name)
        return True

    def update(self, dt: float) -> bool:
        """Apply held rotate keys, camera easing and a bump at the nearest zoom; True if
        the view moved."""
        moved = self.camera.turning
        if self.held:
            k = self.camera.KEY_SPEED * dt
            yaw = ((ViewAction.RIGHT in self.held) - (ViewAction.LEFT in self.held)) * k
            pitch = ((ViewAction.UP in self.held) - (ViewAction.DOWN in self.held)) * k
            if yaw or pitch:
                # the keys turn the shape the way a drag would: right turns it right
                self.camera.rotate_local(-yaw, -pitch)
                self.keep_near()
                moved = True
        self.camera.update(dt)
        return self.bump.step(self.camera, dt) or moved

    @property
    def busy(self) -> bool:
        return bool(self.held) or self.camera.turning or self.dragging or self.bump.active

    @property
    def holding(self) -> bool:
        """The player holds the view: a button down on it (a drag, moving or held still, or
        a press not yet let go) or a turning key (lesson_fold: no eased turn under it). A
        press whose pointer left the window, no motion since, holds nothing: its release may
        never come (s396: let go outside, the lesson's eases stayed off till the next motion)."""
        return (self._press is not None and not self.left) or bool(self.held)

    # -- pygame events ----------------------------------------------------------------
    def handle_event(self, event) -> Action | None:
        """Interpret a pygame event; None when it is not camera/pointer input."""
        pg = lazy_pygame()
        t = event.type
        act = read_input(event, self.size)  # the pointer, read as in every mode
        if act is not None:
            if act.kind in (InputKind.PRESS, InputKind.MOVE, InputKind.RELEASE):
                self.pointer, self.left = act.pos, False
            if act.kind is InputKind.PRESS:
                return self.press(act.pos, act.button)
            if act.kind is InputKind.MOVE:
                if self._press is not None and not any(getattr(event, "buttons", (1,))):
                    self.cancel()  # its release was lost (outside the window): no drag on hover
                    return Action(ActionKind.HOVER, act.pos)
                return self.motion(act.pos)
            if act.kind is InputKind.RELEASE:
                return self.release(act.pos, act.button)
            if act.kind is InputKind.WHEEL:
                return self.wheel(act.notches, self.pointer or (None if self.left else mouse_now(pg)))
            return self.pinch(act.amount, act.pos)
        if t == pg.KEYDOWN:
            return Action(ActionKind.CAMERA) if not chorded(event) and self.key_down(event.key) else None
        if t == pg.KEYUP:
            return Action(ActionKind.CAMERA) if self.key_up(event.key) else None
        if t in (getattr(pg, "WINDOWFOCUSLOST", -1), getattr(pg, "WINDOWLEAVE", -1)):
            self.held.clear()
            if t == getattr(pg, "WINDOWLEAVE", -1):
                self.pointer, self.left = None, True
            if t == getattr(pg, "WINDOWFOCUSLOST", -1) or not buttons_down(pg):
                self.cancel()  # (s396: a release outside the window, no motion after, held on)
            return None
        return None
