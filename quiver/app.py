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
import os
import sys
import time
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")      # keep stdout for `code: ...`

import pygame  # noqa: E402

from quiver.scenes.base import Scene  # noqa: E402

_STARTED = time.monotonic()          # about when the game started (the smoke timer's zero)
TITLE = "Quiver"
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (640, 480)
FPS = 60
IDLE_WAIT_MS = 250

VERTEX_SHADER = """
#version 330 core
in vec2 in_pos;
out vec2 uv;
void main() {
    uv = vec2(in_pos.x * 0.5 + 0.5, 0.5 - in_pos.y * 0.5);   // row 0 of the texture is the top
    gl_Position = vec4(in_pos, 0.0, 1.0);
}
"""
FRAGMENT_SHADER = """
#version 330 core
uniform sampler2D layer;
in vec2 uv;
out vec4 colour;
void main() { colour = texture(layer, uv); }
"""


# -- layers and compositing ----------------------------------------------------------------
class Layer:
    """A scene's pygame surface and (with GL) its texture."""

    def __init__(self, size, alpha: bool) -> None:
        self.size = tuple(size)
        self.alpha = alpha
        self.surface = pygame.Surface(self.size, pygame.SRCALPHA if alpha else 0)
        if alpha:
            self.surface.fill((0, 0, 0, 0))
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


class GLCompositor:
    """Draws layers as textured quads in the window's OpenGL 3.3 core context."""

    def __init__(self, ctx) -> None:
        import numpy as np
        self.ctx = ctx
        self.prog = ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=FRAGMENT_SHADER)
        quad = np.array([-1, -1, 1, -1, -1, 1, 1, 1], dtype="f4")
        self.vbo = ctx.buffer(quad.tobytes())
        self.vao = ctx.vertex_array(self.prog, [(self.vbo, "2f", "in_pos")])
        self.size = (0, 0)

    def resize(self, size) -> None:
        self.size = tuple(size)
        self.ctx.viewport = (0, 0, *self.size)

    def upload(self, layer: Layer, rects) -> None:
        import moderngl
        if layer.texture is None or layer.texture.size != layer.size:
            if layer.texture is not None:
                layer.texture.release()
            layer.texture = self.ctx.texture(layer.size, 4)
            layer.texture.filter = (moderngl.NEAREST, moderngl.NEAREST)
            rects = True
        if rects is True:
            layer.texture.write(pygame.image.tobytes(layer.surface, "RGBA"))
            return
        for r in rects:
            data = pygame.image.tobytes(layer.surface.subsurface(r), "RGBA")
            layer.texture.write(data, viewport=(r.x, r.y, r.w, r.h))

    def present(self, scenes, layers, capture: bool = False):
        """Composite and flip; with capture, return the frame as a Surface (read back
        from the framebuffer before the flip)."""
        import moderngl
        ctx = self.ctx
        ctx.screen.use()
        ctx.viewport = (0, 0, *self.size)
        if not (scenes and scenes[0].uses_gl):      # a GL scene clears the window itself
            ctx.clear(0.96, 0.94, 0.9, 1.0)
        for scene in scenes:
            if scene.uses_gl:
                scene.draw_gl(ctx)
                ctx.screen.use()
                ctx.viewport = (0, 0, *self.size)
            layer = layers.get(id(scene))
            if layer is None or layer.texture is None:
                continue
            ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
            if layer.alpha:
                ctx.enable(moderngl.BLEND)
                ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
            else:
                ctx.disable(moderngl.BLEND)
            layer.texture.use(0)
            regions = scene.layer_regions() if layer.alpha else None
            if regions is None:
                self.vao.render(moderngl.TRIANGLE_STRIP)
            else:
                # a mostly clear layer (a 3D scene's HUD): blend only where it has
                # content; a full-window blend costs a software renderer ~10 ms a frame
                h = self.size[1]
                for r in regions:
                    ctx.scissor = (r.x, h - r.bottom, r.w, r.h)
                    self.vao.render(moderngl.TRIANGLE_STRIP)
                ctx.scissor = None
        ctx.disable(moderngl.BLEND)
        image = None
        if capture:
            w, h = self.size
            data = ctx.screen.read(viewport=(0, 0, w, h), components=3, alignment=1)
            image = pygame.image.frombytes(data, (w, h), "RGB", True)   # GL rows run bottom-up
        pygame.display.flip()
        return image

    def release(self) -> None:
        for obj in (self.vao, self.vbo, self.prog):
            try:
                obj.release()
            except Exception:
                pass


