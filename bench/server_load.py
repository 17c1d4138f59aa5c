"""Load and fault check for the leaderboard server (issue 15). Talks only to 127.0.0.1.

    python bench/server_load.py [--db sqlite|postgresql|both] [--pg URL]
                                [--players 1000] [--runs 5000] [--clients 50] [--time-limit 120]
                                [--servers 1] [--limits] [--keepalive 200] [--no-kill] [--smoke]

For each database: start SERVERS `quiver serve` processes (one port each, one database: the
scale-out of docs/server.md; the clients take them in turn, as a proxy would), register
the players, then CLIENTS threads (keep-alive HTTP connections, each from its own
127.0.1.x address) submit RUNS replay-verified runs (PLAYERS players x RUNS/PLAYERS days:
today and the days before, each player's solution at its own pace). Prints throughput and
p50/p99 latency. Rate limits are off, or with --limits on and generous (on PostgreSQL they
are kept in the database and shared by the processes: every request pays for that).
--keepalive N first times N health requests on one keep-alive connection (issue 27, M4).

Then the fault check: a fresh database, the same submitters, and the server is killed
with SIGKILL mid-stream; it is restarted on the same database and the script shows that
every run the server acknowledged (201) is stored exactly once, complete, and that the
others can be sent again (201, or 409 when the run had been committed but its answer was
lost), leaving each run stored once. Counts and time are bounded; the machine's load
average is printed with the figures (a shared 2-core machine is noisy).

--smoke: SQLite only, 4 players, 2 days, 8 runs, 2 clients, both checks
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import http.client
import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.game.code import generate_board
from quiver.game.daily import daily_code, today_utc
from quiver.server.rules import MAX_AGE_DAYS

ROOT = Path(__file__).resolve().parent.parent


# -- the server process ---------------------------------------------------------------------
LIMITS_OFF = ["--limit-address", "0", "--limit-token", "0", "--limit-register", "0"]
LIMITS_ON = ["--limit-address", "100000", "--limit-token", "1000", "--limit-register", "100000"]


class Server:
    def __init__(self, url: str, limits: list[str] = LIMITS_OFF) -> None:
        self.url = url
        self.limits = limits
        self.proc = None
        self.port = None

    def start(self, port: int = 0) -> Server:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "quiver",
                "serve",
                "--port",
                str(port),
                "--db",
                self.url,
                *self.limits,
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.proc.stdout.readline()
        if "serving the leaderboard on" not in line:
            raise SystemExit(f"the server did not start: {line}{self.proc.stderr.read()}")
        self.port = int(line.split(" on ")[1].split()[0].rsplit(":", 1)[1])
        return self

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(20)


def request(conn: http.client.HTTPConnection, method: str, path: str, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, json.dumps(body) if body is not None else None, headers)
    resp = conn.getresponse()
    return resp.status, json.loads(resp.read() or b"{}")


# -- the work ---------------------------------------------------------------------------------
def solutions(days: list[_dt.date]) -> dict[str, tuple[str, list[int]]]:
    """Each day's code and one clearing order (free arrows first)."""
    out = {}
    for day in days:
        code = daily_code(day)
        board = generate_board(code)
        order = []
        while board.alive:
            i = board.free_arrows()[0]
            board.fire(i)
            order.append(i)
        out[day.isoformat()] = (str(code), order)
    return out


def run_for(player: int, day: str, sol) -> tuple[dict, int]:
    """The run body (without the player id) and its expected time: a pace per player, and
    a first tap at `player` ms (no two players send the same moves: that is a replay)."""
    code, order = sol[day]
    gap = 60 + (player * 37) % 400
    return {
        "date": day,
        "code": code,
        "moves": [[a, player + k * gap] for k, a in enumerate(order)],
        "hints": player % 3,
    }, player + (len(order) - 1) * gap


def connect(ports: list[int], k: int) -> http.client.HTTPConnection:
    """Client k's keep-alive connection: server k mod N, from address 127.0.1.(k mod 200 + 1)."""
    return http.client.HTTPConnection(
        "127.0.0.1", ports[k % len(ports)], timeout=60, source_address=(f"127.0.1.{k % 200 + 1}", 0)
    )


