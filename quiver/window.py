"""Opening the game's one window: OpenGL 3.3 core through pygame-ce when it can be had,
else a plain pygame window (and the reason, for the menu); its size on the screen;
fullscreen on and off. The loop's ties to the system are in window_loop.py, the pixel
density in window_density.py (their names are importable from here too)."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass

import moderngl
import pygame

from quiver import logs, window_place
from quiver.cli_system import DISPLAY_ADVICE, NO_DISPLAY_LEAD
from quiver.compositor import Compositor, GLCompositor, SoftCompositor
from quiver.render2d import theme
from quiver.render2d.draw import arrow_logo
from quiver.window_density import _sdl as _sdl  # (idle.py: the library pygame loaded)
from quiver.window_density import display_index, measure_density, usable_bounds
from quiver.window_loop import Terminated as Terminated
from quiver.window_loop import key_held as key_held
from quiver.window_loop import quit_after_smoke_seconds as quit_after_smoke_seconds
from quiver.window_loop import quit_on_sigterm as quit_on_sigterm
from quiver.window_loop import run_frames as run_frames
from quiver.window_sizes import MIN_SIZE as MIN_SIZE
from quiver.window_sizes import SMALL_SCREEN as SMALL_SCREEN
from quiver.window_x11 import clear_on_resize, wm_fullscreen, wm_maximised, wm_runs
from quiver.window_x11 import close_x as close_x  # (App.close)
from quiver.window_x11 import window_size as x_window_size
from quiver.xerrors import survive_x_errors

log = logging.getLogger("quiver.window")

TITLE = "Quiver"
_least = MIN_SIZE  # the minimum this window was given (open_window); _refused: see at_least
_refused: tuple[int, int] | None = None
_windowed: tuple[int, int] | None = None  # the window's size before fullscreen: back to it after
_maximised = False  # the window was maximised before fullscreen: maximised again after


@dataclass
class Opened:
    """What open_window got: the GL context (None without), why not, the compositor."""

    gl: moderngl.Context | None
    gl_error: str | None
    compositor: Compositor
    size: tuple[int, int]


# SDL's drivers that draw nowhere a player can see: used only when asked for by name
HEADLESS_DRIVERS = ("offscreen", "dummy")


class NoDisplay(Exception):
    """There is no display to open the window on (said in one line, the game exits 2)."""


def init_display(strict: bool = True) -> None:
    """Start pygame's display module on a screen the player can see. SDL 2.32 falls back
    to its invisible "offscreen" driver when neither X11 nor Wayland answers, and the game
    would then run where nobody sees it (and never end): that, or an SDL_VIDEODRIVER
    that cannot start, raises NoDisplay. A headless driver asked for by name (the tests,
    the benches, screenshots) is kept, and so is any without `strict` (an App that opens
    no window: headless pictures)."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    try:
        with logs.quiet_stderr():  # SDL trying Wayland after X11: libwayland's own line
            pygame.display.init()
    except pygame.error as e:
        raise NoDisplay(f"{NO_DISPLAY_LEAD}: {e} (SDL_VIDEODRIVER={asked})") from None
    driver = pygame.display.get_driver()
    if strict and driver in HEADLESS_DRIVERS and driver not in asked:
        pygame.display.quit()
        named = " ".join(f"{k}={os.environ[k]}" for k in ("DISPLAY", "WAYLAND_DISPLAY") if os.environ.get(k))
        raise NoDisplay(f"{NO_DISPLAY_LEAD}: {named or 'no display'} did not answer; {DISPLAY_ADVICE}")


def _open_gl(size: Sequence[int], flags: int) -> moderngl.Context:
    # A headless render's standalone EGL context would hide the window's. There is one
    # only if the headless renderer was imported (it brings numpy: not at start-up).
    headless = sys.modules.get("quiver.render3d.headless")
    if headless is not None:
        headless.release_context()
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MAJOR_VERSION, 3)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MINOR_VERSION, 3)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_PROFILE_MASK, pygame.GL_CONTEXT_PROFILE_CORE)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_FORWARD_COMPATIBLE_FLAG, 1)
    pygame.display.gl_set_attribute(pygame.GL_DOUBLEBUFFER, 1)
    pygame.display.set_mode(size, flags | pygame.OPENGL | pygame.DOUBLEBUF)
    return moderngl.create_context(require=330)


