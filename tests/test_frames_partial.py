"""The compositors' cheap frames show the same pixels as the old full ones.

The compositor uploads only a layer's changed rects (the layer's own bytes, read
through a texture swizzle), skips the clear under an opaque layer, blends a toast
layer only where its cards are, and (on a software renderer whose window keeps the last
frame) draws only the changed rects of the window. Here every presented frame of a 2D game (hovers, a
flight, a bounce, a toast and its fade, a pan, a resize) is compared, pixel for pixel,
with the old way: each layer uploaded whole (pygame's RGBA bytes) into a fresh texture
over a cleared frame, every layer blended over the whole window; the toasts drawn afresh
on a clear layer (so a card left behind by its fade would show).
"""

from __future__ import annotations

import numpy as np
import pytest
from gl_helpers import app_window


class FullReference:
    """The old compositor's picture of the same layers, drawn into a framebuffer."""

    def __init__(self, ctx) -> None:
        import moderngl

        from quiver.render3d.shaders import load_program

        self.ctx, self.mgl = ctx, moderngl
        self.prog = load_program(ctx, "overlay")
        self.prog["u_gl_rows"].value = False
        self.prog["u_opaque"].value = False
        self.vao = ctx.vertex_array(self.prog, [])

    def frame(self, scenes, layers, size) -> np.ndarray:
        import pygame

        ctx, mgl = self.ctx, self.mgl
        target = ctx.texture(size, 4)
        fbo = ctx.framebuffer(color_attachments=[target])
        fbo.use()
        ctx.viewport = (0, 0, *size)
        ctx.clear(0.96, 0.94, 0.9, 1.0)
        for scene in scenes:
            layer = layers.get(id(scene))
            if layer is None:
                continue
            surface = layer.surface
            if scene.name == "toasts":  # drawn afresh: nothing of the last cards may stay
                surface = pygame.Surface(size, pygame.SRCALPHA)
                scene.full_redraw = True
                scene.draw(surface)
            tex = ctx.texture(size, 4, pygame.image.tobytes(surface, "RGBA"))
            tex.filter = (mgl.NEAREST, mgl.NEAREST)
            if layer.alpha:
                ctx.enable(mgl.BLEND)
                ctx.blend_func = mgl.SRC_ALPHA, mgl.ONE_MINUS_SRC_ALPHA
            else:
                ctx.disable(mgl.BLEND)
            tex.use(0)
            self.vao.render(mgl.TRIANGLES, vertices=3)
            tex.release()
        ctx.disable(mgl.BLEND)
        px = fbo.read(components=3, alignment=1)
        fbo.release()
        target.release()
        return np.frombuffer(px, np.uint8).reshape(size[1], size[0], 3)


def play_small(win):
    """A 12x10 easy 2D game pushed on the window's app, three frames in."""
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    code = complete("2d", "rect", (12, 10), None, "easy", 3)
    board = generate_board(code)
    scene = Play2DScene(win.app.ports, board, code, hearts=None)
    win.app.push(scene)
    win.run(3)
    return board, scene


@pytest.mark.slow
def test_partial_frames_match_full_uploads(monkeypatch, tmp_path):
    import pygame

    with app_window(monkeypatch, tmp_path, (640, 480), 1 / 60) as win:
        app = win.app
        ref = FullReference(app.gl)
        comp = app.compositor
        present = comp.present
        checked, partial = [], []
        assert comp.kept, "the offscreen window's back buffer keeps the last frame"

        def checked_present(scenes, layers, capture=False):
            if not comp.full and not any(s.uses_gl for s in scenes):
                partial.append(len(checked))  # only the changed rects drawn
            shot = present(scenes, layers, capture=True)
            got = np.frombuffer(pygame.image.tobytes(shot, "RGB", True), np.uint8)
            want = ref.frame(scenes, layers, comp.size)
            diff = np.count_nonzero(got.reshape(want.shape) != want)
            checked.append((len(checked), diff))
            return shot if capture else None

        monkeypatch.setattr(comp, "present", checked_present)
        board, scene = play_small(win)

        def motion(pos):
            win.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            win.run(1)

        free = board.free_arrows()
        blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
        motion(scene.arrow_pixel(free[0]))  # a hover, moved to another arrow, then it ends
        motion(scene.arrow_pixel(free[1]))
        motion((3, 240))
        win.click(*scene.arrow_pixel(free[0]))  # a flight to the edge and away
        win.run(40)
        win.click(*scene.arrow_pixel(blocked))  # a bounce
        win.run(40)
        app.feedback.toast("Copied the puzzle code")  # a toast, its fade, and gone
        win.run(3)
        win.clock[0] += 3.8
        win.run(30)
        scene.controls.zoom(1.25, scene.view.area_center())  # a zoom and a pan
        win.run(2)
        win.post(pygame.MOUSEBUTTONDOWN, pos=(320, 240), button=3)
        for k in range(1, 5):
            win.post(pygame.MOUSEMOTION, pos=(320 + 9 * k, 240), rel=(9, 0), buttons=(0, 0, 1))
            win.run(1)
        win.post(pygame.MOUSEBUTTONUP, pos=(356, 240), button=3)
        win.run(2)
        app._resize((560, 420))  # within the offscreen surface, so it reads back whole
        win.run(3)
        motion(scene.arrow_pixel(free[1]))
        win.run(2)
        for i in [j for j in board.solution if j in board.alive][:-1]:  # then the win's reveal
            scene.session.fire(i)
        scene.renderer.refresh_all()
        scene.camera_dirty = True
        win.run(2)
        before = len(partial)
        win.click(*scene.arrow_pixel(next(iter(board.alive))))
        win.run(130)
        assert scene.result_shown
        assert len(partial) - before > 40, "the reveal's frames drew only their changed rects"
    assert len(checked) > 60, "too few frames were presented to judge"
    assert len(partial) > 40, "too few frames drew only their changed rects"
    assert [c for c in checked if c[1]] == []


