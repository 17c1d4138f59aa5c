"""What an X11 window shows between a resize and the game's next frame.

SDL creates its X window with no background (background_pixmap None): after a resize
(a drag, a tiling manager, `xdotool windowsize`) the X server leaves the old pixels in
place, so until the game has laid itself out again and presented (30 ms for the menu, up
to 170 ms for a 3D board on a software renderer) the player sees the old frame cropped
at the top-left, or bare black where the window grew. Given a background pixel in the
game's own colour and ForgetGravity, the server clears the whole window to that colour at
the resize itself: a clean background, then the new layout, never a cropped old frame.

Asked of the libX11 SDL itself uses, on a connection of our own (window attributes live
in the server); any other driver, or an X library that is missing, leaves SDL's window
as it is.
"""

from __future__ import annotations

import contextlib
import ctypes
import warnings

import pygame

CW_BACK_PIXEL = 1 << 1
CW_BIT_GRAVITY = 1 << 4
FORGET_GRAVITY = 0


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


def clear_on_resize(rgb: tuple[int, int, int]) -> bool:
    """Give the open window's X window the background `rgb` and ForgetGravity (see the
    module's note). True when it was set; False off X11 or where Xlib cannot be had."""
    if pygame.display.get_driver() != "x11":
        return False
    with warnings.catch_warnings():  # (pygame-ce: the display module's window)
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.display.get_wm_info().get("window")
    if not window:
        return False
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
        xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    except (OSError, AttributeError):
        return False
    display = xlib.XOpenDisplay(None)
    if not display:
        return False
    attributes = _Attributes()
    # a TrueColor visual of 24 bits (SDL's): the pixel is the colour's own bits
    attributes.background_pixel = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
    attributes.bit_gravity = FORGET_GRAVITY
    with contextlib.suppress(ctypes.ArgumentError):
        mask = CW_BACK_PIXEL | CW_BIT_GRAVITY
        xlib.XChangeWindowAttributes(display, window, mask, ctypes.byref(attributes))
        xlib.XSync(display, 0)
    xlib.XCloseDisplay(display)
    return True
