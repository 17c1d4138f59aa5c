"""Puzzle codes in the game: checking that this Quiver can replay one, a board's code,
and filling in what a player did not choose.

A puzzle code is the text form of a complete `PuzzleSpec` (quiver/engine/spec.py
documents the format: ``2d-heart-16x14-40-hard-7-g9``), re-exported here with its
`SpecError`. The same code and the same generator version give a byte-identical board.

>>> c = PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9")
>>> c.shape, c.size, c.arrows, c.seed
('heart', (16, 14), 40, 7)
>>> str(c)
'2d-heart-16x14-40-hard-7-g9'

This module does not import the generator at import time (renderers may read codes);
:func:`check` and :func:`generate_board` import it when called.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from quiver.engine.modes import DIFFICULTIES, MAX_SEED, MODES, Difficulty, Mode, Specials, bad_seed, is_seed
from quiver.engine.rng import mix64, name_key
from quiver.engine.spec import SPECIAL_KINDS, PuzzleSpec, SpecError

if TYPE_CHECKING:
    from collections.abc import Callable

    from quiver.engine.board import Board
    from quiver.shapes import Shape

# A size as the player gives it: N, (w, h) or (w, h, d), or None for the shape's default.
SizeArg = tuple[int, ...] | int | None

__all__ = [
    "DIFFICULTIES",
    "MAX_SEED",
    "MODES",
    "SPECIAL_KINDS",
    "OlderCode",
    "PuzzleSpec",
    "SpecError",
    "board_code",
    "check",
    "check_generator",
    "check_special_board",
    "check_special_request",
    "current_generator",
    "generate_board",
    "generator_number",
]

# A puzzle code is the text form of a complete PuzzleSpec: the engine's one value type
# and its one validation (quiver/engine/spec.py), re-exported here under its one name.


def generator_number(version: str) -> int:
    """``'quiver-gen/5'`` -> 5 (the number written after the ``g`` in a code)."""
    m = re.search(r"(\d+)$", str(version))
    if not m:
        raise SpecError(f"cannot read a generator version number from {version!r}")
    return int(m.group(1))


def current_generator() -> int:
    """The version number of the generator in this copy of Quiver."""
    from quiver.generator.version import GENERATOR_VERSION

    return generator_number(GENERATOR_VERSION)


def check(code: PuzzleSpec) -> None:
    """Raise SpecError (one line for the player) unless this Quiver can build the
    puzzle: the shape exists, the size suits it (the same test as `quiver generate`),
    and the generator version is this one."""
    from quiver.generator.spec import check_shape

    try:
        shape = check_shape(code)
    except ValueError as e:
        # a code never names a picture file, so do not offer one
        raise SpecError(f"puzzle code: {str(e).replace('; or a .png file', '')}") from e
    check_generator(code)
    check_special_request(code, cell_count(shape))


def check_special_request(code: PuzzleSpec, cells: int | None = None) -> None:
    """SpecError (one line) before anything is built when `code` asks for special arrows
    on more arrows than they allow: the count it builds on its shape's `cells` cells (None:
    the shape is built to count them), as `generate` refuses it, but before a window opens
    or a worker starts (`quiver --seed/--code`, the Custom panel, Enter seed)."""
    if code.specials == Specials.NONE:
        return
    from quiver.generator.counts import asked_count

    if cells is None:
        from quiver.shapes import make_shape

        cells = cell_count(make_shape(code.mode, code.shape, code.size))
    asked_count(code, cells)


def in_game(exc: BaseException) -> str:
    """The line the game shows for a code it cannot build: `exc`'s own, except that an
    unknown shape name (an UnknownShape in its causes) points at the Custom puzzle panel,
    not at `quiver shapes`, a command the player of the game has no reason to know."""
    from quiver.shapes import UnknownShape

    cause: BaseException | None = exc
    while cause is not None and not isinstance(cause, UnknownShape):
        # compiled (mypyc), `raise ... from` sets only the context
        cause = cause.__cause__ or cause.__context__
    if cause is None:
        return str(exc)
    prefix = "puzzle code: " if str(exc).startswith("puzzle code: ") else ""
    return prefix + cause.in_game()


class OlderCode(SpecError):
    """A code from an older generator, whose board cannot be rebuilt: `current` is the
    code of the same choices with this one (what the seed box offers instead)."""

    def __init__(self, code: PuzzleSpec, current: PuzzleSpec) -> None:
        super().__init__(
            f"puzzle code {code} is from an older Quiver (generator g{code.generator}); "
            f"its board cannot be rebuilt here. Same choices here: {current}"
        )
        self.code, self.current = code, current


def check_generator(code: PuzzleSpec) -> None:
    """Raise SpecError when this Quiver's generator cannot replay the code exactly."""
    have = current_generator()
    made = have if code.generator is None else code.generator
    if made < have:
        # An old generator's boards cannot be rebuilt (only the newest one ships), so
        # say so plainly and name the code that plays the same choices here.
        raise OlderCode(code, code.with_generator(have))
    if made > have:
        raise SpecError(
            f"puzzle code {code} comes from a newer Quiver (generator g{made}; "
            f"this one has g{have}): update Quiver to play it"
        )


