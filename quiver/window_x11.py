"""What an X11 window shows between a resize and the game's next frame, and the size it
really has (window_size: SDL's own can be the size it asked for, see there).

SDL creates its X window with no background (background_pixmap None): after a resize
(a drag, a tiling manager, `xdotool windowsize`) the X server leaves the old pixels in
place, so until the game has laid itself out again and presented (30 ms for the menu, up
to 170 ms for a 3D board on a software renderer) the player sees the old frame cropped
at the top-left, or bare black where the window grew. Given a background pixel in the
game's own colour and ForgetGravity, the server clears the whole window to that colour at
the resize itself: a clean background, then the new layout, never a cropped old frame.

Asked of the libX11 SDL itself uses, on a connection of our own (window attributes live
in the server), opened at the first question and kept for the run (`close_x`: the window
closed); any other driver, or an X library that is missing, leaves SDL's window as it is.
(s282: a connection a question, `at_least_minimum` opened two for a resize event, and F11's
wait one every 20 ms.)
"""

from __future__ import annotations

import contextlib
import ctypes
import warnings
from collections.abc import Iterator
from typing import Any

import pygame

CW_BACK_PIXEL = 1 << 1
CW_BIT_GRAVITY = 1 << 4
FORGET_GRAVITY = 0
XA_ATOM, XA_CARDINAL, XA_WINDOW = 4, 6, 33  # the types of _NET_WM_STATE's items, of
# _NET_FRAME_EXTENTS', of _NET_SUPPORTING_WM_CHECK's
ulong = ctypes.POINTER(ctypes.c_ulong)
_kept: list[tuple[Any, Any]] = []  # (libX11, its display connection), once one was opened


class _Attributes(ctypes.Structure):
    """Xlib's XSetWindowAttributes (only the two fields named in the mask are read)."""

    _fields_ = [
        ("background_pixmap", ctypes.c_ulong),
        ("background_pixel", ctypes.c_ulong),
        ("border_pixmap", ctypes.c_ulong),
        ("border_pixel", ctypes.c_ulong),
        ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int),
        ("backing_store", ctypes.c_int),
        ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong),
        ("save_under", ctypes.c_int),
        ("event_mask", ctypes.c_long),
        ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int),
        ("colormap", ctypes.c_ulong),
        ("cursor", ctypes.c_ulong),
    ]


def _xlib() -> Any:
    """The libX11 SDL itself uses, its calls typed; None where it cannot be had."""
    try:
        xlib = ctypes.CDLL("libX11.so.6")
        xlib.XOpenDisplay.restype = ctypes.c_void_p
        xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        xlib.XChangeWindowAttributes.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_ulong,
            ctypes.POINTER(_Attributes),
        ]
        uint = ctypes.POINTER(ctypes.c_uint)
        xlib.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)]
        xlib.XGetGeometry.argtypes += [ctypes.POINTER(ctypes.c_int)] * 2 + [uint] * 4
        xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        xlib.XInternAtom.restype = ctypes.c_ulong
        xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        xlib.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long]
        xlib.XGetWindowProperty.argtypes += [ctypes.c_long, ctypes.c_int, ctypes.c_ulong, ulong]
        xlib.XGetWindowProperty.argtypes += [
            ctypes.POINTER(ctypes.c_int),
            ulong,
            ulong,
            ctypes.POINTER(ulong),
        ]
        xlib.XFree.argtypes = [ctypes.c_void_p]
        xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        xlib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ulong, ulong, ctypes.POINTER(ulong)]
        xlib.XQueryTree.argtypes += [ctypes.POINTER(ctypes.c_uint)]
        xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        _pixmap_calls(xlib)
    except (OSError, AttributeError):
        return None
    return xlib


def _pixmap_calls(xlib: Any) -> None:
    """Type the calls show_on_resize makes (a picture put into a pixmap, the window's background)."""
    vp, ul, uint = ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint
    xlib.XCreatePixmap.restype = ul
    xlib.XCreatePixmap.argtypes = [vp, ul, uint, uint, uint]
    xlib.XCreateGC.restype = vp
    xlib.XCreateGC.argtypes = [vp, ul, ul, vp]
    xlib.XFreeGC.argtypes = [vp, vp]
    xlib.XDefaultScreen.argtypes = [vp]
    xlib.XDefaultVisual.restype = vp
    xlib.XDefaultVisual.argtypes = [vp, ctypes.c_int]
    xlib.XCreateImage.restype = vp
    xlib.XCreateImage.argtypes = [vp, vp, uint, ctypes.c_int, ctypes.c_int, ctypes.c_char_p, uint, uint]
    xlib.XCreateImage.argtypes += [ctypes.c_int, ctypes.c_int]
    xlib.XPutImage.argtypes = [vp, ul, vp, vp] + [ctypes.c_int] * 4 + [uint, uint]
    xlib.XSetWindowBackgroundPixmap.argtypes = [vp, ul, ul]
    xlib.XFreePixmap.argtypes = [vp, ul]


