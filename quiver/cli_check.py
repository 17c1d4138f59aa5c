"""`quiver check FILE|-`: load a board file and report its metrics as JSON (exit 0 valid,
full and solvable; 1 loaded but not full or not solvable; 2 refused)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from quiver.cli_args import plain_digits
from quiver.cli_files import read_board
from quiver.cli_parser import need_stdout
from quiver.engine.errors import count_of, shown
from quiver.game.seed_text import plain

if TYPE_CHECKING:
    from quiver.engine.board import Board


def add_check(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "check",
        help="load a board file and report its metrics as JSON",
        description="Exit 0: valid, full and solvable. 1: it loads but is not "
        "full or not solvable (see 'problems'). 2: rejected.",
    )
    p.add_argument("file", metavar="FILE|-", help="a quiver-board/1 file, or - for stdin")
    p.add_argument(
        "--taps",
        metavar="RUNS",
        type=taps_arg,
        default=100,
        help=f"random-tap runs for random_tap_win_rate, 0 to {MAX_TAPS} (0 skips "
        f"it; default 100; fewer on huge boards, see random_tap_runs)",
    )
    p.set_defaults(func=run_check)


MAX_TAPS = 10_000  # --taps
TAP_WORK = 30_000_000  # steps all random-tap runs of one check may take together


def taps_arg(text: str) -> int:
    word = plain(text).strip()  # (the puzzle options' rule: "３" is 3)
    if not plain_digits(word) or len(word) > 6 or int(word) > MAX_TAPS:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to {MAX_TAPS}, got {text[:24]!r}")
    return int(word)


def tap_runs(board: Board, taps: int) -> int:
    """`taps`, or fewer when they would take over TAP_WORK steps: one run walks at most
    every cell, every arrow and every cell on the escape rays once."""
    per_run = len(board.space) + len(board.arrows) + sum(len(r) for r in board.rays)
    return max(1, min(taps, TAP_WORK // max(1, per_run))) if taps > 0 else 0


def special_counts(board: Board) -> dict[str, int]:
    """How many arrows of each special kind the board has (RULES.md section 6)."""
    return {
        "locks": sum(1 for a in board.arrows if a.lock is not None),
        "two_headed": sum(1 for a in board.arrows if a.dir2 is not None),
        "rotating": sum(1 for a in board.arrows if a.turn is not None),
    }


def check_report(board: Board, taps: int = 100) -> dict[str, Any]:
    """The `quiver check` JSON object for a loaded board."""
    from quiver.engine import find_cycle, metrics, random_tap_win_rate
    from quiver.shapes.solids3d import home_view

    board = board.copy()
    board.reset()
    report = metrics(board, home=home_view(board.shape)).as_dict()  # visible_free: home view
    report.update(valid=True, mode=board.mode, full=board.density == 1.0)
    report["specials"] = special_counts(board)
    # rotating arrows are not monotone: the search verifier decides, not the peel (ADR 0007)
    report["solved_by"] = "verifier" if board.turns else "peel"
    if board.shape is not None:
        report["shape"] = board.shape
    problems = []
    if not report["full"]:
        problems.append(f"not full: arrows cover {board.covered_cells()} of {len(board.space)} cells")
    if report.pop("search_limit", False):
        problems.append("not proven: the rotating-arrow verifier gave up (too many positions)")
    elif not report["solvable"] and board.turns:
        problems.append("not solvable: every order of moves reaches a dead end (rotating arrows)")
    elif not report["solvable"]:
        cycle = find_cycle(board) or []
        report["cycle"] = cycle
        n_stuck = report["stuck"]
        assert isinstance(n_stuck, int)  # (the metrics' count of arrows no order frees)
        problems.append(
            f"not solvable: {count_of(n_stuck, 'arrow')} stuck (arrows {cycle} wait on each other)"
        )
    warnings = []
    runs = tap_runs(board, taps) if not board.turns else 0
    if board.turns and taps:
        warnings.append("no random_tap_win_rate: its model has no rotating arrows")
    elif runs > 0:
        report["random_tap_win_rate"] = random_tap_win_rate(board, runs)
    if 0 < runs < taps:
        report["random_tap_runs"] = runs
        warnings.append(
            f"random_tap_win_rate from {count_of(runs, 'run')}, not {taps}: the board is too big for more"
        )
    report["problems"] = problems
    stored = board.metrics or {}
    differ = [
        k for k in ("arrows", "cells", "depth", "free_at_start") if k in stored and stored[k] != report[k]
    ]
    if differ:
        warnings.append(
            "the file's metrics differ from the computed ones: "
            + ", ".join(f"{k} {shown(stored[k])} vs {shown(report[k])}" for k in differ)
        )
    if warnings:
        report["warnings"] = warnings
    return report


def run_check(args: argparse.Namespace) -> int:
    need_stdout("the report", "`quiver check FILE > /dev/null` gives the exit status alone")
    board = read_board(args.file)
    report = check_report(board, args.taps)
    print(json.dumps(report, sort_keys=True))
    return 1 if report["problems"] else 0