def register_all(ports: list[int], n: int, clients: int) -> list[tuple[str, str]]:
    players: list = [None] * n
    todo = queue.Queue()
    for k in range(n):
        todo.put(k)

    def worker(c: int):
        conn = connect(ports, c)
        while True:
            try:
                k = todo.get_nowait()
            except queue.Empty:
                return
            status, got = request(conn, "POST", "/api/v1/players", {"name": f"Bench {k}"})
            assert status == 201, got
            players[k] = (got["id"], got["token"])

    threads = [threading.Thread(target=worker, args=(c,)) for c in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return players


def submit_all(
    ports: list[int], jobs: list, players, sol, clients: int, deadline: float, acked: set | None = None
):
    """Submit jobs [(player, day)]; returns (latencies_s, acked set, failed set, statuses).
    `acked` may be passed in to watch progress from another thread."""
    todo = queue.Queue()
    for job in jobs:
        todo.put(job)
    lat, failed, statuses = [], set(), {}
    acked = set() if acked is None else acked
    lock = threading.Lock()

    def worker(c: int):
        conn = connect(ports, c)
        while time.monotonic() < deadline:
            try:
                p, day = todo.get_nowait()
            except queue.Empty:
                return
            body, _ = run_for(p, day, sol)
            body["player"] = players[p][0]
            t = time.perf_counter()
            try:
                status, _got = request(conn, "POST", "/api/v1/runs", body, players[p][1])
            except (OSError, http.client.HTTPException):
                with lock:
                    failed.add((p, day))
                conn.close()
                conn = connect(ports, c)
                continue
            dt = time.perf_counter() - t
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
                if status == 201:
                    acked.add((p, day))
                    lat.append(dt)
                elif status != 409:
                    failed.add((p, day))

    threads = [threading.Thread(target=worker, args=(c,)) for c in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return lat, acked, failed, statuses


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))] if values else float("nan")


def stored_runs(url: str) -> list[tuple]:
    from sqlalchemy import text

    from quiver.server.store import Store

    store = Store(url)
    try:
        with store.engine.connect() as c:
            return c.execute(
                text(
                    "SELECT p.name, r.day, r.code, r.mistakes, r.time_ms, r.hints, r.moves "
                    "FROM runs r JOIN players p ON p.id = r.player_id"
                )
            ).all()
    finally:
        store.close()


# -- the two checks ------------------------------------------------------------------------------
def start_servers(url: str, args, ports: list[int] | None = None) -> list[Server]:
    limits = LIMITS_ON if args.limits else LIMITS_OFF
    return [Server(url, limits).start(ports[k] if ports else 0) for k in range(args.servers)]