def board_code(board: Board, difficulty: str | None = None, arrows: int | None = None) -> PuzzleSpec:
    """The code of a generated board (shape, seed and params as the generator set them)."""
    params = board.params or {}
    gen = params.get("generator")
    count = arrows if arrows is not None else params.get("arrows", len(board.arrows))
    special = params.get("specials") or {}
    return PuzzleSpec(
        board.space.mode,
        board.shape or "custom",
        tuple(board.space.size),
        int(count),
        difficulty or params.get("difficulty", Difficulty.HARD),
        int(board.seed or 0),
        special.get("amount", "none"),
        tuple(special.get("kinds", ())),
        generator_number(gen) if gen else current_generator(),
    )


def generate_board(code: PuzzleSpec, on_note: Callable[[str], None] | None = None) -> Board:
    """Build the board a code names (checks the generator version first, and the special
    arrows' limit on the board it gets: `check_special_board`). Every way a player gets a
    generated board comes through here: the game's builds, `quiver generate`, `quiver
    render`, a picture."""
    check_generator(code)
    from quiver.generator import generate

    board = generate(code, on_note=on_note)
    check_special_board(code, len(board.arrows))
    return board


def check_special_board(code: PuzzleSpec, arrows: int) -> None:
    """SpecError (one line) when a board with special arrows was built with more arrows
    than MAX_SPECIAL_ARROWS. A build lands within `arrow_tolerance` of the count asked (1000
    asked on an 80x80 rect at hard built 1001: docs/limits.md, "Special arrows"); the
    generator refuses a count asked over the limit before building and a board that landed
    over it before placing the special arrows, and this holds whatever board it returns."""
    from quiver.generator.specials import check_special_built

    if code.specials != Specials.NONE:
        check_special_built(arrows, code.arrows)


def built_code(code: PuzzleSpec, cells: int) -> tuple[PuzzleSpec, str | None]:
    """The code of the board `code` builds on a shape of `cells` cells: a count outside
    the generator's limits (count_limits) is clamped there, as `generate` does, and the
    note `quiver generate` prints comes with it (None when the count was kept), so the
    code shown and shared reproduces the board."""
    from quiver.generator.counts import clamp_count

    if code.arrows is None:
        return code, None
    count, note = clamp_count(code.arrows, cells)
    return (code, None) if note is None else (replace(code, arrows=count), note)


def loading_code(code: PuzzleSpec) -> str:
    """What the loading panel shows of `code` while its board builds: the code with the
    count the build will use (built_code) where the shape's cells are known without a
    build (2D and 3D: a mask), else only its mode, shape and size (a Flat-3D block's
    cells come with its space), never a count the board will not have."""
    from quiver.shapes import ShapeError, make_shape

    if code.arrows is None:
        return str(code)
    size = "x".join(map(str, code.size)) if isinstance(code.size, tuple) else str(code.size)
    shape_only = f"{code.mode}-{code.shape}-{size}"
    if code.mode == Mode.FLAT:
        return shape_only
    try:
        cells = len(make_shape(code.mode, code.shape, code.size).points)
    except (ShapeError, OSError, ValueError):
        return shape_only
    return str(built_code(code, cells)[0])


# -- filling in what the player did not choose ---------------------------------------
def arrow_bounds(cells: int, specials: Specials = Specials.NONE) -> tuple[int, int]:
    """(fewest, most) arrows the generator accepts for `cells` cells (the menu's slider),
    with `specials`: no more than special arrows are sure to build (`most_special_asked`)."""
    from quiver.generator.counts import count_limits

    lo, hi = count_limits(cells)
    return (lo, max(lo, min(hi, most_special_asked()))) if specials != Specials.NONE else (lo, hi)


def most_special_asked() -> int:
    """The most arrows a board with special arrows may ask and always be built: a build
    lands within `count_tolerance` of the count asked and one built over MAX_SPECIAL_ARROWS
    is refused after the build (check_special_built), so the slider stops where the
    tolerance cannot take it over (953: 1000 asked could build 1001, refused, seconds later)."""
    from quiver.generator.counts import count_tolerance
    from quiver.generator.specials import MAX_SPECIAL_ARROWS

    return max(n for n in range(MAX_SPECIAL_ARROWS + 1) if n + count_tolerance(n) <= MAX_SPECIAL_ARROWS)


