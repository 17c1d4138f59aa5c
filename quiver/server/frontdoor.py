"""The server's front door (issue 27, H3/M4): what happens to a connection before the
application sees a request.

* **A connection cap**, overall and per address, so idle connections cannot use up the
  process's descriptors and lock everyone out. A connection over its address's cap is
  accepted and closed at once (its descriptor freed); at the overall cap the connection
  that has been idle longest (no request under way) is closed to make room, and only
  when every connection is busy is the newcomer closed instead. Addresses of trusted
  proxies have no per-address cap (every client arrives through them).
* **A request deadline**: the request line, headers and body must all arrive within
  ``request_timeout`` seconds of the connection (or of the previous answer on a
  keep-alive connection), else the connection is closed; uvicorn's keep-alive timeout
  closes a connection idle after an answer.
* **TCP_NODELAY** on every accepted socket: without it a keep-alive answer waits about
  40 ms for the client's delayed ACK (Nagle).

uvicorn's h11 protocol, subclassed; the counts live in one :class:`Door` per process.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["Door", "DoorLimits", "Guarded", "guarded_protocol", "nodelay"]


@dataclass(frozen=True)
class DoorLimits:
    max_connections: int = 10_000  # open connections, all addresses together
    per_address: int = 64  # open connections from one address (not for trusted proxies)
    request_timeout: float = 10.0  # seconds for a request line, headers and body to arrive
    keep_alive: int = 5  # seconds an idle keep-alive connection stays open


@dataclass
class Door:
    limits: DoorLimits = DoorLimits()
    trusted: frozenset[str] = frozenset()  # proxy addresses: no per-address cap
    open: int = 0
    by_address: Counter[str] = field(default_factory=Counter)
    turned_away: int = 0
    timed_out: int = 0
    evicted: int = 0
    idle: dict[Any, None] = field(default_factory=dict)  # waiting for a request, oldest first

    def admit(self, address: str) -> bool:
        if address not in self.trusted and self.by_address[address] >= self.limits.per_address:
            self.turned_away += 1
            return False
        if self.open >= self.limits.max_connections:
            oldest = next(iter(self.idle), None)
            if oldest is None:
                self.turned_away += 1
                return False
            oldest.evict()  # releases its place now
            self.evicted += 1
        self.open += 1
        self.by_address[address] += 1
        return True

    def release(self, address: str) -> None:
        self.open -= 1
        self.by_address[address] -= 1
        if self.by_address[address] <= 0:
            del self.by_address[address]


def nodelay(sock: Any) -> None:
    """TCP_NODELAY on a TCP socket (anything else is left alone)."""
    if sock is not None and getattr(sock, "family", None) in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class Guarded(H11Protocol):
    """uvicorn's h11 protocol behind `door` (set by :func:`guarded_protocol`)."""

    door: Door
    _address = ""
    _admitted = False  # counted by the door
    _started = False  # uvicorn's side of the connection was made
    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        peer = transport.get_extra_info("peername")
        self._address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self.door.admit(self._address):
            transport.abort()  # frees the descriptor now; no answer is owed
            return
        self._admitted = self._started = True
        nodelay(transport.get_extra_info("socket"))
        super().connection_made(transport)
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._leave()
        self._disarm()
        if self._started:
            self._started = False
            super().connection_lost(exc)

    def _leave(self) -> None:
        self.door.idle.pop(self, None)
        if self._admitted:
            self._admitted = False
            self.door.release(self._address)

    def evict(self) -> None:
        """Closed to make room for a newcomer (this one was idle longest)."""
        self._leave()
        self.transport.abort()

    def data_received(self, data: bytes) -> None:
        self.door.idle.pop(self, None)  # a request is under way
        super().data_received(data)
        if self.conn.their_state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED):
            self._disarm()  # the whole request is in: the app may take its time

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()  # the next request on this connection has the same deadline

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.door.limits.request_timeout, self._too_slow)
        if self._admitted:
            self.door.idle[self] = None  # waiting for a request: the first to go at the cap

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.conn.their_state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED):
            return  # the request is in and being answered: not slow
        self.door.timed_out += 1
        self._unset_keepalive_if_required()
        self.transport.close()


def guarded_protocol(door: Door) -> type[asyncio.Protocol]:
    """uvicorn's h11 protocol behind `door` (one door per process)."""
    return type("Guarded", (Guarded,), {"door": door})
