"""Load and fault check for the leaderboard server (issue 15). Talks only to 127.0.0.1.

    python bench/server_load.py [--db sqlite|postgresql|both] [--pg URL]
                                [--players 1000] [--runs 5000] [--clients 50] [--time-limit 120]
                                [--no-kill] [--smoke]

For each database: start `quiver serve` as a real process (rate limits off), register the
players, then CLIENTS threads (keep-alive HTTP connections) submit RUNS replay-verified
runs (PLAYERS players x RUNS/PLAYERS days: today and the days before, each player's
solution at its own pace). Prints throughput and p50/p99 latency.

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
class Server:
    def __init__(self, url: str) -> None:
        self.url = url
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
                "--limit-address",
                "0",
                "--limit-token",
                "0",
                "--limit-register",
                "0",
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
    """The run body (without the player id) and its expected time: a pace per player."""
    code, order = sol[day]
    gap = 60 + (player * 37) % 400
    return {
        "date": day,
        "code": code,
        "moves": [[a, k * gap] for k, a in enumerate(order)],
        "hints": player % 3,
    }, (len(order) - 1) * gap


def register_all(port: int, n: int, clients: int) -> list[tuple[str, str]]:
    players: list = [None] * n
    todo = queue.Queue()
    for k in range(n):
        todo.put(k)

    def worker():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        while True:
            try:
                k = todo.get_nowait()
            except queue.Empty:
                return
            status, got = request(conn, "POST", "/api/v1/players", {"name": f"Bench {k}"})
            assert status == 201, got
            players[k] = (got["id"], got["token"])

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return players


def submit_all(port: int, jobs: list, players, sol, clients: int, deadline: float, acked: set | None = None):
    """Submit jobs [(player, day)]; returns (latencies_s, acked set, failed set, statuses).
    `acked` may be passed in to watch progress from another thread."""
    todo = queue.Queue()
    for job in jobs:
        todo.put(job)
    lat, failed, statuses = [], set(), {}
    acked = set() if acked is None else acked
    lock = threading.Lock()

    def worker():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
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
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                continue
            dt = time.perf_counter() - t
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
                if status == 201:
                    acked.add((p, day))
                    lat.append(dt)
                elif status != 409:
                    failed.add((p, day))

    threads = [threading.Thread(target=worker) for _ in range(clients)]
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
def load(url: str, label: str, args, sol, days) -> None:
    server = Server(url).start()
    try:
        t = time.perf_counter()
        players = register_all(server.port, args.players, args.clients)
        reg_s = time.perf_counter() - t
        per_player = max(1, args.runs // args.players)
        jobs = [(p, d.isoformat()) for d in days[:per_player] for p in range(args.players)][: args.runs]
        t = time.perf_counter()
        lat, acked, failed, statuses = submit_all(
            server.port, jobs, players, sol, args.clients, time.monotonic() + args.time_limit
        )
        wall = time.perf_counter() - t
    finally:
        server.stop()
    rows = stored_runs(url)
    print(
        f"{label:10} players {args.players} registered in {reg_s:.1f} s "
        f"({args.players / reg_s:.0f}/s); runs: {len(acked)}/{len(jobs)} acknowledged in "
        f"{wall:.1f} s = {len(acked) / wall:.0f} runs/s; latency p50 {pct(lat, 50) * 1000:.0f} ms, "
        f"p99 {pct(lat, 99) * 1000:.0f} ms; statuses {dict(sorted(statuses.items()))}; "
        f"stored {len(rows)}; load average {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    assert len(rows) == len(acked) and not failed, (len(rows), len(acked), len(failed))


def kill_check(url: str, label: str, args, sol, days) -> None:
    server = Server(url).start()
    players = register_all(server.port, min(args.players, 300), args.clients)
    jobs = [(p, d.isoformat()) for d in days for p in range(len(players))]
    result, seen = {}, set()

    def submitter():
        result["out"] = submit_all(
            server.port, jobs, players, sol, args.clients, time.monotonic() + args.time_limit, seen
        )

    th = threading.Thread(target=submitter)
    th.start()
    while len(seen) < len(jobs) * args.kill_at and th.is_alive():
        time.sleep(0.005)
    server.kill()  # SIGKILL: no clean shutdown
    killed_at = time.monotonic()
    th.join()
    _, acked, failed, statuses = result["out"]
    restart = Server(url).start(server.port)
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
            restart.port, rest, players, sol, args.clients, time.monotonic() + args.time_limit
        )
        final = stored_runs(url)
    finally:
        restart.stop()
    pairs = [(int(n.split()[1]), d) for n, d, *_ in final]
    print(
        f"{label:10} SIGKILL after {len(acked)} of {len(jobs)} runs acknowledged ({statuses}, "
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
