"""``quiver serve``: run the leaderboard server (uvicorn) on one address.

    quiver serve [--host 127.0.0.1] [--port 8765] [--db URL] [--trust-proxy IPS]
                 [--limit-address N] [--limit-token N] [--limit-register N] [--workers N]
                 [--max-connections N] [--max-per-address N] [--request-timeout S]

With no ``--db`` the data lives in ``leaderboard.sqlite3`` in the user data folder. The
first line on stdout names the address actually bound (``--port 0`` picks a free port),
so scripts and tests can read it. Only this module is imported by the game's CLI; the
web and database libraries load when the command runs.

For tests only, ``QUIVER_TEST_CLOCK_RATE=N`` (1 to 1000) runs the server's clock N times
real time from its start (it says so on stderr): a test's game processes then play at
their own pace without their runs being refused as longer than their attempts.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import socket
import sys
import time
from pathlib import Path

__all__ = ["add_serve", "default_db_url", "run_serve"]

DEFAULT_PORT = 8765
TEST_CLOCK_RATE = "QUIVER_TEST_CLOCK_RATE"


def default_db_url() -> str:
    from quiver.game.data_dirs import user_home

    home = user_home()
    home.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{home / 'leaderboard.sqlite3'}"


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 5 or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {text!r}")
    return int(text)


def _workers(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 2 or not 1 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1 to 64, got {text[:20]!r}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        value = float(text) if text.isascii() and len(text) <= 8 else -1.0
    except ValueError:
        value = -1.0
    if not 0.1 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"expected seconds from 0.1 to 3600, got {text[:20]!r}")
    return value


def _connections(lowest: int):
    def parse(text: str) -> int:
        if not (text.isascii() and text.isdigit()) or len(text) > 7 or int(text) < lowest:
            raise argparse.ArgumentTypeError(
                f"expected a number of connections from {lowest} to 9999999, got {text[:20]!r}"
            )
        return int(text)

    return parse


def _shown(path: Path, most: int = 200) -> str:
    """A path in a one-line error: its end kept when it is long (the name is what tells)."""
    text = " ".join(str(path).split())
    return text if len(text) <= most else "..." + text[3 - most :]


def _db(text: str) -> str:
    """--db: a URL; an empty one (an unset variable) is refused rather than read as the
    default, and an SQLite path that cannot be a database file is named (sqlite says only
    "unable to open database file")."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty URL; leave --db out for the default database")
    if text.startswith("sqlite:///"):
        path = Path(text[len("sqlite:///") :])
        if path.is_dir():
            raise argparse.ArgumentTypeError(f"{_shown(path)} is a folder, not a database file")
        if not path.parent.is_dir():
            raise argparse.ArgumentTypeError(f"there is no folder {_shown(path.parent)} for the database")
    return text


def _proxies(text: str) -> str:
    """--trust-proxy: IP addresses, each checked (a typo meant a proxy never believed)."""
    import ipaddress

    out = []
    for part in (a.strip() for a in text.split(",")):
        if not part:
            continue
        try:
            out.append(str(ipaddress.ip_address(part)))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{part[:40]!r} is not an IP address") from None
    if not out:  # an unset $PROXY in a script: say so rather than quietly trust none
        raise argparse.ArgumentTypeError("expected one or more IP addresses (leave it out to trust none)")
    return ",".join(out)