def keepalive(port: int, n: int) -> None:
    """n health requests on one keep-alive connection: median and p99 in ms."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    took = []
    for _ in range(n):
        t = time.perf_counter()
        conn.request("GET", "/api/v1/health")
        conn.getresponse().read()
        took.append(time.perf_counter() - t)
    conn.close()
    print(
        f"keep-alive: {n} health requests on one connection: median {pct(took, 50) * 1000:.1f} ms, "
        f"p99 {pct(took, 99) * 1000:.1f} ms",
        flush=True,
    )


def load(url: str, label: str, args, sol, days) -> None:
    servers = start_servers(url, args)
    ports = [s.port for s in servers]
    try:
        if args.keepalive:
            keepalive(ports[0], args.keepalive)
        t = time.perf_counter()
        players = register_all(ports, args.players, args.clients)
        reg_s = time.perf_counter() - t
        per_player = max(1, args.runs // args.players)
        jobs = [(p, d.isoformat()) for d in days[:per_player] for p in range(args.players)][: args.runs]
        t = time.perf_counter()
        lat, acked, failed, statuses = submit_all(
            ports, jobs, players, sol, args.clients, time.monotonic() + args.time_limit
        )
        wall = time.perf_counter() - t
    finally:
        for server in servers:
            server.stop()
    rows = stored_runs(url)
    print(
        f"{label:10} {args.servers} process{'es' if args.servers > 1 else ''}, limits "
        f"{'on' if args.limits else 'off'}: players {args.players} registered in {reg_s:.1f} s "
        f"({args.players / reg_s:.0f}/s); runs: {len(acked)}/{len(jobs)} acknowledged in "
        f"{wall:.1f} s = {len(acked) / wall:.0f} runs/s; latency p50 {pct(lat, 50) * 1000:.0f} ms, "
        f"p99 {pct(lat, 99) * 1000:.0f} ms; statuses {dict(sorted(statuses.items()))}; "
        f"stored {len(rows)}; load average {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    assert len(rows) == len(acked) and not failed, (len(rows), len(acked), len(failed))


def kill_check(url: str, label: str, args, sol, days) -> None:
    servers = start_servers(url, args)
    ports = [s.port for s in servers]
    players = register_all(ports, min(args.players, 300), args.clients)
    jobs = [(p, d.isoformat()) for d in days for p in range(len(players))]
    result, seen = {}, set()

    def submitter():
        result["out"] = submit_all(
            ports, jobs, players, sol, args.clients, time.monotonic() + args.time_limit, seen
        )

    th = threading.Thread(target=submitter)
    th.start()
    while len(seen) < len(jobs) * args.kill_at and th.is_alive():
        time.sleep(0.005)
    for server in servers:
        server.kill()  # SIGKILL, every process: no clean shutdown
    killed_at = time.monotonic()
    th.join()
    _, acked, failed, statuses = result["out"]
    restart = start_servers(url, args, ports)
    try:
        rows = stored_runs(url)
        by_pair = {}
        for name, day, code, mistakes, time_ms, hints, moves in rows:
            p = int(name.split()[1])
            body, want_ms = run_for(p, day, sol)
            assert (code, mistakes, time_ms, hints, moves) == (
                body["code"],
                0,
                want_ms,
                body["hints"],
                len(body["moves"]),
            ), "a half-written row"
            by_pair[(p, day)] = by_pair.get((p, day), 0) + 1
        missing = acked - set(by_pair)
        dupes = [k for k, n in by_pair.items() if n != 1]
        extra = set(by_pair) - acked  # committed, answer lost in the kill
        # send the rest again: each is stored once (201), or was already (409)
        rest = [j for j in jobs if j not in acked]
        _, _acked2, failed2, statuses2 = submit_all(
            ports, rest, players, sol, args.clients, time.monotonic() + args.time_limit
        )
        final = stored_runs(url)
    finally:
        for server in restart:
            server.stop()
    pairs = [(int(n.split()[1]), d) for n, d, *_ in final]
    print(
        f"{label:10} SIGKILL of {args.servers} process{'es' if args.servers > 1 else ''} after "
        f"{len(acked)} of {len(jobs)} runs acknowledged ({statuses}, "
        f"{len(failed)} cut off); restarted in "
        f"{time.monotonic() - killed_at:.1f} s; acknowledged and stored: {len(acked) - len(missing)}"
        f"/{len(acked)}; duplicates {len(dupes)}; stored but unacknowledged {len(extra)}; "
        f"resent {len(rest)} -> {dict(sorted(statuses2.items()))}; final {len(final)} rows for "
        f"{len(jobs)} runs, {len(set(pairs))} distinct",
        flush=True,
    )
    assert not missing and not dupes and not failed2
    assert len(final) == len(set(pairs)) == len(jobs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", choices=("sqlite", "postgresql", "both"), default="both")
    ap.add_argument(
        "--pg",
        default=os.environ.get("QUIVER_TEST_PG"),
        help="an admin PostgreSQL URL (default $QUIVER_TEST_PG); a fresh database is made and dropped",
    )
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5000)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--time-limit", type=float, default=120.0, help="seconds per phase, at most")
    ap.add_argument(
        "--kill-at",
        type=float,
        default=0.4,
        help="the fault check kills the server when this share of its runs is acknowledged",
    )
    ap.add_argument("--no-kill", action="store_true")
    ap.add_argument("--servers", type=int, default=1, help="server processes on one database")
    ap.add_argument("--limits", action="store_true", help="rate limits on (generous; shared on PostgreSQL)")
    ap.add_argument("--keepalive", type=int, default=0, metavar="N", help="time N keep-alive requests first")
    ap.add_argument("--smoke", action="store_true", help="SQLite, a handful of players and runs")
    args = ap.parse_args()
    if args.smoke:
        args.db, args.players, args.runs, args.clients, args.time_limit = "sqlite", 4, 8, 2, 60.0
    today = today_utc()
    days = [today - _dt.timedelta(days=k) for k in range(min(MAX_AGE_DAYS, 2 if args.smoke else 5))]
    sol = solutions(days)
    print(
        f"daily codes: {', '.join(sol[d.isoformat()][0] for d in days)}; "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    kinds = ["sqlite", "postgresql"] if args.db == "both" else [args.db]
    for kind in kinds:
        for check in [load] + ([] if args.no_kill else [kill_check]):
            with tempfile.TemporaryDirectory() as tmp:
                if kind == "sqlite":
                    check(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", kind, args, sol, days)
                    continue
                if not args.pg:
                    print("postgresql: skipped (no --pg URL and no $QUIVER_TEST_PG)")
                    break
                import psycopg

                name = f"quiver_bench_{os.getpid()}"
                with psycopg.connect(args.pg, autocommit=True) as c:
                    c.execute(f'DROP DATABASE IF EXISTS "{name}"')
                    c.execute(f'CREATE DATABASE "{name}"')
                try:
                    check(f"{args.pg.rpartition('/')[0]}/{name}", kind, args, sol, days)
                finally:
                    with psycopg.connect(args.pg, autocommit=True) as c:
                        c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    return 0


if __name__ == "__main__":
    sys.exit(main())