class SoftCompositor:
    """No GL: blit the layers onto the window surface."""

    def __init__(self) -> None:
        self.size = (0, 0)
        self.pending: list[pygame.Rect] = []
        self.full = True

    def resize(self, size) -> None:
        self.size = tuple(size)
        self.full = True

    def upload(self, layer: Layer, rects) -> None:
        if rects is True:
            self.full = True
        else:
            self.pending.extend(rects)

    def present(self, scenes, layers, capture: bool = False):
        screen = pygame.display.get_surface()
        if screen is None:
            return None
        stack = [layers[id(s)] for s in scenes if id(s) in layers]
        if len(stack) == 1 and not self.full:
            for r in self.pending:
                screen.blit(stack[0].surface, r, r)
            pygame.display.update(self.pending)
        else:
            for layer in stack:
                screen.blit(layer.surface, (0, 0))
            pygame.display.flip()
        self.pending = []
        self.full = False
        return screen.copy() if capture else None


# -- the app -----------------------------------------------------------------------------
class App:
    """The window, the scene stack and the loop.

    clock: seconds (injected in tests; sessions and animations use it).
    window: False makes no window at all (headless pictures); gl: False forces the plain
    pygame window. sound: False keeps the audio device closed. today: the UTC date
    (injected in tests). lessons: teach each mode on its first puzzle (None: unless the
    environment says QUIVER_LESSONS=0, as the test suite does).
    """

    def __init__(self, size=DEFAULT_SIZE, *, window: bool = True, gl: bool = True,
                 clock: Callable[[], float] | None = None, sound: bool = True,
                 today: Callable[[], _dt.date] | None = None, realtime: bool = True,
                 fullscreen: bool | None = None, lessons: bool | None = None) -> None:
        self.size = tuple(size)
        self.lessons = os.environ.get("QUIVER_LESSONS", "1") != "0" if lessons is None else lessons
        self.want_window = window
        self.want_gl = gl and not os.environ.get("QUIVER_NO_GL")
        self.clock = clock or time.monotonic
        self.realtime = realtime
        self._today = today
        self.stack: list[Scene] = []
        self.layers: dict[int, Layer] = {}
        self.gl = None                      # the moderngl context, when there is one
        self.gl_error: str | None = None
        self.compositor = None
        self.running = True
        self.exit_code = 0
        self.minimised = False
        self.fullscreen = False
        self.force_present = True
        self._pending: list[pygame.event.Event] = []
        self._last = None
        self._pace = None
        self.frames = 0
        self.presents = 0                    # frames actually drawn to the window
        _clean_orphans()
        self.settings, self.settings_warning = _load_settings()
        self.progress, self.progress_warning = _load_progress()
        self.warnings: list[str] = [w for w in (self.settings_warning, self.progress_warning) if w]
        for w in self.warnings:                     # one line each, also shown in the game
            print(f"quiver: warning: {w}", file=sys.stderr, flush=True)
        self.audio = None
        self._sound = sound
        self._audio_warned = False
        if fullscreen is None:
            fullscreen = bool(getattr(self.settings, "fullscreen", False))
        self._start_fullscreen = fullscreen
        self._screenshot_due = False
        self._captured: pygame.Surface | None = None
        self.last_screenshot = None
        self._last_ids: tuple = ()
        from quiver.game.leaderboard import LeaderboardClient
        self.leaderboard = LeaderboardClient()      # idle (no thread) until a server is set
        self._configure_leaderboard()
        pygame.display.init()
        pygame.font.init()
        from quiver.scenes.toast import ToastLayer
        self.toasts = ToastLayer(self)
        for w in self.warnings:
            self.toasts.show(w, "warn", 12.0)

    # -- window ------------------------------------------------------------------------------
    def open_window(self) -> None:
        """Open the OpenGL window (or the plain fallback) at self.size."""
        if not self.want_window:
            self.compositor = None
            return
        flags = pygame.RESIZABLE
        pygame.display.set_caption(TITLE)
        if self.want_gl:
            try:
                # A headless render's standalone EGL context would hide the window's.
                from quiver.render3d.headless import release_context
                release_context()
                import moderngl
                pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MAJOR_VERSION, 3)
                pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MINOR_VERSION, 3)
                pygame.display.gl_set_attribute(pygame.GL_CONTEXT_PROFILE_MASK,
                                                pygame.GL_CONTEXT_PROFILE_CORE)
                pygame.display.gl_set_attribute(pygame.GL_CONTEXT_FORWARD_COMPATIBLE_FLAG, 1)
                pygame.display.gl_set_attribute(pygame.GL_DOUBLEBUFFER, 1)
                pygame.display.set_mode(self.size, flags | pygame.OPENGL | pygame.DOUBLEBUF)
                self.gl = moderngl.create_context(require=330)
                self.compositor = GLCompositor(self.gl)
            except Exception as e:                  # no GL: say why, keep playing in 2D
                self.gl = None
                self.gl_error = " ".join(f"{type(e).__name__}: {e}".split())[:160]
                try:
                    pygame.display.quit()
                    pygame.display.init()
                except pygame.error:
                    pass
        else:
            self.gl_error = "OpenGL was turned off (QUIVER_NO_GL)" if os.environ.get("QUIVER_NO_GL") \
                else "OpenGL was turned off"
        if self.gl is None:
            pygame.display.set_mode(self.size, flags)
            self.compositor = SoftCompositor()
        pygame.display.set_caption(TITLE)
        try:
            pygame.display.set_icon(_icon())
        except pygame.error:
            pass
        self.size = pygame.display.get_window_size()
        self.compositor.resize(self.size)
        try:
            pygame.key.set_repeat(350, 40)
        except pygame.error:
            pass
        if self._start_fullscreen:
            self.toggle_fullscreen()

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen and self.want_window and pygame.display.get_surface() is not None:
            self.toggle_fullscreen()

    def toggle_fullscreen(self) -> None:
        try:
            import warnings
            with warnings.catch_warnings():           # the display module's own window
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pygame.Window.from_display_module()
            if self.fullscreen:
                win.set_windowed()
            else:
                win.set_fullscreen(desktop=True)
            self.fullscreen = not self.fullscreen
        except Exception:
            try:
                pygame.display.toggle_fullscreen()
                self.fullscreen = not self.fullscreen
            except pygame.error:
                return
        self._resize(pygame.display.get_window_size())

    def _resize(self, size) -> None:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if size == self.size and self.layers:
            self.force_present = True
            return
        self.size = size
        if self.compositor is not None:
            self.compositor.resize(size)
        for layer in self.layers.values():
            if layer.texture is not None:
                layer.texture.release()
        self.layers.clear()
        for s in self.stack:
            s.resize(size)
        self.toasts.resize(size)
        self.force_present = True

    # -- services for scenes --------------------------------------------------------------------
    def today(self) -> _dt.date:
        if self._today is not None:
            return self._today()
        from quiver.game.daily import today_utc
        return today_utc()

    def random_seed(self) -> int:
        """A fresh seed for "Random puzzle" (tests replace this for a fixed puzzle)."""
        return int.from_bytes(os.urandom(4), "big")

    def audio_note(self) -> str:
        """A few words for Settings when no sound can play ("" when it can, or before
        the device was first asked)."""
        if self.audio is not None and not getattr(self.audio, "enabled", True):
            warning = self.audio.warning or ""
            return "No audio device: sound is off" if "no audio device" in warning \
                else "Sound is off on this machine"
        return ""

    def sound(self, name: str) -> None:
        """Play an effect (fire, leave, smack, win, lose, click, hint) at the settings'
        volume. No audio device: silence, and one line on stderr the first time."""
        if not self._sound:
            return
        if getattr(self.settings, "volume", 0.7) <= 0.0 and self.audio is None:
            return                                   # muted: do not even open the device
        if self.audio is None:
            try:
                from quiver.audio import Audio
                self.audio = Audio(getattr(self.settings, "volume", 0.7))
            except Exception as e:
                self._sound = False
                print(f"quiver: warning: sound is off: {e}", file=sys.stderr, flush=True)
                return
            if self.audio.warning and not self._audio_warned:
                self._audio_warned = True
                print(f"quiver: warning: {self.audio.warning}", file=sys.stderr, flush=True)
        try:
            self.audio.play(name)
        except Exception:
            pass

    def toast(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        """A short message over whatever is on screen (warnings also go to stderr)."""
        if seconds is None:
            seconds = 10.0 if kind == "warn" else 4.0
        self.toasts.show(text, kind, seconds)
        self.force_present = True

    # -- settings and progress ---------------------------------------------------------
    def _settings_obj(self):
        if self.settings is None:
            from quiver.game.settings import Settings
            self.settings = Settings()
        return self.settings

    def change_setting(self, name: str, value) -> None:
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
            apply = getattr(s, "apply_settings", None)
            if apply is not None:
                try:
                    apply(settings)
                except Exception as e:                # a view that cannot follow must not crash
                    print(f"quiver: warning: {type(s).__name__} could not apply the settings: {e}",
                          file=sys.stderr, flush=True)
        self.force_present = True

    def save_settings(self) -> bool:
        from quiver.game.settings import save_settings
        from quiver.game.storage import StorageError
        try:
            save_settings(self._settings_obj())
            return True
        except (StorageError, OSError) as e:
            self._save_failed(f"settings were not saved: {e}")
            return False

    def save_progress(self) -> bool:
        from quiver.game.progress import save_progress
        from quiver.game.storage import StorageError
        try:
            save_progress(self.progress)
            return True
        except (StorageError, OSError) as e:
            self._save_failed(f"progress was not saved: {e}")
            return False

    def _save_failed(self, line: str) -> None:
        line = " ".join(line.split())
        print(f"quiver: warning: {line}", file=sys.stderr, flush=True)
        self.toast(line, "warn")

    def open_settings(self) -> None:
        from quiver.scenes.settings import SettingsScene
        if isinstance(self.top, SettingsScene):
            return
        self.sound("click")
        self.push(SettingsScene(self))

    def streak(self) -> int:
        from quiver.game.progress import daily_streak
        return daily_streak(self.progress, self.today())

    def record_result(self, play) -> dict:
        """Record a finished campaign level or daily in progress.json (saved at once).

        Returns what the result screen shows: ``kind`` ("campaign", "daily" or "free"),
        and for the campaign ``level``, ``record`` (the level's best), ``new_best``; for
        the daily ``date`` and ``streak``."""
        from quiver.game.progress import DailyResult, record_daily, record_level
        s = play.session
        out: dict = {"kind": "free"}
        mode = play.board.space.mode
        if play.campaign_level is not None:
            old = self.progress.campaign(mode).levels.get(play.campaign_level)
            old_time = old.best_time_s if old is not None and old.completed else None
            old_stars = old.stars if old is not None else 0
            rec = record_level(self.progress, mode, play.campaign_level, s.stars, s.elapsed,
                               completed=s.won)
            out = {"kind": "campaign", "level": play.campaign_level, "mode": mode, "record": rec,
                   "new_best": s.won and (old_time is None or s.elapsed < old_time
                                          or s.stars > old_stars)}
            self.save_progress()
        elif play.daily_date is not None:
            late = bool(getattr(play, "daily_late", False))
            result = DailyResult(mode=mode, won=s.won, mistakes=s.mistakes, time_s=round(s.elapsed, 2),
                                 hints=s.hints_used, stars=s.stars, late=late)
            stored = record_daily(self.progress, play.daily_date, result)
            self._submit_daily(play)
            from quiver.game.progress import daily_streak
            out = {"kind": "daily", "date": play.daily_date, "stored": stored, "late": late,
                   "streak": daily_streak(self.progress, self.today() if late else play.daily_date)}
            self.save_progress()
        return out

    def _submit_daily(self, play) -> None:
        """Queue a cleared daily for the leaderboard server, if one is set (never waits).
        The server ranks dailies played with three hearts, so a run that lost three or
        more (scaled hearts, zen) is not sent."""
        from quiver.game.leaderboard import RANKED_HEARTS
        s, code = play.session, getattr(play, "code", None)
        if not s.won or s.mistakes >= RANKED_HEARTS or code is None:
            return
        try:
            self.leaderboard.submit(play.daily_date.isoformat(), str(code), s.log, s.hints_used)
        except Exception as e:                      # the leaderboard must never stop the game
            self._save_failed(f"the daily run was not queued for the leaderboard: {e}")

    # -- sharing and pictures --------------------------------------------------------------
    def copy_to_clipboard(self, text: str, what: str = "it") -> bool:
        from quiver.render2d.widgets import copy_text
        if copy_text(text):
            self.toast(f"Copied {what} to the clipboard: {text}")
            return True
        self.toast(f"No clipboard here; copy {what} by hand: {text}", "info", 15.0)
        return False

    def export_board(self, board, code=None, label: str | None = None):
        """Write `board` (its full puzzle) as quiver-board/1 JSON into the exports folder."""
        import re
        from quiver.engine.codec import dump_board
        from quiver.game.storage import StorageError, exports_dir, free_path, write_bytes_atomic
        stem = str(code) if code is not None else (board.shape or label or "board")
        stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", stem.rsplit(".json", 1)[0])[:80] or "board"
        try:
            folder = exports_dir()
            path = write_bytes_atomic(free_path(folder, f"quiver-{stem}", ".json"),
                                      (dump_board(board) + "\n").encode("utf-8"))
        except (StorageError, OSError, ValueError) as e:
            self._save_failed(f"the board was not exported: {e}")
            return None
        self.toast(f"Board exported to {path}")
        print(f"quiver: exported the board to {path}", file=sys.stderr, flush=True)
        return path

    def screenshot(self):
        """Save the whole window as a PNG in the pictures folder (read back from the GL
        framebuffer in GL mode) and say where. Returns the path, or None."""
        from quiver.game.storage import StorageError, free_path, pictures_dir, write_bytes_atomic
        image = self._grab()
        if image is None:
            self.toast("No window to take a picture of.", "warn")
            return None
        stamp = _dt.datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
        try:
            import io
            buf = io.BytesIO()
            pygame.image.save(image, buf, "png")
            path = write_bytes_atomic(free_path(pictures_dir(), f"quiver-{stamp}", ".png"), buf.getvalue())
        except (StorageError, OSError, pygame.error) as e:
            self._save_failed(f"the screenshot was not saved: {e}")
            return None
        self.sound("click")
        self.toast(f"Screenshot saved to {path}")
        print(f"quiver: screenshot saved to {path}", file=sys.stderr, flush=True)
        self.last_screenshot = path
        return path

    def _grab(self, toasts: bool = False) -> pygame.Surface | None:
        """The window's pixels as a Surface: the composited frame, toasts excepted."""
        if not self.want_window:
            return None
        self.render(force=True, toasts=toasts, capture=True)
        return self._captured

    # -- campaign and daily ----------------------------------------------------------------
    def start_level(self, mode: str, level: int) -> None:
        """Campaign level `level`: choosing its board takes a few generations, so that
        happens behind the "Building level N" screen (the lesson comes first on a first
        start of the mode, and a special arrow's one-step lesson before the level where
        it first appears)."""
        from quiver.game.lessons import lesson_key
        from quiver.game.special_levels import INTRO_LEVEL
        from quiver.game.worker import LevelTask
        from quiver.scenes.loading import LoadingScene
        seen = getattr(self.settings, "seen_lessons", ()) or ()
        if self.lessons and mode not in seen:
            self.start_lesson(mode, then=lambda: self.start_level(mode, level))
            return
        # the level where a kind of special arrow first appears: its one-step lesson first
        kind = next((k for k, first in INTRO_LEVEL.items() if first == level), None)
        if self.lessons and kind is not None and lesson_key(mode, kind) not in seen:
            self.start_lesson(mode, then=lambda: self.start_level(mode, level), kind=kind)
            return
        self.to_menu()
        self.push(LoadingScene(self, LevelTask(mode, level), False, {"level": level}))

    def continue_campaign(self, mode: str) -> None:
        self.start_level(mode, self.progress.current_level(mode))

    def start_lesson(self, mode: str, then=None, kind: str | None = None):
        """Play the lesson of `mode` (on first start, or again from the menu or Settings),
        or with `kind` the one-step lesson of that special arrow; `then` runs when it is
        done or skipped (else the menu comes back)."""
        from quiver.scenes.coach import start_lesson
        self.sound("click")
        return start_lesson(self, mode, then, kind)

    def start_daily(self, mode: str = "2d", day=None) -> None:
        """Today's daily, or a past one from the calendar (played late: it is kept in the
        calendar but does not extend the streak). Days to come cannot be played."""
        from quiver.game.daily import daily_code
        today = self.today()
        day = today if day is None else day
        if day > today:
            self.toast("That daily is not out yet", "warn")
            return
        try:
            code = daily_code(day, mode)
        except ValueError as e:
            self.toast(str(e), "warn")
            return
        context = {"date": day} if day == today else {"date": day, "late": True}
        self.start_puzzle(code, daily=True, context=context)

    # -- the stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

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
        layer = self.layers.pop(id(scene), None)
        if layer is not None and layer.texture is not None:
            layer.texture.release()
        if self.stack:
            self.stack[-1].resume()
        self.force_present = True
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.exit()
            layer = self.layers.pop(id(old), None)
            if layer is not None and layer.texture is not None:
                layer.texture.release()
        self.stack.append(scene)
        if scene.size != self.size:
            scene.resize(self.size)
        scene.enter()
        self.force_present = True

    def menu(self):
        from quiver.scenes.menu import MenuScene
        for s in self.stack:
            if isinstance(s, MenuScene):
                return s
        return None

    def to_menu(self) -> None:
        from quiver.scenes.menu import MenuScene
        while self.stack and not isinstance(self.stack[-1], MenuScene):
            self.pop()
        if not self.stack:
            self.push(MenuScene(self))

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- puzzles ---------------------------------------------------------------------------------
    def start_puzzle(self, code, daily: bool = False, context: dict | None = None,
                     job=None) -> None:
        """Leave whatever is open for the menu, then build and open the puzzle of `code`.

        context: {"level": n} for a campaign level, {"date": d} for the daily (given
        daily=True without a date, today's). job: a worker job already building `code`
        (the menu's background build), taken over instead of starting another."""
        from quiver.scenes.loading import LoadingScene
        context = dict(context or {})
        if daily and "date" not in context:
            context["date"] = self.today()
        if self.lessons and code.mode not in (getattr(self.settings, "seen_lessons", ()) or ()):
            # the first puzzle of a mode: its lesson first, then this puzzle
            self.start_lesson(code.mode,
                              then=lambda: self.start_puzzle(code, daily, context, job))
            return
        self.to_menu()
        self.push(LoadingScene(self, code, bool(daily or "date" in context), context, job))

    def build_and_play(self, loading) -> None:
        """Called by the loading scene once its worker has finished: open the puzzle, or
        go back to the menu with the reason on one line."""
        from quiver.scenes.registry import play_factory
        try:
            board = loading.job.result()
            code = loading.job.code                  # a campaign level: the board it chose
            factory, why = play_factory(code.mode, self)
            if factory is None:
                raise ValueError(why)
            context = getattr(loading, "context", None) or {}
            label = None
            if "date" in context:
                label = f"Daily {context['date'].isoformat()}" + (" (late)" if context.get("late") else "")
            elif "level" in context:
                label = f"Level {context['level']}"
            scene = factory(self, board, code, label)
            scene.daily_date = context.get("date")
            scene.daily_late = bool(context.get("late"))
            scene.campaign_level = context.get("level")
        except ValueError as e:
            self.pop()
            menu = self.menu()
            if menu is not None:
                menu.error = " ".join(str(e).split())
                menu.full_redraw = True
            print(f"quiver: error: {' '.join(str(e).split())}", file=sys.stderr, flush=True)
            return
        self.replace(scene)

    def play_board(self, board, label: str | None = None) -> None:
        """Open a loaded board (a board file) directly."""
        from quiver.scenes.registry import play_factory
        factory, why = play_factory(board.space.mode, self)
        if factory is None:
            raise ValueError(why)
        self.to_menu()
        self.push(factory(self, board, None, label))

    def next_puzzle(self, play) -> None:
        level = getattr(play, "campaign_level", None)
        if level is not None:
            self.start_level(play.board.space.mode, level + 1)
            return
        code = getattr(play, "code", None)
        if code is None:
            self.pop()
            play.restart()
            return
        from quiver.game.code import MAX_SEED
        self.start_puzzle(code.with_seed((code.seed + 1) % (MAX_SEED + 1)))

    # -- the loop -------------------------------------------------------------------------------
    def visible(self) -> list[Scene]:
        k = len(self.stack) - 1
        while k > 0 and (self.stack[k].overlay):
            k -= 1
        return self.stack[max(0, k):]

    def animating(self) -> bool:
        return any(s.animating() for s in self.visible()) or self.toasts.animating()

    def dispatch(self, event: pygame.event.Event) -> None:
        et = event.type
        if et == pygame.QUIT:
            self.quit(0)
            return
        if et == pygame.WINDOWMINIMIZED or et == pygame.WINDOWHIDDEN:
            if not self.minimised:
                self.minimised = True
                for s in self.stack:
                    s.pause()
            return
        if et in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED,
                  pygame.WINDOWEXPOSED):
            if self.minimised:
                self.minimised = False
                if self.stack:
                    self.stack[-1].resume()
            self.force_present = True
            if et == pygame.WINDOWEXPOSED:
                return
        if et in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST, pygame.WINDOWENTER,
                  pygame.WINDOWLEAVE):
            self.force_present = True              # held keys, hover: the picture may change
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
                    refresh = getattr(s, "refresh", None)
                    if refresh is not None:
                        refresh()
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
            else:                                   # the last toast has gone: drop its layer
                layer = self.layers.pop(id(self.toasts), None)
                if layer is not None and layer.texture is not None:
                    layer.texture.release()
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
            self.force_present = True               # put the toasts back next frame

    def wait(self) -> None:
        """Sleep until the next frame is due: paced while animating, else until an event."""
        if not self.realtime:
            return
        if self.minimised:
            ev = pygame.event.wait()
            self._pending.append(ev)
            return
        if self.animating() or self._pending or self.force_present:
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
        if smoke:        # CI's start-up check: a real window that closes itself, exit 0
            try:         # counted from start-up, so loading a big board is not extra time
                left = float(smoke) - (time.monotonic() - _STARTED)
                pygame.time.set_timer(pygame.QUIT, max(1, int(left * 1000)), loops=1)
            except (ValueError, OverflowError):
                pass
        while self.running:
            self.step()
            if self.running:
                self.wait()
        self.close()
        return self.exit_code

    def close(self) -> None:
        self.leaderboard.stop()
        for scene in self.stack:                # a puzzle still being built: stop its worker
            job = getattr(scene, "job", None)
            if job is not None:
                job.cancel()
            prebuild = getattr(scene, "prebuild", None)     # the menu's background build
            if prebuild is not None:
                prebuild.cancel()
        for layer in self.layers.values():
            if layer.texture is not None:
                try:
                    layer.texture.release()
                except Exception:
                    pass
        self.layers.clear()
        if isinstance(self.compositor, GLCompositor):
            self.compositor.release()
        self.compositor = None
        if self.gl is not None:
            # moderngl keeps the first window context as its default; releasing it lets a
            # later window in the same process (tests, a reopened game) get a new one
            try:
                self.gl.release()
            except Exception:
                pass
            self.gl = None
        try:
            pygame.display.quit()
        except pygame.error:
            pass


