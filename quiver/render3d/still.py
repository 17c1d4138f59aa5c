"""The last still 3D frame, kept so that a change to the overlay alone (the HUD clock's
tick, a lesson's pulsing bubble, a burst on the layer) re-presents the window without
drawing the 3D scene again (issue 23: idle CPU; on a software renderer a 3D frame costs
tens of milliseconds).

    still = StillFrame()
    if still.reuse(ctx, key, size): ...        # the same picture: copied back, no render
    ... render the scene to the screen ...
    still.keep(ctx, key, size)                 # only when nothing in the scene moves
    still.drop()                               # settings changed: the picture is stale

`key` is everything the picture depends on (the scene's frame key); a frame is kept only
while nothing in the 3D view moves, so a drag or a flight pays no copy.
"""

from __future__ import annotations

from typing import Any

__all__ = ["StillFrame"]


class StillFrame:
    def __init__(self) -> None:
        self.fbo: Any = None
        self.key: Any = None
        self.size: tuple[int, int] | None = None
        self.reused = 0  # frames presented from the copy (tests, benches)

    def reuse(self, ctx, key, size: tuple[int, int]) -> bool:
        if self.fbo is None or self.key is None or key != self.key or tuple(size) != self.size:
            return False
        ctx.copy_framebuffer(ctx.screen, self.fbo)
        self.reused += 1
        return True

    def keep(self, ctx, key, size: tuple[int, int]) -> None:
        size = (int(size[0]), int(size[1]))
        if self.fbo is None or self.size != size:
            self.release()
            self.fbo = ctx.simple_framebuffer(size, components=4)
            self.size = size
        ctx.copy_framebuffer(self.fbo, ctx.screen)
        self.key = key

    def drop(self) -> None:
        self.key = None

    def release(self) -> None:
        if self.fbo is not None:
            self.fbo.release()
        self.fbo, self.key, self.size = None, None, None
