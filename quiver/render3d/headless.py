"""Pictures with no display: a standalone EGL context (Mesa llvmpipe works), 4x MSAA.

    from quiver.render3d.headless import render_board_png
    render_board_png(board, "torus.png", 1280, 800, yaw=35, pitch=25)

`render_image` returns the pixels (H, W, 3 uint8, top row first) for tests.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Literal

import numpy as np

from quiver.game.atomic_write import write_bytes_atomic

from .camera import OrbitCamera, board_camera

__all__ = [
    "HeadlessUnavailable",
    "Offscreen",
    "composite_hud",
    "release_context",
    "render_board_png",
    "render_image",
    "render_offscreen",
    "render_png",
    "standalone_context",
    "write_png",
]

_CTX = None


class HeadlessUnavailable(RuntimeError):
    """No OpenGL 3.3 context could be made without a display. `library_missing`: libEGL
    itself did not load (install it); otherwise it loaded and the driver under it made no
    context (s329: a broken driver was told to install the libEGL it had)."""

    def __init__(self, message: str, library_missing: bool = True) -> None:
        super().__init__(message)
        self.library_missing = library_missing

    def advice(self) -> str:
        """What to do, in the words of the one line `quiver render` says."""
        if self.library_missing:
            return "install Mesa's EGL (libegl1) or a graphics driver"
        told = [k for k in ("LIBGL_DRIVERS_PATH", "MESA_LOADER_DRIVER_OVERRIDE") if os.environ.get(k)]
        where = f"check {' and '.join(told)}, or " if told else ""
        drivers = "install Mesa's drivers (libgl1-mesa-dri)"
        return f"libEGL loads but its graphics driver made no context: {where}{drivers}"


def standalone_context():
    """A shared standalone OpenGL 3.3 context (EGL first, then the platform default)."""
    global _CTX
    if _CTX is None:
        import moderngl

        from quiver.logs import quiet_stderr

        errors = []
        for kw in ({"backend": "egl"}, {}):
            try:  # a broken driver's Mesa lines kept off the terminal: the caller says it in one
                with quiet_stderr():
                    _CTX = moderngl.create_standalone_context(require=330, **kw)
                break
            except Exception as exc:
                errors.append(f"{kw.get('backend', 'default')}: {exc}")
        if _CTX is None:
            said = "; ".join(errors)
            missing = not errors or "not loaded" in errors[0]  # glcontext's words for a dlopen that failed
            raise HeadlessUnavailable(f"no OpenGL 3.3 context without a display ({said})", missing)
    return _CTX


def release_context() -> None:
    """Drop the shared standalone context. Do this before opening a GL window in the
    same process: while a standalone EGL context is alive, moderngl may fail to detect
    the window's context."""
    global _CTX
    if _CTX is not None:
        try:
            _CTX.release()
        finally:
            _CTX = None


class Offscreen:
    """A multisampled colour+depth target and a resolve target of one size."""

    def __init__(self, ctx, width: int, height: int, samples: int = 4) -> None:
        self.ctx = ctx
        self.size = (width, height)
        samples = min(samples, ctx.max_samples) if samples > 1 else 0
        if samples > 1:
            self.ms = ctx.framebuffer(
                ctx.renderbuffer((width, height), 4, samples=samples),
                ctx.depth_renderbuffer((width, height), samples=samples),
            )
        else:
            self.ms = None
        self.fbo = ctx.framebuffer(
            ctx.renderbuffer((width, height), 4), ctx.depth_renderbuffer((width, height))
        )

    @property
    def target(self):
        return self.ms if self.ms is not None else self.fbo

    def use(self) -> None:
        t = self.target
        t.use()
        self.ctx.viewport = (0, 0, *self.size)

    def read(self) -> np.ndarray:
        if self.ms is not None:
            self.ctx.copy_framebuffer(self.fbo, self.ms)
        w, h = self.size
        raw = self.fbo.read(components=3, alignment=1)
        return np.frombuffer(raw, dtype=np.uint8).reshape(h, w, 3)[::-1].copy()

    def release(self) -> None:
        for fb in (self.ms, self.fbo):
            if fb is not None:
                for att in (*fb.color_attachments, fb.depth_attachment):
                    if att is not None:
                        att.release()
                fb.release()


