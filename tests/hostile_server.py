"""A fake, scripted HTTP server on 127.0.0.1 for the leaderboard client's tests (issue 27):
it answers whatever a test tells it to, including things no real server would send
(a JSON list, a 60,000-character refusal, a proxy's HTML 404, a redirect, a broken status
line, an answer that never finishes), and records every request it got.

    with HostileServer(lambda req: Reply(200, {"ok": True})) as srv:
        client.configure(srv.url)
        ...
        srv.requests  # [Request(method, path, headers, body), ...]

A handler returns a :class:`Reply`; ``raw`` bytes are written as they are, with no HTTP
framing. Threaded, bounded (the test's own requests only), loopback only.
"""

from __future__ import annotations

import json
import socket
import socketserver
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body or b"null")


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # a JSON value (dumped), bytes or str (sent as they are)
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds before answering
    raw: bytes | None = None  # written instead of an HTTP answer

    def encode(self) -> bytes:
        if self.raw is not None:
            return self.raw
        if isinstance(self.body, bytes):
            data, kind = self.body, "application/octet-stream"
        elif isinstance(self.body, str):
            data, kind = self.body.encode("utf-8"), "text/html; charset=utf-8"
        else:
            data, kind = json.dumps(self.body).encode("utf-8"), "application/json"
        head = {"Content-Type": kind, "Content-Length": str(len(data)), "Connection": "close"}
        head.update(self.headers)
        lines = [f"HTTP/1.1 {self.status} X"] + [f"{k}: {v}" for k, v in head.items()]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + data


def quiver_error(status: int, code: str, message: str = "refused") -> Reply:
    """A refusal as the real server words it."""
    return Reply(status, {"error": {"code": code, "message": message}})


HEALTH = Reply(200, {"ok": True, "service": "quiver-leaderboard", "schema": 1, "generator": 5})


class HostileServer:
    def __init__(self, handler: Callable[[Request], Reply]) -> None:
        self.handler = handler
        self.requests: list[Request] = []
        outer = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                self.connection.settimeout(10)
                try:
                    line = self.rfile.readline(65536).decode("latin-1").strip()
                    if not line:
                        return
                    method, path, _ = (line.split(" ") + ["", ""])[:3]
                    headers: dict[str, str] = {}
                    while True:
                        h = self.rfile.readline(65536).decode("latin-1").strip()
                        if not h:
                            break
                        k, _, v = h.partition(":")
                        headers[k.strip().lower()] = v.strip()
                    body = self.rfile.read(int(headers.get("content-length", "0") or 0))
                    req = Request(method, path, headers, body)
                    outer.requests.append(req)
                    reply = outer.handler(req)
                    if reply.delay:
                        time.sleep(reply.delay)
                    self.wfile.write(reply.encode())
                    self.wfile.flush()
                except OSError:
                    pass

        class Server(socketserver.ThreadingTCPServer):
            daemon_threads = True
            allow_reuse_address = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def paths(self, method: str | None = None) -> list[str]:
        return [r.path for r in self.requests if method is None or r.method == method]

    def __enter__(self) -> HostileServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
