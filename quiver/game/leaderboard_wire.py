"""The leaderboard client's side of the wire: one HTTP call, its answer read and refusals
sorted (issue 27: a server the game is pointed at is not trusted).

* :func:`call` sends one request with urllib and never follows a redirect (a 301 from
  http to https would turn a POST into a GET and could carry the token to another host):
  a redirect is a :class:`Refused` with status 3xx; the answer is read up to
  :data:`MAX_ANSWER` bytes and must be a JSON object.
* Every field of an answer is checked before the game uses it by
  :mod:`.leaderboard_answers` (:func:`cap`, :class:`BadAnswer` from here).
* :data:`QUIVER_REFUSALS` are the refusal codes of a Quiver server: only those (from a
  server that said it is Quiver on ``/api/v1/health``) make the game drop a queued run.

Standard library only.
"""

from __future__ import annotations

import datetime as _dt
import enum
import functools
import json
import re
import time
import urllib.parse
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from quiver.engine.rng import Rng

if TYPE_CHECKING:
    import urllib.error
    import urllib.request

__all__ = [
    "MAX_ANSWER",
    "MAX_TEXT",
    "OFFLINE",
    "OFFLINE_NONE",
    "QUIVER_REFUSALS",
    "SERVICE",
    "BadAnswer",
    "BoardState",
    "BoardStatus",
    "Refused",
    "backoff_s",
    "call",
    "cap",
    "clean_server_url",
    "clock_ahead_line",
    "is_quiver_health",
    "offline_line",
    "why_offline",
]

Json = dict[str, Any]  # a JSON object as sent or answered
SERVICE = "quiver-leaderboard"  # what a Quiver server says it is on /api/v1/health
MAX_ANSWER = 256 * 1024  # bytes read from one answer (a top 100 is about 15 KB)
MAX_TEXT = 160  # characters of a server's message shown
ANSWER_TIMEOUTS = 3  # a whole call ends by this many of its timeouts (a trickling answer)
RETRY_S = 5.0  # the first wait after a failed round; doubled each time after
RETRY_MAX_S = 900.0  # the longest wait (15 minutes)
# A run is dropped from the queue only for one of these (the run itself is refused and
# sending it again cannot change that), and only when the server is Quiver. Not among them:
# `future_date` (a clock ahead of the server's; the run counts once its day comes there) and
# `newer_generator` (it counts once the server is updated): such runs stay queued.
QUIVER_REFUSALS = frozenset(
    {
        "already_submitted",
        "bad_date",
        "old_date",
        "bad_code",
        "wrong_code",
        "bad_hints",
        "bad_moves",
        "too_fast",
        "illegal_move",
        "moves_after_end",
        "not_cleared",
        "bad_mode",
        "bad_nonce",
        "too_quick_for_nonce",
        "replayed_run",
    }
)


class BoardStatus(enum.StrEnum):
    LOADING = "loading"
    OK = "ok"
    OFFLINE = "offline"


@dataclass(frozen=True)
class BoardState:
    """What the Daily screen shows: LOADING, OK (data is the checked answer: runs,
    entries, you) or OFFLINE (message says why, in one calm line)."""

    status: BoardStatus
    data: dict[str, Any] | None = None
    message: str = ""

    @classmethod
    def loading(cls) -> BoardState:
        return cls(BoardStatus.LOADING)

    @classmethod
    def ok(cls, data: dict[str, Any]) -> BoardState:
        return cls(BoardStatus.OK, data)

    @classmethod
    def offline(cls, message: str) -> BoardState:
        return cls(BoardStatus.OFFLINE, message=message)


WAIT = "; your runs wait and go later."  # (said only while runs wait: `offline_line`)
NONE_WAIT = "; no run waits to be sent."
OFFLINE = f"The leaderboard server cannot be reached right now{WAIT}"


def offline_line(message: str, waiting: int) -> str:
    """An offline board's `message` as the Daily screen says it: that runs wait only while
    `waiting` runs do (s336: it said so with none waiting, or none ever played)."""
    if waiting or not message.endswith(WAIT):
        return message
    return message.removesuffix(WAIT) + NONE_WAIT


