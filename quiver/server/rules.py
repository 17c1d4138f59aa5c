"""What a submitted daily run must be to count, checked without trusting the client.

The server derives the day's puzzle itself (:func:`quiver.game.daily.daily_code`), builds
the board with the game's generator and replays every move through the game's own
:class:`~quiver.game.session.Session` (hence the engine's move rule): the code must be the
day's, each move a live arrow (a two-headed arrow's fired by the head the player
tapped, when the move names it), mistakes are counted here, the board must end clear with
hearts left, and the times must rise by at least :data:`MIN_MOVE_MS` per move. The run's
combo score (:mod:`quiver.game.score`) is recomputed here from the replayed moves and
their times; a client never sends a score.

Pure Python: no web framework, no database.
"""

from __future__ import annotations

import datetime as _dt
import functools
import hashlib
import json
import unicodedata
from dataclasses import dataclass

from quiver.engine import Board
from quiver.engine.errors import count_of
from quiver.engine.modes import MODES, is_int
from quiver.game.code import PuzzleSpec, SpecError, generate_board
from quiver.game.daily import daily_code
from quiver.game.leaderboard import MIN_MOVE_MS, RANKED_HEARTS  # the protocol, shared with the game
from quiver.game.names import invisible as _invisible
from quiver.game.names import name_problem
from quiver.game.score import score_run
from quiver.game.session import Session
from quiver.game.settings import NAME_MAX as _SETTINGS_NAME_MAX

__all__ = [
    "HEARTS",
    "MAX_AGE_DAYS",
    "MAX_HINTS",
    "MAX_MOVES",
    "MAX_TIME_MS",
    "MIN_MOVE_MS",
    "MODES_RANKED",
    "NAME_MAX",
    "Rejected",
    "VerifiedRun",
    "clean_name",
    "name_skeleton",
    "name_tags",
    "parse_day",
    "verify_run",
]

MODES_RANKED = MODES  # each mode has its own daily and board
HEARTS = RANKED_HEARTS  # the daily is ranked as played with three hearts
MAX_MOVES = 2000  # more than any daily board's arrows plus its hearts
MAX_TIME_MS = 24 * 3600 * 1000
MAX_HINTS = 10_000
MAX_AGE_DAYS = 7  # a run queued offline may arrive up to a week late
NAME_MAX = _SETTINGS_NAME_MAX  # one limit for the game and the server
# Bidirectional overrides and isolates: they can make a name display as something else.
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}


