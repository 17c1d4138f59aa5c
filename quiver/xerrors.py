"""Living through an X11 protocol error while the GL window opens.

Xlib's default error handler prints "X Error of failed request" and ends the process.
A broken or missing GL driver makes GLX answer the context SDL asks for with such an
error (stranger round: `LIBGL_DRIVERS_PATH` pointing nowhere, `quiver --seed 1 --mode
flat` under X11: Mesa's lines, the X error, and the game gone before its window, instead
of the 2D game with one line saying why 3D is off). While `survive_x_errors` is open the
process's handler only counts the errors, so SDL's call fails with a pygame.error the
window's guard already turns into "no OpenGL 3.3 here". Only on SDL's x11 driver, where
libX11 can be loaded; elsewhere it does nothing.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
from collections.abc import Iterator

__all__ = ["survive_x_errors"]

# int (*XErrorHandler)(Display *, XErrorEvent *)
_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class XErrors:
    """How many X protocol errors came while the handler was in place."""

    def __init__(self) -> None:
        self.count = 0

    def seen(self, _display: int | None, _event: int | None) -> int:
        self.count += 1  # no Xlib call here: a handler must not talk to the server
        return 0


def _libx11() -> ctypes.CDLL | None:
    """The libX11 SDL loaded (the same shared object: one handler per process)."""
    for name in ("libX11.so.6", ctypes.util.find_library("X11")):
        if name:
            with contextlib.suppress(OSError):
                return ctypes.CDLL(name)
    return None


@contextlib.contextmanager
def survive_x_errors(driver: str) -> Iterator[XErrors]:
    """Count, instead of dying of, the X errors raised inside the block when `driver`
    (pygame.display.get_driver()) is "x11"; the handler before is put back after."""
    errors = XErrors()
    lib = _libx11() if driver == "x11" else None
    if lib is None:
        yield errors
        return
    handler = _HANDLER(errors.seen)  # kept alive here for as long as it is installed
    lib.XSetErrorHandler.restype = ctypes.c_void_p
    lib.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    before = lib.XSetErrorHandler(ctypes.cast(handler, ctypes.c_void_p))
    try:
        yield errors
    finally:
        lib.XSetErrorHandler(before)
