"""The game window, the main loop and the scene stack.

One window for the whole game (ARCHITECTURE.md): an OpenGL 3.3 core window opened
through pygame-ce and driven with moderngl. Every scene paints a pygame Surface (its
layer); the window uploads only the changed rectangles of each layer into a texture and
draws the layers as screen-sized quads. A 3D scene renders into the framebuffer first
and its layer (the HUD) goes on top. If no GL context can be had, the window is a plain
pygame window: the layers are blitted, 2D plays, and the 3D modes say why they cannot.

    quiver.app.run(options)          # from the CLI: menu, or straight into a puzzle
    App(...).run_loop()              # the loop; App.step() runs one frame (tests)

Idle frames cost nothing: with no animation running the loop sleeps in
``pygame.event.wait`` (with a timeout for the clock in the HUD), and a minimised window
waits for events without drawing at all.
"""

from __future__ import annotations

import datetime as _dt
import io
import os
import signal
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout for `code: ...`

import contextlib

import moderngl
import pygame

from quiver import logs
from quiver.audio import Audio
from quiver.compositor import Compositor, Layer, SoftCompositor, merge_rects
from quiver.engine.modes import Mode
from quiver.flow import PuzzleFlow
from quiver.game import services, worker
from quiver.game.daily import today_utc
from quiver.game.instance import FolderBusy, FolderLock
from quiver.game.launch import initial_code
from quiver.game.leaderboard import RANKED_HEARTS, LeaderboardClient
from quiver.game.progress import daily_streak, save_progress
from quiver.game.settings import Settings, save_settings
from quiver.game.storage import StorageError
from quiver.input import KeyRepeat
from quiver.render2d.widgets import copy_text
from quiver.scenes.base import Scene
from quiver.scenes.menu import MenuScene
from quiver.scenes.play import PlayScene
from quiver.scenes.registry import play_factory
from quiver.scenes.settings import SettingsScene
from quiver.scenes.toast import ToastLayer
from quiver.window import TITLE, open_window, toggle_fullscreen

log = logs.setup().getChild("app")  # warnings as one `quiver: warning: ...` line

__all__ = [
    "DEFAULT_SIZE",
    "FPS",
    "TITLE",
    "App",
    "Layer",
    "merge_rects",
    "run",
]

_STARTED = time.monotonic()  # about when the game started (the smoke timer's zero)
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (640, 480)
FPS = 60
IDLE_WAIT_MS = 250