def _connection() -> tuple[Any, Any] | None:
    """Xlib and the connection of our own, opened the first time (None: it cannot be had)."""
    if not _kept:
        xlib = _xlib()
        display = xlib.XOpenDisplay(None) if xlib is not None else None
        if not display:
            return None
        _kept.append((xlib, display))
    return _kept[0]


def close_x() -> None:
    """Close the connection kept, if one was opened (the next question opens another)."""
    while _kept:
        xlib, display = _kept.pop()
        with contextlib.suppress(ctypes.ArgumentError):
            xlib.XCloseDisplay(display)


@contextlib.contextmanager
def _x_window() -> Iterator[tuple[Any, Any, int] | None]:
    """Xlib, the connection of our own and SDL's X window; None off X11 or without Xlib."""
    window = None
    if pygame.display.get_driver() == "x11":
        with warnings.catch_warnings():  # (pygame-ce: the display module's window)
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.display.get_wm_info().get("window")
    x = _connection() if window else None
    yield None if x is None or window is None else (x[0], x[1], window)


def window_size() -> tuple[int, int] | None:
    """The X window's size as the X server has it; None off X11. SDL's can differ: asked
    for fullscreen where no window manager answers (a bare X server, a kiosk), SDL takes
    the desktop's size as the window's and says so in its resize events, while the window
    keeps its size, and a frame laid out at SDL's showed one corner of itself."""
    with _x_window() as x:
        if x is None:
            return None
        xlib, display, window = x
        root, pos, size = ctypes.c_ulong(), [ctypes.c_int() for _ in "xy"], [ctypes.c_uint() for _ in "whbd"]
        with contextlib.suppress(ctypes.ArgumentError):
            xlib.XSync(display, 0)
            refs = [ctypes.byref(v) for v in (root, *pos, *size)]
            if xlib.XGetGeometry(display, window, *refs) and size[0].value > 0 and size[1].value > 0:
                return size[0].value, size[1].value
    return None


def _atoms(xlib: Any, display: Any, window: int, name: bytes, kind: int) -> list[int]:
    """The 32-bit items of the window's property `name` of type `kind` ([] when it has none)."""
    prop = xlib.XInternAtom(display, name, 1)  # (0: no such atom on this server yet)
    got, bits, n, after, data = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong(), ulong()
    out = [ctypes.byref(v) for v in (got, bits, n, after, data)]
    if not prop or xlib.XGetWindowProperty(display, window, prop, 0, 64, 0, kind, *out) or not data:
        return []
    try:
        return list(data[: n.value]) if bits.value == 32 else []  # (32-bit items: C longs)
    finally:
        xlib.XFree(data)


def _manager_runs(xlib: Any, display: Any) -> bool:
    """Whether an EWMH window manager runs: the child window its root property names is
    still there (one that quit leaves the property, naming a window gone)."""
    root = xlib.XDefaultRootWindow(display)
    check = _atoms(xlib, display, root, b"_NET_SUPPORTING_WM_CHECK", XA_WINDOW)
    parent, children, n = ctypes.c_ulong(), ulong(), ctypes.c_uint()
    if not check or not xlib.XQueryTree(
        display, root, ctypes.byref(parent), ctypes.byref(parent), ctypes.byref(children), ctypes.byref(n)
    ):
        return False
    try:
        return check[0] in children[: n.value]
    finally:
        if children:
            xlib.XFree(children)


def wm_runs() -> bool | None:
    """Whether an EWMH window manager runs on the window's X server (None: off X11, or no Xlib)."""
    with _x_window() as x, contextlib.suppress(ctypes.ArgumentError):
        if x is not None:
            return _manager_runs(x[0], x[1])
    return None


