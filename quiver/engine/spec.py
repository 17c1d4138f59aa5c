"""What puzzle to make: one value, checked once, whose text form is the puzzle code.

A `PuzzleSpec` names a generated puzzle: mode, shape, size, arrow count, difficulty, seed,
special arrows and the generator version. The generator reads it (size, arrows and
generator may be None there: the shape's default size, a count chosen from the cells,
this generator), and a *complete* spec (all three set, the size as a full box) has a
text form, the puzzle code, that round-trips::

    <mode>-<shape>-<size>-<arrows>-<difficulty>-<seed>-g<version>[-<specials>]
    2d-heart-16x14-40-hard-7-g9
    flat-stairs-4x4x4-15-easy-123-g9-sl

* ``shape``: lower case letters, digits and ``_``; it may contain ``-``, since the other
  fields are counted from both ends;
* ``size``: ``WxH`` in 2d, ``WxHxD`` in 3d and flat;
* ``seed``: a non-negative integer below 2**63;
* ``g<version>``: the generator version (``quiver-gen/9`` is ``g9``);
* the optional last part for special arrows (RULES.md section 6): ``s`` (some) or ``m``
  (many), then one letter per kind (``l`` locks and keys, ``t`` two-headed, ``r``
  rotating). A code without it is a plain puzzle.

Parsing ignores case and surrounding spaces; anything malformed raises `SpecError` (a
``ValueError``) with one clear line.

>>> c = PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9")
>>> c.shape, c.size, c.arrows, c.seed
('heart', (16, 14), 40, 7)
>>> str(c)
'2d-heart-16x14-40-hard-7-g9'
>>> PuzzleSpec.parse(str(c)) == c
True

Pure values only: checking that the shape exists or that this Quiver's generator can
replay the code lives in the generator (`check_shape`) and the game (`quiver.game.code`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from .modes import (
    DIFFICULTIES,
    MAX_SEED,
    MODES,
    Difficulty,
    Mode,
    SpecialKind,
    Specials,
    bad_seed,
    is_count,
    is_seed,
)

__all__ = ["DEFAULT_KINDS", "SPECIAL_AMOUNTS", "SPECIAL_KINDS", "PuzzleSpec", "SpecError"]

SPECIAL_AMOUNTS: tuple[Specials, ...] = tuple(Specials)
SPECIAL_KINDS: tuple[SpecialKind, ...] = tuple(SpecialKind)  # in this order in a spec and in a code
# some/many given without kinds: the kinds there were before rotating arrows, so such a
# spec (a test's, a bench's) makes the boards it always made
DEFAULT_KINDS = (SpecialKind.LOCKS, SpecialKind.TWO_HEADED)
# the code's letters for special arrows: amount letter, then kind letters
_AMOUNT_LETTERS = {"s": Specials.SOME, "m": Specials.MANY}
_KIND_LETTERS = {"l": SpecialKind.LOCKS, "t": SpecialKind.TWO_HEADED, "r": SpecialKind.ROTATING}
_SPECIALS_RE = re.compile(r"^([sm])([a-z]+)$")
_SHAPE_RE = re.compile(r"^[a-z0-9_]+(?:-[a-z0-9_]+)*$")
_VERSION_RE = re.compile(r"^g(\d{1,6})$")
_SIZE_RE = re.compile(r"^\d+(?:[x×]\d+)+$")  # (a part that can only be a size)
_MAX_DIGITS = 9  # sizes and counts: far beyond any shape
_MAX_CODE = 200  # characters; real codes are under 60


class SpecError(ValueError):
    """A puzzle spec or code that cannot be used: one line that says which part and why."""


@dataclass(frozen=True, init=False)
class PuzzleSpec:
    mode: Mode
    shape: str
    size: tuple[int, ...] | int | None = None  # None: the shape's default size
    arrows: int | None = None  # None: chosen from the cell count and difficulty
    difficulty: Difficulty = Difficulty.HARD
    seed: int = 0
    specials: Specials = Specials.NONE  # special arrows: none, some or many
    special_kinds: tuple[SpecialKind, ...] = ()  # which kinds; () with some/many: DEFAULT_KINDS
    generator: int | None = None  # generator version number (None: this one)

    def __init__(
        self,
        mode: Mode | str,
        shape: str,
        size: tuple[int, ...] | int | None = None,
        arrows: int | None = None,
        difficulty: Difficulty | str = Difficulty.HARD,
        seed: int = 0,
        specials: Specials | str = Specials.NONE,
        special_kinds: tuple[SpecialKind | str, ...] = (),
        generator: int | None = None,
    ) -> None:
        # Written out (not the dataclass's) so the types say what callers pass: a mode, a
        # difficulty and the special arrows as text too (codes, files, the command line);
        # the checks below refuse bad text and store the enums.
        values = (mode, shape, size, arrows, difficulty, seed, specials, special_kinds, generator)
        for f, value in zip(fields(self), values, strict=True):
            object.__setattr__(self, f.name, value)
        self.__post_init__()

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise SpecError(f"unknown mode {self.mode!r} (expected {', '.join(MODES)})")
        object.__setattr__(self, "mode", Mode(self.mode))
        if self.difficulty not in DIFFICULTIES:
            raise SpecError(f"unknown difficulty {self.difficulty!r} (expected {', '.join(DIFFICULTIES)})")
        object.__setattr__(self, "difficulty", Difficulty(self.difficulty))
        if not isinstance(self.shape, str) or not self.shape:
            raise SpecError(f"bad shape name {self.shape!r}")
        if not is_seed(self.seed):
            raise SpecError(bad_seed(self.seed))
        if self.arrows is not None and not is_count(self.arrows):
            raise SpecError(f"the arrow count must be a positive integer, got {self.arrows!r}")
        if self.generator is not None and not is_count(self.generator):
            raise SpecError(f"bad generator version {self.generator!r}")
        if self.size is not None:
            self._check_size()
        self._check_specials()

    def _check_size(self) -> None:
        if is_count(self.size):
            return  # one edge: the shape library sizes the box
        try:
            sides = tuple(self.size)  # type: ignore[arg-type]
        except TypeError:
            raise SpecError(f"bad size {self.size!r}") from None
        if not sides or not all(is_count(v) for v in sides):
            raise SpecError(f"bad size {self.size!r}: sides must be positive integers")
        object.__setattr__(self, "size", sides)

    def _check_specials(self) -> None:
        if self.specials not in SPECIAL_AMOUNTS:
            raise SpecError(
                f"unknown specials amount {self.specials!r} "
                f"(expected {', '.join(SPECIAL_AMOUNTS[:-1])} or {SPECIAL_AMOUNTS[-1]})"
            )
        kinds = tuple(self.special_kinds)
        bad = [k for k in kinds if k not in SPECIAL_KINDS]
        if bad or len(set(kinds)) != len(kinds):
            raise SpecError(
                f"bad special arrow kinds {kinds!r} (expected some of {', '.join(SPECIAL_KINDS)})"
            )
        object.__setattr__(self, "specials", Specials(self.specials))
        if self.specials is Specials.NONE:
            kinds = ()  # a plain puzzle: no kinds to place
        elif not kinds:
            kinds = DEFAULT_KINDS
        object.__setattr__(self, "special_kinds", tuple(k for k in SPECIAL_KINDS if k in kinds))

    # -- variants --------------------------------------------------------------------
    def with_seed(self, seed: int) -> PuzzleSpec:
        return replace(self, seed=seed)

    def with_generator(self, generator: int) -> PuzzleSpec:
        return replace(self, generator=generator)

    def with_specials(
        self, specials: Specials | str, kinds: tuple[SpecialKind | str, ...] = ()
    ) -> PuzzleSpec:
        """The same puzzle choice with special arrows (none: a plain puzzle)."""
        return PuzzleSpec(
            self.mode,
            self.shape,
            self.size,
            self.arrows,
            self.difficulty,
            self.seed,
            specials,
            kinds,
            self.generator,
        )

    # -- text ------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        """Whether this spec has a code: size (a full box), arrows and generator set, and
        a shape name a code can carry."""
        return (
            isinstance(self.size, tuple)
            and len(self.size) == self.mode.dims
            and self.arrows is not None
            and self.generator is not None
            and _code_shape(self.shape)
        )

    def __str__(self) -> str:
        if not self.complete:
            raise SpecError(
                f"{self!r} is not a complete puzzle code (it needs a shape name of "
                f"letters, digits, _ and - with no part like a size, a full size, an arrow "
                f"count and a generator version)"
            )
        assert isinstance(self.size, tuple)
        return (
            f"{self.mode}-{self.shape}-{'x'.join(map(str, self.size))}-{self.arrows}-"
            f"{self.difficulty}-{self.seed}-g{self.generator}{self._specials_part()}"
        )

    @property
    def text(self) -> str:
        """The puzzle code."""
        return str(self)

    def _specials_part(self) -> str:
        if self.specials is Specials.NONE:
            return ""
        amount = next(k for k, v in _AMOUNT_LETTERS.items() if v == self.specials)
        return "-" + amount + "".join(k for k, v in _KIND_LETTERS.items() if v in self.special_kinds)

    @classmethod
    def parse(cls, text: str) -> PuzzleSpec:
        """Read a puzzle code; raise `SpecError` naming the bad part."""
        if not isinstance(text, str):
            raise SpecError(f"a puzzle code is text, got {type(text).__name__}")
        raw = text.strip().lower()
        if not raw:
            raise SpecError("the puzzle code is empty")
        if len(raw) > _MAX_CODE:
            raise SpecError(
                f"the puzzle code is {len(raw)} characters long; real codes are under {_MAX_CODE}"
            )
        parts, specials, kinds = _split(text.strip(), raw)
        mode, shape = parts[0], "-".join(parts[1:-5])
        size_t, arrows_t, diff, seed_t, ver_t = parts[-5:]
        if mode not in MODES:
            raise SpecError(f"puzzle code: unknown mode {_cut(mode)!r} (expected {', '.join(MODES)})")
        if not _SHAPE_RE.match(shape):
            raise SpecError(f"puzzle code: bad shape name {_cut(shape)!r}")
        sides = size_t.replace("×", "x").split("x")
        if not all(_number(v, _MAX_DIGITS) for v in sides):
            if all(_number(v, len(v)) for v in sides):  # digits, too many of them
                raise SpecError(f"puzzle code: the size {_cut(size_t)!r} is far bigger than any shape")
            raise SpecError(f"puzzle code: bad size {_cut(size_t)!r} (use WxH or WxHxD)")
        size = tuple(int(v) for v in sides)
        dims = Mode(mode).dims
        if len(size) != dims or not all(size):
            raise SpecError(
                f"puzzle code: bad size {'x'.join(map(str, size))!r} for mode {mode} "
                f"(expected {'WxH' if dims == 2 else 'WxHxD'} with positive sides)"
            )
        if _number(arrows_t, len(arrows_t)) and not _number(arrows_t, _MAX_DIGITS):
            raise SpecError(
                f"puzzle code: the arrow count {_cut(arrows_t)!r} is far more than any shape holds"
            )
        if not _number(arrows_t, _MAX_DIGITS):
            raise SpecError(f"puzzle code: the arrow count {_cut(arrows_t)!r} is not a positive integer")
        if diff not in DIFFICULTIES:
            raise SpecError(
                f"puzzle code: unknown difficulty {_cut(diff)!r} (expected {', '.join(DIFFICULTIES)})"
            )
        if not _number(seed_t, len(str(MAX_SEED))):
            raise SpecError(f"puzzle code: {bad_seed(seed_t)}")
        m = _VERSION_RE.match(ver_t)
        if not m:
            raise SpecError(f"puzzle code: bad generator version {_cut(ver_t)!r} (expected g1, g2, ...)")
        try:
            return cls(
                Mode(mode),
                shape,
                size,
                int(arrows_t),
                Difficulty(diff),
                int(seed_t),
                specials,
                kinds,
                int(m.group(1)),
            )
        except SpecError as e:
            raise SpecError(f"puzzle code: {e}") from None


def _split(text: str, raw: str) -> tuple[list[str], Specials, tuple[SpecialKind, ...]]:
    """A code's parts up to its generator version, and its special arrows. A part too
    many is named as such (s220: `...-hard-7-g9-mlr-x` said "bad size 'hard'", the parts
    read from the end)."""
    shown = _cut(text, 60)
    parts = raw.split("-")
    if "" in parts:
        raise SpecError(
            f"puzzle code {shown!r} has an empty part (a doubled or trailing '-'; "
            f"seeds and counts cannot be negative)"
        )
    specials: Specials = Specials.NONE
    kinds: tuple[SpecialKind, ...] = ()
    v = max((i for i, p in enumerate(parts) if i >= 6 and _VERSION_RE.match(p)), default=None)
    if v is not None and v < len(parts) - 1:
        extra = parts[v + 1 :]
        if len(extra) > 1:
            raise SpecError(
                f"puzzle code {shown!r} has {len(extra)} parts after its generator version "
                f"{parts[v]!r} ({'-'.join(extra)!r}); only one, the special arrows like 'sl', goes there"
            )
        specials, kinds = _parse_specials(extra[0])
        parts = parts[: v + 1]
    if len(parts) < 7:
        counted = "1 part" if len(parts) == 1 else f"{len(parts)} parts"
        raise SpecError(
            f"puzzle code {shown!r} has {counted}; expected 7, like "
            f"2d-heart-16x14-40-hard-7-g9 (mode-shape-size-arrows-difficulty-seed-gVERSION)"
        )
    sized = next((i for i in range(1, len(parts) - 1) if _SIZE_RE.match(parts[i])), len(parts) - 5)
    if sized != len(parts) - 5:  # (no shape's name has a size in it)
        middle = parts[sized + 1 : -1]
        raise SpecError(
            f"puzzle code {shown!r} has {len(middle)} parts between its size {parts[sized]!r} and "
            f"its generator version ({'-'.join(middle)!r}); expected 3, arrows-difficulty-seed like 40-hard-7"
        )
    return parts, specials, kinds


def _code_shape(shape: str) -> bool:
    """Whether a code can carry the shape name: letters, digits, _ and -, and no part that
    reads as a size (a code's size is its first such part: `2d-0x0-1x1-...` did not read
    back, found by hypothesis)."""
    return bool(_SHAPE_RE.match(shape)) and not any(_SIZE_RE.match(p) for p in shape.split("-"))


def _number(text: str, digits: int) -> bool:
    """Plain ASCII digits, at most `digits` of them (no '²', no 5000-digit numbers)."""
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


def _cut(text: str, limit: int = 24) -> str:
    """A piece of a bad code, short enough to quote in one line."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _parse_specials(part: str) -> tuple[Specials, tuple[SpecialKind, ...]]:
    """The optional last part of a code: 'sl' -> ('some', ('locks',))."""
    m = _SPECIALS_RE.match(part)
    bad = [ch for ch in m.group(2) if ch not in _KIND_LETTERS] if m else None
    if not m or bad or len(set(m.group(2))) != len(m.group(2)):
        raise SpecError(
            f"puzzle code: bad special-arrows part {part!r} (expected s or m for "
            f"some or many, then kinds: " + ", ".join(f"{k} {v}" for k, v in _KIND_LETTERS.items()) + ")"
        )
    kinds = tuple(v for k, v in _KIND_LETTERS.items() if k in m.group(2))
    return _AMOUNT_LETTERS[m.group(1)], kinds
