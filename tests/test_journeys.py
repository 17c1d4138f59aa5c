"""Journeys through the real app, each checked against a golden trace (issue 21).

Each journey drives `App` (SDL's offscreen driver, an injected clock, date and seed,
real files under a temporary QUIVER_HOME) from the menu through a puzzle and its end,
and writes down what the player's game did: every scene-stack operation with the
scene's class and where its puzzle came from, every toast, the ``code:`` lines on
stdout, the leaderboard runs queued, and the bytes of progress.json and settings.json.
The trace must match tests/journeys/<name>.txt exactly, so a restructuring of the
front half that changes any of it fails here. A code's generator part is written
``-g<gen>`` there (tests/puzzle_codes.py): a new generator version changes the goldens
only where its boards change what the journey does.

    QUIVER_WRITE_GOLDEN=1 pytest tests/test_journeys.py   # rewrite the goldens
"""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest
from app_helpers import FakeClock, lesson_tap
from puzzle_codes import golden, spec

pygame = pytest.importorskip("pygame")

GOLDEN = Path(__file__).resolve().parent / "journeys"
DAY = datetime.date(2026, 5, 11)  # a Monday: an easy daily
SERVER = "http://127.0.0.1:9"  # never reached: the client's thread is kept off


class Today:
    def __init__(self, day: datetime.date) -> None:
        self.day = day

    def __call__(self) -> datetime.date:
        return self.day


class Seeds:
    """The "random" seeds the app asks for: 101, 102, ..."""

    def __init__(self) -> None:
        self.n = 100

    def __call__(self) -> int:
        self.n += 1
        return self.n


# -- describing what happened --------------------------------------------------------------
def origin_of(scene) -> str:
    """Where a play scene's puzzle came from, in a few words."""
    return scene.request.origin.describe()


def describe(scene) -> str:
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.play import PlayScene
    from quiver.scenes.result import ResultScene

    name = type(scene).__name__
    if isinstance(scene, PlayScene):
        return f"{name} [{origin_of(scene)}] {scene.code_text!r} {scene.title!r}"
    if isinstance(scene, LoadingScene):
        return f"{name} {scene.code!s}"
    if isinstance(scene, ResultScene):
        return f"{name} {[b.label for b in scene.buttons]}"
    return name


class Trace:
    """Records a journey through `app` (its stack, toasts and queued runs)."""

    def __init__(self, app, home: Path) -> None:
        self.app, self.home, self.lines = app, home, []
        self.seen: dict[int, str] = {}  # a scene as it was described when it came in
        for op in ("push", "replace"):
            self._wrap_scene_op(op)
        pop = app.pop

        def traced_pop():
            scene = pop()
            if scene is not None:
                self.lines.append(f"pop {self.seen.get(id(scene)) or describe(scene)}")
            return scene

        app.pop = traced_pop
        show = app.toasts.show

        def traced_show(text, kind="info", seconds=4.0, short=None, behind=False):  # (short: toast_short.py)
            self.lines.append(f"toast {kind} {text!r}")
            return show(text, kind, seconds, short, behind)

        app.toasts.show = traced_show

    def _wrap_scene_op(self, op: str) -> None:
        real = getattr(self.app, op)

        def traced(scene):
            self.seen[id(scene)] = describe(scene)
            self.lines.append(f"{op} {self.seen[id(scene)]}")
            return real(scene)

        setattr(self.app, op, traced)

    def note(self, text: str) -> None:
        self.lines.append(f"-- {text}")

    def finish(self, out: str) -> str:
        lines = list(self.lines)
        lines += [line for line in out.splitlines() if line.startswith("code:")]
        for name in ("progress.json", "settings.json", "leaderboard-queue.json"):
            path = self.home / name
            lines.append(f"== {name}")
            lines.append(path.read_text("utf-8").rstrip("\n") if path.exists() else "(none)")
        return "\n".join(lines) + "\n"


# -- the app -------------------------------------------------------------------------------
@pytest.fixture
def home(monkeypatch, tmp_path):
    h = tmp_path / "home"
    monkeypatch.setenv("QUIVER_HOME", str(h))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_NO_GL", "1")  # the same pictures anywhere
    from quiver.game.leaderboard import LeaderboardClient

    monkeypatch.setattr(LeaderboardClient, "_ensure_thread", lambda self: None)
    return h


