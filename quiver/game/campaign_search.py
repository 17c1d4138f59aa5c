"""The candidate search that chooses a campaign level's board (ADR 0008,
docs/adr/0008-campaign-curve.md: "Candidates: a ramp level lands on its depth").

A level's candidates are generated with the seeds ``level_seed(mode, n, k)``, k = 0, 1,
...: a ramp level tries up to 36, the difficulty of each chosen by :class:`_DepthSearch`
from the depths seen so far, and keeps one that lands on its whole-number depth; a spike
or a breather tries a few seeds of each of its role's difficulties and keeps the one
nearest its target (:func:`_score`). The level's special arrows are on every candidate,
so each is measured as it will be played. :func:`search_level` runs the search; the
table of picks (campaign_picks.py, read by campaign.py) records what it keeps.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from quiver.engine.modes import DIFFICULTIES, Difficulty, Mode
from quiver.engine.rng import mix64, name_key
from quiver.game.campaign_targets import LevelRole, check_level, check_mode
from quiver.game.special_levels import with_special_arrows

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.campaign_plan import Plan
    from quiver.game.campaign_targets import Target
    from quiver.game.code import PuzzleSpec

    _Candidate = tuple[PuzzleSpec, Board, int]  # code, board, longest single-file run

__all__ = ["candidate_code", "candidate_seeds", "level_seed", "search_level", "warm_up"]

# The difficulties a spike and a breather try, in order (measured over the campaign's
# boards): a spike aims over half its arrows ("hard"), a breather at half a ramp's depth
# ("easy" boards stay 2-4 rounds deep at any size). A ramp level's difficulty follows
# the depths it sees (_DepthSearch).
_ROLE_DIFFICULTIES = {
    "spike": (Difficulty.HARD, Difficulty.MEDIUM),
    "breather": (Difficulty.EASY, Difficulty.MEDIUM),
}
# Candidate boards per difficulty tried for a level (the first one close enough wins).
# A ramp level must land on a whole number of rounds, so it has more: "medium" boards of
# one size spread over about +-3 rounds, each depth taking 10-30% of them.
_SEEDS_PER_DIFFICULTY = 6
_RAMP_CANDIDATES = 36
# Boards of the hardest (easiest) difficulty, all too shallow (deep), that end the search.
_OUT_OF_REACH = 6
# Candidates still tried once one has landed on the depth, for a better free share.
_AFTER_LANDING = 4


def level_seed(mode: str, level: int, candidate: int = 0) -> int:
    """A fixed 63-bit seed for ``(mode, level)``: FNV-1a of the mode mixed with the level
    (and, for the extra candidates of a level, with the candidate's number)."""
    check_mode(mode)
    check_level(level)
    seed = mix64(name_key(f"quiver-campaign/{mode}") ^ mix64(level)) >> 1
    if candidate:
        seed = mix64(seed ^ mix64(name_key(f"candidate/{candidate}"))) >> 1
    return seed


def candidate_seeds(mode: str, level: int, plan: Plan) -> list[tuple[Difficulty, int]]:
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

    def __init__(self, target_depth: float, gentle: bool = False) -> None:
        self.target = target_depth
        self.allowed = DIFFICULTIES if target_depth <= 4 else DIFFICULTIES[1:]
        if gentle:  # a warm-up: no "hard" (search_level)
            self.allowed = tuple(d for d in self.allowed if d != Difficulty.HARD)
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

    code = candidate_code(mode, level, plan, difficulty, seed)
    try:
        board = codes.generate_board(code)
    except ValueError:
        return None
    # the metrics' single-file run: the peel's rounds, or the verifier's with rotating arrows
    return code, board, int(_metrics(board)["max_single_run"])


def candidate_code(mode: str, level: int, plan: Plan, difficulty: Difficulty, seed: int) -> PuzzleSpec:
    """The puzzle code of one candidate, with the level's special arrows."""
    from quiver.game import code as codes

    size = plan.size if mode == Mode.TWO_D else plan.size[0]
    return with_special_arrows(
        mode, level, codes.complete(mode, plan.shape, size, plan.arrows, difficulty, seed)
    )


def _ramp_candidates(mode: str, level: int, plan: Plan, gentle: bool = False) -> Iterator[_Candidate]:
    """The candidates of a ramp level: seeds ``level_seed(mode, level, k)`` for k = 0, 1,
    ..., each with the difficulty :class:`_DepthSearch` picks (`gentle`: never "hard"); at
    most ``_RAMP_CANDIDATES``, and a few more once one has landed on the target depth (for
    a better free share)."""
    search = _DepthSearch(plan.target.depth, gentle)
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
    for difficulty, seed in candidate_seeds(mode, level, plan):
        built = _measure(mode, level, plan, difficulty, seed)
        if built is not None:
            yield built


def warm_up(level: int, plan: Plan) -> bool:
    """Whether the HUD calls the level a warm-up (journey.level_word): a ramp level of the
    first ten with under ``WARM_UP_ARROWS`` arrows."""
    from quiver.game.campaign_targets import GENTLE_LEVELS, WARM_UP_ARROWS

    return plan.role == LevelRole.RAMP and level <= GENTLE_LEVELS and plan.arrows < WARM_UP_ARROWS


def _lands(plan: Plan, metrics: Mapping[str, Any]) -> bool:
    """On the ramp's depth, with the planned arrows give or take the plan's slack (8%, at
    least one: campaign_plan._fit)."""
    slack = max(1, round(0.08 * plan.arrows))
    return bool(metrics["depth"] == plan.target.depth and abs(metrics["arrows"] - plan.arrows) <= slack)


def search_level(mode: str, level: int, plan: Plan) -> tuple[PuzzleSpec, Board]:
    """The candidate search behind ``campaign.level_board``, always run (the table of picks,
    tools/campaign_picks.py, records what it chooses). A warm-up's code never says "hard"
    (s359: the HUD said "Warm-up" over a code saying hard) where an easy or a medium
    candidate lands (`_lands`): the search again without "hard" when it kept a hard one."""
    search = _ramp_candidates if plan.role == LevelRole.RAMP else _fixed_candidates
    best = _best(level, plan, search(mode, level, plan))
    if best is None:
        raise ValueError(f"level {level} ({plan.shape}) could not be built")
    if best[0].difficulty == Difficulty.HARD and warm_up(level, plan):
        gentle = _best(level, plan, _ramp_candidates(mode, level, plan, gentle=True))
        if gentle is not None and _lands(plan, _metrics(gentle[1])):
            return gentle
    return best


def _best(level: int, plan: Plan, candidates: Iterator[_Candidate]) -> tuple[PuzzleSpec, Board] | None:
    """The best of `candidates` by `_score`, stopping at one close enough; None if none."""
    best = None
    for code, board, single_run in candidates:
        score = _score(level, plan, _metrics(board), single_run)
        if best is None or score < best[0]:
            best = (score, code, board)
        if score[0] < math.inf and _close_enough(plan, _metrics(board), single_run):
            break
    return None if best is None else (best[1], best[2])
