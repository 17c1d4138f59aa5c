"""The leaderboard client's two files in the data folder (docs/server.md):

* ``leaderboard-queue.json``: the runs waiting to be sent, ``{"schema": 1, "runs":
  [{"server", "run": {"date", "code", "moves", "hints", "nonce"?}}]}``. Entries that are
  not runs are left out when read; a damaged file is set aside (``.corrupt-N.json``) with
  a warning and the runs still readable in it are kept (:func:`salvage_runs`). A run the
  file cannot take (a newer Quiver's file, a read-only folder, a full disk) is held in
  memory and sent from there while the game runs (:class:`RunQueue`).
* ``leaderboard-identity.json``: the player id and secret token per server (0600). An
  identity the file cannot take (a newer Quiver's file, a read-only folder, a full disk)
  is kept in memory for the run (:class:`Identities`): one registration, not one a send.

Every write is atomic (:func:`quiver.game.storage.save_json`). Standard library only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from quiver.engine.errors import count_of
from quiver.engine.modes import is_int
from quiver.engine.regular import open_regular
from quiver.game.atomic_write import StorageError
from quiver.game.storage import KeptFile, load_json, save_json

__all__ = [
    "IDENTITY_FILE",
    "MAX_QUEUE",
    "QUEUE_FILE",
    "Identities",
    "RunQueue",
    "identities",
    "read_queue",
    "replace_queued",
    "salvage_runs",
    "save_identity",
    "valid_ident",
    "write_queue",
]

QUEUE_FILE = "leaderboard-queue.json"
IDENTITY_FILE = "leaderboard-identity.json"
SCHEMA = 1
MAX_QUEUE = 200  # oldest runs are dropped past this (a month offline is plenty)
_ITEM_START = re.compile(r'\{\s*"(?:run|server)"')


def valid_run(run: object) -> bool:
    return (
        isinstance(run, dict)
        and isinstance(run.get("date"), str)
        and len(run["date"]) == 10
        and isinstance(run.get("code"), str)
        and len(run["code"]) <= 120
        and isinstance(run.get("moves"), list)
        and is_int(run.get("hints"))
        and (run.get("nonce") is None or isinstance(run.get("nonce"), str))
    )


def valid_item(item: object) -> bool:
    return isinstance(item, dict) and isinstance(item.get("server"), str) and valid_run(item.get("run"))


def valid_ident(ident: object) -> bool:
    return (
        isinstance(ident, dict)
        and isinstance(ident.get("id"), str)
        and 0 < len(ident["id"]) <= 40
        and isinstance(ident.get("token"), str)
        and 0 < len(ident["token"]) <= 200
    )


def salvage_runs(raw: bytes) -> list[dict[str, Any]]:
    """The queued runs that can still be read from a damaged queue file (each whole
    ``{"run": ..., "server": ...}`` object found in it)."""
    text = raw.decode("utf-8", "replace")
    decoder = json.JSONDecoder()
    found: list[dict[str, Any]] = []
    pos = 0
    for m in _ITEM_START.finditer(text):
        if m.start() < pos:
            continue
        try:
            obj, end = decoder.raw_decode(text, m.start())
        except (ValueError, RecursionError):
            continue
        if valid_item(obj) and obj not in found:
            found.append(obj)
            pos = end
    return found


def read_queue(folder: Path, warn: Callable[[str], None]) -> list[dict[str, Any]]:
    """The queued runs; a damaged file is set aside with a warning, its readable runs
    kept; entries that are not runs are left out."""
    data, warning = load_json(folder / QUEUE_FILE, SCHEMA, dict)
    if isinstance(warning, KeptFile):  # left as it is: nothing to salvage, nothing saved
        warn(warning)
    elif warning is not None:
        kept = _salvage(folder)
        warn(f"{warning}; {count_of(len(kept), 'queued run')} could be read and kept")
        if kept:
            try:
                write_queue(folder, kept)
            except StorageError as e:
                warn(str(e))
        return kept
    runs = data.get("runs") if isinstance(data, dict) else None
    return [q for q in runs if valid_item(q)] if isinstance(runs, list) else []


def _salvage(folder: Path) -> list[dict[str, Any]]:
    """The runs readable in the newest set-aside queue file."""
    aside = [p for p in folder.glob("leaderboard-queue.corrupt-*.json") if p.is_file()]
    if not aside:
        return []
    newest = max(aside, key=lambda p: p.stat().st_mtime)
    try:
        with open_regular(newest) as fh:
            return salvage_runs(fh.read(16 * 1024 * 1024))[-MAX_QUEUE:]
    except OSError:
        return []


def write_queue(folder: Path, queue: list[dict[str, Any]]) -> bool:
    """Atomic; False: the file is a newer Quiver's (left as it is); raises StorageError
    (the game shows it; the thread retries later)."""
    obj = {"schema": SCHEMA, "runs": queue[-MAX_QUEUE:]}
    return save_json(folder / QUEUE_FILE, obj, known=obj.keys())  # (a newer Quiver's entries kept)


class RunQueue:
    """The runs waiting to be sent: the queue file's, then those it could not take, held
    in memory for the run (a cleared daily was lost with the write). The caller holds
    the client's lock."""

    def __init__(self, folder: Path, warn: Callable[[str], None]) -> None:
        self.folder, self.warn = folder, warn
        self.held: list[dict[str, Any]] = []

    def runs(self) -> list[dict[str, Any]]:
        return read_queue(self.folder, self.warn) + self.held

    def add(self, item: dict[str, Any]) -> None:
        """Queue `item` in the file, with the runs held so far; held with them when the
        file cannot take it (StorageError raised then, for the player to be told)."""
        try:
            saved = write_queue(self.folder, [*read_queue(self.folder, self.warn), *self.held, item])
        except StorageError:
            self.held.append(item)
            raise
        self.held = [] if saved else [*self.held, item]  # (a newer Quiver's: said when read)

    def keep(self) -> None:
        """The runs held in memory to the file once more (Quiver closes: the disk may have
        room again), else said lost in one line (s177: they went without a word)."""
        if not self.held:
            return
        try:
            if write_queue(self.folder, [*read_queue(self.folder, self.warn), *self.held]):
                self.held = []
        except StorageError as e:
            self.warn(f"{e}: {count_of(len(self.held), 'daily run')} not sent, lost as Quiver closes")

    def replace(self, item: dict[str, Any], new: dict[str, Any] | None) -> None:
        """Put `new` where `item` is (None: take it out), held or in the file."""
        if item not in self.held:
            replace_queued(self.folder, item, new, self.warn)
        elif new is None:
            self.held.remove(item)
        else:
            self.held[self.held.index(item)] = new