def test_only_a_software_renderer_draws_rects_alone():
    """A GPU draws the whole window for nothing: the kept-frame probe is not even tried."""
    from quiver.compositor import keeps_frame

    class GPU:
        def __init__(self) -> None:
            self.info = {"GL_RENDERER": "NVIDIA GeForce RTX 3060/PCIe/SSE2"}

        @property
        def screen(self):
            raise AssertionError("probed a GPU's window")

    assert keeps_frame(GPU()) is False


@pytest.mark.slow
def test_a_frame_the_app_asks_for_is_whole_with_gl(monkeypatch, tmp_path):
    """With GL too a frame the app forces (an expose, a resize) draws the whole window,
    and a frame with nothing but changed rects draws just those."""
    import pygame

    with app_window(monkeypatch, tmp_path, (640, 480), 1 / 60) as win:
        app, comp = win.app, win.app.compositor
        seen = []
        present = comp.present

        def spy(scenes, layers, capture=False):
            seen.append("whole" if comp.full else len(comp.pending))
            return present(scenes, layers, capture)

        monkeypatch.setattr(comp, "present", spy)
        board, scene = play_small(win)
        seen.clear()
        win.post(
            pygame.MOUSEMOTION, pos=scene.arrow_pixel(board.free_arrows()[0]), rel=(0, 0), buttons=(0, 0, 0)
        )
        win.run(1)
        app.force_present = True  # what WINDOWEXPOSED does
        win.run(1)
        assert seen[0] != "whole" and seen[0] > 0
        assert seen[-1] == "whole"


@pytest.mark.parametrize(("driver", "want"), [("x11", "0"), ("wayland", None), ("offscreen", None)])
def test_plain_window_on_x11_sends_only_the_changed_rects(monkeypatch, driver, want):
    """Without GL on X11 the window's surface is X11's own image (update(rects) sends
    those rects), not SDL's GL texture of the whole window; elsewhere SDL chooses."""
    import pygame

    from quiver import window

    # set, then taken away: monkeypatch puts back what was there, whatever the code sets
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "")
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    window.soft_framebuffer()
    assert window.os.environ.get("SDL_FRAMEBUFFER_ACCELERATION") == want
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")  # the player's own choice stays
    window.soft_framebuffer()
    assert window.os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "1"


@pytest.mark.slow
def test_a_frame_the_app_asks_for_is_whole_without_gl(monkeypatch, tmp_path):
    """The soft compositor sends only changed rects; a frame the app forces (the window
    exposed after being covered) must send the whole window, or X11 shows what covered it."""
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make()
        sent = []
        monkeypatch.setattr("pygame.display.update", lambda rects=None: sent.append(list(rects or [])))
        monkeypatch.setattr("pygame.display.flip", lambda: sent.append("whole"))
        run(app, 3)
        sent.clear()
        app.force_present = True  # what WINDOWEXPOSED does
        run(app, 1)
        assert sent == ["whole"]


@pytest.mark.slow
def test_soft_frames_with_a_toast_match_the_layers_blitted_whole(monkeypatch, tmp_path):
    """Without GL the window gets only the changed rects, each made again from every
    layer (the board, a toast over it): after each frame of a hover, a flight, a toast
    and its fade, the window is the layers blitted whole, pixel for pixel."""
    import pygame
    from app_helpers import app_maker, run

    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make()
        code = complete("2d", "rect", (12, 10), None, "easy", 3)
        board = generate_board(code)
        scene = Play2DScene(app.ports, board, code, hearts=None)
        app.push(scene)
        run(app, 3)
        app.feedback.toast("Copied the puzzle code")
        run(app, 2)
        wrong = []

        def check(tag):
            whole = pygame.Surface(app.size)
            for s in app.visible() + ([app.toasts] if app.toasts.active else []):
                whole.blit(app.layers[id(s)].surface, (0, 0))
            screen = pygame.display.get_surface()
            if pygame.image.tobytes(screen, "RGB") != pygame.image.tobytes(whole, "RGB"):
                wrong.append(tag)

        free = board.free_arrows()
        for k, i in enumerate([free[0], free[1], free[0]]):
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=scene.arrow_pixel(i), rel=(0, 0), buttons=(0, 0, 0)
                )
            )
            run(app, 1)
            check(f"hover {k}")
        x, y = scene.arrow_pixel(free[2])
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
        for k in range(30):
            run(app, 1)
            check(f"flight {k}")
        app.clock.t = app.toasts.toasts[-1].born + 3.7  # into its fade
        for k in range(30):
            run(app, 1)
            check(f"fade {k}")
        assert not app.toasts.active
        assert wrong == []