def _per_minute(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 9:
        raise argparse.ArgumentTypeError(f"expected a whole number of requests a minute, got {text!r}")
    return int(text)


def add_serve(sub) -> None:
    from .limits import Limits

    d = Limits()
    p = sub.add_parser(
        "serve",
        help="run a shared daily leaderboard server (needs quiver-game[server])",
        description="Serve the daily leaderboard: a JSON API under /api/v1 and "
        "today's board as a web page at /. See docs/server.md.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0 picks a free one)"
    )
    p.add_argument(
        "--db",
        metavar="URL",
        type=_db,
        help="sqlite:///PATH or postgresql://USER@HOST/DB "
        "(default: leaderboard.sqlite3 in the user data folder)",
    )
    p.add_argument(
        "--trust-proxy",
        metavar="IPS",
        type=_proxies,
        help="comma-separated proxy addresses whose X-Forwarded-For is believed (default: none)",
    )
    for flag, default, what in (
        ("--limit-address", d.per_address, "requests a minute from one address"),
        ("--limit-token", d.per_token, "run submissions a minute per player"),
        ("--limit-register", d.registrations, "new players a minute from one address"),
    ):
        p.add_argument(
            flag, type=_per_minute, default=default, metavar="N", help=f"{what} (default {default}; 0: off)"
        )
    p.add_argument(
        "--workers",
        type=_workers,
        default=1,
        metavar="N",
        help="server processes sharing the port (default 1; POSIX); use PostgreSQL for more than one",
    )
    _add_door_options(p)
    p.set_defaults(func=run_serve)


def _add_door_options(p) -> None:
    p.add_argument(
        "--max-connections",
        type=_connections(16),
        default=10_000,
        metavar="N",
        help="open connections per process, all addresses, 16 or more (default 10000; at the "
        "cap the one idle longest is closed)",
    )
    p.add_argument(
        "--max-per-address",
        type=_connections(1),
        default=64,
        metavar="N",
        help="open connections from one address (default 64; trusted proxies have no cap)",
    )
    p.add_argument(
        "--request-timeout",
        type=_seconds,
        default=10.0,
        metavar="S",
        help="seconds for a request's line, headers and body to arrive (default 10)",
    )


def listen_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket, made with IPPROTO_TCP so asyncio sets TCP_NODELAY on the
    connections it accepts (protocol 0 left every keep-alive answer ~40 ms late)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as e:
        sock.close()
        raise ValueError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    sock.listen(4096)  # listen before saying so: a client may connect at once
    return sock


def _raise_descriptor_limit() -> int:
    """The soft limit on open files raised to the hard one; returns it."""
    try:
        import resource
    except ImportError:  # Windows
        return 8192
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        want = 65536 if hard == resource.RLIM_INFINITY else hard
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
        except (ValueError, OSError):
            pass
    return int(soft)


SERVER_DOCS = "https://github.com/quiver-game/quiver/blob/main/docs/server.md"


def missing_server_line(missing: str | None) -> str:
    """Why `quiver serve` cannot run without its libraries, and what to do: from pip,
    install the extra; in the one-folder download (PyInstaller sets sys.frozen), where
    pip cannot add anything, say that the download has no server and where it is."""
    if getattr(sys, "frozen", False):
        return (
            "the download does not include the leaderboard server: install the Python package "
            f"where it should run (pip install 'quiver-game[server]'), see {SERVER_DOCS}"
        )
    return f"the server needs its extra ({missing} is missing): pip install 'quiver-game[server]'"


def server_clock(rate_text: str | None):
    """The server's wall clock (the nonces' ages): time.time, or with a test's clock rate
    (TEST_CLOCK_RATE) one that runs that many times faster from now on, so that a run's
    time the server allows grows faster than real time. ValueError (one line) for a
    rate that is not a number from 1 to 1000."""
    if not rate_text:
        return time.time
    try:
        rate = float(rate_text) if rate_text.isascii() and len(rate_text) <= 8 else 0.0
    except ValueError:
        rate = 0.0
    if not 1 <= rate <= 1000:
        raise ValueError(f"{TEST_CLOCK_RATE} must be a number from 1 to 1000, got {rate_text[:20]!r}")
    start = time.time()
    return lambda: start + (time.time() - start) * rate


def run_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn  # noqa: F401

        from .store import Store, StoreError
    except ImportError as e:
        raise ValueError(missing_server_line(e.name)) from None
    url = args.db or default_db_url()
    workers = getattr(args, "workers", 1)
    if workers > 1 and not hasattr(os, "fork"):
        raise ValueError("--workers needs a POSIX system; run one `quiver serve` per port instead")
    args.clock = server_clock(os.environ.get(TEST_CLOCK_RATE))  # one for every process
    try:
        store = Store(url)
        store.migrate()
    except StoreError as e:
        raise ValueError(str(e)) from None
    except ModuleNotFoundError as e:  # PostgreSQL's driver is an extra of its own
        raise ValueError(
            f"PostgreSQL needs its driver ({e.name} is missing): pip install 'quiver-game[postgres]'"
        ) from None
    store.close()  # each serving process opens its own connections
    sock = listen_socket(args.host, args.port)
    host, port = sock.getsockname()[:2]
    where = url if url.startswith("sqlite") else url.split("@")[-1]  # no password in logs
    shown = host if sock.family == socket.AF_INET else f"[{host}]"
    extra = f", {workers} processes" if workers > 1 else ""
    print(f"quiver: serving the leaderboard on http://{shown}:{port} (database {where}{extra})", flush=True)
    if workers > 1 and url.startswith("sqlite"):
        print(
            "quiver: warning: several processes on SQLite take turns writing the one file (rate "
            "limits included); PostgreSQL is the database for --workers",
            file=sys.stderr,
            flush=True,
        )
    if args.clock is not time.time:
        print(
            f"quiver: warning: {TEST_CLOCK_RATE}: the server's clock runs "
            f"{os.environ[TEST_CLOCK_RATE]} times real time (for tests only)",
            file=sys.stderr,
            flush=True,
        )
    if workers <= 1:
        return _serve_one(args, sock, url)
    return _supervise(args, sock, url, workers)


def _serve_one(args: argparse.Namespace, sock: socket.socket, url: str) -> int:
    import uvicorn

    from .app import create_app
    from .frontdoor import Door, DoorLimits, guarded_protocol
    from .limits import Limits
    from .oplog import throttle_server_logs
    from .store import Store

    throttle_server_logs()
    files = _raise_descriptor_limit()
    limits = DoorLimits(
        max_connections=max(16, min(args.max_connections, files - 64)),
        per_address=args.max_per_address,
        request_timeout=args.request_timeout,
    )
    trusted = frozenset(a.strip() for a in (args.trust_proxy or "").split(",") if a.strip())
    door = Door(limits, trusted)
    store = Store(url)
    shared = store.dialect == "postgresql" or getattr(args, "workers", 1) > 1
    app = create_app(
        store,
        Limits(args.limit_address, args.limit_token, args.limit_register),
        shared_limits=shared,
        clock=getattr(args, "clock", time.time),
    )
    config = uvicorn.Config(
        app,
        http=guarded_protocol(door),
        log_level="warning",
        access_log=False,
        backlog=4096,
        timeout_keep_alive=limits.keep_alive,
        proxy_headers=bool(args.trust_proxy),
        forwarded_allow_ips=args.trust_proxy or None,
    )
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        store.close()
    return 0


def _supervise(args: argparse.Namespace, sock: socket.socket, url: str, workers: int) -> int:
    """`workers` forked processes serving one socket; one that dies is replaced (after a
    second, so a broken database does not spin); SIGTERM or SIGINT stops them all."""
    children: set[int] = set()
    stopping = False

    def spawn() -> None:
        pid = os.fork()
        if pid == 0:  # the worker
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            code = 1
            try:
                code = _serve_one(args, sock, url)
            finally:
                os._exit(code)
        children.add(pid)

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True
        for pid in list(children):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for _ in range(workers):
        spawn()
    while children:
        try:
            pid, _status = os.wait()
        except ChildProcessError:
            break
        children.discard(pid)
        if not stopping:
            print(
                f"quiver: warning: server process {pid} ended; starting another", file=sys.stderr, flush=True
            )
            time.sleep(1.0)
            if not stopping:
                spawn()
    sock.close()
    return 0
