"""The leaderboard's answers checked before the game uses them (issue 27: a server the
game is pointed at is not trusted): a day's board (:func:`check_board`, the Daily
screen's) and a counted run's rank (:func:`check_result`, the win card's). Every field
is checked for type, range and length and its text capped; anything else raises
:class:`~quiver.game.leaderboard_wire.BadAnswer`, and a board of another daily than
this game's :class:`~quiver.game.leaderboard_wire.OtherDaily` (one calm line on screen).

Apart from quiver.game.leaderboard_wire, which makes the HTTP call and reads its JSON,
because this is what a Quiver server's answers must hold, field by field: the protocol's
shape, where the wire is its transport. Standard library only.
"""

from __future__ import annotations

from typing import Any

from quiver.engine.modes import is_int
from quiver.game.leaderboard_wire import BadAnswer, OtherDaily, cap

__all__ = ["MAX_NAME_SHOWN", "check_board", "check_result", "other_daily_line"]

MAX_NAME_SHOWN = 40  # characters of a player's name shown (the server allows 24)
MAX_ENTRIES = 100
_BIG = 1 << 53
MAX_HINTS_SHOWN = 10_000  # the server's own bound (server/rules.py MAX_HINTS)


def other_daily_line(theirs: str, ours: str) -> str:
    """The one line for a server whose daily code `theirs` is not this game's `ours`."""
    tails = (theirs.rsplit("-", 1)[-1], ours.rsplit("-", 1)[-1])  # "g9": the generator's version
    gen = [int(t[1:]) if t[:1] == "g" and t[1:].isdigit() and len(t) < 8 else 0 for t in tails]
    if all(gen) and gen[0] > gen[1]:
        return "The leaderboard server plays a newer Quiver's daily, another puzzle: update the game to join."
    if all(gen) and gen[0] < gen[1]:
        return "The leaderboard server plays an older Quiver's daily, another puzzle: its owner must update."
    return "The leaderboard server's daily is another puzzle than this game's: are both the same Quiver?"


def _int(data: dict[str, Any], key: str, lo: int = 0, hi: int = _BIG) -> int:
    value = data.get(key)
    if not is_int(value) or not lo <= value <= hi:
        raise BadAnswer(f"{key!r} is not a whole number from {lo} to {hi}")
    return int(value)


def _text(data: dict[str, Any], key: str, n: int) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise BadAnswer(f"{key!r} is not text")
    return cap(value, n)


def _entry(e: object) -> dict[str, Any]:
    if not isinstance(e, dict):
        raise BadAnswer("an entry is not a JSON object")
    out: dict[str, Any] = {
        "rank": _int(e, "rank", 1),
        "player": _text(e, "player", 40),
        "name": _text(e, "name", MAX_NAME_SHOWN),
        "mistakes": _int(e, "mistakes", 0, 1000),
        "time_ms": _int(e, "time_ms", 0, 10**12),
    }
    tag = e.get("tag")
    out["tag"] = cap(tag, 8) if isinstance(tag, str) else ""
    out["timed"] = e.get("timed") is True
    hints = e.get("hints")  # shown, not ranked (docs/server.md); an older server sends none
    out["hints"] = int(hints) if is_int(hints) and 0 <= hints <= MAX_HINTS_SHOWN else 0
    return out


def check_board(data: dict[str, Any], day: str = "", mode: str = "") -> dict[str, Any]:
    """A leaderboard answer as the Daily screen uses it, or BadAnswer; OtherDaily when
    its `code` (every Quiver server sends it) is not this game's daily of `day`, `mode`."""
    theirs = data.get("code")
    if day and isinstance(theirs, str):
        from quiver.game.code import SpecError  # (the game's own daily: a pure derivation)
        from quiver.game.daily import daily_code

        try:
            ours = str(daily_code(day, mode or "2d"))
        except (SpecError, ValueError, KeyError):
            ours = cap(theirs, 120)  # a day or mode this game cannot derive: nothing to compare
        if cap(theirs, 120) != ours:
            raise OtherDaily(other_daily_line(cap(theirs, 120), ours))
    entries = data.get("entries")
    if not isinstance(entries, list) or len(entries) > MAX_ENTRIES:
        raise BadAnswer("'entries' is not a list of at most 100")
    you = data.get("you")
    if you is not None and not isinstance(you, dict):
        raise BadAnswer("'you' is not an entry")
    return {
        "date": _text(data, "date", 10),
        "mode": _text(data, "mode", 8),
        "runs": _int(data, "runs"),
        "entries": [_entry(e) for e in entries],
        "you": _entry(you) if you is not None else None,
    }


def check_result(data: dict[str, Any]) -> dict[str, Any]:
    """A counted run's answer (rank, runs, mistakes, time, hints), or BadAnswer."""
    return {
        "rank": _int(data, "rank", 1),
        "runs": _int(data, "runs", 1),
        "mistakes": _int(data, "mistakes", 0, 1000),
        "time_ms": _int(data, "time_ms", 0, 10**12),
        "hints": _int(data, "hints", 0, 10**6),
    }
