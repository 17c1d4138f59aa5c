"""The 2D play screen's frames through the game's own loop (`App.step`): what a tap costs.

Used by bench/render2d.py --loop and bench/side_by_side.py's `frames` part. It imports
`quiver` from sys.path as it finds it and changes no path itself, so side_by_side can
time an older tree's package with this file.

Each phase posts the events a player would (a hover that moves from arrow to arrow, a
tap on a free arrow and its flight, a wheel zoom in and out and the fifth of a second
after it (a zoom settles), a drag pan up then left, another drag up after the pointer
rested a second and a half (a pan's tile layers were let go: render2d/tilelayers.py),
the last tap and the win's reveal), then times `App.step()` + `ctx.finish()` per frame in CPU time of the
whole process (time.process_time: llvmpipe's shading threads count), with a fake clock
a 60th of a second a frame. Idle: frames with no event (the HUD clock ticks once a
second). Also the pixels written to the window texture (GL) or blitted (no GL) a frame.
"""

from __future__ import annotations

import os
import statistics
import time

PHASES = ("idle", "hover", "flight", "zoom", "pan up", "pan left", "pan again", "win")


class UploadMeter:
    """Counts the layer pixels the compositor writes (GL texture writes, or blits to
    the window without GL) by wrapping Texture.write / the soft compositor's present."""

    def __init__(self, app) -> None:
        self.px = 0
        comp = app.compositor
        meter = self
        if type(comp).__name__ == "GLCompositor":
            import moderngl

            orig_write = moderngl.Texture.write

            def write(tex, data, viewport=None, **kw):
                if viewport is None:  # bytes, or a surface's BufferProxy
                    meter.px += (getattr(data, "length", None) or len(data)) // 4
                else:
                    meter.px += viewport[2] * viewport[3]
                return orig_write(tex, data, viewport=viewport, **kw)

            moderngl.Texture.write = write
            self.undo = lambda: setattr(moderngl.Texture, "write", orig_write)
        else:
            orig_present = comp.present

            def present(scenes, layers, capture=False):
                stack = [layers[id(s)] for s in scenes if id(s) in layers]
                if len(stack) == 1 and not comp.full:
                    meter.px += sum(r.w * r.h for r in comp.pending)
                else:
                    meter.px += len(stack) * comp.size[0] * comp.size[1]
                return orig_present(scenes, layers, capture)

            comp.present = present
            self.undo = lambda: None

    def take(self) -> int:
        px, self.px = self.px, 0
        return px


