"""Puzzle codes: one short line of text that replays a generated puzzle exactly.

A code names everything the generator needs, in a fixed order, joined by ``-``::

    <mode>-<shape>-<size>-<arrows>-<difficulty>-<seed>-g<version>
    2d-heart-16x14-40-hard-7-g4
    flat-stairs-4x4x4-15-easy-123-g4

* ``mode``: ``2d``, ``3d`` or ``flat``;
* ``shape``: the shape's name (lower case; it may itself contain ``-``, since the other
  fields are counted from both ends);
* ``size``: the bounding box, ``WxH`` in 2d and ``WxHxD`` in 3d and flat;
* ``arrows``: the arrow count that was asked for (the generator may end a few over);
* ``difficulty``: ``easy``, ``medium`` or ``hard``;
* ``seed``: a non-negative integer below 2**63;
* ``g<version>``: the generator version (``quiver-gen/4`` is ``g4``). The same code and
  the same generator version give a byte-identical board.
* optionally a last part for special arrows (RULES.md section 6): ``s`` (some) or ``m``
  (many), then one letter per kind (``l`` locks and keys, ``t`` two-headed, ``r``
  rotating), e.g.
  ``...-7-g4-sl``. A code
  without it is a plain puzzle, exactly as before special arrows existed.

Parsing ignores case and surrounding spaces and raises :class:`CodeError` (a
``ValueError``) with one clear line for anything malformed.

>>> c = PuzzleCode.parse("2d-heart-16x14-40-hard-7-g4")
>>> c.shape, c.size, c.arrows, c.seed
('heart', (16, 14), 40, 7)
>>> str(c)
'2d-heart-16x14-40-hard-7-g4'

This module does not import the generator at import time (renderers may read codes);
:meth:`PuzzleCode.spec` and :func:`generate_board` import it when called.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["CodeError", "PuzzleCode", "MODES", "DIFFICULTIES", "MAX_SEED",
           "generator_number", "current_generator", "generate_board"]

MODES = ("2d", "3d", "flat")                 # same as quiver.generator.MODES
DIFFICULTIES = ("easy", "medium", "hard")    # same as quiver.generator.DIFFICULTIES
MAX_SEED = (1 << 63) - 1
MASK64 = (1 << 64) - 1
_SHAPE_RE = re.compile(r"^[a-z0-9_]+(?:-[a-z0-9_]+)*$")
_VERSION_RE = re.compile(r"^g(\d{1,6})$")
# special arrows: amount letter, then kind letters (a fixed order, so one text per choice)
SPECIAL_AMOUNTS = {"s": "some", "m": "many"}
SPECIAL_KINDS = {"l": "locks", "t": "two-headed", "r": "rotating"}
_SPECIALS_RE = re.compile(r"^([sm])([a-z]+)$")


_MAX_DIGITS = 9                              # sizes and counts: far beyond any shape
_MAX_CODE = 200                              # characters; real codes are under 60


def _number(text: str, digits: int) -> bool:
    """Plain ASCII digits, at most `digits` of them (no '²', no 5000-digit numbers)."""
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


def _cut(text: str, limit: int = 24) -> str:
    """A piece of a bad code, short enough to quote in one line."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


class CodeError(ValueError):
    """A puzzle code that cannot be read: the message says which part and why."""


def generator_number(version: str) -> int:
    """``'quiver-gen/4'`` -> 4 (the number written after the ``g`` in a code)."""
    m = re.search(r"(\d+)$", str(version))
    if not m:
        raise CodeError(f"cannot read a generator version number from {version!r}")
    return int(m.group(1))


def current_generator() -> int:
    """The version number of the generator in this copy of Quiver."""
    from quiver.generator import GENERATOR_VERSION
    return generator_number(GENERATOR_VERSION)


