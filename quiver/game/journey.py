"""Where a puzzle comes from, what the game should do to open it, and how it ended.

Typed values passed between the mid-end (midend.py) and the screens, so that no scene
carries loose attributes or dicts about its puzzle:

* an `Origin`: a free puzzle, a campaign level, a daily (its date, played late or not),
  a board file, or a lesson board;
* a `PuzzleRequest`: an origin with the puzzle's code (or the board of a board file);
* a `Step`: the mid-end's answer to a request (a lesson first, build, play, refuse);
* an `Outcome`: a finished puzzle as recorded (a level's best, a daily's streak);
* a `ToastKind`: how a one-line message to the player is shown (news, a warning, a saved file);
* a `LaunchAction`: what the command line asks the game to open first.

>>> import datetime
>>> d = PuzzleRequest(DailyPuzzle(datetime.date(2026, 5, 9), late=True))
>>> d.origin.label(), d.origin.describe()
('Daily 2026-05-09 (late)', 'daily 2026-05-09 late')
>>> CampaignLevel("2d", 3).label()
'Level 3'
"""

from __future__ import annotations

import datetime as _dt
import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from quiver.engine.modes import Mode
from quiver.game.campaign_targets import WARM_UP_ARROWS  # (the campaign's: its search reads it too)

if TYPE_CHECKING:  # pragma: no cover
    from quiver.engine.board import Board
    from quiver.engine.modes import SpecialKind
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.progress_records import LevelRecord
    from quiver.game.score import Score
    from quiver.game.worker import LevelTask

__all__ = [
    "BoardFile",
    "Build",
    "CampaignLevel",
    "DailyOutcome",
    "DailyPuzzle",
    "FreePuzzle",
    "LaunchAction",
    "LessonBoard",
    "LevelOutcome",
    "Origin",
    "Outcome",
    "Play",
    "PuzzleRequest",
    "Refuse",
    "ShowLesson",
    "Step",
    "ToastKind",
]


class LaunchAction(enum.StrEnum):
    """What `quiver` (the game) opens first: the menu, a puzzle from a seed or a shape,
    today's daily, or a puzzle code."""

    MENU = "menu"
    PUZZLE = "puzzle"
    DAILY = "daily"
    CODE = "code"


class ToastKind(enum.StrEnum):
    """A toast's look: news for a few seconds, or a warning with a red edge, for longer.
    News goes when the screen it is about is left; NOTICE is news that something cannot
    be done ("Level 7 is locked"), with an amber dot, not good news's green one; SAVED
    (where a file went: F12, Export) looks like news and stays its time; LESSON is news
    that teaches (a special arrow met untaught): one shows at a time, the next when it goes
    (scenes/toast_lessons.py)."""

    INFO = "info"
    NOTICE = "notice"
    WARN = "warn"
    SAVED = "saved"
    LESSON = "lesson"


# -- origins ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class FreePuzzle:
    """A puzzle from a code: Random puzzle, a seed or code typed in, the CLI."""

    def label(self) -> str | None:
        return None

    def describe(self) -> str:
        return "free"


@dataclass(frozen=True)
class CampaignLevel:
    mode: Mode
    level: int

    def label(self) -> str | None:
        return f"Level {self.level}"

    def describe(self) -> str:
        return f"level {self.level}"


def level_word(origin: object) -> str | None:
    """How a campaign level plays, from its place in the campaign and its plan: a ramp
    level whose board has under WARM_UP_ARROWS arrows "warm-up", its breathers (fewer
    arrows than the levels round them) "short", its spikes "hard"; None for the rest of
    the ramp and for what is no level (s295: all nine of the first ramp levels said
    "Warm-up", up to 13 arrows four rounds deep, and read flat). The HUD's title says it
    beside the code, whose easy, medium or hard is the generator's setting for so many
    arrows, which the campaign picks to land on each level's depth and the code keeps to
    build the same board: so the title uses none of those words unless the code says the
    same (s112: level 1 said "Easy" over a code saying hard, as 13 of 2D's 20 levels with a
    word said one their code did not; every spike's code says hard).

    >>> [level_word(CampaignLevel("2d", n)) for n in (1, 3, 4, 10, 15)], level_word(FreePuzzle())
    (['warm-up', 'warm-up', None, 'short', 'hard'], None)
    """
    if not isinstance(origin, CampaignLevel):
        return None
    from quiver.game.campaign_targets import GENTLE_LEVELS, LevelRole, level_role

    role = level_role(origin.level)
    if role == LevelRole.SPIKE:
        return "hard"
    if role == LevelRole.BREATHER:
        return "short"
    if origin.level > GENTLE_LEVELS:  # (the ramp has climbed past WARM_UP_ARROWS by then)
        return None
    from quiver.game.campaign_plan import level_plan

    return "warm-up" if level_plan(origin.mode, origin.level).arrows < WARM_UP_ARROWS else None


