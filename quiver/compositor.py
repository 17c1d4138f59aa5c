"""Layers and the two compositors that put them in the window.

Every scene paints a pygame Surface the size of the window (its layer). With OpenGL the
changed rectangles of each layer go into a texture and the layers are drawn as
screen-covering triangles (assets/shaders/overlay.glsl), a GL scene's own picture first;
without GL the layers are blitted onto the window surface.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import moderngl
import pygame

from quiver.render3d.shaders import load_program

if TYPE_CHECKING:  # pragma: no cover
    from quiver.scenes.base import Scene

Rects = "list[pygame.Rect] | bool"  # changed rectangles, or True for the whole layer


class Layer:
    """A scene's pygame surface and (with GL) its texture."""

    def __init__(self, size: Sequence[int], alpha: bool) -> None:
        self.size: tuple[int, int] = (int(size[0]), int(size[1]))
        self.alpha = alpha
        self.surface = pygame.Surface(self.size, pygame.SRCALPHA if alpha else 0)
        if alpha:
            self.surface.fill((0, 0, 0, 0))
        self.texture: moderngl.Texture | None = None

    def release(self) -> None:
        """Free the texture (the surface goes with the object)."""
        if self.texture is not None:
            self.texture.release()
            self.texture = None


def merge_rects(rects: list[pygame.Rect], bounds: pygame.Rect, limit: int = 12) -> list[pygame.Rect]:
    """Clip to the window, drop empties, merge overlaps; many small rects become one."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r).clip(bounds)
        if r.w <= 0 or r.h <= 0:
            continue
        k = r.collidelist(out)
        while k >= 0:
            r = r.union(out.pop(k))
            k = r.collidelist(out)
        out.append(r)
    if len(out) > limit:
        u = out[0].unionall(out[1:])
        return [u]
    return out


def native_order(surface: pygame.Surface, alpha: bool) -> bool:
    """True when the surface's bytes are 32-bit pixels B, G, R, then alpha (or padding
    for an opaque layer), rows without a gap: a texture can take them as they are."""
    masks = surface.get_masks()
    return (
        surface.get_bytesize() == 4
        and surface.get_pitch() == 4 * surface.get_width()
        and tuple(masks[:3]) == (0xFF0000, 0xFF00, 0xFF)
        and (not alpha or masks[3] == 0xFF000000)
    )


def _covers(layer: Layer | None) -> bool:
    """An opaque layer with its texture: drawn, it covers the whole window."""
    return layer is not None and not layer.alpha and layer.texture is not None


class Compositor(Protocol):
    """What the app asks of a compositor."""

    size: tuple[int, int]
    full: bool  # the next present draws the whole window
    settle: int  # presents still to draw whole after a resize (the app keeps presenting)

    def resize(self, size: Sequence[int]) -> None: ...

    def upload(self, layer: Layer, rects: list[pygame.Rect] | bool) -> None: ...

    def present(
        self, scenes: Sequence[Scene], layers: dict[int, Layer], capture: bool = False
    ) -> pygame.Surface | None: ...

    def release(self) -> None: ...


SOFTWARE_GL = ("llvmpipe", "softpipe", "swrast", "software")
SETTLED = 2  # presents in a row, after a resize, whose back buffer had the window's size
SETTLE_MOST = 12  # presents after a resize that try for that, at most
SENTINEL = (255, 0, 255)  # painted in the far corner (magenta), read back: the buffer reaches it


def keeps_frame(ctx: moderngl.Context) -> bool:
    """True when the window's back buffer still holds the last frame after a flip, so a
    frame may draw only its changed rects: tried on a software renderer only (where the
    whole-window triangle is the frame's cost; SDL's offscreen window is one EGL pbuffer,
    which a flip leaves as it is), by two flips of a corner pixel read back each time."""
    if not any(k in ctx.info.get("GL_RENDERER", "").lower() for k in SOFTWARE_GL):
        return False
    ctx.screen.use()
    seen = []
    for shade in (0.25, 0.75):
        ctx.scissor = (0, 0, 1, 1)
        ctx.clear(shade, shade, shade, 1.0)
        ctx.scissor = None
        pygame.display.flip()
        seen.append(ctx.screen.read(viewport=(0, 0, 1, 1), components=3)[0])
    return seen == [round(0.25 * 255), round(0.75 * 255)]


class GLCompositor:
    """Draws layers as textured triangles in the window's OpenGL 3.3 core context.

    Where the back buffer keeps the last frame (`keeps_frame`), a frame whose only news
    is changed rects of the layers draws just those rects (scissored); a new stack of
    scenes, a GL scene, a resize or a frame the app asks for draws the whole window.

    After a resize the frames are whole until the window's back buffer has had its size
    for SETTLED presents in a row (`_settling`). s326: Mesa's software GLX (llvmpipe under
    Xvfb, Mesa 22.3) gave the back buffer the window's new size at a glClear (from the
    frame after it), never at a draw, and a frame over an opaque layer clears nothing:
    started fullscreen, every menu frame went into the buffer of the window's first size,
    cropped, a black band at the bottom, till a screen that clears opened. `drawable`: the window's
    size as the window system has it (window.window_size), None where unknown."""

    def __init__(
        self, ctx: moderngl.Context, drawable: Callable[[], tuple[int, int] | None] = lambda: None
    ) -> None:
        self.ctx = ctx
        self.prog = load_program(ctx, "overlay")  # one triangle over the whole viewport
        self.prog["u_gl_rows"].value = False  # pygame's rows run top to bottom
        self.prog["u_opaque"].value = False  # each layer with its alpha
        self.vao = ctx.vertex_array(self.prog, [])
        self.size: tuple[int, int] = (0, 0)
        self.pending: list[pygame.Rect] = []  # changed since the last present
        self.full = True  # the next present draws the whole window
        self.kept: bool | None = None  # keeps_frame(), asked at the first resize
        self.drawable = drawable
        self.settle = 0  # presents left to settle a resize in (SETTLE_MOST after one)
        self._good = 0  # presents in a row, since, with the back buffer at the window's size

    def resize(self, size: Sequence[int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.ctx.viewport = (0, 0, *self.size)
        self.full = True
        self.settle, self._good = SETTLE_MOST, 0
        if self.kept is None:
            self.kept = keeps_frame(self.ctx)

    def upload(self, layer: Layer, rects: list[pygame.Rect] | bool) -> None:
        if layer.texture is None or layer.texture.size != layer.size:
            layer.release()
            layer.texture = self.ctx.texture(layer.size, 4)
            layer.texture.filter = (moderngl.NEAREST, moderngl.NEAREST)
            rects = True
        surface = layer.surface
        raw = native_order(surface, layer.alpha)
        # the texture holds the surface's own bytes (B, G, R, A/X) and the swizzle reads
        # them as RGBA, or it holds RGBA converted by pygame (another pixel format)
        layer.texture.swizzle = ("BGRA" if layer.alpha else "BGR1") if raw else "RGBA"
        if rects is True:
            # the whole layer (a camera move, a new layer): its bytes as they are, no
            # conversion (about a tenth of tobytes' time for a 1920x1080 layer)
            layer.texture.write(surface.get_buffer() if raw else pygame.image.tobytes(surface, "RGBA"))
            self.full = True
            return
        for r in rects or ():
            sub = surface.subsurface(r)
            data = pygame.image.tobytes(sub, "BGRA") if raw else pygame.image.tobytes(sub, "RGBA")
            layer.texture.write(data, viewport=(r.x, r.y, r.w, r.h))
            self.pending.append(pygame.Rect(r))

    def present(
        self, scenes: Sequence[Scene], layers: dict[int, Layer], capture: bool = False
    ) -> pygame.Surface | None:
        """Composite and flip; with capture, return the frame as a Surface (read back
        from the framebuffer before the flip)."""
        ctx = self.ctx
        settling = self._settling()
        ctx.screen.use()
        ctx.viewport = (0, 0, *self.size)
        w, h = self.size
        whole = settling or self.full or not self.kept or any(s.uses_gl for s in scenes)
        clips = [None] if whole else merge_rects(self.pending, pygame.Rect(0, 0, w, h))
        self.pending, self.full = [], False
        covered = bool(scenes) and (scenes[0].uses_gl or _covers(layers.get(id(scenes[0]))))
        for clip in clips:
            # a software renderer pays for every pixel drawn: a hover's few rects cost a
            # hundredth of the whole-window triangle at 1080p
            ctx.scissor = None if clip is None else (clip.x, h - clip.bottom, clip.w, clip.h)
            if not covered:
                # a GL scene clears the window itself, an opaque layer covers all of it: a
                # clear would cost a software renderer a fifth of the frame for nothing
                ctx.clear(0.96, 0.94, 0.9, 1.0)
            for scene in scenes:
                self._draw_layer(scene, layers.get(id(scene)), clip)
        ctx.scissor = None
        ctx.disable(moderngl.BLEND)
        image = None
        if capture:
            data = ctx.screen.read(viewport=(0, 0, w, h), components=3, alignment=1)
            image = pygame.image.frombytes(data, (w, h), "RGB", True)  # GL rows run bottom-up
        pygame.display.flip()
        return image

    def _settling(self) -> bool:
        """While a resize settles: True (this frame is drawn whole), the back buffer made
        to take the window's size (a clear of its far corner) and checked (that corner read
        back: a buffer that ends before it leaves it black), the window still at that size.
        Settled after SETTLED such presents in a row, or given up after SETTLE_MOST (SDL's
        offscreen window: a pbuffer of the size it opened at, grown past)."""
        if self.settle <= 0:
            return False
        self.settle -= 1
        ctx, (w, h) = self.ctx, self.size
        ctx.screen.use()
        ctx.viewport = (0, 0, w, h)
        ctx.scissor = (w - 1, h - 1, 1, 1)
        ctx.clear(1.0, 0.0, 1.0, 1.0)  # (SENTINEL)
        ctx.scissor = None
        seen = bytearray(3)  # (stays black where the buffer ends before the corner)
        ctx.screen.read_into(seen, viewport=(w - 1, h - 1, 1, 1), components=3)
        reached = all(abs(a - b) < 32 for a, b in zip(seen, SENTINEL, strict=True))
        self._good = self._good + 1 if reached and self.drawable() in (None, self.size) else 0
        if self._good >= SETTLED:
            self.settle = 0
        return True

    def _draw_layer(self, scene: Scene, layer: Layer | None, clip: pygame.Rect | None) -> None:
        """A GL scene's own picture (whole frames only), then the scene's layer over it,
        within `clip` (None: the whole window)."""
        ctx = self.ctx
        if scene.uses_gl:
            scene.draw_gl(ctx)
            ctx.screen.use()
            ctx.viewport = (0, 0, *self.size)
        if layer is None or layer.texture is None:
            return
        ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        if layer.alpha:
            ctx.enable(moderngl.BLEND)
            ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        else:
            ctx.disable(moderngl.BLEND)
        layer.texture.use(0)
        regions = scene.layer_regions() if layer.alpha and clip is None else None
        if regions is None:
            self.vao.render(moderngl.TRIANGLES, vertices=3)
            return
        # a mostly clear layer (a 3D scene's HUD): blend only where it has content; a
        # full-window blend costs a software renderer ~10 ms a frame
        h = self.size[1]
        for r in regions:
            ctx.scissor = (r.x, h - r.bottom, r.w, r.h)
            self.vao.render(moderngl.TRIANGLES, vertices=3)
        ctx.scissor = None

    def release(self) -> None:
        self.vao.release()
        self.prog.release()


class SoftCompositor:
    """No GL: blit the layers onto the window surface."""

    def __init__(self) -> None:
        self.size: tuple[int, int] = (0, 0)
        self.pending: list[pygame.Rect] = []
        self.full = True
        self.settle = 0  # (pygame's window surface follows the window's size)

    def resize(self, size: Sequence[int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.full = True

    def upload(self, layer: Layer, rects: list[pygame.Rect] | bool) -> None:
        if rects is True:
            self.full = True
        elif rects:
            self.pending.extend(rects)

    def present(
        self, scenes: Sequence[Scene], layers: dict[int, Layer], capture: bool = False
    ) -> pygame.Surface | None:
        screen = pygame.display.get_surface()
        if screen is None:
            return None
        stack = [layers[id(s)] for s in scenes if id(s) in layers]
        if stack and not stack[0].alpha and not self.full:
            # each changed rect made again from the opaque bottom layer up (a toast or a
            # card over the board), and only those rects sent to the window
            rects = merge_rects(self.pending, pygame.Rect(0, 0, *screen.get_size()))
            for r in rects:
                for layer in stack:
                    screen.blit(layer.surface, r, r)
            pygame.display.update(rects)
        else:
            for layer in stack:
                screen.blit(layer.surface, (0, 0))
            pygame.display.flip()
        self.pending = []
        self.full = False
        return screen.copy() if capture else None

    def release(self) -> None:
        """Nothing to free: the window owns its surface."""


class Painter:
    """The layers of the scenes on screen: each scene draws into its own layer, the
    changed rectangles go to the compositor, and a frame is presented only when
    anything changed."""

    def __init__(self) -> None:
        self.layers: dict[int, Layer] = {}  # by id() of the scene
        self.presents = 0  # frames actually drawn to the window
        self._last_ids: tuple[int, ...] = ()

    def drop(self, scene: object) -> None:
        layer = self.layers.pop(id(scene), None)
        if layer is not None:
            layer.release()

    def release(self) -> None:
        for layer in self.layers.values():
            layer.release()
        self.layers.clear()

    def present(
        self,
        scenes: list[Scene],
        size: tuple[int, int],
        compositor: Compositor | None,
        changed: bool,
        capture: bool,
    ) -> pygame.Surface | None:
        """Draw `scenes` (bottom first) and present them if anything changed (or
        `changed`); with `capture` the presented frame comes back as a Surface."""
        ids = tuple(id(s) for s in scenes)
        if compositor is not None and compositor.settle > 0:
            changed = True  # (a resize settling: GLCompositor._settling)
        if compositor is not None and (changed or ids != self._last_ids):
            # a frame the app asks for (the window exposed, a toast, a resize) or other
            # scenes: the whole window (only what is sent or drawn changes otherwise)
            compositor.full = True
        if ids != self._last_ids:
            self._last_ids = ids
            changed = True
        bounds = pygame.Rect(0, 0, *size)
        for s in scenes:
            layer = self.layers.get(id(s))
            alpha = s.overlay or s.uses_gl
            if layer is None or layer.size != size or layer.alpha != alpha:
                layer = self.layers[id(s)] = Layer(size, alpha)
                s.full_redraw = True
            dirty = s.draw(layer.surface)
            rects: list[pygame.Rect] | bool
            if dirty is True:
                rects = True
            elif dirty:
                rects = merge_rects(list(dirty), bounds)
            else:
                rects = []
            if rects:
                changed = True
                if compositor is not None:
                    compositor.upload(layer, rects)
            if s.uses_gl and s.needs_frame():
                changed = True
        if not changed or compositor is None:
            return None
        if capture and isinstance(compositor, SoftCompositor):
            compositor.full = True
        self.presents += 1
        return compositor.present(scenes, self.layers, capture)