class Loop:
    """An App with an offscreen window and one 2D play scene, stepped frame by frame."""

    def __init__(self, board, code, size: tuple[int, int]) -> None:
        import pygame

        from quiver.app import App
        from quiver.scenes.play2d import Play2DScene

        self.pg = pygame
        self.t = 1000.0
        self.app = App(size, sound=False, clock=lambda: self.t, realtime=False, lessons=False)
        self.app.open_window()
        self.scene = Play2DScene(self.app.ports, board, code, hearts=None)
        self.app.push(self.scene)
        self.board = board
        self.meter = UploadMeter(self.app)
        self.cpu: dict[str, list[float]] = {p: [] for p in PHASES}
        self.px: dict[str, list[int]] = {p: [] for p in PHASES}
        self.frames(20)

    def step(self, events=()) -> tuple[float, int]:
        for e in events:
            self.pg.event.post(e)
        self.t += 1 / 60
        self.meter.take()
        c = time.process_time()
        self.app.step()
        if self.app.gl is not None:
            self.app.gl.finish()
        return time.process_time() - c, self.meter.take()

    def frames(self, n: int, phase: str | None = None, events=()) -> None:
        for _ in range(n):
            cpu, px = self.step(events)
            if phase:
                self.cpu[phase].append(cpu)
                self.px[phase].append(px)

    def settle(self, limit: int = 600) -> None:
        for _ in range(limit):
            if not self.app.animating() and not self.scene.busy():
                break
            self.step()
        self.step()

    def free_on_screen(self) -> list[int]:
        """The free arrows a tap can reach now; on a big board zoomed in with none in
        view, the view first centres on one (a camera move, not timed)."""
        w, h = self.app.size
        for _ in range(2):
            out = []
            for i in self.board.free_arrows():
                x, y = self.scene.arrow_pixel(i)
                if 0 <= x < w and 0 <= y < h and self.scene.arrow_at((x, y)) == i:
                    out.append(i)
            if out or not self.board.free_arrows():
                return out
            i = self.board.free_arrows()[0]
            self.scene.controls.center_on(
                *(c + 0.5 for c in self.board.space.coord(self.board.arrows[i].head))
            )
            self.settle()
        return out

    def motion(self, pos):
        return self.pg.event.Event(self.pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def button(self, kind, pos, button=1):
        return self.pg.event.Event(kind, pos=pos, button=button)

    def tap(self, i: int) -> None:
        pos = self.scene.arrow_pixel(i)
        self.frames(1, "hover", [self.motion(pos)])
        self.frames(1, "flight", [self.button(self.pg.MOUSEBUTTONDOWN, pos)])
        self.frames(1, "flight", [self.button(self.pg.MOUSEBUTTONUP, pos)])
        while self.scene.anims:
            self.frames(1, "flight")
        self.frames(1, "flight", [self.motion((2, self.app.size[1] // 2))])  # the pointer leaves

    def run(self, idle: int = 60, taps: int = 3, moves: int = 20) -> None:
        pg = self.pg
        self.settle()
        self.frames(idle, "idle")
        free = self.free_on_screen() or [next(iter(self.board.alive))]
        for k in range(moves):  # hover: from arrow to arrow, then off the board
            pos = self.scene.arrow_pixel(free[k % len(free)]) if k % 3 < 2 else (2, 400)
            self.frames(1, "hover", [self.motion(pos)])
        for _ in range(taps):
            free = self.free_on_screen()
            if len(free) < 2:
                break
            self.tap(free[0])
            self.settle()
        cx, cy = self.scene.view.area_center()
        for k in range(moves):  # a wheel zoom in and out, about the middle
            self.frames(1, "zoom", [self.motion((cx, cy))])
            y = 1 if k < moves // 2 else -1
            wheel = pg.event.Event(pg.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
            self.frames(1, "zoom", [wheel])
        self.frames(12, "zoom")  # the pointer rests a fifth of a second: a zoom settles
        self.frames(1, "pan up", [self.button(pg.MOUSEBUTTONDOWN, (cx, cy), 3)])
        p = (cx, cy)
        # a drag with the right button, up then left: the board moves that way (a big
        # board starts at its top left corner, where down or right moves nothing)
        for k in range(2 * moves):
            phase, rel = ("pan up", (0, -5)) if k < moves else ("pan left", (-8, 0))
            p = (p[0] + rel[0], p[1] + rel[1])
            self.frames(1, phase, [pg.event.Event(pg.MOUSEMOTION, pos=p, rel=rel, buttons=(0, 0, 1))])
        self.frames(1, "pan left", [self.button(pg.MOUSEBUTTONUP, p, 3)])
        self.settle()
        self.frames(90)  # the pointer rests (not timed), then a drag up again
        self.frames(1, "pan again", [self.button(pg.MOUSEBUTTONDOWN, p, 3)])
        for _ in range(moves):
            p = (p[0], p[1] - 5)
            drag = pg.event.Event(pg.MOUSEMOTION, pos=p, rel=(0, -5), buttons=(0, 0, 1))
            self.frames(1, "pan again", [drag])
        self.frames(1, "pan again", [self.button(pg.MOUSEBUTTONUP, p, 3)])
        self.settle()
        self.win()

    def win(self) -> None:
        """Every arrow but one cleared off screen (not timed), then the last tap: its
        flight and the reveal until the result card."""
        scene, board = self.scene, self.board
        while len(board.alive) > 1:
            for i in board.free_arrows():
                if len(board.alive) > 1:
                    scene.session.fire(i)
        scene.renderer.refresh_all()
        scene.camera_dirty = True
        self.settle()
        last = next(iter(board.alive))
        scene.controls.center_on(*(c + 0.5 for c in board.space.coord(board.arrows[last].head)))
        self.settle()
        pos = scene.arrow_pixel(last)
        self.frames(1, "win", [self.button(self.pg.MOUSEBUTTONDOWN, pos)])
        self.frames(1, "win", [self.button(self.pg.MOUSEBUTTONUP, pos)])
        for _ in range(600):
            if self.app.top is not scene:
                break
            self.frames(1, "win")

    def close(self) -> None:
        self.meter.undo()
        self.app.close()


def summary(loop: Loop) -> dict:
    """{phase: [frames, median ms, p95 ms, median uploaded share of the window, max ms]}."""
    w, h = loop.app.size
    out = {}
    for p in PHASES:
        ms = sorted(c * 1000 for c in loop.cpu[p])
        if not ms:
            continue
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        out[p] = [len(ms), statistics.median(ms), p95, statistics.median(loop.px[p]) / (w * h), ms[-1]]
    return out


def measure(board, code, size: tuple[int, int], gl: bool = True) -> dict:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not gl:
        os.environ["QUIVER_NO_GL"] = "1"
    else:
        os.environ.pop("QUIVER_NO_GL", None)
    loop = Loop(board, code, size)
    try:
        loop.run()
        return summary(loop)
    finally:
        loop.close()


def board_for(size: tuple[int, int]):
    """The bench's hard board of `size` (16x20 with 65 arrows, as the speed table)."""
    from quiver.game.code import complete, generate_board

    code = complete("2d", "rect", size, 65 if size == (16, 20) else None, "hard", 1)
    return generate_board(code), code


def child(arg: dict) -> dict:
    """One configuration in a process of its own (bench/side_by_side.py's `frames`):
    {"board": [w, h], "window": [w, h], "gl": bool} -> summary()."""
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    board, code = board_for(tuple(arg["board"]))
    return measure(board, code, tuple(arg["window"]), arg["gl"])
