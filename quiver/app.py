"""The game window, the main loop and the scene stack.

One window for the whole game (ARCHITECTURE.md): an OpenGL 3.3 core window opened through pygame-ce and
driven with moderngl. Every scene paints a pygame Surface (its layer); the window uploads only the changed
rectangles of each layer into a texture and draws the layers as screen-sized quads. A 3D scene renders into
the framebuffer first and its layer (the HUD) goes on top. If no GL context can be had, the window is a
plain pygame window: the layers are blitted, 2D plays, and the 3D modes say why they cannot.

    quiver.app.run(options)          # from the CLI: menu, or straight into a puzzle
    App(...).run_loop()              # the loop; App.step() runs one frame (tests)

Idle frames cost nothing: with no animation running the loop sleeps in ``pygame.event.wait`` until
an event or the next change a screen shows by itself (quiver/idle.py); minimised, it draws nothing.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout for `code: ...`

import moderngl
import pygame

from quiver import app_frame, app_fullscreen, idle, logs, notice, window_kept
from quiver import window as win
from quiver.compositor import Compositor, Layer, Painter, merge_rects
from quiver.feedback import GameFeedback
from quiver.flow import PuzzleFlow, first_request
from quiver.game import worker
from quiver.game.instance import FolderBusy, FolderLock
from quiver.game.midend import Midend
from quiver.input import StrayClick
from quiver.input_repeat import KeyRepeat
from quiver.scenes.base import Scene
from quiver.scenes.menu import MenuScene
from quiver.scenes.toast import ToastLayer
from quiver.window import TITLE

log = logs.setup().getChild("app")  # warnings as one `quiver: warning: ...` line

__all__ = ["DEFAULT_SIZE", "FPS", "TITLE", "App", "Layer", "merge_rects", "run"]

_STARTED = time.monotonic()  # about when the game started (the smoke timer's zero)
DEFAULT_SIZE = (1280, 800)
FULLSCREEN_REFUSED = app_fullscreen.FULLSCREEN_REFUSED
FPS = 60


# -- the app -----------------------------------------------------------------------------
class App:
    """The window, the scene stack and the loop. Scenes see it through narrow ports
    (scenes/base.py): the stack and the display here, the feedback (feedback.py), the
    journeys (flow.py) and the mid-end (game/midend.py: settings, progress, results).

    clock, today, seed: time, the UTC date and Random puzzle's seeds (injected in tests).
    window: False makes no window (headless pictures); gl: False forces a plain pygame
    window; sound: False keeps the audio device closed; lessons: teach each mode on its
    first puzzle (None: unless QUIVER_LESSONS=0, as in the test suite).
    """

    _in_frame = False  # the loop is inside step(): SIGTERM leaves that frame
    _held = False  # the frame before F11 is the X window's background (app_fullscreen.hold)
    _by_screen = False  # the fullscreen asked is the screen's, not the player's (app_fullscreen)
    keeps_window = False  # the game's own window (run): its size kept for the next start (window_kept)

    def __init__(
        self,
        size: Sequence[int] = DEFAULT_SIZE,
        *,
        window: bool = True,
        gl: bool = True,
        clock: Callable[[], float] | None = None,
        sound: bool = True,
        today: Callable[[], _dt.date] | None = None,
        realtime: bool = True,
        fullscreen: bool | None = None,
        lessons: bool | None = None,
        seed: Callable[[], int] | None = None,
    ) -> None:
        self.size: tuple[int, int] = (int(size[0]), int(size[1]))
        self.want_window = window
        self.want_gl = gl and not os.environ.get("QUIVER_NO_GL")
        self.clock, self.realtime = clock or time.monotonic, realtime
        self.stack: list[Scene] = []
        self.painter = Painter()  # the scenes' layers, drawn and presented
        self.layers: dict[int, Layer] = self.painter.layers
        self.gl: moderngl.Context | None = None  # the window's context, when there is one
        self.gl_error: str | None = None
        self.compositor: Compositor | None = None
        self.running, self.exit_code = True, 0
        self.minimised = self.fullscreen = False
        self._fullscreen_asked: tuple[tuple[int, int], float] | None = None  # F11: its size, when
        self._save_answer = False  # F11 asked: its answer is saved (remember_fullscreen)
        self.force_present = True
        self._pending: list[pygame.event.Event] = []
        self._by_key = False  # a key's event is being handled (dispatch)
        self._last: float | None = None
        self._pace: pygame.time.Clock | None = None
        self.frames = 0
        self.keys, self.clicks = KeyRepeat(), StrayClick(lambda: self.toasts.texts(), lambda: self.stack)
        if lessons is None:
            lessons = os.environ.get("QUIVER_LESSONS", "1") != "0"
        self.midend = Midend(
            today=today,
            clock=self.clock,
            seed=seed,
            lessons=lessons,
            toast=lambda text, kind, short: self.feedback.toast(text, kind, short=short),
            on_settings=self.apply_settings,
        )
        self.midend.leaderboard.on_change = idle.post_wake  # its news wakes the idle loop
        for w in self.midend.warnings:  # one line each, also shown in the game
            log.warning(w)
        self._start_fullscreen = self.midend.settings.fullscreen if fullscreen is None else fullscreen
        self._screenshot_due = False
        self._captured: pygame.Surface | None = None
        self.last_screenshot: Any = None
        win.init_display(strict=window)  # headless pictures (no window): no display need answer
        pygame.font.init()
        self.toasts = ToastLayer(self.clock, self.size, lambda: self.top, lambda: self.stack)
        shown = lambda: setattr(self, "force_present", True)  # a toast appeared: the next frame shows it
        self.feedback = GameFeedback(self.midend, self.toasts, sound=sound, shown=shown)
        self.flow = PuzzleFlow(self, self.feedback, self, self.midend)
        self.ports = self.flow.ports  # what every scene gets
        self.feedback.show_warnings(self.midend.warnings)

    # -- window ------------------------------------------------------------------------------
    def open_window(self) -> None:
        """Open the OpenGL window (or the plain fallback) at self.size."""
        if not self.want_window:
            self.compositor = None
            return
        opened = win.open_window(self.size, self.want_gl)
        self.gl, self.compositor, self.size = opened.gl, opened.compositor, opened.size
        self.gl_error = opened.gl_error or self.gl_error
        if self._start_fullscreen or win.too_small_for_a_window():  # (a 480x360 screen: s312)
            app_fullscreen.start(self, chosen=self._start_fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen and self.want_window and pygame.display.get_surface() is not None:
            self.toggle_fullscreen()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off (app_fullscreen.py: the answer, the frame held meanwhile)."""
        app_fullscreen.toggle(self)

    def fullscreen_answer(self) -> None:
        app_fullscreen.answer(self)  # (each frame while asked)

    def fullscreen_follows(self) -> None:
        app_fullscreen.follows(self)  # (a resize: the window manager's word)

    def remember_fullscreen(self) -> None:
        app_fullscreen.remember(self)

    def _resize(self, size: Sequence[int]) -> None:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if size == self.size and self.layers:
            self.force_present = True
            return
        self.size = size
        win.resized(self.compositor, size)
        self.painter.release()
        for s in self.stack:
            s.resize(size)
        self.toasts.resize(size)
        self.force_present = True

    # -- settings ----------------------------------------------------------------------------
    def apply_settings(self) -> None:
        """The settings changed: the sound, the window and every scene follow at once."""
        settings = self.midend.settings
        self.feedback.set_volume(settings.volume)
        self.set_fullscreen(settings.fullscreen)
        for s in self.stack:
            try:
                s.apply_settings(settings)
            # a view whose GL resources cannot follow (a lost context) must not crash
            except (pygame.error, moderngl.Error) as e:
                log.warning("%s could not apply the settings: %s", type(s).__name__, e)
        self.force_present = True

    # -- pictures ----------------------------------------------------------------------------
    def screenshot(self) -> Path | None:
        """Save the whole window as a PNG in the pictures folder (read back from the GL
        framebuffer in GL mode) and say where. Returns the path, or None."""
        for scene in self.visible():  # (as it rests: the win card's score counted up, s323)
            scene.come_to_rest()
        path = self.feedback.save_picture(self._grab())
        self.last_screenshot = path or self.last_screenshot
        return path

    def _grab(self, toasts: bool = False) -> pygame.Surface | None:
        """The window's pixels as a Surface: the composited frame, toasts excepted."""
        if not self.want_window:
            return None
        self.render(force=True, toasts=toasts, capture=True)
        return self._captured

    # -- the stack (the SceneStack port) -------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def scenes(self) -> Sequence[Scene]:
        return self.stack

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self._enter(scene)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        self.painter.drop(scene)
        if self.stack:
            self.stack[-1].resume()
        self.force_present = True
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.exit()
            self.painter.drop(old)
        self._enter(scene)

    def _enter(self, scene: Scene) -> None:
        """Put `scene` on top of the stack at the window's size and enter it."""
        self.stack.append(scene)
        if self._by_key and hasattr(scene, "keyboard"):  # opened by a key: its focus ring shows at
            scene.keyboard = True  # once (s53: Enter on Settings, then Space, turned an unseen row)
        if scene.size != self.size:
            scene.resize(self.size)
        scene.enter()
        self.force_present = True

    def to_menu(self) -> None:
        while self.stack and not isinstance(self.stack[-1], MenuScene):
            self.pop()
        if not self.stack:
            self.push(MenuScene(self.ports))

    def quit(self, code: int = 0) -> None:
        self.running, self.exit_code = False, code

    # -- the loop -------------------------------------------------------------------------------
    def visible(self) -> list[Scene]:
        k = len(self.stack) - 1
        while k > 0 and (self.stack[k].overlay):
            k -= 1
        return self.stack[max(0, k) :]

    def animating(self) -> bool:
        return any(s.animating() for s in self.visible()) or self.toasts.animating()

    def dispatch(self, event: pygame.event.Event) -> None:
        app_frame.dispatch(self, event)

    def step(self) -> None:
        """One frame: events, update, draw (only what changed), present (app_frame.py)."""
        app_frame.step(self)

    def render(self, force: bool = False, toasts: bool = True, capture: bool = False) -> None:
        """Draw what changed and present it (force: even if nothing did; toasts: False
        for screenshots; capture: keep the presented frame in self._captured)."""
        if self._held and self._fullscreen_asked is not None and not capture:
            return  # F11's answer awaited: a frame at the old size would cover the one held
        scenes = list(self.visible())
        if toasts and (self.toasts.active or id(self.toasts) in self.layers):
            if self.toasts.active:
                scenes.append(self.toasts)
            else:  # the last toast has gone: drop its layer
                self.painter.drop(self.toasts)
                self.force_present = True
        changed = self.force_present or force
        self._captured = self.painter.present(scenes, self.size, self.compositor, changed, capture)
        self.force_present = False
        app_fullscreen.let_go(self)  # (drawn at F11's new size: the plain background again)
        if not toasts and (self.toasts.active or id(self.toasts) in self.layers):
            self.force_present = True  # put the toasts back next frame

    def wait(self) -> None:
        """Sleep until the next frame is due (quiver/idle.py)."""
        idle.wait(self, FPS)

    def run_loop(self) -> int:
        if not self.stack:
            self.to_menu()
        win.quit_after_smoke_seconds(_STARTED)
        try:
            win.run_frames(self)
        finally:  # (a frame that raised: the game still closes, its X connection with it)
            self.close()
        return self.exit_code

    def close(self) -> None:
        try:
            self._close()
        finally:  # (s290: a step that raised left the connection window_size kept open)
            win.close_x()

    def _close(self) -> None:
        if self.keeps_window:
            window_kept.remember(self)
        if self._fullscreen_asked is not None:  # quit in fullscreen's wait: the answer now,
            taken = bool(win.fullscreen_taken(*self._fullscreen_asked))  # none yet is a no
            if self._save_answer or not taken:  # (Settings' switch saved on before it asked)
                self.midend.remember_fullscreen(taken)
        for scene in self.stack:  # a puzzle still being built: stop its worker (and keep
            scene.stop_work()  # what Settings had typed, before the mid-end closes)
        self.midend.close()
        worker.stop_warm()
        self.painter.release()
        if self.compositor is not None:
            self.compositor.release()
        self.compositor = None
        if self.gl is not None:
            # moderngl keeps the first context as its default: released, a later window gets one
            self.gl.release()
            self.gl = None
        with contextlib.suppress(pygame.error):
            pygame.display.quit()


# -- entry points ---------------------------------------------------------------------------
def run(options: Any = None, board: Any = None, label: str | None = None, note: str | None = None) -> int:
    """Open the game. Returns the exit status (0 on a normal close; 2 for a puzzle that
    cannot be opened, said on one line on stderr before any window opens); `note`: a
    picture's (stray dots left out...), toasted as its board opens."""
    try:
        first = first_request(options)
    except ValueError as e:
        log.error(e)
        return 2
    try:
        with FolderLock():  # one game per data folder: a second one would lose updates
            app = App(DEFAULT_SIZE)
            app.keeps_window = True  # (opened at the size the last game closed at: window_kept)
            app.size = win.fit_screen(window_kept.start_size(app.midend, DEFAULT_SIZE))
            app.toasts.resize(app.size)
            app.open_window()
            window_kept.reopen(app)
            app.to_menu()
            app.flow.open_first(first, board, label, note)
            return app.run_loop()
    except (FolderBusy, win.NoDisplay) as e:
        log.error(e)
        notice.tell_without_console(e)  # (a second copy double-clicked: said to nobody)
        return 2