def wm_fullscreen() -> bool | None:
    """Whether a running window manager has the window fullscreen (its _NET_WM_STATE): True,
    False, or None where none answers (one that quit leaves its word on the window, and a
    new one makes it so again; none, off X11 or without Xlib: None)."""
    return _wm_state(b"_NET_WM_STATE_FULLSCREEN")


def wm_maximised() -> bool:
    """Whether a running window manager has the window maximised (both ways); False where
    none answers."""
    return all(_wm_state(b"_NET_WM_STATE_MAXIMIZED_" + way) for way in (b"VERT", b"HORZ"))


def frame_extents() -> tuple[int, int, int, int] | None:
    """The running window manager's frame around the window (_NET_FRAME_EXTENTS): its
    left, right, top (the title bar) and bottom in pixels; None where none says."""
    with contextlib.suppress(pygame.error), _x_window() as x, contextlib.suppress(ctypes.ArgumentError):
        if x is not None and _manager_runs(x[0], x[1]):
            said = _atoms(x[0], x[1], x[2], b"_NET_FRAME_EXTENTS", XA_CARDINAL)
            if len(said) == 4:
                return said[0], said[1], said[2], said[3]
    return None


def _wm_state(name: bytes) -> bool | None:
    """Whether the window's _NET_WM_STATE holds `name`, as a running window manager keeps it."""
    with contextlib.suppress(pygame.error), _x_window() as x, contextlib.suppress(ctypes.ArgumentError):
        if x is not None and _manager_runs(x[0], x[1]):  # (pygame.error: no display, no window)
            xlib, display, window = x
            atom = xlib.XInternAtom(display, name, 1)
            return bool(atom) and atom in _atoms(xlib, display, window, b"_NET_WM_STATE", XA_ATOM)
    return None


def clear_on_resize(rgb: tuple[int, int, int]) -> bool:
    """Give the open window's X window the background `rgb` and ForgetGravity (see the
    module's note). True when it was set; False off X11 or where Xlib cannot be had."""
    with _x_window() as x:
        if x is None:
            return False
        xlib, display, window = x
        attributes = _Attributes()
        # a TrueColor visual of 24 bits (SDL's): the pixel is the colour's own bits
        attributes.background_pixel = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
        attributes.bit_gravity = FORGET_GRAVITY
        with contextlib.suppress(ctypes.ArgumentError):
            mask = CW_BACK_PIXEL | CW_BIT_GRAVITY
            xlib.XChangeWindowAttributes(display, window, mask, ctypes.byref(attributes))
            xlib.XSync(display, 0)
        return True


def can_hold() -> bool:
    """Whether show_on_resize can work here: an X11 window and Xlib."""
    with _x_window() as x:
        return x is not None


def show_on_resize(bgrx: bytes, size: tuple[int, int]) -> bool:
    """Make the picture `bgrx` (32-bit pixels B, G, R, X of `size`) the X window's
    background: the next resize shows it (ForgetGravity, clear_on_resize) instead of the
    plain colour, at the window's top-left. Until clear_on_resize again. True when set."""
    w, h = size
    if len(bgrx) != 4 * w * h or w <= 0 or h <= 0:
        return False
    with _x_window() as x, contextlib.suppress(ctypes.ArgumentError, AttributeError):
        if x is None:
            return False
        xlib, display, window = x
        root, pos, dims = ctypes.c_ulong(), [ctypes.c_int() for _ in "xy"], [ctypes.c_uint() for _ in "whbd"]
        if not xlib.XGetGeometry(display, window, *[ctypes.byref(v) for v in (root, *pos, *dims)]):
            return False
        depth = dims[3].value
        if depth not in (24, 32):  # (the picture's pixels are 32-bit TrueColor ones)
            return False
        pixmap = xlib.XCreatePixmap(display, window, w, h, depth)
        gc = xlib.XCreateGC(display, pixmap, 0, None)
        visual = xlib.XDefaultVisual(display, xlib.XDefaultScreen(display))
        image = xlib.XCreateImage(display, visual, depth, 2, 0, bgrx, w, h, 32, 4 * w)  # (2: ZPixmap)
        if image:
            xlib.XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, w, h)
            xlib.XFree(image)  # (its pixels are Python's: not XDestroyImage)
        xlib.XFreeGC(display, gc)
        xlib.XSetWindowBackgroundPixmap(display, window, pixmap)
        xlib.XFreePixmap(display, pixmap)  # (the server keeps it while it is the background)
        xlib.XSync(display, 0)
        return bool(image)
    return False
