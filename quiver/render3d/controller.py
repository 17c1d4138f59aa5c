"""Pointer and keys -> camera moves and taps; taps -> picks -> the session's move.

Two layers, both free of GL so tests can drive them with injected pygame events:

* `CameraController` (camera_input.py): a press and release that moved less than
  `TAP_SLOP` pixels is a tap; anything more is a drag that turns the camera and never
  fires. The wheel (or a pinch) zooms, between near_zoom and far_zoom, keys turn and
  zoom the view, Home / C / 0 resets it.
* `BoardController`: a 3D-mode board being played: camera, session, animations, hover
  and hint state. A tap is picked through the voxel grid (`picking.pick_arrow`) and fired
  through `Session.fire`; the result starts the animation. `configure(settings)` applies
  the player's settings: the flying arrows' colours, and with reduced motion faster
  flights, no shake of a hit blocker, a steady hint glow and near-instant camera turns.
"""

from __future__ import annotations

import math

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.board import end_for_cell
from quiver.engine.geometry import VEC3
from quiver.input import DoubleTap

from .anim import Animator
from .camera import OrbitCamera, board_camera, pointer_ray
from .camera_input import TAP_SLOP, Action, ActionKind, CameraController, lazy_pygame
from .flat_anim import FlatAnimator
from .hint_view import view_showing
from .picking import Pick, pick_arrow, prepare_arrows
from .turns import HeadTurns

__all__ = ["TAP_SLOP", "Action", "BoardController", "CameraController"]

QUICK_TURN = 0.0  # camera turn durations are scaled by this with reduced motion:
# Home and hint turns are instant
HOVER_STILL = 3  # pixels: a pointer this near where it was at a move has not moved on


def hinted_head(board, arrow: int) -> tuple[int, int]:
    """(head cell, direction) of the end a hinted arrow leaves by: a two-headed arrow's
    second head when only that end is clear."""
    a = board.arrows[arrow]
    if a.dir2 is not None and board.free_end(arrow) == 1:
        return a.cells[0], a.dir2
    return a.head, board.direction(arrow)


