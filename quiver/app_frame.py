"""One frame of the game's loop (app.py's App.step and App.dispatch): the events, each
where it goes (the window's own, the app's keys, a dropped file, else the top screen),
then the screens' update and the drawing. What each event does is the app's or a screen's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

import pygame

from quiver import idle
from quiver import window as win
from quiver.compositor import Compositor
from quiver.feedback import GameFeedback
from quiver.flow import PuzzleFlow
from quiver.game import worker
from quiver.game.midend import Midend
from quiver.input import StrayClick
from quiver.input_heard import in_a_field
from quiver.input_pad import PAD_GONE
from quiver.input_repeat import KeyRepeat
from quiver.scenes.base import Scene
from quiver.scenes.toast import ToastLayer


class Framed(Protocol):
    """What of the App (app.py) a frame reads and calls (not importing its owner)."""

    stack: list[Scene]
    compositor: Compositor | None
    keys: KeyRepeat
    clicks: StrayClick
    toasts: ToastLayer
    feedback: GameFeedback
    midend: Midend
    flow: PuzzleFlow
    clock: Callable[[], float]
    realtime: bool
    running: bool
    minimised: bool
    fullscreen: bool
    want_window: bool
    force_present: bool
    frames: int
    _last: float | None
    _pending: list[pygame.event.Event]
    _by_key: bool  # a key's event is being handled (App._enter shows the focus ring)
    _screenshot_due: bool

    @property
    def top(self) -> Scene | None: ...
    def visible(self) -> list[Scene]: ...
    def to_menu(self) -> None: ...
    def quit(self, code: int = 0) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def fullscreen_answer(self) -> None: ...
    def remember_fullscreen(self) -> None: ...
    def fullscreen_follows(self) -> None: ...
    def _resize(self, size: Sequence[int]) -> None: ...
    def dispatch(self, event: pygame.event.Event) -> None: ...
    def render(self, force: bool = False, toasts: bool = True, capture: bool = False) -> None: ...
    def screenshot(self) -> Path | None: ...


def app_key(app: Framed, event: pygame.event.Event) -> bool:
    """The keys taken before any screen's: F11 fullscreen, F12 a screenshot, F8 or Ctrl+M mute."""
    if event.key == pygame.K_F11:
        app.toggle_fullscreen()
        app.remember_fullscreen()  # (asked, no answer yet: saved when it comes)
    elif event.key == pygame.K_F12:
        app._screenshot_due = True
    else:
        return app.feedback.sound_key(event, app.stack)
    return True


def background(app: Framed, lost: bool) -> None:
    """The window lost its focus (another in front) or has it back: with Settings' "Quiet in
    the background" on, the sound fades out, and back in (off: the music plays on)."""
    app.feedback.away(lost and bool(getattr(app.midend.settings, "quiet_in_background", False)))


def dispatch(app: Framed, event: pygame.event.Event) -> None:
    """Where one event goes: the window's own, the app's keys, a dropped file, else the top screen."""
    et = event.type
    app.keys.see(event, app.clock(), app.top)
    if et == pygame.QUIT:
        app.quit(0)
        return
    if et == idle.WAKE or app.feedback.audio_device(event):  # a thread's news; audio device gone/come
        return
    if et == pygame.WINDOWMINIMIZED or et == pygame.WINDOWHIDDEN:
        if not app.minimised:
            app.minimised = True
            for s in app.stack:
                s.pause()
        return
    if et in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED, pygame.WINDOWEXPOSED):
        if app.minimised:
            app.minimised = False
            if app.stack:
                app.stack[-1].resume()
        app.force_present = True
        if et == pygame.WINDOWEXPOSED:
            return
    if et in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST):
        background(app, et == pygame.WINDOWFOCUSLOST)
    if et in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST, pygame.WINDOWENTER, pygame.WINDOWLEAVE):
        app.force_present = True  # held keys, hover: the picture may change
    if et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        if app.want_window and pygame.display.get_surface() is not None:
            app._resize(win.at_least_minimum())  # (no window manager: grown back)
            app.fullscreen_follows()  # (left by the window manager, or taken by it)
        return
    if et == pygame.KEYDOWN and app_key(app, event):
        app.clicks.key_taken()  # (a key between: Esc, F8, Esc is no stray double Esc)
        return
    if app.flow.drops.see(event, app.clock()):  # files dropped on the window: taken whole (step)
        return
    if not app.stack or app.clicks.stray(event, app.clock(), app.top):
        return
    if app.toasts.takes(event):
        if et == pygame.MOUSEMOTION:  # (over a toast: the wheel zooms about it all the same)
            app.stack[-1].pointer_under_toast(event.pos)
    else:
        # a screen a key opens shows its focus (_enter); so does the pause card a pad's loss
        app._by_key = et in (pygame.KEYDOWN, PAD_GONE)  # opens (its player's, plugged back in)
        for e in app.clicks.backs.events(event, app.top):  # (a right click on a card: its Esc)
            app.stack[-1].handle_event(e)
        app._by_key = False


def step(app: Framed) -> None:
    """One frame: events, update, draw (only what changed), present."""
    now = app.clock()
    dt = 0.0 if app._last is None else min(0.1, max(0.0, now - app._last))
    app._last = now
    app.clicks.frame(app.top)  # (what the last frame drew: a press is aimed at that)
    typing = in_a_field(app.top)  # (s366: keys typed in a field say nothing of how one plays)
    events, app._pending = app.keys.from_pads(app._pending + pygame.event.get(), typing), []  # pads: keys
    for e in events:
        app.dispatch(e)
        if not app.running:
            return
    for e in app.keys.due(now, win.key_held, app.top):  # a held scrolling key
        app.dispatch(e)
    if dropped := app.flow.drops.due(now):  # (a picture or board file: scenes/picture.py)
        app.flow.drop_files(dropped)
    app.clicks.handled(app.top, now)  # (what the keys did, before update opens a card)
    app.fullscreen_answer()  # (F11: the window manager's answer, a frame at a time)
    if not app.stack:
        app.to_menu()
    for s in list(app.visible()):
        s.update(dt)
    app.toasts.update(dt)
    app.feedback.music_step(app.stack, app.minimised)
    if not app.minimised:
        app.render()
        if app.compositor is not None and app.compositor.settle > 0:
            app.force_present = True  # (a resize settling: frames on, compositor.py)
        if app._screenshot_due:
            app._screenshot_due = False
            app.screenshot()
    if not app.frames:  # issue 26: the first frame first; the worker and the audio after it
        if app.realtime:  # the spare imports the generator while the audio loads here
            worker.keep_warm()  # (a build then skips the interpreter's start)
        app.flow.warm_settings()  # (Settings drawn ahead on a thread: not racing the first frame)
        app.feedback.after_first_frame(app.stack)
    app.frames += 1