class Rejected(ValueError):
    """A request the server refuses: an HTTP status, a stable error code and one line."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass(frozen=True)
class VerifiedRun:
    day: _dt.date
    mode: str
    code: str
    mistakes: int
    time_ms: int
    hints: int
    moves: int
    score: int = 0  # recomputed from the replay (game/score.py), never the client's
    best_combo: int = 0
    moves_hash: str | None = None  # SHA-256 of the moves and times: one day's replays collide


# Letters of other scripts that look like Latin ones (a short list of the usual suspects),
# and digits that pass for letters: used only to *mark* look-alike names, never to refuse.
_CONFUSABLE = str.maketrans(
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u04cf\u0501\u051b\u051d"
    "\u03bf\u03b1\u03bd\u03c1\u03b9\u03ba\u03c4\u03c5\u0261\u0131\u01c0"
    "01|!5$",
    "aeopcyxijsldqwoavpiktugilolllss",
)


def clean_name(value) -> str:
    """A display name: NFKC (full-width and other compatibility forms become the plain
    letters they look like), spaces collapsed and trimmed, 1..NAME_MAX characters; control,
    invisible and bidirectional characters are refused (they can make one name look like
    another, or like nothing)."""
    if not isinstance(value, str):
        raise Rejected(422, "bad_name", "the name must be text")
    if len(value) > 4 * NAME_MAX:
        raise Rejected(422, "bad_name", f"the name is longer than {NAME_MAX} characters")
    name = unicodedata.normalize("NFKC", value).strip()
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp") or ch in _BIDI:
            raise Rejected(422, "bad_name", f"the name contains a control character (U+{ord(ch):04X})")
        if _invisible(ch):
            raise Rejected(422, "bad_name", f"the name contains an invisible character (U+{ord(ch):04X})")
    name = " ".join(name.split())  # runs of spaces are one space
    if not name:
        raise Rejected(422, "bad_name", "the name is empty")
    problem = name_problem(name)  # the rule the game's Settings warn with
    if problem:
        raise Rejected(422, "bad_name", problem)
    return name


def name_skeleton(name: str) -> str:
    """What a name looks like: case, accents, spaces, punctuation and common look-alike
    letters of other scripts folded away ("Ada", "ADA", "Аda" with a Cyrillic A, "A d a"
    share one skeleton)."""
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name).casefold())
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] not in "MZP")
    return text.translate(_CONFUSABLE)


def name_tags(entries) -> dict[str, str]:
    """{player id: a short tag} for the entries whose names look alike (same skeleton):
    shown after the name so one player cannot pass for another on the same board."""
    seen: dict[str, set[str]] = {}
    for e in entries:  # (a set: the caller's own entry comes twice, in the top and as `you`)
        seen.setdefault(name_skeleton(e.name), set()).add(e.player)
    return {p: p[:4] for players in seen.values() if len(players) > 1 for p in players}


def parse_day(value, today: _dt.date, max_age: int | None = MAX_AGE_DAYS) -> _dt.date:
    """An ISO date no later than `today` and at most `max_age` days before it (None: any
    past day, for reading)."""
    if not isinstance(value, str) or len(value) != 10:
        raise Rejected(422, "bad_date", "the date must be YYYY-MM-DD")
    try:
        day = _dt.date.fromisoformat(value)
    except ValueError:
        raise Rejected(422, "bad_date", "the date must be YYYY-MM-DD") from None
    if day > today:  # (the game reads the server's day from these words: leaderboard_wire.clock_ahead_line)
        raise Rejected(422, "future_date", f"{day.isoformat()} is after today ({today.isoformat()} UTC)")
    if max_age is not None and (today - day).days > max_age:
        closed = f"runs for {day.isoformat()} are closed (the server's day is {today.isoformat()} UTC"
        raise Rejected(422, "old_date", f"{closed}; it takes the last {max_age} days)")  # (a clock behind)
    return day


@functools.lru_cache(maxsize=32)
def _board(code: str) -> Board:
    return generate_board(PuzzleSpec.parse(code))


def _int(value, lo: int, hi: int) -> bool:
    return is_int(value) and lo <= value <= hi


def _move(k: int, move, last_ms: int | None) -> tuple[int, int, int | None]:
    """Move `k` as (arrow, ms, head), or Rejected: [arrow, ms], or [arrow, ms, head] for
    the head of a two-headed arrow that was tapped (0 `dir`, 1 `dir2`; without it, as an
    older game sends, any head that can leave), `MIN_MOVE_MS` after the last."""
    if not (
        isinstance(move, list)
        and len(move) in (2, 3)
        and _int(move[0], 0, 1 << 31)
        and _int(move[1], 0, MAX_TIME_MS)
        and (len(move) == 2 or _int(move[2], 0, 1))
    ):
        raise Rejected(
            422, "bad_moves", f"move {k} is not [arrow, milliseconds] or [arrow, milliseconds, head]"
        )
    arrow, ms, head = (*move, None)[:3]
    if last_ms is not None and ms < last_ms + MIN_MOVE_MS:
        raise Rejected(
            422,
            "too_fast",
            f"move {k} comes {ms - last_ms} ms after the one before "
            f"(times must rise by at least {MIN_MOVE_MS} ms a move)",
        )
    return arrow, ms, head


def verify_run(day_text, code_text, moves, hints, today: _dt.date, hinted=None) -> VerifiedRun:
    """Check one submitted run; return what counts, or raise :class:`Rejected`.
    `hinted`: the indexes of the moves the hint chose (None: none), whose clears start
    no combo (docs/scoring.md)."""
    day = parse_day(day_text, today)
    if not isinstance(code_text, str) or len(code_text) > 120:
        raise Rejected(422, "bad_code", "the puzzle code must be text")
    try:
        code = PuzzleSpec.parse(code_text)
        expected = daily_code(day, code.mode)
    except SpecError as e:
        raise Rejected(422, "bad_code", str(e)) from None
    theirs, ours = code.generator or 0, expected.generator or 0  # (a parsed code has its -gN)
    if theirs != ours:  # another version of Quiver: another daily
        raise Rejected(  # a newer game's run counts once this server is updated: a code
            422,  # games do not drop for (only known refusals drop a run), so it waits queued
            "newer_generator" if theirs > ours else "wrong_code",
            f"the run is generator {code.generator}'s daily; this server plays generator "
            f"{expected.generator}'s: the game and the server must be the same Quiver",
        )
    if str(code) != str(expected):
        raise Rejected(
            422, "wrong_code", f"{code} is not the {code.mode} daily of {day.isoformat()} (it is {expected})"
        )
    if not _int(hints, 0, MAX_HINTS):
        raise Rejected(422, "bad_hints", f"hints must be a whole number from 0 to {MAX_HINTS}")
    if not isinstance(moves, list) or not 1 <= len(moves) <= MAX_MOVES:
        raise Rejected(
            422, "bad_moves", f"moves must be a list of 1 to {MAX_MOVES} [arrow, ms] or [arrow, ms, head]"
        )
    marks = _hinted(hinted, len(moves))
    session, played, digest = _replay(_board(str(expected)).copy(), moves, marks)
    score = score_run(played, session.arrows_total, session.hearts_scored, True)
    return VerifiedRun(
        day,
        code.mode,
        str(expected),
        session.mistakes,
        played[-1][0],  # the time of the last move
        hints,
        len(moves),
        score.total,
        score.best_combo,
        digest,
    )


def _replay(board: Board, moves: list, marks: set[int]) -> tuple[Session, list[tuple[int, bool, bool]], str]:
    """Replay `moves` through the game's Session (three hearts) to a cleared board, or
    Rejected: the session, (ms, the arrow left, hinted) per move (what the score is made
    of) and the SHA-256 of the moves as replayed."""
    session = Session(board, hearts=HEARTS, clock=lambda: 0.0, ranked=True)
    last_ms = None
    played: list[tuple[int, bool, bool]] = []
    replayed: list[list[int]] = []  # a two-headed arrow's move names the head that fired, sent or not
    for k, move in enumerate(moves):
        arrow, ms, head = _move(k, move, last_ms)
        last_ms = ms
        if session.over:
            raise Rejected(422, "moves_after_end", f"move {k} comes after the game ended")
        if head is not None and arrow in board.alive and board.arrows[arrow].dir2 is None:
            raise Rejected(422, "bad_moves", f"move {k} names a head of arrow {arrow}, which has only one")
        shot = session.fire(arrow, head)
        if shot.ignored:
            raise Rejected(422, "illegal_move", f"move {k}: arrow {arrow} is not on the board")
        played.append((ms, shot.left, k in marks))
        replayed.append([arrow, ms] if board.arrows[arrow].dir2 is None else [arrow, ms, shot.end])
    if not session.won:
        left = session.arrows_left
        why = f"{count_of(left, 'arrow')} {'is' if left == 1 else 'are'} left"
        why = "ran out of hearts" if session.lost else why
        raise Rejected(422, "not_cleared", f"the board was not cleared ({why})")
    # hashed as replayed, so adding or dropping a head does not hide another player's run;
    # on a board without two-headed arrows these are the moves sent, hashed as always
    return (
        session,
        played,
        hashlib.sha256(json.dumps(replayed, separators=(",", ":")).encode("ascii")).hexdigest(),
    )


def _hinted(hinted, moves: int) -> set[int]:
    """The moves a run says the hint chose: a list of move indexes (absent: none)."""
    if hinted is None:
        return set()
    if not isinstance(hinted, list) or len(hinted) > moves or not all(_int(k, 0, moves - 1) for k in hinted):
        raise Rejected(422, "bad_hinted", "hinted must be a list of the indexes of moves the hint chose")
    return set(hinted)
