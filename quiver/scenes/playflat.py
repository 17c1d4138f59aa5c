"""The Flat-3D play scene: a block you turn, with arrows lying on its faces.

It is the 3D play scene (`Play3DScene`: session, HUD and its buttons, keys H / R / Esc,
sounds, win and lose screens, tap-versus-drag camera input, the multisampled target)
with the Flat-3D parts plugged in: `FlatBoardController` (face picking, ribbon
animations) and `FlatRenderer` (the block and its ribbons). Settings apply as in the 3D
scene (`Play3DScene.apply_settings`): the colour-blind palette with the ribbons' direction
glyphs, and reduced motion. The registry names it
(quiver/scenes/registry.py, `PLAY_SCENES["flat"]`).
"""

from __future__ import annotations

import moderngl

from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.flat_mesh import cell_centre
from quiver.render3d.flat_renderer import FlatRenderer, flat_camera, render_flat_png
from quiver.render3d.renderer_base import RendererBase

from .play3d import Play3DScene
from .unseen_flat import watch as watch_unseen
from .where import head_of

__all__ = ["PlayFlatScene"]


class PlayFlatScene(Play3DScene):
    name = "playflat"
    uses_gl = True
    controller_class = FlatBoardController

    def update(self, dt: float) -> None:
        super().update(dt)
        watch_unseen(self)  # the arrows left all on faces turned away: said once (s376)

    def head_point(self, i: int, end: int = 0):
        cell, _d = head_of(self.board, i, end)
        return tuple(float(v) for v in cell_centre(self.board.space.coord(cell)))

    def make_renderer(self, ctx: moderngl.Context) -> RendererBase:
        return FlatRenderer(ctx, self.board, settings=self.midend.settings)

    @staticmethod
    def view_camera(board, yaw, pitch):
        return flat_camera(board, yaw, pitch)

    @staticmethod
    def render_board_png(board, out, width: int, height: int, yaw, pitch, hud, settings=None, camera=None):
        return render_flat_png(board, out, width, height, yaw, pitch, hud, settings, camera)
