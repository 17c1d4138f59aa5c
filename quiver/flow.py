"""The puzzle flow: from a code, a campaign level, a daily or a board file to the play
scene, with the first-start lessons in between and the menu on any failure."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from quiver import logs
from quiver.engine.modes import MAX_SEED, Mode
from quiver.game.daily import daily_code
from quiver.game.lessons import lesson_key
from quiver.game.special_levels import INTRO_LEVEL
from quiver.game.worker import LevelTask
from quiver.scenes.coach import start_lesson
from quiver.scenes.loading import LoadingScene
from quiver.scenes.registry import play_factory

log = logs.setup().getChild("flow")

if TYPE_CHECKING:  # pragma: no cover
    from quiver.app import App
    from quiver.scenes.play import PlayScene


class PuzzleFlow:
    """Opens puzzles on the app's scene stack."""

    def __init__(self, app: App) -> None:
        self.app = app

    def _seen_lessons(self) -> tuple:
        return getattr(self.app.settings, "seen_lessons", ()) or ()

    def start_puzzle(
        self, code: Any, daily: bool = False, context: dict | None = None, job: Any = None
    ) -> None:
        """Leave whatever is open for the menu, then build and open the puzzle of `code`.

        context: {"level": n} for a campaign level, {"date": d} for the daily (given
        daily=True without a date, today's). job: a worker job already building `code`
        (the menu's background build), taken over instead of starting another."""
        app = self.app
        context = dict(context or {})
        if daily and "date" not in context:
            context["date"] = app.today()
        if app.lessons and code.mode not in self._seen_lessons():
            # the first puzzle of a mode: its lesson first, then this puzzle (a build still
            # running is stopped, not left behind the lesson: it starts again after)
            if job is not None and not job.done:
                job.cancel()
                job = None
            self.start_lesson(code.mode, then=lambda: self.start_puzzle(code, daily, context, job))
            return
        app.to_menu()
        app.push(LoadingScene(app, code, bool(daily or "date" in context), context, job))

    def build_and_play(self, loading: LoadingScene) -> None:
        """Called by the loading scene once its worker has finished: open the puzzle, or
        go back to the menu with the reason on one line."""
        app, job = self.app, loading.job
        try:
            if job is None:  # pragma: no cover - called before enter()
                raise ValueError("the puzzle was not started")
            board = job.result()
            code = job.code  # a campaign level: the board it chose
            factory, why = play_factory(code.mode, app)
            if factory is None:
                raise ValueError(why)
            context = loading.context
            label = None
            if "date" in context:
                label = f"Daily {context['date'].isoformat()}" + (" (late)" if context.get("late") else "")
            elif "level" in context:
                label = f"Level {context['level']}"
            scene = factory(app, board, code, label)
            scene.daily_date = context.get("date")
            scene.daily_late = bool(context.get("late"))
            scene.campaign_level = context.get("level")
        except ValueError as e:
            app.pop()
            menu = app.menu()
            if menu is not None:
                menu.error = " ".join(str(e).split())
                menu.full_redraw = True
            log.error(e)
            return
        app.replace(scene)

    def play_board(self, board: Any, label: str | None = None) -> None:
        """Open a loaded board (a board file) directly."""
        factory, why = play_factory(board.space.mode, self.app)
        if factory is None:
            raise ValueError(why)
        self.app.to_menu()
        self.app.push(factory(self.app, board, None, label))

    def next_puzzle(self, play: PlayScene) -> None:
        if play.campaign_level is not None:
            self.start_level(play.board.space.mode, play.campaign_level + 1)
            return
        code = play.code
        if code is None:  # a board file has no next seed: back to where the player came from
            self.app.to_menu()
            return
        self.start_puzzle(code.with_seed((code.seed + 1) % (MAX_SEED + 1)))

    def start_level(self, mode: str, level: int) -> None:
        """Campaign level `level`: choosing its board takes a few generations, so that
        happens behind the "Building level N" screen (the lesson comes first on a first
        start of the mode, and a special arrow's one-step lesson before the level where
        it first appears)."""
        app = self.app
        seen = self._seen_lessons()
        if app.lessons and mode not in seen:
            self.start_lesson(mode, then=lambda: self.start_level(mode, level))
            return
        # the level where a kind of special arrow first appears: its one-step lesson first
        kind = next((k for k, first in INTRO_LEVEL.items() if first == level), None)
        if app.lessons and kind is not None and lesson_key(mode, kind) not in seen:
            self.start_lesson(mode, then=lambda: self.start_level(mode, level), kind=kind)
            return
        app.to_menu()
        app.push(LoadingScene(app, LevelTask(mode, level), False, {"level": level}))

    def continue_campaign(self, mode: str) -> None:
        self.start_level(mode, self.app.progress.current_level(mode))

    def start_lesson(self, mode: str, then: Callable[[], None] | None = None, kind: str | None = None) -> Any:
        """Play the lesson of `mode` (on first start, or again from the menu or Settings),
        or with `kind` the one-step lesson of that special arrow; `then` runs when it is
        done or skipped (else the menu comes back)."""
        self.app.sound("click")
        return start_lesson(self.app, mode, then, kind)

    def start_daily(self, mode: str = Mode.TWO_D, day: _dt.date | None = None) -> None:
        """Today's daily, or a past one from the calendar (played late: it is kept in the
        calendar but does not extend the streak). Days to come cannot be played."""
        app = self.app
        today = app.today()
        day = today if day is None else day
        if day > today:
            app.toast("That daily is not out yet", "warn")
            return
        try:
            code = daily_code(day, mode)
        except ValueError as e:
            app.toast(str(e), "warn")
            return
        context = {"date": day} if day == today else {"date": day, "late": True}
        app.leaderboard.attempt(day.isoformat(), code.mode)  # the server's clock starts now
        self.start_puzzle(code, daily=True, context=context)
