"""Where the campaign meets special arrows (RULES.md section 6).

* Each kind has a level where it first appears (`INTRO_LEVEL`). That level is a
  one-step lesson: a small easy board with that kind, and one line telling the player
  what it does (`lesson`).
* After the lesson the kind is mixed in gradually: a level's special arrows are a pure
  function of (mode, level), about one level in four has some, and "many" only much
  later; plain boards stay the most common.

Wiring: App.start_level plays the lesson (quiver/game/lessons.special_lesson, on the
board `lesson(mode, kind)` names) before level `INTRO_LEVEL[kind]` the first time, and
campaign.level_board builds every candidate of a level as `with_special_arrows(mode,
level, code)`, so a level is chosen as it is played. Levels before the first intro are
unchanged.
"""

from __future__ import annotations

from quiver.engine.modes import Difficulty, Mode
from quiver.engine.rng import mix64, name_key

from .code import PuzzleSpec, complete

INTRO_LEVEL = {"locks": 12, "two-headed": 20, "rotating": 30}
LESSON_TEXT = {
    "locks": "A padlock stays shut while the arrow with its key (the same letter) is on "
    "the board: clear the key first.",
    "two-headed": "An arrow with two heads can leave by either end: tap near the end you want to fire.",
    "rotating": "An arrow with a turning sign turns its head a quarter turn after every "
    "move: fire it when it points at a way out.",
}
# the one-step lesson boards: small, easy, a few arrows (mode -> shape, size, arrows)
_LESSON_BOARD: dict[str, tuple[str, tuple[int, int] | int, int]] = {
    Mode.TWO_D: ("rect", (6, 5), 6),
    Mode.THREE_D: ("cube", 3, 6),
    Mode.FLAT: ("cube", 2, 6),
}


def kinds_at(level: int) -> tuple[str, ...]:
    """The kinds a player has met by this level (in the order the codes write them)."""
    return tuple(k for k, first in INTRO_LEVEL.items() if level >= first)


def special_arrows(mode: str, level: int) -> str:
    """none, some or many for a campaign level: plain before any intro, the intro level
    itself has some, then about one level in four some, and one in ten many after 40."""
    met = kinds_at(level)
    if not met:
        return "none"
    if level in INTRO_LEVEL.values():
        return "some"
    roll = mix64(name_key(f"quiver-specials/{mode}/{level}")) % 100
    if level >= 40 and roll < 10:
        return "many"
    return "some" if roll < 35 else "none"


def with_special_arrows(mode: str, level: int, code: PuzzleSpec) -> PuzzleSpec:
    """A campaign level's code with its special arrows (the code itself when none)."""
    amount = special_arrows(mode, level)
    return code if amount == "none" else code.with_specials(amount, kinds_at(level))


def lesson(mode: str, kind: str) -> tuple[PuzzleSpec, str]:
    """The one-step lesson of a kind: a tiny board that has it, and what to tell the player."""
    if kind not in INTRO_LEVEL:
        raise ValueError(f"no lesson for special arrows {kind!r}")
    shape, size, arrows = _LESSON_BOARD[mode]
    amount = "some" if kind == "rotating" else "many"  # two turning arrows are plenty
    code = complete(mode, shape, size, arrows, Difficulty.EASY, 1).with_specials(amount, (kind,))
    return code, LESSON_TEXT[kind]
