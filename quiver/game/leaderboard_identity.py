"""Who this game is on each leaderboard server: its player id and token, registered on
first use and the token swapped for a new one once older than ROTATE_DAYS.

Apart from the client (quiver.game.leaderboard), which queues runs and fetches boards,
because it is the one part that makes and changes credentials: at most two registrations
a round (then the round stops: :class:`Later`), a token the server no longer knows
forgotten and registered again. Runs on the client's background thread; the ids live in
``leaderboard-identity.json`` (:class:`~quiver.game.leaderboard_files.Identities`).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from typing import Any

from quiver.game.leaderboard_files import Identities, valid_ident
from quiver.game.leaderboard_wire import BadAnswer, Json, Refused

ROTATE_DAYS = 30  # a token older than this is swapped for a new one


class Later(Exception):
    """This round stops here; the next one, after the backoff, tries again."""


class Registrar:
    """`call(server, method, path, body, token)`: the client's request (tests replace it)."""

    def __init__(self, ids: Identities, lock: threading.Lock, call: Callable[..., Json]) -> None:
        self.ids, self._lock, self._call = ids, lock, call
        self.count = 0  # this round's registrations (at most two: then back off)

    def register(self, server: str, name: str) -> dict[str, Any]:
        if self.count >= 2:  # at most twice a round: then back off
            raise Later("registered twice this round")
        self.count += 1
        name = name or f"Player {os.urandom(2).hex()}"
        try:
            got = self._call(server, "POST", "/api/v1/players", {"name": name})
        except Refused as e:
            if e.code != "bad_name" or not e.quiver:
                raise
            # this server's name rules differ from ours: join under a plain name instead
            got = self._call(server, "POST", "/api/v1/players", {"name": f"Player {os.urandom(2).hex()}"})
        ident = {"id": got.get("id"), "token": got.get("token"), "name": got.get("name"), "at": time.time()}
        if not valid_ident(ident):
            raise BadAnswer("the new player's id or token is not short text")
        with self._lock:
            self.ids.put(server, ident)
        return ident

    def identity(self, server: str, name: str) -> dict[str, Any]:
        """Our id and token on `server` (`name`: the player's, for a registration)."""
        with self._lock:
            ident = self.ids.get(server)
        if ident is None:
            return self.register(server, name)
        at = ident.get("at")
        if isinstance(at, (int, float)) and time.time() - at < ROTATE_DAYS * 86400:
            return ident
        try:  # an old token (or one from before rotation existed): swap it for a new one
            got = self._call(server, "POST", f"/api/v1/players/{ident['id']}/token", {}, ident["token"])
            if isinstance(got.get("token"), str) and len(got["token"]) <= 200:
                ident = dict(ident, token=got["token"])
        except Refused as e:
            if e.quiver and e.status == 401:
                self.forget(server)
                return self.register(server, name)
        ident["at"] = time.time()  # rotated, or a server without rotation: ask again later
        with self._lock:
            self.ids.put(server, ident)
        return ident

    def forget(self, server: str) -> None:
        with self._lock:
            self.ids.put(server, None)