@pytest.fixture
def journey(home, capsys):
    made = []

    def start(lessons: bool = False, server: bool = False, today: Today | None = None):
        if server:
            home.mkdir(parents=True, exist_ok=True)
            (home / "settings.json").write_text(
                json.dumps({"schema": 1, "leaderboard_server": SERVER, "leaderboard_name": "ada"})
            )
        pygame.display.quit()
        from quiver.app import App

        clock = FakeClock()
        app = App(
            clock=clock,
            sound=False,
            realtime=False,
            today=today or Today(DAY),
            lessons=lessons,
            seed=Seeds(),
        )
        app.open_window()
        app.test_clock = clock
        trace = Trace(app, home)
        app.to_menu()
        run(app, 2)
        made.append(app)
        return app, trace

    yield start
    for app in made:
        app.close()
    pygame.display.quit()


def check(name: str, trace: Trace, capsys) -> None:
    text = golden(trace.finish(capsys.readouterr().out))  # codes' generator part: GOLDEN_MARK
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("QUIVER_WRITE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, "utf-8")
    assert path.exists(), f"no golden trace {path.name}: run with QUIVER_WRITE_GOLDEN=1"
    assert text == path.read_text("utf-8")


# -- input -----------------------------------------------------------------------------------
def run(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.test_clock.t += 1 / 60
        app.step()


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app)


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    run(app)


def until(app, cond, limit: int = 900) -> None:
    for _ in range(limit):
        if cond():
            return
        run(app)
    raise AssertionError(f"timed out waiting for the app; top: {app.top!r}")


def top_is(app, cls):
    until(app, lambda: isinstance(app.top, cls))
    run(app, 2)
    return app.top


def play_top(app):
    from quiver.scenes.play import PlayScene

    return top_is(app, PlayScene)


def solve(app, play) -> None:
    """Tap the board's own solution, arrow by arrow, with real clicks."""
    from quiver.scenes.result import ResultScene

    for i in play.board.solution:
        if i in play.board.alive:
            click(app, play.arrow_pixel(i))
            until(app, lambda: not play.busy())
    top_is(app, ResultScene)


def clear(app, play) -> None:
    """Tap the lowest free arrow until the board is clear (a lesson's board)."""
    while play.board.alive and not play.session.over:
        click(app, play.arrow_pixel(lesson_tap(play)))  # (a bounce first, in a lesson's bounce step)
        until(app, lambda: not play.busy())


def lose(app, play) -> None:
    """Tap a blocked arrow until the hearts are gone."""
    from quiver.scenes.result import ResultScene

    while not play.session.over:
        blocked = next(i for i in sorted(play.board.alive) if not play.board.can_escape(i))
        click(app, play.arrow_pixel(blocked))
        until(app, lambda: not play.busy())
    top_is(app, ResultScene)


def small_menu(app) -> None:
    """The menu's choice made small and easy (so that a random puzzle is quick to clear)."""
    menu = app.top
    for name in ("shape:diamond", "difficulty:easy", "size:s"):
        click(app, menu.widget_center(name))
    click(app, menu.widget_center(f"arrows:{menu.slider.lo}"))


def small_code(seed: int = 3):
    from quiver.game.code import complete

    return complete("2d", "diamond", (7, 7), None, "easy", seed)


# -- the journeys ----------------------------------------------------------------------------
def test_a_random_puzzle_won_then_next(journey, capsys):
    app, trace = journey()
    small_menu(app)
    trace.note("Random puzzle")
    click(app, app.top.widget_center("random"))
    solve(app, play_top(app))
    trace.note("Next")
    key(app, pygame.K_RETURN)
    play_top(app)
    run(app, 24)  # (an Esc sooner was meant for the card: input_keys.StrayKey)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("random_won_then_next", trace, capsys)


def test_campaign_level_1_won_then_level_2(journey, capsys):
    app, trace = journey()
    trace.note("Continue")
    click(app, app.top.widget_center("continue"))
    solve(app, play_top(app))
    trace.note("Next level")
    key(app, pygame.K_RETURN)
    play_top(app)
    run(app, 24)  # (an Esc sooner was meant for the card: input_keys.StrayKey)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("level_1_won_then_level_2", trace, capsys)


def test_a_lost_level_then_retry(journey, capsys):
    app, trace = journey()
    app.flow.level("2d", 3)
    lose(app, play_top(app))
    trace.note("Retry")
    key(app, pygame.K_RETURN)
    run(app, 3)
    trace.note("Levels")
    lose(app, app.top)
    key(app, pygame.K_l)
    run(app, 2)
    check("lost_level_then_retry", trace, capsys)


def test_todays_daily_and_the_streak(journey, capsys):
    today = Today(DAY)
    app, trace = journey(server=True, today=today)
    trace.note("Daily (today)")
    app.flow.daily("2d")
    solve(app, play_top(app))
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    today.day = DAY + datetime.timedelta(days=1)
    trace.note("Daily (the next day)")
    app.flow.daily("2d")
    solve(app, play_top(app))
    trace.note("Daily (the card's button)")
    key(app, pygame.K_RETURN)
    run(app, 2)
    check("daily_today_and_streak", trace, capsys)


def test_a_late_daily(journey, capsys):
    app, trace = journey(server=True)
    trace.note("Daily (three days ago)")
    app.flow.daily("2d", DAY - datetime.timedelta(days=3))
    play = play_top(app)
    lose(app, play)
    trace.note("Retry, then win")
    key(app, pygame.K_r)
    run(app, 2)
    solve(app, play)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("late_daily", trace, capsys)


def test_a_future_daily_is_refused(journey, capsys):
    app, trace = journey()
    trace.note("Daily (tomorrow)")
    app.flow.daily("2d", DAY + datetime.timedelta(days=1))
    run(app, 2)
    trace.note("Daily (a mode without OpenGL here)")
    app.flow.daily("3d")
    until(app, lambda: app.top.name == "menu")
    run(app, 2)
    check("future_daily_refused", trace, capsys)


def test_a_lesson_first_then_the_puzzle(journey, capsys):
    app, trace = journey(lessons=True)
    trace.note("a first puzzle: its lesson first")
    app.flow.open_code(small_code())
    lesson = play_top(app)
    assert lesson.coach is not None
    trace.note("the first lesson board cleared")
    clear(app, lesson)
    run(app, 60)
    trace.note("Skip lesson")
    key(app, pygame.K_ESCAPE)  # asks first (Stay ringed, s176)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    play = play_top(app)
    solve(app, play)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("lesson_first", trace, capsys)


def test_a_failed_build_goes_back_to_the_menu(journey, capsys):
    app, trace = journey()
    trace.note("a code that cannot be built")
    app.flow.open_code(spec("2d-nosuchshape-9x9-20-easy-4"))
    until(app, lambda: app.top.name == "menu")
    run(app, 2)
    trace.note("a board file in a mode that cannot be played here")
    from quiver.engine.codec import load_board

    board = load_board((Path(__file__).parent / "boards" / "3d_chain4.json").read_text())
    with pytest.raises(ValueError) as e:
        app.flow.open_board(board, "3d_chain4.json")
    trace.note(f"ValueError: {e.value}")
    check("failed_build", trace, capsys)


def test_a_board_file(journey, capsys):
    app, trace = journey()
    from quiver.engine.codec import load_board

    board = load_board((Path(__file__).parent / "boards" / "2d_chain3.json").read_text())
    app.flow.open_board(board, "2d_chain3.json")
    play = play_top(app)
    solve(app, play)
    trace.note("Done (a board file has no next: back to the menu it came from; issue 22)")
    key(app, pygame.K_RETURN)
    run(app, 30)  # (past KEY_DOUBLE: an Esc at once after Done went to the screen left, s228)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("board_file", trace, capsys)


def test_the_first_special_arrow_level_teaches_it_first(journey, capsys):
    app, trace = journey(lessons=True)
    from quiver.game.special_levels import INTRO_LEVEL

    trace.note("the locks' intro level, 2D already taught")
    app.midend.change_setting("seen_lessons", ("2d",))
    app.flow.level("2d", INTRO_LEVEL["locks"])
    lesson = play_top(app)
    assert lesson.coach is not None
    clear(app, lesson)
    play = play_top(app)
    until(app, lambda: play.coach is None and app.top is not lesson)
    play = play_top(app)
    solve(app, play)
    key(app, pygame.K_ESCAPE)
    run(app, 2)
    check("special_arrow_first_level", trace, capsys)
