"""The campaign: an endless, deterministic sequence of levels per mode.

``level_spec(mode, n)`` turns a level number into everything the generator needs. It
depends only on ``(mode, n)`` (and on which shapes exist), never on ``random`` or on
Python's salted ``hash()``, so level 37 is the same puzzle on every machine forever.

The rhythm, in cycles of ten levels:

* levels 1-4 and 6-9 of a cycle are "normal": the size follows a slow upward curve;
* every 5th level is a "breather": a bit smaller and a step easier, with fewer arrows;
* every 10th level is a "big" one: larger, a step harder, with more arrows.

Difficulty: levels 1-10 are "easy", 11-30 "medium", then "hard"; breathers one step
below that and big levels one step above (within easy..hard).

Sizes (the edge of the bounding box): 2d grows from 8 at level 1 to 24 at level 60 and
stops at 32; 3d from 5 to 11; flat from 3 to 8 (both reached at level 60).
"""
from __future__ import annotations

from typing import Dict, List, Sequence, Tuple

from quiver.engine.rng import Rng
from quiver.game.code import _fnv1a, _mix64, shape_names

__all__ = [
    "MODES",
    "DIFFICULTIES",
    "FALLBACK_SHAPES",
    "campaign_shapes",
    "level_kind",
    "level_seed",
    "level_spec",
    "level_code",
    "MAX_LEVEL",
]

MODES = ("2d", "3d", "flat")
DIFFICULTIES = ("easy", "medium", "hard")  # same names as quiver.generator.DIFFICULTIES

FALLBACK_SHAPES: Dict[str, Tuple[str, ...]] = {
    "2d": ("rect", "heart", "star", "circle", "ring", "diamond", "cross", "arrow", "smiley",
           "house", "tree", "cat", "fish"),
    "3d": ("sphere", "cube", "torus", "pyramid", "octahedron", "heart"),
    "flat": ("cube", "brick", "tower", "plus", "stairs", "ziggurat"),
}

# (edge at level 1, edge at level 60, largest edge ever)
_SIZE_CURVE = {"2d": (8, 24, 32), "3d": (5, 11, 11), "flat": (3, 8, 8)}
_CURVE_END = 60

# Rough share of the bounding box that a shape covers, used only to aim the arrow
# count at about one arrow per five cells. The generator settles the exact count.
_FILL = {
    "2d": {"rect": 1.0, "heart": 0.6, "star": 0.4, "circle": 0.78, "ring": 0.45, "diamond": 0.5,
           "cross": 0.55, "arrow": 0.5, "smiley": 0.75, "house": 0.7, "tree": 0.5, "cat": 0.55,
           "fish": 0.5},
    "3d": {"sphere": 0.52, "cube": 1.0, "torus": 0.3, "pyramid": 0.35, "octahedron": 0.2,
           "heart": 0.4},
    "flat": {"cube": 1.0, "brick": 0.75, "tower": 0.8, "plus": 0.9, "stairs": 0.85,
             "ziggurat": 0.85},
}
_DEFAULT_FILL = {"2d": 0.6, "3d": 0.45, "flat": 0.85}
_CELLS_PER_ARROW = {"normal": 5.0, "breather": 6.0, "big": 4.5}
# The last level number: far beyond any player, small enough for float arithmetic on it
# (progress.json clamps to it, so a hand-edited huge number cannot reach the maths).
MAX_LEVEL = 1_000_000


