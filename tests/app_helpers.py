"""Helpers shared by the tests that drive the real app loop with an injected clock."""

from __future__ import annotations

import contextlib
import functools
import itertools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from quiver.engine.board import Board


SEEDS_FROM = 1  # an app_maker app's first Random puzzle seed when the test fixes none


class FakeClock:
    """A clock the test moves by hand (`clock.t += dt`); the app reads it as time."""

    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def run(app, frames: int = 1, dt: float = 1 / 60) -> None:
    """Step the app `frames` times, `dt` seconds of its FakeClock apart."""
    for _ in range(frames):
        app.clock.t += dt
        app.step()


@contextlib.contextmanager
def app_maker(
    monkeypatch,
    tmp_path,
    *,
    lessons: bool = False,
    gl: bool = True,
    seed: int | None = None,
    window: bool = True,
    **fixed,
):
    """The real game on a fresh data folder in an offscreen window: yields `make(**kw)`,
    which opens an `App` at the menu (a FakeClock, no sound; `fixed` and `kw` are its
    arguments; `seed` fixes its random puzzles), and closes every app made at the end.
    `lessons`: the first-time lessons run (QUIVER_LESSONS); `gl` False: no OpenGL;
    `window` False: no window at all (so no OpenGL: 2D only, the fast tier). Without
    `seed`, Random puzzle's seeds are still the same every run (SEEDS_FROM, then the
    next): from os.urandom, 3 seeds in 400 built Custom's 16x20 "58 arrows" with 59,
    and a test reading the count failed one CI run in a hundred (s219)."""
    import pygame

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen" if window else "dummy")
    if lessons:
        monkeypatch.setenv("QUIVER_LESSONS", "1")
    if gl and window:
        monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    else:
        monkeypatch.setenv("QUIVER_NO_GL", "1")
    made = []

    def make(**kw):
        pygame.display.quit()
        from quiver.app import App

        app = App(clock=FakeClock(), sound=False, realtime=False, window=window, **{**fixed, **kw})
        if "seed" not in {**fixed, **kw}:  # (an App's own seed function stands)
            seeds = itertools.count(SEEDS_FROM)
            app.midend.random_seed = (lambda: seed) if seed is not None else (lambda: next(seeds))
        app.open_window()
        app.to_menu()
        made.append(app)
        run(app, 2)
        return app

    try:
        yield make
    finally:
        for app in made:
            app.close()
        pygame.display.quit()


def toast_ink(app):
    """Where the app's toasts paint: their bounding box, drawn afresh on a clear layer."""
    import pygame

    layer = pygame.Surface(app.size, pygame.SRCALPHA)
    app.toasts.full_redraw = True
    app.toasts.draw(layer)
    return layer.get_bounding_rect()


def lesson_tap(play) -> int:
    """The arrow to tap next to clear a board as a player would: the lowest free arrow
    that may fly now; in a lesson whose bounce step keeps its last blocker (s26), a blocked
    one when none may (it bounces, and the step moves on)."""
    from quiver.game.lessons import Anchor, anchor_arrows
    from quiver.scenes.lesson_hold import fire_held

    free = sorted(play.board.free_arrows())
    coach = getattr(play, "coach", None)
    if coach is None:
        return free[0]
    may = [i for i in free if fire_held(coach, i) is None]
    return may[0] if may else min(anchor_arrows(play.board, Anchor.BLOCKED), default=free[0])


def post(kind, **kw) -> None:
    """Queue a pygame event for the app's next step."""
    import pygame

    pygame.event.post(pygame.event.Event(kind, **kw))