@dataclass(frozen=True)
class PuzzleCode:
    mode: str
    shape: str
    size: tuple[int, ...]
    arrows: int
    difficulty: str
    seed: int
    generator: int = field(default_factory=lambda: current_generator())
    specials: str = "none"                    # none, some or many
    special_kinds: tuple[str, ...] = ()       # with specials: which kinds, e.g. ("locks",)

    def __post_init__(self) -> None:
        self._check_specials()
        # Mode, difficulty, seed and arrow count: the generator's own checks (PuzzleSpec).
        if not isinstance(self.shape, str) or not _SHAPE_RE.match(self.shape):
            raise CodeError(f"bad shape name {self.shape!r} (letters, digits, _ and -)")
        try:
            object.__setattr__(self, "size", tuple(int(v) for v in self.size))
        except (TypeError, ValueError):
            raise CodeError(f"bad size {self.size!r}") from None
        try:
            self.spec()
        except ValueError as e:
            raise CodeError(str(e)) from None
        want = 2 if self.mode == "2d" else 3
        if len(self.size) != want or any(v < 1 for v in self.size):
            raise CodeError(
                f"bad size {'x'.join(map(str, self.size))!r} for mode {self.mode} "
                f"(expected {'WxH' if want == 2 else 'WxHxD'} with positive sides)")
        if isinstance(self.generator, bool) or not isinstance(self.generator, int) or self.generator < 1:
            raise CodeError(f"bad generator version {self.generator!r}")

    def check(self) -> None:
        """Raise CodeError (one line for the player) unless this Quiver can build the
        puzzle: the shape exists, the size suits it (PuzzleSpec.check, the same test as
        `quiver generate`), and the generator version is this one."""
        try:
            self.spec().check()
        except ValueError as e:
            # a code never names a picture file, so do not offer one
            raise CodeError(f"puzzle code: {str(e).replace(' or a .png file', '')}") from None
        self.check_generator()

    def _check_specials(self) -> None:
        kinds = tuple(self.special_kinds)
        object.__setattr__(self, "special_kinds", kinds)
        if self.specials not in ("none", "some", "many"):
            raise CodeError(f"unknown specials amount {self.specials!r} (expected none, some or many)")
        if (self.specials == "none") != (not kinds):
            raise CodeError("special arrows need both an amount (some or many) and their kinds")
        if kinds != tuple(k for k in SPECIAL_KINDS.values() if k in kinds):
            raise CodeError(f"bad special arrow kinds {kinds!r} (expected some of "
                            f"{', '.join(SPECIAL_KINDS.values())}, in that order)")

    # -- text ----------------------------------------------------------------------
    def __str__(self) -> str:
        return (f"{self.mode}-{self.shape}-{'x'.join(map(str, self.size))}-{self.arrows}-"
                f"{self.difficulty}-{self.seed}-g{self.generator}{self._specials_part()}")

    def _specials_part(self) -> str:
        if self.specials == "none":
            return ""
        amount = next(k for k, v in SPECIAL_AMOUNTS.items() if v == self.specials)
        return "-" + amount + "".join(k for k, v in SPECIAL_KINDS.items() if v in self.special_kinds)

    def with_specials(self, specials: str, kinds: tuple[str, ...] = ()) -> "PuzzleCode":
        """The same puzzle choice with special arrows (none: a plain puzzle)."""
        return PuzzleCode(self.mode, self.shape, self.size, self.arrows, self.difficulty,
                          self.seed, self.generator, specials,
                          () if specials == "none" else tuple(kinds))

    @property
    def text(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> "PuzzleCode":
        """Read a code; raise :class:`CodeError` naming the bad part."""
        if not isinstance(text, str):
            raise CodeError(f"a puzzle code is text, got {type(text).__name__}")
        raw = text.strip().lower()
        if not raw:
            raise CodeError("the puzzle code is empty")
        if len(raw) > _MAX_CODE:
            raise CodeError(f"the puzzle code is {len(raw)} characters long; real codes are "
                            f"under {_MAX_CODE}")
        parts = raw.split("-")
        if "" in parts:
            raise CodeError(
                f"puzzle code {_cut(text.strip(), 60)!r} has an empty part (a doubled or trailing '-'; "
                f"seeds and counts cannot be negative)")
        specials, kinds = "none", ()
        if len(parts) >= 8 and _VERSION_RE.match(parts[-2]) and not _VERSION_RE.match(parts[-1]):
            specials, kinds = _parse_specials(parts.pop())
        if len(parts) < 7:
            raise CodeError(
                f"puzzle code {_cut(text.strip(), 60)!r} has {len(parts)} parts; expected 7, like "
                f"2d-heart-16x14-40-hard-7-g4 (mode-shape-size-arrows-difficulty-seed-gVERSION)")
        mode, shape = parts[0], "-".join(parts[1:-5])
        size_t, arrows_t, diff, seed_t, ver_t = parts[-5:]
        if mode not in MODES:
            raise CodeError(f"puzzle code: unknown mode {_cut(mode)!r} (expected {', '.join(MODES)})")
        if not _SHAPE_RE.match(shape):
            raise CodeError(f"puzzle code: bad shape name {_cut(shape)!r}")
        sides = size_t.replace("×", "x").split("x")
        if not all(_number(v, _MAX_DIGITS) for v in sides):
            raise CodeError(f"puzzle code: bad size {_cut(size_t)!r} (use WxH or WxHxD)")
        size = tuple(int(v) for v in sides)
        if not _number(arrows_t, _MAX_DIGITS):
            raise CodeError(f"puzzle code: the arrow count {_cut(arrows_t)!r} is not a positive integer")
        if diff not in DIFFICULTIES:
            raise CodeError(
                f"puzzle code: unknown difficulty {_cut(diff)!r} (expected {', '.join(DIFFICULTIES)})")
        if not _number(seed_t, len(str(MAX_SEED))):
            raise CodeError(f"puzzle code: the seed {_cut(seed_t)!r} is not an integer from 0 "
                            f"to {MAX_SEED}")
        m = _VERSION_RE.match(ver_t)
        if not m:
            raise CodeError(f"puzzle code: bad generator version {_cut(ver_t)!r} (expected g1, g2, ...)")
        try:
            return cls(mode, shape, size, int(arrows_t), diff, int(seed_t), int(m.group(1)),
                       specials, kinds)
        except CodeError as e:
            raise CodeError(f"puzzle code: {e}") from None

    # -- links to the generator -------------------------------------------------------
    def spec(self):
        """The generator's PuzzleSpec for this code."""
        from quiver.generator import PuzzleSpec
        extra = {} if self.specials == "none" else {
            "specials": self.specials, "special_kinds": self.special_kinds}
        return PuzzleSpec(self.mode, self.shape, tuple(self.size), arrows=self.arrows,
                          difficulty=self.difficulty, seed=self.seed, **extra)

    def check_generator(self) -> None:
        """Raise CodeError when this Quiver's generator cannot replay the code exactly."""
        have = current_generator()
        if self.generator < have:
            # An old generator's boards cannot be rebuilt (only the newest one ships), so
            # say so plainly and name the code that plays the same choices here.
            raise CodeError(
                f"puzzle code {self} is from an older Quiver (generator g{self.generator}); "
                f"its board cannot be rebuilt here. Same choices here: "
                f"{self.with_generator(have)}")
        if self.generator > have:
            raise CodeError(
                f"puzzle code {self} comes from a newer Quiver (generator g{self.generator}; "
                f"this one has g{have}): update Quiver to play it")

    def with_generator(self, generator: int) -> "PuzzleCode":
        return PuzzleCode(self.mode, self.shape, self.size, self.arrows, self.difficulty,
                          self.seed, generator, self.specials, self.special_kinds)

    def with_seed(self, seed: int) -> "PuzzleCode":
        return PuzzleCode(self.mode, self.shape, self.size, self.arrows, self.difficulty,
                          seed, self.generator, self.specials, self.special_kinds)

    @classmethod
    def from_board(cls, board, difficulty: str | None = None,
                   arrows: int | None = None) -> "PuzzleCode":
        """The code of a generated board (shape, seed and params as the generator set them)."""
        params = board.params or {}
        gen = params.get("generator")
        count = arrows if arrows is not None else params.get("arrows", len(board.arrows))
        special = params.get("specials") or {}
        return cls(board.space.mode, board.shape or "custom", tuple(board.space.size),
                   int(count), difficulty or params.get("difficulty", "hard"),
                   int(board.seed or 0), generator_number(gen) if gen else current_generator(),
                   special.get("amount", "none"), tuple(special.get("kinds", ())))


def _parse_specials(part: str) -> tuple[str, tuple[str, ...]]:
    """The optional last part of a code: 'sl' -> ('some', ('locks',))."""
    m = _SPECIALS_RE.match(part)
    bad = [ch for ch in m.group(2) if ch not in SPECIAL_KINDS] if m else None
    if not m or bad or len(set(m.group(2))) != len(m.group(2)):
        raise CodeError(f"puzzle code: bad special-arrows part {part!r} (expected s or m for "
                        f"some or many, then kinds: " +
                        ", ".join(f"{k} {v}" for k, v in SPECIAL_KINDS.items()) + ")")
    kinds = tuple(v for k, v in SPECIAL_KINDS.items() if k in m.group(2))
    return SPECIAL_AMOUNTS[m.group(1)], kinds


def generate_board(code: PuzzleCode, on_note=None):
    """Build the board a code names (checks the generator version first)."""
    code.check_generator()
    from quiver.generator import generate
    return generate(code.spec(), on_note=on_note)


# -- filling in what the player did not choose ---------------------------------------
def arrow_bounds(cells: int) -> tuple[int, int]:
    """(fewest, most) arrows the generator accepts for `cells` cells (the menu's slider)."""
    from quiver.generator.build import count_limits
    return count_limits(cells)


def arrow_tolerance(count: int) -> int:
    """How far from `count` the generator's arrow count may land (the menu shows it)."""
    from quiver.generator.build import count_tolerance
    return count_tolerance(count)


def default_arrows(cells: int, difficulty: str) -> int:
    """The arrow count the generator uses when none is asked for."""
    from quiver.generator.build import default_count
    return default_count(cells, difficulty)


def shape_names(mode: str) -> list[str]:
    """The shapes of a mode, sorted (empty when the shape library cannot say)."""
    try:
        from quiver.shapes import list_shapes
    except ImportError:
        return []
    names = list_shapes().get(mode, ())
    return sorted(set(names))


def complete(mode: str = "2d", shape: str | None = None, size=None, arrows: int | None = None,
             difficulty: str = "hard", seed: int = 0) -> PuzzleCode:
    """A full code from partial choices: the shape's default size and a default count.

    Raises ValueError (ShapeError, CodeError) for an unknown shape or a bad size.
    """
    from quiver.shapes import make_shape
    if shape is None:
        names = shape_names(mode)
        if not names:
            raise CodeError(f"no shapes are known for mode {mode}")
        shape = names[0]
    s = make_shape(mode, shape, size)
    count = arrows if arrows is not None else default_arrows(len(_cells_of(s)), difficulty)
    return PuzzleCode(mode, s.name if hasattr(s, "name") else shape, tuple(s.size), int(count),
                      difficulty, int(seed), current_generator())


def _cells_of(shape) -> tuple:
    """Cells of a Shape: the points in 2d and 3d, the exposed faces of a flat block."""
    if shape.mode == "flat":
        from quiver.engine import exposed_faces
        return tuple(exposed_faces(shape.points))
    return tuple(shape.points)


def cell_count(shape) -> int:
    return len(_cells_of(shape))


def _mix64(z: int) -> int:
    from quiver.engine.rng import mix64
    return mix64(z & MASK64)


def _fnv1a(text: str) -> int:
    from quiver.engine.rng import _name_key
    return _name_key(str(text))


def from_seed(seed: int, mode: str | None = None, shape: str | None = None, size=None,
              arrows: int | None = None, difficulty: str | None = None) -> PuzzleCode:
    """What ``quiver --seed N`` plays: anything not given is derived from N.

    * mode: ``2d``;
    * shape: ``shape_names(mode)[h % n]`` with ``h = mix64(fnv1a("quiver-seed/<N>"))``
      (the sorted shape list of the mode);
    * difficulty: ``hard`` (the generator's default);
    * size: the shape's default; arrows: :func:`default_arrows` of its cell count;
    * the seed passed to the generator is N itself.
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise CodeError(f"the seed must be an integer from 0 to {MAX_SEED}, got {seed!r}")
    mode = mode or "2d"
    h = _mix64(_fnv1a(f"quiver-seed/{seed}"))
    if shape is None:
        names = shape_names(mode)
        if not names:
            raise CodeError(f"no shapes are known for mode {mode}")
        shape = names[h % len(names)]
    if difficulty is None:
        difficulty = "hard"
    return complete(mode, shape, size, arrows, difficulty, seed)
