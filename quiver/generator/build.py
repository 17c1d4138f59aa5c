"""generate(spec) -> Board: the construction and its tries, fair first, then deep, with the
tail's switches (set here by bench/tails.py, bench/tail_counts.py and the tests). The
shape's space is shape_space.py, what a retry keeps kept.py, the Board to_board.py."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from quiver.engine.board import Board
from quiver.engine.modes import Difficulty, Specials
from quiver.engine.player import LOCAL_MAX_ARROWS
from quiver.engine.rng import Rng
from quiver.engine.space import Space
from quiver.engine.visibility import Vec

from . import gates, huge3d
from .construct import WIDE_STEPS, Builder
from .counts import asked_count, count_tolerance
from .early_abort import Doomed, kept_below
from .fairness import Verdict, judge, single_run_broken
from .finish import merge_down_to, set_free, split_up_to
from .free_order import other_orders, snapshot
from .gcpause import gc_paused
from .kept import before_the_waist, last_beside_leftovers, next_keep
from .large import HUGE_WIDE, is_huge, is_large
from .mend_run import in_reach, mend, one_past
from .run_free import run_aware
from .shape_space import shape_space
from .spec import PuzzleSpec, SpecError
from .specials import add_specials, check_special_built
from .state import BuildState, Stuck
from .to_board import Played, finished_board, home_eye, home_view_ok
from .version import GENERATOR_VERSION

MAX_ATTEMPTS: Final = 40
# A small board has a high floor of forced moves (the last move is always forced: 1/n of
# them) and is cheap to build: it gets more tries before the least unfair one is taken.
SMALL_BOARD: Final = 40
SMALL_EXTRA_STEPS: Final[tuple[int | str, ...]] = ("mixed", "low") * 12
# A steered build (`_steered`, issue 24: hard for the player who looks next to the arrow
# just removed) weighs up to STEER candidates of the level it builds (nearly always all
# of them; construct.Builder._place_steered: 8 gave half the gain).
STEER: Final = 32
# ... from STEER_FROM arrows: under it the forced-move gate's noise is widest, and a
# steered 42-arrow board that passed at 10 playouts read 10.1% on 400 from another stream
STEER_FROM: Final = 60
FREE_REPAIRS: Final = 4  # a board that breaks a gate first tries 1, 2, 3, then 4 more free arrows
# The cube 17 tail (issue 26; docs/measurements.md, "quiver-gen/7"). Not Final: bench/tails.py
# sets them per generate call to compare them (each changes boards).
# Off since quiver-gen/7 too: a hard build whose free-arrow pass broke the single-round gate
# tries the pass in this many other orders before the repairs and a rebuild (free_order.py).
FREE_ORDER_TRIES = 0
# quiver-gen/7: a build whose one broken gate is the single-round one is mended by a checked
# edit or two that lay a second arrow into a round of the run (mend_run.py) before the
# repairs and a rebuild.
MEND_RUN = True
# ... and first, that pass again with the runs of single rounds in view, each turn taken only
# if the runs grow no worse (run_free.py).
RUN_FREE = True
# ... and a hard 3D build whose projected peel rounds already hold a run of single rounds
# near the outside is given up mid-construction and built again from before the run
# (early_abort.py).
EARLY_ABORT = True
# ... with RUN_FREE and MEND_RUN asked only for runs of single rounds of the kinds they
# mended (mend_run.in_reach), so that a seed does not pay for failed ones.
IN_REACH = True
# Measured, off: MEND_RUN asked before RUN_FREE when the runs are one run of one round
# past the gate (mend_run.one_past), where a mend is cheaper than the pass.
MEND_FIRST = False
# quiver-gen/8 (issue 26, the 16x20/65 tail; docs/measurements.md, "quiver-gen/8"): on a 2D
# board of SMALL_BOARD arrows or more, a build that breaks the forced-move gate alone gets
# REPAIRS_FORCED more-free-arrows repairs (FREE_REPAIRS before), none when it reads over
# REPAIR_OVER per mille forced moves (0: no such limit), and the next try keeps the arrows it
# laid at construction levels under FORCED_KEEP percent of its deepest (0: it starts
# afresh); a repair that finds no arrow to turn free splits one whose body steps straight
# out of the shape at an edge (SPLIT_FREE, finish.split_free), within the count's
# tolerance. Not Final: bench/tail_counts.py sets them to compare (--gen7: FREE_REPAIRS,
# 0, 0, False, quiver-gen/7's builds).
REPAIRS_FORCED = 1
REPAIR_OVER = 120
FORCED_KEEP = 60
SPLIT_FREE = True
# large.py: the first LOCAL_BACKTRACKS give-ups with at most kept.LAST_CELLS cells left
# back up to the latest arrow beside them rather than the earliest (kept.last_beside_leftovers)
LOCAL_BACKTRACKS: Final = 3
BACKTRACK: Final = 3  # arrows undone by a backtrack: 3, 6, 12, 24, then again from 3


def build_arrows(
    space: Space,
    count: int,
    difficulty: Difficulty,
    rng: Rng,
    wide: int | str,
    keep: Sequence[tuple[list[int], int, int]] = (),
    steer: int = 1,
    before_free: list[BuildState] | None = None,
    watch: int = 0,
) -> BuildState:
    """Run the construction, from the arrows in `keep` (a kept part of an earlier build)
    on (`steer`: see construct.Builder). A stuck attempt backtracks: it keeps the arrows
    placed before the first one that stranded a pocket (or all but the last few), and
    builds on from there with a fresh stream, going further back each time.
    `before_free`: a copy of the state before its free-arrow pass is added to it.
    `watch` (EARLY_ABORT): the free arrows the pass aims for, when the construction may
    give the build up (early_abort.Doomed, raised to the caller); 0: it may not."""
    prefix = list(keep)
    local = LOCAL_BACKTRACKS if is_large(space) else 0
    for attempt in range(MAX_ATTEMPTS):
        builder = Builder(space, count, difficulty, rng.stream(attempt), wide, steer, watch)
        state = builder.state
        try:
            builder.run(prefix)
        except Stuck:
            arrows = state.placed()
            kept = len(arrows) - BACKTRACK * 2 ** (attempt % 4)
            if state.first_strand is not None:
                kept = min(kept, state.first_strand - BACKTRACK)
            near = state.stuck_near
            if local and (last := last_beside_leftovers(state)) is not None:
                near, local = last, local - 1
            if near is not None:  # rebuild the neighbourhood of the gap
                kept = min(kept, near - BACKTRACK)
            prefix = arrows[: max(0, kept)]
            continue
        state.built = state.placed()
        merge_down_to(state, count)
        split_up_to(state, huge3d.split_target(state, count, count_tolerance(count)))
        if before_free is not None:
            before_free.append(snapshot(state))
        set_free(state, gates.free_target(len(state.arrows)), reduce=difficulty == Difficulty.HARD)
        return state
    raise Uncovered("could not cover this shape with arrows; try another size or count")


class Uncovered(SpecError):
    """build_arrows gave up: some cells were left uncovered on every attempt."""


EASIER: Final = {Difficulty.HARD: Difficulty.MEDIUM, Difficulty.MEDIUM: Difficulty.EASY}


@gc_paused
def generate(spec: PuzzleSpec, on_note: Callable[[str], None] | None = None) -> Board:
    space, size, name = shape_space(spec)
    cells = len(space)
    count, note = asked_count(spec, cells)
    if note and on_note:
        on_note(note)
    rng = Rng(spec.seed).stream(f"{spec.mode}/{name}/{list(size)}/{count}/{spec.difficulty}")
    params = {"arrows": count, "difficulty": spec.difficulty, "generator": GENERATOR_VERSION}
    board = _fair_board(
        space,
        count,
        spec.difficulty,
        rng,
        lambda state, played: finished_board(space, state, name, spec.seed, params, played),
        home_eye(space, name),
        on_note,
    )
    if spec.specials != Specials.NONE:  # its own sub-stream: plain boards unchanged
        # landed over the limit (within the count's tolerance): refused before the passes,
        # the most of the work (80x80, 1000 asked, seed 0: 1001)
        check_special_built(len(board.arrows), count if spec.arrows is not None else None)
        board = add_specials(
            board,
            spec.special_kinds,
            spec.specials,
            Rng(spec.seed).stream(f"specials/{spec.mode}/{name}/{count}"),
        )
    return board


def _fair_board(
    space: Space,
    count: int,
    difficulty: Difficulty,
    rng: Rng,
    finish: Callable[[BuildState, Played | None], Board],
    home: Vec | None = None,
    on_note: Callable[[str], None] | None = None,
) -> Board:
    """Fair first, then deep: a hard board that breaks a gate is built again with the next
    setting of WIDE_STEPS; the first fair one (the deepest, usually) wins. If none is fair, the
    one on the count with the fewest broken gates (then fewest forced moves). Before a rebuild,
    cheap repairs: up to FREE_REPAIRS more arrows free at the start (forced moves come mostly
    from boards that start with the fewest); and a rebuild keeps what came before a run of
    single rounds (`before_the_waist`). Candidates are judged on their state (`fairness.judge`,
    and the home view's gate when `home` is the eye of a 3D or Flat 3D board); only one that
    passes there becomes a `Board`, whose measured metrics have the last word."""
    best: tuple[tuple[bool, int, float], BuildState, Difficulty] | None = None  # (and its construction's)
    keep: list[tuple[list[int], int, int]] = []
    steer, making = (STEER if _steered(space, count, difficulty) else 1), [difficulty]  # (_built's)
    steps = _wide_steps(space, count)
    large = is_large(space)
    tail_2d = space.mode == "2d" and count >= SMALL_BOARD  # quiver-gen/8's repairs and keep
    for k, wide in enumerate(steps):
        state, before, keep = _built(space, count, making, rng, k, k == len(steps) - 1, wide, keep, steer)
        if state is None:  # EARLY_ABORT gave the build up (early_abort.py)
            continue
        missed = abs(len(state.arrows) - count) > count_tolerance(count)
        want = gates.free_target(len(state.arrows))
        for extra in range(1 if missed else 1 + FREE_REPAIRS):
            if extra and not _more_free(state, want + extra, count if tail_2d else 0):
                continue  # nothing changed: the same verdict again
            verdict = judge(state)  # forced moves by the sequential test, on the state
            if not extra and not missed and verdict is not None:  # the cube 17 tail (issue 26)
                state, verdict = _tail_passes(state, verdict, before, want, rng, k, count)
            # the state's peel rounds, for the home view and the waist too (the state does not
            # change again before them: a repair that changed nothing skips the judge)
            levels = verdict.levels if verdict is not None else None
            if verdict is not None and verdict.fair and not missed and not home_view_ok(state, home, levels):
                # the one gate judge leaves out, asked of the state: making the Board and its
                # metrics costs more than judging (the board would read the same)
                verdict = Verdict(1, verdict.forced)
            elif verdict is None or (verdict.fair and not missed):
                board = finish(state, verdict.playouts if verdict else None)
                assert board.metrics is not None
                failures = gates.failures(board.metrics)
                if not failures and not missed:
                    return _made(board, difficulty, making[0], on_note)
                verdict = Verdict(len(failures), board.metrics.get("forced_moves", 1.0))
            score = (missed, verdict.broken, verdict.forced)
            if best is None or score < best[0]:  # a copy: the repairs change the state
                best = (score, _copied(state), making[0])
            # large.py: more free arrows never mended a run there; gen/8: a part-rebuild costs less
            if (large and single_run_broken(levels)) or (tail_2d and _forced_only(verdict, missed, extra)):
                break
        waist = _retry_keep(state, levels, tail_2d and _forced_only(verdict, missed))
        keep = next_keep(keep, waist, len(state.built) if large else 0, huge3d.kept_again(space))
    assert best is not None
    return _made(finish(best[1], None), difficulty, best[2], on_note)


def _wide_steps(space: Space, count: int) -> tuple[int | str, ...]:
    """The settings of WIDE_STEPS _fair_board builds with, in order."""
    steps = WIDE_STEPS + (SMALL_EXTRA_STEPS if count < SMALL_BOARD else ())
    if is_huge(space) and not huge3d.narrow_first(space):  # large.py: a wider first build
        steps = (HUGE_WIDE,) + steps[1:]  # strands fewer regions (huge3d.py: not on every solid)
    return steps


def _copied(state: BuildState) -> BuildState:
    """A copy of `state` that the repairs of the state do not change (its arrows and dirs)."""
    return replace(state, arrows=[list(a) for a in state.arrows], dirs=list(state.dirs))


def _made(board: Board, asked: Difficulty, made: Difficulty, on_note: Callable[[str], None] | None) -> Board:
    """`board`, and a note where an easier construction than asked made it (s149: the
    hard one could not cover the shape). s164: the board keeps the difficulty asked, but
    plays like the easier one (ImageMagick's wizard at 120x160, hard, seed 0: depth 44,
    search 14, a medium board's 48-60 and 15-18, a hard one's 110-128 and 35-42), and the
    player was not told."""
    if made != asked and on_note is not None:
        on_note(f"plays like {made.title()}: {asked.title()}'s arrows could not cover this shape")
    return board


def _built(
    space: Space,
    count: int,
    making: list[Difficulty],
    rng: Rng,
    k: int,
    last: bool,
    wide: int | str,
    keep: list[tuple[list[int], int, int]],
    steer: int,
) -> tuple[BuildState | None, list[BuildState] | None, list[tuple[list[int], int, int]]]:
    """Build `k` of _fair_board (`last`: its last setting): the state, the copy before its
    free-arrow pass that RUN_FREE and FREE_ORDER_TRIES read, and `keep`;
    or, when EARLY_ABORT gave the build up (early_abort.Doomed), None and what the next
    try keeps (never the last setting's build: a board must come out)."""
    before: list[BuildState] | None = [] if FREE_ORDER_TRIES or RUN_FREE else None
    difficulty = making[0]  # the construction's: an easier one than asked, once one gave up (s149)
    steer = steer if difficulty == Difficulty.HARD else 1
    watch = 0 if last else _watch(space, count, difficulty)
    try:
        state = build_arrows(
            space, count, difficulty, rng.stream(k) if k else rng, wide, keep, steer, before, watch
        )
    except Doomed as doomed:
        return None, None, next_keep(keep, doomed.kept, 0)
    except Uncovered:
        # s149: a build that gave up ended the whole generation, so no board that was ever
        # made came this way: a picture the hard construction cannot cover (ImageMagick's
        # wizard: at 120x160, seed 0) is built with the next easier one's order of heads,
        # from here on (`making`), before it is refused
        if making[0] not in EASIER:
            raise
        making[0] = EASIER[making[0]]
        state = build_arrows(space, count, making[0], rng.stream(k) if k else rng, wide, keep, 1, before, 0)
    return state, before, keep


def _watch(space: Space, count: int, difficulty: Difficulty) -> int:
    """EARLY_ABORT's `watch` for build_arrows: the hard target of free arrows on a hard 3D
    board that is not large (large.py), 0 (no watch) elsewhere or with the switch off."""
    if not EARLY_ABORT or difficulty != Difficulty.HARD or space.mode != "3d" or is_large(space):
        return 0
    return gates.free_target(count)


def _steered(space: Space, count: int, difficulty: Difficulty) -> bool:
    """Whether a build steers for the local player (issue 24): hard 2D boards from
    STEER_FROM arrows to the most the player model measures (LOCAL_MAX_ARROWS). Under
    SMALL_BOARD the deep settings rarely pass the forced-move test and the boards come
    from the shallow ones (steering there gained nothing over the small picture shapes
    and cost time); 3D and Flat 3D boards are hard by what can be seen (local scan 7-8
    already) and steering cost them depth and time."""
    return difficulty == Difficulty.HARD and space.mode == "2d" and STEER_FROM <= count <= LOCAL_MAX_ARROWS


def _tail_passes(
    state: BuildState,
    verdict: Verdict,
    before: list[BuildState] | None,
    want: int,
    rng: Rng,
    k: int,
    count: int,
) -> tuple[BuildState, Verdict]:
    """The cube 17 tail's passes (issue 26, quiver-gen/7): RUN_FREE, FREE_ORDER_TRIES (off),
    then MEND_RUN, each on a first candidate of build `k` (`before`: the build before its
    free-arrow pass) judged `verdict`."""
    first = MEND_FIRST and MEND_RUN and verdict.levels is not None and one_past(verdict.levels)
    if first:
        state, verdict = _mended(state, verdict, count + count_tolerance(count) - len(state.arrows))
    if before and RUN_FREE and _reachable(verdict, True):
        state, verdict = run_aware(state, verdict, before[0], want)
    if before and FREE_ORDER_TRIES:
        state, verdict = other_orders(state, verdict, before[0], want, rng, k, FREE_ORDER_TRIES)
    if MEND_RUN and not first and _reachable(verdict, False):
        state, verdict = _mended(state, verdict, count + count_tolerance(count) - len(state.arrows))
    return state, verdict


def _more_free(state: BuildState, want: int, count: int) -> bool:
    """A repair: `want` arrows free at the start (finish.set_free), splitting arrows for
    them within the tolerance of `count` when SPLIT_FREE is on (`count` 0: no split)."""
    room = count + count_tolerance(count) - len(state.arrows) if SPLIT_FREE and count else 0
    return set_free(state, want, reduce=False, room=room)


def _retry_keep(
    state: BuildState, levels: list[int] | None, forced_only: bool
) -> list[tuple[list[int], int, int]]:
    """What the next try keeps of this build: what came before its waist (if any), else
    when it broke the forced-move gate alone (`forced_only`), its arrows laid at
    construction levels under FORCED_KEEP percent of its deepest (quiver-gen/8)."""
    waist = before_the_waist(state, levels)
    if waist or not forced_only or not FORCED_KEEP:
        return waist
    top = max((level for _, _, level in state.built), default=0)
    return kept_below(state, state.built, top * FORCED_KEEP // 100)


def _forced_only(verdict: Verdict | None, missed: bool, extra: int | None = None) -> bool:
    """Whether `verdict` broke the forced-move gate alone (on the count); with `extra` (the
    repairs tried), and no more repair is due for it (REPAIRS_FORCED, REPAIR_OVER)."""
    if missed or verdict is None or verdict.broken != 1 or verdict.forced >= 1.0:
        return False
    return extra is None or extra >= REPAIRS_FORCED or 0 < REPAIR_OVER < verdict.forced * 1000


def _reachable(verdict: Verdict, free_pass: bool) -> bool:
    """Whether RUN_FREE (`free_pass`) or MEND_RUN is asked for `verdict`'s runs: always,
    unless IN_REACH leaves out the runs it never mended (mend_run.in_reach)."""
    return not IN_REACH or verdict.levels is None or in_reach(verdict.levels, free_pass)


def _mended(state: BuildState, verdict: Verdict, room: int) -> tuple[BuildState, Verdict]:
    """MEND_RUN: when the single-round gate is the one gate `verdict` found broken, a
    mended copy of `state` (mend_run.py) judged afresh; else `state` and `verdict`."""
    if verdict.broken != 1 or not single_run_broken(verdict.levels):
        return state, verdict
    assert verdict.levels is not None
    mended = mend(state, verdict.levels, room)
    again = judge(mended) if mended is not None else None
    if mended is None or again is None:
        return state, verdict
    return mended, again
