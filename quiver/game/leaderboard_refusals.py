"""Why the server did not count a mode's last run, for the Daily screen's tab (s254), kept
across restarts (s266: it was memory only, and a run refused just before Quiver closed
was off the board with no word after). ``leaderboard-refusals.json`` in the data folder
holds the ones the player has not seen yet, each dropped once its tab has shown it or
the day after the one it came on (UTC) is over (a refusal at 23:59 is still said at a
start at 00:01, s273): ``{"schema": 1, "refusals": [{"server", "mode",
"date", "why", "on"}]}``. A damaged file is set aside (save_aside) with one line, and
nothing else is in it: the runs waiting are ``leaderboard-queue.json``'s. Entries that do
not make sense are left out; a newer Quiver's file is left as it is (memory only then).
"""

from __future__ import annotations

import datetime as _dt
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from quiver.engine.modes import MODES
from quiver.game.atomic_write import StorageError
from quiver.game.leaderboard_runs import run_key
from quiver.game.leaderboard_wire import cap
from quiver.game.storage import load_json, save_json

REFUSALS_FILE = "leaderboard-refusals.json"
SCHEMA = 1
_FIELDS = ("server", "mode", "date", "why", "on")

log = logging.getLogger("quiver").getChild("leaderboard")

Key = tuple[str, str]  # (server, mode)


def utc_today() -> _dt.date:
    return _dt.datetime.now(_dt.UTC).date()


class Refusals:
    """The last refused run of each mode per server, (its day, the server's words): the
    Daily screen says it on that mode's tab, with its day where not today's (s254: one
    refusal for all, a 3D run's said on the 2D tab). News of the same day and mode (a run
    ranked, one already counted) ends it. The file is read at the first use (`today`
    may be set before: tests); the caller holds the client's lock."""

    def __init__(
        self,
        folder: Path | None = None,
        warn: Callable[[str], None] = log.warning,
        today: Callable[[], _dt.date] = utc_today,
    ) -> None:
        self.folder, self.warn = folder, warn
        self.today = today  # (the game's: its Daily screen says "today" by the same day)
        self._by: dict[Key, tuple[str, str]] = {}  # -> (day, why)
        self._unseen: dict[Key, str] = {}  # -> the UTC day it came on: kept in the file
        self._read = False

    @property
    def by(self) -> dict[Key, tuple[str, str]]:
        self._load()
        return self._by

    def note(self, server: str, run: dict[str, Any], why: str | None) -> None:
        day, mode = run_key(run)
        key = (server, mode)
        if why:
            self.by[key] = (day, why)
            self._unseen[key] = self.today().isoformat()
        elif self.by.get(key, ("",))[0] == day:
            del self._by[key]
            self._unseen.pop(key, None)
        else:
            return
        self._save()

    def seen(self, server: str, mode: str) -> None:
        """Its tab showed it: shown on for this run, not kept for the next."""
        self._load()
        if self._unseen.pop((server, mode), None) is not None:
            self._save()

    def _load(self) -> None:
        if self._read or self.folder is None:
            return
        self._read = True
        data, warning = load_json(self.folder / REFUSALS_FILE, SCHEMA, dict)
        if warning is not None:
            self.warn(f"{warning}; it held only why runs were not counted: nothing else is lost")
        entries = data.get("refusals") if isinstance(data, dict) else None
        since = (self.today() - _dt.timedelta(days=1)).isoformat()
        for e in entries if isinstance(entries, list) else []:
            if _sensible(e) and e["on"] >= since:  # (the day after it came on is over: dropped)
                self._by[(e["server"], e["mode"])] = (e["date"], e["why"])
                self._unseen[(e["server"], e["mode"])] = e["on"]

    def _save(self) -> None:
        if self.folder is None:
            return
        rows = [
            dict(zip(_FIELDS, (srv, mode, *self._by[(srv, mode)], on), strict=True))
            for (srv, mode), on in sorted(self._unseen.items())
        ]
        obj = {"schema": SCHEMA, "refusals": rows}
        try:
            save_json(self.folder / REFUSALS_FILE, obj, known=obj.keys())  # (a newer Quiver's kept)
        except StorageError as e:  # (shown for this run all the same; the queue says a full disk)
            log.warning("leaderboard: %s", e)


def _sensible(e: object) -> bool:
    if not (isinstance(e, dict) and all(isinstance(e.get(f), str) for f in _FIELDS)):
        return False
    try:
        for day in (e["date"], e["on"]):
            _dt.date.fromisoformat(day)
    except ValueError:
        return False
    why = e["why"]
    return bool(e["server"]) and e["mode"] in MODES and why != "" and cap(why) == why  # (as the wire left it)