class BoardController:
    """A 3D board in play: input -> camera or move; what the renderer needs to draw it."""

    def __init__(
        self,
        session,
        size: tuple[int, int] = (1280, 800),
        camera: OrbitCamera | None = None,
        speed: float = 1.0,
        on_event=None,
        fire=None,
    ) -> None:
        self.session = session
        self.fire_fn = fire or session.fire  # i -> FireResult (a scene adds sound and HUD cues)
        self.hover_end = 0  # which head of a hovered two-headed arrow would fire
        self.board = session.board
        self.camera = camera or board_camera(self.board)
        self.input = CameraController(self.camera, size, self.board.space.cells)
        self.animator: Animator | FlatAnimator = Animator(speed)  # FlatBoardController swaps it
        self.turns = HeadTurns(speed)  # rotating arrows' heads turning after a move
        self.hover: int | None = None
        self.hover_pos: tuple[float, float] | None = None
        # where the pointer was at the last move: no hover until it moves on from there (the
        # arrow behind one that just flew lit at once, its beam a stray line from the tap)
        self.hover_wait: tuple[float, float] | None = None
        self.hover_off = _never  # (arrow): the pointer lights no arrow / not that one (a lesson's)
        self.hint: int | None = None
        self.hint_age = 0.0
        self.on_event = on_event  # callback(kind, FireResult | FireAnim) for sound/HUD
        self.last_result = None
        self.time = 0.0
        self.doubles = DoubleTap()  # the last tap that fired: its double click's second is dropped
        self.blink = True  # False: the hint glows steadily (reduced motion)
        self.hint_pitch: float | None = None  # the pitch limit of the hint's view (None: the camera's)
        self._hint_views: tuple | None = None  # (what it was found for, the view or None)
        # the view and projection matrices and the size of the frame on screen (set by
        # the scene when it draws): a tap is resolved against what the player saw, even
        # when the camera has moved since (a wheel turn queued before the click)
        self.shown: tuple | None = None
        self.played: tuple[int, int] | None = None  # the rows a pointer plays (None: all)
        self.flash: int | None = None  # the blocker a shot just hit (it flashes)
        self.flash_age = 0.0
        self._blocked_at: dict[int, int] = {}  # fired arrow -> the cell it will hit
        self.prepare_pick()  # (now, behind the loading screen: not on the first hover)

    def configure(self, settings) -> None:
        """Apply the player's settings (None: the defaults) at once: the direction colours
        of arrows in flight, the blocker's shake, the hint's pulse
        and how fast the camera turns to a hint (near-instant with reduced motion)."""
        from quiver.style import palette

        from .mesh import palette_for

        # flights at one speed whatever Reduced motion (s220: 2.5x as fast with it, a blocked
        # arrow came back to the keys sooner); its calm is no shake, a steady hint, quick turns
        self.animator.configure(1.0, palette_for(settings), palette.shake_on(settings))
        self.blink = palette.blink_on(settings)
        self.turns.speed = palette.motion_speed(settings)
        self.turns.instant = palette.reduced_motion(settings)
        self.camera.turn_scale = QUICK_TURN if palette.reduced_motion(settings) else 1.0
        free = bool(getattr(settings, "free_camera", False))
        if self.camera.free and not free:
            self.camera.level()  # the turntable's horizon is level: a roll goes at once
        self.camera.free = free

    @property
    def size(self) -> tuple[int, int]:
        return self.input.size

    def resize(self, size: tuple[int, int]) -> None:
        """The window's new size; `fit_between` follows (the zoom and pan kept in reach there)."""
        self.input.resize(size)

    def fit_between(self, top: int, bottom: int, right: int | None = None) -> None:
        """Fit the shape between the HUD's bars (window rows `top`..`bottom`), not to the
        whole window: a small window's bars covered a block's top and bottom; left of
        column `right` (None: the window's), a lesson's bubble beside it."""
        w, h = max(1, self.size[0]), max(1, self.size[1])
        self.camera.set_band(top / h, (h - bottom) / h)
        self.camera.set_side(0.0, 0.0 if right is None else (w - right) / w)
        self.input.keep_near()  # (a zoom near in a big window, now a small one)

    def play_between(self, top: int, bottom: int) -> None:
        """Pick (tap, hover) only in window rows `top`..`bottom`, between the HUD's bars, as
        on a 2D board: a click on the title or a chip over a zoomed shape fired the arrow
        behind it."""
        self.played = (top, bottom)

    # -- picking ---------------------------------------------------------------------
    def pick(self, pos, shown: bool = False) -> Pick | None:
        """The arrow under window pixel `pos`; with `shown`, through the camera of the
        frame on screen (when one was drawn). An arrow that is bouncing back is not looked
        through: the pointer is on it, and nothing is picked (neither hovered nor fired)
        until it rests again."""
        if self.played is not None and not self.played[0] <= pos[1] < self.played[1]:
            return None
        if shown and self.shown is not None:
            view, proj, w, h = self.shown
            origin, direction = pointer_ray(view, proj, pos[0], pos[1], w, h)
        else:
            w, h = self.size
            origin, direction = self.camera.ray(pos[0], pos[1], w, h)
        p = self.pick_ray(origin, direction)
        return None if p is None or p.arrow in self.animator.busy() else p

    def mark_shown(self, width: int, height: int) -> None:
        """The frame about to be presented uses the camera as it is now."""
        view, proj = self.camera.matrices(width, height)
        self.shown = (view, proj, width, height)

    def refresh_hover(self) -> None:
        """Re-pick the arrow under the resting pointer with the camera as it is now."""
        if not self.input.dragging:
            self._refresh_hover()

    def pick_ray(self, origin, direction, skip=()) -> Pick | None:
        """The arrow a world ray meets first (a Flat-3D controller walks faces instead)."""
        return pick_arrow(self.board, origin, direction, skip=skip)

    def prepare_pick(self) -> None:
        """Build what `pick_ray` keeps for this board: a cube 64's first hover froze half
        a second building it."""
        prepare_arrows(self.board)

    def _refresh_hover(self) -> None:
        if self.hover_pos is None or self.hover_wait is not None or self.hover_off():
            self.hover = None
            return
        p = self.pick(self.hover_pos)
        self.hover = None if p is None or self.hover_off(p.arrow) else p.arrow
        self.hover_end = 0 if p is None else end_for_cell(self.board.arrows[p.arrow], p.cell)

    # -- the move --------------------------------------------------------------------
    def tap(self, pos):
        """Fire the arrow under `pos` in the frame on screen; returns the FireResult, or
        None on empty space."""
        p = self.pick(pos, shown=True)
        if p is None:
            return None
        return self.fire(p.arrow, end_for_cell(self.board.arrows[p.arrow], p.cell))

    def fire(self, arrow: int, end: int | None = None):
        """Fire through the session and start the animation of what happened (`end`:
        which head of a two-headed arrow; None: any that can leave)."""
        result = self.fire_fn(arrow, end) if end is not None else self.fire_fn(arrow)
        self.last_result = result
        if result.ignored:
            return result
        if self.hint == arrow:  # used, or bounced (a two-headed arrow's blocked end): out, as in 2D
            self.hint = None
        if not result.left and result.cell is not None:
            self._blocked_at[arrow] = result.cell
        self.animator.fire(
            self.board,
            arrow,
            result.left,
            result.cell,
            result.blocker,
            **({"end": 1} if result.end == 1 else {}),
            d=result.dir,
        )
        if result.left and self.board.turns:
            self.turns.start(self.board)
            if self.hint in self.board.turns and not self.board.can_escape(self.hint):
                self.hint = None  # the hinted arrow turned into a blocked way: no longer the move (s97)
        if self.on_event:
            self.on_event("fire", result)
        if result.left:  # what the pointer shows now lay behind it: not lit till it moves
            self.hover_wait = self.hover_pos
        self._refresh_hover()
        return result

    def show_hint(self) -> int | None:
        """Ask the session for a hint, then `point_at` it."""
        i = self.session.hint()
        self.point_at(i)
        return i

    def point_at(self, i: int | None) -> None:
        """Highlight arrow i (pulsing) and turn the camera to face its head (zooming out
        if the shape would not fit the view from there)."""
        self.hint = i
        self.hint_age = 0.0
        if i is not None:
            self.turn_to_head(i)

    def turn_to_head(self, i: int) -> None:
        """Turn the camera to face arrow i's head (a hint's view), lighting nothing."""
        w, h = self.size
        self.hint_pitch = None
        v = self.hint_view(i)  # (may allow a steeper view: hint_pitch)
        self.camera.look_from(v, aspect=w / max(h, 1), pitch_limit=self.hint_pitch)

    def reset(self) -> None:
        """After a restart: nothing flying, no hint, the home view."""
        self.animator.finish()
        self.turns.finish()
        self.hint = None
        self.flash = None
        self._blocked_at.clear()
        self.hover = None
        self.input.cancel()
        self.input.held.clear()
        self.camera.reset()

    def hint_view(self, arrow: int) -> glm.vec3:
        """A direction to view arrow's head from (render3d/hint_view.py), with hint_pitch
        set to the pitch limit it needs; down its flight line where no view shows the head
        (a hint passes over such an arrow when another can be shown: `can_show`)."""
        found = self._view_of(arrow)
        self.hint_pitch = None if found is None else found[1]
        return glm.vec3(*VEC3[hinted_head(self.board, arrow)[1]]) if found is None else found[0]

    def can_show(self, arrow: int) -> bool:
        """Some view the camera may turn to shows arrow's head (where a hint glows)."""
        return self._view_of(arrow) is not None

    def _view_of(self, arrow: int) -> tuple[glm.vec3, float | None] | None:
        """view_showing for arrow, kept for the same board, camera and window (a hint asks
        `can_show`, then turns to the view it found)."""
        cam = self.camera
        key: tuple = (arrow, self.session.moves, len(self.board.alive), frozenset(self.animator.busy()))
        key += (tuple(self.size), tuple(cam.pivot), cam.radius, cam.zoom, cam.free, cam.band, cam.side)
        if self._hint_views is None or self._hint_views[0] != key:
            self._hint_views = (key, view_showing(self, arrow, *hinted_head(self.board, arrow)))
        return self._hint_views[1]

    # -- events & time ------------------------------------------------------------------
    def handle_event(self, event) -> Action | None:
        if event.type == getattr(lazy_pygame(), "WINDOWLEAVE", -1):  # the pointer left: no hover
            self.hover_pos = self.hover = None
        act = self.input.handle_event(event)
        if act is None:
            return None
        wait = self.hover_wait
        if act.kind in (ActionKind.HOVER, ActionKind.CAMERA) and act.pos and wait is not None:
            self.hover_wait = None if math.dist(wait, act.pos) > HOVER_STILL else wait
        if act.kind is ActionKind.HOVER:
            self.hover_pos = act.pos
            self._refresh_hover()
        elif act.kind is ActionKind.TAP:
            self.hover_pos = act.pos
            pos = act.pos
            now = self.session.clock()  # (the game's clock, as 2D's: self.time, the frames'
            # steps, stops at 0.1 s a frame, and a click 0.5 s after a slow frame was dropped)
            if pos is not None and not self.doubles.double(pos, now):  # a double click: one tap
                shot = self.tap(pos)
                if shot is not None and not shot.ignored:
                    self.doubles.fired(pos, now)
        elif act.kind is ActionKind.CAMERA and act.pos is not None:
            self.hover_pos = act.pos
        return act

    def update(self, dt: float) -> list:
        self.time += dt
        self.hint_age += dt
        if self.hint is not None and self.hint not in self.board.alive:
            self.hint = None
        moved = self.input.update(dt)
        self.flash_age += dt
        if self.flash is not None and self.flash_age >= self.FLASH_SHOWN:
            self.flash = None
        events = self.animator.update(dt)
        self.turns.update(dt)
        for kind, anim in events:
            if kind == "smack" and anim.blocker is not None:
                self.flash, self.flash_age = anim.blocker, 0.0
            if self.on_event:
                self.on_event(kind, anim)
        if (moved or events) and not self.input.dragging:
            self._refresh_hover()
        return events

    FLASH = 0.6  # seconds a hit blocker flashes (as in 2D: blinking, or steady
    # with reduced motion); then it shows through steadily, fading, as long as the red mark
    # on it stays (render2d.fx.MARK_TIME; its last quarter fading): a stranger saw the mark
    # stay 0.5 s over the arrow in front of a hidden blocker, and took that one for it
    FLASH_SHOWN, FLASH_HOLD = 1.1, 0.75

    def smack_cell(self, arrow: int) -> int | None:
        """The cell a blocked shot of `arrow` hit (after its "smack" event), once."""
        return self._blocked_at.pop(arrow, None)

    def cell_point(self, cell: int):
        """World point of a cell's centre (a Flat-3D controller: of its face)."""
        return tuple(c + 0.5 for c in self.board.space.coord(cell))

    @property
    def flash_amount(self) -> float:
        """0..1: how strongly the hit blocker shows now (0: none)."""
        if self.flash is None or self.flash not in self.board.alive:
            return 0.0
        u = self.flash_age / self.FLASH_SHOWN  # (fading as the mark does: fx._alpha)
        fade = 1.0 if u < self.FLASH_HOLD else max(0.0, 1 - (u - self.FLASH_HOLD) / (1 - self.FLASH_HOLD))
        if not self.blink or self.flash_age >= self.FLASH:
            return fade
        return 1.0 if int(self.flash_age * 14) % 2 == 0 else 0.35

    HINT_PULSE = 2.0  # seconds the hint pulses; then it stays lit until used
    HINT_STEADY = 0.8  # the hint's glow when it does not pulse (reduced motion)

    @property
    def hint_amount(self) -> float:
        """0..1 glow of the hinted arrow now (steady without `blink`)."""
        if self.hint is None:
            return 0.0
        if not self.blink:
            return self.HINT_STEADY
        if self.hint_age >= self.HINT_PULSE:
            return 0.6
        return 0.5 + 0.5 * math.cos(self.hint_age * 2 * math.pi * 1.5)

    @property
    def animating(self) -> bool:
        return (
            self.animator.active
            or self.turns.active
            or self.input.busy
            or self.flash is not None
            or (self.hint is not None and self.blink and self.hint_age < self.HINT_PULSE + 0.1)
        )

    @property
    def settled(self) -> bool:
        """Nothing moving (the result screen may show)."""
        return not self.animator.active and not self.turns.active


def _never(arrow: int | None = None) -> bool:
    return False