# -- the app -----------------------------------------------------------------------------
class App:
    """The window, the scene stack and the loop; the face its scenes see (scenes/host.py).

    The parts live beside it: the window and its compositor (window.py, compositor.py),
    the game's files and results (game/services.py), the puzzle flow (flow.py).

    clock: seconds (injected in tests; sessions and animations use it).
    window: False makes no window at all (headless pictures); gl: False forces the plain
    pygame window. sound: False keeps the audio device closed. today: the UTC date
    (injected in tests). lessons: teach each mode on its first puzzle (None: unless the
    environment says QUIVER_LESSONS=0, as the test suite does). seed: the seeds of
    "Random puzzle" (injected in tests; else random).
    """

    _in_frame = False  # the loop is inside step(): SIGTERM leaves that frame

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
        self.lessons = os.environ.get("QUIVER_LESSONS", "1") != "0" if lessons is None else lessons
        self.want_window = window
        self.want_gl = gl and not os.environ.get("QUIVER_NO_GL")
        self.clock, self.realtime = clock or time.monotonic, realtime
        self._today, self._seed = today, seed
        self.stack: list[Scene] = []
        self.layers: dict[int, Layer] = {}
        self.gl: moderngl.Context | None = None  # the window's context, when there is one
        self.gl_error: str | None = None
        self.compositor: Compositor | None = None
        self.running = True
        self.exit_code = 0
        self.minimised = False
        self.fullscreen = False
        self.force_present = True
        self._pending: list[pygame.event.Event] = []
        self._last: float | None = None
        self._pace: pygame.time.Clock | None = None
        self.frames = 0
        self.presents = 0  # frames actually drawn to the window
        self.flow = PuzzleFlow(self)
        self.keys = KeyRepeat()  # held scrolling keys repeat; no other key does
        services.clean_orphans()
        self.settings, self.settings_warning = services.load_settings_or_warning()
        self.progress, self.progress_warning = services.load_progress_or_warning()
        self.warnings: list[str] = [w for w in (self.settings_warning, self.progress_warning) if w]
        for w in self.warnings:  # one line each, also shown in the game
            log.warning(w)
        self.audio: Audio | None = None
        self._sound = sound
        self._audio_warned = False
        if fullscreen is None:
            fullscreen = bool(getattr(self.settings, "fullscreen", False))
        self._start_fullscreen = fullscreen
        self._screenshot_due = False
        self._captured: pygame.Surface | None = None
        self.last_screenshot: Any = None
        self._last_ids: tuple = ()
        self.leaderboard = LeaderboardClient()  # idle (no thread) until a server is set
        self._configure_leaderboard()
        pygame.display.init()
        pygame.font.init()
        self.toasts = ToastLayer(self)
        for w in self.warnings:
            self.toasts.show(w, "warn", 12.0)

    # -- window ------------------------------------------------------------------------------
    def open_window(self) -> None:
        """Open the OpenGL window (or the plain fallback) at self.size."""
        if not self.want_window:
            self.compositor = None
            return
        opened = open_window(self.size, self.want_gl)
        self.gl, self.compositor, self.size = opened.gl, opened.compositor, opened.size
        if opened.gl_error is not None:
            self.gl_error = opened.gl_error
        if self._start_fullscreen:
            self.toggle_fullscreen()

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen and self.want_window and pygame.display.get_surface() is not None:
            self.toggle_fullscreen()

    def toggle_fullscreen(self) -> None:
        now = toggle_fullscreen(self.fullscreen)
        if now == self.fullscreen:  # the platform said no
            return
        self.fullscreen = now
        self._resize(pygame.display.get_window_size())

    def _resize(self, size: Sequence[int]) -> None:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if size == self.size and self.layers:
            self.force_present = True
            return
        self.size = size
        if self.compositor is not None:
            self.compositor.resize(size)
        for layer in self.layers.values():
            layer.release()
        self.layers.clear()
        for s in self.stack:
            s.resize(size)
        self.toasts.resize(size)
        self.force_present = True

    # -- services for scenes --------------------------------------------------------------------
    def today(self) -> _dt.date:
        if self._today is not None:
            return self._today()
        return today_utc()

    def random_seed(self) -> int:
        """A fresh seed for "Random puzzle" (tests inject `seed` for known puzzles)."""
        if self._seed is not None:
            return self._seed()
        return int.from_bytes(os.urandom(4), "big")

    def audio_note(self) -> str:
        """A few words for Settings when no sound can play ("" when it can, or before
        the device was first asked)."""
        if self.audio is not None and not getattr(self.audio, "enabled", True):  # tests fake Audio
            warning = self.audio.warning or ""
            return (
                "No audio device: sound is off"
                if "no audio device" in warning
                else "Sound is off on this machine"
            )
        return ""

    def sound(self, name: str) -> None:
        """Play an effect (fire, leave, smack, win, lose, click, hint) at the settings'
        volume. No audio device: silence, and one line on stderr the first time
        (Audio itself never raises)."""
        if not self._sound:
            return
        if getattr(self.settings, "volume", 0.7) <= 0.0 and self.audio is None:
            return  # muted: do not even open the device
        if self.audio is None:
            self.audio = Audio(getattr(self.settings, "volume", 0.7))
            if self.audio.warning and not self._audio_warned:
                self._audio_warned = True
                log.warning(self.audio.warning)
        self.audio.play(name)

    def toast(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        """A short message over whatever is on screen (warnings also go to stderr)."""
        if seconds is None:
            seconds = 10.0 if kind == "warn" else 4.0
        self.toasts.show(text, kind, seconds)
        self.force_present = True

    # -- settings and progress ---------------------------------------------------------
    def _settings_obj(self) -> Settings:
        if self.settings is None:
            self.settings = Settings()
        return self.settings

    def change_setting(self, name: str, value: Any) -> None:
        """Change one setting: apply it everywhere at once, and save settings.json."""
        settings = self._settings_obj()
        setattr(settings, name, value)
        self.apply_settings()
        self.save_settings()
        if name.startswith("leaderboard_"):
            self._configure_leaderboard()

    def _configure_leaderboard(self) -> None:
        st = self.settings
        self.leaderboard.configure(getattr(st, "leaderboard_server", ""), getattr(st, "leaderboard_name", ""))

    def apply_settings(self) -> None:
        settings = self._settings_obj()
        if self.audio is not None:
            self.audio.set_volume(settings.volume)
        self.set_fullscreen(settings.fullscreen)
        for s in self.stack:
            try:
                s.apply_settings(settings)
            # a view whose GL resources cannot follow (a lost context) must not crash
            except (pygame.error, moderngl.Error) as e:
                log.warning("%s could not apply the settings: %s", type(s).__name__, e)
        self.force_present = True

    def save_settings(self) -> bool:
        try:
            save_settings(self._settings_obj())
            return True
        except (StorageError, OSError) as e:
            self._save_failed(f"settings were not saved: {e}")
            return False

    def save_progress(self) -> bool:
        try:
            save_progress(self.progress)
            return True
        except (StorageError, OSError) as e:
            self._save_failed(f"progress was not saved: {e}")
            return False

    def _save_failed(self, line: str) -> None:
        line = " ".join(line.split())
        log.warning(line)
        self.toast(line, "warn")

    def open_settings(self) -> None:
        if isinstance(self.top, SettingsScene):
            return
        self.sound("click")
        self.push(SettingsScene(self))

    def streak(self) -> int:
        return daily_streak(self.progress, self.today())

    def record_result(self, play: PlayScene) -> dict:
        """Record a finished campaign level or daily in progress.json (saved at once);
        a day's first clear of its daily is also queued for the leaderboard (later runs
        are personal replays). Returns what the result screen shows
        (see services.record_result)."""
        done = services.Finished(
            play.board.space.mode, play.session, play.campaign_level, play.daily_date, bool(play.daily_late)
        )
        out = services.record_result(self.progress, done, self.today())
        if out["kind"] == "daily" and not out.get("replay"):  # only a day's first clear ranks
            self._submit_daily(play)
        if out["kind"] != "free":
            self.save_progress()
        return out

    def _submit_daily(self, play: PlayScene) -> None:
        """Queue a cleared daily for the leaderboard server, if one is set (never waits).
        The server ranks dailies played with three hearts, so a run that lost three or
        more (scaled hearts, zen) is not sent."""
        s, code = play.session, play.code
        if not s.won or s.mistakes >= RANKED_HEARTS or code is None or play.daily_date is None:
            return
        try:
            self.leaderboard.submit(play.daily_date.isoformat(), str(code), s.log, s.hints_used)
        except OSError as e:  # the queue file could not be written
            self._save_failed(f"the daily run was not queued for the leaderboard: {e}")

    # -- sharing and pictures --------------------------------------------------------------
    def copy_to_clipboard(self, text: str, what: str = "it") -> bool:
        if copy_text(text):
            self.toast(f"Copied {what} to the clipboard: {text}")
            return True
        self.toast(f"No clipboard here; copy {what} by hand: {text}", "info", 15.0)
        return False

    def export_board(self, board: Any, code: Any = None, label: str | None = None) -> Any:
        """Write `board` (its full puzzle) as quiver-board/1 JSON into the exports folder;
        the path, or None (said in a toast)."""
        try:
            path = services.export_board(board, code, label)
        except (StorageError, OSError, ValueError) as e:
            self._save_failed(f"the board was not exported: {e}")
            return None
        self.toast(f"Board exported to {path}")
        log.info("exported the board to %s", path)
        return path

    def screenshot(self) -> Any:
        """Save the whole window as a PNG in the pictures folder (read back from the GL
        framebuffer in GL mode) and say where. Returns the path, or None."""
        image = self._grab()
        if image is None:
            self.toast("No window to take a picture of.", "warn")
            return None
        try:
            buf = io.BytesIO()
            pygame.image.save(image, buf, "png")
            path = services.save_screenshot(buf.getvalue(), _dt.datetime.now())
        except (StorageError, OSError, pygame.error) as e:
            self._save_failed(f"the screenshot was not saved: {e}")
            return None
        self.sound("click")
        self.toast(f"Screenshot saved to {path}")
        log.info("screenshot saved to %s", path)
        self.last_screenshot = path
        return path

    def _grab(self, toasts: bool = False) -> pygame.Surface | None:
        """The window's pixels as a Surface: the composited frame, toasts excepted."""
        if not self.want_window:
            return None
        self.render(force=True, toasts=toasts, capture=True)
        return self._captured

    # -- the puzzle flow (flow.py) ------------------------------------------------------------
    def start_puzzle(
        self, code: Any, daily: bool = False, context: dict | None = None, job: Any = None
    ) -> None:
        self.flow.start_puzzle(code, daily, context, job)

    def build_and_play(self, loading: Any) -> None:
        self.flow.build_and_play(loading)

    def play_board(self, board: Any, label: str | None = None) -> None:
        self.flow.play_board(board, label)

    def next_puzzle(self, play: Any) -> None:
        self.flow.next_puzzle(play)

    def start_level(self, mode: str, level: int) -> None:
        self.flow.start_level(mode, level)

    def continue_campaign(self, mode: str) -> None:
        self.flow.continue_campaign(mode)

    def start_lesson(self, mode: str, then: Callable[[], None] | None = None, kind: str | None = None) -> Any:
        return self.flow.start_lesson(mode, then, kind)

    def start_daily(self, mode: str = Mode.TWO_D, day: _dt.date | None = None) -> None:
        self.flow.start_daily(mode, day)

    # -- the stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _drop_layer(self, scene: object) -> None:
        layer = self.layers.pop(id(scene), None)
        if layer is not None:
            layer.release()

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        if scene.size != self.size:
            scene.resize(self.size)
        scene.enter()
        self.force_present = True

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        self._drop_layer(scene)
        if self.stack:
            self.stack[-1].resume()
        self.force_present = True
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.exit()
            self._drop_layer(old)
        self.stack.append(scene)
        if scene.size != self.size:
            scene.resize(self.size)
        scene.enter()
        self.force_present = True

    def menu(self) -> MenuScene | None:
        for s in self.stack:
            if isinstance(s, MenuScene):
                return s
        return None

    def to_menu(self) -> None:
        while self.stack and not isinstance(self.stack[-1], MenuScene):
            self.pop()
        if not self.stack:
            self.push(MenuScene(self))

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- the loop -------------------------------------------------------------------------------
    def visible(self) -> list[Scene]:
        k = len(self.stack) - 1
        while k > 0 and (self.stack[k].overlay):
            k -= 1
        return self.stack[max(0, k) :]

    def animating(self) -> bool:
        return any(s.animating() for s in self.visible()) or self.toasts.animating()

    def dispatch(self, event: pygame.event.Event) -> None:
        et = event.type
        self.keys.see(event, self.clock())
        if et == pygame.QUIT:
            self.quit(0)
            return
        if et == pygame.WINDOWMINIMIZED or et == pygame.WINDOWHIDDEN:
            if not self.minimised:
                self.minimised = True
                for s in self.stack:
                    s.pause()
            return
        if et in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED, pygame.WINDOWEXPOSED):
            if self.minimised:
                self.minimised = False
                if self.stack:
                    self.stack[-1].resume()
            self.force_present = True
            if et == pygame.WINDOWEXPOSED:
                return
        if et in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST, pygame.WINDOWENTER, pygame.WINDOWLEAVE):
            self.force_present = True  # held keys, hover: the picture may change
        if et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.want_window and pygame.display.get_surface() is not None:
                self._resize(pygame.display.get_window_size())
            return
        if et == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            if self.settings is not None and self.settings.fullscreen != self.fullscreen:
                self.settings.fullscreen = self.fullscreen
                self.save_settings()
                for s in self.stack:
                    s.refresh()
            return
        if et == pygame.KEYDOWN and event.key == pygame.K_F12:
            self._screenshot_due = True
            return
        if self.stack:
            self.stack[-1].handle_event(event)

    def step(self) -> None:
        """One frame: events, update, draw (only what changed), present."""
        now = self.clock()
        dt = 0.0 if self._last is None else min(0.1, max(0.0, now - self._last))
        self._last = now
        events = self._pending + pygame.event.get()
        self._pending = []
        for e in events:
            self.dispatch(e)
            if not self.running:
                return
        for e in self.keys.due(now, _key_held):  # a held scrolling key
            self.dispatch(e)
        if not self.stack:
            self.to_menu()
        for s in list(self.visible()):
            s.update(dt)
        self.toasts.update(dt)
        if not self.minimised:
            self.render()
            if self._screenshot_due:
                self._screenshot_due = False
                self.screenshot()
        self.frames += 1

    def render(self, force: bool = False, toasts: bool = True, capture: bool = False) -> None:
        """Draw what changed and present it. force: present even if nothing changed;
        toasts: False leaves the toasts out (screenshots); capture: keep the presented
        frame in self._captured (a Surface)."""
        scenes = list(self.visible())
        if toasts and (self.toasts.active or id(self.toasts) in self.layers):
            if self.toasts.active:
                scenes.append(self.toasts)
            else:  # the last toast has gone: drop its layer
                self._drop_layer(self.toasts)
                self.force_present = True
        changed = self.force_present or force
        ids = tuple(id(s) for s in scenes)
        if ids != self._last_ids:
            self._last_ids = ids
            changed = True
            if isinstance(self.compositor, SoftCompositor):
                self.compositor.full = True
        bounds = pygame.Rect(0, 0, *self.size)
        for s in scenes:
            layer = self.layers.get(id(s))
            alpha = s.overlay or s.uses_gl
            if layer is None or layer.size != self.size or layer.alpha != alpha:
                layer = self.layers[id(s)] = Layer(self.size, alpha)
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
                if self.compositor is not None:
                    self.compositor.upload(layer, rects)
            if s.uses_gl and s.needs_frame():
                changed = True
        self._captured = None
        if changed and self.compositor is not None:
            if capture and isinstance(self.compositor, SoftCompositor):
                self.compositor.full = True
            self._captured = self.compositor.present(scenes, self.layers, capture)
            self.presents += 1
        self.force_present = False
        if not toasts and (self.toasts.active or id(self.toasts) in self.layers):
            self.force_present = True  # put the toasts back next frame

    def wait(self) -> None:
        """Sleep until the next frame is due: paced while animating, else until an event."""
        if not self.realtime:
            return
        if self.minimised:  # asleep, but awake now and then for a signal (SIGTERM)
            ev = pygame.event.wait(1000)
            if ev.type != pygame.NOEVENT:
                self._pending.append(ev)
            return
        if self.animating() or self._pending or self.force_present or self.keys.active:
            if self._pace is None:
                self._pace = pygame.time.Clock()
            self._pace.tick(FPS)
            return
        ev = pygame.event.wait(IDLE_WAIT_MS)
        if ev.type != pygame.NOEVENT:
            self._pending.append(ev)

    def run_loop(self) -> int:
        if not self.stack:
            self.to_menu()
        smoke = os.environ.get("QUIVER_SMOKE_SECONDS")
        if smoke:  # CI's start-up check: a real window that closes itself, exit 0
            try:  # counted from start-up, so loading a big board is not extra time
                left = float(smoke) - (time.monotonic() - _STARTED)
                pygame.time.set_timer(pygame.QUIT, max(1, int(left * 1000)), loops=1)
            except (ValueError, OverflowError):
                pass
        with _quit_on_sigterm(self):
            try:
                while self.running:
                    self._in_frame = True
                    self.step()
                    self._in_frame = False
                    if self.running:
                        self.wait()
            except _Terminated:  # SIGTERM during a slow frame: that frame is left unfinished
                pass
        self.close()
        return self.exit_code

    def close(self) -> None:
        self.leaderboard.stop()
        worker.stop_warm()
        for scene in self.stack:  # a puzzle still being built: stop its worker
            scene.stop_work()
        for layer in self.layers.values():
            layer.release()
        self.layers.clear()
        if self.compositor is not None:
            self.compositor.release()
        self.compositor = None
        if self.gl is not None:
            # moderngl keeps the first window context as its default; releasing it lets a
            # later window in the same process (tests, a reopened game) get a new one
            self.gl.release()
            self.gl = None
        with contextlib.suppress(pygame.error):
            pygame.display.quit()


