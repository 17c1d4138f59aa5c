"""How pointer, wheel, pinch and view keys act on the 2D board: hover, press-and-release
to fire (or, on cells too small to tap, a tap to zoom in there), pan by dragging, jump by
the minimap, zoom around the pointer or the fingers.

The pointer's state is a value (`PointerState`: hover, press, where the pointer is, a
typed `Drag`) that the scene's drawing reads; `BoardPointer2D` decides how each input
changes it, and asks the board on screen (`Board2D`: picking, the minimap, firing)
through a narrow protocol, never the scene class itself.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from quiver.input import DoubleTap, Input, InputKind, ViewAction, moved_past_threshold, view_key
from quiver.render2d.view import Anchor, BoardView

from .keypan2d import KeyGlide, speed
from .keys_tip import no_pan, nothing_that_way

Pos = tuple[float, float]
# said as a big picture opens whole with cells too small to tap (BoardView.tap_zooms), and short
LOOK_CLOSER = (
    "Tap the picture to look closer, then tap its arrows (0 shows it whole again)",
    "Tap to look closer",
)


class DragMode(enum.Enum):
    PAN = "pan"  # the board follows the pointer
    MINIMAP = "minimap"  # the view jumps to where the minimap is pressed


@dataclass
class Drag:
    mode: DragMode
    start: Pos
    last: Pos
    moved: bool  # past the threshold that tells a drag from a tap


@dataclass
class PointerState:
    """What the pointer is doing on the 2D board."""

    hover: int | None = None  # the arrow under the pointer
    pressed: int | None = None  # the arrow held down (fires when released over it)
    pointer: Pos | None = None  # where the pointer is
    drag: Drag | None = None
    keyed: int | None = None  # the arrow Tab lit last (keypick2d), Enter fires it while lit
    keyed_end: int | None = None  # the head of it Tab lit (1: a two-headed arrow's second)


class Board2D(Protocol):
    """What the pointer asks of the board on screen (the 2D play scene)."""

    view: BoardView
    clock: Callable[[], float]
    view_pan: Any  # a blocked tap's pan (fire2d.ViewPan): the player's pan or jump ends it

    def arrow_at(self, pos: Pos | None) -> int | None: ...
    def end_at(self, pos: Pos | None, i: int) -> int: ...
    def minimap_rect(self) -> pygame.Rect | None: ...
    def minimap_size(self) -> tuple[int, int]: ...
    def hud_event(self, event: pygame.event.Event) -> pygame.event.Event | None: ...
    def fire(self, i: int, end: int | None = None) -> Any: ...
    def view_moved(self, zoomed: bool = False, anchor: Anchor | None = None) -> None: ...


def under_toast(board: Any, pos: Pos) -> None:
    """Scene.pointer_under_toast for the 2D board: the wheel zooms about `pos`; the
    toast hides what is under it, so no arrow is hovered there."""
    board.ptr.pointer, board.ptr.hover, board.quiet = pos, None, False


# the view moves the other way from the key: the right arrow shows what is to the right
PAN_STEPS = {
    ViewAction.LEFT: (1, 0),
    ViewAction.RIGHT: (-1, 0),
    ViewAction.UP: (0, 1),
    ViewAction.DOWN: (0, -1),
}


class BoardPointer2D:
    """The 2D play scene's input: `handle` a pointer action, `view_key` a key."""

    def __init__(self, state: PointerState, board: Board2D) -> None:
        self.state = state
        self.board = board
        self.doubles = DoubleTap()  # a double click on an arrow is one tap
        self.glide = KeyGlide()  # a held arrow key's (keypan2d.py)

    def handle(self, act: Input, event: pygame.event.Event):
        """Press on an arrow: hold it (fires on release over it); on the minimap: jump;
        elsewhere, or with the right or middle button: pan. Wheel and pinch zoom."""
        st, board = self.state, self.board
        if act.kind is InputKind.MOVE:
            st.pointer = act.pos
            if st.drag is not None:
                self.drag_to(act.pos)
            else:
                h = None if board.view.tap_zooms() else board.arrow_at(act.pos)
                if st.pressed is not None:
                    h = st.pressed if h == st.pressed else None
                st.hover = h
            return board.hud_event(event)
        if act.kind is InputKind.PRESS:
            st.pointer = act.pos
            if board.hud_event(event) is None:  # the HUD's buttons
                return None
            if act.button == 1:
                mm = board.minimap_rect()
                if mm is not None and act.pos is not None and mm.collidepoint(act.pos):
                    st.drag = Drag(DragMode.MINIMAP, act.pos, act.pos, True)
                    self.minimap_jump(act.pos)
                    return None
                if act.pos is not None and self.doubles.double(act.pos, board.clock()):
                    return None  # a double click's second press: the first was the tap
                i = None if board.view.tap_zooms() else board.arrow_at(act.pos)
                if i is not None:
                    st.pressed = i
                    st.hover = i
                    return None
            if act.button in (1, 2, 3) and act.pos is not None:
                st.drag = Drag(DragMode.PAN, act.pos, act.pos, False)
            return None
        if act.kind is InputKind.RELEASE:
            st.pointer = act.pos
            if board.hud_event(event) is None:
                return None
            if act.button == 1 and st.pressed is not None:
                i, st.pressed = st.pressed, None
                shot = None if board.arrow_at(act.pos) != i else board.fire(i, board.end_at(act.pos, i))
                if shot is not None and act.pos is not None and not shot.ignored:
                    self.doubles.fired(act.pos, board.clock())
                st.hover = board.arrow_at(act.pos)
            elif st.drag is not None:
                tap, st.drag = act.button == 1 and not st.drag.moved and st.drag.mode is DragMode.PAN, None
                if tap and act.pos is not None and board.view.tap_zooms():
                    self.look_closer(act.pos)
                st.hover = None if board.view.tap_zooms() else board.arrow_at(act.pos)
            return None
        if act.kind is InputKind.WHEEL:
            if act.notches:
                self.zoom(act.zoom, st.pointer or pygame.mouse.get_pos())
            return None
        if abs(act.amount) > 1e-4 and act.pos is not None:  # a pinch, around its centre
            self.zoom(act.zoom, act.pos)
        return None

    def key_event(self, event: pygame.event.Event) -> bool:
        """A key down for `view_key` (True: used); a key up ends its glide (False: the
        scene's own keys see it too)."""
        if event.type == pygame.KEYUP:
            self.glide.let_go(event.key)
        return event.type == pygame.KEYDOWN and self.view_key(event.key, getattr(event, "repeat", False))

    def view_key(self, key: int, repeat: bool = False) -> bool:
        """+ / - zoom, 0 fits the picture, the arrow keys pan (a big board): True when
        the key was one of these. An arrow key's press pans three cells; its repeats
        (`repeat`: held) glide the board on smoothly, speeding up (keypan2d.py). With nothing
        to pan its way (a board all in view, or all in view that way: keys_tip) it says
        how to play by keys instead, and is not used."""
        view = self.board.view
        action = view_key(key)
        if action is ViewAction.ZOOM_IN:
            self.zoom(1.25, view.area_center())
        elif action is ViewAction.ZOOM_OUT:
            self.zoom(0.8, view.area_center())
        elif action is ViewAction.RESET:
            view.fit()
            self.board.view_moved(zoomed=True)  # (the minimap goes with the cut: Play2DScene.dock_follows)
        elif action in PAN_STEPS and view.pannable and not nothing_that_way(view, PAN_STEPS[action]):
            sx, sy = PAN_STEPS[action]
            self.board.view_pan = None  # (the player took the view: a blocked tap's pan ends)
            if repeat:
                self.glide.held(key, (sx, sy), self.board.clock())
            else:
                self.glide.press(key, (sx, sy))
                self.pan(sx * view.cell * 3, sy * view.cell * 3)
        else:
            if action in PAN_STEPS and not repeat:
                no_pan(self.board)  # the whole board in view: how to play by keys, once a run
            return False
        return True

    def pan(self, dx: float, dy: float) -> None:
        if self.board.view.pan(dx, dy):
            self.board.view_moved()

    def glide_on(self) -> None:
        """A held arrow key's glide moves on (each frame: fire2d.pan_on)."""
        self.pan(*self.glide.step(self.board.clock(), speed(self.board.view)))

    def drag_to(self, pos: Pos | None) -> None:
        d = self.state.drag
        if d is None or pos is None:
            return
        if d.mode is DragMode.MINIMAP:
            self.minimap_jump(pos)
            return
        if not d.moved:
            if not moved_past_threshold(d.start, pos):
                return
            d.moved = True
            self.board.view_pan = None  # (the player took the view: a blocked tap's pan ends)
        self.pan(pos[0] - d.last[0], pos[1] - d.last[1])
        d.last = pos

    def minimap_jump(self, pos: Pos) -> None:
        r = self.board.minimap_rect()
        if r is None:
            return
        mw, mh = self.board.minimap_size()
        fx = (pos[0] - r.x - 10) / max(1, mw)
        fy = (pos[1] - r.y - 10) / max(1, mh)
        self.center_on(fx * self.board.view.cols, fy * self.board.view.rows)

    def center_on(self, bx: float, by: float) -> None:
        view = self.board.view
        cx, cy = view.area_center()
        view.ox = cx - bx * view.cell
        view.oy = cy - by * view.cell
        view.give = (0.0, 0.0)  # a jump: within the bounds, wherever a zoom left the board
        view.clamp()
        self.board.view_pan = None  # (a hint's or the minimap's jump: a blocked tap's pan ends)
        self.board.view_moved()

    def look_closer(self, pos: Pos) -> None:
        """A tap on a board whose cells are too small to tap an arrow (the first look at
        a big picture, whole: BoardView.tap_zooms): zoom in there to the cell a big board
        opens with, `min_cell`, the tapped point kept under the pointer."""
        view = self.board.view
        if view.cell_at(*pos) is None:
            return
        keep = view.screen_to_board(*pos)
        if view.zoom_to(max(view.min_cell, view.whole_cell), pos):
            self.board.view_moved(zoomed=True, anchor=((pos[0], pos[1]), keep))

    def zoom(self, factor: float, pos: Pos) -> None:
        view = self.board.view
        keep = view.screen_to_board(*pos)  # held under `pos` as the minimap comes or goes
        if view.zoom_by(factor, pos):
            self.board.view_moved(zoomed=True, anchor=((pos[0], pos[1]), keep))
        elif view.pan(0, 0):
            self.board.view_moved()