def arrow_tolerance(count: int) -> int:
    """How far from `count` the generator's arrow count may land (the menu shows it)."""
    from quiver.generator.counts import count_tolerance

    return count_tolerance(count)


def default_arrows(cells: int, difficulty: str) -> int:
    """The arrow count the generator uses when none is asked for."""
    from quiver.generator.counts import default_count

    return default_count(cells, Difficulty(difficulty))


def shape_names(mode: str) -> list[str]:
    """The shapes of a mode, sorted."""
    from quiver.shapes import list_shapes

    names = list_shapes().get(mode, ())
    return sorted(set(names))


def _known_shapes(mode: str) -> list[str]:
    """`shape_names(mode)`; SpecError when the mode has none."""
    names = shape_names(mode)
    if not names:
        raise SpecError(f"no shapes are known for mode {mode}")
    return names


def complete(
    mode: str = Mode.TWO_D,
    shape: str | None = None,
    size: SizeArg = None,
    arrows: int | None = None,
    difficulty: str = Difficulty.HARD,
    seed: int = 0,
) -> PuzzleSpec:
    """A full code from partial choices: the shape's default size and a default count.

    Raises ValueError (ShapeError, SpecError) for an unknown shape or a bad size.
    """
    from quiver.shapes import make_shape

    if shape is None:
        shape = _known_shapes(mode)[0]
    s = make_shape(mode, shape, size)
    count = arrows if arrows is not None else default_arrows(len(_cells_of(s)), difficulty)
    return PuzzleSpec(
        mode,
        s.name if hasattr(s, "name") else shape,
        tuple(s.size),
        int(count),
        difficulty,
        int(seed),
        generator=current_generator(),
    )


def _cells_of(shape: Shape) -> tuple[tuple[int, ...], ...]:
    """Cells of a Shape: the points in 2d and 3d, the exposed faces of a flat block."""
    if shape.mode == Mode.FLAT:
        from quiver.engine import exposed_faces

        return tuple(exposed_faces(shape.points))
    return tuple(shape.points)


def cell_count(shape: Shape) -> int:
    return len(_cells_of(shape))


def from_seed(
    seed: int,
    mode: str | None = None,
    shape: str | None = None,
    size: SizeArg = None,
    arrows: int | None = None,
    difficulty: str | None = None,
) -> PuzzleSpec:
    """What ``quiver --seed N`` plays: anything not given is derived from N.

    * mode: ``2d``;
    * shape: ``shape_names(mode)[h % n]`` with ``h = mix64(fnv1a("quiver-seed/<N>"))``
      (the sorted shape list of the mode); where that shape does not take a given
      size, the next one in that list that does;
    * difficulty: ``hard`` (the generator's default);
    * size: the shape's default; arrows: :func:`default_arrows` of its cell count;
    * the seed passed to the generator is N itself.
    """
    if not is_seed(seed):
        raise SpecError(bad_seed(seed))
    mode = mode or Mode.TWO_D
    h = mix64(name_key(f"quiver-seed/{seed}"))
    if difficulty is None:
        difficulty = Difficulty.HARD
    if shape is not None:
        return complete(mode, shape, size, arrows, difficulty, seed)
    names = _known_shapes(mode)
    first = h % len(names)
    try:
        return complete(mode, names[first], size, arrows, difficulty, seed)
    except ValueError as e:  # a size the seed's shape does not take: the next one that does
        if size is None:
            raise
        error = e
    for k in range(1, len(names)):
        try:
            return complete(mode, names[(first + k) % len(names)], size, arrows, difficulty, seed)
        except ValueError:
            continue
    raise SpecError(f"no {mode} shape takes that size ({_size_limits(mode, size, error)})")


def _size_limits(mode: str, size: SizeArg, error: ValueError) -> str:
    """Why no shape took `size`: a solid mode's whole span for a size N (the seed's shape's
    own range said "bell ... from 11 to 24" where a cube takes 64), else that shape's error."""
    from quiver.shapes import parse_size, size_span

    span = size_span(mode)
    try:
        n = parse_size(size, 3)
    except ValueError:  # not a size at all: every shape said so, the seed's says it here
        return str(error)
    if span is None or not isinstance(n, int):  # (a box WxHxD: the shape's own words)
        return str(error)
    return f"{mode} shapes take a size from {span[0]} to {span[1]}, got {n}"
