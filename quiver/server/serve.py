"""``quiver serve``: run the leaderboard server (uvicorn) on one address.

    quiver serve [--host 127.0.0.1] [--port 8765] [--db URL] [--trust-proxy IPS]
                 [--limit-address N] [--limit-token N] [--limit-register N]

With no ``--db`` the data lives in ``leaderboard.sqlite3`` in the user data folder. The
first line on stdout names the address actually bound (``--port 0`` picks a free port),
so scripts and tests can read it. Only this module is imported by the game's CLI; the
web and database libraries load when the command runs.
"""

from __future__ import annotations

import argparse
import socket

__all__ = ["add_serve", "default_db_url", "run_serve"]

DEFAULT_PORT = 8765


def default_db_url() -> str:
    from quiver.game.storage import user_home

    home = user_home()
    home.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{home / 'leaderboard.sqlite3'}"


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {text!r}")
    return int(text)


def _per_minute(text: str) -> int:
    if not text.isdigit():
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
        help="sqlite:///PATH or postgresql://USER@HOST/DB "
        "(default: leaderboard.sqlite3 in the user data folder)",
    )
    p.add_argument(
        "--trust-proxy",
        metavar="IPS",
        help="comma-separated proxy addresses whose X-Forwarded-For is believed (default: none)",
    )
    p.add_argument(
        "--limit-address",
        type=_per_minute,
        default=d.per_address,
        metavar="N",
        help=f"requests a minute from one address (default {d.per_address}; 0: off)",
    )
    p.add_argument(
        "--limit-token",
        type=_per_minute,
        default=d.per_token,
        metavar="N",
        help=f"run submissions a minute per player (default {d.per_token}; 0: off)",
    )
    p.add_argument(
        "--limit-register",
        type=_per_minute,
        default=d.registrations,
        metavar="N",
        help=f"new players a minute from one address (default {d.registrations}; 0: off)",
    )
    p.set_defaults(func=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .app import create_app
        from .limits import Limits
        from .store import Store, StoreError
    except ImportError as e:
        raise ValueError(
            f"the server needs its extra ({e.name} is missing): pip install 'quiver-game[server]'"
        ) from None
    url = args.db or default_db_url()
    try:
        store = Store(url)
        store.migrate()
    except StoreError as e:
        raise ValueError(str(e)) from None
    except ModuleNotFoundError as e:  # PostgreSQL's driver is an extra of its own
        raise ValueError(
            f"PostgreSQL needs its driver ({e.name} is missing): pip install 'quiver-game[postgres]'"
        ) from None
    app = create_app(store, Limits(args.limit_address, args.limit_token, args.limit_register))
    family = socket.AF_INET6 if ":" in args.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((args.host, args.port))
    except OSError as e:
        sock.close()
        raise ValueError(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}") from None
    sock.listen(2048)  # listen before saying so: a client may connect at once
    host, port = sock.getsockname()[:2]
    where = url if url.startswith("sqlite") else url.split("@")[-1]  # no password in logs
    shown = host if family == socket.AF_INET else f"[{host}]"
    print(
        f"quiver: serving the leaderboard on http://{shown}:{port} (database {where})",
        flush=True,
    )
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        backlog=2048,
        proxy_headers=bool(args.trust_proxy),
        forwarded_allow_ips=args.trust_proxy or None,
    )
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        store.close()
    return 0
