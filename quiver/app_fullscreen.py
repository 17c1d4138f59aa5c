"""F11's fullscreen for the App (app.py): asked, answered a frame at a time, followed when the
window manager changes it, kept in the settings; and what the window shows meanwhile.

A window manager resizes the window at once, but the game draws its board at the new size
only after SDL's own wait for the change (about 0.1 s on X11) and a new layout and frame
(a 3D board on a software renderer: 0.1 to 0.4 s more). The X server fills the window
in the meantime with its background (window_x11.clear_on_resize): s312 saw the plain
background for those 0.2 to 0.5 s at each F11 on a 3D board. Now, just before asking, the
frame on screen becomes the window's background, scaled to the size the window is about to
have (window_x11.show_on_resize): the server itself shows the board through the change, and
the plain background comes back once the game has drawn at the new size.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from typing import Protocol

import pygame

from quiver import window as win
from quiver import window_x11
from quiver.feedback import GameFeedback
from quiver.game.journey import ToastKind
from quiver.game.midend import Midend
from quiver.render2d import theme
from quiver.scenes.base import Scene

# each said whole where it finds room, else in its short form (scenes/toast_short.py: over
# the 2D lesson at 480x360 the whole wrapped to six lines of a word or two, s322)
FULLSCREEN_REFUSED = "Fullscreen was refused: the game stays in a window"
REFUSED_SHORT = "Fullscreen refused"
STAYS_FULLSCREEN = "Screen too small for a window: fullscreen stays"
STAYS_SHORT = "Screen too small"


class Full(Protocol):
    """What of the App this module reads and sets (not importing its owner)."""

    stack: list[Scene]
    feedback: GameFeedback
    midend: Midend
    fullscreen: bool
    want_window: bool
    force_present: bool
    _fullscreen_asked: tuple[tuple[int, int], float] | None
    _save_answer: bool
    _held: bool
    _by_screen: bool

    def _resize(self, size: Sequence[int]) -> None: ...
    def _grab(self, toasts: bool = False) -> pygame.Surface | None: ...
    def remember_fullscreen(self) -> None: ...


def start(app: Full, chosen: bool) -> None:
    """Fullscreen as the game starts, as F11's: the settings' (`chosen`), or the screen's,
    too small for a window (s312). The screen's says so in the settings (Settings' switch)
    but is not saved (s331: a later start on a big screen was fullscreen too)."""
    app._by_screen = not chosen
    toggle(app)
    app.remember_fullscreen()


def toggle(app: Full) -> None:
    """Fullscreen on or off, drawn at the size the window then really has. Refused (no
    window manager answered, or it said no): one line says so, the setting turns off.
    The answer may take frames (answer, each frame): the game plays on. Out of fullscreen on
    a screen too small for a window (window.too_small_for_a_window): it stays, and one line
    says why (s314: on a 480x360 screen F11 out gave a 480x360 window 25 px off the screen,
    its title bar's height, and its minimum size, the layouts' smallest, kept it from
    maximising; a window less tall would cut the layouts' rows)."""
    if app.fullscreen and app._fullscreen_asked is None and win.too_small_for_a_window():
        app.feedback.toast(STAYS_FULLSCREEN, ToastKind.NOTICE, short=STAYS_SHORT)
        app._by_screen = True  # (Settings' switch turned off: on again, as the window is,
        remember(app)  # and off in the file: the player's)
        return
    before = win.window_size()
    hold(app, win.coming_size(app.fullscreen))
    now = win.toggle_fullscreen(app.fullscreen)
    app._fullscreen_asked = None
    if now and not app.fullscreen:
        app.fullscreen, app._fullscreen_asked = True, (before, time.monotonic())
        answer(app)  # (a window manager's at once, or SDL's word off X11)
        return
    if now == app.fullscreen and not now:
        refused(app)
    app.fullscreen = now
    app._resize(win.window_size())


def answer(app: Full) -> None:
    """Each frame while fullscreen was asked for: taken, the window drawn at its new
    size; no answer in window.FULLSCREEN_WAIT_S (a bare X server), SDL's state taken
    back to windowed and the refusal said; none yet, asked again next frame."""
    if app._fullscreen_asked is None:
        return
    taken = win.fullscreen_taken(*app._fullscreen_asked)
    if taken is None:
        app.force_present = True  # (the idle loop frames on till the answer)
        return
    app._fullscreen_asked = None
    if not taken:
        win.toggle_fullscreen(True)  # SDL's state back to the window's own: windowed
        app.fullscreen = False
        refused(app)
    elif app._save_answer:
        app.remember_fullscreen()
    app._resize(win.window_size())


def follows(app: Full) -> None:
    """The window was resized: the game's fullscreen follows what it really is, F11's
    answer apart (s294: a window manager that quit gave the window back its windowed
    size, the game still thought it fullscreen and the next F11 only left it; started
    again, it made it fullscreen). SDL's state follows too, so that the next F11 asks
    for the other."""
    if app._fullscreen_asked is not None:  # (F11's wait: answer decides)
        return
    now = win.fullscreen_now()  # (an X question: asked only where its answer counts)
    if app.fullscreen == now:
        return
    if pygame.display.is_fullscreen() != now:
        win.toggle_fullscreen(not now)  # (SDL's flag: set_windowed did nothing while it said so)
    app.fullscreen = now
    app.remember_fullscreen()


def remember(app: Full) -> None:
    """F11's fullscreen kept in the settings as the window now is, once known: while
    asked, when answer has it (s290: saved on at once, a quit within the wait on a
    bare X server left it on, and the next start asked and was refused again)."""
    app._save_answer = app._fullscreen_asked is not None
    if app._save_answer:
        return
    chosen, app._by_screen = not app._by_screen, False  # (the screen's: not saved, start)
    if app.midend.remember_fullscreen(app.fullscreen, chosen):
        for s in app.stack:
            s.refresh()  # (Settings' switch)


def refused(app: Full) -> None:
    app.feedback.toast(FULLSCREEN_REFUSED, ToastKind.NOTICE, short=REFUSED_SHORT)
    remember(app)


def hold(app: Full, size: tuple[int, int] | None) -> None:
    """The frame on screen made the X window's background at `size` (the size F11 is
    about to give it; None: not known, nothing held), so that the resize shows it
    scaled rather than the plain background. Off X11, with no frame yet, or where no window
    manager runs (nothing will resize the window: the refusal comes in 0.5 s) nothing.
    Held, the game draws nothing more until the answer (App.render)."""
    if size is None or not app.stack or not window_x11.can_hold() or not window_x11.wm_runs():
        return
    frame = app._grab(toasts=True)  # (the frame as it is: drawn again and read back)
    if frame is None:
        return
    with contextlib.suppress(pygame.error, ValueError):
        wide = pygame.Surface(frame.get_size(), 0, 32)  # (smoothscale: a tenth of the time on 32 bits)
        wide.blit(frame, (0, 0))
        scaled = pygame.transform.smoothscale(wide, size)
        app._held = window_x11.show_on_resize(pygame.image.tobytes(scaled, "BGRA"), size)


def let_go(app: Full) -> None:
    """After a frame drawn at the window's new size: the plain background again for a
    resize (a drag's sizes are not known ahead: a held frame would show tiled)."""
    if app._held and app._fullscreen_asked is None:
        app._held = False
        window_x11.clear_on_resize(theme.BG_TOP)
