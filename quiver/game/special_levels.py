"""Where the campaign meets special arrows (RULES.md section 6).

* Each kind has a level where it first appears (`INTRO_LEVEL`). That level is a
  one-step lesson: a small easy board with that kind (frozen: lesson_boards.py), and one
  line telling the player what it does (`lesson`).
* After the lesson the kind is mixed in gradually: a level's special arrows are a pure
  function of (mode, level), about one level in four has some, and "many" only much
  later; plain boards stay the most common.

Wiring: App.start_level plays the lesson (quiver/game/lessons.special_lesson, on the
board `lesson(mode, kind)` names) before level `INTRO_LEVEL[kind]` the first time, and
campaign.level_board builds every candidate of a level as `with_special_arrows(mode,
level, code)`, so a level is chosen as it is played. Levels before the first intro are
unchanged.

Outside the campaign (Custom with special arrows, a code, a board file, a daily) no lesson
is forced: a board opened with a kind the player was not taught says `first_meeting` once,
in a toast (scenes/play.py, Midend.untaught), and How to play over it plays its lesson.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from quiver.engine import Board
from quiver.engine.modes import SpecialKind, Specials
from quiver.engine.rng import mix64, name_key

from . import lesson_boards
from .code import PuzzleSpec

INTRO_LEVEL = {SpecialKind.LOCKS: 12, SpecialKind.TWO_HEADED: 20, SpecialKind.ROTATING: 30}
LESSON_TEXT = {
    SpecialKind.LOCKS: "A padlock stays shut while the arrow with its key (the same letter) is on "
    "the board: clear the key first.",
    SpecialKind.TWO_HEADED: "An arrow with two heads can leave by either end: tap near the end "
    "you want to fire.",
    SpecialKind.ROTATING: "An arrow with a turning sign turns its head a quarter turn after every "
    "move: fire it when it points at a way out.",
}

# a board outside the campaign with a kind not taught yet: its name, what it does, the way
# to its lesson (How to play over such a board plays it: scenes/legend.py), in one toast
MEETING_TEXT = {
    SpecialKind.LOCKS: "Padlocks: clear the arrow with the key's letter first.",
    SpecialKind.TWO_HEADED: "Two heads: it leaves by either end; tap near the one you want.",
    SpecialKind.ROTATING: "Turning signs: it turns a quarter after every move.",
}

# each said short, in one line at 480x360 (scenes/toast_short.py: where the whole card would
# hide the board's arrows; s184: in 2D at 480x360 it covered a third of the zoomed-in board);
# what the mark means or what to do, the rest in its lesson (F1, How to play)
MEETING_SHORT = {
    SpecialKind.LOCKS: "Padlocks: clear the key's letter first",
    SpecialKind.TWO_HEADED: "Two heads: tap near the end to fire",
    SpecialKind.ROTATING: "Turning sign: turns after every move",
}


def first_meeting(kind: SpecialKind) -> str:
    """The toast of a kind met untaught, outside the campaign (where its lesson comes first)."""
    return f"{MEETING_TEXT[kind]} F1 or ? shows its lesson."  # (the ? key, or the HUD's ? button)


def kinds_at(level: int) -> tuple[SpecialKind, ...]:
    """The kinds a player has met by this level (in the order the codes write them)."""
    return tuple(k for k, first in INTRO_LEVEL.items() if level >= first)


def special_arrows(mode: str, level: int) -> Specials:
    """none, some or many for a campaign level: plain before any intro, the intro level
    itself has some, then about one level in four some, and one in ten many after 40."""
    met = kinds_at(level)
    if not met:
        return Specials.NONE
    if level in INTRO_LEVEL.values():
        return Specials.SOME
    roll = mix64(name_key(f"quiver-specials/{mode}/{level}")) % 100
    if level >= 40 and roll < 10:
        return Specials.MANY
    return Specials.SOME if roll < 35 else Specials.NONE


def with_special_arrows(mode: str, level: int, code: PuzzleSpec) -> PuzzleSpec:
    """A campaign level's code with its special arrows (the code itself when none)."""
    amount = special_arrows(mode, level)
    return code if amount == Specials.NONE else code.with_specials(amount, kinds_at(level))


def lesson(mode: str, kind: SpecialKind) -> tuple[Callable[[], Board], str]:
    """The one-step lesson of a kind: what makes a fresh copy of its tiny board (frozen,
    lesson_boards.py: a 6x5 rectangle in 2D, a 3 cube in 3D, a 2 cube in Flat, 6 easy
    arrows, "many" locks or two-headed arrows, "some" turning ones), and what to tell the
    player."""
    if kind not in INTRO_LEVEL:
        raise ValueError(f"no lesson for special arrows {kind!r}")
    return partial(lesson_boards.board, f"{mode}:{kind}"), LESSON_TEXT[kind]