def _check_mode(mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")


def _check_level(level: int) -> None:
    if isinstance(level, bool) or not isinstance(level, int):
        raise ValueError(f"level must be a whole number, got {level!r}")
    if level < 1:
        raise ValueError(f"level numbers start at 1, got {level}")
    if level > MAX_LEVEL:
        raise ValueError(f"level numbers end at {MAX_LEVEL}")


# --------------------------------------------------------------------------- shapes


def _available_shapes(mode: str) -> List[str]:
    """The shape library's names for ``mode`` (empty if it cannot say)."""
    try:
        return shape_names(mode)
    except Exception:
        return []


# The first levels of a mode show pictures everybody names at once; after them the whole
# gallery follows in a fixed shuffled order, so a picture comes back only after every
# other one has had its turn (93 levels in 2D, more than the 40 the design asks for).
OPENERS: Dict[str, Tuple[str, ...]] = {
    "2d": ("heart", "star", "fish", "duck", "house", "apple", "cat", "tree"),
    "3d": ("cube", "duck", "pyramid", "mushroom", "sphere", "rocket"),
    "flat": ("cube", "stairs", "plus", "l_block", "ziggurat", "t_block"),
}


def _is_glyph(name: str) -> bool:
    return name.startswith(("letter_", "digit_"))


def _spread(major: List[str], minor: List[str]) -> List[str]:
    """Both lists in one, each keeping its order, the minor one spaced out evenly."""
    keyed = [((i + 0.5) / len(major), 0, n) for i, n in enumerate(major)]
    keyed += [((j + 0.5) / len(minor), 1, n) for j, n in enumerate(minor)]
    return [n for _, _, n in sorted(keyed)]


def campaign_shapes(mode: str) -> Tuple[str, ...]:
    """The shapes the campaign cycles through in ``mode``, in a fixed order.

    The openers the library has come first; the rest follow in a shuffled order that
    depends only on the mode and the set of names (the project's PRNG, never ``random``),
    with letters and digits spread out evenly among the pictures. If the library cannot
    be asked, the built-in list is used as it is.
    """
    _check_mode(mode)
    fallback = FALLBACK_SHAPES[mode]
    have = set(_available_shapes(mode))
    if not have:
        return fallback
    first = [s for s in OPENERS[mode] if s in have]
    rest = sorted(have.difference(first))
    pictures = [n for n in rest if not _is_glyph(n)]
    glyphs = [n for n in rest if _is_glyph(n)]
    rng = Rng(_fnv1a(f"quiver-campaign-order/{mode}"))
    rng.shuffle(pictures)
    rng.shuffle(glyphs)
    return tuple(first + _spread(pictures, glyphs))


# --------------------------------------------------------------------------- numbers


def level_kind(level: int) -> str:
    """"big" every 10th level, "breather" every other 5th, else "normal"."""
    _check_level(level)
    if level % 10 == 0:
        return "big"
    if level % 5 == 0:
        return "breather"
    return "normal"


def level_seed(mode: str, level: int) -> int:
    """A fixed 63-bit seed for ``(mode, level)``: FNV-1a of the mode mixed with the level."""
    _check_mode(mode)
    _check_level(level)
    return _mix64(_fnv1a(f"quiver-campaign/{mode}") ^ _mix64(level)) >> 1


def _base_edge(mode: str, level: int) -> int:
    start, at_end, cap = _SIZE_CURVE[mode]
    t = (level - 1) / (_CURVE_END - 1)
    return min(cap, int(start + (at_end - start) * t + 0.5))


def _edge(mode: str, level: int, kind: str) -> int:
    start, _, cap = _SIZE_CURVE[mode]
    base = _base_edge(mode, level)
    if kind == "breather":
        return max(start, base - max(1, base // 6))
    if kind == "big":
        return min(cap, base + max(1, base // 6))
    return base


def _difficulty(level: int, kind: str) -> str:
    cycle = (level - 1) // 10          # levels 1-10 are cycle 0, 11-20 cycle 1, ...
    tier = 0 if cycle == 0 else 1 if cycle <= 2 else 2
    if kind == "breather":
        tier -= 1
    elif kind == "big":
        tier += 1
    return DIFFICULTIES[max(0, min(len(DIFFICULTIES) - 1, tier))]


def _cells(mode: str, shape: str, edge: int) -> float:
    fill = _FILL[mode].get(shape, _DEFAULT_FILL[mode])
    if mode == "2d":
        return edge * edge * fill
    if mode == "3d":
        return edge ** 3 * fill
    return 6 * edge * edge * fill  # flat: the exposed faces of the block


def level_spec(mode: str, level: int) -> dict:
    """Everything needed to generate campaign level ``level`` of ``mode``.

    Returns ``{"mode", "shape", "size", "arrows", "difficulty", "seed"}`` where ``size``
    is ``(n, n)`` in 2d and ``(n,)`` (the edge) in 3d and flat, as
    ``quiver.generator.parse_size`` gives for ``"n"``; ``difficulty`` is one of
    ``DIFFICULTIES``; ``seed`` is a fixed integer in ``[0, 2**63)``. Raises ``ValueError``
    for an unknown mode or a level number below 1.

    >>> level_spec("2d", 1)["size"]
    (8, 8)
    """
    _check_mode(mode)
    _check_level(level)
    kind = level_kind(level)
    shapes: Sequence[str] = campaign_shapes(mode)
    shape = shapes[(level - 1) % len(shapes)]
    edge = _edge(mode, level, kind)
    arrows = max(3, int(_cells(mode, shape, edge) / _CELLS_PER_ARROW[kind] + 0.5))
    size: Tuple[int, ...] = (edge, edge) if mode == "2d" else (edge,)
    return {
        "mode": mode,
        "shape": shape,
        "size": size,
        "arrows": arrows,
        "difficulty": _difficulty(level, kind),
        "seed": level_seed(mode, level),
    }


def _box_2d(shape: str, n: int) -> Tuple[int, int]:
    """A picture's box with its longer side n, keeping the aspect of its default size (a
    wide picture squeezed into a square stops reading as itself)."""
    from quiver.shapes import default_size
    try:
        w, h = default_size("2d", shape)
    except ValueError:
        return n, n
    k = n / max(w, h)
    return max(1, round(w * k)), max(1, round(h * k))


def level_code(mode: str, level: int):
    """The puzzle code (:class:`quiver.game.code.PuzzleCode`) of campaign ``level``.

    The spec's size is the shape's bounding box (``(n, n)`` in 2d, the edge ``n`` in 3d
    and flat, which the shape fits into its box); the arrow count is kept inside what
    the generator accepts for that many cells. Deterministic, like :func:`level_spec`.

    >>> str(level_code("2d", 1))
    '2d-heart-8x7-8-easy-1922026962499609246-g4'
    """
    from quiver.game import code as codes
    from quiver.shapes import make_shape

    spec = level_spec(mode, level)
    edge = spec["size"][0]
    shape = None
    error: Exception | None = None
    # a shape with a smallest size (a tower needs 4, a duck 8): the nearest size it accepts
    for n in sorted(range(max(1, edge - 6), edge + 13), key=lambda k: (abs(k - edge), -k)):
        try:
            size = _box_2d(spec["shape"], n) if mode == "2d" else n
            shape = make_shape(mode, spec["shape"], size)
            break
        except ValueError as e:
            error = error or e
    if shape is None:
        raise error if error is not None else ValueError(f"no size fits {spec['shape']}")
    lo, hi = codes.arrow_bounds(codes.cell_count(shape))
    arrows = max(lo, min(hi, int(spec["arrows"])))
    return codes.complete(mode, spec["shape"], size, arrows, spec["difficulty"], spec["seed"])
