"""How pointer, wheel, pinch and view keys act on the 2D board: hover, press-and-release
to fire, pan by dragging, jump by the minimap, zoom around the pointer or the fingers.

The scene keeps the state its drawing reads (`hover`, `pressed`, `drag`, `pointer`, the
view and its dirty flags); `BoardPointer2D` decides how each input changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from quiver.input import Input, moved_past_threshold, view_key

if TYPE_CHECKING:
    from .play2d import Play2DScene

# the view moves the other way from the key: the right arrow shows what is to the right
PAN_STEPS = {"left": (1, 0), "right": (-1, 0), "up": (0, 1), "down": (0, -1)}


class BoardPointer2D:
    """The 2D play scene's input: `handle` a pointer action, `view_key` a key."""

    def __init__(self, scene: Play2DScene) -> None:
        self.scene = scene

    def handle(self, act: Input, event: pygame.event.Event):
        """Press on an arrow: hold it (fires on release over it); on the minimap: jump;
        elsewhere, or with the right or middle button: pan. Wheel and pinch zoom."""
        scene = self.scene
        if act.kind == "move":
            scene.pointer = act.pos
            if scene.drag is not None:
                self.drag_to(act.pos)
            else:
                h = scene.arrow_at(act.pos)
                if scene.pressed is not None:
                    h = scene.pressed if h == scene.pressed else None
                scene.hover = h
            return scene.hud_event(event)
        if act.kind == "press":
            scene.pointer = act.pos
            if scene.hud_event(event) is None:  # the HUD's buttons
                return None
            if act.button == 1:
                mm = scene.minimap_rect()
                if mm is not None and act.pos is not None and mm.collidepoint(act.pos):
                    scene.drag = {"mode": "minimap", "start": act.pos, "moved": True}
                    self.minimap_jump(act.pos)
                    return None
                i = scene.arrow_at(act.pos)
                if i is not None:
                    scene.pressed = i
                    scene.hover = i
                    return None
            if act.button in (1, 2, 3):
                scene.drag = {"mode": "pan", "start": act.pos, "last": act.pos, "moved": False}
            return None
        if act.kind == "release":
            scene.pointer = act.pos
            if scene.hud_event(event) is None:
                return None
            if act.button == 1 and scene.pressed is not None:
                i, scene.pressed = scene.pressed, None
                if scene.arrow_at(act.pos) == i:
                    scene.fire(i, scene.end_at(act.pos, i))
                scene.hover = scene.arrow_at(act.pos)
            elif scene.drag is not None:
                scene.drag = None
                scene.hover = scene.arrow_at(act.pos)
            return None
        if act.kind == "wheel":
            if act.notches:
                self.zoom(act.zoom, scene.pointer or pygame.mouse.get_pos())
            return None
        if abs(act.amount) > 1e-4 and act.pos is not None:  # a pinch, around its centre
            self.zoom(act.zoom, act.pos)
        return None

    def view_key(self, key: int) -> bool:
        """+ / - zoom, 0 fits the picture, the arrow keys pan (a big board): True when
        the key was one of these."""
        scene = self.scene
        action = view_key(key)
        if action == "zoom_in":
            self.zoom(1.25, scene.view.area_center())
        elif action == "zoom_out":
            self.zoom(0.8, scene.view.area_center())
        elif action == "reset":
            scene.view.fit()
            scene.camera_dirty = True
        elif action in PAN_STEPS and scene.view.pannable:
            sx, sy = PAN_STEPS[action]
            step = scene.view.cell * 3
            if scene.view.pan(sx * step, sy * step):
                scene.camera_dirty = True
        else:
            return False
        return True

    def drag_to(self, pos) -> None:
        scene = self.scene
        d = scene.drag
        if d is None:
            return
        if d["mode"] == "minimap":
            self.minimap_jump(pos)
            return
        if not d["moved"]:
            if not moved_past_threshold(d["start"], pos):
                return
            d["moved"] = True
        dx, dy = pos[0] - d["last"][0], pos[1] - d["last"][1]
        d["last"] = pos
        if scene.view.pan(dx, dy):
            scene.camera_dirty = True

    def minimap_jump(self, pos: tuple[float, float]) -> None:
        scene = self.scene
        r = scene.minimap_rect()
        if r is None:
            return
        mm = scene.renderer.minimap()
        fx = (pos[0] - r.x - 10) / max(1, mm.get_width())
        fy = (pos[1] - r.y - 10) / max(1, mm.get_height())
        self.center_on(fx * scene.view.cols, fy * scene.view.rows)

    def center_on(self, bx: float, by: float) -> None:
        scene = self.scene
        cx, cy = scene.view.area_center()
        scene.view.ox = cx - bx * scene.view.cell
        scene.view.oy = cy - by * scene.view.cell
        scene.view.clamp()
        scene.camera_dirty = True

    def zoom(self, factor: float, pos: tuple[float, float]) -> None:
        scene = self.scene
        if scene.view.zoom_by(factor, pos):
            scene.camera_dirty = True
            scene.minimap_dirty = True
        elif scene.view.pan(0, 0):
            scene.camera_dirty = True