@dataclass(frozen=True)
class DailyPuzzle:
    """The daily of `day`; late: a past day played from the calendar (no streak credit)."""

    day: _dt.date
    late: bool = False

    def label(self) -> str | None:
        return f"Daily {self.day.isoformat()}" + (" (late)" if self.late else "")

    def describe(self) -> str:
        return f"daily {self.day.isoformat()}" + (" late" if self.late else "")


@dataclass(frozen=True)
class BoardFile:
    """A board loaded from a file (no code: it has no next puzzle)."""

    name: str | None = None

    def label(self) -> str | None:
        return self.name

    def describe(self) -> str:
        return "board"


@dataclass(frozen=True)
class LessonBoard:
    """A board of a lesson (the mode's first-start lesson, or a special arrow's)."""

    mode: Mode
    kind: SpecialKind | None = None

    def label(self) -> str | None:
        return None

    def describe(self) -> str:
        return "lesson"


Origin = FreePuzzle | CampaignLevel | DailyPuzzle | BoardFile | LessonBoard


@dataclass(frozen=True)
class PuzzleRequest:
    """A puzzle the player asked for. code: the puzzle's code (None for a campaign level,
    whose board is chosen when it is built, a board file and a lesson board); board: a
    board file's board."""

    origin: Origin
    code: PuzzleSpec | None = None
    board: Board | None = field(default=None, compare=False, repr=False)

    @property
    def mode(self) -> Mode:
        o = self.origin
        if isinstance(o, CampaignLevel | LessonBoard):
            return o.mode
        if self.code is not None:
            return self.code.mode
        if self.board is not None:
            return Mode(self.board.space.mode)
        raise ValueError("a request with no mode")

    @property
    def daily(self) -> bool:
        return isinstance(self.origin, DailyPuzzle)


# -- what to do ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ShowLesson:
    """Teach first (the mode's lesson, or with `kind` a special arrow's), then `then`."""

    mode: Mode
    kind: SpecialKind | None
    then: PuzzleRequest


@dataclass(frozen=True)
class Build:
    """Build the board of `task` (a code, or a campaign level's choice) behind the
    loading screen, then play it."""

    request: PuzzleRequest
    task: PuzzleSpec | LevelTask


@dataclass(frozen=True)
class Play:
    """Play the request's board at once (a board file)."""

    request: PuzzleRequest


@dataclass(frozen=True)
class Refuse:
    """Stay where the player is, with one line why."""

    message: str


Step = ShowLesson | Build | Play | Refuse


# -- how it ended -------------------------------------------------------------------------------
@dataclass(frozen=True)
class LevelOutcome:
    level: int
    mode: Mode
    record: LevelRecord  # the level's best, this run included
    new_best: bool
    time_only: bool = False  # new_best by its time alone (the best stars are an older run's)
    opened: int | None = None  # the level this clear opened (the next, open till now no more)
    one_run: bool = False  # this run holds the best stars and the best time both (s379)


@dataclass(frozen=True)
class DailyOutcome:
    """replay: the day's daily was cleared before: a personal replay, never ranked."""

    day: _dt.date
    stored: bool
    late: bool
    streak: int
    replay: bool = False


@dataclass(frozen=True)
class Outcome:
    """A finished puzzle as recorded: a campaign level's or a daily's part, or neither
    (a free puzzle, a board file). score: the run's; best_score: the best kept before
    this run (a campaign level, a daily), new_best_score: this cleared run beat it;
    first_clear: the level's or the day's daily's first clear (nothing kept to beat: an
    old save's level completed with no score stored was cleared before all the same)."""

    request: PuzzleRequest
    won: bool
    score: Score
    level: LevelOutcome | None = None
    daily: DailyOutcome | None = None
    best_score: int = 0
    new_best_score: bool = False
    first_clear: bool = False
