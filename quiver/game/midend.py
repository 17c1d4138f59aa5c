"""The mid-end: the game's state and decisions between the rules and the screens.

In the spirit of the mid-end of Simon Tatham's puzzle collection, `Midend` owns what a
player keeps (settings, progress, the leaderboard client) and decides what happens
around a puzzle, with no drawing library and no scenes:

* ``start(request)``: one `Step`: a lesson first, build the board, play it, or refuse
  with one line (a daily not out yet);
* ``finished(request, session)``: record the result (progress.json, saved at once;
  a cleared daily is queued for the leaderboard) and return a typed `Outcome`;
* ``next(request, outcome)``: the request Next opens (None: play the same board again).

Today's date, the clock and the seeds of "Random puzzle" are injected (tests, tools);
whatever cannot be saved is said through `toast` (one line, also logged).
"""

from __future__ import annotations

import datetime as _dt
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from quiver import logs
from quiver.engine.modes import MAX_SEED, Mode, SpecialKind
from quiver.game import services
from quiver.game.atomic_write import StorageError
from quiver.game.campaign_targets import MAX_LEVEL
from quiver.game.daily import daily_code, today_utc
from quiver.game.journey import (
    BoardFile,
    Build,
    CampaignLevel,
    DailyPuzzle,
    FreePuzzle,
    Outcome,
    Play,
    PuzzleRequest,
    Refuse,
    ShowLesson,
    Step,
    ToastKind,
)
from quiver.game.leaderboard import RANKED_HEARTS, LeaderboardClient
from quiver.game.lessons import lesson_key
from quiver.game.midend_kept import KeptPuzzles
from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_streak
from quiver.game.progress_file import progress_path, save_progress
from quiver.game.save_check import cannot_save
from quiver.game.session import Session
from quiver.game.settings import Settings, save_settings, settings_path
from quiver.game.special_levels import INTRO_LEVEL
from quiver.game.worker import LevelTask

log = logs.setup().getChild("midend")

__all__ = ["Midend", "ToastSink"]

ToastSink = Callable[[str, ToastKind, str | None], None]  # (text, kind, its short form or None)


def _random_seed() -> int:
    return int.from_bytes(os.urandom(4), "big")