OFFLINE_NONE = offline_line(OFFLINE, 0)  # "...cannot be reached right now; no run waits to be sent."


def why_offline(e: Exception) -> str:
    """The Daily screen's one calm line for a refusal or an unreadable answer."""
    if isinstance(e, Refused) and 300 <= e.status < 400:
        where = f" ({e.location})" if e.location else ""
        return f"The leaderboard server sent the game elsewhere{where}: check the address in Settings."
    if isinstance(e, Refused) and e.quiver and e.code == "future_date":
        return clock_ahead_line(e.message)
    if isinstance(e, Refused) and e.quiver:
        return f"The leaderboard said: {e.message}"
    if isinstance(e, Refused):
        return f"The leaderboard server answered {e.message}{WAIT}"
    if isinstance(e, OtherDaily):
        return str(e)
    return f"The leaderboard server sent something the game cannot read: {e}."


# Every Quiver server's `future_date` names its own day: "2026-12-05 is after today (2026-12-04 UTC)".
_SERVER_DAY = re.compile(r"\((\d{4}-\d\d-\d\d) UTC\)")


def clock_ahead_line(message: str) -> str:
    """The line for a board refused as `future_date`: the server is there and well, the
    player's clock is ahead of its day (its day named when its message says it)."""
    found = _SERVER_DAY.search(message)
    day = _real_day(found.group(1)) if found else ""
    its = f" (its day is {day})" if day else ""
    return f"Your clock is ahead of the leaderboard's{its}: check the computer's date."


def _real_day(text: str) -> str:
    """`text` if it is a calendar day ("2026-13-45" is not: then "")."""
    try:
        return _dt.date.fromisoformat(text).isoformat()
    except ValueError:
        return ""


class BadAnswer(ValueError):
    """The server's answer is not what a Quiver server sends (the message says what)."""


class OtherDaily(BadAnswer):
    """The server's daily is another puzzle than this game's (another generator version):
    its board would rank players of a different puzzle, so the game does not show it."""


class Refused(Exception):
    """An HTTP status other than 2xx: `code` and `message` from a Quiver-shaped error body
    (`quiver` True), else the status's reason (`quiver` False). `location` for a redirect."""

    def __init__(self, status: int, code: str, message: str, quiver: bool, location: str = "") -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.quiver = status, code, message, quiver
        self.location = location


def cap(text: object, n: int = MAX_TEXT) -> str:
    """`text` as one line of at most `n` characters (an ellipsis when cut), printable
    ones only: a server's NUL or control character is no text a font can draw."""
    line = " ".join("".join(c if c.isprintable() else " " for c in str(text)[: n * 4]).split())
    return line if len(line) <= n else line[: n - 1] + "\u2026"


@functools.cache
def _opener() -> urllib.request.OpenerDirector:
    """urllib's opener that follows no redirect. The HTTP client (http.client loads ssl)
    is imported on the first call, so a game with no server set never loads it (issue 26:
    start-up imports only what the menu draws with)."""
    import urllib.request

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
            return None  # urllib then raises HTTPError with the 3xx

    return urllib.request.build_opener(NoRedirect())


def _json(raw: bytes) -> Any:
    if len(raw) > MAX_ANSWER:
        raise BadAnswer(f"the answer is over {MAX_ANSWER // 1024} KB")
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise BadAnswer("the answer is not JSON") from None


def call(
    url: str, method: str, body: Json | None = None, token: str | None = None, timeout: float = 5.0
) -> Json:
    """One request; the answer's JSON object, or Refused / BadAnswer / OSError."""
    import http.client
    import urllib.error
    import urllib.parse
    import urllib.request

    data = None if body is None else json.dumps(body).encode("utf-8")
    req = urllib.request.Request(_ascii_host(url), data=data, method=method)
    req.add_header("Accept", "application/json")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    by = _now() + ANSWER_TIMEOUTS * timeout
    try:
        with _opener().open(req, timeout=timeout) as resp:
            answer = _json(_read_by(resp, by, urllib.parse.urlsplit(url).netloc))
    except urllib.error.HTTPError as e:
        raise _refused(e) from None
    except urllib.error.URLError as e:  # its text was "<urlopen error [Errno 111] ...>"
        why = getattr(e.reason, "strerror", None) or str(e.reason)
        raise OSError(f"cannot reach {urllib.parse.urlsplit(url).netloc} ({why})") from None
    except (http.client.HTTPException, ValueError) as e:  # a broken status line, a bad header
        if isinstance(e, BadAnswer):
            raise
        raise BadAnswer(f"the answer is not HTTP ({type(e).__name__})") from None
    if not isinstance(answer, dict):
        raise BadAnswer("the answer is not a JSON object")
    return answer


