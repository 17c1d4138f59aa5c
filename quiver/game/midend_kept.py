"""The mid-end's puzzle kept when the game closes (game/kept_puzzle.py): kept, taken up
again, forgotten, and a kept daily's leaderboard attempt resumed. A part of `Midend`
(midend.py), which it reads its saying and its leaderboard from."""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING

from quiver.game.atomic_write import StorageError
from quiver.game.journey import CampaignLevel, DailyPuzzle, PuzzleRequest, ToastKind
from quiver.game.kept_puzzle import (
    Keeping,
    KeptPuzzle,
    back_line,
    daily_where,
    drop_kept,
    keep_puzzle,
    load_kept,
    replay_kept,
    where_of,
)
from quiver.game.session import Session

if TYPE_CHECKING:
    from quiver.game.leaderboard import LeaderboardClient
    from quiver.game.progress import Progress

__all__ = ["KeptPuzzles", "new_level_line"]


# the candidates a campaign level's search tries at most (campaign_search: 36 for a ramp
# level and a few past the one that lands, 12 for a spike or a breather), with room to spare
_LEVEL_CANDIDATES = 64


def new_level_line(request: PuzzleRequest, kept_code: str) -> str | None:
    """The line for a campaign level kept under a code another version of Quiver chose for
    it (s359: after an update, level 1 had another code, and the line said "another Quiver's
    board"): a code of the level's mode whose seed is one of the level's candidates'
    (campaign_search.level_seed), which no daily, free puzzle or hand edit has. None for
    any other code (a truly foreign board) or what is no campaign level."""
    from quiver.engine.spec import PuzzleSpec, SpecError
    from quiver.game.campaign_search import level_seed

    o = request.origin
    if not isinstance(o, CampaignLevel):
        return None
    try:
        spec = PuzzleSpec.parse(kept_code)
    except SpecError:
        return None
    seeds = {level_seed(o.mode, o.level, k) for k in range(_LEVEL_CANDIDATES)}
    if spec.mode != o.mode or spec.seed not in seeds:
        return None
    return f"Level {o.level} is new in this version of Quiver: a fresh start"


class KeptPuzzles:
    """Midend's kept puzzle (a mixin: `failed`, `say` and `leaderboard` are Midend's)."""

    if TYPE_CHECKING:
        leaderboard: LeaderboardClient
        progress: Progress

        def failed(self, line: str) -> None: ...

        def today(self) -> _dt.date: ...

        def say(self, text: str, kind: ToastKind = ToastKind.INFO, short: str | None = None) -> None: ...

    def keep(
        self,
        request: PuzzleRequest,
        code: object,
        session: Session,
        durable: bool = True,
        spare: bool = False,
    ) -> Keeping | None:
        """Keep the puzzle in play for next time (the game closing, the menu left; while it
        is played, not `durable`, and `spare` till it is in the slot: keep_puzzle), with the
        kept puzzles it put out; None when there was nothing to keep, it would put one out
        and was to spare them, or it could not be written (said)."""
        nonce = (
            self._nonce(request.origin.day, request.mode) if isinstance(request.origin, DailyPuzzle) else None
        )
        try:
            return keep_puzzle(request, code, session, nonce, durable, spare)
        except (StorageError, OSError) as e:
            self.failed(f"the puzzle in play was not kept: {e}")
            return None

    def resume(self, request: PuzzleRequest, code: object, session: Session) -> str | None:
        """Replay the kept puzzle into `session` when it is this one: the line that says so
        (None: nothing kept for it, or a replay that failed: said, and a fresh start)."""
        where = where_of(request)
        kept = self._kept(where) if where is not None else None  # (kept as `where`, or None)
        if kept is None or code is None:
            return None
        if kept.where == "free" and kept.code != str(code):
            return None  # another free puzzle: the kept one waits
        other = kept.code != str(code)
        why = "it was another Quiver's board" if other else replay_kept(kept, session)
        if why is not None:
            drop_kept(kept.where)
            line = new_level_line(request, kept.code) if other else None
            if line is not None:  # (this level's code in an older Quiver: said plainly)
                self.say(line)
                return None
            self.say(f"The puzzle kept from last time could not go on ({why}): a fresh start", ToastKind.WARN)
            return None
        return back_line(session)

    def forget_kept(self, request: PuzzleRequest | None = None) -> None:
        """The kept puzzle is over (won, lost, restarted): it is dropped (None: all of them)."""
        where = where_of(request) if request is not None else None
        if request is None or where is not None:
            drop_kept(where)

    def _kept(self, where: str) -> KeptPuzzle | None:
        """The puzzle kept as `where` (its file's trouble said)."""
        # (a daily not out yet, a level not unlocked yet: unreadable)
        kept, warning = load_kept(where, self.today(), self.progress.current_level)
        if warning:
            self.failed(warning)  # (shown, and logged: the other save files' lines are)
        return kept

    def _nonce(self, day: _dt.date, mode: str) -> str | None:
        """The leaderboard attempt's nonce of a daily in play (None: none yet)."""
        lb = self.leaderboard
        return lb.attempts.nonce(lb.server, day.isoformat(), mode)

    def _resumes_daily(self, day: _dt.date, mode: str) -> bool:
        """A kept daily goes on under the attempt it began with: its nonce back in the
        leaderboard's hands, no new one (a new one's age would be shorter than the run's
        time). Kept with none, the run goes untimed, as one without a server's attempt."""
        kept = self._kept(daily_where(day, mode))
        if kept is None:
            return False
        lb = self.leaderboard
        if kept.nonce and lb.server:
            lb.attempts.resume(lb.server, day.isoformat(), mode, kept.nonce)
        return True
