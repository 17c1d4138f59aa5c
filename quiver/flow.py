"""The puzzle flow: turns the mid-end's steps (quiver/game/midend.py) into scenes.

A puzzle request (a code, a campaign level, a daily, a board file) goes to the mid-end,
which answers with one step: a lesson first, build the board behind the loading
screen, play it, or refuse with one line. Any failure goes back to the menu, said on
one line. Decisions live in the mid-end; this module only opens scenes.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from quiver import logs
from quiver.drops import DropBatch
from quiver.engine.board import Board
from quiver.engine.modes import Mode, SpecialKind
from quiver.engine.spec import PuzzleSpec
from quiver.game.code import built_code
from quiver.game.daily import today_utc
from quiver.game.journey import (
    BoardFile,
    Build,
    CampaignLevel,
    DailyPuzzle,
    FreePuzzle,
    LaunchAction,
    Outcome,
    Play,
    PuzzleRequest,
    Refuse,
    ShowLesson,
    ToastKind,
)
from quiver.game.launch import initial_code
from quiver.game.midend import Midend
from quiver.game.picture import cannot_clear, note_short
from quiver.game.worker import Job, LevelTask, start_generation
from quiver.scenes.base import Display, Feedback, Ports, SceneStack
from quiver.scenes.coach import start_lesson
from quiver.scenes.loading import push_build
from quiver.scenes.menu import MenuScene
from quiver.scenes.modes import unavailable_reason
from quiver.scenes.registry import play_factory
from quiver.scenes.scene_modules import SETTINGS, warm_module

log = logs.setup().getChild("flow")

# the short form of the level's words after a mode's first lesson ("Level 1: clear the board.
# Stuck? ..."), said where the whole finds no room off the board and the top bar's counts (s327:
# at 480x360 and 640x480 it lay over the points and the arrows left; at 1024x768 it took five
# lines in a corner beside the 3D shape)
LEVEL_SHORT = "Stuck? Try Hint"


class PuzzleFlow:
    """Opens puzzles on the scene stack (the `Journeys` port)."""

    def __init__(self, stack: SceneStack, feedback: Feedback, display: Display, midend: Midend) -> None:
        self.ports = Ports(stack, feedback, self, display, midend)  # what every scene gets
        self._words: list[tuple[PuzzleRequest, str, str | None]] = []  # said once its puzzle opens, short
        self.warming: threading.Thread | None = None  # Settings' warm-up (warm_settings)
        self.drops = DropBatch()  # the files of a drop under way (app_frame: taken whole)

    def open(self, request: PuzzleRequest, job: Job | None = None, first: bool = False) -> None:
        """Open `request`: its lesson first when one is due (a build still running is
        stopped, not left behind the lesson: it starts again after), else build it
        over the screen on top (loading.push_build: the menu, the screen it was asked
        on, a lesson over) or play it (a board file: from the menu).

        job: a worker job already building the request's code (the menu's background
        build), taken over instead of starting another. first: the puzzle the game opens
        with (the command line's): built behind a loading screen of its own."""
        ports = self.ports
        why = None if request.board is not None else unavailable_reason(request.mode, ports.display)
        if why is not None:  # not its lesson, nor a board built to be refused: why, at once
            ports.feedback.toast(why, ToastKind.WARN)  # (a board file's ValueError: play_board)
            return
        self.menu_follows(request)
        step = ports.midend.start(request)
        if isinstance(step, ShowLesson):
            if job is not None and not job.done:
                job.cancel()
                job = None
            origin = step.then.origin
            if job is None and isinstance(origin, CampaignLevel):  # a level is small and quick:
                # built while the lesson plays, it opens as the lesson ends (stranger playtest:
                # Skip on the 3D lesson showed "Building level 1..."; a free puzzle may be huge)
                job = start_generation(LevelTask(origin.mode, origin.level), not ports.display.realtime)
            self.lesson(step.mode, then=lambda: self._after_lesson(step, job), kind=step.kind)
        elif isinstance(step, Build):  # over the screen it began on, never the menu between
            push_build(ports, step.request, step.task, job, cover=first)
        elif isinstance(step, Play):
            self.play_board(step.request)
        else:
            ports.feedback.toast(step.message, ToastKind.WARN)

    def open_code(self, code: PuzzleSpec) -> None:
        """Open the puzzle of a code (a free puzzle)."""
        self.open(PuzzleRequest(FreePuzzle(), code))

    def open_board(self, board: Board, label: str | None = None, note: str | None = None) -> None:
        """Open a loaded board (a board file, `label` its name); ValueError when this
        window cannot play its mode. `note`: a picture's, said once the board is on top."""
        request = PuzzleRequest(BoardFile(label), board=board)
        if note:
            self._words.append((request, note, note_short(note)))
        self.open(request)

    def drop_files(self, paths: list[str]) -> None:
        """Files dropped on the window at once (app_frame: a drop taken whole): the first
        that can be played, the player's own picture (scenes/picture.py), the others said left."""
        from quiver.scenes.picture import drop_files

        drop_files(self.ports, paths)

    def built(self, request: PuzzleRequest, job: Job) -> None:
        """The loading scene's worker has finished: open the puzzle, or go back to the
        menu with the reason on one line."""
        ports = self.ports
        scenes = ports.stack.scenes
        over_menu = len(scenes) > 1 and isinstance(scenes[-2], MenuScene)
        if not over_menu:  # the screen the panel showed over goes too (no frame drawn between)
            ports.stack.to_menu()
        try:
            board = job.result()
            if isinstance(request.origin, BoardFile):  # the player's own picture: no code
                self._last_picture(job.code)
                played = replace(request, board=board)  # (its words with it: a drop's "2 other files left")
                self._words = [(played if w[0] is request else w[0], *w[1:]) for w in self._words]
                self.play_board(played)
                return
            code = job.code  # a campaign level: the board it chose
            note = None
            if isinstance(code, PuzzleSpec):  # a count it could not keep: the board's own
                code, note = built_code(code, len(board.space))
            factory, why = play_factory(code.mode, ports.display)
            if factory is None:
                raise ValueError(why)
            scene = factory(ports, board, code, request.origin.label(), request=request)
        except ValueError as e:
            if over_menu:
                ports.stack.pop()
            self.menu_error(str(e))
            log.error(e)
            return
        (ports.stack.replace if over_menu else ports.stack.push)(scene)
        self._say_words(request)
        if note:
            ports.feedback.toast(note, ToastKind.INFO)

    def _last_picture(self, spec: object) -> None:
        """A picture built (read in the worker: a file that is no picture is not kept):
        the Custom panel's "Your picture" offers it next time."""
        midend = self.ports.midend
        if isinstance(spec, PuzzleSpec) and spec.shape != midend.settings.last_picture:
            midend.change_setting("last_picture", spec.shape)

    def open_first(
        self, first: PuzzleRequest | None, board: Board | None, label: str | None, note: str | None = None
    ) -> None:
        """What the game opens at start, over the menu: a board file, or a puzzle
        the command line named (a board that cannot be played here: said on the menu).
        `note`: a picture's (the command line's --shape my.png), toasted once its board is
        on top (after its lesson, where one comes first), as the picture card's is."""
        if board is not None:
            try:
                self.open_board(board, label, note)
            except ValueError as e:
                self.menu_error(str(e))
        elif first is not None:
            if first.daily:  # the server's clock starts, as from the Daily button (s177: untimed)
                asked = self.ports.midend.daily(first.mode)
                first = asked if isinstance(asked, PuzzleRequest) else first
            self.open(first, first=True)

    def menu_follows(self, request: PuzzleRequest) -> None:
        """The menu shows the mode of a puzzle opened over it (the command line's, a code
        typed, a board file), so back at it, Play goes on in the mode just played (it
        said "2D · level 1" after a 3D puzzle), and a restart opens on it. Not a daily's:
        its mode is the Daily screen's tab, which the menu follows as it is shown again."""
        if request.daily:
            return
        with contextlib.suppress(ValueError):  # (a request with no mode)
            mode = request.mode
            for s in self.ports.stack.scenes:
                if isinstance(s, MenuScene):
                    s.choice.follow(mode)

    def menu_error(self, text: str) -> None:
        """Say what went wrong on the menu (a toast)."""
        for s in self.ports.stack.scenes:
            if isinstance(s, MenuScene):
                s.error = " ".join(text.split())
                s.full_redraw = True
                return

    def play_board(self, request: PuzzleRequest) -> None:
        """Open a loaded board (a board file) directly; ValueError when this window
        cannot play its mode."""
        ports, board = self.ports, request.board
        if board is None:
            raise ValueError("no board to play")
        factory, why = play_factory(board.space.mode, ports.display)
        if factory is None:
            raise ValueError(why)
        ports.stack.to_menu()
        ports.stack.push(factory(ports, board, None, request.origin.label(), request=request))
        self._say_words(request)  # (a picture the command line opened: its note)
        why = cannot_clear(board)
        if why is not None:
            ports.feedback.toast(why, ToastKind.WARN)

    def next(self, request: PuzzleRequest, outcome: Outcome | None = None) -> None:
        """Next on the result screen: the mid-end's next request, or (a board file, which
        has no next seed) back to where the player came from."""
        following = self.ports.midend.next(request, outcome)
        if following is None:
            self.ports.stack.to_menu()
            return
        self.open(following)

    def level(self, mode: str, level: int | None = None) -> None:
        """Campaign level `level` (None: the player's current one)."""
        self.open(self.ports.midend.level(mode, level))

    def daily(self, mode: str = Mode.TWO_D, day: _dt.date | None = None) -> None:
        """Today's daily, or a past one from the calendar (played late)."""
        request = self.ports.midend.daily(mode, day)
        if isinstance(request, Refuse):
            self.ports.feedback.toast(request.message, ToastKind.WARN)
            return
        self.open(request)

    def _after_lesson(self, step: ShowLesson, job: Job | None) -> None:
        """The puzzle a lesson came before, and after a mode's first lesson the line that
        says what now (s116: level 1 opened after "Lesson complete!" with no word)."""
        origin = step.then.origin
        if step.kind is None and isinstance(origin, CampaignLevel):  # (said on the level, once
            words = f"Level {origin.level}: clear the board. Stuck? Hint shows a free arrow"
            self._words.append((step.then, words, LEVEL_SHORT))
        self.open(step.then, job)  # built: a loading screen's news would go with it)
        self._say_words(step.then)

    def say_when_open(self, text: str, short: str | None = None) -> None:
        """`text` said once the puzzle being built is on top (a loading screen's news goes
        with it: s133, Skip lesson's word); at once where none is being built. `short`: its
        short form (feedback.toast)."""
        request = getattr(self.ports.stack.top, "request", None)
        if request is None or getattr(self.ports.stack.top, "session", None) is not None:
            self.ports.feedback.toast(text, short=short)
        else:  # first: it answers what the player just did (Skip), the level's words after
            self._words.insert(0, (request, text, short))

    def _say_words(self, request: PuzzleRequest) -> None:
        """The words kept for `request` (`_after_lesson`, `say_when_open`), once its puzzle is on
        top: behind what its screen said as it opened, in their own order (s367: at 480x360 a
        drop's "1 other file left" stood in the top bar and "Tap to look closer", what the
        next tap does, waited its turn; said first, it stands beside the board, the drop's
        words in a corner, both at once)."""
        top = self.ports.stack.top  # (the puzzle's own screen: not the loading one)
        if getattr(top, "request", None) is not request or getattr(top, "session", None) is None:
            return
        for asked, text, short in reversed(self._words):  # (each behind: the last said first)
            if asked is request:
                self.ports.feedback.toast(text, short=short, behind=True)
        self._words = [w for w in self._words if w[0] is not request]

    def lesson(
        self, mode: str, then: Callable[[], None] | None = None, kind: SpecialKind | None = None
    ) -> None:
        """Play the lesson of `mode` (on first start, or again from the menu or Settings),
        or with `kind` the one-step lesson of that special arrow; `then` runs when it is
        done or skipped (else the menu comes back)."""
        self.ports.feedback.sound("click")
        start_lesson(self.ports, mode, then, kind)

    def special_lessons(self, mode: str, kinds: list[SpecialKind], request: PuzzleRequest) -> None:
        """The one-step lessons of `kinds` of special arrow, one after another (How to play
        over a board that has them), then the puzzle of `request` again from its start."""
        first, *rest = kinds
        then = (lambda: self.special_lessons(mode, rest, request)) if rest else (lambda: self.open(request))
        self.lesson(mode, then=then, kind=first)

    def warm_settings(self) -> threading.Thread | None:
        """Settings imported, its card planned and its words drawn on a thread while the
        menu shows (settings_warm.py), not on the frame it opens on (26-51 ms of CPU:
        bench/hitches.py); started once the first frame is up (App.step: issue 26, the
        first frame first), none where the game does not run in real time or has no window
        (tests, pictures: a test's counts and recordings are its own)."""
        display = self.ports.display
        if not display.realtime or not getattr(display, "want_window", True):  # (no window: tests)
            return None
        size, settings = tuple(getattr(display, "size", (0, 0))), self.ports.midend.settings
        feedback = self.ports.feedback
        self.warming = warm_module(SETTINGS, lambda m: size[0] > 0 and m.warm(size, settings, feedback))
        if isinstance(top := getattr(self.ports.stack, "top", None), MenuScene):  # (s218: Custom's shapes)
            top.choice.warm_ahead(self.warming)
        return self.warming

    def open_settings(self) -> None:
        from quiver.scenes.settings import SettingsScene  # imported when opened, if not ahead (warm_settings)

        ports = self.ports
        if isinstance(ports.stack.top, SettingsScene):
            return
        ports.feedback.sound("click")
        ports.stack.push(SettingsScene(ports))


def first_request(options: Any) -> PuzzleRequest | None:
    """The puzzle the command line asks for (None: the menu), checked before any window
    opens: ValueError (one line) for a puzzle that cannot be opened."""
    code = initial_code(options)
    if code is None:
        return None
    factory, why = play_factory(code.mode, None)
    if factory is None:
        raise ValueError(why)
    daily = getattr(options, "action", None) == LaunchAction.DAILY or bool(getattr(options, "daily", False))
    return PuzzleRequest(DailyPuzzle(today_utc()) if daily else FreePuzzle(), code)