def write_png(path, pixels: np.ndarray) -> Path:
    """Write an (H, W, 3|4) uint8 array as a PNG (pygame's writer, whatever the suffix)."""
    import pygame

    pixels = np.ascontiguousarray(pixels, dtype=np.uint8)
    h, w, c = pixels.shape
    formats: dict[int, Literal["RGB", "RGBA"]] = {3: "RGB", 4: "RGBA"}
    image = pygame.image.frombuffer(pixels.tobytes(), (w, h), formats[c])
    path = Path(path)
    buf = io.BytesIO()  # whole or not at all, one line naming the file (pictures.save_png)
    pygame.image.save(image, buf, "png")
    write_bytes_atomic(path, buf.getvalue(), mode=0o644)
    return path


def _hud_pixels(hud, width: int, height: int) -> np.ndarray | None:
    """An (H, W, 4) uint8 RGBA array from a pygame Surface, an array, or a callable
    (width, height) -> one of those."""
    if hud is None:
        return None
    if callable(hud):
        hud = hud(width, height)
        if hud is None:
            return None
    if isinstance(hud, np.ndarray):
        arr = hud
    else:  # a pygame Surface
        import pygame

        arr = np.frombuffer(pygame.image.tobytes(hud, "RGBA"), dtype=np.uint8).reshape(
            hud.get_height(), hud.get_width(), 4
        )
    if arr.shape[:2] != (height, width) or arr.shape[2] != 4:
        raise ValueError(f"the HUD must be {width}x{height} RGBA, got {arr.shape}")
    return arr


def composite_hud(pixels: np.ndarray, hud) -> np.ndarray:
    """`pixels` (H, W, 3) with the HUD (see `_hud_pixels`; None: nothing) blended over."""
    height, width = pixels.shape[:2]
    overlay = _hud_pixels(hud, width, height)
    if overlay is None:
        return pixels
    a = overlay[..., 3:4].astype(np.float32) / 255.0
    return (pixels * (1 - a) + overlay[..., :3] * a + 0.5).astype(np.uint8)


def render_offscreen(
    renderer_class,
    board,
    camera: OrbitCamera,
    width: int,
    height: int,
    *,
    hud=None,
    samples: int = 4,
    ctx=None,
    settings=None,
    **render_kw,
) -> np.ndarray:
    """One frame of `renderer_class(ctx, board, settings=settings)` (a
    `renderer_base.RendererBase`; settings None: the defaults) seen by `camera`,
    offscreen; returns (H, W, 3) uint8 pixels, top row first, with `hud` composited over.
    `render_kw` goes to its `render` (hover, animator, ...)."""
    ctx = ctx or standalone_context()
    target = Offscreen(ctx, width, height, samples)
    try:
        renderer = renderer_class(ctx, board, settings=settings)
        try:
            target.use()
            target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
            renderer.render(camera, width, height, **render_kw)
            pixels = target.read()
        finally:
            renderer.release()
    finally:
        target.release()
    return composite_hud(pixels, hud)


def render_image(
    board,
    width: int = 1280,
    height: int = 800,
    yaw: float | None = None,
    pitch: float | None = None,
    hud=None,
    camera: OrbitCamera | None = None,
    hover: int | None = None,
    samples: int = 4,
    ctx=None,
    settings=None,
    **render_kw,
) -> np.ndarray:
    """Render a 3D board offscreen; returns (H, W, 3) uint8 pixels, top row first.

    yaw, pitch: the view in degrees (None: the shape's home view, `camera.default_view`).
    `hud` (optional): an RGBA pygame Surface / array of the same size, or a callable
    (width, height) -> one, composited over the view. `settings`: the player's settings
    the picture honours (colour-blind palette; None: the defaults). `render_kw` goes to
    the renderer's `render` (animator, hint, ...).
    """
    from .renderer import BoardRenderer

    return render_offscreen(
        BoardRenderer,
        board,
        camera or board_camera(board, yaw, pitch),
        width,
        height,
        hud=hud,
        samples=samples,
        ctx=ctx,
        settings=settings,
        hover=hover,
        **render_kw,
    )


def render_board_png(
    board,
    out,
    width: int = 1280,
    height: int = 800,
    yaw: float | None = None,
    pitch: float | None = None,
    hud=None,
    settings=None,
) -> Path:
    """Render a 3D board to a PNG file with no display; returns the path written.
    yaw/pitch in degrees; None: the shape's home view (35, 25 for most shapes).
    `settings`: the player's settings (None: the defaults)."""
    return write_png(out, render_image(board, width, height, yaw, pitch, hud=hud, settings=settings))


def render_png(
    board,
    path,
    size: tuple[int, int] = (1280, 800),
    yaw: float | None = None,
    pitch: float | None = None,
    hud=None,
    settings=None,
) -> Path:
    """Same as render_board_png with the size as a pair."""
    return render_board_png(board, path, size[0], size[1], yaw, pitch, hud, settings)