def _clean_orphans() -> None:
    """Remove temp files that saves killed midway left behind (never fatal)."""
    try:
        from quiver.game.storage import clean_home_orphans
        clean_home_orphans()
    except Exception:
        pass


def _load_settings():
    try:
        from quiver.game.settings import load_settings
        return load_settings()
    except Exception as e:                      # settings must never stop the game
        return None, f"settings could not be read: {e}"


def _load_progress():
    try:
        from quiver.game.progress import load_progress
        return load_progress()
    except Exception as e:                      # progress must never stop the game
        from quiver.game.progress import Progress
        return Progress(), f"progress could not be read: {e}"


def _icon() -> pygame.Surface:
    from quiver.render2d import theme
    from quiver.render2d.draw import arrow_logo
    return arrow_logo(64, theme.ACCENT)


# -- entry points ---------------------------------------------------------------------------
def initial_code(options):
    """The puzzle the options name (a PuzzleCode), or None for the menu.

    Accepts the CLI's GameOptions (action = menu | puzzle | daily | code) or any object
    with the attributes seed, mode, shape, size, arrows, difficulty, daily, code.
    Raises ValueError with one line for anything that cannot be played.
    """
    from quiver.game import code as codes
    if options is None:
        return None
    action = getattr(options, "action", None)
    text = getattr(options, "code", None)
    if action == "code" or (action is None and text):
        code = text if isinstance(text, codes.PuzzleCode) else codes.PuzzleCode.parse(str(text))
        code.check()                    # shape, size and generator, as `quiver generate` would
        return code
    if action == "daily" or (action is None and getattr(options, "daily", False)):
        from quiver.game.daily import daily_code
        return daily_code(None, getattr(options, "mode", None) or "2d")
    seed = getattr(options, "seed", None)
    if action == "puzzle" or (action is None and seed is not None):
        seed = int(seed or 0)
        code = codes.from_seed(seed, getattr(options, "mode", None), getattr(options, "shape", None),
                               getattr(options, "size", None), getattr(options, "arrows", None),
                               getattr(options, "difficulty", None))
        amount, kinds = getattr(options, "specials", None) or ("none", ())
        return code.with_specials(amount, kinds) if amount != "none" else code
    return None


