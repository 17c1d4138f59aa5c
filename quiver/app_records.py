"""The App's settings, progress, results and sharing: the half of the Host face
(scenes/host.py) that reads and writes the player's files (game/services.py) and says
what went wrong in a toast. App (app.py) inherits it; the window, the stack and the loop
stay there."""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any

import moderngl
import pygame

from quiver import logs
from quiver.game import services
from quiver.game.leaderboard import RANKED_HEARTS, LeaderboardClient
from quiver.game.progress import Progress, daily_streak, save_progress
from quiver.game.settings import Settings, save_settings
from quiver.game.storage import StorageError
from quiver.render2d.widgets import copy_text
from quiver.scenes.base import Scene
from quiver.scenes.settings import SettingsScene

if TYPE_CHECKING:
    from quiver.audio import Audio
    from quiver.scenes.play import PlayScene

log = logs.setup().getChild("app")


class AppRecords:
    """Settings, progress, results and sharing for App (which sets these attributes)."""

    settings: Settings | None
    progress: Progress
    audio: Audio | None
    leaderboard: LeaderboardClient
    stack: list[Scene]
    force_present: bool

    # what App provides (the window, the stack, the effects)
    def set_fullscreen(self, on: bool) -> None:
        raise NotImplementedError

    def push(self, scene: Scene) -> None:
        raise NotImplementedError

    @property
    def top(self) -> Scene | None:
        raise NotImplementedError

    def sound(self, name: str) -> None:
        raise NotImplementedError

    def toast(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        raise NotImplementedError

    def today(self) -> _dt.date:
        raise NotImplementedError

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
        a daily is also queued for the leaderboard. Returns what the result screen shows
        (see services.record_result)."""
        done = services.Finished(
            play.board.space.mode, play.session, play.campaign_level, play.daily_date, bool(play.daily_late)
        )
        if done.campaign_level is None and done.daily_date is not None:
            self._submit_daily(play)
        out = services.record_result(self.progress, done, self.today())
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