def _try_gl(size: Sequence[int], flags: int) -> tuple[moderngl.Context | None, str | None]:
    """The GL window and context, or None and why not. A broken driver's X error is
    lived through (xerrors) and Mesa's own lines about it are kept off the terminal: the
    player reads our one line."""
    failed: str | None = None
    with survive_x_errors(pygame.display.get_driver()), logs.quiet_stderr():
        try:
            return _open_gl(size, flags), None
        # The one broad guard here, on purpose: the game must open without GL. glcontext's C
        # backends raise plain Exception for a missing or odd driver; the reason is kept
        # (gl_error) and shown in the menu, and 2D plays.
        except Exception as e:
            failed = " ".join(f"{type(e).__name__}: {e}".split())[:160]
            with contextlib.suppress(pygame.error):
                pygame.display.quit()
                pygame.display.init()
    log.warning("3D and Flat 3D are off (2D plays): no OpenGL 3.3 here (%s)", failed)
    return None, failed


def soft_framebuffer() -> None:
    """Before the plain window opens on X11: SDL 2 would show its surface through a GL
    texture (SDL_FRAMEBUFFER_ACCELERATION's default), the whole window at each update, on
    a machine without a GPU llvmpipe drawing every pixel for a hover (5.8 ms of CPU a
    frame at 1280x800 under Xvfb against 0.1 ms, docs/measurements.md). X11's own shared-memory image sends
    only the rects pygame.display.update names. Other drivers keep SDL's choice (not
    measured there; a driver without a surface of its own needs the texture); a value
    the player set stays."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def open_window(size: Sequence[int], want_gl: bool) -> Opened:
    """Open the window at `size`: with OpenGL when `want_gl` and the driver gives a 3.3
    core context, else the plain pygame window (the reason comes back as gl_error)."""
    flags = pygame.RESIZABLE
    pygame.display.set_caption(TITLE)
    gl: moderngl.Context | None = None
    compositor: Compositor
    if want_gl:
        gl, gl_error = _try_gl(size, flags)
        if gl is not None:
            compositor = GLCompositor(gl, window_size)  # (the size it settles to)
    else:
        gl_error = (
            "OpenGL was turned off (QUIVER_NO_GL)"
            if os.environ.get("QUIVER_NO_GL")
            else "OpenGL was turned off"
        )
    if gl is None:
        soft_framebuffer()
        pygame.display.set_mode(size, flags)
        compositor = SoftCompositor()
    pygame.display.set_caption(TITLE)
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        # the smallest window every screen is laid out for: a drag to smaller would cut
        # the menu's last row (and the Settings card's Done) off the bottom. A window the
        # program opens smaller on purpose (the tests' and benches' small GL windows) keeps
        # its size: a minimum above it would grow it under the caller. (pygame-ce warns
        # that this display-module window should draw through Window: it does not.)
        warnings.simplefilter("ignore", DeprecationWarning)
        global _least
        least = _least = (min(MIN_SIZE[0], size[0]), min(MIN_SIZE[1], size[1]))
        pygame.Window.from_display_module().minimum_size = least
    _least = window_place.on_screen(_least)  # (its frame on the screen too: s315)
    with contextlib.suppress(pygame.error):
        pygame.display.set_icon(arrow_logo(64, theme.ACCENT))
        clear_on_resize(theme.BG_TOP)  # a resize shows the background, not the old frame cropped
    w, h = pygame.display.get_window_size()
    compositor.resize((w, h))
    measure_density()  # before any screen lays itself out
    with contextlib.suppress(pygame.error):
        # no platform repeat: a held H is one hint; the keys that should repeat (scrolling,
        # panning) repeat through input_repeat.KeyRepeat in the app's loop
        pygame.key.set_repeat()
    _forget_hiding()
    return Opened(gl, gl_error, compositor, (w, h))


TITLE_BAR = 48  # pixels kept for the window's own title bar (outside the usable bounds)
FRAME_SIDES = 16  # pixels kept for its frame's left and right borders together


def fit_screen(size: Sequence[int]) -> tuple[int, int]:
    """`size` made no bigger than the screen's usable part (the taskbar and the window's
    frame, its title bar and borders, left out), and not below MIN_SIZE where that fits: the
    first window of a 1366x768 laptop (or a 1024x768 screen) opened at 1280x800 showed in
    part, the bottom bar's Hint, Restart and Pause under the taskbar or off the screen. A
    screen too small for MIN_SIZE with a frame (a 640x480 one, s315: a 640x480 window's
    frame ran 25 px off its bottom) gets a window as big as fits, down to SMALL_SCREEN
    (a 480x360 one: fullscreen, too_small_for_a_window). Where the window goes on the
    screen: window_place. Unchanged when the screen cannot say."""
    w, h = int(size[0]), int(size[1])
    room = _usable_bounds()
    if room is None:
        return w, h
    free = (room[0] - FRAME_SIDES, room[1] - TITLE_BAR)
    least = [max(SMALL_SCREEN[i], min(MIN_SIZE[i], free[i])) for i in (0, 1)]
    return max(least[0], min(w, free[0])), max(least[1], min(h, free[1]))


def too_small_for_a_window() -> bool:
    """Whether the screen's usable part cannot hold the smallest window (SMALL_SCREEN) with
    its frame (s312: a 480x360 window on a 480x360 screen ran 25 px off its bottom, the
    menu's last row under it; maximised, 480x336, the layouts' rows do not fit either): the
    game then starts fullscreen. Not where no window manager runs (no title bar: it fits)."""
    room = _usable_bounds()
    small = room is not None and (
        room[0] - FRAME_SIDES < SMALL_SCREEN[0] or room[1] - TITLE_BAR < SMALL_SCREEN[1]
    )
    return small and wm_runs() is not False


def _usable_bounds() -> tuple[int, int] | None:
    """The first display's size less its taskbars and docks (SDL's usable bounds, asked of
    the SDL2 library pygame loaded), else its whole size; None when neither is known."""
    with contextlib.suppress(pygame.error), logs.quiet_stderr():
        pygame.display.init()  # (App's init_display says so if there is no screen)
    rect = usable_bounds(0)
    if rect is not None and rect[2] > 0:
        return rect[2], rect[3]
    with contextlib.suppress(pygame.error, IndexError):
        w, h = pygame.display.get_desktop_sizes()[0]
        return (w, h) if w > 0 and h > 0 else None
    return None


def _forget_hiding() -> None:
    """Drop the "hidden" events the opening queued (SDL's surface probe; the GL window
    closed for the plain one): not the player minimising the window. Read as that, they
    paused the menu, which took down the toast saying why the 3D puzzle asked for on the
    command line cannot open here. (pygame.event.clear cannot pick window events.)"""
    hid = (pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED)
    for e in [e for e in pygame.event.get() if e.type not in hid]:
        pygame.event.post(e)


def at_least_minimum() -> tuple[int, int]:
    """The window's size after a resize, first grown back to the minimum when it was made
    smaller: that minimum is only a hint to the window manager, and without one (a bare X
    server, a kiosk) a drag or `xdotool windowsize` made it 300x200, the menu cut to its
    top rows. Asked once per size: a manager that refuses (a small tile) keeps its say."""
    global _refused
    w, h = window_size()
    want = (max(w, _least[0]), max(h, _least[1]))
    if want == (w, h) or (w, h) == _refused or pygame.display.is_fullscreen():
        return w, h
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().size = want
    now = window_size()
    _refused = None if now == want else (w, h)
    return now


def resized(compositor: Compositor | None, size: tuple[int, int]) -> None:
    """The window is `size` now: its compositor follows and its density is measured again
    (the window may have moved to another display)."""
    if compositor is not None:
        compositor.resize(size)
        measure_density()


def toggle_fullscreen(fullscreen: bool) -> bool:
    """Switch the window between fullscreen (desktop size) and windowed, at the windowed
    size it had before (`_windowed`); returns the new state (unchanged when the platform
    refuses)."""
    global _windowed, _maximised
    try:
        with warnings.catch_warnings():  # the display module's own window
            warnings.simplefilter("ignore", DeprecationWarning)
            win = pygame.Window.from_display_module()
        if fullscreen:
            win.set_windowed()
            if _maximised:  # (SDL's leaving took the maximised state off: s312)
                win.maximize()
            elif _windowed is not None and window_size() != _windowed:  # (the X server's: SDL's
                win.size = _windowed  # may say so already; s301: no manager, a screen's size left)
        else:
            size = window_size()
            if size not in _screens():  # (made fullscreen by a manager already: not the player's)
                _windowed, _maximised = size, wm_maximised()
            win.set_fullscreen(desktop=True)
        return not fullscreen
    except (pygame.error, AttributeError):  # an older pygame-ce without Window
        try:
            pygame.display.toggle_fullscreen()
            return not fullscreen
        except pygame.error:
            return fullscreen


def before_fullscreen() -> tuple[tuple[int, int] | None, bool]:
    """The window's size, and whether it was maximised, as fullscreen last began (None:
    not known; toggle_fullscreen gives them back as it ends)."""
    return _windowed, _maximised


def maximised_after_fullscreen() -> None:
    """Fullscreen, once left, gives back a maximised window (a start in fullscreen of a game
    last closed maximised, window_kept.reopen: the window had no time to be maximised)."""
    global _maximised
    _maximised = True


def fullscreen_now() -> bool:
    """Whether the window really is fullscreen. On X11, the running window manager's word
    (_NET_WM_STATE); with none running (s294: one that quit gave the window back its
    windowed size, SDL still saying fullscreen), SDL's, while the window has a screen's
    size. Off X11, SDL's word."""
    try:
        said = wm_fullscreen()
        if said is not None or not pygame.display.is_fullscreen():
            return bool(said)
        size = x_window_size()
        return size is None or size in _screens()
    except pygame.error:  # (no window: nothing is fullscreen)
        return False