def run(options=None, board=None, label: str | None = None) -> int:
    """Open the game. Returns the exit status (0 on a normal close; 2 for a puzzle that
    cannot be opened, said on one line on stderr before any window opens)."""
    try:
        code = initial_code(options)
        if code is not None and code.mode != "2d":
            from quiver.scenes.registry import play_factory
            factory, why = play_factory(code.mode, None)
            if factory is None:
                raise ValueError(why)
    except ValueError as e:
        print(f"quiver: error: {' '.join(str(e).split())}", file=sys.stderr, flush=True)
        return 2
    app = App()
    app.open_window()
    app.to_menu()
    if board is not None:
        try:
            app.play_board(board, label)
        except ValueError as e:
            menu = app.menu()
            menu.error = str(e)
    elif code is not None:
        app.start_puzzle(code, daily=getattr(options, "action", None) == "daily"
                         or bool(getattr(options, "daily", False)))
    return app.run_loop()


def _headless_env() -> None:
    """Pick an SDL video driver that needs no display, when there is none."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["SDL_VIDEODRIVER"] = "dummy"


def render_png(code=None, out="quiver.png", size=DEFAULT_SIZE, board=None,
               setup: Callable | None = None, yaw: float | None = None,
               pitch: float | None = None) -> str:
    """Draw the play screen of a puzzle (a code, or a board) into a PNG, no window.
    yaw/pitch (degrees) choose the view of a 3D or Flat-3D shape (None: its home view).

    setup(scene) may change the scene before the picture (tests, demos)."""
    _headless_env()
    from quiver.game.code import generate_board
    from quiver.scenes.play2d import Play2DScene
    if board is None:
        board = generate_board(code)
    if board.space.mode != "2d":
        from quiver.scenes.registry import headless_renderer
        render = headless_renderer(board.space.mode)
        return render(board, str(out), tuple(size), yaw=yaw, pitch=pitch, code=code)
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    scene = Play2DScene(app, board, code, hearts=3)
    app.stack.append(scene)
    if setup is not None:
        setup(scene)
    surface = pygame.Surface(tuple(size))
    scene.draw(surface)
    pygame.image.save(surface, str(out))
    return str(out)
