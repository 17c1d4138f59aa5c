"""The game's side of the shared daily leaderboard (`quiver serve`, docs/server.md).

Nothing here ever blocks the game: every network call runs on one background thread. The main
thread only calls :meth:`LeaderboardClient.attempt` when a daily starts (the thread fetches a
nonce, sent back with the run: the server bounds its time by its clock),
:meth:`~LeaderboardClient.submit` a cleared daily (to ``leaderboard-queue.json``, left only once
a Quiver server has answered for it: a run made offline or refused by a proxy is sent later),
and :meth:`~LeaderboardClient.request` a day's board, then reads :meth:`board` each frame
(``version`` changes whenever something new arrived).

Trusting no server (issue 27): answers checked field by field (:mod:`.leaderboard_wire`), no
redirect followed, every retry (a re-registration too) after a backoff with jitter; the thread
survives anything. Ids and tokens per server: ``leaderboard-identity.json`` (0600), a token
older than ROTATE_DAYS swapped for a new one (:mod:`.leaderboard_identity`). With no server, nothing is sent.
"""

from __future__ import annotations

import datetime as _dt
import logging
import os
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterable
from typing import Any

from quiver.engine.modes import Mode
from quiver.engine.rng import Rng
from quiver.game.atomic_write import StorageError
from quiver.game.data_dirs import PathLike, user_home
from quiver.game.leaderboard_answers import check_board, check_result
from quiver.game.leaderboard_attempts import Attempts
from quiver.game.leaderboard_files import IDENTITY_FILE, QUEUE_FILE, Identities, RunQueue
from quiver.game.leaderboard_identity import Later, Registrar
from quiver.game.leaderboard_refusals import Refusals, utc_today
from quiver.game.leaderboard_runs import RANKED, REFUSED, SENDING, WAITING, LogOnce, RunState, queued, run_key
from quiver.game.leaderboard_wire import (
    OFFLINE,
    QUIVER_REFUSALS,
    BadAnswer,
    BoardState,
    BoardStatus,
    Json,
    Refused,
    backoff_s,
    call,
    cap,
    clean_server_url,
    is_quiver_health,
    why_offline,
)
from quiver.game.score import MIN_MOVE_MS, RANKED_HEARTS, tap_ms

__all__ = [
    "IDENTITY_FILE",
    "MIN_MOVE_MS",
    "QUEUE_FILE",
    "RANKED_HEARTS",
    "BoardState",
    "LeaderboardClient",
    "backoff_s",
    "clean_server_url",
]

log = logging.getLogger("quiver").getChild("leaderboard")

# The protocol's two rules the game applies (the server checks them again): dailies ranked as played
# with three hearts (RANKED_HEARTS); taps count at least MIN_MOVE_MS apart (a physical floor; tap_ms).


