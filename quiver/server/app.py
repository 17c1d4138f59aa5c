"""The leaderboard's HTTP application (Starlette), JSON under ``/api/v1``.

    GET  /api/v1/health                      {"ok", "service", "schema", "generator"}
    POST /api/v1/players   {"name"}          201 {"id", "token", "name"}
    POST /api/v1/runs      {"player", "date", "code", "moves": [[arrow, ms(, head)], ...], "hints", "hinted"}
                           Authorization: Bearer TOKEN      201 {"rank", "mistakes", "time_ms", "runs",
                                                             "score", "best_combo", "score_rank"}
    GET  /api/v1/leaderboard/{date}?mode=2d&limit=10&rank=mistakes|score  [Authorization]
                           {"entries", "you", "rank", ...}
    (rank=mistakes: fewest mistakes, then fastest; rank=score: the highest combo score,
    which the server recomputes from the replayed run: docs/scoring.md)
    GET  /                  today's leaderboard as HTML;  GET /day/{date} another day's

Every refusal is ``{"error": {"code", "message"}}`` with its HTTP status (rules.Rejected).
Blocking work (the database, the replay) runs in the thread pool, so the event loop
keeps answering.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import time
from collections.abc import Callable
from dataclasses import asdict

from sqlalchemy.exc import SQLAlchemyError
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

from quiver.engine.modes import Mode
from quiver.game.code import current_generator
from quiver.game.daily import daily_code, today_utc
from quiver.game.leaderboard_wire import SERVICE

from .limits import Limits, RateLimiter, SharedLimiter
from .oplog import ThrottledLog, one_line
from .page import leaderboard_page
from .rules import MODES_RANKED, Rejected, clean_name, name_tags, parse_day, verify_run
from .store import Store

__all__ = ["MAX_BODY", "create_app"]

MAX_BODY = 64 * 1024  # bytes: a full run of MAX_MOVES moves fits with room to spare
MAX_LIMIT = 100  # leaderboard rows per request


RETRY_AFTER_S = 5  # what a 503 asks the client to wait (the database is busy or away)
UNAVAILABLE = Rejected(503, "unavailable", "the leaderboard's database is busy or away; try again shortly")
INTERNAL = Rejected(500, "internal", "the server failed on this request; it has been logged")
log = logging.getLogger("quiver.server")


def _error(e: Rejected) -> JSONResponse:
    wait = {429: "60", 503: str(RETRY_AFTER_S)}.get(e.status)
    headers = {"Retry-After": wait} if wait else None
    return JSONResponse({"error": {"code": e.code, "message": e.message}}, e.status, headers=headers)


def number(text: str, lo: int, hi: int, code: str, what: str) -> int:
    """A whole number in ASCII digits from `lo` to `hi` (no signs, spaces, other digits
    such as '²' or '٣', and no 5,000-digit strings), or Rejected(422)."""
    if not (0 < len(text) <= len(str(hi)) and text.isascii() and text.isdigit()) or not lo <= int(text) <= hi:
        raise Rejected(422, code, f"{what} must be a whole number from {lo} to {hi}")
    return int(text)


async def _body(request: Request) -> dict:
    """The JSON object in the body, at most MAX_BODY bytes (checked while reading)."""
    length = request.headers.get("content-length")
    if length is not None and (
        not (length.isascii() and length.isdigit()) or len(length) > 12 or int(length) > MAX_BODY
    ):
        raise Rejected(413, "too_large", f"the request body is over {MAX_BODY} bytes")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            raise Rejected(413, "too_large", f"the request body is over {MAX_BODY} bytes")
    try:
        obj = json.loads(bytes(data))
    except (ValueError, RecursionError):
        raise Rejected(400, "bad_json", "the body is not valid JSON") from None
    if not isinstance(obj, dict):
        raise Rejected(400, "bad_json", "the body must be a JSON object")
    return obj


def _bearer(request: Request) -> str | None:
    value = request.headers.get("authorization")
    if value is None:
        return None
    scheme, _, token = value.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Rejected(401, "bad_token", "use the header Authorization: Bearer TOKEN")
    return token.strip()


def create_app(
    store: Store,
    limits: Limits = Limits(),
    today: Callable[[], _dt.date] = today_utc,
    shared_limits: bool = False,
    clock: Callable[[], float] = time.time,
) -> Starlette:
    """The application over an already migrated `store`. shared_limits: the rate limits
    live in the database, shared by every server process on it (else in this process).
    clock: the server's wall clock (nonces)."""

    def limiter(name: str, per_minute: int) -> RateLimiter | SharedLimiter:
        return SharedLimiter(store.engine, name, per_minute) if shared_limits else RateLimiter(per_minute)

    by_address = limiter("address", limits.per_address)
    by_token = limiter("token", limits.per_token)
    registrations = limiter("register", limits.registrations)
    errors = ThrottledLog(log)

    def address(request: Request) -> str:
        return request.client.host if request.client else "?"

    def guarded(handler):
        """Per-address limit and one error format around a handler."""

        async def endpoint(request: Request):
            try:
                if not await run_in_threadpool(by_address.allow, address(request)):
                    raise Rejected(429, "rate_limited", "too many requests from this address; wait a minute")
                return await handler(request)
            except Rejected as e:
                return _error(e)
            except SQLAlchemyError as e:  # timed out, locked, or the database is away
                errors.error(f"db:{type(e).__name__}", f"database: {one_line(e)}")
                return _error(UNAVAILABLE)
            except Exception as e:  # a bug: one line per kind a minute, the JSON error body
                errors.error(f"bug:{type(e).__name__}", f"unexpected {one_line(e)}")
                return _error(INTERNAL)

        return endpoint

    async def health(request: Request):
        version = await run_in_threadpool(store.schema_version)
        return JSONResponse(
            {"ok": True, "service": SERVICE, "schema": version, "generator": current_generator()}
        )

    async def register(request: Request):
        body = await _body(request)
        name = clean_name(body.get("name"))
        if not await run_in_threadpool(registrations.allow, address(request)):
            raise Rejected(429, "rate_limited", "too many new players from this address; wait a minute")
        player, token = await run_in_threadpool(store.register, name)
        return JSONResponse({"id": player, "token": token, "name": name}, 201)

    def _player(token: str | None, what: str) -> str:
        if token is None:
            raise Rejected(401, "bad_token", f"{what} needs the header Authorization: Bearer TOKEN")
        player = store.authenticate(token)
        if not by_token.allow(player):
            raise Rejected(429, "rate_limited", "too many requests with this token; wait a minute")
        return player

    def _submit(token: str | None, body: dict) -> dict:
        player = _player(token, "a run")
        if body.get("player") != player:
            raise Rejected(403, "wrong_player", "the token does not belong to that player")
        nonce = body.get("nonce")
        if nonce is not None and not (isinstance(nonce, str) and 0 < len(nonce) <= 64):
            raise Rejected(422, "bad_nonce", "the nonce must be the text the server gave")
        moves, hints = body.get("moves"), body.get("hints", 0)
        run = verify_run(body.get("date"), body.get("code"), moves, hints, today(), body.get("hinted"))
        store.add_run(player, run, nonce, clock())
        mine = store.rank_of(player, run.day.isoformat(), run.mode)
        assert mine is not None  # the run was just stored
        total = store.count_runs(run.day.isoformat(), run.mode)
        by_score = store.rank_of(player, run.day.isoformat(), run.mode, "score")
        assert by_score is not None
        return {
            "date": run.day.isoformat(),
            "mode": run.mode,
            "rank": mine.rank,
            "runs": total,
            "mistakes": run.mistakes,
            "time_ms": run.time_ms,
            "hints": run.hints,
            "score": run.score,
            "best_combo": run.best_combo,
            "score_rank": by_score.rank,
        }

    async def submit(request: Request):
        token = _bearer(request)
        body = await _body(request)
        return JSONResponse(await run_in_threadpool(_submit, token, body), 201)

    def _attempt(token: str | None, body: dict) -> dict:
        player = _player(token, "an attempt")
        day = parse_day(body.get("date"), today())
        mode = body.get("mode")
        if mode not in MODES_RANKED:
            raise Rejected(422, "bad_mode", f"mode must be one of {', '.join(MODES_RANKED)}")
        return {"nonce": store.issue_nonce(player, day.isoformat(), mode, clock())}

    async def attempt(request: Request):
        token = _bearer(request)
        body = await _body(request)
        return JSONResponse(await run_in_threadpool(_attempt, token, body), 201)

    def _own(request: Request) -> str:
        player = _player(_bearer(request), "changing a token")
        if request.path_params["player"] != player:
            raise Rejected(403, "wrong_player", "the token does not belong to that player")
        return player

    async def token(request: Request):
        """POST: a new token for the player (the old one stops working); DELETE: revoke."""
        player = await run_in_threadpool(_own, request)
        if request.method == "DELETE":
            await run_in_threadpool(store.revoke_token, player)
            return JSONResponse({"revoked": True})
        return JSONResponse({"token": await run_in_threadpool(store.rotate_token, player)}, 201)

    def _board(day_text: str, mode: str, limit: int, token: str | None, by: str = "mistakes") -> dict:
        day = parse_day(day_text, today(), max_age=None)  # any past day can be read
        if mode not in MODES_RANKED:
            raise Rejected(422, "bad_mode", f"mode must be one of {', '.join(MODES_RANKED)}")
        me = store.authenticate(token) if token is not None else None
        entries, total = store.leaderboard(day.isoformat(), mode, limit, by)
        mine = store.rank_of(me, day.isoformat(), mode, by) if me is not None else None
        return {
            "date": day.isoformat(),
            "mode": mode,
            "code": str(daily_code(day, mode)),
            "runs": total,
            "entries": entries,
            "you": mine,
            "rank": by,
        }

    async def leaderboard(request: Request):
        q = request.query_params
        limit = number(q.get("limit", "10"), 1, MAX_LIMIT, "bad_limit", "limit")
        data = await run_in_threadpool(
            _board,
            request.path_params["day"],
            q.get("mode", Mode.TWO_D),
            limit,
            _bearer(request),
            q.get("rank", "mistakes"),
        )
        tags = name_tags(data["entries"] + ([data["you"]] if data["you"] is not None else []))
        data["entries"] = [dict(asdict(e), tag=tags.get(e.player, "")) for e in data["entries"]]
        you = data["you"]
        data["you"] = dict(asdict(you), tag=tags.get(you.player, "")) if you is not None else None
        return JSONResponse(data)

    async def page(request: Request):
        day = request.path_params.get("day", today().isoformat())
        data = await run_in_threadpool(_board, day, Mode.TWO_D, 50, None)
        tags = name_tags(data["entries"])
        html = leaderboard_page(data["date"], data["code"], data["entries"], data["runs"], tags)
        return HTMLResponse(
            html,
            headers={
                "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
                "X-Content-Type-Options": "nosniff",
            },
        )

    async def not_found(request: Request, exc: Exception) -> JSONResponse:
        # Starlette types every handler as taking Exception; this one is mapped to
        # HTTPException only (the 404s and 405s of the routing)
        if not isinstance(exc, HTTPException):
            raise exc
        return JSONResponse(
            {
                "error": {
                    "code": "not_found" if exc.status_code == 404 else "bad_method",
                    "message": str(exc.detail),
                }
            },
            exc.status_code,
        )

    routes = [
        Route("/api/v1/health", guarded(health)),
        Route("/api/v1/players", guarded(register), methods=["POST"]),
        Route("/api/v1/runs", guarded(submit), methods=["POST"]),
        Route("/api/v1/attempts", guarded(attempt), methods=["POST"]),
        Route("/api/v1/players/{player}/token", guarded(token), methods=["POST", "DELETE"]),
        Route("/api/v1/leaderboard/{day}", guarded(leaderboard)),
        Route("/", guarded(page)),
        Route("/day/{day}", guarded(page)),
    ]
    return Starlette(routes=routes, exception_handlers={HTTPException: not_found})
