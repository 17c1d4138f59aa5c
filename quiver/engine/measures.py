"""The metrics of a position (RULES.md section 4): the peel's depth and rounds, playouts
(forced moves, choice, scan), random taps, side-by-side heads, and the `Metrics` value a
board file writes. All of it reads the board's *current* position and never changes it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .board import Board
from .peeling import peel
from .player import (
    LOCAL_MAX_ARROWS,
    LOCAL_SHARE,
    head_points,
    local_playouts,
    random_playouts,
    release,
    runs_for,
    ways_of,
)
from .rng import Rng
from .rotating_rounds import rotating_metrics
from .space import GridSpace
from .visibility import AXES, HOME, eye, visible_free


def random_tap_win_rate(board: Board, runs: int = 100, hearts: int = 3, seed: int = 0) -> float:
    """Fraction of `runs` simulated players tapping uniformly random arrows that clear it."""
    rng = Rng(seed).stream("random-tap")
    rays = board.rays
    cells = [a.cells for a in board.arrows]
    locks = board.locks
    rays2 = board.rays2
    wins = 0
    for _ in range(runs):
        owner = list(board.owner)
        alive = sorted(board.alive)
        pos = dict.fromkeys(alive, 0)
        lives = hearts
        while alive and lives > 0:
            k = rng.below(len(alive))
            i = alive[k]
            key = locks[i]
            if key is not None and owner[cells[key][0]] >= 0:
                lives -= 1  # a shut lock: a blocked tap
                continue
            second = rays2[i]
            if second is not None and rng.below(2):
                if any(owner[c] >= 0 for c in second):  # the other end, walked from its start
                    lives -= 1
                    continue
            else:
                ray, p = rays[i], pos[i]
                while p < len(ray) and owner[ray[p]] < 0:
                    p += 1
                pos[i] = p
                if p < len(ray):
                    lives -= 1
                    continue
            alive[k] = alive[-1]
            alive.pop()
            for c in cells[i]:
                owner[c] = -1
        if not alive:
            wins += 1
    return wins / runs if runs else 0.0


def max_single_run(rounds: list[list[int]]) -> int:
    """The longest run of consecutive peel rounds that each free exactly one arrow."""
    best = run = 0
    for r in rounds:
        run = run + 1 if len(r) == 1 else 0
        best = max(best, run)
    return best


@dataclass
class Playouts:
    forced_moves: float  # share of moves with exactly one free arrow
    mean_choice: float  # free arrows per move, on average
    scan: float  # arrows a player looks at, in random order, to find a free one
    local_scan: float | None = None  # the same, looking nearest the last arrow first
    runs: int | None = None  # playouts played (the generator's sequential test stops early)


def ways_out(board: Board) -> dict[int, list[set[int]]]:
    """For each arrow on the board, what each of its ways out waits on: its head's ray
    (and a two-headed arrow's second ray), each with the arrows on it plus, for a shut
    lock, its key (RULES.md 6). An arrow is free when one of its ways out waits on nothing."""
    owner = board.owner
    out: dict[int, list[set[int]]] = {}
    for i in sorted(board.alive):
        key = board.locks[i]
        second = board.rays2[i]
        rays = [board.rays[i]] + ([second] if second is not None else [])
        out[i] = [
            {owner[c] for c in ray if owner[c] >= 0} | ({key} if key in board.alive else set())
            for ray in rays
        ]
    return out


def playouts(board: Board, runs: int | None = None, seed: int = 0, local: bool = False) -> Playouts:
    """RULES.md 4 with issue 24's convergence: play one arrow at a time, each move
    removing a uniformly random free arrow, over `runs` playouts (default: enough to
    converge, `player.runs_for`). `scan` is the expected number of arrows a player checks,
    in random order without repeats, before finding a free one: (left + 1) / (free + 1)
    per move. `local=True` adds `local_scan` (`player.local_playouts`)."""
    alive, ways = ways_of(board)
    n = len(alive)
    rng = Rng(seed).stream("playout")
    forced, choice, scan, played = random_playouts(n, ways, runs_for(n) if runs is None else runs, rng)
    return Playouts(forced, choice, scan, local_scan(board, runs, seed) if local else None, played)


def local_scan(board: Board, runs: int | None = None, seed: int = 0) -> float | None:
    """The local player's looks per move (`player.local_playouts`) over `runs` playouts
    (default: enough to converge); None on an empty board or past LOCAL_MAX_ARROWS."""
    alive, ways = ways_of(board)
    n = len(alive)
    if not 0 < n <= LOCAL_MAX_ARROWS:
        return None
    local_runs = runs_for(n, LOCAL_SHARE) if runs is None else runs
    rng = Rng(seed).stream("local-playout")
    return local_playouts(n, ways, head_points(board, alive), local_runs, rng)


def side_by_side_heads(board: Board) -> int:
    """The longest line of adjacent heads, perpendicular to a direction they all point in."""
    space = board.space
    arrows = board.arrows  # once: a pure-Python property, called from compiled code
    if isinstance(space, GridSpace):  # the same walk read from the grid's shift table
        alive = sorted(board.alive)
        return _side_by_side_grid(space, [arrows[i].cells[-1] for i in alive], [arrows[i].dir for i in alive])
    heads = {(arrows[i].cells[-1], arrows[i].dir) for i in board.alive}
    best = 0
    for head, d in heads:
        for e in space.side_axes(head, d):
            back = space.shift(head, e ^ 1)
            if back is not None and (back, d) in heads:
                continue  # not the start of a run
            run, cur = 1, space.shift(head, e)
            while cur is not None and (cur, d) in heads:
                run += 1
                cur = space.shift(cur, e)
            best = max(best, run)
    return best if heads else 0


def _side_by_side_grid(space: GridSpace, cells: list[int], dirs: list[int]) -> int:
    """`side_by_side_heads` on a grid, the heads at `cells` pointing `dirs`: each cell's
    directions a bit mask where a set of (cell, direction) tuples was a tuple made and
    hashed per look-up compiled (two-thirds of the count on a 3D cube 17), the axes
    perpendicular to d (`geometry.perpendicular`) counted out here."""
    # GridSpace.shift builds a coordinate tuple and looks it up for every step: this
    # count took 5% of a 3D cube 17 build that way
    shifts, dims = space.shift_table(), len(space.size)
    pointing = [0] * len(space)  # bit d: a head in that cell points d
    for c, d in zip(cells, dirs, strict=True):
        pointing[c] = pointing[c] | (1 << d)
    best = 0
    for c, d in zip(cells, dirs, strict=True):
        bit = 1 << d
        for a in range(dims):
            if a == d >> 1:
                continue
            e = a + a  # each perpendicular axis once, its + direction
            back = shifts[c * 6 + (e ^ 1)]
            if back >= 0 and pointing[back] & bit:
                continue  # not the start of a run
            run, cur = 1, shifts[c * 6 + e]
            while cur >= 0 and pointing[cur] & bit:
                run += 1
                cur = shifts[cur * 6 + e]
            if run > best:
                best = run
    return best


def alive_lengths(owner: list[int], n: int, alive: set[int]) -> list[int]:
    """The lengths of the arrows on the board (`len(arrows[i].cells) for i in alive`):
    the cells each owns in `owner`, counted in one pass, where compiled an arrow's
    `cells` is an attribute read of an interpreted object (a thousand on a cube 17)."""
    owned = [0] * n
    for o in owner:
        if o >= 0:
            owned[o] = owned[o] + 1
    return [owned[i] for i in alive]


def _density(board: Board) -> float:
    """`board.density`: the cells the arrows cover over the shape's, the covered ones
    counted from the start owners (every arrow's cells, each owned once: Puzzle checks
    it) in one pass, where `covered_cells` calls the interpreted `Arrow.__len__` per
    arrow (compiled, most of the metrics' own work on a cube 17)."""
    cells = len(board.space)
    if not cells:
        return 0.0
    covered = 0
    for o in board.puzzle.start_owner:
        if o >= 0:
            covered += 1
    return covered / cells


# Metrics fields that a board file leaves out when they do not apply (a plain board has
# no "locks" key, an unsolvable one no "forced_moves"), so older files stay as they were.
_OPTIONAL_METRICS = frozenset(
    (
        "forced_moves",
        "mean_choice",
        "scan",
        "playout_runs",
        "local_scan",
        "release_distance",
        "release_touching",
        "visible_free",
        "visible_free_axes",
        "locks",
        "two_headed",
        "stuck",
        "random_tap_win_rate",
        "dead_end_playouts",
        "rotating",
        "search_limit",
    )
)


@dataclass(frozen=True)
class Metrics:
    """The RULES.md metrics of a position. `as_dict()` is what a board file writes: the
    fields in this order, the optional ones only where they apply."""

    cells: int
    arrows: int
    density: float
    solvable: bool
    depth: int | None  # None: unsolvable
    free_at_start: int
    f0: float
    l_over_a: float | None  # None: unsolvable or empty
    mean_length: float
    max_length: int
    side_by_side_heads: int
    max_single_run: int
    forced_moves: float | None = None  # the playouts: solvable, non-empty positions only
    mean_choice: float | None = None
    scan: float | None = None
    playout_runs: int | None = None  # playouts behind the three figures above
    local_scan: float | None = None  # the local player's looks per move (issue 24)
    release_distance: float | None = None  # median cells from a head to its last blocker
    release_touching: float | None = None  # share released by the arrow at the head
    visible_free: int | None = None  # 3D, Flat 3D: free arrows seen from the home view
    visible_free_axes: list[int] | None = None  # ... and from +x, -x, +y, -y, +z, -z
    locks: int | None = None  # arrows with a lock (None: none)
    two_headed: int | None = None  # two-headed arrows (None: none)
    stuck: int | None = None  # arrows left when peeling stops (None: solvable)
    random_tap_win_rate: float | None = None  # only when asked for
    # rotating arrows (ADR 0007): the verifier decides, depth is its clearing's rounds
    dead_end_playouts: float | None = None  # share of playouts that reach a dead end
    rotating: int | None = None  # rotating arrows (None: none)
    search_limit: bool | None = None  # True: the verifier gave up (solvable unknown)

    def as_dict(self) -> dict[str, object]:
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name not in _OPTIONAL_METRICS or getattr(self, f.name) is not None
        }


def metrics(
    board: Board,
    random_runs: int = 0,
    home: tuple[float, float] = HOME,
    playout: Playouts | None = None,
    player: bool = True,
) -> Metrics:
    """The RULES.md metrics of the current position (random taps only if runs > 0).
    With rotating arrows the verifier, not the peel, decides (`rotating_metrics`).
    `home`: the (yaw, pitch) of the board's home view, for `visible_free` (3D, Flat 3D).
    `playout`: the random playouts' figures when the caller has played them already
    (the generator, on the build's state); the local player is still played here.
    `player=False` leaves out the player model (`local_scan`, `release_distance`): the
    generator's record skips them (a fifth of a 16x20 build); `quiver check`, the
    reports and the win screen compute them from the board."""
    if board.turns:
        return _with_rotating(board)
    result = peel(board)
    n = len(board.alive)
    arrows, locks, rays2 = board.arrows, board.locks, board.rays2  # once: pure properties (ADR 0010)
    lengths = alive_lengths(board.owner, len(arrows), board.alive)
    if not (result.solvable and n):
        playout = None
    elif playout is None:
        playout = playouts(board, local=player)
    elif player:
        playout = replace(playout, local_scan=local_scan(board))
    dist, touching = release(board) if playout and player else (None, None)
    seen = None
    if board.mode in ("3d", "flat") and result.rounds:
        seen = visible_free(board, (eye(*home), *AXES), result.rounds[0])
    locked = sum(1 for i in board.alive if locks[i] is not None)
    two = sum(1 for i in board.alive if rays2[i] is not None)
    return Metrics(
        cells=len(board.space),
        arrows=n,
        density=round(_density(board), 6),
        solvable=result.solvable,
        depth=result.depth if result.solvable else None,
        free_at_start=len(result.rounds[0]) if result.rounds else 0,
        f0=round(len(result.rounds[0]) / n, 6) if result.rounds and n else 0.0,
        l_over_a=round(result.depth / n, 6) if n and result.solvable else None,
        mean_length=round(sum(lengths) / n, 6) if n else 0.0,
        max_length=max(lengths, default=0),
        side_by_side_heads=side_by_side_heads(board),
        max_single_run=max_single_run(result.rounds),
        forced_moves=round(playout.forced_moves, 6) if playout else None,
        mean_choice=round(playout.mean_choice, 6) if playout else None,
        scan=round(playout.scan, 6) if playout else None,
        playout_runs=playout.runs if playout else None,
        local_scan=round(playout.local_scan, 6) if playout and playout.local_scan is not None else None,
        release_distance=dist,
        release_touching=round(touching, 6) if touching is not None else None,
        visible_free=seen[0] if seen else None,
        visible_free_axes=seen[1:] if seen else None,
        locks=locked or None,
        two_headed=two or None,
        stuck=None if result.solvable else len(result.stuck),
        random_tap_win_rate=random_tap_win_rate(board, random_runs) if random_runs else None,
    )


def _with_rotating(board: Board) -> Metrics:
    """Metrics of a position with rotating arrows (no random-tap rate: that model has no
    phases)."""
    lengths = [len(board.arrows[i]) for i in board.alive]
    n = len(lengths)
    base: dict[str, Any] = {
        "cells": len(board.space),
        "arrows": n,
        "density": round(board.density, 6),
        "mean_length": round(sum(lengths) / n, 6) if n else 0.0,
        "max_length": max(lengths, default=0),
        "side_by_side_heads": side_by_side_heads(board),
    }
    m = rotating_metrics(board, base)
    locks = sum(1 for i in board.alive if board.locks[i] is not None)
    two = sum(1 for i in board.alive if board.rays2[i] is not None)
    return Metrics(**m, locks=locks or None, two_headed=two or None)