class LeaderboardClient:
    def __init__(
        self,
        home: PathLike | None = None,
        timeout: float = 5.0,
        background: bool = True,
        today: Callable[[], _dt.date] = utc_today,
    ) -> None:
        """background=False: no thread; the caller runs :meth:`sync` (tests, tools); `today`:
        the game's day, by which refusals are kept (UTC's where not given)."""
        self.folder, self.timeout = user_home(home), timeout
        self.server, self.name, self.version = "", "", 0
        self.on_change: Callable[[], None] = lambda: None  # called on news (any thread): the game wakes
        self.last_result: dict[str, Any] | None = None  # the server's answer to our last run
        self.last_refusal: str | None = None  # of any mode (tools); the screen's: refusal()
        self.refusals = Refusals(self.folder, self._warn, today)  # (kept till seen)
        self.stalled = False  # the last round left runs waiting (the win card says so)
        self._answered: dict[tuple[str, str, str], RunState] = {}  # (server, day, mode): RANKED, REFUSED
        self.warnings: list[str] = []  # for the player (the app shows and clears them)
        self.failures = 0  # failed rounds in a row (the backoff)
        self._rng = Rng(int.from_bytes(os.urandom(8), "big")).stream("leaderboard-backoff")
        self._boards: dict[tuple[str, str, str], BoardState] = {}
        self._wanted: set[tuple[str, str]] = set()
        self.attempts = Attempts()  # each daily's attempt nonce (midend resumes a kept one's)
        self._quiver: set[str] = set()  # servers that said they are Quiver on /health
        self.background = background
        self._lock = threading.Lock()  # guards ids, queue, refusals and the state
        self._round_lock = threading.Lock()  # one round at a time: no double sends
        self._wake, self._stop = threading.Event(), False
        self._thread: threading.Thread | None = None
        self._log_once = LogOnce(log)
        self.ids, self.queue = Identities(self.folder, self._warn), RunQueue(self.folder, self._warn)
        self.who = Registrar(self.ids, self._lock, lambda *a: self._call(*a))  # our ids, tokens
        self._next_send = 0.0  # monotonic time the backoff ends

    # -- main thread -------------------------------------------------------------------------
    def configure(self, server: str, name: str = "") -> None:
        """Point at a server ('' turns everything off). Starts the thread when needed."""
        server = clean_server_url(server)
        if server != self.server:
            self.failures = 0
        self.server = server
        self.name = name.strip() if isinstance(name, str) else ""
        if self.server:
            self._ensure_thread()
            self._wake.set()

    def attempt(self, day: str, mode: str = Mode.TWO_D) -> None:
        """A daily is starting: ask the server for this attempt's nonce (in the background)."""
        if not self.server:
            return
        self.attempts.ask(self.server, day, mode)
        self._ensure_thread()
        self._wake.set()

    def submit(
        self, day: str, code: str, log: Iterable[tuple[float, ...]], hints: int, hinted: Iterable[int] = ()
    ) -> bool:
        """Queue a cleared daily (False: no server set); `hinted`: the moves the hint chose.
        StorageError: the queue file could not take it, so it is held in memory and sent."""
        if not self.server:
            return False
        moves, last = [], None
        for arrow, ms, *head in log:  # a Session's log is spaced so already (tap_ms): a
            last = tap_ms(int(ms), last)  # no-op there; any other log is spaced the same way
            moves.append([int(arrow), last, *map(int, head)])  # a two-headed arrow's: its head
        run: dict[str, Any] = {"date": day, "code": code, "moves": moves, "hints": int(hints)}
        run.update({"hinted": [int(k) for k in hinted]} if hinted else {})
        nonce = self.attempts.take(self.server, day, str(code).split("-")[0])  # the attempt is over
        run.update({"nonce": nonce} if nonce else {})
        try:
            with self._lock:
                self.queue.add({"server": self.server, "run": run})
        finally:  # (held in memory when the file could not take it: sent all the same)
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
                self._boards[(self.server, day, mode)] = BoardState.loading()
        self._ensure_thread()
        self._wake.set()

    def board(self, day: str, mode: str = Mode.TWO_D) -> BoardState | None:
        with self._lock:
            return self._boards.get((self.server, day, mode))

    def pending(self, mode: str | None = None) -> int:
        """Runs waiting for the server (the queue file's, and any held), of `mode` if given."""
        with self._lock:
            return queued(self.queue.runs(), self.server, None if mode is None else (None, mode))

    def refusal(self, mode: str = Mode.TWO_D) -> tuple[str, str] | None:
        """(day, the server's words) of `mode`'s last run the current server refused."""
        with self._lock:
            return self.refusals.by.get((self.server, mode))

    def refusal_seen(self, mode: str) -> None:
        """The Daily screen showed `mode`'s refusal: not kept for the next start."""
        with self._lock:
            self.refusals.seen(self.server, mode)

    def run_state(self, day: str, mode: str = Mode.TWO_D) -> RunState | None:
        """What became of the day's cleared run (the win card); None: no server, no run."""
        with self._lock:
            waiting = queued(self.queue.runs(), self.server, (day, mode))
            answered = self._answered.get((self.server, day, mode))
        return RunState(WAITING if self.stalled else SENDING) if waiting else answered

    def my_id(self) -> str | None:
        with self._lock:
            ident = self.ids.get(self.server)
        return None if ident is None else ident["id"]

    def stop(self, wait: float = 0.0) -> None:
        self._stop = True
        self._wake.set()
        if wait and self._thread is not None:
            self._thread.join(wait)
        with self._lock:  # runs held in memory (a full disk): to the file once more
            self.queue.keep()

    def sync(self) -> bool:
        """Do one round of the background work here and now; True when nothing is left."""
        return self._round()

    def _warn(self, text: str) -> None:
        self.warnings.append(text)
        log.warning(text)

    # -- network (background thread) ---------------------------------------------------------
    def _call(self, srv: str, method: str, path: str, body: Json | None = None, token: str = "") -> Json:
        return call(srv + path, method, body, token, self.timeout)

    def _is_quiver(self, server: str) -> bool:
        """Whether `server` says it is a Quiver leaderboard (asked once per session)."""
        if server not in self._quiver:
            try:
                if is_quiver_health(self._call(server, "GET", "/api/v1/health")):
                    self._quiver.add(server)
            except (OSError, BadAnswer, Refused):
                pass
        return server in self._quiver

    def _send_queue(self, server: str) -> bool:
        """Send the queued runs for `server`, oldest first; True when the queue is empty.
        A run dated after the server's today waits for that day, and lets the others go."""
        ahead: list[dict[str, Any]] = []  # (this clock is ahead of the server's: honest)
        while True:
            with self._lock:
                queue = self.queue.runs()
            item = next((q for q in queue if q.get("server") == server and q not in ahead), None)
            if item is None:
                return not ahead
            run = item["run"]
            ident = self.who.identity(server, self.name)
            try:
                answer = self._call(
                    server, "POST", "/api/v1/runs", dict(run, player=ident["id"]), ident["token"]
                )
                self.last_result = got = check_result(answer)
                state, self.last_refusal = RunState(RANKED, got["rank"], got["runs"]), None
            except Refused as e:
                if e.quiver and e.status in (401, 403):  # the server forgot us: register again
                    self.who.forget(server)
                    continue
                if e.quiver and e.code in ("bad_nonce", "too_quick_for_nonce") and "nonce" in run:
                    untimed = {"server": server, "run": {k: v for k, v in run.items() if k != "nonce"}}
                    with self._lock:
                        self.queue.replace(item, untimed)
                    continue  # it still counts, untimed (a new identity's nonce; a late one)
                if e.quiver and e.code == "future_date":  # it counts once the server's date is
                    ahead.append(item)  # its own (runs are taken for 7 days): kept, retried
                    continue
                if not (e.quiver and e.code in QUIVER_REFUSALS and 400 <= e.status < 500):
                    return False  # a proxy, a redirect, a busy server: the run waits
                if not self._is_quiver(server):
                    return False
                self.last_refusal = None if e.code == "already_submitted" else e.message
                state = RunState(REFUSED, message=cap(e.message, 120))
            with self._lock:  # answered: it leaves the queue
                self.queue.replace(item, None)
                self._answered[(server, *run_key(run))] = state
                self._wanted.add(run_key(run))
                self.refusals.note(server, run, self.last_refusal)
            self._changed()

    def _ask_nonces(self, server: str) -> None:
        for day, mode in self.attempts.asking(server):
            ident = self.who.identity(server, self.name)
            try:
                got = self._call(
                    server, "POST", "/api/v1/attempts", {"date": day, "mode": mode}, ident["token"]
                )
                nonce = got.get("nonce")
            except Refused:
                nonce = ""  # an older server without nonces, or a refusal: play without one
            self.attempts.fill(server, day, mode, nonce)

    def _fetch(self, server: str, day: str, mode: str, retried: bool = False) -> BoardState:
        with self._lock:
            ident = self.ids.get(server)
        token = "" if ident is None else ident["token"]
        query = urllib.parse.urlencode({"mode": mode, "limit": 10})
        try:
            answer = self._call(
                server, "GET", f"/api/v1/leaderboard/{urllib.parse.quote(day)}?{query}", token=token
            )
            return BoardState.ok(check_board(answer, day, mode))
        except Refused as e:
            if e.quiver and e.status == 401 and token and not retried:  # a stale identity: read without it
                self.who.forget(server)
                return self._fetch(server, day, mode, True)
            return BoardState.offline(why_offline(e))
        except BadAnswer as e:
            return BoardState.offline(why_offline(e))

    def _round(self, force: bool = True) -> bool:
        """One pass: nonces, the queue, then the wanted boards. True when all is done."""
        with self._round_lock:
            return self._round_locked(force)

    def _round_locked(self, force: bool) -> bool:
        server = self.server
        if not server:
            return True
        self.who.count = 0
        done = sent = False
        try:
            self._ask_nonces(server)
            if force or time.monotonic() >= self._next_send:
                sent = True
                done = self._send_queue(server)
        except (OSError, BadAnswer, Refused, StorageError, Later) as e:
            self._log_once(type(e).__name__, f"runs not sent yet: {e}")
        except Exception as e:  # a bug must not end the thread: log it and retry later
            self._log_once("bug", f"unexpected {type(e).__name__}: {e}")
        with self._lock:
            wanted, self._wanted = self._wanted, set()
        reached = False  # a board came back: the server is there
        for day, mode in wanted:
            try:
                state = self._fetch(server, day, mode)
            except Exception as e:  # unreachable, or anything else: one calm line
                if not isinstance(e, OSError):
                    self._log_once("fetch", f"{type(e).__name__}: {e}")
                state = BoardState.offline(OFFLINE)
            reached = reached or state.status == BoardStatus.OK
            with self._lock:
                self._boards[(server, day, mode)] = state
            self._changed()
        if reached and not sent and self.pending():  # back before the backoff's end: the
            return self._round_locked(True)  # waiting runs go now (and the boards again)
        waiting = not done if sent else self.pending() > 0  # (not sent: a backoff, an away server)
        if self.stalled != waiting:  # news for the win card: its run waits, or went
            self.stalled = waiting
            self._changed()
        return done

    def _changed(self) -> None:
        self.version += 1  # the Daily screen reads this each frame,
        self.on_change()  # and the game's idle loop wakes for it (quiver/idle.py)

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
            try:
                done = self._round(force=False)
            except Exception as e:  # never ends the thread
                self._log_once("bug", f"unexpected {type(e).__name__}: {e}")
                done = False
            if done:
                self.failures = 0
                self._wake.wait(None)
                continue
            self.failures += 1
            delay = backoff_s(self.failures, self._rng)
            self._next_send = time.monotonic() + delay
            self._wake.wait(delay)
