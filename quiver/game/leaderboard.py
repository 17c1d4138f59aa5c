"""The game's side of the shared daily leaderboard (`quiver serve`, docs/server.md).

Nothing here ever blocks the game: every network call runs on one background thread.
The main thread only

* :meth:`LeaderboardClient.submit` a cleared daily: the run is appended to
  ``leaderboard-queue.json`` in the data folder (an atomic write) and the thread is
  woken; a run leaves the queue only once the server has answered for it (counted,
  already counted, or refused), so a run made offline is sent when the server is back;
* :meth:`LeaderboardClient.request` a day's board, then reads :meth:`board` each frame
  (``version`` changes whenever something new arrived).

The player's id and secret token for each server live in ``leaderboard-identity.json``
(created 0600 by the atomic writer). With no server set nothing is ever sent.
Standard library only (urllib).
"""

from __future__ import annotations

import json
import secrets
import threading
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from quiver.engine.modes import Mode
from quiver.game.storage import PathLike, load_json, save_json, user_home

__all__ = [
    "IDENTITY_FILE",
    "MIN_MOVE_MS",
    "QUEUE_FILE",
    "RANKED_HEARTS",
    "BoardState",
    "LeaderboardClient",
    "clean_server_url",
]

# The protocol's two rules that the game applies before sending (the server, which imports
# these, checks them again): dailies are ranked as played with three hearts, and taps
# count only when at least MIN_MOVE_MS apart (a physical floor).
RANKED_HEARTS = 3
MIN_MOVE_MS = 50
QUEUE_FILE = "leaderboard-queue.json"
IDENTITY_FILE = "leaderboard-identity.json"
SCHEMA = 1
RETRY_S = 30.0  # how often a waiting queue is retried
MAX_QUEUE = 200  # oldest runs are dropped past this (a month offline is plenty)


def clean_server_url(text: object) -> str:
    """'' (off) or an http(s) URL without a trailing slash; anything else is ''."""
    if not isinstance(text, str):
        return ""
    url = text.strip()
    if not url:
        return ""
    if "://" not in url:
        url = "http://" + url
    try:
        parts = urllib.parse.urlsplit(url)
        _ = parts.port  # raises on a bad port
    except ValueError:
        return ""
    if (
        parts.scheme not in ("http", "https")
        or not parts.hostname
        or parts.query
        or parts.fragment
        or len(url) > 200
        or any(c.isspace() for c in url)
    ):
        return ""
    return url.rstrip("/")


@dataclass(frozen=True)
class BoardState:
    """What the Daily screen shows: "loading", "ok" (data is the server's JSON) or
    "offline" (message says why, in one calm line)."""

    status: str
    data: dict[str, Any] | None = None
    message: str = ""