def replace_queued(
    folder: Path, item: dict[str, Any], new: dict[str, Any] | None, warn: Callable[[str], None]
) -> None:
    """Put `new` where `item` is in the queue file (None: take `item` out); nothing when
    it is no longer there. The caller holds the queue's lock."""
    queue = read_queue(folder, warn)
    if item in queue:
        if new is None:
            queue.remove(item)
        else:
            queue[queue.index(item)] = new
        write_queue(folder, queue)


def identities(folder: Path, warn: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The player's id and token per server; a damaged file is set aside, said through
    `warn` (it was set aside without a word: the next send registered a new player)."""
    data, warning = load_json(folder / IDENTITY_FILE, SCHEMA, dict)
    if warning is not None and warn is not None:
        warn(f"{warning}; the leaderboard will know you as a new player")
    servers = data.get("servers") if isinstance(data, dict) else None
    return servers if isinstance(servers, dict) else {}


def save_identity(folder: Path, server: str, ident: dict[str, Any] | None) -> bool:
    """False: the file is a newer Quiver's (left as it is); raises StorageError."""
    servers = identities(folder)
    if ident is None:
        servers.pop(server, None)
    else:
        servers[server] = ident
    obj = {"schema": SCHEMA, "servers": servers}
    return save_json(folder / IDENTITY_FILE, obj, known=obj.keys())  # (a newer Quiver's entries kept)


class Identities:
    """The client's identities: the file's, or this run's where the file could not take
    one (it registered a new player on every send, each lost). The caller holds its lock."""

    def __init__(self, folder: Path, warn: Callable[[str], None]) -> None:
        self.folder, self.warn = folder, warn
        self._kept: dict[str, dict[str, Any]] = {}
        self._said = False

    def get(self, server: str) -> dict[str, Any] | None:
        ident = self._kept.get(server) or identities(self.folder, self.warn).get(server)
        return ident if valid_ident(ident) else None

    def put(self, server: str, ident: dict[str, Any] | None) -> None:
        """Save `ident` (None: forget the server's); kept in memory when it cannot be."""
        self._kept.pop(server, None)
        try:
            if save_identity(self.folder, server, ident):
                return
            why = ""  # a newer Quiver's file: load_json said so once
        except StorageError as e:
            why = str(e)
        if ident is not None:
            self._kept[server] = ident
            if why and not self._said:
                self._said = True
                self.warn(f"{why}; your leaderboard name is kept until Quiver closes")