def click(app, pos) -> None:
    """Move to `pos`, press, step, release, step: a player's click."""
    import pygame

    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    run(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    run(app)


def typed(app, text: str) -> None:
    """`text` typed into the focused field, a character a frame."""
    import pygame

    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
        run(app, 1)


def enter(app) -> None:
    """Enter pressed, and a frame run."""
    import pygame

    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run(app, 1)


def run_until(app, done, frames: int = 300, dt: float = 1 / 60, what: str = "") -> int:
    """Step the app (`dt` seconds a step) until `done()` holds, at most `frames` steps
    (failing, saying `what` did not happen, if it never does); the steps it took."""
    for n in range(frames + 1):
        if done():
            return n
        run(app, dt=dt)
    raise AssertionError(f"{what or 'not done'} after {frames} frames")


def play_to_win_card(app) -> None:
    """Fire the free arrow of lowest index until the board on top is cleared, then step to
    its win card and past the card's entry (2 s), so that its buttons take a press."""
    from quiver.scenes.result import ResultScene

    play = app.top
    while play.board.alive:
        i = min(play.board.free_arrows())
        play.fire(i, play.board.free_end(i))
        if i in play.board.alive:  # (a lesson refuses taps off its step: never cleared)
            raise AssertionError(f"{type(play).__name__} refused arrow {i}: not a board to play to its card")
    run_until(app, lambda: isinstance(app.top, ResultScene), 400, dt=1 / 20, what="the win card")
    app.clock.t += 2.0


@contextlib.contextmanager
def at_win_card(monkeypatch, tmp_path, size=(800, 600)):
    """The game (no window) at the win card of an easy 2D heart, its buttons live."""
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
        run(app, 5)
        play_to_win_card(app)
        yield app


@contextlib.contextmanager
def daily_scene(monkeypatch, tmp_path, size):
    """The Daily screen on 15 July 2026 at `size`, its calendar drawn (a new player's data)."""
    import datetime

    import pygame

    from quiver.app import App
    from quiver.scenes.daily import DailyScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    today = datetime.date(2026, 7, 15)
    app = App(size, window=False, sound=False, realtime=False, clock=lambda: 1e3, today=lambda: today)
    app.to_menu()
    scene = DailyScene(app.ports)
    app.push(scene)
    scene.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    try:
        yield scene
    finally:
        app.close()
        pygame.display.quit()


def scene_key(scene, k, mod=0) -> None:
    """A key pressed straight into `scene` (no app loop)."""
    import pygame

    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def ringed(card, button) -> bool:
    """The keyboard focus ring (theme.BLUE, widgets.focus_ring_rect) drawn round `button`
    of `card`, a scene drawn afresh."""
    import pygame

    from quiver.render2d import theme
    from quiver.render2d.widgets import focus_ring_rect

    surface = pygame.Surface(card.size, pygame.SRCALPHA)
    card.full_redraw = True
    card.draw(surface)
    r = button.rect
    outer = focus_ring_rect(r).right
    return any(surface.get_at((x, r.centery))[:3] == theme.BLUE for x in range(r.right, outer + 2))


def double_click(app, pos) -> None:
    """A player's double click: two presses 100 ms apart, no motion in between."""
    import pygame

    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(2):
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        run(app)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        run(app, 5)


@contextlib.contextmanager
def at_the_2d_bounce(monkeypatch, tmp_path):
    """The 2D lesson at 640x480 (no window) at its bounce step: (app, play scene, coach)."""
    from quiver.game.lessons import Anchor, Until, anchor_arrows

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play, coach = app.top, app.top.coach
        assert play.fire(anchor_arrows(play.board, Anchor.FREE)[0]).left  # "Tap this arrow"
        run_until(app, lambda: coach.current.until == Until.BLOCKED, what="the bounce step")
        yield app, play, coach


def idle_seconds(app, seconds: float, watch, frame_cost: float = 0.007) -> tuple[list[float], list[int]]:
    """The real loop (`step`, `wait`) for `seconds` of the app's FakeClock: each idle wait
    moves the clock by its timeout (no event comes), each paced frame to its 1/60 s, and
    each frame costs `frame_cost`. Returns when each change of `watch()` was seen by a
    frame, and the idle waits' timeouts (ms)."""
    import pygame
    import pytest

    waits: list[int] = []

    def wait(timeout: int = 0):
        waits.append(timeout)
        app.clock.t += timeout / 1000
        return pygame.event.Event(pygame.NOEVENT)

    class Pace:  # a paced frame ends 1/fps after the last one began
        def tick(self, fps: int) -> None:
            app.clock.t += max(0.0, 1 / fps - frame_cost)

    seen, end, was = [], app.clock.t + seconds, watch()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pygame.event, "wait", wait)
        app.realtime, app._pace = True, Pace()
        while app.clock.t < end:
            app.step()
            if watch() != was:
                seen.append(app.clock.t)
                was = watch()
            app.clock.t += frame_cost
            app.wait()
        app.realtime, app._pace = False, None
    return seen, waits