class _Refused(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class LeaderboardClient:
    def __init__(self, home: PathLike | None = None, timeout: float = 5.0, background: bool = True) -> None:
        """background=False: no thread; the caller runs :meth:`sync` (tests, tools)."""
        self.folder = user_home(home)
        self.timeout = timeout
        self.server = ""
        self.name = ""
        self.version = 0
        self.last_result: dict[str, Any] | None = None  # the server's answer to our last run
        self.last_refusal: str | None = None
        self._boards: dict[tuple[str, str, str], BoardState] = {}
        self._wanted: set[tuple[str, str]] = set()
        self.background = background
        self._lock = threading.Lock()  # guards the queue file and the state
        self._round_lock = threading.Lock()  # one round at a time: no double sends
        self._wake = threading.Event()
        self._stop = False
        self._thread: threading.Thread | None = None

    # -- main thread -------------------------------------------------------------------------
    def configure(self, server: str, name: str = "") -> None:
        """Point at a server ('' turns everything off). Starts the thread when needed."""
        self.server = clean_server_url(server)
        self.name = name.strip() if isinstance(name, str) else ""
        if self.server:
            self._ensure_thread()
            self._wake.set()

    def submit(self, day: str, code: str, log: Iterable[tuple[int, float]], hints: int) -> bool:
        """Queue a cleared daily for the server (returns False when no server is set)."""
        if not self.server:
            return False
        moves, last = [], None
        for arrow, ms in log:  # two taps closer than the server's floor: count
            ms = int(ms) if last is None else max(int(ms), last + MIN_MOVE_MS)  # the later one later
            moves.append([int(arrow), ms])
            last = ms
        run = {"date": day, "code": code, "moves": moves, "hints": int(hints)}
        with self._lock:
            queue = self._read_queue()
            queue.append({"server": self.server, "run": run})
            self._write_queue(queue[-MAX_QUEUE:])
        self._ensure_thread()
        self._wake.set()
        return True

    def request(self, day: str, mode: str = Mode.TWO_D) -> None:
        """Fetch a day's board in the background (board() says when it is there)."""
        if not self.server:
            return
        with self._lock:
            self._wanted.add((day, mode))
            if (self.server, day, mode) not in self._boards:
                self._boards[(self.server, day, mode)] = BoardState("loading")
        self._ensure_thread()
        self._wake.set()

    def board(self, day: str, mode: str = Mode.TWO_D) -> BoardState | None:
        with self._lock:
            return self._boards.get((self.server, day, mode))

    def pending(self) -> int:
        """Runs waiting in the queue file for the current server."""
        with self._lock:
            return sum(1 for q in self._read_queue() if q.get("server") == self.server)

    def my_id(self) -> str | None:
        ident = self._identities().get(self.server)
        return ident.get("id") if isinstance(ident, dict) else None

    def stop(self, wait: float = 0.0) -> None:
        self._stop = True
        self._wake.set()
        if wait and self._thread is not None:
            self._thread.join(wait)

    def sync(self) -> bool:
        """Do one round of the background work here and now; True when nothing is left."""
        return self._round()

    # -- files -------------------------------------------------------------------------------
    def _read_queue(self) -> list[dict[str, Any]]:
        data, _ = load_json(self.folder / QUEUE_FILE, SCHEMA, dict)
        runs = data.get("runs") if isinstance(data, dict) else None
        return (
            [q for q in runs if isinstance(q, dict) and isinstance(q.get("run"), dict)]
            if isinstance(runs, list)
            else []
        )

    def _write_queue(self, queue: list[dict[str, Any]]) -> None:
        """Atomic; raises StorageError (the game shows it; the thread retries later)."""
        save_json(self.folder / QUEUE_FILE, {"schema": SCHEMA, "runs": queue})

    def _identities(self) -> dict[str, Any]:
        data, _ = load_json(self.folder / IDENTITY_FILE, SCHEMA, dict)
        servers = data.get("servers") if isinstance(data, dict) else None
        return servers if isinstance(servers, dict) else {}

    def _save_identity(self, server: str, ident: dict[str, Any] | None) -> None:
        servers = self._identities()
        if ident is None:
            servers.pop(server, None)
        else:
            servers[server] = ident
        save_json(self.folder / IDENTITY_FILE, {"schema": SCHEMA, "servers": servers})

    # -- network (background thread) ---------------------------------------------------------
    def _call(
        self,
        server: str,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        token: str | None = None,
    ) -> dict[str, Any]:
        # the HTTP client (with ssl) is imported only when a server is asked: start-up
        # without a server set never loads it (issue 26)
        import urllib.error
        import urllib.request

        data = None if body is None else json.dumps(body).encode("utf-8")
        req = urllib.request.Request(server + path, data=data, method=method)
        req.add_header("Accept", "application/json")
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                answer: dict[str, Any] = json.loads(resp.read(1 << 20) or b"{}")
                return answer
        except urllib.error.HTTPError as e:
            try:
                err = json.loads(e.read(1 << 16)).get("error", {})
            except (ValueError, AttributeError):
                err = {}
            raise _Refused(e.code, str(err.get("code", "http")), str(err.get("message", e.reason))) from None

    def _identity(self, server: str) -> dict[str, Any]:
        ident = self._identities().get(server)
        if isinstance(ident, dict) and ident.get("id") and ident.get("token"):
            return ident
        name = self.name or f"Player {secrets.token_hex(2)}"
        try:
            got = self._call(server, "POST", "/api/v1/players", {"name": name})
        except _Refused as e:
            if e.code != "bad_name":
                raise
            # this server's name rules differ from ours: join under a plain name instead
            got = self._call(server, "POST", "/api/v1/players", {"name": f"Player {secrets.token_hex(2)}"})
        ident = {"id": got["id"], "token": got["token"], "name": got["name"]}
        with self._lock:
            self._save_identity(server, ident)
        return ident

    def _send_queue(self, server: str) -> bool:
        """Send the queued runs for `server`, oldest first; True when the queue is empty."""
        while True:
            with self._lock:
                queue = self._read_queue()
            item = next((q for q in queue if q.get("server") == server), None)
            if item is None:
                return True
            run = item["run"]
            ident = self._identity(server)
            try:
                result = self._call(
                    server, "POST", "/api/v1/runs", dict(run, player=ident["id"]), ident["token"]
                )
                self.last_result, self.last_refusal = result, None
            except _Refused as e:
                if e.status == 401:  # the server forgot us: register again
                    with self._lock:
                        self._save_identity(server, None)
                    continue
                if e.status == 429 or e.status >= 500:
                    return False  # try again later
                self.last_refusal = None if e.code == "already_submitted" else e.message
            with self._lock:  # answered: it leaves the queue
                queue = self._read_queue()
                if item in queue:
                    queue.remove(item)
                    self._write_queue(queue)
            with self._lock:
                self._wanted.add((run.get("date", ""), str(run.get("code", Mode.TWO_D)).split("-")[0]))
            self._changed()

    def _fetch(self, server: str, day: str, mode: str) -> BoardState:
        ident = self._identities().get(server)
        token = ident.get("token") if isinstance(ident, dict) else None
        query = urllib.parse.urlencode({"mode": mode, "limit": 10})
        try:
            data = self._call(
                server, "GET", f"/api/v1/leaderboard/{urllib.parse.quote(day)}?{query}", token=token
            )
        except _Refused as e:
            if e.status == 401 and token:  # a stale identity: read without it
                with self._lock:
                    self._save_identity(server, None)
                return self._fetch(server, day, mode)
            return BoardState("offline", message=f"The leaderboard said: {e.message}")
        return BoardState("ok", data)

    def _round(self) -> bool:
        """One pass: send the queue, then fetch the wanted boards. True when all is done."""
        with self._round_lock:
            return self._round_locked()

    def _round_locked(self) -> bool:
        server = self.server
        if not server:
            return True
        try:
            done = self._send_queue(server)
        except (OSError, ValueError, KeyError, _Refused):
            done = False
        with self._lock:
            wanted, self._wanted = self._wanted, set()
        for day, mode in wanted:
            try:
                state = self._fetch(server, day, mode)
            except (OSError, ValueError, KeyError):
                state = BoardState(
                    "offline",
                    message="The leaderboard server cannot be reached "
                    "right now; your runs wait and go later.",
                )
            with self._lock:
                self._boards[(server, day, mode)] = state
            self._changed()
        return done

    def _changed(self) -> None:
        self.version += 1  # the Daily screen polls this each frame

    def _ensure_thread(self) -> None:
        if not self.background:
            return
        if self._thread is None or not self._thread.is_alive():
            self._stop = False
            self._thread = threading.Thread(target=self._run, name="quiver-leaderboard", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop:
            self._wake.clear()  # a wake during the round runs another
            done = self._round()
            self._wake.wait(None if done else RETRY_S)