def coming_size(fullscreen: bool) -> tuple[int, int] | None:
    """The size F11 is about to give the window (`fullscreen`: whether it is now): its
    display's whole size going in, the windowed size it had going out (None: not known)."""
    if fullscreen:
        return _windowed
    screens = _screens()
    return screens[min(display_index(), len(screens) - 1)] if screens else None


def _screens() -> list[tuple[int, int]]:
    """The displays' sizes (a window at one of them is fullscreen, or the manager's)."""
    return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]


FULLSCREEN_WAIT_S = 0.5  # how long a window manager may take to make the window fullscreen


def window_size() -> tuple[int, int]:
    """The size the window really has, to lay out and draw at: the X server's on X11
    (SDL's can be the size it asked for, window_x11.window_size), else SDL's. Off X11
    (Wayland, Windows, macOS) SDL's is trusted unchecked: there SDL hears the size from
    the window system that gave it; no case of it differing is known."""
    return x_window_size() or pygame.display.get_window_size()


def fullscreen_taken(before: tuple[int, int], asked_at: float | None = None) -> bool | None:
    """After asking for fullscreen (at `asked_at` on time.monotonic's clock; None: long
    ago): whether the window really left its size `before` (or already had the screen's).
    A window manager answers within milliseconds; none at all (a bare X server) or one that
    refuses leaves the window as it was: False once FULLSCREEN_WAIT_S has passed, None till
    then (asked again next frame: s282, this waited in a loop and the game froze for it).
    True off X11, where SDL's word is all there is."""
    now = x_window_size()
    if now != before:
        return True
    with contextlib.suppress(pygame.error, IndexError):
        if now == tuple(pygame.display.get_desktop_sizes()[0]):
            return True
    waited = float("inf") if asked_at is None else time.monotonic() - asked_at
    return False if waited >= FULLSCREEN_WAIT_S else None