@contextlib.contextmanager
def board_opener(monkeypatch, tmp_path):
    """Yields `go(board, shape, size)`: the real game in an offscreen GL window of that size
    (default 1280x800), playing `board`; returns (app, its play scene). Skips without OpenGL."""
    import pytest

    with app_maker(monkeypatch, tmp_path) as make:

        def go(board, shape, size=(1280, 800)):
            app = make(size=size)
            if app.gl is None:
                pytest.skip(f"no OpenGL here: {app.gl_error}")
            app.flow.open_board(board, shape)
            run(app, 3)
            return app, app.top

        yield go


@contextlib.contextmanager
def menu_maker(monkeypatch, tmp_path, prepare=None, today=None):
    """Yields `go(size)`: the game at its menu on a fresh data folder with no window (2D
    only, a clock standing at 1000 s, no sound, no lessons); `prepare(app)` runs before the
    menu opens; `today` (a date) is the mid-end's today. Closes every app made at the end."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    made = []

    def go(size):
        from quiver.app import App

        app = App(size, window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
        if today is not None:
            app.midend._today = lambda: today
        if prepare is not None:
            prepare(app)
        app.to_menu()
        made.append(app)
        return app

    try:
        yield go
    finally:
        for app in made:
            app.close()


def menus_on(day):
    """A module's `make` fixture (`make = menus_on(DAY)`): menu_maker's `go`, `day` the
    mid-end's today (the Daily screen's tests, each on its own fixed day)."""
    import pytest

    @pytest.fixture
    def make(monkeypatch, tmp_path):
        with menu_maker(monkeypatch, tmp_path, today=day) as go:
            yield go

    return make


def gl_modes_play(monkeypatch) -> None:
    """The Daily's 3D and Flat 3D tabs playable, as in a window with OpenGL (menu_maker's
    has none, and a tab kept from a run before that the window cannot play gives way to
    the menu's mode: s278), for a test of a tab kept across a restart; the menu's modes
    too (s336: it opens on the mode kept where the window plays it)."""
    monkeypatch.setattr("quiver.scenes.daily_modes.unavailable_reason", lambda mode, display=None: None)
    monkeypatch.setattr("quiver.scenes.modes.unavailable_reason", lambda mode, display=None: None)


@contextlib.contextmanager
def filling_heart(monkeypatch, tmp_path):
    """The easy 16x14 heart (seed 3) in an 800x600 window with no GL: its rows fill the
    board's area top to bottom, so an arrow of the top row sits right under the top bar.
    Yields (the app, its play scene)."""
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
        run(app, 5)
        play = app.top
        view = play.view
        assert view.rows * view.cell == view.area[3]  # (it fills the area, top to bottom)
        yield app, play


def prints(monkeypatch, scene) -> dict[str, int]:
    """`scene` drawn afresh: {text: the print it was first written in} (what `--small` in
    tools/layout.py measures in pixels, here in the size asked of the font)."""
    import pygame

    from quiver.render2d import theme

    sizes: dict[str, int] = {}
    real = theme.text

    def text(surface, s, size, *a, **kw):
        sizes.setdefault(s, size)
        return real(surface, s, size, *a, **kw)

    with monkeypatch.context() as m:
        m.setattr(theme, "text", text)
        scene.full_redraw = True
        scene.draw(pygame.Surface(scene.size, pygame.SRCALPHA))
    return sizes


def first_candidate_levels(monkeypatch) -> None:
    """Campaign levels past the table of picks build their plan's first buildable
    candidate instead of searching (the last levels searched 13 full boards each, most of
    a win-card test's time). The level's plan (shape, size, arrows, special arrows) and
    number are the real ones; only which candidate seed plays differs, for tests about
    what the game does around a level, not which board the search keeps (the search:
    tests/test_campaign*.py)."""
    from quiver.game import campaign, campaign_search, campaign_targets

    def first(mode, level, plan):
        ramp = plan.role == campaign_targets.LevelRole.RAMP
        search = campaign_search._ramp_candidates if ramp else campaign_search._fixed_candidates
        code, board, _ = next(search(mode, level, plan))
        return code, board

    monkeypatch.setattr(campaign, "search_level", first)


def bubble_lines(monkeypatch) -> list[str]:
    """Every line the lesson bubble is fitted with from now on (`coach.fit_bubble`'s first
    argument): what a lesson says, in the words of the player's input."""
    from quiver.scenes import coach as coach_module

    lines: list[str] = []
    real = coach_module.fit_bubble

    def fit(line, *a, **k):
        lines.append(line)
        return real(line, *a, **k)

    monkeypatch.setattr(coach_module, "fit_bubble", fit)
    return lines


def easy_heart(dims) -> Board:
    """A fresh position on the easy 2D heart of `dims` (seed 3) that the view tests play
    (the minimap, the dock's zoom, the view's feel: 33 builds of the 40x40 one a fast-tier
    run): built once a process, each call a `copy()` (its own position on the same puzzle,
    which never changes)."""
    return _easy_heart(tuple(dims) if isinstance(dims, tuple | list) else dims).copy()


@functools.cache
def _easy_heart(dims) -> Board:
    from quiver.game.code import complete, generate_board

    return generate_board(complete("2d", "heart", dims, None, "easy", 3))


def hint_ring_gaps(play, surface, arrow: int, key: bool = False) -> list[tuple[int, int]]:
    """Points round the middle of the 2D hint ring's line about `arrow`'s free head (its
    radii as the scene fits them, hint_fit; `key`: Tab's white ring round the head it lit)
    that `surface` does not show in the ring's colour: none where it is drawn whole (lit
    steadily, on top)."""
    import math

    from quiver.render2d import theme
    from quiver.scenes.keypick2d import lit_end
    from quiver.scenes.where import head_of

    board = play.board
    end = lit_end(play, arrow) if key else board.free_end(arrow) or 0
    x, y = board.space.coord(head_of(board, arrow, end)[0])
    cx, cy = (int(v) for v in play.view.cell_center(x, y))
    rx, ry = play.moving.hint_radii((cx, cy), key=key)
    colours, mid = ({(255, 255, 255), theme.INK}, 0.5) if key else ({theme.HINT}, 2.5)
    gaps = []
    for k in range(72):
        a = 2 * math.pi * k / 72
        c, s = math.cos(a), math.sin(a)  # (an oval's line lies a pixel off its radii here and there)
        near = [(round(cx + (rx - mid + d) * c), round(cy + (ry - mid + d) * s)) for d in (-1, 0, 1)]
        if not any(surface.get_rect().collidepoint(p) and surface.get_at(p)[:3] in colours for p in near):
            gaps.append(near[1])
    return gaps


def unlock(mode: str, level: int, app=None) -> None:
    """Campaign levels 1 to `level` of `mode` open (those before it cleared), as a player
    who got that far: in `app`'s progress, else in progress.json in QUIVER_HOME (an app
    started after reads it). A kept level past them is locked, unreadable (s331)."""
    from quiver.game.progress import Progress
    from quiver.game.progress_file import save_progress
    from quiver.game.progress_records import LevelRecord

    progress = app.midend.progress if app is not None else Progress()
    cp = progress.campaign(mode)
    for n in range(1, level):
        cp.levels[n] = LevelRecord(stars=1, best_time_s=60.0, completed=True)
    cp.current = max(cp.current, level)
    if app is None:
        save_progress(progress)
