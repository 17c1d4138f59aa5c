"""The leaderboard's HTTP application (Starlette), JSON under ``/api/v1``.

    GET  /api/v1/health                      {"ok", "schema", "generator"}
    POST /api/v1/players   {"name"}          201 {"id", "token", "name"}
    POST /api/v1/runs      {"player", "date", "code", "moves": [[arrow, ms], ...], "hints"}
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
from collections.abc import Callable
from dataclasses import asdict

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

from quiver.engine.modes import Mode
from quiver.game.code import current_generator
from quiver.game.daily import daily_code, today_utc

from .limits import Limits, RateLimiter
from .page import leaderboard_page
from .rules import MODES_RANKED, Rejected, clean_name, parse_day, verify_run
from .store import Store

__all__ = ["MAX_BODY", "create_app"]

MAX_BODY = 64 * 1024  # bytes: a full run of MAX_MOVES moves fits with room to spare
MAX_LIMIT = 100  # leaderboard rows per request


def _error(e: Rejected) -> JSONResponse:
    headers = {"Retry-After": "60"} if e.status == 429 else None
    return JSONResponse({"error": {"code": e.code, "message": e.message}}, e.status, headers=headers)


async def _body(request: Request) -> dict:
    """The JSON object in the body, at most MAX_BODY bytes (checked while reading)."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
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
    store: Store, limits: Limits = Limits(), today: Callable[[], _dt.date] = today_utc
) -> Starlette:
    """The application over an already migrated `store`."""
    by_address = RateLimiter(limits.per_address)
    by_token = RateLimiter(limits.per_token)
    registrations = RateLimiter(limits.registrations)

    def address(request: Request) -> str:
        return request.client.host if request.client else "?"

    def guarded(handler):
        """Per-address limit and one error format around a handler."""

        async def endpoint(request: Request):
            try:
                if not by_address.allow(address(request)):
                    raise Rejected(429, "rate_limited", "too many requests from this address; wait a minute")
                return await handler(request)
            except Rejected as e:
                return _error(e)

        return endpoint

    async def health(request: Request):
        version = await run_in_threadpool(store.schema_version)
        return JSONResponse({"ok": True, "schema": version, "generator": current_generator()})

    async def register(request: Request):
        body = await _body(request)
        name = clean_name(body.get("name"))
        if not registrations.allow(address(request)):
            raise Rejected(429, "rate_limited", "too many new players from this address; wait a minute")
        player, token = await run_in_threadpool(store.register, name)
        return JSONResponse({"id": player, "token": token, "name": name}, 201)

    def _submit(token: str | None, body: dict) -> dict:
        if token is None:
            raise Rejected(401, "bad_token", "a run needs the header Authorization: Bearer TOKEN")
        player = store.authenticate(token)
        if body.get("player") != player:
            raise Rejected(403, "wrong_player", "the token does not belong to that player")
        if not by_token.allow(token):
            raise Rejected(429, "rate_limited", "too many runs with this token; wait a minute")
        run = verify_run(body.get("date"), body.get("code"), body.get("moves"), body.get("hints", 0), today())
        store.add_run(player, run)
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
        limit_text = q.get("limit", "10")
        if not limit_text.isdigit() or not 1 <= int(limit_text) <= MAX_LIMIT:
            raise Rejected(422, "bad_limit", f"limit must be from 1 to {MAX_LIMIT}")
        data = await run_in_threadpool(
            _board,
            request.path_params["day"],
            q.get("mode", Mode.TWO_D),
            int(limit_text),
            _bearer(request),
            q.get("rank", "mistakes"),
        )
        data["entries"] = [asdict(e) for e in data["entries"]]
        data["you"] = asdict(data["you"]) if data["you"] is not None else None
        return JSONResponse(data)

    async def page(request: Request):
        day = request.path_params.get("day", today().isoformat())
        data = await run_in_threadpool(_board, day, Mode.TWO_D, 50, None)
        html = leaderboard_page(data["date"], data["code"], data["entries"], data["runs"])
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
        Route("/api/v1/leaderboard/{day}", guarded(leaderboard)),
        Route("/", guarded(page)),
        Route("/day/{day}", guarded(page)),
    ]
    return Starlette(routes=routes, exception_handlers={HTTPException: not_found})
