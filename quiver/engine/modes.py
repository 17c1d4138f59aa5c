"""The game's named values, defined once: modes, difficulties, special arrows, seeds.

`Mode`, `Difficulty`, `Specials`, `SpecialKind` and `Turn` are string-valued enums: a member equals
its text (`Mode.FLAT == "flat"`), hashes like it, and formats as it, so board files, puzzle
codes, saves and JSON keep exactly the text they had when these were bare strings.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeGuard

__all__ = [
    "DIFFICULTIES",
    "MAX_SEED",
    "MODES",
    "Difficulty",
    "Mode",
    "SpecialKind",
    "Specials",
    "Turn",
    "bad_seed",
    "is_count",
    "is_int",
    "is_seed",
]

MAX_SEED = (1 << 63) - 1  # seeds are 0..2**63-1: they fit a signed 64-bit integer


class _TextEnum(StrEnum):
    """A StrEnum whose repr() is the value's too, so messages and reprs read as before."""

    def __repr__(self) -> str:
        return repr(self.value)


class Mode(_TextEnum):
    TWO_D = "2d"  # a picture on a grid
    THREE_D = "3d"  # a solid of cubes
    FLAT = "flat"  # flat arrows on the faces of a block

    @property
    def dims(self) -> int:
        """Coordinates per point of the mode's shape (2 or 3)."""
        return 2 if self is Mode.TWO_D else 3


class Difficulty(_TextEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Specials(_TextEnum):
    """How many special arrows a puzzle has (RULES.md section 6)."""

    NONE = "none"  # a plain puzzle
    SOME = "some"
    MANY = "many"


class SpecialKind(_TextEnum):
    """A kind of special arrow, in the order a spec and a code list them."""

    LOCKS = "locks"  # locks and their keys
    TWO_HEADED = "two-headed"
    ROTATING = "rotating"


class Turn(_TextEnum):
    """Which way a rotating arrow turns in 2d and flat: clockwise or counter-clockwise as
    seen on screen (2d) or from outside the block (flat). A 3d arrow's file word names its
    axis instead (a direction name), so `Arrow.turn` stays the file's text: this or that."""

    CW = "cw"
    CCW = "ccw"


MODES: tuple[Mode, ...] = tuple(Mode)
DIFFICULTIES: tuple[Difficulty, ...] = tuple(Difficulty)


def is_int(value: object) -> TypeGuard[int]:
    """A real integer (bool is an int to Python, never to us)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_count(value: object, least: int = 1) -> bool:
    """An integer of at least `least` (counts, sizes, hearts, versions)."""
    return is_int(value) and value >= least


def bad_seed(got: object = None) -> str:
    """The one wording for a seed out of range (the seed box, codes, the command line),
    with what was given, cut short. The top in words a player reads at a glance (s228: the
    19 digits of MAX_SEED were a wall to a stranger); each command's --help has it exactly
    (cli_args.SEED_HELP)."""
    text = "the seed must be a whole number from 0 to about 9.2 billion billion"
    if got is None:
        return text
    shown = str(got) if len(str(got)) <= 24 else str(got)[:21] + "..."
    return f"{text}, got {shown!r}"


def is_seed(value: object) -> bool:
    """An integer seed from 0 to MAX_SEED."""
    return is_int(value) and 0 <= value <= MAX_SEED