_now = time.monotonic  # (a test's clock stands in)


def _ascii_host(url: str) -> str:
    """`url` with its host name in IDNA's ASCII form (s328: urllib sent `http://😀` as it
    is, http.client could not write its Host header, and the board said "the answer is not
    HTTP (UnicodeEncodeError)" of a server never asked); OSError for a name with none."""
    parts = urllib.parse.urlsplit(url)
    host = parts.hostname or ""
    if host.isascii():
        return url
    try:
        name = host.encode("idna").decode("ascii")
    except UnicodeError:
        raise OSError(f"cannot reach {parts.netloc} (not a host name)") from None
    user, at, _ = parts.netloc.rpartition("@")
    port = "" if parts.port is None else f":{parts.port}"
    return parts._replace(netloc=f"{user}{at}{name}{port}").geturl()


def _read_by(resp: Any, by: float, where: str) -> bytes:
    """The answer's body, up to MAX_ANSWER + 1 bytes, read by the monotonic time `by`:
    the socket's timeout is per read, so a server sending a byte every few seconds held
    the sending thread for days (its runs "sending..." and the board "asking" for good)."""
    parts: list[bytes] = []
    got = 0
    while got <= MAX_ANSWER:
        if _now() > by:
            raise TimeoutError(f"{where} answered too slowly")
        part = resp.read1(MAX_ANSWER + 1 - got)
        if not part:
            break
        parts.append(part)
        got += len(part)
    return b"".join(parts)


def _refused(e: urllib.error.HTTPError) -> Refused:
    import http.client

    status = int(e.code)
    location = cap(e.headers.get("Location", ""), 200) if 300 <= status < 400 else ""
    try:
        err = _json(e.read(MAX_ANSWER + 1)).get("error")
    except (BadAnswer, AttributeError, OSError, http.client.HTTPException):
        err = None
    if isinstance(err, dict) and isinstance(err.get("code"), str) and isinstance(err.get("message"), str):
        return Refused(status, cap(err["code"], 40), cap(err["message"]), True, location)
    reason = f"HTTP {status}" + (f" (moved to {location})" if location else "")
    return Refused(status, "http", reason, False, location)


def clean_server_url(text: object) -> str:
    """'' (off) or an http(s) URL without a trailing slash; anything else is ''."""
    if not isinstance(text, str):
        return ""
    url = text.strip()
    if not url:
        return ""
    if "://" not in url:
        url = "http://" + url
    try:
        parts = urllib.parse.urlsplit(url)
        _ = parts.port  # raises on a bad port
        _ = (parts.hostname or "").encode("idna")  # raises on a name no DNS has (a 64-letter label)
    except ValueError:  # (UnicodeError is one)
        return ""
    if (
        parts.scheme not in ("http", "https")
        or not parts.hostname
        or parts.query
        or parts.fragment
        or len(url) > 200
        or any(c.isspace() for c in url)
        or not url.isprintable()  # a NUL from a hand-edited file: no text box can draw it
    ):
        return ""
    return url.rstrip("/")


def backoff_s(failures: int, rng: Rng) -> float:
    """The wait after `failures` failed rounds in a row: RETRY_S doubled each time up to
    RETRY_MAX_S, a random half to all of it (so many games do not retry in step)."""
    top = min(RETRY_MAX_S, RETRY_S * 2 ** min(max(failures - 1, 0), 20))
    return float(top * (0.5 + 0.5 * rng.random()))


def is_quiver_health(data: dict[str, Any]) -> bool:
    return data.get("ok") is True and data.get("service") == SERVICE
