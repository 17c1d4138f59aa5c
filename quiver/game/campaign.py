"""The campaign: an endless, deterministic sequence of levels per mode.

Each level has a role and a target, and the shape and size are chosen to hit the target
(a box size means very different boards for a sphere and an octahedron):

* ``level_role(n)``: every 10th level is a "breather" (smaller, shallower), every other
  5th from level 15 on a "spike" (bigger, deeper; none among the first ten, which climb
  in small steps); the rest are "ramp" levels that climb steadily.
* ``level_target(mode, n)``: the arrows, the depth (rounds of "remove everything free")
  and the share of arrows free at the start that the level aims for.
* ``level_plan(mode, n)``: the shape and size (cheap, no generation). The shape comes from
  the gallery's fixed order; a shape that cannot take the target's arrow count at any size
  lets the next one in the order take its turn.
* ``level_code(mode, n)``: the puzzle. Candidate boards with seeds derived from ``(mode,
  n)`` are generated; a ramp level keeps one that lands on its whole-number depth (which
  never falls from level to level), a spike or breather the one nearest its target.

Everything depends only on ``(mode, n)``, the shape library and the generator, never on
``random`` or Python's salted ``hash()``. Progress (stars, times) is keyed by the level
number, so it stays with its level. ``bench/campaign_curve.py`` writes the curve of levels
1-300 to ``bench/campaign_curve.csv``; tests/test_campaign_curve.py gates it.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator, Mapping, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from quiver.engine.modes import DIFFICULTIES, MODES, Difficulty, Mode, is_int
from quiver.engine.rng import Rng, mix64, name_key
from quiver.game.code import shape_names
from quiver.game.special_levels import with_special_arrows
from quiver.shapes import CLASSIC_SHAPES

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.code import PuzzleSpec
    from quiver.shapes import Shape

    _Candidate = tuple[PuzzleSpec, Board, int]  # code, board, longest single-file run

__all__ = [
    "DIFFICULTIES",
    "FALLBACK_SHAPES",
    "MAX_LEVEL",
    "MODES",
    "ROLES",
    "LevelRole",
    "campaign_shapes",
    "level_board",
    "level_code",
    "level_plan",
    "level_role",
    "level_seed",
    "level_spec",
    "level_target",
    "longest_single_run",
    "ramp_depth",
]


# what the campaign cycles through when the shape library cannot name its shapes: the
# first release's (the shapes the sweeps keep to)
FALLBACK_SHAPES = CLASSIC_SHAPES

ROLES = ("ramp", "spike", "breather")

# The ramp's arrow count: first + scale * (n - 1) ** 0.75, a climb that slows down
# (about 30 arrows at level 50 and 100 at level 300 in 2D).
# keyed by text (a Mode is a str): the campaign takes the mode as the player's text
_ARROWS: dict[str, tuple[int, float]] = {Mode.TWO_D: (7, 1.3), Mode.THREE_D: (7, 1.05), Mode.FLAT: (7, 1.05)}
_ROLE_ARROWS = {"ramp": 1.0, "spike": 1.5, "breather": 0.6}
# The depth each role aims for, and the difficulties that land there (measured over the
# campaign's boards): a ramp level the whole number of rounds below 0.9 * arrows ** 0.6,
# the median "medium" board's depth (measured over levels 13-297 of every mode: 0.6 to
# 1.15 times arrows ** 0.6 by shape, 0.88 typical; _DepthSearch moves to "hard" on early
# levels, where "medium" stays a round short), so the curve is steady and never drops; a spike
# over half its arrows ("hard"); a breather half a ramp's depth ("easy" boards stay 2-4
# rounds deep at any size).
_ROLE_DIFFICULTIES = {
    "spike": (Difficulty.HARD, Difficulty.MEDIUM),
    "breather": (Difficulty.EASY, Difficulty.MEDIUM),
}
# The share of arrows free at the start: about a third on the first levels, falling.
_ROLE_FREE = {"ramp": 1.0, "spike": 0.5, "breather": 1.3}
# Cells per arrow the size aims for (the generator accepts 4 to 7).
_CELLS_PER_ARROW = 5.5
# Candidate boards per difficulty tried for a level (the first one close enough wins).
# A ramp level must land on a whole number of rounds, so it has more: "medium" boards of
# one size spread over about +-3 rounds, each depth taking 10-30% of them.
_SEEDS_PER_DIFFICULTY = 6
_RAMP_DEPTH = 0.9
_RAMP_CANDIDATES = 36
# Boards of the hardest (easiest) difficulty, all too shallow (deep), that end the search.
_OUT_OF_REACH = 6
# Candidates still tried once one has landed on the depth, for a better free share.
_AFTER_LANDING = 4
_EDGES = {Mode.TWO_D: range(5, 49), Mode.THREE_D: range(3, 17), Mode.FLAT: range(2, 14)}
# The last level number: far beyond any player, small enough for float arithmetic on it
# (progress.json clamps to it, so a hand-edited huge number cannot reach the maths).
MAX_LEVEL = 1_000_000


def cleared_title(level: int) -> str:
    """The win card's title for a campaign level; the last one's says the campaign is
    over (no Next level follows it: its card leads to Levels, scenes/result.py)."""
    return "Campaign complete!" if level >= MAX_LEVEL else f"Level {level} cleared!"


def _check_mode(mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")


def _check_level(level: int) -> None:
    if not is_int(level):
        raise ValueError(f"level must be a whole number, got {level!r}")
    if level < 1:
        raise ValueError(f"level numbers start at 1, got {level}")
    if level > MAX_LEVEL:
        raise ValueError(f"level numbers end at {MAX_LEVEL}")


# --------------------------------------------------------------------------- shapes


def _available_shapes(mode: str) -> list[str]:
    """The shape library's names for ``mode`` (empty if it cannot say)."""
    try:
        return shape_names(mode)
    except Exception:
        return []