class _Terminated(BaseException):
    """SIGTERM arrived in the middle of a frame (not an Exception: nothing catches it)."""


@contextlib.contextmanager
def _quit_on_sigterm(app: App):
    """While the loop runs, SIGTERM quits the game within a second: between frames it ends
    the loop (waits are at most a second), during a slow frame it leaves that frame."""
    if not hasattr(signal, "SIGTERM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: Any) -> None:
        app.quit(0)
        if app._in_frame:
            raise _Terminated

    old = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        app._in_frame = False
        signal.signal(signal.SIGTERM, old)


def _key_held(key: int) -> bool:
    """Whether `key` is down on the keyboard now (False where pygame cannot say)."""
    try:
        return bool(pygame.key.get_pressed()[key])
    except (pygame.error, IndexError):
        return False


# -- entry points ---------------------------------------------------------------------------
def run(options: Any = None, board: Any = None, label: str | None = None) -> int:
    """Open the game. Returns the exit status (0 on a normal close; 2 for a puzzle that
    cannot be opened, said on one line on stderr before any window opens)."""
    try:
        code = initial_code(options)
        if code is not None:
            factory, why = play_factory(code.mode, None)
            if factory is None:
                raise ValueError(why)
    except ValueError as e:
        log.error(e)
        return 2
    lock = FolderLock()  # one game per data folder: a second one would lose updates
    try:
        lock.acquire()
    except FolderBusy as e:
        log.error(e)
        return 2
    try:
        return _play(options, board, label, code)
    finally:
        lock.release()


def _play(options: Any, board: Any, label: str | None, code: Any) -> int:
    app = App()
    app.open_window()
    app.to_menu()
    if board is not None:
        try:
            app.play_board(board, label)
        except ValueError as e:
            menu = app.menu()
            if menu is not None:
                menu.error = str(e)
    elif code is not None:
        app.start_puzzle(
            code, daily=getattr(options, "action", None) == "daily" or bool(getattr(options, "daily", False))
        )
    return app.run_loop()