class Midend(KeptPuzzles):
    """Settings, progress, the leaderboard and the puzzle journeys (no scenes here).

    today / clock / seed: injected (None: the UTC date, time.monotonic, os.urandom).
    lessons: teach each mode on its first puzzle. toast: how a line reaches the player.
    on_settings: called when a setting changed (the window applies it everywhere).
    The puzzle kept when the game closes: KeptPuzzles (midend_kept.py)."""

    def __init__(
        self,
        *,
        today: Callable[[], _dt.date] | None = None,
        clock: Callable[[], float] | None = None,
        seed: Callable[[], int] | None = None,
        lessons: bool = True,
        toast: ToastSink | None = None,
        on_settings: Callable[[], None] | None = None,
        leaderboard: LeaderboardClient | None = None,
    ) -> None:
        self._today = today or today_utc
        self.clock = clock or time.monotonic
        self._seed = seed or _random_seed
        self.lessons = lessons
        self._toast = toast
        self._on_settings = on_settings
        self._logged: set[str] = set()  # the failures already logged (failed)
        self._unsaved: dict[str, Callable[[], object]] = {}  # saves that failed: tried again on closing
        self._told: set[str] = set()  # lessons a first-meeting toast named this run, tips (tell_once)
        self._own_fullscreen: bool | None = None  # saved where the screen's stands in the settings
        services.clean_orphans()
        settings, settings_warning = services.load_settings_or_warning()
        self.settings_loaded = settings is not None  # False: the folder could not be read
        self.settings = settings if settings is not None else Settings()
        self.progress, progress_warning = services.load_progress_or_warning()
        gone = cannot_save(settings_path().parent)  # (a read-only folder: said once, at start)
        said = (settings_warning, progress_warning, *self.progress.repaired, gone)  # one line each
        self.warnings = list(dict.fromkeys(w for w in said if w))
        # (its day asked each time: the game's, set after this too: tests, tools)
        self.leaderboard = leaderboard or LeaderboardClient(today=self.today)  # idle until a server is set
        self._configure_leaderboard()

    # -- time and chance ---------------------------------------------------------------------
    def today(self) -> _dt.date:
        return self._today()

    def random_seed(self) -> int:
        """A fresh seed for "Random puzzle"."""
        return self._seed()

    def streak(self) -> int:
        return daily_streak(self.progress, self.today())

    # -- settings --------------------------------------------------------------------------------
    def change_setting(self, name: str, value: Any) -> None:
        """Change one setting: applied everywhere at once, and saved."""
        setattr(self.settings, name, value)
        self.settings_loaded = True
        if name == "fullscreen":
            self._own_fullscreen = None  # (the player's own)
        self.settings_changed()
        self.save_settings()
        if name.startswith("leaderboard_"):
            self._configure_leaderboard()

    def remember_fullscreen(self, on: bool, chosen: bool = True) -> bool:
        """F11 turned fullscreen on or off: keep it in the settings (when they could be
        read at all). True when the settings changed. Not `chosen`, the screen's (one too
        small for a window: s312, s314): the settings say so (Settings' switch), but the file
        keeps the player's own (s331: saved, a later start on a big screen was fullscreen)."""
        if not self.settings_loaded or self.settings.fullscreen == on:
            return False
        if chosen or self._own_fullscreen is None:
            self._own_fullscreen = None if chosen else self.settings.fullscreen
        self.settings.fullscreen = on
        self.save_settings()
        return True

    def settings_changed(self) -> None:
        """Settings were changed in place (a slider being dragged): apply them."""
        if self._on_settings is not None:
            self._on_settings()

    def seen_lessons(self) -> tuple[str, ...]:
        """The lessons shown (settings.json), and the first-start lesson of each mode whose
        campaign is past level 1 (s116: a player on level 5 whose settings were lost or
        reset got "2D lesson, then level 5" and the lesson again)."""
        seen = set(self.settings.seen_lessons or ())
        return tuple(sorted(seen | {m for m, cp in self.progress.campaigns.items() if cp.current > 1}))

    def lesson_seen(self, mode: str, kind: SpecialKind | None = None) -> None:
        """Remember that this lesson was shown (settings.json, ``seen_lessons``): it is over,
        and a lesson played again starts at its first board."""
        seen = set(self.seen_lessons())
        key = lesson_key(mode, kind)
        if key not in seen:
            self.change_setting("seen_lessons", tuple(sorted(seen | {key})))
        if self.progress.lessons.pop(key, None) is not None:
            self.save_progress()

    def untaught(self, mode: str, kinds: Iterable[SpecialKind]) -> list[SpecialKind]:
        """Of the special arrows on a board just opened, the kinds whose lesson the player
        has not had (a Custom or daily board forces none) and was not told of yet this run:
        each is told once (special_levels.first_meeting). None while lessons are off."""
        if not self.lessons:
            return []
        seen = set(self.seen_lessons()) | self._told
        new = [k for k in kinds if lesson_key(mode, k) not in seen]
        self._told.update(lesson_key(mode, k) for k in new)
        return new

    def tell_once(self, tip: str) -> bool:
        """True the first time this run `tip` (a name of the teller's) is asked: it may be
        told now, and not again until the game starts again. False while lessons are off."""
        if not self.lessons or tip in self._told:
            return False
        self._told.add(tip)
        return True

    def lesson_board(self, mode: str, kind: SpecialKind | None = None) -> int:
        """The board a lesson opens at: the one reached when it was left, 0 at first."""
        return self.progress.lessons.get(lesson_key(mode, kind), 0)

    def lesson_reached(self, mode: str, kind: SpecialKind | None, board: int) -> None:
        """A lesson's board was cleared: it goes on at `board` (counted from 0), also after a
        quit (progress.json, saved at once; lesson_marks.py)."""
        key = lesson_key(mode, kind)
        if self.progress.lessons.get(key) != board:
            self.progress.lessons[key] = board
            self.save_progress()

    def _configure_leaderboard(self) -> None:
        st = self.settings
        self.leaderboard.configure(st.leaderboard_server, st.leaderboard_name)

    # -- saving ------------------------------------------------------------------------------------
    def save_settings(self) -> bool:
        own = self._own_fullscreen  # (the screen's fullscreen is not saved: the player's is)
        settings = self.settings if own is None else replace(self.settings, fullscreen=own)
        return self._saved(lambda: save_settings(settings), "settings were")

    def save_progress(self) -> bool:
        return self._saved(lambda: save_progress(self.progress), "progress was")

    def _saved(self, write: Callable[[], object], what: str) -> bool:
        """Run `write`; False, and one line said (`what` not saved), when it fails (the
        write kept for closing, `close`: a full disk may have room by then)."""
        try:
            write()
            self._unsaved.pop(what, None)
            return True
        except (StorageError, OSError) as e:
            self._unsaved[what] = write
            self.failed(f"{what} not saved: {e}")
            return False

    def failed(self, line: str) -> None:
        """Something was not saved: one line, shown, and logged the first time it is said
        (a data folder that cannot be written logged the same line at every change)."""
        line = " ".join(line.split())
        if line not in self._logged:
            self._logged.add(line)
            log.warning(line)
        self.say(line, ToastKind.WARN)

    def say(self, text: str, kind: ToastKind = ToastKind.INFO, short: str | None = None) -> None:
        """`text` to the player, `short` its short form where the whole finds no room."""
        if self._toast is not None:
            self._toast(text, kind, short)

    def export_board(self, board: Any, code: object = None, label: str | None = None) -> Path | None:
        """Write `board` as quiver-board/1 JSON into the exports folder and say where;
        the path, or None (said)."""
        try:
            path = services.export_board(board, code, label)
        except (StorageError, OSError, ValueError) as e:
            self.failed(f"the board was not exported: {e}")
            return None
        self.say(f"Board exported to {path}", ToastKind.SAVED)
        log.info("exported the board to %s", path)
        return path

    # -- journeys ----------------------------------------------------------------------------------
    def start(self, request: PuzzleRequest) -> Step:
        """What to do to open `request`: a lesson first (a mode's first puzzle, or the
        level where a kind of special arrow first appears), build it, or play it."""
        if isinstance(request.origin, BoardFile):
            return Play(request)
        mode, seen = request.mode, self.seen_lessons()
        if self.lessons and mode not in seen:
            return ShowLesson(mode, None, request)
        origin = request.origin
        if isinstance(origin, CampaignLevel):
            kind = next((k for k, first in INTRO_LEVEL.items() if first == origin.level), None)
            if self.lessons and kind is not None and lesson_key(mode, kind) not in seen:
                return ShowLesson(mode, kind, request)
            return Build(request, LevelTask(mode, origin.level))
        if request.code is None:
            raise ValueError("the puzzle has no code")
        return Build(request, request.code)

    def level(self, mode: str, level: int | None = None) -> PuzzleRequest:
        """Campaign level `level` (None: the first one not cleared yet)."""
        return PuzzleRequest(
            CampaignLevel(Mode(mode), self.progress.current_level(mode) if level is None else level)
        )

    def daily(self, mode: str = Mode.TWO_D, day: _dt.date | None = None) -> PuzzleRequest | Refuse:
        """Today's daily, or a past one from the calendar (played late). Days to come
        cannot be played."""
        today = self.today()
        day = today if day is None else day
        if day > today:
            return Refuse("That daily is not out yet")
        try:
            code = daily_code(day, mode)
        except ValueError as e:
            return Refuse(str(e))
        if not self._resumes_daily(day, code.mode):
            self.leaderboard.attempt(day.isoformat(), code.mode)  # the server's clock starts now
        return PuzzleRequest(DailyPuzzle(day, late=day != today), code)

    def again(self, request: PuzzleRequest) -> PuzzleRequest:
        """The request a Retry or Restart plays: a daily begun on its day and tried again
        after it (the game open over UTC midnight) is late, as one from the calendar is (s177:
        a try begun the day after earned streak credit); one begun on its day stays on it."""
        o = request.origin
        if isinstance(o, DailyPuzzle) and not o.late and o.day < self.today():
            return replace(request, origin=DailyPuzzle(o.day, late=True))
        return request

    def finished(self, request: PuzzleRequest, session: Session) -> Outcome:
        """Record a finished puzzle: a campaign level or a daily goes into progress.json
        (saved at once); a day's first clear of its daily is queued for the leaderboard
        (later runs are personal replays)."""
        out = services.record_result(self.progress, request, session, self.today())
        if isinstance(request.origin, DailyPuzzle) and out.daily is not None and not out.daily.replay:
            self._submit_daily(request.origin, request, session)  # only a day's first clear ranks
        if out.level is not None or out.daily is not None:
            self.save_progress()
        return out

    def _submit_daily(self, origin: DailyPuzzle, request: PuzzleRequest, s: Session) -> None:
        """Queue a cleared daily for the leaderboard server, if one is set (never waits).
        The server ranks dailies played with three hearts, so a run that lost three or
        more (scaled hearts, zen) is not sent."""
        if not s.won or s.mistakes >= RANKED_HEARTS or request.code is None:
            return
        try:
            self.leaderboard.submit(origin.day.isoformat(), str(request.code), s.log, s.hints_used, s.hinted)
        except OSError as e:  # the queue file could not take it: held in memory, and sent
            self.failed(f"{e}: the daily run goes to the leaderboard from memory while Quiver runs")

    def next(self, request: PuzzleRequest, outcome: Outcome | None = None) -> PuzzleRequest | None:
        """What Next opens: the next campaign level, or the same kind of puzzle with the
        next seed; None when there is no next (a board file, the campaign's last level)."""
        origin = request.origin
        if isinstance(origin, CampaignLevel):
            if origin.level >= MAX_LEVEL:
                return None
            return PuzzleRequest(CampaignLevel(origin.mode, origin.level + 1))
        code = request.code
        if code is None:
            return None
        return PuzzleRequest(FreePuzzle(), code.with_seed((code.seed + 1) % (MAX_SEED + 1)))

    def close(self) -> None:
        """Saves that failed (a full disk) once more, else one line of what is lost, and what
        is held whose file went (the data folder deleted while Quiver ran); the
        leaderboard's thread stopped (its runs held in memory to their file too)."""
        if self.settings != Settings() and not settings_path().exists():
            self._unsaved.setdefault("settings were", lambda: save_settings(self.settings))
        if self.progress != Progress() and not progress_path().exists():
            self._unsaved.setdefault("progress was", lambda: save_progress(self.progress))
        for what, write in self._unsaved.items():
            try:
                write()
            except OSError as e:  # (StorageError is one)
                log.warning(f"{what} not saved as Quiver closed, so lost: {e}")
        self._unsaved.clear()
        self.leaderboard.stop()