# The first levels of a mode show pictures everybody names at once; after them the whole
# gallery follows in a fixed shuffled order, so a picture comes back only after every
# other one has had its turn (93 levels in 2D, more than the 40 the design asks for).
OPENERS: dict[str, tuple[str, ...]] = {
    Mode.TWO_D: ("heart", "star", "fish", "duck", "house", "apple", "cat", "tree"),
    Mode.THREE_D: ("cube", "pyramid", "sphere", "torus", "heart", "duck", "mushroom", "rocket"),
    Mode.FLAT: ("cube", "stairs", "plus", "l_block", "ziggurat", "t_block"),
}


def _is_glyph(name: str) -> bool:
    return name.startswith(("letter_", "digit_"))


def _spread(major: list[str], minor: list[str]) -> list[str]:
    """Both lists in one, each keeping its order, the minor one spaced out evenly."""
    keyed = [((i + 0.5) / len(major), 0, n) for i, n in enumerate(major)]
    keyed += [((j + 0.5) / len(minor), 1, n) for j, n in enumerate(minor)]
    return [n for _, _, n in sorted(keyed)]


def campaign_shapes(mode: str) -> tuple[str, ...]:
    """The shapes the campaign cycles through in ``mode``, in a fixed order.

    The openers the library has come first; the rest follow in a shuffled order that
    depends only on the mode and the set of names (the project's PRNG, never ``random``),
    with letters and digits spread out evenly among the pictures. If the library cannot
    be asked, the first release's shapes (`FALLBACK_SHAPES`) are used as they are.
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
    rng = Rng(name_key(f"quiver-campaign-order/{mode}"))
    rng.shuffle(pictures)
    rng.shuffle(glyphs)
    return tuple(first + _spread(pictures, glyphs))


# --------------------------------------------------------------------------- targets


class Target(NamedTuple):
    arrows: int
    depth: float
    f0: float


GENTLE_LEVELS = 10  # the first levels climb in small steps: no spike among them


class LevelRole(enum.StrEnum):
    RAMP = "ramp"  # the steady climb
    SPIKE = "spike"  # every other 5th level from 15 on: bigger and deeper
    BREATHER = "breather"  # every 10th level: smaller and shallower


def level_role(level: int) -> LevelRole:
    """A breather every 10th level, a spike every other 5th from level 15 on (the first
    ten climb in small steps, GENTLE_LEVELS), else the ramp."""
    _check_level(level)
    if level % 10 == 0:
        return LevelRole.BREATHER
    if level % 5 == 0 and level > GENTLE_LEVELS:
        return LevelRole.SPIKE
    return LevelRole.RAMP


def level_seed(mode: str, level: int, candidate: int = 0) -> int:
    """A fixed 63-bit seed for ``(mode, level)``: FNV-1a of the mode mixed with the level
    (and, for the extra candidates of a level, with the candidate's number)."""
    _check_mode(mode)
    _check_level(level)
    seed = mix64(name_key(f"quiver-campaign/{mode}") ^ mix64(level)) >> 1
    if candidate:
        seed = mix64(seed ^ mix64(name_key(f"candidate/{candidate}"))) >> 1
    return seed


def _ramp_arrows(mode: str, level: int) -> float:
    first, scale = _ARROWS[Mode(mode)]
    return first + scale * float((level - 1) ** 0.75)


def ramp_depth(mode: str, level: int) -> int:
    """The whole number of rounds a ramp level aims at, ``floor(0.9 * arrows ** 0.6)``
    of the ramp's arrow count: it never falls as the level number grows, and a ramp
    level's board is chosen to land on it."""
    return max(2, math.floor(_RAMP_DEPTH * float(_ramp_arrows(mode, level) ** 0.6)))


def level_target(mode: str, level: int) -> Target:
    """What level ``level`` of ``mode`` aims for: arrows, depth and free share at start."""
    _check_mode(mode)
    role = level_role(level)
    ramp = _ramp_arrows(mode, level)
    arrows = max(4, round(ramp * _ROLE_ARROWS[role]))
    depth = {"ramp": ramp_depth(mode, level), "spike": 0.55 * arrows, "breather": 0.5 * ramp**0.6}[role]
    depth = max(2.0, depth)
    t = min(1.0, (level - 1) / 199)
    f0 = min(0.6, (0.35 - 0.15 * t) * _ROLE_FREE[role])
    return Target(arrows, depth, f0)


# --------------------------------------------------------------------------- shape and size


def _shape_at(mode: str, shape: str, edge: int) -> Shape:
    from quiver.shapes import make_shape

    return make_shape(mode, shape, _box_2d(shape, edge) if mode == Mode.TWO_D else edge)


@cache
def _sizes(mode: str, shape: str) -> tuple[tuple[int, int], ...]:
    """(edge, cells) for every edge the shape accepts in the campaign's range: from the
    table tools/campaign_sizes.py writes (counting them costs seconds on a first call),
    counted here for a shape the table lacks."""
    from quiver.game.campaign_sizes import SIZES

    row = SIZES.get(str(mode), {}).get(shape)
    edges = _EDGES[Mode(mode)]
    if row is not None:
        counts = [int(n) for n in row.split()]
        if len(counts) == len(edges):
            return tuple((edge, n) for edge, n in zip(edges, counts, strict=True) if n)
    return _count_sizes(mode, shape)


def _count_sizes(mode: str, shape: str) -> tuple[tuple[int, int], ...]:
    """(edge, cells), each shape made and its cells counted."""
    from quiver.game.code import cell_count

    out = []
    for edge in _EDGES[Mode(mode)]:
        try:
            out.append((edge, cell_count(_shape_at(mode, shape, edge))))
        except ValueError:
            continue
    return tuple(out)


def _fit(mode: str, shape: str, arrows: int) -> tuple[int, int] | None:
    """(edge, arrows) for the size whose cell count suits ``arrows`` best, the count
    moved by at most one arrow or 8% into what that size accepts; None if none can."""
    from quiver.game.code import arrow_bounds

    slack = max(1, round(0.08 * arrows))
    fits = []
    for edge, cells in _sizes(mode, shape):
        lo, hi = arrow_bounds(cells)
        got = max(lo, min(hi, arrows))
        if abs(got - arrows) <= slack:
            fits.append((abs(got - arrows), abs(math.log(cells / (got * _CELLS_PER_ARROW))), edge, got))
    return min(fits)[2:] if fits else None


class Plan(NamedTuple):
    role: LevelRole
    shape: str
    size: tuple[int, ...]  # the box the shape is made at: (w, h) in 2d, (n,) otherwise
    arrows: int
    target: Target


def level_plan(mode: str, level: int) -> Plan:
    """The role, shape, size and arrow count of a level (no board is generated).

    The shape is the level's turn in :func:`campaign_shapes`; when that shape cannot
    take the target's arrows (give or take 8%) at any size (a detailed model on an early
    level), a shape from half a cycle further on that can takes the turn. The size is the
    one whose cell count suits the arrows best.
    """
    _check_mode(mode)
    _check_level(level)
    target = level_target(mode, level)
    shapes: Sequence[str] = campaign_shapes(mode)
    start = (level - 1) % len(shapes)
    # a stand-in comes from half a cycle away, so it does not repeat a recent level
    half = len(shapes) // 2
    fits = []
    for k in [0] + [half + j for j in range(len(shapes) - 1)]:
        shape = shapes[(start + k) % len(shapes)]
        fit = _fit(mode, shape, target.arrows)
        if fit is not None:
            fits.append((shape, fit))
            if k == 0:
                break  # the level's own shape fits
    if fits:
        # the stand-ins that fit take turns level by level, so that where few shapes take
        # small counts (3D's smallest sizes) one shape does not stand in level after level
        pick = level % len(fits)
        if 1 < level <= GENTLE_LEVELS and fits[0][0] != shapes[start] and len(fits) > 1:
            # the first levels: a stand-in never plays the level before's shape again
            before = level_plan(mode, level - 1).shape
            if fits[pick][0] == before:
                pick = (pick + 1) % len(fits)
        shape, (edge, arrows) = fits[0] if fits[0][0] == shapes[start] else fits[pick]
        size = _box_2d(shape, edge) if mode == Mode.TWO_D else (edge,)
        return Plan(level_role(level), shape, tuple(size), arrows, target)
    # nothing takes that many arrows: the level's own shape at its largest size
    shape = shapes[start]
    edge, cells = max(_sizes(mode, shape), key=lambda ec: ec[1])
    from quiver.game.code import arrow_bounds

    lo, hi = arrow_bounds(cells)
    size = _box_2d(shape, edge) if mode == Mode.TWO_D else (edge,)
    return Plan(level_role(level), shape, tuple(size), max(lo, min(hi, target.arrows)), target)


def level_spec(mode: str, level: int) -> dict[str, Any]:
    """The plan of a level as a dict: ``{"mode", "role", "shape", "size", "arrows",
    "difficulty", "seed"}``, where difficulty and seed are the first candidate's (the
    board :func:`level_code` keeps may use another candidate)."""
    plan = level_plan(mode, level)
    return {
        "mode": mode,
        "role": plan.role,
        "shape": plan.shape,
        "size": plan.size,
        "arrows": plan.arrows,
        "difficulty": (
            Difficulty.MEDIUM if plan.role == LevelRole.RAMP else _candidates(mode, level, plan)[0][0]
        ),
        "seed": level_seed(mode, level),
    }


# --------------------------------------------------------------------------- the board


def _candidates(mode: str, level: int, plan: Plan) -> list[tuple[Difficulty, int]]:
    """(difficulty, seed) pairs a spike or a breather tries, in order: the role's
    difficulties (easy ones first where the target is two or three rounds: easy boards stay
    that shallow at any size), each with its seeds."""
    order = list(_ROLE_DIFFICULTIES[plan.role])
    if plan.target.depth <= 3.5:
        order = [Difficulty.EASY] + [d for d in order if d != Difficulty.EASY]
    out: list[tuple[Difficulty, int]] = []
    for d in order:
        for _ in range(_SEEDS_PER_DIFFICULTY):
            out.append((d, level_seed(mode, level, len(out))))
    return out


class _DepthSearch:
    """Which difficulty a ramp level's next candidate uses, from the depths seen so far.

    It starts at "medium" (the ramp's depth follows the median "medium" board) and tries
    the next harder (easier) difficulty once "medium" boards come out too shallow (deep)
    on average; then it stays with the difficulty whose boards miss the target by least
    on average. "medium" counts two boards on the target besides those it has seen, so
    one odd board does not turn the search away from it. "easy" is tried only for targets
    of at most four rounds (easy boards stay 2-4 rounds deep at any size). Late levels stay
    with "medium"; early ones, where "medium" stays a round short, go on with "hard".
    Deterministic: the same depths give the same choices.
    """

    def __init__(self, target_depth: float) -> None:
        self.target = target_depth
        self.allowed = DIFFICULTIES if target_depth <= 4 else DIFFICULTIES[1:]
        self.misses: dict[Difficulty, list[float]] = {d: [] for d in self.allowed}
        self.current: Difficulty = Difficulty.MEDIUM

    def difficulty(self) -> Difficulty:
        return self.current

    def _expected_miss(self, difficulty: Difficulty) -> float:
        prior = [0.0, 0.0] if difficulty == Difficulty.MEDIUM else []
        return _mean(self.misses[difficulty] + prior)

    def out_of_reach(self) -> bool:
        """Every "hard" ("easy") board so far, at least ``_OUT_OF_REACH`` of them, was too
        shallow (too deep): more seeds will not land."""
        for end, sign in ((Difficulty.HARD, -1), (Difficulty.EASY, 1)):
            seen = self.misses.get(end, [])
            if len(seen) >= _OUT_OF_REACH and all(m * sign > 0 for m in seen):
                return True
        return False

    def record(self, depth: float | None) -> None:
        """Note a candidate's depth (None: it could not be built) and choose the next."""
        if depth is None:
            return
        self.misses[self.current].append(depth - self.target)
        miss = self._expected_miss(self.current)
        here = self.allowed.index(self.current)
        beside = here + (1 if miss < 0 else -1 if miss > 0 else 0)
        if beside != here and 0 <= beside < len(self.allowed) and not self.misses[self.allowed[beside]]:
            self.current = self.allowed[beside]
            return
        tried = [d for d in self.allowed if self.misses[d]]
        self.current = min(tried, key=lambda d: (abs(self._expected_miss(d)), self.allowed.index(d)))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def longest_single_run(rounds: Sequence[Sequence[int]]) -> int:
    """The longest stretch of consecutive peel rounds that free one arrow each (a
    forced single-file chain, which plays as a chore)."""
    best = run = 0
    for r in rounds:
        run = run + 1 if len(r) == 1 else 0
        best = max(best, run)
    return best


def _shape_score(target: Target, metrics: Mapping[str, Any], single_run: int) -> float:
    """How far a board is from the target's free share, plus a small cost for a long
    single-file chain (lower is better)."""
    return float(abs(metrics["f0"] - target.f0) + 0.02 * max(0, single_run - 3))


def _score(level: int, plan: Plan, metrics: Mapping[str, Any], single_run: int) -> tuple[float, ...]:
    """The candidate's rank (lower is better); ``inf`` first for a board that lets every
    arrow go at once after level 3.

    A ramp level must land on its whole-number depth exactly, else as near as it can
    (from above on a tie): so ramp depth never drops from one ramp level to the next
    beyond what no candidate could avoid. Spikes and
    breathers are kept nearest their (looser) depth target, weighted 4 against the free
    share. Then a ramp level prefers the board with the planned arrow count (the generator
    lands within a tolerance of it)."""
    depth, target = metrics["depth"], plan.target
    if level > 3 and depth < 2:
        return (math.inf,)
    rest = _shape_score(target, metrics, single_run)
    if plan.role == LevelRole.RAMP:
        miss = depth - target.depth
        return (0, abs(miss), miss < 0, abs(metrics["arrows"] - plan.arrows), rest)
    return (0, 4 * abs(depth - target.depth) / target.depth + rest)


def _close_enough(plan: Plan, metrics: Mapping[str, Any], single_run: int) -> bool:
    """Good enough to stop trying candidates."""
    target = plan.target
    if plan.role == LevelRole.RAMP:
        return bool(
            metrics["depth"] == target.depth
            and metrics["arrows"] == plan.arrows
            and abs(metrics["f0"] - target.f0) <= 0.1
            and single_run <= 3
        )
    return bool(
        abs(metrics["depth"] - target.depth) <= max(0.6, 0.05 * target.depth)
        and abs(metrics["f0"] - target.f0) <= 0.1
    )


def _measure(mode: str, level: int, plan: Plan, difficulty: Difficulty, seed: int) -> _Candidate | None:
    """(code, board, single_run) of one candidate, or None if it cannot be built. The
    level's special arrows, if any, are on it: locks add rounds, so the candidates are
    measured as they will be played."""
    from quiver.game import code as codes

    code = _code(mode, level, plan, difficulty, seed)
    try:
        board = codes.generate_board(code)
    except ValueError:
        return None
    # the metrics' single-file run: the peel's rounds, or the verifier's with rotating arrows
    return code, board, int(_metrics(board)["max_single_run"])


def _code(mode: str, level: int, plan: Plan, difficulty: Difficulty, seed: int) -> PuzzleSpec:
    """The puzzle code of one candidate, with the level's special arrows."""
    from quiver.game import code as codes

    size = plan.size if mode == Mode.TWO_D else plan.size[0]
    return with_special_arrows(
        mode, level, codes.complete(mode, plan.shape, size, plan.arrows, difficulty, seed)
    )


def _ramp_candidates(mode: str, level: int, plan: Plan) -> Iterator[_Candidate]:
    """The candidates of a ramp level: seeds ``level_seed(mode, level, k)`` for k = 0, 1,
    ..., each with the difficulty :class:`_DepthSearch` picks; at most
    ``_RAMP_CANDIDATES``, and a few more once one has landed on the target depth (for a
    better free share)."""
    search = _DepthSearch(plan.target.depth)
    landed = None
    for k in range(_RAMP_CANDIDATES):
        if landed is not None and k - landed > _AFTER_LANDING:
            return
        built = _measure(mode, level, plan, search.difficulty(), level_seed(mode, level, k))
        depth = None if built is None else _metrics(built[1])["depth"]
        search.record(depth)
        if built is not None:
            if landed is None and depth == plan.target.depth:
                landed = k
            yield built
        if search.out_of_reach():
            return


def _metrics(board: Board) -> dict[str, Any]:
    if board.metrics is None:  # pragma: no cover - generated boards have them
        raise ValueError("a generated board without metrics")
    return board.metrics


def _fixed_candidates(mode: str, level: int, plan: Plan) -> Iterator[_Candidate]:
    for difficulty, seed in _candidates(mode, level, plan):
        built = _measure(mode, level, plan, difficulty, seed)
        if built is not None:
            yield built


def level_board(mode: str, level: int) -> tuple[PuzzleSpec, Board]:
    """``(code, board)`` of campaign ``level``: the best candidate by :func:`_score` (a
    fresh board each call: a board in play changes). From the first special arrow's
    intro level on, some levels carry special arrows (special_levels.py); their
    candidates are built and measured with them."""
    plan = level_plan(mode, level)
    picked = _picked(mode, level, plan)
    if picked is not None:
        from quiver.game.code import generate_board

        return picked, generate_board(picked)
    return search_level(mode, level, plan)


def search_level(mode: str, level: int, plan: Plan) -> tuple[PuzzleSpec, Board]:
    """The candidate search behind :func:`level_board`, always run (the table of picks,
    tools/campaign_picks.py, records what it chooses)."""
    search = _ramp_candidates if plan.role == LevelRole.RAMP else _fixed_candidates
    best = None
    for code, board, single_run in search(mode, level, plan):
        score = _score(level, plan, _metrics(board), single_run)
        if best is None or score < best[0]:
            best = (score, code, board)
        if score[0] < math.inf and _close_enough(plan, _metrics(board), single_run):
            break
    if best is None:
        raise ValueError(f"level {level} ({plan.shape}) could not be built")
    return best[1], best[2]


def _picked(mode: str, level: int, plan: Plan) -> PuzzleSpec | None:
    """The code the search keeps for this level, from the table of picks
    (quiver/game/campaign_picks.py: the difficulty and candidate number of each level,
    written by tools/campaign_picks.py for one generator version); None where the table
    has no entry or was made by another generator version: the search runs then. The
    board is the search's own (the same code, generated the same way), without building
    the candidates it looked at."""
    from quiver.game.campaign_picks import GENERATOR, PICKS
    from quiver.generator.version import GENERATOR_VERSION

    row = PICKS.get(str(mode), "").split() if GENERATOR == GENERATOR_VERSION else []
    if level > len(row):
        return None
    letter, k = row[level - 1][0], int(row[level - 1][1:])
    difficulty = {"e": Difficulty.EASY, "m": Difficulty.MEDIUM, "h": Difficulty.HARD}[letter]
    return _code(mode, level, plan, difficulty, level_seed(mode, level, k))


def level_code(mode: str, level: int) -> PuzzleSpec:
    """The puzzle code (:class:`quiver.game.code.PuzzleSpec`) of campaign ``level``.

    Deterministic, like :func:`level_plan`; read from the table of picks, else it
    generates a few candidate boards (as long as a few generations of the level; cached
    for the last few levels).

    >>> level_code("2d", 1).mode
    '2d'
    """
    return _level_code(mode, level)


@lru_cache(maxsize=64)
def _level_code(mode: str, level: int) -> PuzzleSpec:
    plan = level_plan(mode, level)  # (a level in the table of picks: its code, no board built)
    picked = _picked(mode, level, plan)
    return picked if picked is not None else search_level(mode, level, plan)[0]


def _box_2d(shape: str, n: int) -> tuple[int, int]:
    """A picture's box with its longer side n, keeping the aspect of its default size (a
    wide picture squeezed into a square stops reading as itself)."""
    from quiver.shapes import default_size

    try:
        w, h = default_size(Mode.TWO_D, shape)
    except ValueError:
        return n, n
    k = n / max(w, h)
    return max(1, round(w * k)), max(1, round(h * k))
