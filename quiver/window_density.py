"""The window's pixel density (HiDPI) for the UI scale, and what else is asked of the SDL2
library pygame loaded: the display the window is on, a display's usable bounds (window.py,
window_place.py)."""

from __future__ import annotations

import contextlib
import functools
import os
import warnings
from typing import Any

import pygame

from quiver.render2d import theme


# pygame-ce 2.5 has no call for a display's DPI or a window's size in pixels, so they are
# asked of the SDL2 library pygame itself loaded (the same handle: nothing new is loaded
# when the path is that of the loaded library). Anything missing reads as "unknown".
@functools.lru_cache(maxsize=1)
def _sdl() -> Any:
    import ctypes
    import ctypes.util
    import glob

    here = os.path.dirname(pygame.__file__)
    patterns = ("SDL2.dll", ".dylibs/libSDL2-2*.dylib", "../pygame_ce.libs/libSDL2-2*.so*")
    found = [path for pattern in patterns for path in sorted(glob.glob(os.path.join(here, pattern)))]
    for path in found:
        with contextlib.suppress(OSError):
            return ctypes.CDLL(path)
    # a pygame built against the system's SDL2; asked only now: find_library runs
    # ldconfig and a compiler (tens of ms of start-up, issue 26)
    system = ctypes.util.find_library("SDL2")
    if system:
        with contextlib.suppress(OSError):
            return ctypes.CDLL(system)
    return None


def measure_density() -> float:
    """Measure the open window's pixel density for the UI scale (theme.pixel_density: its
    drawable in pixels against its size, and the DPI of the display it is on), hand it to
    theme.set_density and return it. 1.0 when SDL cannot say (the offscreen and dummy
    drivers, a display without DPI)."""
    density = _measure()
    theme.set_density(density)
    return density


def _measure() -> float:
    import ctypes

    try:
        lib = _sdl()
        window_id = _window_id()
    except (pygame.error, AttributeError, OSError):
        return 1.0
    if lib is None:
        return 1.0
    try:
        handle = _handle(lib, window_id)
        if not handle.value:
            return 1.0
        w, h, pw, ph = (ctypes.c_int(0) for _ in range(4))
        lib.SDL_GetWindowSize(handle, ctypes.byref(w), ctypes.byref(h))
        in_pixels = getattr(lib, "SDL_GetWindowSizeInPixels", None) or lib.SDL_GL_GetDrawableSize
        in_pixels(handle, ctypes.byref(pw), ctypes.byref(ph))
        ddpi, hdpi, vdpi = (ctypes.c_float(0.0) for _ in range(3))
        index = lib.SDL_GetWindowDisplayIndex(handle)
        ok = (
            index >= 0
            and lib.SDL_GetDisplayDPI(index, ctypes.byref(ddpi), ctypes.byref(hdpi), ctypes.byref(vdpi)) == 0
        )
    except (AttributeError, OSError, ValueError):
        return 1.0
    return theme.pixel_density((w.value, h.value), (pw.value, ph.value), hdpi.value if ok else None)


def _window_id() -> int:
    """SDL's id of the display module's window (pygame.error: none open)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module().id


def _handle(lib: Any, window_id: int) -> Any:
    """SDL's SDL_Window pointer for `window_id` (a c_void_p; its value None: no such window)."""
    import ctypes

    lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
    return ctypes.c_void_p(lib.SDL_GetWindowFromID(ctypes.c_uint32(window_id)))


def display_index() -> int:
    """The index of the display the open window is on (SDL's word; 0 when it cannot say)."""
    try:
        lib = _sdl()
        window_id = _window_id()
        if lib is None:
            return 0
        handle = _handle(lib, window_id)
        return max(0, int(lib.SDL_GetWindowDisplayIndex(handle))) if handle.value else 0
    except (pygame.error, AttributeError, OSError, ValueError):
        return 0


def usable_bounds(index: int) -> tuple[int, int, int, int] | None:
    """Display `index` less its taskbars and docks, (x, y, w, h) as SDL's usable bounds say
    (window._usable_bounds: the first display's, before a window opens; window_place: the
    window's); None where SDL cannot say."""
    import ctypes

    class Rect(ctypes.Structure):
        _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]

    rect = Rect()
    with contextlib.suppress(AttributeError, OSError, ValueError):
        lib = _sdl()
        if lib is not None and lib.SDL_GetDisplayUsableBounds(index, ctypes.byref(rect)) == 0:
            return rect.x, rect.y, rect.w, rect.h
    return None
